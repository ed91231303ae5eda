import { DeleteOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Grid, InputNumber, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LastPrice } from '../../services/trade';
import type { Direction } from '../../services/types';
import { formatMoney, formatTotal } from '../../utils/format';
import {
  focusAfterRemove,
  lineAmounts,
  lineTax,
  lineTotal,
  nextCell,
  type DocumentLine,
  type LineCell,
  type LinesStock,
  type TaxContext,
} from './documentLines';
import type { SearchOption } from './prefixSearch';
import { PrefixSelect } from './PrefixSelect';
import { PriceModeSwitch, UnitPriceInput } from './UnitPriceInput';
import type { PriceMode } from './priceMode';
import type { CellFocus } from './useCellFocus';

interface Props {
  direction: Direction;
  lines: DocumentLine[];
  productOptions: SearchOption[];
  /** Each model's stock as the lines see it (sales only). */
  stock: ReadonlyMap<string, LinesStock>;
  /** The partner's last price per model (null: none yet; absent: not known). */
  lastPrices: ReadonlyMap<string, LastPrice | null>;
  /** The lines a refusal names, highlighted. */
  errorKeys: ReadonlySet<string>;
  focus: CellFocus;
  onProduct(line: DocumentLine, model: string | undefined): void;
  onQuantity(line: DocumentLine, quantity: number | null): void;
  /** A price typed in the line's price cell (the line becomes manual). */
  onPrice(line: DocumentLine, price: number | null): void;
  onMode(line: DocumentLine, mode: PriceMode): void;
  /** Offers each hand-priced line's "save to price list" box; without it (an order's lines) none. */
  onSavePrice?(line: DocumentLine, save: boolean): void;
  onRemove(line: DocumentLine): void;
  /** Adds a line at the end and answers its key. */
  onAppend(): string;
  /** The tax the lines' amounts follow; null: no rate is in use, the tax columns stay hidden. */
  tax: TaxContext | null;
  /** A rate typed on a line (null: back to the product's, else the company's). */
  onRate(line: DocumentLine, rate: number | null): void;
}

const plainEnter = (event: KeyboardEvent) =>
  event.key === 'Enter' && !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey;

/** Ctrl+Delete (⌘+Delete on a Mac) removes the line; plain Delete keeps editing the cell's text. */
export const isRemoveLineKey = (event: KeyboardEvent) =>
  event.key === 'Delete' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;

const priced = (line: DocumentLine) => line.unit_price !== undefined && line.unit_price !== null;

/**
 * The editable lines of a document, keyboard first: Enter moves product → quantity → price → the next
 * line's product, and from the last line adds a new one; picking a product moves to its quantity; the
 * price cell arrives filled by the lookup and selected (Enter accepts it, typing replaces it and makes
 * the line's price manual); Ctrl+Delete removes the line. Beside the price: the partner's last price
 * for the product and, for a typed price, "save to the price list". Sales show each product's stock and
 * warn when the lines of that product ask for more. On a phone (below 768 px) each line is a card with
 * its fields one under another; wider, a table.
 */
