import { DownloadOutlined, InboxOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Progress,
  Result,
  Row,
  Select,
  Spin,
  Statistic,
  Table,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { messageOr } from '../../services/errors';
import {
  downloadErrorReport,
  downloadTemplate,
  IMPORT_KINDS,
  runImport,
  type BalanceEffect,
  type ImportError,
  type ImportKind,
  type ImportReport,
  type StockEffect,
} from '../../services/import';
import { saveFile } from '../../utils/download';
import { formatMoney, formatNumber } from '../../utils/format';

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
};

/** What the page is doing: an upload (with its progress), the server at work, or nothing. */
type Busy = { action: 'check' | 'import'; sent: number } | null;

const beforeAfter = (before: string, after: string) => (
  <span>
    {before} → <Typography.Text strong>{after}</Typography.Text>
  </span>
);

/**
 * /import (editors and admins), EXTENSIONS E2: choose a kind, download its template, pick a file; the
 * file is checked at once (a dry run: counts, effects, every error with its row and column, the errors
 * as an .xlsx), then imported as a whole when it has no errors.
 */
export default function ImportPage() {
  const { t } = useTranslation('import');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [kind, setKind] = useState<ImportKind>('partners');
  const [file, setFile] = useState<File | null>(null);
  const [allowDuplicates, setAllowDuplicates] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [preview, setPreview] = useState<ImportReport | null>(null);
  const [done, setDone] = useState<{ report: ImportReport; file: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<'template' | 'errors' | null>(null);

  const check = async (next: { kind: ImportKind; file: File | null; allowDuplicates: boolean }) => {
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

  const change = (patch: Partial<{ kind: ImportKind; file: File | null; allowDuplicates: boolean }>) => {
    const next = { kind, file, allowDuplicates, ...patch };
    setKind(next.kind);
    setFile(next.file);
    setAllowDuplicates(next.allowDuplicates);
    void check(next);
  };

  const importAll = async () => {
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

  const download = async (what: 'template' | 'errors') => {
    setDownloading(what);
    try {
      saveFile(
        what === 'template'
          ? await downloadTemplate(kind)
          : await downloadErrorReport(kind, file!, { dryRun: true, allowDuplicates }),
      );
    } catch (error) {
      const msg = messageOr(error, t('common:errors.unknown'));
      message.error(what === 'template' ? t('templateFailed', { msg }) : t('failed', { msg }));
    } finally {
      setDownloading(null);
    }
  };

  const reset = () => {
    setFile(null);
    setPreview(null);
    setDone(null);
    setFailure(null);
  };

  const report = done?.report ?? preview;
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Flex vertical gap={16}>
        <Card title={t('steps.choose')}>
          <Flex gap={12} wrap align="center">
            <Select
              aria-label={t('kind.label')}
              data-testid="import-kind"
              value={kind}
              style={{ minWidth: 240 }}
              disabled={busy !== null}
              options={IMPORT_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
              onChange={(value: ImportKind) => change({ kind: value })}
            />
            <Button
              icon={<DownloadOutlined />}
              loading={downloading === 'template'}
              onClick={() => download('template')}
              data-testid="import-template"
            >
              {t('template')}
            </Button>
          </Flex>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {t('templateHelp')}
          </Typography.Paragraph>
        </Card>

        <Card title={t('steps.file')}>
          <Upload.Dragger
            accept=".xlsx,.csv"
            maxCount={1}
            disabled={busy !== null}
            fileList={
              file ? [{ uid: 'chosen', name: file.name, size: file.size, status: 'done' as const }] : []
            }
            beforeUpload={(chosen) => {
              change({ file: chosen });
              return false;
            }}
            onRemove={() => {
              reset();
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
            checked={allowDuplicates}
            disabled={busy !== null}
            onChange={(event) => change({ allowDuplicates: event.target.checked })}
            data-testid="import-allow-duplicates"
          >
            {t('allowDuplicates')}
          </Checkbox>
          <Typography.Paragraph type="secondary" style={{ marginTop: 4, marginBottom: 0 }}>
            {t('allowDuplicatesHelp')}
          </Typography.Paragraph>
        </Card>

        <Card
          title={t('steps.review')}
          extra={
            file && !done ? (
              <Button
                icon={<ReloadOutlined />}
                disabled={busy !== null}
                onClick={() => void check({ kind, file, allowDuplicates })}
              >
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
                ...LISTS[kind].map((list) => (
                  <Button key={list.path} type="primary" onClick={() => navigate(list.path)}>
                    {t('open', { list: t(`shell:menu.${list.key}`) })}
                  </Button>
                )),
                <Button key="again" icon={<UploadOutlined />} onClick={reset}>
                  {t('another')}
                </Button>,
              ]}
            />
          ) : null}
          {report && !busy ? <ReportView report={report} applied={Boolean(done)} /> : null}
          {preview && !busy ? (
            <Flex gap={8} wrap style={{ marginTop: 16 }}>
              {preview.errors.length > 0 ? (
                <Button
                  icon={<DownloadOutlined />}
                  loading={downloading === 'errors'}
                  onClick={() => download('errors')}
                  data-testid="import-errors-download"
                >
                  {t('errors.download')}
                </Button>
              ) : null}
              <Button
                type="primary"
                icon={<UploadOutlined />}
                disabled={preview.errors.length > 0}
                onClick={importAll}
                data-testid="import-submit"
              >
                {t('import')}
              </Button>
            </Flex>
          ) : null}
        </Card>
      </Flex>
    </>
  );
}

/** Counts, effects and errors of a check (or of the import just done). */
function ReportView({ report, applied }: { report: ImportReport; applied: boolean }) {
  const { t } = useTranslation('import');
  const { stock, balances } = report.effects;
  return (
    <Flex vertical gap={16}>
      <Row gutter={16}>
        {(['rows', 'created', 'updated'] as const).map((key) => (
          <Col key={key} xs={12} sm={6}>
            <Statistic title={t(`counts.${key}`)} value={report[key]} data-testid={`import-count-${key}`} />
          </Col>
        ))}
        <Col xs={12} sm={6}>
          <Statistic
            title={t('counts.errors')}
            value={report.errors.length}
            valueStyle={report.errors.length > 0 ? { color: '#cf1322' } : undefined}
            data-testid="import-count-errors"
          />
        </Col>
      </Row>
      {applied ? null : report.errors.length > 0 ? (
        <Alert type="error" showIcon message={t('hasErrors', { count: report.errors.length })} />
      ) : (
        <Alert type="success" showIcon message={t('ready')} data-testid="import-ready" />
      )}
      {report.errors.length > 0 ? (
        <Table<ImportError & { key: number }>
          size="small"
          data-testid="import-errors"
          title={() => <Typography.Text strong>{t('errors.title')}</Typography.Text>}
          dataSource={report.errors.map((error, key) => ({ ...error, key }))}
          pagination={{ defaultPageSize: 10, showSizeChanger: true, hideOnSinglePage: false }}
          columns={[
            { title: t('errors.row'), dataIndex: 'row', width: 80 },
            {
              title: t('errors.column'),
              dataIndex: 'column',
              width: 200,
              render: (column: string | null) =>
                column ?? <Typography.Text type="secondary">{t('errors.wholeRow')}</Typography.Text>,
            },
            { title: t('errors.message'), dataIndex: 'message' },
          ]}
        />
      ) : null}
      <Typography.Text strong>{t(applied ? 'effects.done' : 'effects.title')}</Typography.Text>
      {stock.length === 0 && balances.length === 0 ? (
        <Typography.Text type="secondary">{t('effects.none')}</Typography.Text>
      ) : null}
      {stock.length > 0 ? (
        <Table<StockEffect>
          size="small"
          rowKey="product_model"
          data-testid="import-effects-stock"
          title={() => t('effects.stock')}
          dataSource={stock}
          pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
          columns={[
            { title: t('effects.product'), dataIndex: 'product_model' },
            {
              title: t('effects.quantity'),
              render: (_, e) =>
                beforeAfter(formatNumber(e.quantity_before, 0), formatNumber(e.quantity_after, 0)),
            },
            {
              title: t('effects.value'),
              render: (_, e) => beforeAfter(formatMoney(e.value_before), formatMoney(e.value_after)),
            },
          ]}
        />
      ) : null}
      {balances.length > 0 ? (
        <Table<BalanceEffect>
          size="small"
          rowKey={(e) => `${e.side}:${e.partner_short_name}`}
          data-testid="import-effects-balances"
          title={() => t('effects.balances')}
          dataSource={balances}
          pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
          columns={[
            {
              title: t('effects.side'),
              dataIndex: 'side',
              width: 120,
              render: (side: BalanceEffect['side']) => (
                <Tag color={side === 'receivable' ? 'blue' : 'orange'}>{t(`effects.${side}`)}</Tag>
              ),
            },
            { title: t('effects.partner'), dataIndex: 'partner_short_name' },
            {
              title: t('effects.balance'),
              render: (_, e) => beforeAfter(formatMoney(e.balance_before), formatMoney(e.balance_after)),
            },
          ]}
        />
      ) : null}
    </Flex>
  );
}
