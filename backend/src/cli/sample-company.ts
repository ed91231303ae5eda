import Decimal from 'decimal.js';
import { Direction, PartnerType } from '../common/side';
import { PayMethod } from '../modules/ledger/payment.entity';
import { TradeRecordInput } from '../modules/trade/dto/trade-record.dto';
import { seededRandom } from '../common/seeded-random';

/**
 * The sample company of `seed:sample` (see seed-sample.ts, which writes it through the app's services):
 * fixed partners and products, and a plan of prices, records and payments over the last N months.
 * Pure data and arithmetic. The plan is built on a month-relative time line with a seeded generator,
 * then mapped onto calendar dates, so quantities, partners and amounts are the same on every run and
 * only the dates follow the calendar.
 */

/** How a partner settles its account; decides the balance it ends with. */
export type PaymentHabit =
  | 'paid' // settles every month, balance 0
  | 'current' // settled except the last two months (the one before last half paid)
  | 'late' // nothing paid for the last two months
  | 'none' // never paid
  | 'overpaid' // settles everything and pays in advance: negative balance
  | 'adjusted'; // like current, plus a negative adjustment (receivables only)

export interface SamplePartner {
  code: string;
  short_name: string;
  full_name: string;
  type: PartnerType;
  address: string;
  contact_person: string;
  contact_phone: string;
  method: PayMethod;
  habit: PaymentHabit;
  /** Customers: the product codes it buys, and how much it buys relative to the others (1 to 3). */
  buys?: string[];
  weight?: number;
}

export type StockEnd = 'normal' | 'low' | 'out' | 'never';

export interface SampleProduct {
  code: string;
  product_model: string;
  category: string;
  remark: string;
  /** Typical purchase price per unit. */
  cost: string;
  /** Decimals of its prices (4 only with a step that keeps quantity × price at 2 decimals). */
  dp: 2 | 4;
  /** Quantities are multiples of this (a carton, a ream bundle). */
  step: number;
  /** Purchase and sale sizes in steps, and sales per month. */
  buy: [number, number];
  sell: [number, number];
  salesPerMonth: [number, number];
  /** Supplier codes, the usual one first. */
  suppliers: string[];
  /** How its stock ends: 'low' ends at `low` units, 'out' at 0, 'never' is never traded. */
  end: StockEnd;
  low?: number;
}

const SAMPLE = 'sample data';

function supplier(
  code: string,
  short: string,
  en: string,
  zh: string,
  address: string,
  contact: string,
  phone: string,
  method: PayMethod,
  habit: PaymentHabit,
): SamplePartner {
  return {
    code,
    short_name: short,
    full_name: `${en} (${zh}), ${SAMPLE}`,
    type: PartnerType.Supplier,
    address,
    contact_person: contact,
    contact_phone: phone,
    method,
    habit,
  };
}

function customer(
  base: Omit<SamplePartner, 'type' | 'full_name'> & { en: string; zh: string },
): SamplePartner {
  const { en, zh, ...rest } = base;
  return { ...rest, full_name: `${en} (${zh}), ${SAMPLE}`, type: PartnerType.Customer };
}

export const SAMPLE_SUPPLIERS: SamplePartner[] = [
  supplier(
    'S001',
    'East Paper',
    'East China Paper Co., Ltd.',
    '华东纸业有限公司',
    '1288 Zhongshan North Road, Putuo District, Shanghai',
    'Wang Lei',
    '+86 21 5555 0101',
    "Banker's acceptance",
    'current',
  ),
  supplier(
    'S002',
    'Pearl Packaging',
    'Guangzhou Pearl River Packaging Co., Ltd.',
    '广州珠江包装有限公司',
    '66 Huangpu Avenue West, Tianhe District, Guangzhou',
    'Chen Jing',
    '+86 20 5555 0102',
    'E-Transfer',
    'paid',
  ),
  supplier(
    'S003',
    'Ningbo Tape',
    'Ningbo Haitong Adhesive Tape Co., Ltd.',
    '宁波海通胶带有限公司',
    '9 Jiangnan Road, Beilun District, Ningbo',
    'Zhou Min',
    '+86 574 5555 0103',
    'E-Transfer',
    'current',
  ),
  supplier(
    'S004',
    'Suzhou Labels',
    'Suzhou Jinhua Label Printing Co., Ltd.',
    '苏州金华标签印刷有限公司',
    '17 Xinghu Street, Suzhou Industrial Park, Suzhou',
    'Liu Yang',
    '+86 512 5555 0104',
    'Cheque',
    'paid',
  ),
  supplier(
    'S005',
    'Taishan Pulp',
    'Shandong Taishan Pulp & Paper Co., Ltd.',
    '山东泰山纸业有限公司',
    "200 Taishan Avenue, Tai'an, Shandong",
    'Zhang Wei',
    '+86 538 5555 0105',
    "Banker's acceptance",
    'late',
  ),
  supplier(
    'S006',
    'Yiwu Office',
    'Yiwu Hengda Office Supplies Trading Co., Ltd.',
    '义乌恒达办公用品贸易有限公司',
    'Block B, International Trade City, Yiwu, Zhejiang',
    'Huang Li',
    '+86 579 5555 0106',
    'Cash',
    'paid',
  ),
];