export function DocumentLinesGrid(props: Props) {
  const { direction, lines, productOptions, stock, lastPrices, errorKeys, focus, onSavePrice, tax } = props;
  const { t } = useTranslation('trade');
  const screens = Grid.useBreakpoint();
  // Before the first measurement every breakpoint is unknown: the table, as on a desk.
  const phone = screens.md === false;

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

  const productCell = (line: DocumentLine, index: number) => (
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
  );

  const stockCell = (line: DocumentLine) => {
    const seen = line.product_model ? stock.get(line.product_model) : undefined;
    if (seen === undefined) return <Typography.Text type="secondary">–</Typography.Text>;
    const { onHand, own, available, reservedByOthers, verdict } = seen;
    const reserved = reservedByOthers > 0 && (
      <Typography.Text type="secondary" className="tb-nowrap" data-testid="line-stock-reserved">
        <br />
        {t('document.reserved', { count: reservedByOthers })}
      </Typography.Text>
    );
    if (!verdict) {
      return (
        <span>
          <span data-testid="line-stock">{onHand}</span>
          {reserved}
        </span>
      );
    }
    const short = verdict.kind === 'short';
    return (
      <Tooltip
        title={
          !short
            ? t('document.takesReserved', { need: verdict.need, stock: onHand, reserved: reservedByOthers })
            : own > 0
              ? t('document.shortWithOwn', { need: verdict.need, available, stock: onHand, own })
              : t('document.short', { need: verdict.need, stock: onHand })
        }
      >
        <span>
          <Typography.Text
            type={short ? 'danger' : 'warning'}
            data-testid={short ? 'line-stock-short' : 'line-stock-takes-reserved'}
          >
            <WarningOutlined /> {onHand}
          </Typography.Text>
          {reserved}
        </span>
      </Tooltip>
    );
  };

  const quantityCell = (line: DocumentLine, index: number) => (
    <InputNumber<number>
      ref={focus.register({ key: line.key, cell: 'quantity' })}
      aria-label={t('document.quantityOf', { line: index + 1 })}
      value={line.quantity ?? null}
      // 0 stays as typed (a minimum of 1 would turn it into 1 unseen): the save names the line instead.
      min={0}
      precision={0}
      inputMode="numeric"
      style={{ width: '100%' }}
      onChange={(value) => props.onQuantity(line, value)}
      onKeyDown={numberKeys(line, 'quantity')}
    />
  );

  const modeCell = (line: DocumentLine, index: number) => (
    <PriceModeSwitch
      mode={line.price_mode}
      ariaLabel={t('document.modeOf', { line: index + 1 })}
      onChange={(mode) => props.onMode(line, mode)}
    />
  );

  const priceCell = (line: DocumentLine, index: number) => (
    <UnitPriceInput
      inputRef={focus.register({ key: line.key, cell: 'price' })}
      ariaLabel={t('document.priceOf', { line: index + 1 })}
      value={line.unit_price}
      mode={line.price_mode}
      // A line with a product whose lookup found nothing, or that a refusal named: flagged, never 0.
      missing={!!line.product_model && !priced(line) && (!!line.price_warning || errorKeys.has(line.key))}
      warning={line.price_warning}
      last={line.product_model ? lastPrices.get(line.product_model) : undefined}
      savePrice={
        onSavePrice && {
          checked: line.save_price === true,
          label: t(`${direction}.savePrice`),
          ariaLabel: t(`${direction}.savePriceOf`, { line: index + 1 }),
          onChange: (save) => onSavePrice(line, save),
        }
      }
      onChange={(value) => props.onPrice(line, value)}
      onKeyDown={numberKeys(line, 'price')}
    />
  );

  const totalCell = (line: DocumentLine) => {
    const total = lineTotal(line);
    return total === null ? '' : formatTotal(total);
  };

  const rateCell = (line: DocumentLine, index: number, tax: TaxContext) => (
    <InputNumber<number>
      aria-label={t('tax.rateOf', { line: index + 1 })}
      value={line.tax_rate ?? null}
      placeholder={String(lineTax({ ...line, tax_rate: null }, tax).rate)}
      min={0}
      max={100}
      precision={2}
      suffix="%"
      style={{ width: '100%' }}
      onChange={(value) => props.onRate(line, value)}
    />
  );

  /** Net, tax and gross, one under another. */
  const amountsCell = (line: DocumentLine, tax: TaxContext) => {
    const amounts = lineAmounts(line, tax);
    if (!amounts) return null;
    return (
      <div className="tb-nowrap" data-testid="line-tax-amounts" style={{ lineHeight: 1.3 }}>
        <Typography.Text type="secondary">{t('tax.net')} </Typography.Text>
        <span data-testid="line-net">{formatMoney(amounts.net_amount)}</span>
        <br />
        <Typography.Text type="secondary">{t('tax.tax')} </Typography.Text>
        <span data-testid="line-tax">{formatMoney(amounts.tax_amount)}</span>
        <br />
        <Typography.Text type="secondary">{t('tax.gross')} </Typography.Text>
        <Typography.Text strong data-testid="line-gross">
          {formatMoney(amounts.gross_amount)}
        </Typography.Text>
      </div>
    );
  };

  const removeButton = (line: DocumentLine) => (
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
  );

  if (phone) {
    const field = (label: string, content: ReactNode, inline = false) => (
      <div className={inline ? 'tb-line-field tb-line-field-inline' : 'tb-line-field'}>
        <Typography.Text type="secondary" className="tb-line-label">
          {label}
        </Typography.Text>
        <div className="tb-line-control">{content}</div>
      </div>
    );
    return (
      <div className="tb-line-cards">
        {lines.map((line, index) => (
          <div
            key={line.key}
            className={errorKeys.has(line.key) ? 'tb-line-card tb-line-card-error' : 'tb-line-card'}
            data-testid="document-line"
            data-error={errorKeys.has(line.key)}
          >
            <div className="tb-line-card-head">
              <Typography.Text strong>{t('document.lineTitle', { line: index + 1 })}</Typography.Text>
              {removeButton(line)}
            </div>
            {field(t('fields.productModel'), productCell(line, index))}
            {direction === 'outbound' ? field(t('document.stock'), stockCell(line), true) : null}
            {field(t('fields.quantity'), quantityCell(line, index))}
            {field(t('document.priceMode'), modeCell(line, index), true)}
            {field(t('fields.unitPrice'), priceCell(line, index))}
            {field(
              t('fields.totalPrice'),
              <Typography.Text strong data-testid="line-total">
                {totalCell(line)}
              </Typography.Text>,
              true,
            )}
            {tax ? field(t('tax.rate'), rateCell(line, index, tax)) : null}
            {tax ? field(t('tax.amounts'), amountsCell(line, tax), true) : null}
          </div>
        ))}
      </div>
    );
  }

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
      render: (_, line, index) => productCell(line, index),
    },
    ...(direction === 'outbound'
      ? [
          {
            title: t('document.stock'),
            key: 'stock',
            width: 90,
            align: 'right' as const,
            render: (_: unknown, line: DocumentLine) => stockCell(line),
          },
        ]
      : []),
    {
      title: t('fields.quantity'),
      key: 'quantity',
      width: 100,
      render: (_, line, index) => quantityCell(line, index),
    },
    {
      title: t('document.priceMode'),
      key: 'mode',
      width: 96,
      render: (_, line, index) => modeCell(line, index),
    },
    {
      title: t('fields.unitPrice'),
      key: 'price',
      width: 230,
      render: (_, line, index) => priceCell(line, index),
    },
    {
      title: t('fields.totalPrice'),
      key: 'total',
      width: 130,
      align: 'right',
      render: (_, line) => <span data-testid="line-total">{totalCell(line)}</span>,
    },
    ...(tax
      ? [
          {
            title: t('tax.rate'),
            key: 'tax_rate',
            width: 96,
            render: (_: unknown, line: DocumentLine, index: number) => rateCell(line, index, tax),
          },
          {
            title: t('tax.amounts'),
            key: 'tax_amounts',
            width: 150,
            align: 'right' as const,
            render: (_: unknown, line: DocumentLine) => amountsCell(line, tax),
          },
        ]
      : []),
    {
      key: 'remove',
      width: 44,
      render: (_, line) => removeButton(line),
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
      rowClassName={(line) => (errorKeys.has(line.key) ? 'tb-line-error' : '')}
      onRow={(line) => ({ 'data-testid': 'document-line', 'data-error': errorKeys.has(line.key) }) as object}
    />
  );
}
