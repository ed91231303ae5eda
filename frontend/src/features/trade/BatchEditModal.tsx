import { ProFormText } from '@ant-design/pro-components';
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/FormModal';
import { DateField } from '../../components/DateField';
import { useMaxRule } from '../../hooks/useMaxRule';
import { useSaveRecord } from '../../hooks/useRecordMutations';
import { batchUpdateTrade } from '../../services/trade';
import type { Direction, TradeBatchSet } from '../../services/types';
import { batchSet } from './batch';

interface Props {
  direction: Direction;
  /** The selected records; an empty list keeps the dialog closed. */
  ids: number[];
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

/**
 * Sets the invoice number and date, order number or remark of every selected record at once:
 * only the fields filled in change; the server changes all the records or none and says why.
 */
export function BatchEditModal({ direction, ids, open, onClose, onSaved }: Props) {
  const { t } = useTranslation('trade');
  const max = useMaxRule();
  const { message } = App.useApp();
  const save = useSaveRecord(true, onSaved);

  const submit = async (values: TradeBatchSet) => {
    const set = batchSet(values);
    if (!set) {
      message.warning(t('batch.nothingToSet'));
      return false;
    }
    return save(() => batchUpdateTrade(direction, ids, set));
  };

  return (
    <FormModal<TradeBatchSet>
      name={`${direction}Batch`}
      title={t('batch.title', { count: ids.length })}
      width={560}
      open={open}
      dateFormatter="string"
      onClose={onClose}
      onFinish={submit}
    >
      <Typography.Paragraph type="secondary">{t('batch.hint')}</Typography.Paragraph>
      <ProFormText name="invoice_number" label={t('fields.invoiceNumber')} rules={[max(100)]} />
      <DateField name="invoice_date" label={t('fields.invoiceDate')} />
      <ProFormText name="order_number" label={t('fields.orderNumber')} rules={[max(100)]} />
      <ProFormText name="remark" label={t('fields.remark')} fieldProps={{ maxLength: 500 }} />
    </FormModal>
  );
}