export const SAMPLE_CUSTOMERS: SamplePartner[] = [
  customer({
    code: 'C001',
    short_name: 'Metro Print',
    en: 'Shanghai Metro Printing Co., Ltd.',
    zh: '上海都市印刷有限公司',
    address: '455 Caobao Road, Xuhui District, Shanghai',
    contact_person: 'Li Na',
    contact_phone: '+86 21 5555 0201',
    method: 'Cheque',
    habit: 'current',
    buys: ['PAP-001', 'PAP-002', 'PAP-003', 'PAP-004', 'OTH-002'],
    weight: 3,
  }),
  customer({
    code: 'C002',
    short_name: 'Green Grocer',
    en: 'Hangzhou Green Grocer Supermarkets Co., Ltd.',
    zh: '杭州绿色超市连锁有限公司',
    address: '88 Wensan Road, Xihu District, Hangzhou',
    contact_person: 'Zhao Qiang',
    contact_phone: '+86 571 5555 0202',
    method: 'E-Transfer',
    habit: 'paid',
    buys: ['PKG-005', 'PAP-005', 'LBL-001', 'TAP-001', 'PKG-002'],
    weight: 2,
  }),
  customer({
    code: 'C003',
    short_name: 'Swift Logistics',
    en: 'Shenzhen Swift Logistics Co., Ltd.',
    zh: '深圳迅捷物流有限公司',
    address: '3 Pingshan Road, Nanshan District, Shenzhen',
    contact_person: 'Sun Hao',
    contact_phone: '+86 755 5555 0203',
    method: 'E-Transfer',
    habit: 'current',
    buys: ['PKG-001', 'PKG-002', 'PKG-003', 'PKG-004', 'TAP-001', 'TAP-002', 'LBL-001', 'PAP-004'],
    weight: 3,
  }),
  customer({
    code: 'C004',
    short_name: 'Lotus Bakery',
    en: 'Nanjing Lotus Bakery Co., Ltd.',
    zh: '南京莲花烘焙有限公司',
    address: '21 Hunan Road, Gulou District, Nanjing',
    contact_person: 'Xu Fang',
    contact_phone: '+86 25 5555 0204',
    method: 'Cash',
    habit: 'paid',
    buys: ['PKG-001', 'PKG-005', 'PAP-005', 'TAP-003'],
    weight: 1,
  }),
  customer({
    code: 'C005',
    short_name: 'Bright Stationery',
    en: 'Wuxi Bright Stationery Co., Ltd.',
    zh: '无锡明亮文具有限公司',
    address: '150 Zhongshan Road, Liangxi District, Wuxi',
    contact_person: 'He Jun',
    contact_phone: '+86 510 5555 0205',
    method: 'E-Transfer',
    habit: 'late',
    buys: ['PAP-001', 'PAP-002', 'LBL-002', 'TAP-003', 'OTH-001', 'OTH-002'],
    weight: 2,
  }),
  customer({
    code: 'C006',
    short_name: 'Harbor Foods',
    en: 'Qingdao Harbor Foods Co., Ltd.',
    zh: '青岛海港食品有限公司',
    address: '12 Xianggang Middle Road, Shinan District, Qingdao',
    contact_person: 'Ma Li',
    contact_phone: '+86 532 5555 0206',
    method: "Banker's acceptance",
    habit: 'overpaid',
    buys: ['PKG-002', 'PKG-004', 'TAP-001', 'LBL-001', 'PKG-005'],
    weight: 2,
  }),
  customer({
    code: 'C007',
    short_name: 'Jade Cosmetics',
    en: 'Xiamen Jade Cosmetics Co., Ltd.',
    zh: '厦门玉颜化妆品有限公司',
    address: '8 Lianhua Road, Siming District, Xiamen',
    contact_person: 'Lin Xue',
    contact_phone: '+86 592 5555 0207',
    method: 'E-Transfer',
    habit: 'paid',
    buys: ['PKG-001', 'PKG-003', 'LBL-002', 'LBL-001'],
    weight: 1,
  }),
  customer({
    code: 'C008',
    short_name: 'Skyline Electronics',
    en: 'Dongguan Skyline Electronics Co., Ltd.',
    zh: '东莞天际电子有限公司',
    address: '7 Songshan Lake Avenue, Dongguan, Guangdong',
    contact_person: 'Guo Peng',
    contact_phone: '+86 769 5555 0208',
    method: 'E-Transfer',
    habit: 'adjusted',
    buys: ['PKG-001', 'PKG-003', 'TAP-002', 'PKG-004', 'PKG-005'],
    weight: 2,
  }),
  customer({
    code: 'C009',
    short_name: 'Golden Leaf Tea',
    en: 'Fuzhou Golden Leaf Tea Co., Ltd.',
    zh: '福州金叶茶业有限公司',
    address: '56 Wusi Road, Gulou District, Fuzhou',
    contact_person: 'Wu Ting',
    contact_phone: '+86 591 5555 0209',
    method: 'E-Transfer',
    habit: 'none',
    buys: ['PAP-003', 'PKG-001', 'TAP-003', 'TAP-002'],
    weight: 1,
  }),
  customer({
    code: 'C010',
    short_name: 'Star Office',
    en: 'Beijing Star Office Services Co., Ltd.',
    zh: '北京星辰办公服务有限公司',
    address: '1 Jianguomenwai Avenue, Chaoyang District, Beijing',
    contact_person: 'Yang Bo',
    contact_phone: '+86 10 5555 0210',
    method: 'E-Transfer',
    habit: 'current',
    buys: ['PAP-001', 'PAP-002', 'PAP-005', 'LBL-002', 'OTH-001', 'OTH-002'],
    weight: 2,
  }),
];

