import { DateField } from '../../components/DateField';
import { PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Col,
  Form,
  Space,
  Typography,
  type FormInstance,
  type RefSelectProps,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveCancelled } from '../../hooks/useRecordMutations';
import { ApiError } from '../../services/errors';
import type { Direction, DocumentLineInput, Partner, Product } from '../../services/types';
import { isField } from '../../utils/focus';
import { formatTotal, toDateString } from '../../utils/format';
import { DocumentLinesGrid } from './DocumentLinesGrid';
import {
  MAX_DOCUMENT_LINES,
  blankLine,
  checkLines,
  compactLines,
  documentAmounts,
  taxShown,
  type DocumentLine,
  type OwnStock,
  type TaxContext,
} from './documentLines';
import { useTaxSettings } from '../tax/useTaxSettings';
import { formatMoney } from '../../utils/format';
import { PrefixSelect } from './PrefixSelect';
import { partnerSearchOptions, productSearchOptions } from './prefixSearch';
import type { LookupOutcome, PriceMode } from './priceMode';
import { refusedLine } from './refusals';
import { useCellFocus } from './useCellFocus';
import { useDocumentLines, useLastPrices, type LookupContext } from './useDocumentLines';
import { lineList } from './zeroPrice';

/** The header fields the lines' price lookups follow. */
export interface LinesHeader {
  partner_short_name?: string;
  date?: string;
}

/** What a document or order form is given besides its own subject. */
export interface LinesFormProps {
  open: boolean;
  partners: Partner[];
  products: Product[];
  onClose(): void;
  onSaved(): void;
}

/** The lines a form may send: every line checked, and the compacted lines the numbers refer to. */
export interface CheckedLines {
  lines: DocumentLineInput[];
  /** The 1-based lines at a unit price of 0. */
  zero: number[];
  compacted: DocumentLine[];
}

/**
 * The lines of a document or order form, shared by both: entered with the keyboard, each price looked up
 * for the header's partner and date, the problem shown above them (its lines marked, its first cell
 * focused), and Ctrl+Enter (⌘+Enter) saving from any field of the dialog. The partner field has the
 * focus as soon as the dialog opens, and picking a partner goes on to the first line. Escape closes the
 * dialog only until something has been entered: it also closes a select's list, and a second press
 * would throw the document away.
 */
