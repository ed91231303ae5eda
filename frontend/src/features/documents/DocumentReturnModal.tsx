import { InputNumber, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateField';
import { RecordFormModal, type DialogProps } from '../../components/form/RecordFormModal';
import { SaveCancelled } from '../../hooks/useRecordMutations';
import { returnDocument, type TradeDocument } from '../../services/documents';
import { returnableQuantity } from '../../services/trade';
import type { Direction, TradeRecord } from '../../services/types';
import { today } from '../../utils/format';
import { returnQuantityProblem } from '../trade/returnQuantity';
import { useStockLevels } from '../trade/useDocumentLines';

interface Props extends Omit<DialogProps, 'open'> {
  direction: Direction;
  /** The document goods come back from; null keeps the dialog closed. */
  document: TradeDocument | null;
}

/**
 * A return against a document: per line, the units coming back (0 or empty: none), up to what is still
 * returnable; the lines returned become one new document of returns dated as chosen. Goods going back
 * to a supplier leave the shelf: a purchase return shows each product's stock and warns when the lines
 * of a product take more than it (the server decides: it may allow negative stock).
 */
export function DocumentReturnModal({ direction, document, ...dialog }: Props) {
  const { t } = useTranslation('trade');
  const [quantities, setQuantities] = useState<Record<number, number | null>>({});
  const lines = useMemo(
    () => (document?.lines ?? []).filter((line) => returnableQuantity(line) > 0),
    [document],
  );
  const problem = (line: TradeRecord) => {
    const value = quantities[line.id];
    return value ? returnQuantityProblem(value, returnableQuantity(line)) : null;
  };
  const chosen = lines.filter((line) => (quantities[line.id] ?? 0) > 0);
  const leavesStock = direction === 'inbound';
  const models = useMemo(() => [...new Set(lines.map((line) => line.product_model))], [lines]);
  const stock = useStockLevels(models, leavesStock && document !== null);
  /** The stock of the line's product when its lines return more than that; undefined: enough, or unknown. */
  const shortOf = (line: TradeRecord): number | undefined => {
    const inStock = stock.get(line.product_model)?.current;
    if (!leavesStock || inStock === undefined) return undefined;
    const taken = chosen
      .filter((other) => other.product_model === line.product_model)
      .reduce((sum, other) => sum + (quantities[other.id] ?? 0), 0);
    return taken > inStock ? inStock : undefined;
  };
  return (
    <RecordFormModal<{ date: string }>
      {...dialog}
      name={`${direction}DocumentReturn`}
      title={document ? t('documents.returnTitle', { number: document.document_number }) : ''}
      width={640}
      open={document !== null}
      initialValues={{ date: today() }}
      save={async (values) => {
        // Nothing chosen, or a quantity refused: the table already says so.
        if (chosen.length === 0 || chosen.some((line) => problem(line))) throw new SaveCancelled();
        return returnDocument(direction, document!.id, {
          date: values.date,
          lines: chosen.map((line) => ({ record_id: line.id, quantity: quantities[line.id]! })),
        });
      }}
    >
      <DateField
        name="date"
        label={t('return.date')}
        rules={[{ required: true, message: t(`${direction}.dateRequired`) }]}
      />
      <Table<TradeRecord>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={lines}
        columns={[
          {
            title: t('fields.productModel'),
            dataIndex: 'product_model',
            // The stock under the model, not in a column of its own: the quantity stays in sight on a phone.
            render: (_, line) => {
              const inStock = leavesStock ? stock.get(line.product_model)?.current : undefined;
              return (
                <>
                  {line.product_model}
                  {inStock === undefined ? null : (
                    <Typography.Text type="secondary" data-testid="document-return-stock">
                      <br />
                      {t('return.stockNow', { count: inStock })}
                    </Typography.Text>
                  )}
                </>
              );
            },
          },
          {
            title: t('return.returnableShort'),
            align: 'right',
            render: (_, line) => returnableQuantity(line),
          },
          {
            title: t('return.quantity'),
            width: 100,
            render: (_, line) => {
              const issue = problem(line);
              const short = issue ? undefined : shortOf(line);
              return (
                <>
                  <InputNumber
                    min={0}
                    inputMode="numeric"
                    style={{ width: '100%' }}
                    value={quantities[line.id] ?? null}
                    status={issue ? 'error' : undefined}
                    onChange={(value) => setQuantities((all) => ({ ...all, [line.id]: value }))}
                    data-testid="document-return-quantity"
                  />
                  {issue ? (
                    <Typography.Text type="danger">{t(issue.key, { count: issue.count })}</Typography.Text>
                  ) : null}
                  {short !== undefined ? (
                    <Typography.Text type="warning" data-testid="document-return-short">
                      {t('return.shortStock', { count: short })}
                    </Typography.Text>
                  ) : null}
                </>
              );
            },
          },
        ]}
      />
      {chosen.length === 0 ? (
        <Typography.Text type="secondary">{t('documents.returnHint')}</Typography.Text>
      ) : null}
    </RecordFormModal>
  );
}
