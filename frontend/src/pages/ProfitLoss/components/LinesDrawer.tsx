import type { ProColumns } from '@ant-design/pro-components';
import { Drawer, Grid, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountColumn, dateColumn } from '../../../components/list/columns';
import { ListTable } from '../../../components/list/ListTable';
import { directionOfKind, DocumentLink } from '../../../features/documents/DocumentLink';
import {
  getProfitAndLossLines,
  type ProfitAndLossLine,
  type ProfitAndLossLineRow,
} from '../../../services/money';
import { formatMoney } from '../../../utils/format';

export interface LinesTarget {
  line: ProfitAndLossLine;
  /** An expense category (or all expenses when left out). */
  category?: string;
  title: string;
}

interface Props {
  target: LinesTarget | null;
  range: [string, string];
  onClose(): void;
}

/** The records or entries one figure adds up, with their total (the figure itself). */
export function LinesDrawer({ target, range, onClose }: Props) {
  const { t } = useTranslation('profitLoss');
  const phone = Grid.useBreakpoint().md === false;
  const [total, setTotal] = useState<number | null>(null);
  const records = target && !['other_income', 'expenses'].includes(target.line);
  const columns: ProColumns<ProfitAndLossLineRow>[] = [
    dateColumn<ProfitAndLossLineRow>(t('columns.date'), 'date'),
    { title: t('columns.kind'), dataIndex: 'kind', render: (_, row) => t(`kinds.${row.kind}`) },
    ...(records
      ? [
          {
            title: t('columns.document'),
            dataIndex: 'document_number' as const,
            render: (_: unknown, row: ProfitAndLossLineRow) => {
              const direction = directionOfKind(row.kind);
              return direction ? (
                <DocumentLink
                  direction={direction}
                  documentId={row.document_id}
                  number={row.document_number}
                />
              ) : (
                ''
              );
            },
          },
          {
            title: t('columns.partner'),
            dataIndex: 'partner_short_name' as const,
            render: (_: unknown, row: ProfitAndLossLineRow) => row.partner_short_name ?? '',
          },
          { title: t('columns.product'), dataIndex: 'product_model' as const },
          { title: t('columns.quantity'), dataIndex: 'quantity' as const, align: 'right' as const },
        ]
      : []),
    {
      title: t('columns.description'),
      dataIndex: 'description',
      render: (_, row) =>
        row.kind === 'adjustment' && row.description
          ? t(`reasons.${row.description}`)
          : (row.description ?? ''),
    },
    amountColumn<ProfitAndLossLineRow>(t('columns.amount'), 'amount', 'money'),
  ];
  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      width={phone ? '100%' : 900}
      title={target?.title}
      destroyOnHidden
      extra={<Statistic value={total === null ? '' : formatMoney(total)} valueStyle={{ fontSize: 18 }} />}
    >
      {target ? (
        <ListTable<ProfitAndLossLineRow, { line: string; category?: string }>
          rowKey="key"
          columns={columns}
          params={{ line: target.line, category: target.category }}
          filtered={false}
          pageSize={20}
          load={async (params) => {
            const answer = await getProfitAndLossLines({
              line: target.line,
              category: target.category,
              start_date: range[0],
              end_date: range[1],
              page: params.current,
              limit: params.pageSize,
            });
            setTotal(answer.total_amount);
            return { data: answer.data, total: answer.total };
          }}
        />
      ) : null}
    </Drawer>
  );
}
