import {
  ProForm,
  ProFormDigit,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { Alert, App, Col, Form, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/FormModal';
import { DateField } from '../../components/DateField';
import { useMaxRule } from '../../hooks/useMaxRule';
import { useSaveRecord } from '../../hooks/useRecordMutations';
import { updateTrade } from '../../services/trade';
import type { Direction, Partner, Product, TradeRecord } from '../../services/types';
import { formatTotal, toDateString, today } from '../../utils/format';
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

interface Props {
  direction: Direction;
  open: boolean;
  /** The record being edited (new records are entered as documents: DocumentFormModal). */
  record: TradeRecord;
  partners: Partner[];
  products: Product[];
  onClose(): void;
  onSaved(): void;
}

const options = (values: (string | null | undefined)[]) =>
  [...new Set(values.filter((value): value is string => !!value))].map((value) => ({ value, label: value }));

/** Edit dialog of an inbound or outbound record, 800 wide. */
export function TradeFormModal({ direction, open, record, partners, products, onClose, onSaved }: Props) {
  const { t } = useTranslation('trade');
  const max = useMaxRule();
  const { message } = App.useApp();
  const confirmZero = useZeroPriceConfirm();
  const saveRecord = useSaveRecord(true, onSaved);
  const creditConfirm = useCreditLimitConfirm();
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

  const initialValues = useMemo<TradeFormValues>(
    () => ({
      partner_code: record.partner_code,
      partner_short_name: record.partner_short_name,
      product_code: record.product_code,
      product_model: record.product_model,
      date: record.date,
      quantity: record.quantity,
      unit_price: record.unit_price,
      invoice_date: record.invoice_date ?? undefined,
      invoice_number: record.invoice_number ?? undefined,
      order_number: record.order_number ?? undefined,
      invoice_image_url: record.invoice_image_url ?? undefined,
      remark: record.remark ?? undefined,
    }),
    [record],
  );

  const lookupKey = () => ({
    partner_short_name: form.getFieldValue('partner_short_name') as string | undefined,
    product_model: form.getFieldValue('product_model') as string | undefined,
    date: toDateString(form.getFieldValue('date')),
  });

  /** Picking one half of a pair fills the other, then the price is looked up again. */
  const pickPartner = (by: 'code' | 'short_name', value?: string) => {
    const partner = partners.find((item) => (by === 'code' ? item.code : item.short_name) === value);
    if (by === 'code') form.setFieldsValue({ partner_short_name: partner?.short_name });
    else form.setFieldsValue({ partner_code: partner?.code ?? undefined });
    void price.lookup(lookupKey());
  };

  const pickProduct = (by: 'code' | 'model', value?: string) => {
    const product = products.find((item) => (by === 'code' ? item.code : item.product_model) === value);
    if (by === 'code') form.setFieldsValue({ product_model: product?.product_model });
    else form.setFieldsValue({ product_code: product?.code });
    void price.lookup(lookupKey());
  };

  const save = async (values: TradeFormValues): Promise<boolean> => {
    const mismatch = mismatchedPair(values, partners, products);
    if (mismatch) {
      message.error(mismatch === 'partner' ? d('mismatchPartner') : t('validation.mismatchProduct'));
      return false;
    }
    if (Number(values.unit_price) === 0 && !(await confirmZero(null))) return false;
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
      invoice_number: values.invoice_number?.trim() || null,
      order_number: values.order_number?.trim() || null,
      invoice_image_url: values.invoice_image_url?.trim() || null,
      remark: values.remark?.trim() || null,
    };
    return saveRecord(() => creditConfirm((over) => updateTrade(direction, record.id, input, over)));
  };

  return (
    <FormModal<TradeFormValues>
      name={`${direction}Record`}
      title={d('editTitle')}
      width={800}
      open={open}
      form={form}
      grid
      rowProps={{ gutter: 16 }}
      colProps={{ xs: 24, md: 12 }}
      initialValues={initialValues}
      dateFormatter="string"
      modalProps={{
        afterClose: () => {
          price.reset();
          setWarning(undefined);
        },
      }}
      onClose={onClose}
      onFinish={save}
      onValuesChange={(changed: TradeFormValues) => {
        if ('date' in changed) void price.lookup(lookupKey());
      }}
    >
      <ProFormSelect
        name="partner_code"
        label={d('partnerCode')}
        showSearch
        options={options(partners.map((item) => item.code))}
        rules={[{ required: true, message: d('partnerCodeRequired') }]}
        fieldProps={{ onChange: (value: string) => pickPartner('code', value) }}
      />
      <ProFormSelect
        name="partner_short_name"
        label={d('partnerShortName')}
        showSearch
        options={options(partners.map((item) => item.short_name))}
        rules={[{ required: true, message: d('partnerShortNameRequired') }]}
        fieldProps={{ onChange: (value: string) => pickPartner('short_name', value) }}
      />
      <ProFormSelect
        name="product_code"
        label={t('fields.productCode')}
        showSearch
        options={options(products.map((item) => item.code))}
        rules={[{ required: true, message: t('validation.productCodeRequired') }]}
        fieldProps={{ onChange: (value: string) => pickProduct('code', value) }}
      />
      <ProFormSelect
        name="product_model"
        label={t('fields.productModel')}
        showSearch
        options={options(products.map((item) => item.product_model))}
        rules={[{ required: true, message: t('validation.productModelRequired') }]}
        fieldProps={{ onChange: (value: string) => pickProduct('model', value) }}
      />
      <DateField name="date" label={d('date')} rules={[{ required: true, message: d('dateRequired') }]} />
      <ProFormDigit
        name="quantity"
        label={t('fields.quantity')}
        min={1}
        fieldProps={{ precision: 0, style: { width: '100%' } }}
        rules={[
          { required: true, message: t('validation.quantityMin') },
          { type: 'number', min: 1, message: t('validation.quantityMin') },
        ]}
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
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 24 }}
          message={
            <span data-testid="trade-total">
              {t('fields.totalPrice')}: <Typography.Text strong>{formatTotal(total)}</Typography.Text>
            </span>
          }
        />
      </Col>
      <DateField name="invoice_date" label={t('fields.invoiceDate')} />
      <ProFormText name="invoice_number" label={t('fields.invoiceNumber')} rules={[max(100)]} />
      <ProFormText name="order_number" label={t('fields.orderNumber')} rules={[max(100)]} />
      <ProFormText
        name="invoice_image_url"
        label={t('fields.invoiceImageUrl')}
        rules={[{ type: 'url', message: t('validation.url') }, max(500)]}
      />
      <ProFormTextArea
        name="remark"
        label={t('fields.remark')}
        colProps={{ span: 24 }}
        fieldProps={{ maxLength: 500, showCount: true, rows: 2 }}
      />
    </FormModal>
  );
}
