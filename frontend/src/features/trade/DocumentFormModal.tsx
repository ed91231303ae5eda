import { ProFormText } from '@ant-design/pro-components';
import { App, Col, Form, Typography, type RefSelectProps } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/FormModal';
import { DateField } from '../../components/DateField';
import { useMaxRule } from '../../hooks/useMaxRule';
import { useSaveRecord } from '../../hooks/useRecordMutations';
import { createDocument } from '../../services/trade';
import type { Direction } from '../../services/types';
import { isField } from '../../utils/focus';
import { plainText, toDateString, today } from '../../utils/format';
import { useOrderNumberWarning } from '../documents/useOrderNumberWarning';
import {
  DocumentLinesEditor,
  PartnerDateFields,
  useLinesEditor,
  type LinesFormProps,
} from './DocumentLinesEditor';
import type { DocumentLine } from './documentLines';
import { useCreditLimitConfirm } from './useCreditLimitConfirm';
import { useZeroPriceConfirm } from './zeroPrice';

interface HeaderValues {
  partner_short_name?: string;
  date?: string;
  order_number?: string;
  invoice_number?: string;
  invoice_date?: string;
  invoice_image_url?: string;
  remark?: string;
}

/** A document filled from an order: its partner and number, and its open lines (each editable down). */
export interface DocumentOrder {
  id: number;
  order_number: string;
  partner_short_name: string;
  lines: DocumentLine[];
}

interface Props extends LinesFormProps {
  direction: Direction;
  /** Deliver (receive) this order: the partner is the order's, each line names its order line. */
  order?: DocumentOrder;
}

/**
 * The add dialog of the inbound and outbound pages: a header (partner found by code or
 * short name, date, order and invoice fields, remark) and lines entered with the keyboard, saved as one
 * document. Ctrl+Enter saves from anywhere in the dialog.
 */
export function DocumentFormModal({ direction, order, open, partners, products, onClose, onSaved }: Props) {
  const { t } = useTranslation('trade');
  const max = useMaxRule();
  const { message } = App.useApp();
  const confirmZero = useZeroPriceConfirm();
  const [form] = Form.useForm<HeaderValues>();
  const save = useSaveRecord(false, onSaved);
  const creditConfirm = useCreditLimitConfirm();
  const editor = useLinesEditor(direction, form, products, order?.lines);
  const partnerRef = useRef<RefSelectProps>(null);
  const d = (key: string) => t(`${direction}.${key}`);

  const orderNumber = Form.useWatch('order_number', form) as string | undefined;
  const sameOrder = useOrderNumberWarning(direction, editor.partnerName, orderNumber);

  const submit = async (values: HeaderValues): Promise<boolean> => {
    const checked = editor.check();
    if (!checked) return false;
    const partner = partners.find((item) => item.short_name === values.partner_short_name);
    if (!partner) {
      message.error(d('mismatchPartner'));
      return false;
    }
    // A price of 0 only on purpose: the lines at 0 are named and the user confirms them.
    if (!(await confirmZero(checked.zero))) {
      editor.focus.focus({ key: checked.compacted[checked.zero[0] - 1].key, cell: 'price' });
      return false;
    }
    const input = {
      partner_code: partner.code ?? '',
      partner_short_name: partner.short_name,
      date: toDateString(values.date) ?? today(),
      order_number: plainText(values.order_number),
      invoice_date: toDateString(values.invoice_date) ?? null,
      invoice_number: plainText(values.invoice_number),
      invoice_image_url: plainText(values.invoice_image_url),
      remark: plainText(values.remark),
      order_id: order?.id ?? null,
      lines: checked.lines,
    };
    return save(() =>
      editor.send(checked, () => creditConfirm((over) => createDocument(direction, input, over))),
    );
  };

  return (
    <FormModal<HeaderValues>
      name={`${direction}Document`}
      title={order ? `${d('addTitle')} · ${order.order_number}` : d('addTitle')}
      open={open}
      {...editor.formProps}
      initialValues={{
        date: today(),
        ...(order ? { partner_short_name: order.partner_short_name, order_number: order.order_number } : {}),
      }}
      onClose={onClose}
      onFinish={submit}
      modalProps={{
        ...editor.formProps.modalProps,
        // The dialog takes focus when it opens; the partner gets it once it has opened, unless the
        // person has already gone on to a field (the animation ends late on a busy machine).
        afterOpenChange: (opened) => {
          if (opened && !isField(document.activeElement)) partnerRef.current?.focus();
        },
      }}
    >
      <PartnerDateFields
        partners={partners}
        partnerLabel={d('partner')}
        partnerRequired={d('partnerShortNameRequired')}
        dateLabel={d('date')}
        dateRequired={d('dateRequired')}
        partnerRef={partnerRef}
        partnerLocked={Boolean(order)}
        // Picking the partner goes on to the first line (the date is today's; Tab reaches the rest).
        onPartnerSelect={() => {
          const first = editor.entry.lines[0];
          if (first && !first.product_model) {
            setTimeout(() => editor.focus.focus({ key: first.key, cell: 'product' }));
          }
        }}
      />
      <ProFormText
        name="order_number"
        label={t('fields.orderNumber')}
        colProps={{ xs: 24, sm: 12, md: 6 }}
        disabled={Boolean(order)}
        rules={[max(100)]}
        // The partner's own reference may repeat: a warning, never a refusal.
        extra={
          sameOrder.length > 0 ? (
            <Typography.Text type="warning" data-testid="order-number-warning">
              {t('documents.orderNumberUsed', { numbers: sameOrder.join(', ') })}
            </Typography.Text>
          ) : undefined
        }
      />
      <ProFormText
        name="invoice_number"
        label={t('fields.invoiceNumber')}
        colProps={{ xs: 24, sm: 12, md: 6 }}
        rules={[max(100)]}
      />
      <DateField name="invoice_date" label={t('fields.invoiceDate')} colProps={{ xs: 24, sm: 12, md: 4 }} />
      <ProFormText
        name="invoice_image_url"
        label={t('fields.invoiceImageUrl')}
        colProps={{ xs: 24, md: 8 }}
        rules={[{ type: 'url', message: t('validation.url') }, max(500)]}
      />
      <ProFormText
        name="remark"
        label={t('fields.remark')}
        colProps={{ xs: 24, md: 12 }}
        fieldProps={{ maxLength: 500 }}
      />
      <Col span={24}>
        <DocumentLinesEditor
          editor={editor}
          problemTestId="document-problem"
          totalTestId="document-total"
          savePrices
          lineCount
        />
      </Col>
    </FormModal>
  );
}
