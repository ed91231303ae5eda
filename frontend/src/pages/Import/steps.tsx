import { DownloadOutlined, InboxOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Flex,
  Progress,
  Result,
  Select,
  Spin,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { messageOr } from '../../services/errors';
import { downloadErrorReport, downloadTemplate, IMPORT_KINDS, type ImportKind } from '../../services/import';
import type { DownloadedFile } from '../../services/types';
import { saveFile } from '../../utils/download';
import { ReportView } from './ReportView';
import type { ImportRun } from './useImportRun';

/** Where the records of a kind are listed (shell menu keys and paths), linked after an import. */
const LISTS: Record<ImportKind, { key: string; path: string }[]> = {
  partners: [{ key: 'partners', path: '/partners' }],
  products: [{ key: 'products', path: '/products' }],
  prices: [{ key: 'productPrices', path: '/product-prices' }],
  inbound: [{ key: 'inbound', path: '/inbound' }],
  outbound: [{ key: 'outbound', path: '/outbound' }],
  'receivable-payments': [{ key: 'receivable', path: '/receivable' }],
  'payable-payments': [{ key: 'payable', path: '/payable' }],
  'opening-stock': [{ key: 'stock', path: '/stock' }],
  'opening-balances': [
    { key: 'receivable', path: '/receivable' },
    { key: 'payable', path: '/payable' },
  ],
  'sales-orders': [{ key: 'salesOrders', path: '/sales-orders' }],
  'purchase-orders': [{ key: 'purchaseOrders', path: '/purchase-orders' }],
  accounts: [{ key: 'accounts', path: '/accounts' }],
  'cash-entries': [{ key: 'cashEntries', path: '/cash-entries' }],
};

/** A download button: saves the file, or says why it failed (the `failed` message with the reason). */
function useDownload(load: () => Promise<DownloadedFile>, failed: string) {
  const { t } = useTranslation('import');
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await load());
    } catch (error) {
      message.error(t(failed, { msg: messageOr(error, t('common:errors.unknown')) }));
    } finally {
      setDownloading(false);
    }
  };
  return (label: string, testId: string) => (
    <Button
      icon={<DownloadOutlined />}
      loading={downloading}
      onClick={() => void download()}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}

/** A step's explanation in grey, `gap` px under what it explains. */
const Help = ({ text, gap }: { text: string; gap: number }) => (
  <Typography.Paragraph type="secondary" style={{ marginTop: gap, marginBottom: 0 }}>
    {text}
  </Typography.Paragraph>
);

/** Step 1: the kind of data, and its template. */
export function ChooseStep({ run }: { run: ImportRun }) {
  const { t } = useTranslation('import');
  const downloadButton = useDownload(() => downloadTemplate(run.kind), 'templateFailed');
  return (
    <Card title={t('steps.choose')}>
      <Flex gap={12} wrap align="center">
        <Select
          aria-label={t('kind.label')}
          data-testid="import-kind"
          value={run.kind}
          style={{ minWidth: 240 }}
          disabled={run.busy !== null}
          options={IMPORT_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
          onChange={(value: ImportKind) => run.change({ kind: value })}
        />
        {downloadButton(t('template'), 'import-template')}
      </Flex>
      <Help text={t('templateHelp')} gap={12} />
    </Card>
  );
}

/** Step 2: the file, and whether rows already on file may be imported again. */
export function FileStep({ run }: { run: ImportRun }) {
  const { t } = useTranslation('import');
  return (
    <Card title={t('steps.file')}>
      <Upload.Dragger
        accept=".xlsx,.csv"
        maxCount={1}
        disabled={run.busy !== null}
        fileList={
          run.file
            ? [{ uid: 'chosen', name: run.file.name, size: run.file.size, status: 'done' as const }]
            : []
        }
        beforeUpload={(chosen) => {
          run.change({ file: chosen });
          return false;
        }}
        onRemove={() => {
          run.reset();
          return true;
        }}
        data-testid="import-dropzone"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('drop')}</p>
        <p className="ant-upload-hint">{t('dropHint')}</p>
      </Upload.Dragger>
      <Checkbox
        style={{ marginTop: 16 }}
        checked={run.allowDuplicates}
        disabled={run.busy !== null}
        onChange={(event) => run.change({ allowDuplicates: event.target.checked })}
        data-testid="import-allow-duplicates"
      >
        {t('allowDuplicates')}
      </Checkbox>
      <Help text={t('allowDuplicatesHelp')} gap={4} />
    </Card>
  );
}

/** Step 3: the check's counts, effects and errors, then the import (or why it failed). */
export function ReviewStep({ run }: { run: ImportRun }) {
  const { t } = useTranslation('import');
  const navigate = useNavigate();
  const { busy, done, failure, report, preview } = run;
  const downloadButton = useDownload(
    () => downloadErrorReport(run.kind, run.file!, { dryRun: true, allowDuplicates: run.allowDuplicates }),
    'failed',
  );
  return (
    <Card
      title={t('steps.review')}
      extra={
        run.file && !done ? (
          <Button icon={<ReloadOutlined />} disabled={busy !== null} onClick={run.check}>
            {t('check')}
          </Button>
        ) : null
      }
    >
      {busy ? (
        <Flex vertical gap={8} data-testid="import-progress">
          <Progress percent={Math.round(busy.sent * 100)} status="active" />
          {busy.sent < 1 ? (
            <Typography.Text>{t('uploading', { percent: Math.round(busy.sent * 100) })}</Typography.Text>
          ) : (
            <Spin tip={t(busy.action === 'check' ? 'checking' : 'importing')}>
              <div style={{ minHeight: 48 }} />
            </Spin>
          )}
        </Flex>
      ) : null}
      {failure ? <Alert type="error" showIcon message={failure} data-testid="import-failure" /> : null}
      {done ? (
        <Result
          status="success"
          title={
            <span data-testid="import-done">
              {t('done', {
                created: done.report.created,
                updated: done.report.updated,
                rows: done.report.rows,
                file: done.file,
              })}
            </span>
          }
          extra={[
            ...LISTS[run.kind].map((list) => (
              <Button key={list.path} type="primary" onClick={() => navigate(list.path)}>
                {t('open', { list: t(`shell:menu.${list.key}`) })}
              </Button>
            )),
            <Button key="again" icon={<UploadOutlined />} onClick={run.reset}>
              {t('another')}
            </Button>,
          ]}
        />
      ) : null}
      {report && !busy ? <ReportView report={report} applied={Boolean(done)} /> : null}
      {preview && !busy ? (
        <Flex gap={8} wrap style={{ marginTop: 16 }}>
          {preview.errors.length > 0 ? downloadButton(t('errors.download'), 'import-errors-download') : null}
          <Button
            type="primary"
            icon={<UploadOutlined />}
            disabled={preview.errors.length > 0}
            onClick={() => void run.importAll()}
            data-testid="import-submit"
          >
            {t('import')}
          </Button>
        </Flex>
      ) : null}
    </Card>
  );
}