export function useLinesEditor(
  direction: Direction,
  form: FormInstance<LinesHeader>,
  products: Product[],
  /** The lines it starts with (an order's); left out: one blank line. */
  initialLines?: DocumentLine[],
  /** What the saved document or order already holds of each product (see OwnStock). */
  own?: OwnStock,
) {
  const { t, i18n } = useTranslation('trade');
  const { message } = App.useApp();
  const focus = useCellFocus();
  const partnerRef = useRef<RefSelectProps>(null);
  const [changed, setChanged] = useState(false);
  const [problem, setProblem] = useState<{ keys: string[]; text: string } | null>(null);
  const entry = useDocumentLines(
    direction,
    (outcome: LookupOutcome) => {
      // One message for any number of lines: each line also marks its own price.
      if (outcome.warning) message.warning({ content: t(outcome.warning), key: 'document-price' });
    },
    initialLines,
    own,
  );
  const partnerName = Form.useWatch('partner_short_name', form) as string | undefined;
  const lastPrices = useLastPrices(direction, partnerName, entry.models);
  const errorKeys = useMemo(() => new Set(problem?.keys ?? []), [problem]);
  const productOptions = useMemo(() => productSearchOptions(products), [products]);
  const taxSettings = useTaxSettings();
  const tax = useMemo<TaxContext>(
    () => ({
      ...taxSettings,
      productRates: new Map(products.map((product) => [product.product_model, product.tax_rate ?? null])),
    }),
    [taxSettings, products],
  );
  const showTax = taxShown(entry.lines, tax);

  const context = (): LookupContext => ({
    partner_short_name: form.getFieldValue('partner_short_name') as string | undefined,
    date: toDateString(form.getFieldValue('date')),
  });

  /** A line the person changed; the problem's mark on it goes (the problem with the last one). */
  const touched = (line: DocumentLine) => {
    setChanged(true);
    if (!problem?.keys.includes(line.key)) return;
    const keys = problem.keys.filter((key) => key !== line.key);
    setProblem(keys.length > 0 ? { ...problem, keys } : null);
  };
  const update = (line: DocumentLine, patch: Partial<DocumentLine>) => {
    entry.dispatch({ type: 'update', key: line.key, patch });
    touched(line);
  };

  const appendLine = () => {
    setChanged(true);
    const line = blankLine();
    entry.dispatch({ type: 'append', line });
    return line.key;
  };

  /** Drops the blank lines and checks the rest: null once the problem is shown and its cell focused. */
  const check = (): CheckedLines | null => {
    const compacted = compactLines(entry.lines);
    entry.dispatch({ type: 'compact' });
    const checked = checkLines(compacted, products);
    if (checked.ok) {
      setProblem(null);
      return { lines: checked.lines, zero: checked.zero, compacted };
    }
    if (checked.reason === 'line') {
      const { error } = checked;
      setProblem({
        keys: [error.key],
        text: t('document.lineProblem', {
          line: error.line,
          problem: t(`document.problems.${error.problem}`),
        }),
      });
      focus.focus({ key: error.key, cell: error.problem });
    } else if (checked.reason === 'noPrice') {
      const numbers = checked.errors.map((error) => error.line);
      setProblem({
        keys: checked.errors.map((error) => error.key),
        text: t(numbers.length === 1 ? 'document.noPriceOne' : 'document.noPriceMany', {
          lines: lineList(numbers, i18n.language),
        }),
      });
      focus.focus({ key: checked.errors[0].key, cell: 'price' });
    } else setProblem({ keys: [], text: t(`document.${checked.reason}`, { max: MAX_DOCUMENT_LINES }) });
    return null;
  };

  /**
   * Sends the checked lines; a refusal that names a line marks that line with the server's message,
   * shown above the lines only (not again as a toast).
   */
  const send = async (checked: CheckedLines, sending: () => Promise<unknown>) => {
    try {
      await sending();
    } catch (error) {
      const line = error instanceof ApiError ? refusedLine(error) : null;
      const refused = line !== null ? checked.compacted[line - 1] : undefined;
      if (!refused || !(error instanceof ApiError)) throw error;
      setProblem({ keys: [refused.key], text: error.message });
      throw new SaveCancelled();
    }
  };

  /**
   * Ctrl+Enter (⌘+Enter) saves from any field. A date being typed is taken first, as shown: the key goes
   * on to its picker, which takes the typed text on Enter, and the save follows.
   */
  const saveKeys = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (event.target instanceof HTMLElement && event.target.closest('.ant-picker')) {
        setTimeout(() => form.submit());
        return;
      }
      event.stopPropagation();
      form.submit();
    }
  };

  /** The line grid's data and handlers. */
  const grid = {
    direction,
    lines: entry.lines,
    productOptions,
    stock: entry.stock,
    lastPrices,
    errorKeys,
    focus,
    onProduct: (line: DocumentLine, model: string | undefined) => {
      touched(line);
      entry.setProduct(line, model, context());
    },
    onQuantity: (line: DocumentLine, quantity: number | null) => update(line, { quantity }),
    onPrice: (line: DocumentLine, price: number | null) => {
      touched(line);
      entry.typePrice(line, price);
    },
    onMode: (line: DocumentLine, mode: PriceMode) => {
      touched(line);
      entry.setMode(line, mode, context());
    },
    onRemove: (line: DocumentLine) => {
      entry.dispatch({ type: 'remove', key: line.key });
      touched(line);
    },
    onAppend: appendLine,
    tax: showTax ? tax : null,
    onRate: (line: DocumentLine, rate: number | null) => update(line, { tax_rate: rate }),
  };

  /** The partner field's ref, and its pick going on to the first line when that is still empty. */
  const partnerField = {
    partnerRef,
    onMount: () => partnerRef.current?.focus(),
    onPartnerSelect: () => {
      const first = entry.lines[0];
      if (first && !first.product_model) setTimeout(() => focus.focus({ key: first.key, cell: 'product' }));
    },
  };

  return {
    entry,
    focus,
    problem,
    partnerName,
    partnerField,
    grid,
    update,
    appendLine,
    check,
    send,
    /** The dialog's props a document or order form shares: wide, a grid of header fields, the save keys. */
    formProps: {
      // The tax's two columns need the room of a wider dialog (still inside a 1366 px screen).
      width: showTax ? 1280 : 1100,
      form,
      grid: true,
      rowProps: { gutter: 16 },
      dateFormatter: 'string' as const,
      modalProps: {
        className: 'tb-document-modal',
        modalRender: (node: ReactNode) => <div onKeyDownCapture={saveKeys}>{node}</div>,
        keyboard: !changed,
        // The dialog takes focus when it opens; the partner gets it once it has opened, unless the
        // person has already gone on to a field (the animation ends late on a busy machine).
        afterOpenChange: (opened: boolean) => {
          if (opened && !isField(document.activeElement)) partnerRef.current?.focus();
        },
      },
      /** A header field changed; the partner or the date: the automatic prices are looked up again. */
      onValuesChange: (values: LinesHeader) => {
        setChanged(true);
        if ('date' in values || 'partner_short_name' in values) entry.relookAll(context());
      },
    },
  };
}

