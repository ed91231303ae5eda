import { ProFormText } from '@ant-design/pro-components';
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateField';
import { TextField } from '../../components/form/fields';
import { RecordFormModal, type DialogProps } from '../../components/form/RecordFormModal';
import { SaveCancelled } from '../../hooks/useRecordMutations';
import { batchUpdateTrade } from '../../services/trade';
import type { Direction, TradeBatchSet } from '../../services/types';
import { batchSet } from './batch';

interface Props extends DialogProps {
  direction: Direction;
  /** The selected records; an empty list keeps the dialog closed. */
  ids: number[];
}

/**
 * Sets the invoice number and date, order number or remark of every selected record at once:
 * only the fields filled in change; the server changes all the records or none and says why.
 */
export function BatchEditModal({ direction, ids, ...dialog }: Props) {
  const { t } = useTranslation('trade');
  const { message } = App.useApp();

  const save = async (values: TradeBatchSet) => {
    const set = batchSet(values);
    if (!set) {
      message.warning(t('batch.nothingToSet'));
      throw new SaveCancelled();
    }
    return batchUpdateTrade(direction, ids, set);
  };

  return (
    <RecordFormModal<TradeBatchSet>
      {...dialog}
      name={`${direction}Batch`}
      title={t('batch.title', { count: ids.length })}
      width={560}
      editing
      save={save}
    >
      <Typography.Paragraph type="secondary">{t('batch.hint')}</Typography.Paragraph>
      <TextField name="invoice_number" label={t('fields.invoiceNumber')} max={100} />
      <DateField name="invoice_date" label={t('fields.invoiceDate')} />
      <TextField name="order_number" label={t('fields.orderNumber')} max={100} />
      <ProFormText name="remark" label={t('fields.remark')} fieldProps={{ maxLength: 500 }} />
    </RecordFormModal>
  );
}
