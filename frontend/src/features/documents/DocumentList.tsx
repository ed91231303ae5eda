import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Tag, Typography } from 'antd';
import { useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { dateColumn } from '../../components/list/columns';
import { ListTable } from '../../components/list/ListTable';
import { listDocuments, type TradeDocumentRow } from '../../services/documents';
import type { Direction } from '../../services/types';
import { formatMoney, formatTotal } from '../../utils/format';
import { useTaxSettings } from '../tax/useTaxSettings';
import type { TradeFilters } from '../trade/TradeFilterBar';

interface Props {
  direction: Direction;
  filters: TradeFilters;
  actionRef: RefObject<ActionType>;
  /** Opens a document's drawer. */
  onOpen(id: number): void;
}

/** The inbound or outbound documents, newest first: what a bookkeeper works in. */
export function DocumentList({ direction, filters, actionRef, onOpen }: Props) {
  const { t } = useTranslation('trade');
  const d = (key: string) => t(`${direction}.${key}`);
  // The tax and gross columns once the company uses a default rate; before, the list is as it was.
  const showTax = useTaxSettings().default_rate !== 0;
  const columns = useMemo<ProColumns<TradeDocumentRow>[]>(
    () => [
      dateColumn<TradeDocumentRow>(d('date'), 'date', { width: 105 }),
      {
        title: t('documents.number'),
        dataIndex: 'document_number',
        width: 160,
        render: (_, row) => (
          <Typography.Link onClick={() => onOpen(row.id)} data-testid="document-open">
            {row.document_number}
          </Typography.Link>
        ),
      },
      { title: d('partnerShortName'), dataIndex: 'partner_short_name', width: 150, ellipsis: true },
      { title: t('fields.orderNumber'), dataIndex: 'order_number', width: 130, ellipsis: true },
      { title: t('fields.invoiceNumber'), dataIndex: 'invoice_number', width: 120, ellipsis: true },
      { title: t('documents.linesCount'), dataIndex: 'lines_count', align: 'right', width: 70 },
      {
        title: t('fields.totalPrice'),
        dataIndex: 'total_price',
        align: 'right',
        width: 120,
        className: 'tb-nowrap',
        render: (_, row) => formatTotal(row.total_price),
      },
      ...(showTax
        ? [
            {
              title: t('tax.tax'),
              dataIndex: 'tax_amount',
              align: 'right' as const,
              width: 110,
              className: 'tb-nowrap',
              render: (_: unknown, row: TradeDocumentRow) => formatMoney(row.tax_amount),
            },
            {
              title: t('tax.gross'),
              dataIndex: 'gross_amount',
              align: 'right' as const,
              width: 120,
              className: 'tb-nowrap',
              render: (_: unknown, row: TradeDocumentRow) => formatMoney(row.gross_amount),
            },
          ]
        : []),
      {
        title: t('documents.returns'),
        dataIndex: 'has_returns',
        width: 90,
        render: (_, row) => (row.has_returns ? <Tag color="orange">{t('documents.hasReturns')}</Tag> : null),
      },
    ],
    [t, direction, onOpen, showTax],
  );
  return (
    <ListTable<TradeDocumentRow, TradeFilters>
      live={['document', 'record']}
      actionRef={actionRef}
      columns={columns}
      params={filters}
      sizeChanger
      scrollX={945}
      onRow={(row) => ({ onDoubleClick: () => onOpen(row.id) })}
      load={(params) =>
        listDocuments(direction, {
          page: params.current ?? 1,
          limit: params.pageSize,
          partner_short_name: params.partner_short_name,
          start_date: params.start_date,
          end_date: params.end_date,
          keyword: params.keyword,
        })
      }
    />
  );
}
