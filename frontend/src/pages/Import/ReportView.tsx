import { Alert, Col, Flex, Row, Statistic, Table, Tag, Typography } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCardColumns } from '../../components/list/ListTable';
import type { BalanceEffect, ImportError, ImportReport, StockEffect } from '../../services/import';
import { formatMoney, formatNumber } from '../../utils/format';

const beforeAfter = (before: string, after: string) => (
  <span>
    {before} → <Typography.Text strong>{after}</Typography.Text>
  </span>
);

/**
 * A report's table: a long message wraps in its column; on a phone each row is a card of labelled
 * fields, so the message has the width.
 */
function ReportTable<T extends object>({
  columns,
  ...props
}: TableProps<T> & { columns: TableColumnsType<T> }) {
  const card = useCardColumns(columns);
  return <Table<T> size="small" {...props} columns={card.columns} className={card.className} />;
}

/** Counts, effects and errors of a check (or of the import just done). */
export function ReportView({ report, applied }: { report: ImportReport; applied: boolean }) {
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
        <ReportTable<ImportError & { key: number }>
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
        <ReportTable<StockEffect>
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
        <ReportTable<BalanceEffect>
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
