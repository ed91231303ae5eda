import { ProForm } from '@ant-design/pro-components';
import { App, Col, Form, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateField';
import { FormAlert, NumberField, RemarkField, TextField } from '../../components/form/fields';
import { PartnerProductSelects } from '../../components/form/PartnerProductSelects';
import { RecordFormModal, type DialogProps } from '../../components/form/RecordFormModal';
import { toFormValues } from '../../components/form/values';
import { usePeriodLock } from '../../hooks/usePeriodLock';
import { SaveCancelled } from '../../hooks/useRecordMutations';
import { updateTrade } from '../../services/trade';
import type { Direction, Partner, Product, TradeRecord } from '../../services/types';
import { formatTotal, plainText, toDateString, today } from '../../utils/format';
import { computeTotal } from '../../utils/money';
import { mismatchedPair } from './pairs';
import type { LookupOutcome } from './priceMode';
import { PriceModeSwitch, UnitPriceInput } from './UnitPriceInput';
import { useCreditLimitConfirm } from './useCreditLimitConfirm';
import { useLastPrices } from './useDocumentLines';
import { usePriceMode } from './usePriceMode';
import { useZeroPriceConfirm } from './zeroPrice';

export interface TradeFormValues {
  partner_code?: string;
  partner_short_name?: string;
  product_code?: string;
  product_model?: string;
  date?: string;
  quantity?: number;
  unit_price?: number;
  invoice_date?: string;
  invoice_number?: string;
  order_number?: string;
  invoice_image_url?: string;
  remark?: string;
}

interface Props extends DialogProps {
  direction: Direction;
  /** The record being edited (new records are entered as documents: DocumentFormModal). */
  record: TradeRecord;
  partners: Partner[];
  products: Product[];
}

/** Edit dialog of an inbound or outbound record, 800 wide. */
export function TradeFormModal({ direction, record, partners, products, ...dialog }: Props) {
  const { t } = useTranslation('trade');
  const { message } = App.useApp();
  const confirmZero = useZeroPriceConfirm();
  const creditConfirm = useCreditLimitConfirm();
  const { isClosedDay } = usePeriodLock();
  const [form] = Form.useForm<TradeFormValues>();
  const d = (key: string) => t(`${direction}.${key}`);

  const [warning, setWarning] = useState<LookupOutcome['warning']>();
  const price = usePriceMode((outcome: LookupOutcome) => {
    // No price found empties the field, flagged (its required rule then stops the save): never a silent 0.
    form.setFieldValue('unit_price', outcome.price);
    setWarning(outcome.warning);
    if (outcome.warning) message.warning(t(outcome.warning));
  });

  const quantity = Form.useWatch('quantity', form);
  const unitPrice = Form.useWatch('unit_price', form);
  const partnerName = Form.useWatch('partner_short_name', form) ?? record.partner_short_name;
  const productModel = Form.useWatch('product_model', form) ?? record.product_model;
  const models = useMemo(() => (productModel ? [productModel] : []), [productModel]);
  const lastPrices = useLastPrices(direction, partnerName, models);
  const total = computeTotal(quantity, unitPrice);

  const initialValues = useMemo(() => toFormValues(record), [record]);
  /** The product the price was last looked up or typed for. */
  const pickedModel = useRef<string | undefined>(record.product_model);

  const lookupKey = () => ({
    partner_short_name: form.getFieldValue('partner_short_name') as string | undefined,
    product_model: form.getFieldValue('product_model') as string | undefined,
    date: toDateString(form.getFieldValue('date')),
  });

  const save = async (values: TradeFormValues) => {
    const mismatch = mismatchedPair(values, partners, products);
    if (mismatch) {
      message.error(mismatch === 'partner' ? d('mismatchPartner') : t('validation.mismatchProduct'));
      throw new SaveCancelled();
    }
    if (Number(values.unit_price) === 0 && !(await confirmZero(null))) throw new SaveCancelled();
    const product = products.find((item) => item.product_model === values.product_model);
    const input = {
      partner_code: values.partner_code ?? '',
      partner_short_name: values.partner_short_name ?? '',
      product_code: values.product_code ?? '',
      product_model: values.product_model ?? '',
      product_category: product?.category ?? null,
      date: toDateString(values.date) ?? today(),
      quantity: Number(values.quantity),
      unit_price: Number(values.unit_price),
      total_price: computeTotal(values.quantity, values.unit_price),
      invoice_date: toDateString(values.invoice_date) ?? null,
      invoice_number: plainText(values.invoice_number),
      order_number: plainText(values.order_number),
      invoice_image_url: plainText(values.invoice_image_url),
      remark: plainText(values.remark),
    };
    return creditConfirm((over) => updateTrade(direction, record.id, input, over));
  };

  return (
    <RecordFormModal<TradeFormValues>
      {...dialog}
      name={`${direction}Record`}
      title={d('editTitle')}
      width={800}
      form={form}
      grid
      rowProps={{ gutter: 16 }}
      colProps={{ xs: 24, md: 12 }}
      editing
      dateField="date"
      initialValues={initialValues}
      modalProps={{
        afterClose: () => {
          price.reset();
          setWarning(undefined);
        },
      }}
      save={save}
      onValuesChange={(changed: TradeFormValues) => {
        if ('date' in changed) void price.lookup(lookupKey());
      }}
    >
      {/* Picking one name of a partner or product fills the other, then the price is looked up again. */}
      <PartnerProductSelects
        partners={partners}
        products={products}
        fields={{
          partner_code: [d('partnerCode'), d('partnerCodeRequired')],
          partner_short_name: [d('partnerShortName'), d('partnerShortNameRequired')],
          product_code: [t('fields.productCode'), t('validation.productCodeRequired')],
          product_model: [t('fields.productModel'), t('validation.productModelRequired')],
        }}
        onPicked={() => {
          // A price typed for another product does not carry over: the new product's is looked up.
          const key = lookupKey();
          const replaced = key.product_model !== pickedModel.current;
          pickedModel.current = key.product_model;
          if (replaced && price.mode === 'manual') price.changeMode('auto', key);
          else void price.lookup(key);
        }}
      />
      <DateField
        name="date"
        label={d('date')}
        rules={[{ required: true, message: d('dateRequired') }]}
        closedDay={isClosedDay}
      />
      <NumberField
        name="quantity"
        label={t('fields.quantity')}
        min={1}
        rules={[{ required: true, type: 'number', min: 1, message: t('validation.quantityMin') }]}
      />
      <Col xs={24} md={12}>
        <ProForm.Item
          name="unit_price"
          label={
            <span className="tb-price-label">
              {t('fields.unitPrice')}
              <PriceModeSwitch
                mode={price.mode}
                ariaLabel={t('document.priceMode')}
                onChange={(mode) => {
                  setWarning(undefined);
                  price.changeMode(mode, lookupKey());
                }}
              />
            </span>
          }
          rules={[
            { required: true, message: t('validation.unitPriceRequired') },
            { type: 'number', min: 0, message: t('validation.unitPriceMin') },
          ]}
        >
          <UnitPriceInput
            ariaLabel={t('fields.unitPrice')}
            mode={price.mode}
            missing={!!warning && (unitPrice === undefined || unitPrice === null)}
            warning={warning}
            last={productModel ? lastPrices.get(productModel) : undefined}
            onChange={() => {
              // A typed price is a manual one: the lookup no longer overwrites it.
              if (price.mode === 'auto') price.changeMode('manual', lookupKey());
              setWarning(undefined);
            }}
          />
        </ProForm.Item>
      </Col>
      <Col span={24}>
        <FormAlert
          type="info"
          style={{ marginBottom: 24 }}
          message={
            <span data-testid="trade-total">
              {t('fields.totalPrice')}: <Typography.Text strong>{formatTotal(total)}</Typography.Text>
            </span>
          }
        />
      </Col>
      <DateField name="invoice_date" label={t('fields.invoiceDate')} />
      <TextField name="invoice_number" label={t('fields.invoiceNumber')} max={100} />
      <TextField name="order_number" label={t('fields.orderNumber')} max={100} />
      <TextField
        name="invoice_image_url"
        label={t('fields.invoiceImageUrl')}
        rules={[{ type: 'url', message: t('validation.url') }]}
        max={500}
      />
      <RemarkField label={t('fields.remark')} colProps={{ span: 24 }} fieldProps={{ showCount: true }} />
    </RecordFormModal>
  );
}
