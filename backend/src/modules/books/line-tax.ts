import Decimal from 'decimal.js';

/** The tax a trade line is written with: its rate (percent, 2 decimals) and whether its price includes it. */
export interface LineTax {
  /** Decimal text, 0–100. */
  rate: string;
  includesTax: boolean;
}

/** A line without tax: what every record stored before tax existed has. */
export const NO_TAX: LineTax = { rate: '0', includesTax: false };

/** A line's money: its total and the amounts its tax splits it into, each as decimal text. */
export interface LineMoney {
  /** quantity × unit price, 3 decimals (as before tax). */
  total: string;
  /** Without tax, with tax, and the tax: 2 decimals each. */
  net: string;
  tax: string;
  gross: string;
  /**
   * What the partner owes for it (balances, aging, statements, the credit limit) and what it is worth to
   * revenue and stock: a line without tax counts its total exactly (3 decimals), as it always did; a
   * taxed line its gross and its net amounts.
   */
  owed: string;
  worth: string;
}

const round2 = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * The one computation of a line's amounts from its total (half away from zero to 2 decimals; a return's
 * total and amounts are negative): prices with tax: gross = round(total), net = round(gross × 100 /
 * (100 + rate)), tax = gross − net; prices without tax: net = round(total), tax = round(net × rate / 100),
 * gross = net + tax.
 */
export function lineMoney(total: Decimal.Value, tax: LineTax): LineMoney {
  const exact = new Decimal(total);
  const rate = new Decimal(tax.rate);
  let net: Decimal;
  let gross: Decimal;
  if (tax.includesTax) {
    gross = round2(exact);
    net = round2(gross.times(100).dividedBy(rate.plus(100)));
  } else {
    net = round2(exact);
    gross = net.plus(round2(net.times(rate).dividedBy(100)));
  }
  const untaxed = rate.isZero();
  return {
    total: exact.toFixed(3),
    net: net.toFixed(2),
    tax: gross.minus(net).toFixed(2),
    gross: gross.toFixed(2),
    owed: untaxed ? exact.toFixed(3) : gross.toFixed(2),
    worth: untaxed ? exact.toFixed(3) : net.toFixed(2),
  };
}

/**
 * A purchase's unit cost for the stock: its price, or with tax its net amount per unit (4 decimals), so
 * the cost of goods sold excludes the tax reclaimed.
 */
export function costUnitPrice(unitPrice: string, quantity: number, tax: LineTax, net: string): string {
  if (new Decimal(tax.rate).isZero()) return unitPrice;
  return new Decimal(net).dividedBy(quantity).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);
}

/** `LineMoney.owed` of a stored record's row (its rate, total and gross amount as read). */
export function owedOf(row: {
  tax_rate: string | number;
  total_price: string | number;
  gross_amount: string | number;
}): string {
  return new Decimal(row.tax_rate).isZero() ? String(row.total_price) : String(row.gross_amount);
}

/**
 * A line without tax's net, tax and gross amounts in SQL, from its total (3 decimals): `lineMoney`
 * with `NO_TAX`, for rows written in bulk (generated data).
 */
export const untaxedAmountsSql = (total: string) => `round(${total}, 2), 0, round(${total}, 2)`;

/** `LineMoney.owed` in SQL over trade_records `r`. */
export const owedSql = (r: string) =>
  `(CASE WHEN ${r}.tax_rate = 0 THEN ${r}.total_price ELSE ${r}.gross_amount END)`;

/** `LineMoney.worth` in SQL over trade_records `r`. */
export const worthSql = (r: string) =>
  `(CASE WHEN ${r}.tax_rate = 0 THEN ${r}.total_price ELSE ${r}.net_amount END)`;

/** `costUnitPrice` in SQL over trade_records `r`. */
export const costUnitPriceSql = (r: string) =>
  `(CASE WHEN ${r}.tax_rate = 0 THEN ${r}.unit_price ELSE round(${r}.net_amount / ${r}.quantity, 4) END)`;

/**
 * The tax a new line is written with: the rate sent with it, else its product's, else the company's
 * default; prices with or without tax as the company's setting says now.
 */
export function newLineTax(
  sent: string | null | undefined,
  productRate: string | null,
  settings: { default_rate: string; prices_include_tax: boolean },
): LineTax {
  const rate = sent ?? productRate ?? settings.default_rate;
  return { rate: new Decimal(rate).toFixed(2), includesTax: settings.prices_include_tax };
}