function product(
  code: string,
  product_model: string,
  category: string,
  description: string,
  rest: Omit<SampleProduct, 'code' | 'product_model' | 'category' | 'remark'>,
): SampleProduct {
  return { code, product_model, category, remark: `${description} (${SAMPLE})`, ...rest };
}

const PAPER = 'Paper';
const PACKAGING = 'Packaging';
const TAPES = 'Tapes';
const OTHER = 'Other';

export const SAMPLE_PRODUCTS: SampleProduct[] = [
  product('PAP-001', 'A4 Copy Paper 80g', PAPER, 'A4 copy paper, 80 g/m2, 500 sheets a ream', {
    cost: '18.50',
    dp: 2,
    step: 10,
    buy: [25, 40],
    sell: [2, 8],
    salesPerMonth: [4, 6],
    suppliers: ['S001', 'S005'],
    end: 'normal',
  }),
  product('PAP-002', 'A3 Copy Paper 80g', PAPER, 'A3 copy paper, 80 g/m2, 500 sheets a ream', {
    cost: '37.20',
    dp: 2,
    step: 10,
    buy: [10, 16],
    sell: [1, 4],
    salesPerMonth: [2, 4],
    suppliers: ['S001'],
    end: 'normal',
  }),
  product('PAP-003', 'Kraft Roll 120g 1.2m', PAPER, 'Kraft paper roll, 120 g/m2, 1.2 m x 200 m', {
    cost: '268.00',
    dp: 2,
    step: 1,
    buy: [12, 20],
    sell: [2, 5],
    salesPerMonth: [2, 4],
    suppliers: ['S005'],
    end: 'low',
    low: 6,
  }),
  product('PAP-004', 'Newsprint Roll 45g', PAPER, 'Newsprint roll, 45 g/m2, 787 mm wide', {
    cost: '186.00',
    dp: 2,
    step: 1,
    buy: [15, 25],
    sell: [3, 7],
    salesPerMonth: [2, 3],
    suppliers: ['S005'],
    end: 'out',
  }),
  product('PAP-005', 'Tissue 3-Ply x10', PAPER, 'Facial tissue, 3-ply, pack of 10', {
    cost: '12.80',
    dp: 2,
    step: 20,
    buy: [15, 25],
    sell: [2, 6],
    salesPerMonth: [3, 5],
    suppliers: ['S001'],
    end: 'normal',
  }),
  product('PKG-001', 'Carton 5L 300x200x150', PACKAGING, 'Corrugated carton, 5 layers, 300 x 200 x 150 mm', {
    cost: '2.35',
    dp: 2,
    step: 50,
    buy: [30, 50],
    sell: [4, 12],
    salesPerMonth: [4, 7],
    suppliers: ['S002'],
    end: 'normal',
  }),
  product('PKG-002', 'Carton 3L 400x300x250', PACKAGING, 'Corrugated carton, 3 layers, 400 x 300 x 250 mm', {
    cost: '1.95',
    dp: 2,
    step: 50,
    buy: [25, 40],
    sell: [4, 10],
    salesPerMonth: [3, 5],
    suppliers: ['S002'],
    end: 'normal',
  }),
  product('PKG-003', 'Bubble Wrap 1.2m x 50m', PACKAGING, 'Bubble wrap roll, 1.2 m x 50 m', {
    cost: '48.00',
    dp: 2,
    step: 1,
    buy: [20, 30],
    sell: [3, 8],
    salesPerMonth: [3, 4],
    suppliers: ['S002'],
    end: 'low',
    low: 4,
  }),
  product('PKG-004', 'Stretch Film 500mm', PACKAGING, 'Stretch film, 500 mm x 300 m, carton of 6 rolls', {
    cost: '36.50',
    dp: 2,
    step: 6,
    buy: [8, 14],
    sell: [1, 4],
    salesPerMonth: [3, 4],
    suppliers: ['S003', 'S002'],
    end: 'out',
  }),
  product('PKG-005', 'PE Zip Bag 30x40 x100', PACKAGING, 'PE zip bag, 30 x 40 cm, pack of 100', {
    cost: '9.60',
    dp: 2,
    step: 10,
    buy: [20, 30],
    sell: [2, 6],
    salesPerMonth: [3, 5],
    suppliers: ['S002'],
    end: 'normal',
  }),
  product(
    'TAP-001',
    'Packing Tape Clear 48mm',
    TAPES,
    'Clear packing tape, 48 mm x 100 m, 36 rolls a carton',
    {
      cost: '3.20',
      dp: 2,
      step: 36,
      buy: [15, 25],
      sell: [2, 6],
      salesPerMonth: [4, 6],
      suppliers: ['S003'],
      end: 'normal',
    },
  ),
  product(
    'TAP-002',
    'Packing Tape Brown 48mm',
    TAPES,
    'Brown packing tape, 48 mm x 100 m, 36 rolls a carton',
    {
      cost: '3.35',
      dp: 2,
      step: 36,
      buy: [10, 18],
      sell: [1, 5],
      salesPerMonth: [3, 5],
      suppliers: ['S003'],
      end: 'normal',
    },
  ),
  product('TAP-003', 'Masking Tape 24mm', TAPES, 'Masking tape, 24 mm x 50 m, 24 rolls a carton', {
    cost: '1.65',
    dp: 2,
    step: 24,
    buy: [10, 16],
    sell: [1, 5],
    salesPerMonth: [2, 4],
    suppliers: ['S003', 'S006'],
    end: 'normal',
  }),
  product('LBL-001', 'Thermal Label 100x150', TAPES, 'Thermal shipping label, 100 x 150 mm, 500 a roll', {
    cost: '0.0385',
    dp: 4,
    step: 500,
    buy: [40, 60],
    sell: [4, 16],
    salesPerMonth: [4, 6],
    suppliers: ['S004'],
    end: 'normal',
  }),
  product('LBL-002', 'A4 Label Sheet 24-up x100', TAPES, 'A4 label sheets, 24 labels a sheet, pack of 100', {
    cost: '22.00',
    dp: 2,
    step: 1,
    buy: [25, 40],
    sell: [3, 10],
    salesPerMonth: [2, 4],
    suppliers: ['S004'],
    end: 'low',
    low: 7,
  }),
  product('OTH-001', 'Heavy-Duty Stapler', OTHER, 'Heavy-duty stapler, 200 sheets', {
    cost: '38.00',
    dp: 2,
    step: 1,
    buy: [20, 30],
    sell: [2, 6],
    salesPerMonth: [2, 3],
    suppliers: ['S006'],
    end: 'out',
  }),
  product('OTH-002', 'Marker Black x12', OTHER, 'Permanent marker, black, box of 12', {
    cost: '14.40',
    dp: 2,
    step: 5,
    buy: [10, 20],
    sell: [1, 4],
    salesPerMonth: [2, 4],
    suppliers: ['S006'],
    end: 'normal',
  }),
  product(
    'OTH-003',
    'Desk Organizer 3-Tier',
    OTHER,
    'Desk organizer, 3 tiers; new item, first delivery pending',
    {
      cost: '45.00',
      dp: 2,
      step: 1,
      buy: [10, 10],
      sell: [1, 1],
      salesPerMonth: [0, 0],
      suppliers: ['S006'],
      end: 'never',
    },
  ),
];

