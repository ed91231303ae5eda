import { Alert, Card, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/ExportButton';
import { useRemote } from '../../../hooks/useRemote';
import { messageOr } from '../../../services/errors';
import { getVatReport, type VatReport } from '../../../services/money';
import { formatMoney } from '../../../utils/format';

interface RateRow {
  key: string;
  side: 'output' | 'input';
  rate: number | null;
  net_amount: number;
  tax_amount: number;
  total?: boolean;
}

/** Each side's rates, then the side's total. */
function rateRows(report: VatReport): RateRow[] {
  return (['output', 'input'] as const).flatMap((side) => [
    ...report[side].by_rate.map((row) => ({ key: `${side}-${row.rate}`, side, ...row })),
    {
      key: `${side}-total`,
      side,
      rate: null,
      net_amount: report[side].net_amount,
      tax_amount: report[side].tax_amount,
      total: true,
    },
  ]);
}

/** The VAT of the range: output and input tax per rate, the tax payable, the months, and its export. */
export function VatCard({ range }: { range: [string, string] }) {
  const { t } = useTranslation('profitLoss');
  const { data, loading, error } = useRemote<VatReport | null>(
    () => getVatReport(range[0], range[1]),
    null,
    [range[0], range[1]],
    ['record', 'document'],
  );

  return (
    <Card
      title={t('vat.title')}
      style={{ marginTop: 16 }}
      extra={
        <ExportButton kind="vat" body={{ start_date: range[0], end_date: range[1] }} testId="vat-export" />
      }
      data-testid="vat-card"
    >
      {error ? (
        <Alert type="error" showIcon message={messageOr(error, t('vat.loadFailed'))} />
      ) : !data || loading ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph data-testid="vat-payable">
            {t('vat.payable')}{' '}
            <Typography.Text strong style={{ fontSize: 18 }}>
              {formatMoney(data.tax_payable)}
            </Typography.Text>
          </Typography.Paragraph>
          <Table<RateRow>
            size="small"
            rowKey="key"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={rateRows(data)}
            rowClassName={(row) => (row.total ? 'tb-pl-strong' : '')}
            onRow={(row) => ({ 'data-testid': `vat-${row.key}` }) as object}
            columns={[
              {
                title: t('vat.side'),
                key: 'side',
                render: (_, row) => (row.total ? t(`vat.${row.side}Total`) : t(`vat.${row.side}`)),
              },
              {
                title: t('vat.rate'),
                key: 'rate',
                align: 'right',
                render: (_, row) => (row.rate === null ? '' : `${row.rate}%`),
              },
              {
                title: t('vat.net'),
                key: 'net',
                align: 'right',
                render: (_, row) => formatMoney(row.net_amount),
              },
              {
                title: t('vat.tax'),
                key: 'tax',
                align: 'right',
                render: (_, row) => <span data-testid="vat-tax">{formatMoney(row.tax_amount)}</span>,
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('byMonth')}
          </Typography.Title>
          <Table
            size="small"
            rowKey="month"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={data.months}
            columns={[
              { title: t('vat.month'), dataIndex: 'month' },
              {
                title: t('vat.outputTax'),
                key: 'output',
                align: 'right',
                render: (_, row) => formatMoney(row.output_tax),
              },
              {
                title: t('vat.inputTax'),
                key: 'input',
                align: 'right',
                render: (_, row) => formatMoney(row.input_tax),
              },
              {
                title: t('vat.payable'),
                key: 'payable',
                align: 'right',
                render: (_, row) => formatMoney(row.tax_payable),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
