import { DeleteOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, InputNumber, Switch, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Direction } from '../../services/types';
import { formatMoney } from '../../utils/format';
import { TOTAL_PRICE_DECIMALS, UNIT_PRICE_DECIMALS } from '../../utils/money';
import { focusAfterRemove, lineTotal, nextCell, type DocumentLine, type LineCell } from './documentLines';
import type { SearchOption } from './prefixSearch';
import { PrefixSelect } from './PrefixSelect';
import type { PriceMode } from './priceMode';
import type { CellFocus } from './useCellFocus';

interface Props {
  direction: Direction;
  lines: DocumentLine[];
  productOptions: SearchOption[];
  /** Current stock per model (sales only). */
  stock: ReadonlyMap<string, number>;
  /** Models the lines ask more of than is in stock, with what they ask. */
  short: ReadonlyMap<string, number>;
  /** The line a refusal names, highlighted. */
  errorKey: string | null;
  focus: CellFocus;
  onProduct(line: DocumentLine, model: string | undefined): void;
  onQuantity(line: DocumentLine, quantity: number | null): void;
  onPrice(line: DocumentLine, price: number | null): void;
  onMode(line: DocumentLine, mode: PriceMode): void;
  onRemove(line: DocumentLine): void;
  /** Adds a line at the end and answers its key. */
  onAppend(): string;
}

const plainEnter = (event: KeyboardEvent) =>
  event.key === 'Enter' && !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey;

/** Ctrl+Delete (⌘+Delete on a Mac) removes the line; plain Delete keeps editing the cell's text. */
export const isRemoveLineKey = (event: KeyboardEvent) =>
  event.key === 'Delete' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;

/**
 * The editable lines of a document, keyboard first: Enter moves product → quantity → price (when typed
 * by hand) → the next line's product, and from the last line adds a new one; picking a product moves to
 * its quantity; Ctrl+Delete removes the line. Sales show each product's stock and warn when the lines
 * of that product ask for more.
 */
