import type { TradeBatchSet } from '../../services/types';
import { toDateString } from '../../utils/format';

/**
 * The `set` of a batch change from the dialog's fields: the ones filled in (trimmed), or null when none
 * is; an empty field leaves that field of the records as it is.
 */
export function batchSet(values: TradeBatchSet): TradeBatchSet | null {
  const set: TradeBatchSet = {};
  const invoiceNumber = values.invoice_number?.trim();
  const invoiceDate = toDateString(values.invoice_date);
  const orderNumber = values.order_number?.trim();
  const remark = values.remark?.trim();
  if (invoiceNumber) set.invoice_number = invoiceNumber;
  if (invoiceDate) set.invoice_date = invoiceDate;
  if (orderNumber) set.order_number = orderNumber;
  if (remark) set.remark = remark;
  return Object.keys(set).length > 0 ? set : null;
}
