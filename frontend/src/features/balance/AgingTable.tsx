import { DownloadOutlined, FileTextOutlined, MailOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Button, DatePicker, Form, Input, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { forwardRef, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListError } from '../../components/list/ListError';
import { useCardColumns } from '../../components/list/ListTable';
import { useExport } from '../../hooks/useExport';
import { useTablePagination } from '../../hooks/useTablePagination';
import { agingExportBody, type AgingSort } from '../../services/aging';
import type { AgingRow, Side } from '../../services/types';
import { DATE_FORMAT, formatMoney, today } from '../../utils/format';
import { AMOUNT_DECIMALS, sumAmounts } from '../../utils/money';
import {
  DEFAULT_BUCKET_LIMITS,
  MAX_BUCKET_DAYS,
  MAX_BUCKET_LIMITS,
  bucketTitle,
  formatBucketLimits,
  parseBucketLimits,
  type BucketLimitsError,
} from './agingBuckets';
import { overdueOf, reminderPath } from './reminderLink';
import type { StatementPartner } from './StatementModal';
import { useAging } from './useAging';

interface Props {
  side: Side;
  onStatement(partner: StatementPartner): void;
}

export interface AgingTableHandle {
  reload(): Promise<void>;
}

const money = (value: number | undefined) => formatMoney(value ?? 0, AMOUNT_DECIMALS);
const byText = (a: string, b: string) => a.localeCompare(b);

/** The side's open balances by age on a chosen day, in buckets of chosen day limits. */
export const AgingTable = forwardRef<AgingTableHandle, Props>(function AgingTable(
  { side, onStatement },
  ref,
) {
  const { t } = useTranslation('balance');
  const navigate = useNavigate();
  const pagination = useTablePagination();
  const s = (key: string) => t(`${side}.${key}`);
  const [asOf, setAsOf] = useState(today);
  const [limits, setLimits] = useState(DEFAULT_BUCKET_LIMITS);
  const [limitsText, setLimitsText] = useState(() => formatBucketLimits(DEFAULT_BUCKET_LIMITS));
  const [limitsError, setLimitsError] = useState<BucketLimitsError | null>(null);
  const { data: report, loading, error, reload } = useAging(side, asOf, limits);
  useImperativeHandle(ref, () => ({ reload }), [reload]);
  const { run, running } = useExport();
  // The table sorts the rows it has; the export is asked for the same order.
  const [sort, setSort] = useState<AgingSort>({});
  const exportKey = `${side}-aging`;

  /** Applied on Enter or when the field is left, so half-typed limits load nothing. */
  const applyLimits = () => {
    const parsed = parseBucketLimits(limitsText);
    if (!parsed.ok) {
      setLimitsError(parsed.error);
      return;
    }
    setLimitsError(null);
    setLimitsText(formatBucketLimits(parsed.limits));
    if (formatBucketLimits(parsed.limits) !== formatBucketLimits(limits)) setLimits(parsed.limits);
  };

  const bucketColumns: ProColumns<AgingRow>[] = report.buckets.map((label, index) => ({
    title: bucketTitle(label, t),
    key: `amounts.${index}`,
    align: 'right',
    sorter: (a, b) => (a.amounts[index] ?? 0) - (b.amounts[index] ?? 0),
    render: (_, row) => money(row.amounts[index]),
  }));

  const columns: ProColumns<AgingRow>[] = [
    {
      title: s('partnerCode'),
      dataIndex: 'partner_code',
      key: 'partner_code',
      sorter: (a, b) => byText(a.partner_code ?? '', b.partner_code ?? ''),
    },
    {
      title: s('partnerShortName'),
      dataIndex: 'partner_short_name',
      key: 'partner_short_name',
      sorter: (a, b) => byText(a.partner_short_name, b.partner_short_name),
    },
    {
      title: t('fields.balance'),
      dataIndex: 'balance',
      key: 'balance',
      align: 'right',
      sorter: (a, b) => a.balance - b.balance,
      render: (_, row) => money(row.balance),
    },
    ...bucketColumns,
    {
      title: t('fields.actions'),
      valueType: 'option',
      // One action under the other, so the column stays as narrow as with one and the table fits a desk:
      // fixed to the right it would cover the last bucket.
      width: 120,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Button
            type="link"
            size="small"
            icon={<FileTextOutlined />}
            onClick={() => onStatement({ code: row.partner_code ?? '', short_name: row.partner_short_name })}
          >
            {t('statement.action')}
          </Button>
          {/* A customer with something overdue can be sent a reminder letter. */}
          {side === 'receivable' && row.partner_code && overdueOf(row.amounts) > 0 ? (
            <Button
              type="link"
              size="small"
              icon={<MailOutlined />}
              onClick={() => navigate(reminderPath(row.partner_code ?? ''))}
            >
              {t('aging.reminder')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const card = useCardColumns(columns);

  const toolbar = (
    <Form layout="inline" style={{ rowGap: 8 }}>
      <Form.Item label={t('aging.asOf')} htmlFor={`${side}-aging-as-of`} tooltip={t('aging.asOfHint')}>
        <DatePicker
          id={`${side}-aging-as-of`}
          allowClear={false}
          format={DATE_FORMAT}
          value={dayjs(asOf)}
          onChange={(value) => value && setAsOf(value.format(DATE_FORMAT))}
        />
      </Form.Item>
      <Form.Item
        label={t('aging.limits')}
        htmlFor={`${side}-aging-limits`}
        tooltip={t('aging.limitsHint')}
        validateStatus={limitsError ? 'error' : undefined}
        help={
          limitsError
            ? t(`aging.limitsErrors.${limitsError}`, { max: MAX_BUCKET_DAYS, limit: MAX_BUCKET_LIMITS })
            : undefined
        }
      >
        <Input
          id={`${side}-aging-limits`}
          value={limitsText}
          style={{ width: 160 }}
          onChange={(event) => setLimitsText(event.target.value)}
          onPressEnter={applyLimits}
          onBlur={applyLimits}
        />
      </Form.Item>
      <Form.Item>
        <Button
          icon={<DownloadOutlined />}
          loading={running === exportKey}
          disabled={report.data.length === 0}
          onClick={() =>
            run('aging', agingExportBody(side, { as_of: asOf, buckets: limits }, sort), exportKey)
          }
          data-testid="aging-export"
        >
          {t('common:actions.export')}
        </Button>
      </Form.Item>
    </Form>
  );

  const colSpan = 2;
  return (
    <div data-testid={`${side}-aging`}>
      <ProTable<AgingRow>
        rowKey="partner_code"
        columns={card.columns}
        className={card.className}
        tableViewRender={(_, dom) =>
          error ? <ListError error={error} onRetry={() => void reload()} /> : dom
        }
        dataSource={report.data}
        loading={loading}
        search={false}
        options={false}
        cardBordered
        headerTitle={toolbar}
        // Sized by its content (the buckets vary): it scrolls inside its card when wider, nothing covers a bucket.
        scroll={card.scroll}
        pagination={pagination}
        locale={{ emptyText: t('aging.empty') }}
        onChange={(_pagination, _filters, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          setSort(
            one?.order && one.columnKey
              ? { field: String(one.columnKey), order: one.order === 'ascend' ? 'asc' : 'desc' }
              : {},
          );
        }}
        summary={() =>
          report.data.length > 0 ? (
            <Table.Summary fixed="bottom">
              <Table.Summary.Row data-testid="aging-totals">
                <Table.Summary.Cell index={0} colSpan={colSpan}>
                  <Typography.Text strong>{t('aging.total')}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={colSpan} align="right">
                  <Typography.Text strong>{money(sumAmounts(report.totals))}</Typography.Text>
                </Table.Summary.Cell>
                {report.buckets.map((label, index) => (
                  <Table.Summary.Cell key={label} index={colSpan + 1 + index} align="right">
                    <Typography.Text strong>{money(report.totals[index])}</Typography.Text>
                  </Table.Summary.Cell>
                ))}
                <Table.Summary.Cell index={colSpan + 1 + report.buckets.length} />
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
    </div>
  );
});
