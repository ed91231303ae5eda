import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Form, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The card's texts: `{texts}.title` and `{texts}.description` of the report namespace. */
  texts: string;
  children: ReactNode;
  running: boolean;
  disabled?: boolean;
  disabledReason?: string;
  onExport(): void;
  testId?: string;
}

/** One export: its fields, then the download button. */
export function ExportCard({ texts, children, running, disabled, disabledReason, onExport, testId }: Props) {
  const { t } = useTranslation('report');
  const title = t(`${texts}.title`);
  const description = t(`${texts}.description`);
  const button = (
    <Button
      type="primary"
      icon={<DownloadOutlined />}
      loading={running}
      disabled={disabled}
      onClick={onExport}
      data-testid={testId}
    >
      {t('download')}
    </Button>
  );
  return (
    <Card title={title} style={{ height: '100%' }}>
      <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
      <Form layout="vertical">{children}</Form>
      {disabled && disabledReason ? <Tooltip title={disabledReason}>{button}</Tooltip> : button}
    </Card>
  );
}