export function DocumentLinesGrid(props: Props) {
  const { direction, lines, productOptions, stock, short, errorKey, focus } = props;
  const { t } = useTranslation('trade');

  const advance = (line: DocumentLine, cell: LineCell) => {
    const target = nextCell(lines, { key: line.key, cell });
    if (target === 'append') focus.focus({ key: props.onAppend(), cell: 'product' });
    else if (target) focus.focus(target);
  };

  const remove = (line: DocumentLine, cell: LineCell) => {
    const target = focusAfterRemove(lines, { key: line.key, cell });
    props.onRemove(line);
    focus.focus(target ?? { key: line.key, cell: 'product' });
  };

  /** Enter and Ctrl+Delete in a number cell. */
  const numberKeys = (line: DocumentLine, cell: LineCell) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (plainEnter(event)) {
      event.preventDefault();
      advance(line, cell);
    } else if (isRemoveLineKey(event)) {
      event.preventDefault();
      remove(line, cell);
    }
  };

  /**
   * The product cell's keys, seen before the select: Enter on a closed select that has a product moves
   * on (an open one picks the highlighted match, and the pick moves on).
   */
  const productKeys = (line: DocumentLine) => (event: KeyboardEvent<HTMLDivElement>) => {
    const open = (event.target as HTMLElement).getAttribute('aria-expanded') === 'true';
    if (plainEnter(event) && !open && line.product_model) {
      event.preventDefault();
      event.stopPropagation();
      advance(line, 'product');
    } else if (isRemoveLineKey(event)) {
      event.preventDefault();
      event.stopPropagation();
      remove(line, 'product');
    }
  };

  const columns: TableColumnsType<DocumentLine> = [
    {
      title: '#',
      key: 'number',
      width: 44,
      align: 'right',
      render: (_, __, index) => index + 1,
    },
    {
      title: t('fields.productModel'),
      key: 'product',
      render: (_, line, index) => (
        <div onKeyDownCapture={productKeys(line)}>
          <PrefixSelect
            ref={focus.register({ key: line.key, cell: 'product' })}
            aria-label={t('document.productOf', { line: index + 1 })}
            value={line.product_model}
            options={productOptions}
            placeholder={t('document.productPlaceholder')}
            onChange={(model) => props.onProduct(line, model)}
            // Picking (also the same product again) moves on; after the select has closed.
            onSelect={() => setTimeout(() => focus.focus({ key: line.key, cell: 'quantity' }))}
          />
        </div>
      ),
    },
    ...(direction === 'outbound'
      ? [
          {
            title: t('document.stock'),
            key: 'stock',
            width: 110,
            align: 'right' as const,
            render: (_: unknown, line: DocumentLine) => {
              const available = line.product_model ? stock.get(line.product_model) : undefined;
              if (available === undefined) return <Typography.Text type="secondary">–</Typography.Text>;
              const need = short.get(line.product_model!);
              if (need === undefined) return <span data-testid="line-stock">{available}</span>;
              return (
                <Tooltip title={t('document.short', { need, stock: available })}>
                  <Typography.Text type="danger" data-testid="line-stock-short">
                    <WarningOutlined /> {available}
                  </Typography.Text>
                </Tooltip>
              );
            },
          },
        ]
      : []),
    {
      title: t('fields.quantity'),
      key: 'quantity',
      width: 110,
      render: (_, line, index) => (
        <InputNumber<number>
          ref={focus.register({ key: line.key, cell: 'quantity' })}
          aria-label={t('document.quantityOf', { line: index + 1 })}
          value={line.quantity ?? null}
          min={1}
          precision={0}
          style={{ width: '100%' }}
          onChange={(value) => props.onQuantity(line, value)}
          onKeyDown={numberKeys(line, 'quantity')}
        />
      ),
    },
    {
      title: t('document.priceMode'),
      key: 'mode',
      width: 96,
      render: (_, line) => (
        <Switch
          size="small"
          checked={line.price_mode === 'auto'}
          checkedChildren={t('document.auto')}
          unCheckedChildren={t('document.manual')}
          onChange={(auto) => props.onMode(line, auto ? 'auto' : 'manual')}
        />
      ),
    },
    {
      title: t('fields.unitPrice'),
      key: 'price',
      width: 170,
      render: (_, line, index) => (
        <div className="tb-price-cell">
          <InputNumber<number>
            ref={focus.register({ key: line.key, cell: 'price' })}
            aria-label={t('document.priceOf', { line: index + 1 })}
            value={line.unit_price ?? null}
            min={0}
            precision={UNIT_PRICE_DECIMALS}
            step={0.0001}
            prefix="¥"
            disabled={line.price_mode === 'auto'}
            style={{ width: '100%' }}
            onChange={(value) => props.onPrice(line, value)}
            onKeyDown={numberKeys(line, 'price')}
          />
          {line.price_warning ? (
            <Tooltip title={t(line.price_warning)}>
              <WarningOutlined className="tb-warning-icon" data-testid="line-price-warning" />
            </Tooltip>
          ) : null}
        </div>
      ),
    },
    {
      title: t('fields.totalPrice'),
      key: 'total',
      width: 150,
      align: 'right',
      render: (_, line) => {
        const total = lineTotal(line);
        return total === null ? '' : formatMoney(total, TOTAL_PRICE_DECIMALS);
      },
    },
    {
      key: 'remove',
      width: 44,
      render: (_, line) => (
        <Tooltip title={t('document.removeLine')}>
          <Button
            type="text"
            size="small"
            danger
            tabIndex={-1}
            icon={<DeleteOutlined />}
            aria-label={t('document.removeLine')}
            onClick={() => remove(line, 'product')}
          />
        </Tooltip>
      ),
    },
  ];

  return (
    <Table<DocumentLine>
      rowKey="key"
      size="small"
      bordered
      columns={columns}
      dataSource={lines}
      pagination={false}
      scroll={{ y: 360 }}
      rowClassName={(line) => (line.key === errorKey ? 'tb-line-error' : '')}
      onRow={(line) => ({ 'data-testid': 'document-line', 'data-error': line.key === errorKey }) as object}
    />
  );
}
