import { PlusOutlined } from '@ant-design/icons';
import { ProFormDatePicker, ProFormText } from '@ant-design/pro-components';
import { Alert, App, Button, Col, Form, Space, Typography, type RefSelectProps } from 'antd';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/FormModal';
import { useSaveRecord } from '../../hooks/useRecordMutations';
import { ApiError } from '../../services/errors';
import { createDocument } from '../../services/trade';
import type { Direction, Partner, Product } from '../../services/types';
import { DATE_FORMAT, formatTotal, toDateString, today } from '../../utils/format';
import { useOrderNumberWarning } from '../documents/useOrderNumberWarning';
import { DocumentLinesGrid } from './DocumentLinesGrid';
import {
  MAX_DOCUMENT_LINES,
  blankLine,
  checkLines,
  compactLines,
  type DocumentLine,
  type LineError,
} from './documentLines';
import { partnerSearchOptions, productSearchOptions } from './prefixSearch';
import { PrefixSelect } from './PrefixSelect';
import type { LookupOutcome } from './priceMode';
import { refusedLine } from './refusals';
import { useCellFocus } from './useCellFocus';
import { useCreditLimitConfirm } from './useCreditLimitConfirm';
import { useDocumentLines, useLastPrices, type LookupContext } from './useDocumentLines';
import { lineList, useZeroPriceConfirm } from './zeroPrice';

interface HeaderValues {
  partner_short_name?: string;
  date?: string;
  order_number?: string;
  invoice_number?: string;
  invoice_date?: string;
  invoice_image_url?: string;
  remark?: string;
}

interface Props {
  direction: Direction;
  open: boolean;
  partners: Partner[];
  products: Product[];
  onClose(): void;
  onSaved(): void;
}

/** The problem shown above the lines: lines of ours or the server's (highlighted), or the document. */
type Problem = { keys: string[]; text: string } | null;

const plainText = (value?: string) => value?.trim() || null;

/**
 * The add dialog of the inbound and outbound pages: a header (partner found by code or
 * short name, date, order and invoice fields, remark) and lines entered with the keyboard, saved as one
 * document. Ctrl+Enter saves from anywhere in the dialog.
 */