export type LinesEditor = ReturnType<typeof useLinesEditor>;

interface Props {
  editor: LinesEditor;
  /** The test ids of the problem above the lines and of the total below them. */
  problemTestId: string;
  totalTestId: string;
  /** Offers each hand-priced line's "save to price list" box (a document's lines). */
  savePrices?: boolean;
  /** Shows how many lines have a product, beside the total. */
  lineCount?: boolean;
}

/** The problem, the line grid and its footer (add line, the keys, the total) of a document or order form. */
export function DocumentLinesEditor({ editor, problemTestId, totalTestId, savePrices, lineCount }: Props) {
  const { t } = useTranslation('trade');
  const { entry, focus, problem } = editor;
  const tax = editor.grid.tax;
  const amounts = tax ? documentAmounts(entry.lines, tax) : null;
  const total = (
    <Space size={16} wrap>
      {amounts ? (
        <span data-testid="document-tax-totals">
          <Space size={12} wrap>
            <span>
              {t('tax.net')} <Typography.Text strong>{formatMoney(amounts.net_amount)}</Typography.Text>
            </span>
            <span>
              {t('tax.tax')} <Typography.Text strong>{formatMoney(amounts.tax_amount)}</Typography.Text>
            </span>
            <span>
              {t('tax.gross')}{' '}
              <Typography.Text strong data-testid="document-gross">
                {formatMoney(amounts.gross_amount)}
              </Typography.Text>
            </span>
          </Space>
        </span>
      ) : null}
      <span data-testid={totalTestId}>
        {t('document.total')} <Typography.Text strong>{formatTotal(entry.total)}</Typography.Text>
      </span>
    </Space>
  );
  return (
    <>
      {problem ? (
        <Alert
          type="error"
          showIcon
          message={problem.text}
          style={{ marginBottom: 12 }}
          data-testid={problemTestId}
        />
      ) : null}
      <DocumentLinesGrid
        {...editor.grid}
        onSavePrice={savePrices ? (line, save) => editor.update(line, { save_price: save }) : undefined}
      />
      <div className="tb-document-footer">
        <Space size={16} wrap>
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            tabIndex={-1}
            onClick={() => focus.focus({ key: editor.appendLine(), cell: 'product' })}
          >
            {t('document.addLine')}
          </Button>
          <Typography.Text type="secondary">{t('document.keys')}</Typography.Text>
        </Space>
        {lineCount ? (
          <Space size={16}>
            <Typography.Text type="secondary">
              {t('document.lineCount', { count: entry.lines.filter((line) => line.product_model).length })}
            </Typography.Text>
            {total}
          </Space>
        ) : (
          total
        )}
      </div>
    </>
  );
}

interface HeaderFieldsProps {
  partners: Partner[];
  /** The partner's and the date's labels and their messages when left empty. */
  partnerLabel: string;
  partnerRequired: string;
  dateLabel: string;
  dateRequired: string;
  partnerRef?: Ref<RefSelectProps>;
  /** The partner is given (an order's) and stays. */
  partnerLocked?: boolean;
  onPartnerSelect?(): void;
  /** Once the fields are in the page: the dialog gives the partner the focus. */
  onMount?(): void;
  /** Days the date picker marks closed (a document's: those of a closed period). */
  closedDay?: (day: Dayjs) => boolean;
}

/** The first header fields of a document or order form: the partner (found by code or name) and the date. */
export function PartnerDateFields({
  partners,
  partnerRef,
  partnerLocked,
  onPartnerSelect,
  onMount,
  closedDay,
  ...labels
}: HeaderFieldsProps) {
  const { t } = useTranslation('trade');
  const partnerOptions = useMemo(() => partnerSearchOptions(partners), [partners]);
  // The partner has the focus as soon as the dialog's fields are in the page (its opening animation has
  // only begun): what is typed at once after the click that opened it lands here, every character.
  useEffect(() => {
    if (!partnerLocked && !isField(document.activeElement)) onMount?.();
  }, []); // once, as the dialog opens
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item
          name="partner_short_name"
          label={labels.partnerLabel}
          rules={[{ required: true, message: labels.partnerRequired }]}
        >
          <PrefixSelect
            ref={partnerRef}
            disabled={partnerLocked}
            options={partnerOptions}
            placeholder={t('document.partnerPlaceholder')}
            onSelect={onPartnerSelect}
          />
        </Form.Item>
      </Col>
      <DateField
        name="date"
        label={labels.dateLabel}
        colProps={{ xs: 24, sm: 12, md: 4 }}
        rules={[{ required: true, message: labels.dateRequired }]}
        closedDay={closedDay}
      />
    </>
  );
}
