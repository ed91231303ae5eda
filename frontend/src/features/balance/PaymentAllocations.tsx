import { Alert, Form, InputNumber, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../hooks/useRemote';
import { openDocuments, type OpenDocument } from '../../services/balance';
import type { Side } from '../../services/types';
import { formatMoney } from '../../utils/format';
import { allocatedTotal, type AllocationValues } from './paymentAllocations';

interface Props {
  side: Side;
  partnerShortName: string;
  /** What the payment being edited allocates, by document id (open to it again). */
  own: Map<number, number>;
}

/**
 * The partner's open documents, each with its open amount and a box for what of this payment settles it
 * (form field `allocations`: amounts by document id). Left empty, the payment settles the oldest first.
 */
export function PaymentAllocations({ side, partnerShortName, own }: Props) {
  const { t } = useTranslation('balance');
  const { data, loading, error } = useRemote<OpenDocument[]>(
    () => openDocuments(side, partnerShortName, own),
    [],
    [side, partnerShortName],
  );
  const amount = Form.useWatch('amount');
  const values = Form.useWatch('allocations') as AllocationValues | undefined;
  const total = allocatedTotal(values);

  return (
    <Form.Item
      label={t('allocation.title')}
      extra={t('allocation.hint')}
      name="allocations"
      rules={[
        {
          validator: async (_rule: unknown, value: AllocationValues | undefined) => {
            const sum = allocatedTotal(value);
            if (sum > 0 && !(Number(amount) > 0)) throw new Error(t('allocation.needsAmount'));
            if (sum > Number(amount) + 1e-9) throw new Error(t('allocation.overPayment'));
          },
        },
      ]}
      dependencies={['amount']}
    >
      <AllocationList documents={data} loading={loading} failed={Boolean(error)} total={total} />
    </Form.Item>
  );
}

interface ListProps {
  documents: OpenDocument[];
  loading: boolean;
  failed: boolean;
  total: number;
  /** Given by the form item: amounts by document id. */
  value?: AllocationValues;
  onChange?: (value: AllocationValues) => void;
}

function AllocationList({ documents, loading, failed, total, value, onChange }: ListProps) {
  const { t } = useTranslation('balance');
  const values = value ?? {};
  if (loading) return <Spin size="small" />;
  if (failed) return <Alert type="error" showIcon message={t('allocation.loadFailed')} />;
  if (documents.length === 0)
    return <Typography.Text type="secondary">{t('allocation.none')}</Typography.Text>;
  const set = (id: number, amount: number | null) => onChange?.({ ...values, [id]: amount });
  return (
    <div data-testid="payment-allocations" style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      {documents.map((doc) => (
        <div
          key={doc.id}
          data-document={doc.document_number}
          style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 8px' }}
        >
          <div style={{ flex: '1 1 180px', minWidth: 0 }}>
            <Typography.Text strong>{doc.document_number}</Typography.Text>{' '}
            <Typography.Text type="secondary">{doc.date}</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {t('allocation.open', { amount: formatMoney(doc.open_amount) })}
            </Typography.Text>
          </div>
          <InputNumber
            aria-label={t('allocation.amountFor', { document: doc.document_number })}
            min={0}
            max={doc.open_amount}
            step={0.01}
            precision={2}
            value={values[doc.id] ?? null}
            onChange={(amount) => set(doc.id, amount === null ? null : Number(amount))}
            style={{ width: 130 }}
          />
        </div>
      ))}
      <Typography.Text data-testid="allocated-total">
        {t('allocation.total', { amount: formatMoney(total) })}
      </Typography.Text>
    </div>
  );
}