export function DocumentFormModal({ direction, open, partners, products, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation('trade');
  const { message } = App.useApp();
  const confirmZero = useZeroPriceConfirm();
  const [form] = Form.useForm<HeaderValues>();
  const save = useSaveRecord(false, onSaved);
  const creditConfirm = useCreditLimitConfirm();
  const focus = useCellFocus();
  const [problem, setProblem] = useState<Problem>(null);
  const partnerRef = useRef<RefSelectProps>(null);
  const d = (key: string) => t(`${direction}.${key}`);

  const entry = useDocumentLines(direction, (outcome: LookupOutcome) => {
    // One message for any number of lines: each line also marks its own price.
    if (outcome.warning) message.warning({ content: t(outcome.warning), key: 'document-price' });
  });
  const { lines, dispatch } = entry;
  const partnerName = Form.useWatch('partner_short_name', form) as string | undefined;
  const orderNumber = Form.useWatch('order_number', form) as string | undefined;
  const sameOrder = useOrderNumberWarning(direction, partnerName, orderNumber);
  const lastPrices = useLastPrices(direction, partnerName, entry.models);
  const errorKeys = useMemo(() => new Set(problem?.keys ?? []), [problem]);

  const partnerOptions = useMemo(() => partnerSearchOptions(partners), [partners]);
  const productOptions = useMemo(() => productSearchOptions(products), [products]);

  const context = (): LookupContext => ({
    partner_short_name: form.getFieldValue('partner_short_name') as string | undefined,
    date: toDateString(form.getFieldValue('date')),
  });

  /** A line the problem named is being fixed: its mark goes (the problem with the last one). */
  const touched = (line: DocumentLine) => {
    if (!problem?.keys.includes(line.key)) return;
    const keys = problem.keys.filter((key) => key !== line.key);
    setProblem(keys.length > 0 ? { ...problem, keys } : null);
  };
  const update = (line: DocumentLine, patch: Partial<DocumentLine>) => {
    dispatch({ type: 'update', key: line.key, patch });
    touched(line);
  };

  const describe = (error: LineError) =>
    t('document.lineProblem', { line: error.line, problem: t(`document.problems.${error.problem}`) });

  const submit = async (values: HeaderValues): Promise<boolean> => {
    const compacted = compactLines(lines);
    dispatch({ type: 'compact' });
    const check = checkLines(compacted, products);
    if (!check.ok) {
      if (check.reason === 'line') {
        setProblem({ keys: [check.error.key], text: describe(check.error) });
        focus.focus({ key: check.error.key, cell: check.error.problem });
      } else if (check.reason === 'noPrice') {
        const numbers = check.errors.map((error) => error.line);
        setProblem({
          keys: check.errors.map((error) => error.key),
          text: t(numbers.length === 1 ? 'document.noPriceOne' : 'document.noPriceMany', {
            lines: lineList(numbers, i18n.language),
          }),
        });
        focus.focus({ key: check.errors[0].key, cell: 'price' });
      } else setProblem({ keys: [], text: t(`document.${check.reason}`, { max: MAX_DOCUMENT_LINES }) });
      return false;
    }
    const partner = partners.find((item) => item.short_name === values.partner_short_name);
    if (!partner) {
      message.error(d('mismatchPartner'));
      return false;
    }
    setProblem(null);
    // A price of 0 only on purpose: the lines at 0 are named and the user confirms them.
    if (!(await confirmZero(check.zero))) {
      focus.focus({ key: compacted[check.zero[0] - 1].key, cell: 'price' });
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
      lines: check.lines,
    };
    return save(async () => {
      try {
        await creditConfirm((over) => createDocument(direction, input, over));
      } catch (error) {
        const line = error instanceof ApiError ? refusedLine(error) : null;
        if (line !== null && compacted[line - 1]) {
          setProblem({
            keys: [compacted[line - 1].key],
            text: error instanceof ApiError ? error.message : '',
          });
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

  /** Ctrl+Enter (⌘+Enter) saves from any field. */
  const saveKeys = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.stopPropagation();
      form.submit();
    }
  };

  return (
    <FormModal<HeaderValues>
      name={`${direction}Document`}
      title={d('addTitle')}
      width={1100}
      open={open}
      form={form}
      grid
      rowProps={{ gutter: 16 }}
      initialValues={{ date: today() }}
      dateFormatter="string"
      onClose={onClose}
      onFinish={submit}
      modalProps={{
        className: 'tb-document-modal',
        modalRender: (node) => <div onKeyDownCapture={saveKeys}>{node}</div>,
        // The dialog takes focus when it opens; the partner gets it once it has opened.
        afterOpenChange: (opened) => {
          if (opened) partnerRef.current?.focus();
        },
      }}
      onValuesChange={(changed: HeaderValues) => {
        if ('date' in changed || 'partner_short_name' in changed) entry.relookAll(context());
      }}
    >
      <Col xs={24} md={8}>
        <Form.Item
          name="partner_short_name"
          label={d('partner')}
          rules={[{ required: true, message: d('partnerShortNameRequired') }]}
        >
          <PrefixSelect
            ref={partnerRef}
            options={partnerOptions}
            placeholder={t('document.partnerPlaceholder')}
            // Picking the partner goes on to the first line (the date is today's; Tab reaches the rest).
            onSelect={() => {
              const first = lines[0];
              if (first && !first.product_model) {
                setTimeout(() => focus.focus({ key: first.key, cell: 'product' }));
              }
            }}
          />
        </Form.Item>
      </Col>
      <ProFormDatePicker
        name="date"
        label={d('date')}
        colProps={{ xs: 24, sm: 12, md: 4 }}
        rules={[{ required: true, message: d('dateRequired') }]}
        fieldProps={{ style: { width: '100%' }, format: DATE_FORMAT }}
      />
      <ProFormText
        name="order_number"
        label={t('fields.orderNumber')}
        colProps={{ xs: 24, sm: 12, md: 6 }}
        rules={[{ max: 100, message: t('validation.max', { max: 100 }) }]}
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
        rules={[{ max: 100, message: t('validation.max', { max: 100 }) }]}
      />
      <ProFormDatePicker
        name="invoice_date"
        label={t('fields.invoiceDate')}
        colProps={{ xs: 24, sm: 12, md: 4 }}
        fieldProps={{ style: { width: '100%' }, format: DATE_FORMAT }}
      />
      <ProFormText
        name="invoice_image_url"
        label={t('fields.invoiceImageUrl')}
        colProps={{ xs: 24, md: 8 }}
        rules={[
          { type: 'url', message: t('validation.url') },
          { max: 500, message: t('validation.max', { max: 500 }) },
        ]}
      />
      <ProFormText
        name="remark"
        label={t('fields.remark')}
        colProps={{ xs: 24, md: 12 }}
        fieldProps={{ maxLength: 500 }}
      />
      <Col span={24}>
        {problem ? (
          <Alert
            type="error"
            showIcon
            message={problem.text}
            style={{ marginBottom: 12 }}
            data-testid="document-problem"
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
          onQuantity={(line, quantity) => update(line, { quantity })}
          onPrice={(line, price) => {
            touched(line);
            entry.typePrice(line, price);
          }}
          onMode={(line, mode) => entry.setMode(line, mode, context())}
          onSavePrice={(line, save) => update(line, { save_price: save })}
          onRemove={(line) => {
            dispatch({ type: 'remove', key: line.key });
            touched(line);
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
              {t('document.addLine')}
            </Button>
            <Typography.Text type="secondary">{t('document.keys')}</Typography.Text>
          </Space>
          <Space size={16}>
            <Typography.Text type="secondary">
              {t('document.lineCount', { count: lines.filter((line) => line.product_model).length })}
            </Typography.Text>
            <span data-testid="document-total">
              {t('document.total')} <Typography.Text strong>{formatTotal(entry.total)}</Typography.Text>
            </span>
          </Space>
        </div>
      </Col>
    </FormModal>
  );
}
