import { ProFormText } from '@ant-design/pro-components';
import { Col, Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/FormModal';
import { DateField } from '../../components/DateField';
import { useSaveRecord } from '../../hooks/useRecordMutations';
import { ORDER_KINDS, createOrder, updateOrder, type Order, type OrderKind } from '../../services/orders';
import { plainText, toDateString, today } from '../../utils/format';
import {
  DocumentLinesEditor,
  PartnerDateFields,
  useLinesEditor,
  type LinesFormProps,
} from '../trade/DocumentLinesEditor';
import { demandByModel, type OwnStock } from '../trade/documentLines';
import { orderLinesToGrid } from './orderView';

interface HeaderValues {
  partner_short_name?: string;
  date?: string;
  delivery_date?: string;
  order_number?: string;
  remark?: string;
}

interface Props extends LinesFormProps {
  kind: OrderKind;
  /** The order to change; null: a new one. */
  order: Order | null;
}

/**
 * A sales or purchase order: its partner, date, delivery date, number (left empty: generated) and
 * remark, and its lines entered with the keyboard in the document form's line grid (prices filled by
 * the lookup). Changing an order keeps each line's id, so delivered lines stay what they delivered.
 */
export function OrderFormModal({ kind, order, open, partners, products, onClose, onSaved }: Props) {
  const { t } = useTranslation(['orders', 'trade']);
  const { direction } = ORDER_KINDS[kind];
  const [form] = Form.useForm<HeaderValues>();
  const save = useSaveRecord(order !== null, onSaved);
  const initialLines = useMemo(
    () => (order ? orderLinesToGrid(order.lines, 'quantity') : undefined),
    [order],
  );
  // What the order delivered left stock already; what it still waits for is its own reservation.
  const own = useMemo<OwnStock>(
    () =>
      order
        ? {
            taken: demandByModel(order.lines.map((line) => ({ ...line, quantity: line.done_quantity }))),
            reserved: demandByModel(order.lines.map((line) => ({ ...line, quantity: line.open_quantity }))),
          }
        : {},
    [order],
  );
  const editor = useLinesEditor(direction, form, products, initialLines, own);

  const submit = async (values: HeaderValues): Promise<boolean> => {
    const checked = editor.check();
    if (!checked) return false;
    const partner = partners.find((item) => item.short_name === values.partner_short_name);
    if (!partner) return false;
    const input = {
      partner_code: partner.code ?? '',
      partner_short_name: partner.short_name,
      date: toDateString(values.date) ?? today(),
      delivery_date: toDateString(values.delivery_date) ?? null,
      order_number: plainText(values.order_number),
      remark: plainText(values.remark),
      // An order line keeps its id (the grid carries it as the line's order line).
      lines: checked.lines.map(({ order_line_id, save_price: _, ...line }) =>
        order_line_id ? { ...line, id: order_line_id } : line,
      ),
    };
    return save(() =>
      editor.send(checked, () =>
        order ? updateOrder(kind, order.id, input, order.version) : createOrder(kind, input),
      ),
    );
  };

  return (
    <FormModal<HeaderValues>
      name={`${kind}Order`}
      title={order ? t('form.editTitle', { number: order.order_number }) : t(`${kind}.add`)}
      open={open}
      {...editor.formProps}
      initialValues={
        order
          ? {
              partner_short_name: order.partner_short_name,
              date: order.date,
              delivery_date: order.delivery_date ?? undefined,
              order_number: order.order_number,
              remark: order.remark ?? undefined,
            }
          : { date: today() }
      }
      onClose={onClose}
      onFinish={submit}
    >
      <PartnerDateFields
        partners={partners}
        partnerLabel={t(`${kind}.partner`)}
        partnerRequired={t(`${kind}.partnerRequired`)}
        dateLabel={t('fields.date')}
        dateRequired={t('form.dateRequired')}
        {...editor.partnerField}
      />
      <DateField
        name="delivery_date"
        label={t(`${kind}.deliveryDate`)}
        colProps={{ xs: 24, sm: 12, md: 4 }}
      />
      <ProFormText
        name="order_number"
        label={t('fields.orderNumber')}
        colProps={{ xs: 24, md: 8 }}
        placeholder={t('form.numberPlaceholder')}
        rules={[{ max: 50, message: t('trade:validation.max', { max: 50 }) }]}
      />
      <ProFormText
        name="remark"
        label={t('fields.remark')}
        colProps={{ xs: 24 }}
        fieldProps={{ maxLength: 500 }}
      />
      <Col span={24}>
        <DocumentLinesEditor editor={editor} problemTestId="order-problem" totalTestId="order-total" />
      </Col>
    </FormModal>
  );
}
