import { Direction } from '../../../common/side';
import { Translate } from '../../../locales';
import { RecordLine } from '../../trade/trade-records.queries';
import { CellInput, ColumnSpec } from '../xlsx/xlsx-writer';

/** The API's names for a direction's partner and date fields (supplier/inbound or customer/outbound). */
export function sideFields(direction: Direction) {
  return direction === Direction.Inbound
    ? ({
        code: 'field.supplier_code',
        shortName: 'field.supplier_short_name',
        fullName: 'field.supplier_full_name',
        date: 'field.inbound_date',
        entry: 'entry.inbound',
      } as const)
    : ({
        code: 'field.customer_code',
        shortName: 'field.customer_short_name',
        fullName: 'field.customer_full_name',
        date: 'field.outbound_date',
        entry: 'entry.outbound',
      } as const);
}

/** Every field of an inbound or outbound record (spec section 3), in the order of the spec. */
export function fullRecordColumns(direction: Direction, t: Translate): ColumnSpec[] {
  const f = sideFields(direction);
  return [
    { header: t('field.id'), kind: 'id' },
    { header: t(f.code), kind: 'code' },
    { header: t(f.shortName), kind: 'text', width: 18 },
    { header: t(f.fullName), kind: 'name', width: 30 },
    { header: t('field.product_code'), kind: 'code' },
    { header: t('field.product_model'), kind: 'name', width: 22 },
    { header: t('field.product_category'), kind: 'text', width: 14 },
    { header: t(f.date), kind: 'date' },
    { header: t('field.quantity'), kind: 'quantity' },
    { header: t('field.unit_price'), kind: 'unitPrice' },
    { header: t('field.total_price'), kind: 'total' },
    { header: t('field.invoice_date'), kind: 'date' },
    { header: t('field.invoice_number'), kind: 'code', width: 16 },
    { header: t('field.order_number'), kind: 'code', width: 16 },
    { header: t('field.invoice_image_url'), kind: 'longText', width: 30 },
    { header: t('field.remark'), kind: 'longText' },
  ];
}

export function fullRecordCells(r: RecordLine): CellInput[] {
  return [
    r.id,
    r.partner_code,
    r.partner_short_name,
    r.partner_full_name,
    r.product_code,
    r.product_model,
    r.product_category,
    r.record_date,
    r.quantity,
    r.unit_price,
    r.total_price,
    r.invoice_date,
    r.invoice_number,
    r.order_number,
    r.invoice_image_url,
    r.remark,
  ];
}

/** Index of the quantity and total price columns in fullRecordColumns (for the totals row). */
export const FULL_RECORD_QUANTITY = 8;
export const FULL_RECORD_TOTAL = 10;
