import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { DatePicker, Descriptions, Drawer, Flex, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountColumn, dateColumn } from '../../../components/list/columns';
import { ListTable } from '../../../components/list/ListTable';
import { directionOfKind, DocumentLink } from '../../../features/documents/DocumentLink';
import { listMovements, type Movement } from '../../../services/stock';
import { DATE_FORMAT } from '../../../utils/format';
import { KindTag, QuantityChange } from './tags';

interface Range {
  start_date?: string;
  end_date?: string;
}

interface Props {
  /** The product whose card is shown; null keeps the drawer closed. */
  productModel: string | null;
  onClose(): void;
}

/** A product's movement card: every movement oldest first with the running stock, opened on the newest page. */
export function MovementsDrawer({ productModel, onClose }: Props) {
  const { t } = useTranslation('stock');
  return (
    <Drawer
      title={productModel ? t('movements.title', { model: productModel }) : ''}
      open={productModel !== null}
      onClose={onClose}
      width={1040}
      destroyOnHidden
    >
      {productModel ? <MovementCard productModel={productModel} /> : null}
    </Drawer>
  );
}

function MovementCard({ productModel }: { productModel: string }) {
  const { t } = useTranslation('stock');
  const [range, setRange] = useState<Range>({});
  const [totals, setTotals] = useState<{ opening: number; closing: number } | null>(null);
  const actionRef = useRef<ActionType>(null);
  const openedOnLast = useRef(false);
  // The newest page to move to once the first page has been shown (set from inside a load, ProTable
  // would answer the load in flight with page 1 again).
  const [jumpTo, setJumpTo] = useState<number | null>(null);
  useEffect(() => {
    if (jumpTo === null) return;
    actionRef.current?.setPageInfo?.({ current: jumpTo });
    setJumpTo(null);
  }, [jumpTo]);

  const columns = useMemo<ProColumns<Movement>[]>(
    () => [
      dateColumn<Movement>(t('movements.fields.date'), 'date', { width: 110 }),
      {
        title: t('movements.fields.kind'),
        dataIndex: 'kind',
        width: 130,
        render: (_, row) => <KindTag kind={row.kind} />,
      },
      {
        title: t('movements.fields.document'),
        dataIndex: 'document_number',
        width: 170,
        render: (_, row) => {
          const direction = directionOfKind(row.kind);
          return direction ? (
            <DocumentLink direction={direction} documentId={row.document_id} number={row.document_number} />
          ) : (
            '—'
          );
        },
      },
      {
        title: t('movements.fields.partner'),
        dataIndex: 'partner_short_name',
        ellipsis: true,
        render: (_, row) => row.partner_short_name ?? '—',
      },
      {
        title: t('movements.fields.quantityChange'),
        dataIndex: 'quantity_change',
        width: 120,
        align: 'right',
        render: (_, row) => <QuantityChange value={row.quantity_change} />,
      },
      {
        title: t('movements.fields.balance'),
        dataIndex: 'balance_quantity',
        width: 100,
        align: 'right',
        render: (_, row) => <span data-testid="movement-balance">{row.balance_quantity}</span>,
      },
      amountColumn<Movement>(t('movements.fields.unitCost'), 'unit_cost', 'unitPrice', { width: 120 }),
      amountColumn<Movement>(t('movements.fields.valueChange'), 'value_change', 'total', { width: 140 }),
    ],
    [t],
  );

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
        <Flex align="center" gap={8}>
          <Typography.Text>{t('movements.range')}</Typography.Text>
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            format={DATE_FORMAT}
            placeholder={[t('common:dateRange.start'), t('common:dateRange.end')]}
            onChange={(dates: [Dayjs | null, Dayjs | null] | null) => {
              openedOnLast.current = false;
              setRange({
                start_date: dates?.[0]?.format(DATE_FORMAT),
                end_date: dates?.[1]?.format(DATE_FORMAT),
              });
            }}
            data-testid="movements-range"
          />
        </Flex>
        <Descriptions
          size="small"
          bordered
          column={2}
          style={{ minWidth: 360 }}
          items={[
            {
              key: 'opening',
              label: t('movements.opening'),
              children: <span data-testid="movements-opening">{totals?.opening ?? '—'}</span>,
            },
            {
              key: 'closing',
              label: t('movements.closing'),
              children: <span data-testid="movements-closing">{totals?.closing ?? '—'}</span>,
            },
          ]}
        />
      </Flex>
      <ListTable<Movement, Range>
        rowKey="record_id"
        live={['record', 'document', 'stock_transfer']}
        size="small"
        columns={columns}
        params={range}
        toolBarRender={false}
        actionRef={actionRef}
        load={async (params) => {
          setTotals(null);
          const card = await listMovements({
            product_model: productModel,
            page: params.current ?? 1,
            limit: params.pageSize,
            start_date: params.start_date,
            end_date: params.end_date,
          });
          setTotals({ opening: card.opening_quantity, closing: card.closing_quantity });
          // The card opens (and opens again for a new range) on its newest page.
          const last = Math.max(1, Math.ceil(card.total / params.pageSize));
          if (!openedOnLast.current) {
            openedOnLast.current = true;
            if (last > params.current) setJumpTo(last);
          }
          return card;
        }}
      />
    </>
  );
}