export const SAMPLE_USERS = [
  { username: 'editor', password: 'sample-editor-1', role: 'editor', display_name: 'Sample Editor' },
  { username: 'viewer', password: 'sample-viewer-1', role: 'reader', display_name: 'Sample Viewer' },
] as const;

const OUTBOUND_REMARKS = ['Urgent delivery', 'Customer pickup', 'Delivered in two shipments', 'Repeat order'];
const INBOUND_REMARKS = [
  'Partial delivery, rest next week',
  'Price confirmed by phone',
  'Checked on arrival',
];

// ---- plan -----------------------------------------------------------------------------------------

export interface PlannedPrice {
  partner: SamplePartner;
  product: SampleProduct;
  unit_price: string;
  effective_date: string;
}

/**
 * A record to add: its partner and product, the record's own fields as the trade service takes them, and
 * the document it is a line of (records of one document are next to each other in the plan).
 */
export interface PlannedRecord extends Pick<TradeRecordInput, PlannedField> {
  direction: Direction;
  partner: SamplePartner;
  product: SampleProduct;
  document: number;
}

type PlannedField =
  | 'date'
  | 'quantity'
  | 'unit_price'
  | 'invoice_date'
  | 'invoice_number'
  | 'order_number'
  | 'invoice_image_url'
  | 'remark';

export interface PlannedPayment {
  /** Inbound: payable to a supplier; outbound: receivable from a customer. */
  direction: Direction;
  partner: SamplePartner;
  amount: string;
  pay_date: string;
  pay_method: PayMethod;
  /** Cash payments go through the till; every other method through the bank. */
  account: 'cash' | 'bank';
  remark: string;
}

/** The sample's bank account, beside the default Cash account every database has. */
export const SAMPLE_BANK = { name: 'Bank of Commerce', kind: 'bank' as const, remark: 'Current account' };

/** What the company held on its first day: a float in the till and its capital in the bank. */
export const SAMPLE_OPENING_BALANCES = { cash: '5000.00', bank: '80000.00' } as const;

/** Money of the company's own, in date order: expenses and other income, and moves of cash to the bank. */
export interface PlannedCashEntry {
  kind: 'income' | 'expense';
  date: string;
  /** Null: the default Cash account. */
  account: 'cash' | 'bank';
  category: string;
  amount: string;
  remark: string | null;
}

export interface PlannedTransfer {
  date: string;
  /** Cash taken to the bank, or drawn from it for the till. */
  from: 'cash' | 'bank';
  amount: string;
  remark: string;
}

