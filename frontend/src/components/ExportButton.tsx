import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useExport } from '../hooks/useExport';
import type { ExportKind } from '../services/export';

/** "Export to Excel" for a list or statement: the workbook of what the screen shows, with its filters. */
export function ExportButton({ kind, body, testId }: { kind: ExportKind; body: object; testId?: string }) {
  const { t } = useTranslation('common');
  const { run, running } = useExport();
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={running === kind}
      onClick={() => void run(kind, body)}
      data-testid={testId ?? `export-${kind}`}
    >
      {t('export.button')}
    </Button>
  );
}
