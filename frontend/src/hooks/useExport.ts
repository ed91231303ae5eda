import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../services/errors';
import { exportFile, type ExportKind } from '../services/export';
import { saveFile, sizeInKb } from '../utils/download';

/**
 * Runs one export and reports it: empty file warning, success with the size in KB,
 * 'Export failed: {msg}', or the network message. `running` names the export in progress.
 */
export function useExport() {
  const { message } = App.useApp();
  const { t } = useTranslation('common');
  const [running, setRunning] = useState<string | null>(null);

  const run = useCallback(
    async (kind: ExportKind, body: object, key: string = kind): Promise<boolean> => {
      setRunning(key);
      try {
        const file = await exportFile(kind, body);
        if (!file.blob || file.blob.size === 0) {
          message.warning(t('export.empty'));
          return false;
        }
        saveFile(file);
        message.success(t('export.success', { size: sizeInKb(file.blob.size) }));
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'network') {
          message.error(t('export.network'));
        } else if (!(error instanceof ApiError && error.kind === 'unauthorized')) {
          const detail =
            error instanceof ApiError
              ? (error.serverMessage ?? error.message)
              : error instanceof Error
                ? error.message
                : t('errors.unknown');
          message.error(t('export.failed', { msg: detail }));
        }
        return false;
      } finally {
        setRunning(null);
      }
    },
    [message, t],
  );

  return { run, running };
}