/** An order of the last days: its lines at the partner's price, and what of it was delivered today. */
export interface PlannedOrder {
  direction: Direction;
  partner: SamplePartner;
  date: string;
  delivery_date: string;
  remark: string | null;
  lines: { product: SampleProduct; quantity: number; unit_price: string }[];
  /** Quantities delivered (received) today of its first lines, in line order; empty: still open. */
  delivered: number[];
}

export interface SamplePlan {
  from: string;
  to: string;
  prices: PlannedPrice[];
  /** In date order (inbound first on a day), so every write takes the cost engine's fast path. */
  records: PlannedRecord[];
  payments: PlannedPayment[];
  cashEntries: PlannedCashEntry[];
  transfers: PlannedTransfer[];
  orders: PlannedOrder[];
}

const SEED = 20250101;

interface Month {
  /** YYYY-MM-01 */
  start: string;
  /** YYYYMM, for document numbers. */
  tag: string;
  /** Days that may carry data: the whole month, or up to today in the current one. */
  days: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function ymd(year: number, month0: number, day: number): string {
  const d = new Date(Date.UTC(year, month0, day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return ymd(y, m - 1, d + days);
}

/** The `count` calendar months ending with the month of `today`, oldest first. */
function monthsEnding(today: string, count: number): Month[] {
  const [y, m, d] = today.split('-').map(Number);
  const months: Month[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const start = ymd(y, m - 1 - back, 1);
    const [sy, sm] = start.split('-').map(Number);
    const length = new Date(Date.UTC(sy, sm, 0)).getUTCDate();
    months.push({ start, tag: `${sy}${pad(sm)}`, days: back === 0 ? d : length });
  }
  return months;
}

/**
 * Time on the plan's line: month index + fraction of the month. Maps monotonically onto a date of
 * that month no later than today, so the planned order of events survives the mapping (events of
 * one day may merge; the cost engine then takes inbound first, which only raises the stock).
 */
function dateAt(months: Month[], t: number): string {
  const index = Math.min(months.length - 1, Math.max(0, Math.floor(t)));
  const month = months[index];
  const fraction = Math.min(Math.max(t - index, 0), 0.999999);
  return addDays(month.start, Math.min(month.days - 1, Math.floor(fraction * month.days)));
}

const monthIndexOf = (months: Month[], date: string) =>
  months.findIndex((m) => m.start.slice(0, 7) === date.slice(0, 7));

function scaled(value: Decimal.Value, factor: number, dp: number): string {
  return new Decimal(value)
    .times(new Decimal(factor.toFixed(4)))
    .toDecimalPlaces(dp, Decimal.ROUND_HALF_UP)
    .toFixed(dp);
}

interface Event {
  t: number;
  direction: Direction;
  partner: SamplePartner;
  product: SampleProduct;
  quantity: number;
  extras: { order: boolean; invoice: boolean; image: boolean; invoiceDelay: number; remark: string | null };
}

export interface PlanOptions {
  /** Calendar months of data, ending with the current one. */
  months: number;
  /** YYYY-MM-DD: the last day that may carry data. */
  today: string;
}

/** The whole sample: prices, records and payments. Same options, same plan. */
export function planSampleCompany(options: PlanOptions): SamplePlan {
  const random = seededRandom(SEED);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const months = monthsEnding(options.today, options.months);
  const last = months.length - 1;
  const suppliers = new Map(SAMPLE_SUPPLIERS.map((s) => [s.code, s]));

  // Prices: one list from the month before the period, a revised one from its middle.
  const firstEffective = addDays(months[0].start, -1).slice(0, 8) + '01';
  const revised = months.length > 1 ? months[Math.ceil(months.length / 2)].start : dateAt(months, 0.5);
  const prices: PlannedPrice[] = [];
  const priceOf = new Map<string, [string, string]>();
  const addPrices = (partner: SamplePartner, item: SampleProduct, first: string, second: string) => {
    priceOf.set(`${partner.code}/${item.code}`, [first, second]);
    prices.push({ partner, product: item, unit_price: first, effective_date: firstEffective });
    prices.push({ partner, product: item, unit_price: second, effective_date: revised });
  };
  for (const item of SAMPLE_PRODUCTS) {
    for (const code of item.suppliers) {
      const first = scaled(item.cost, 0.97 + 0.06 * random(), item.dp);
      addPrices(suppliers.get(code)!, item, first, scaled(first, 0.97 + 0.09 * random(), item.dp));
    }
  }
  for (const buyer of SAMPLE_CUSTOMERS) {
    for (const code of buyer.buys ?? []) {
      const item = SAMPLE_PRODUCTS.find((p) => p.code === code)!;
      const first = scaled(item.cost, 1.18 + 0.22 * random(), item.dp);
      addPrices(buyer, item, first, scaled(first, 1 + 0.06 * random(), item.dp));
    }
  }

  // Records: each product's history on the plan's time line, its stock kept at or above zero.
  const events: Event[] = [];
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const push = (
    t: number,
    direction: Direction,
    partner: SamplePartner,
    item: SampleProduct,
    quantity: number,
  ) => {
    const inbound = direction === Direction.Inbound;
    const extras = {
      order: random() < (inbound ? 0.85 : 0.75),
      invoice: random() < (inbound ? 0.7 : 0.55),
      image: random() < 0.6,
      invoiceDelay: between(0, 3),
      remark: random() < 0.1 ? pick(inbound ? INBOUND_REMARKS : OUTBOUND_REMARKS) : null,
    };
    events.push({ t, direction, partner, product: item, quantity, extras });
  };
  const pickWeighted = (partners: SamplePartner[]): SamplePartner => {
    const total = partners.reduce((sum, p) => sum + (p.weight ?? 1), 0);
    let r = random() * total;
    for (const p of partners) {
      r -= p.weight ?? 1;
      if (r < 0) return p;
    }
    return partners[partners.length - 1];
  };

  for (const item of SAMPLE_PRODUCTS) {
    if (item.end === 'never') continue;
    const buyers = SAMPLE_CUSTOMERS.filter((c) => c.buys?.includes(item.code));
    const source = () => suppliers.get(random() < 0.8 ? item.suppliers[0] : pick(item.suppliers))!;
    const purchase = (t: number) => {
      const quantity = item.step * between(...item.buy);
      push(t, Direction.Inbound, source(), item, quantity);
      return quantity;
    };
    const monthly =
      (item.step * (item.sell[0] + item.sell[1]) * (item.salesPerMonth[0] + item.salesPerMonth[1])) / 4;
    const floor = item.end === 'low' ? item.low! : 0;
    let stock = 0;
    for (let m = 0; m <= last; m++) {
      const closing = m === last && item.end !== 'normal';
      const restock = random() * 0.1;
      // A purchase early in the month when stock runs short; a product running out is not restocked.
      if (stock < monthly && !(closing && stock > floor)) {
        stock += purchase(m + 0.02 + restock);
      }
      const count = between(...item.salesPerMonth);
      const times = Array.from({ length: count }, () => m + 0.12 + random() * 0.8).sort((a, b) => a - b);
      for (const t of times) {
        let quantity = item.step * between(...item.sell);
        const buyer = pickWeighted(buyers);
        if (closing) {
          // The product is running out: sell what is left above the floor, no rush orders.
          quantity = Math.min(quantity, stock - floor);
        } else if (quantity > stock) {
          stock += purchase(t - 0.004);
        }
        if (quantity <= 0) continue;
        push(t, Direction.Outbound, buyer, item, quantity);
        stock -= quantity;
      }
    }
    // The end state: sold out, low, or a comfortable stock.
    const endBuyer = pickWeighted(buyers);
    if (item.end === 'normal' && stock < 10 * item.step) stock += purchase(last + 0.93);
    if (item.end === 'low' && stock <= floor) stock += purchase(last + 0.93);
    if (item.end !== 'normal' && stock > floor) {
      push(last + 0.96, Direction.Outbound, endBuyer, item, stock - floor);
      stock = floor;
    }
  }

  const records = toRecords(events, months, priceOf, revised, options.today);
  const payments = planPayments(records, months, random);
  const { cashEntries, transfers } = planMoney(months, payments, random);
  const orders = planOrders(records, priceOf, revised, options.today);
  return {
    from: months[0].start,
    to: options.today,
    prices,
    records,
    payments,
    cashEntries,
    transfers,
    orders,
  };
}

/**
 * Each month: rent, utilities and wages paid, bank charges and interest; and on the 15th the till is
 * brought back to its float: what is above it taken to the bank in whole thousands, what is missing
 * drawn from the bank.
 */
function planMoney(months: Month[], payments: PlannedPayment[], random: () => number) {
  const cashEntries: PlannedCashEntry[] = [];
  const settleDays: string[] = [];
  for (const month of months) {
    const on = (day: number) => (day <= month.days ? addDays(month.start, day - 1) : null);
    const name = month.start.slice(0, 7);
    const entry = (day: number, fields: Omit<PlannedCashEntry, 'date'>) => {
      const date = on(day);
      if (date) cashEntries.push({ date, ...fields });
    };
    entry(1, {
      kind: 'expense',
      account: 'bank',
      category: 'Rent',
      amount: '3000.00',
      remark: `Warehouse rent ${name}`,
    });
    const utilities = (380 + Math.floor(random() * 260)).toFixed(2);
    entry(10, { kind: 'expense', account: 'cash', category: 'Utilities', amount: utilities, remark: null });
    const settleDay = on(15);
    if (settleDay) settleDays.push(settleDay);
    entry(25, {
      kind: 'expense',
      account: 'bank',
      category: 'Wages',
      amount: '8000.00',
      remark: `Wages ${name}`,
    });
    entry(28, { kind: 'expense', account: 'bank', category: 'Bank charges', amount: '15.00', remark: null });
    entry(28, { kind: 'income', account: 'bank', category: 'Interest', amount: '12.50', remark: null });
  }
  cashEntries.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { cashEntries, transfers: planTillTransfers(settleDays, payments, cashEntries) };
}

/** The transfers that bring the till back to its float on each settling day (see planMoney). */
function planTillTransfers(
  settleDays: string[],
  payments: PlannedPayment[],
  cashEntries: PlannedCashEntry[],
): PlannedTransfer[] {
  const float = new Decimal(SAMPLE_OPENING_BALANCES.cash);
  const tillFlows = [
    ...payments
      .filter((p) => p.account === 'cash')
      .map((p) => ({
        date: p.pay_date,
        amount: new Decimal(p.amount).times(p.direction === Direction.Outbound ? 1 : -1),
      })),
    ...cashEntries
      .filter((e) => e.account === 'cash')
      .map((e) => ({ date: e.date, amount: new Decimal(e.amount).times(e.kind === 'income' ? 1 : -1) })),
  ];
  const transfers: PlannedTransfer[] = [];
  let moved = new Decimal(0);
  for (const date of settleDays) {
    const till = tillFlows
      .filter((f) => f.date <= date)
      .reduce((sum, f) => sum.plus(f.amount), float.plus(moved));
    const excess = till.minus(float);
    const amount = excess.gt(0)
      ? excess.div(1000).floor().times(1000)
      : excess.neg().div(1000).ceil().times(1000);
    if (amount.isZero()) continue;
    const banked = excess.gt(0);
    transfers.push({
      date,
      from: banked ? 'cash' : 'bank',
      amount: amount.toFixed(2),
      remark: banked ? 'Cash paid into the bank' : 'Cash drawn for the till',
    });
    moved = banked ? moved.minus(amount) : moved.plus(amount);
  }
  return transfers;
}

/**
 * Orders of the last days: two sales orders of a customer who owes already (one partly delivered today,
 * one overdue), and a purchase order to restock a product running low. Deliveries take only from
 * products with ample stock, so the sample's out-of-stock and low products stay as they are.
 */
function planOrders(
  records: PlannedRecord[],
  priceOf: Map<string, [string, string]>,
  revised: string,
  today: string,
): PlannedOrder[] {
  const stock = new Map<string, number>();
  for (const r of records) {
    const sign = r.direction === Direction.Inbound ? 1 : -1;
    stock.set(r.product.code, (stock.get(r.product.code) ?? 0) + sign * r.quantity);
  }
  const price = (partner: SamplePartner, item: SampleProduct) =>
    pricedOn(priceOf.get(`${partner.code}/${item.code}`)!, today, revised);
  const customer = SAMPLE_CUSTOMERS.find((c) => c.habit === 'current' && (c.buys?.length ?? 0) >= 2)!;
  const ample = SAMPLE_PRODUCTS.filter(
    (p) => p.end === 'normal' && customer.buys!.includes(p.code) && (stock.get(p.code) ?? 0) >= 12 * p.step,
  ).slice(0, 2);
  const lowItem = SAMPLE_PRODUCTS.find((p) => p.end === 'low')!;
  const supplier = SAMPLE_SUPPLIERS.find((s) => s.code === lowItem.suppliers[0])!;
  const orders: PlannedOrder[] = [];
  if (ample.length === 2) {
    const [first, second] = ample;
    orders.push({
      direction: Direction.Outbound,
      partner: customer,
      date: addDays(today, -3),
      delivery_date: addDays(today, 7),
      remark: 'Deliver in two parts',
      lines: [
        { product: first, quantity: 2 * first.step, unit_price: price(customer, first) },
        { product: second, quantity: 3 * second.step, unit_price: price(customer, second) },
      ],
      delivered: [2 * first.step],
    });
    orders.push({
      direction: Direction.Outbound,
      partner: customer,
      date: addDays(today, -12),
      delivery_date: addDays(today, -2),
      remark: null,
      lines: [{ product: second, quantity: 2 * second.step, unit_price: price(customer, second) }],
      delivered: [],
    });
  }
  orders.push({
    direction: Direction.Inbound,
    partner: supplier,
    date: addDays(today, -1),
    delivery_date: addDays(today, 10),
    remark: 'Restock',
    lines: [{ product: lowItem, quantity: 20 * lowItem.step, unit_price: price(supplier, lowItem) }],
    delivered: [],
  });
  return orders;
}

function pricedOn(prices: [string, string], date: string, revised: string): string {
  return date >= revised ? prices[1] : prices[0];
}

/**
 * A partner's purchases or sales of other products within this span of the plan's time line (months:
 * about four days) are one document...
 */
const DOCUMENT_SPAN = 0.13;
/** ...of at most this many lines. */
const DOCUMENT_LINES = 5;

type DatedEvent = Event & { date: string };

/**
 * Events as documents: a partner's events of one direction within DOCUMENT_SPAN of the document's first,
 * each of another product, are its lines. A sale's lines go to the date of its last, a purchase's to
 * that of its first: a sale made later and goods bought earlier never take the stock below what the
 * product's plan kept. Grouped on the time line, not by calendar days, so that the same plan on another
 * calendar has the same documents.
 */
function toDocuments(dated: DatedEvent[]): { date: string; events: DatedEvent[] }[] {
  const documents: DatedEvent[][] = [];
  const open = new Map<string, DatedEvent[]>();
  for (const e of dated) {
    const key = `${e.direction}/${e.partner.code}`;
    const current = open.get(key);
    if (
      current &&
      e.t <= current[0].t + DOCUMENT_SPAN &&
      current.length < DOCUMENT_LINES &&
      !current.some((line) => line.product === e.product)
    ) {
      current.push(e);
    } else {
      const started = [e];
      documents.push(started);
      open.set(key, started);
    }
  }
  return documents
    .map((events) => ({
      date: events[events[0].direction === Direction.Outbound ? events.length - 1 : 0].date,
      events,
    }))
    .sort((a, b) =>
      a.date < b.date ? -1 : a.date > b.date ? 1 : a.events[0].direction - b.events[0].direction,
    );
}

/** Events onto dates, grouped into documents in history order, with prices in force and numbers per month. */
function toRecords(
  events: Event[],
  months: Month[],
  priceOf: Map<string, [string, string]>,
  revised: string,
  today: string,
): PlannedRecord[] {
  const dated = events
    .map((e) => ({ ...e, date: dateAt(months, e.t) }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.direction - b.direction || a.t - b.t));
  const sequence = new Map<string, number>();
  const next = (prefix: string, date: string) => {
    const key = `${prefix}-${date.slice(0, 4)}${date.slice(5, 7)}`;
    const n = (sequence.get(key) ?? 0) + 1;
    sequence.set(key, n);
    return `${key}-${pad(n, 3)}`;
  };
  return toDocuments(dated).flatMap(({ date, events: lines }, document): PlannedRecord[] => {
    // The header's fields are the first line's.
    const { direction, partner, extras } = lines[0];
    const inbound = direction === Direction.Inbound;
    const invoiceNumber = extras.invoice ? next(inbound ? 'SI' : 'INV', date) : null;
    const invoiceDate = invoiceNumber ? addDays(date, extras.invoiceDelay) : null;
    const orderNumber = extras.order ? next(inbound ? 'PO' : 'SO', date) : null;
    return lines.map((e) => ({
      direction,
      partner,
      product: e.product,
      document,
      date,
      quantity: e.quantity,
      unit_price: pricedOn(priceOf.get(`${partner.code}/${e.product.code}`)!, date, revised),
      invoice_date: invoiceDate && invoiceDate > today ? today : invoiceDate,
      invoice_number: invoiceNumber,
      order_number: orderNumber,
      invoice_image_url:
        invoiceNumber && extras.image ? `https://example.com/invoices/${invoiceNumber}.png` : null,
      remark: extras.remark,
    }));
  });
}

/**
 * Payments from each partner's monthly totals and habit: a month is settled in the next one, the
 * last two months are what `current` and `late` partners still owe.
 */
function planPayments(records: PlannedRecord[], months: Month[], random: () => number): PlannedPayment[] {
  const last = months.length - 1;
  const planned: { t: number; payment: Omit<PlannedPayment, 'pay_date'> }[] = [];
  for (const partner of [...SAMPLE_SUPPLIERS, ...SAMPLE_CUSTOMERS]) {
    const direction = partner.type === PartnerType.Supplier ? Direction.Inbound : Direction.Outbound;
    const totals = months.map(() => new Decimal(0));
    for (const r of records) {
      if (r.partner !== partner) continue;
      const m = monthIndexOf(months, r.date);
      totals[m] = totals[m].plus(new Decimal(r.unit_price).times(r.quantity));
    }
    const pay = (t: number, amount: Decimal, remark: string, method: PayMethod = partner.method) => {
      if (!amount.isZero()) {
        planned.push({
          t,
          payment: {
            direction,
            partner,
            amount: amount.toFixed(2),
            pay_method: method,
            account: method === 'Cash' ? 'cash' : 'bank',
            remark,
          },
        });
      }
    };
    const settleTime = (m: number) => m + 1 + 0.2 + random() * 0.4;
    const monthName = (m: number) => months[m].start.slice(0, 7);
    const { habit } = partner;
    if (habit === 'none') continue;

    if (habit === 'paid' || habit === 'overpaid') {
      for (let m = 0; m < last; m++) pay(settleTime(m), totals[m], `Settlement for ${monthName(m)}`);
      pay(last + 0.99, totals[last], 'Balance settled');
      if (habit === 'overpaid') {
        pay(last + 0.97, new Decimal('3000.00'), 'Advance payment for next month', "Banker's acceptance");
      }
      continue;
    }
    // current, late, adjusted: the months before the last two are settled.
    for (let m = 0; m < last - 1; m++) pay(settleTime(m), totals[m], `Settlement for ${monthName(m)}`);
    if (habit === 'late') continue;
    const part = Math.max(last - 1, 0);
    const partTime = part === last ? last + 0.9 : settleTime(part);
    pay(partTime, totals[part].div(2).floor(), `Part payment for ${monthName(part)}`);
    if (habit === 'adjusted') {
      pay(
        partTime + 0.01,
        new Decimal('-25.00'),
        'Adjustment: bank charges deducted from the transfer',
        'Other',
      );
    }
  }
  return planned
    .map(({ t, payment }) => ({ ...payment, pay_date: dateAt(months, t), t }))
    .sort((a, b) => (a.pay_date < b.pay_date ? -1 : a.pay_date > b.pay_date ? 1 : a.t - b.t))
    .map(({ t: _t, ...payment }) => payment);
}
