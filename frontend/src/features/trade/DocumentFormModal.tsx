import { ProFormText } from '@ant-design/pro-components';
import { App, Col, Form, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/FormModal';
import { DateField } from '../../components/DateField';
import { useMaxRule } from '../../hooks/useMaxRule';
import { usePeriodLock } from '../../hooks/usePeriodLock';
import { SaveCancelled, useSaveRecord } from '../../hooks/useRecordMutations';
import { previewDocumentChange, updateDocument, type TradeDocument } from '../../services/documents';
import { createDocument, previewDocument, type WriteEffects } from '../../services/trade';
import type { Direction } from '../../services/types';
import { plainText, toDateString, today } from '../../utils/format';
import { useOrderNumberWarning } from '../documents/useOrderNumberWarning';
import {
  DocumentLinesEditor,
  PartnerDateFields,
  useLinesEditor,
  type LinesFormProps,
} from './DocumentLinesEditor';
import { demandByModel, recordsToGrid, type DocumentLine, type OwnStock } from './documentLines';
import { useCreditLimitConfirm } from './useCreditLimitConfirm';
import { useEffectsConfirm } from './useEffectsConfirm';
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
  /** Change this saved document: its header and lines as they are, saved over it. */
  document?: TradeDocument;
}

/**
 * The document dialog of the inbound and outbound pages, to add one or change one: a header (partner
 * found by code or short name, date, order and invoice fields, remark) and lines entered with the
 * keyboard, saved as one document. Ctrl+Enter saves from anywhere in the dialog.
 */
export function DocumentFormModal(props: Props) {
  const { direction, order, document: saved, open, partners, products, onClose, onSaved } = props;
  const { t } = useTranslation('trade');
  const max = useMaxRule();
  const { message } = App.useApp();
  const confirmZero = useZeroPriceConfirm();
  const [form] = Form.useForm<HeaderValues>();
  const save = useSaveRecord(saved !== undefined, onSaved, undefined, { form, name: 'date' });
  const creditConfirm = useCreditLimitConfirm();
  const confirmEffects = useEffectsConfirm();
  const { isClosedDay } = usePeriodLock();
  const initialLines = useMemo(() => (saved ? recordsToGrid(saved.lines) : order?.lines), [saved, order]);
  // A saved document's lines took their units already; an order's open quantities are reserved for it.
  const own = useMemo<OwnStock>(
    () => ({
      taken: saved ? demandByModel(saved.lines) : undefined,
      reserved: order ? demandByModel(order.lines) : undefined,
    }),
    [saved, order],
  );
  const editor = useLinesEditor(direction, form, products, initialLines, own);
  const d = (key: string) => t(`${direction}.${key}`);

  // The documents that deliver (receive) one order all carry its number: no warning for those, nor for
  // the document being changed itself.
  const orderNumber = Form.useWatch('order_number', form) as string | undefined;
  const sameOrder = useOrderNumberWarning(
    direction,
    editor.partnerName,
    order ? undefined : orderNumber,
  ).filter((number) => number !== saved?.document_number);

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
    const header = {
      partner_code: partner.code ?? '',
      partner_short_name: partner.short_name,
      date: toDateString(values.date) ?? today(),
      order_number: plainText(values.order_number),
      invoice_date: toDateString(values.invoice_date) ?? null,
      invoice_number: plainText(values.invoice_number),
      invoice_image_url: plainText(values.invoice_image_url),
      remark: plainText(values.remark),
    };
    const input = { ...header, order_id: order?.id ?? null, lines: checked.lines };
    let write: (over: boolean) => Promise<unknown> = (over) => createDocument(direction, input, over);
    // A change, or a document dated before today (it may re-cost later sales), shows what it will do
    // first: its dry run answers that, or the refusal the save itself would get.
    let preview: ((over: boolean) => Promise<WriteEffects>) | null =
      header.date < today() ? (over) => previewDocument(direction, input, over) : null;
    if (saved) {
      const change = {
        ...header,
        version: saved.version,
        // Each checked line is the compacted line of the same index: a saved one keeps its record.
        lines: checked.lines.map(({ product_code, product_model, quantity, unit_price }, i) => ({
          id: checked.compacted[i].record_id,
          product_code,
          product_model,
          quantity,
          unit_price,
        })),
      };
      write = (over) => updateDocument(direction, saved.id, change, over);
      preview = (over) => previewDocumentChange(direction, saved.id, change, over);
    }
    const send = async (over: boolean) => {
      if (preview) {
        const effects = await preview(over);
        const go = await confirmEffects(effects, {
          title: t('effects.saveTitle'),
          okText: t('effects.save'),
        });
        if (!go) throw new SaveCancelled();
      }
      return write(over);
    };
    return save(() => editor.send(checked, () => creditConfirm(send)));
  };

  const title = saved
    ? t('documents.editTitle', { number: saved.document_number })
    : order
      ? `${d('addTitle')} · ${order.order_number}`
      : d('addTitle');

  return (
    <FormModal<HeaderValues>
      name={`${direction}Document`}
      title={title}
      open={open}
      {...editor.formProps}
      initialValues={
        saved
          ? {
              partner_short_name: saved.partner_short_name,
              date: saved.date,
              order_number: saved.order_number ?? undefined,
              invoice_number: saved.invoice_number ?? undefined,
              invoice_date: saved.invoice_date ?? undefined,
              invoice_image_url: saved.invoice_image_url ?? undefined,
              remark: saved.remark ?? undefined,
            }
          : {
              date: today(),
              ...(order
                ? { partner_short_name: order.partner_short_name, order_number: order.order_number }
                : {}),
            }
      }
      onClose={onClose}
      onFinish={submit}
    >
      <PartnerDateFields
        partners={partners}
        partnerLabel={d('partner')}
        partnerRequired={d('partnerShortNameRequired')}
        dateLabel={d('date')}
        dateRequired={d('dateRequired')}
        partnerLocked={Boolean(order)}
        closedDay={isClosedDay}
        {...editor.partnerField}
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
          // A changed document's prices stay its own: the price list is changed on its page.
          savePrices={!saved}
          lineCount
        />
      </Col>
    </FormModal>
  );
}
