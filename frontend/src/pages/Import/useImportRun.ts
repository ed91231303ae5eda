import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOr } from '../../services/errors';
import { runImport, type ImportKind, type ImportReport } from '../../services/import';

/** What the page is doing: an upload (with its progress), the server at work, or nothing. */
export type Busy = { action: 'check' | 'import'; sent: number } | null;

export interface ImportChoice {
  kind: ImportKind;
  file: File | null;
  allowDuplicates: boolean;
}

/**
 * The import's state: the choice (kind, file, duplicates allowed), checked at once on every change (a dry
 * run), then imported as a whole; what the server answered, or why it failed.
 */
export function useImportRun() {
  const { t } = useTranslation('import');
  const [choice, setChoice] = useState<ImportChoice>({
    kind: 'partners',
    file: null,
    allowDuplicates: false,
  });
  const [busy, setBusy] = useState<Busy>(null);
  const [preview, setPreview] = useState<ImportReport | null>(null);
  const [done, setDone] = useState<{ report: ImportReport; file: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const check = async (next: ImportChoice) => {
    setPreview(null);
    setDone(null);
    setFailure(null);
    if (!next.file) return;
    setBusy({ action: 'check', sent: 0 });
    try {
      const report = await runImport(
        next.kind,
        next.file,
        { dryRun: true, allowDuplicates: next.allowDuplicates },
        (sent) => setBusy({ action: 'check', sent }),
      );
      setPreview(report);
    } catch (error) {
      setFailure(t('failed', { msg: messageOr(error, t('common:errors.unknown')) }));
    } finally {
      setBusy(null);
    }
  };

  const change = (patch: Partial<ImportChoice>) => {
    const next = { ...choice, ...patch };
    setChoice(next);
    void check(next);
  };

  const importAll = async () => {
    const { kind, file, allowDuplicates } = choice;
    if (!file) return;
    setFailure(null);
    setBusy({ action: 'import', sent: 0 });
    try {
      const report = await runImport(kind, file, { dryRun: false, allowDuplicates }, (sent) =>
        setBusy({ action: 'import', sent }),
      );
      // Refused (422): the data changed since the check; its errors are shown like a check's.
      if (report.errors.length > 0) setPreview(report);
      else {
        setDone({ report, file: file.name });
        setPreview(null);
      }
    } catch (error) {
      setFailure(t('importFailed', { msg: messageOr(error, t('common:errors.unknown')) }));
    } finally {
      setBusy(null);
    }
  };

  const reset = () => {
    setChoice((current) => ({ ...current, file: null }));
    setPreview(null);
    setDone(null);
    setFailure(null);
  };

  return {
    ...choice,
    busy,
    preview,
    done,
    failure,
    report: done?.report ?? preview,
    change,
    check: () => void check(choice),
    importAll,
    reset,
  };
}

export type ImportRun = ReturnType<typeof useImportRun>;
