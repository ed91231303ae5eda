import { PlusOutlined } from '@ant-design/icons';
import { ProFormDatePicker, ProFormText } from '@ant-design/pro-components';
import { Alert, App, Button, Col, Form, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/FormModal';
import { useSaveRecord } from '../../hooks/useRecordMutations';
import { ApiError } from '../../services/errors';
import { ORDER_KINDS, createOrder, updateOrder, type Order, type OrderKind } from '../../services/orders';
import type { Partner, Product } from '../../services/types';
import { DATE_FORMAT, formatTotal, toDateString, today } from '../../utils/format';
import { DocumentLinesGrid } from '../trade/DocumentLinesGrid';
import {
  blankLine,
  checkLines,
  compactLines,
  MAX_DOCUMENT_LINES,
  type DocumentLine,
} from '../trade/documentLines';
import { PrefixSelect } from '../trade/PrefixSelect';
import { partnerSearchOptions, productSearchOptions } from '../trade/prefixSearch';
import type { LookupOutcome } from '../trade/priceMode';
import { refusedLine } from '../trade/refusals';
import { useCellFocus } from '../trade/useCellFocus';
import { useDocumentLines, useLastPrices, type LookupContext } from '../trade/useDocumentLines';
import { orderLinesToGrid } from './orderView';

interface HeaderValues {
  partner_short_name?: string;
  date?: string;
  delivery_date?: string;
  order_number?: string;
  remark?: string;
}

interface Props {
  kind: OrderKind;
  /** The order to change; null: a new one. */
  order: Order | null;
  open: boolean;
  partners: Partner[];
  products: Product[];
  onClose(): void;
  onSaved(): void;
}

const plainText = (value?: string) => value?.trim() || null;

/**
 * A sales or purchase order: its partner, date, delivery date, number (left empty: generated) and
 * remark, and its lines entered with the keyboard in the document form's line grid (prices filled by
 * the lookup). Changing an order keeps each line's id, so delivered lines stay what they delivered.
 */
export function OrderFormModal({ kind, order, open, partners, products, onClose, onSaved }: Props) {
  const { t } = useTranslation(['orders', 'trade']);
  const { message } = App.useApp();
  const { direction } = ORDER_KINDS[kind];
  const [form] = Form.useForm<HeaderValues>();
  const save = useSaveRecord(order !== null, onSaved);
  const focus = useCellFocus();
  const [problem, setProblem] = useState<{ keys: string[]; text: string } | null>(null);
  const initialLines = useMemo(
    () => (order ? orderLinesToGrid(order.lines, 'quantity') : undefined),
    [order],
  );
  const entry = useDocumentLines(
    direction,
    (outcome: LookupOutcome) => {
      if (outcome.warning) message.warning({ content: t(`trade:${outcome.warning}`), key: 'order-price' });
    },
    initialLines,
  );
  const { lines, dispatch } = entry;
  const partnerName = Form.useWatch('partner_short_name', form) as string | undefined;
  const lastPrices = useLastPrices(direction, partnerName, entry.models);
  const errorKeys = useMemo(() => new Set(problem?.keys ?? []), [problem]);
  const partnerOptions = useMemo(() => partnerSearchOptions(partners), [partners]);
  const productOptions = useMemo(() => productSearchOptions(products), [products]);

  const context = (): LookupContext => ({
    partner_short_name: form.getFieldValue('partner_short_name') as string | undefined,
    date: toDateString(form.getFieldValue('date')),
  });
  const touched = (line: DocumentLine) => {
    if (problem?.keys.includes(line.key)) setProblem(null);
  };

  const submit = async (values: HeaderValues): Promise<boolean> => {
    const compacted = compactLines(lines);
    dispatch({ type: 'compact' });
    const check = checkLines(compacted, products);
    if (!check.ok) {
      if (check.reason === 'line') {
        setProblem({
          keys: [check.error.key],
          text: t('trade:document.lineProblem', {
            line: check.error.line,
            problem: t(`trade:document.problems.${check.error.problem}`),
          }),
        });
      } else if (check.reason === 'noPrice') {
        setProblem({
          keys: check.errors.map((error) => error.key),
          text: t('trade:document.noPriceOne', { lines: check.errors.map((error) => error.line).join(', ') }),
        });
      } else setProblem({ keys: [], text: t(`trade:document.${check.reason}`, { max: MAX_DOCUMENT_LINES }) });
      return false;
    }
    const partner = partners.find((item) => item.short_name === values.partner_short_name);
    if (!partner) return false;
    setProblem(null);
    const input = {
      partner_code: partner.code ?? '',
      partner_short_name: partner.short_name,
      date: toDateString(values.date) ?? today(),
      delivery_date: toDateString(values.delivery_date) ?? null,
      order_number: plainText(values.order_number),
      remark: plainText(values.remark),
      // An order line keeps its id (the grid carries it as the line's order line).
      lines: check.lines.map(({ order_line_id, save_price: _, ...line }) =>
        order_line_id ? { ...line, id: order_line_id } : line,
      ),
    };
    return save(async () => {
      try {
        await (order ? updateOrder(kind, order.id, input) : createOrder(kind, input));
      } catch (error) {
        const line = error instanceof ApiError ? refusedLine(error) : null;
        if (line !== null && compacted[line - 1] && error instanceof ApiError) {
          setProblem({ keys: [compacted[line - 1].key], text: error.message });
        }
        throw error;
      }
    });
  };

  const appendLine = () => {
    const line = blankLine();
    dispatch({ type: 'append', line });
    return line.key;
  };

  return (
    <FormModal<HeaderValues>
      name={`${kind}Order`}
      title={order ? t('form.editTitle', { number: order.order_number }) : t(`${kind}.add`)}
      width={1100}
      open={open}
      form={form}
      grid
      rowProps={{ gutter: 16 }}
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
      dateFormatter="string"
      onClose={onClose}
      onFinish={submit}
      modalProps={{ className: 'tb-document-modal' }}
      onValuesChange={(changed: HeaderValues) => {
        if ('date' in changed || 'partner_short_name' in changed) entry.relookAll(context());
      }}
    >
      <Col xs={24} md={8}>
        <Form.Item
          name="partner_short_name"
          label={t(`${kind}.partner`)}
          rules={[{ required: true, message: t(`${kind}.partnerRequired`) }]}
        >
          <PrefixSelect options={partnerOptions} placeholder={t('trade:document.partnerPlaceholder')} />
        </Form.Item>
      </Col>
      <ProFormDatePicker
        name="date"
        label={t('fields.date')}
        colProps={{ xs: 24, sm: 12, md: 4 }}
        rules={[{ required: true, message: t('form.dateRequired') }]}
        fieldProps={{ style: { width: '100%' }, format: DATE_FORMAT }}
      />
      <ProFormDatePicker
        name="delivery_date"
        label={t(`${kind}.deliveryDate`)}
        colProps={{ xs: 24, sm: 12, md: 4 }}
        fieldProps={{ style: { width: '100%' }, format: DATE_FORMAT }}
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
        {problem ? (
          <Alert
            type="error"
            showIcon
            message={problem.text}
            style={{ marginBottom: 12 }}
            data-testid="order-problem"
          />
        ) : null}
        <DocumentLinesGrid
          direction={direction}
          lines={lines}
          productOptions={productOptions}
          stock={entry.stock}
          short={entry.short}
          lastPrices={lastPrices}
          errorKeys={errorKeys}
          focus={focus}
          onProduct={(line, model) => {
            touched(line);
            entry.setProduct(line, model, context());
          }}
          onQuantity={(line, quantity) => {
            touched(line);
            dispatch({ type: 'update', key: line.key, patch: { quantity } });
          }}
          onPrice={(line, price) => {
            touched(line);
            entry.typePrice(line, price);
          }}
          onMode={(line, mode) => entry.setMode(line, mode, context())}
          onRemove={(line) => {
            touched(line);
            dispatch({ type: 'remove', key: line.key });
          }}
          onAppend={appendLine}
        />
        <div className="tb-document-footer">
          <Space size={16} wrap>
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              tabIndex={-1}
              onClick={() => focus.focus({ key: appendLine(), cell: 'product' })}
            >
              {t('trade:document.addLine')}
            </Button>
            <Typography.Text type="secondary">{t('trade:document.keys')}</Typography.Text>
          </Space>
          <span data-testid="order-total">
            {t('trade:document.total')} <Typography.Text strong>{formatTotal(entry.total)}</Typography.Text>
          </span>
        </div>
      </Col>
    </FormModal>
  );
}
