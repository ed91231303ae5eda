import { ProFormDigit, ProFormText } from '@ant-design/pro-components';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateField';
import { RecordFormModal, type DialogProps } from '../../components/form/RecordFormModal';
import { useRemote } from '../../hooks/useRemote';
import { stockOf } from '../../services/stock';
import { createReturn, returnableQuantity } from '../../services/trade';
import type { Direction, ReturnInput, TradeRecord } from '../../services/types';
import { formatMoney, today } from '../../utils/format';
import { UNIT_PRICE_DECIMALS } from '../../utils/money';
import { returnQuantityProblem } from './returnQuantity';

interface Props extends Omit<DialogProps, 'open'> {
  direction: Direction;
  /** The record goods come back from; null keeps the dialog closed. */
  original: TradeRecord | null;
}

/**
 * A return of part of a record: partner, product and price are the original's (shown, not asked); only
 * the quantity (up to what is still returnable), the date and a remark are entered. A quantity over
 * what can be returned is refused with the reason and left as typed (never cut down to fit). Goods going
 * back to a supplier leave the shelf: a purchase return also says how many are in stock (read on each
 * opening; the server decides, as it may allow negative stock).
 */
export function ReturnModal({ direction, original, ...dialog }: Props) {
  const { t } = useTranslation('trade');
  const returnable = original ? returnableQuantity(original) : 0;
  const d = (key: string) => t(`${direction}.${key}`);
  const leavesStock = direction === 'inbound';
  const { data: stock } = useRemote(
    async () =>
      leavesStock && original
        ? {
            model: original.product_model,
            quantity: (await stockOf(original.product_model))?.current ?? null,
          }
        : null,
    null,
    [original],
  );
  const inStock = stock && stock.model === original?.product_model ? stock.quantity : null;
  const returnableText = t('return.returnable', { count: returnable });
  return (
    <RecordFormModal<ReturnInput>
      {...dialog}
      name={`${direction}Return`}
      title={original ? t('return.title', { id: original.id }) : ''}
      width={560}
      open={original !== null}
      initialValues={{ quantity: returnable > 0 ? 1 : undefined, date: today() }}
      save={(values) => createReturn(direction, original!, values)}
    >
      {original ? (
        <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label={d('partnerShortName')}>{original.partner_short_name}</Descriptions.Item>
          <Descriptions.Item label={t('fields.productModel')}>{original.product_model}</Descriptions.Item>
          <Descriptions.Item label={t('fields.quantity')}>{original.quantity}</Descriptions.Item>
          <Descriptions.Item label={t('fields.unitPrice')}>
            {formatMoney(original.unit_price, UNIT_PRICE_DECIMALS)}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      <ProFormDigit
        name="quantity"
        label={t('return.quantity')}
        extra={
          inStock === null
            ? returnableText
            : `${returnableText} · ${t('return.stockNow', { count: inStock })}`
        }
        // No min, max or rounding on the input: what the user typed stays; the rule below says why not.
        fieldProps={{ style: { width: '100%' }, inputMode: 'numeric' }}
        rules={[
          { required: true, message: t('return.quantityRequired') },
          {
            validator: async (_: unknown, value: unknown) => {
              const problem = returnQuantityProblem(value, returnable);
              if (problem) throw new Error(t(problem.key, { count: problem.count }));
            },
          },
        ]}
      />
      <DateField
        name="date"
        label={t('return.date')}
        rules={[{ required: true, message: d('dateRequired') }]}
      />
      <ProFormText name="remark" label={t('return.remark')} fieldProps={{ maxLength: 500 }} />
    </RecordFormModal>
  );
}
