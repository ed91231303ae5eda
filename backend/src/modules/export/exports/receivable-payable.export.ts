import { Injectable } from '@nestjs/common';
import { Locale, Translate, translator } from '../../../locales';
import { BalanceRow, LedgerQueries } from '../../ledger/ledger.queries';
import { Side, PAYABLE, RECEIVABLE } from '../../../common/side';
import { ReceivablePayableExportDto } from '../dto/export.dto';
import { ExportJob } from '../export-job';
import { DateRange, ExportQueries } from '../export.queries';
import { exportFileName } from '../xlsx/file-name';
import { XlsxWriter } from '../xlsx/xlsx-writer';
import { assertRange, pump, Sum } from './common';
import { sideFields } from './record-columns';

/**
 * Receivables and payables: per side a summary sheet (one row per partner, exactly the rows and figures
 * of the receivable/payable page, from the same LedgerQueries, with records (and opening balances)
 * limited to the outbound range and payments to the payment range), then the record lines (opening
 * balances among them) and the payment lines behind it.
 */
@Injectable()
export class ReceivablePayableExport {
  constructor(
    private readonly queries: ExportQueries,
    private readonly ledger: LedgerQueries,
  ) {}

  prepare(dto: ReceivablePayableExportDto, locale: Locale): ExportJob {
    assertRange(dto.outboundFrom, dto.outboundTo, 'outboundFrom', 'outboundTo');
    assertRange(dto.paymentFrom, dto.paymentTo, 'paymentFrom', 'paymentTo');
    const t = translator(locale);
    const records = { from: dto.outboundFrom, to: dto.outboundTo };
    const payments = { from: dto.paymentFrom, to: dto.paymentTo };
    return {
      file: exportFileName('receivable-payable'),
      write: async (xlsx) => {
        for (const side of [RECEIVABLE, PAYABLE]) await this.side(xlsx, side, records, payments, t);
      },
    };
  }

  private async side(
    xlsx: XlsxWriter,
    side: Side,
    recordRange: DateRange,
    paymentRange: DateRange,
    t: Translate,
  ): Promise<void> {
    const receivable = side === RECEIVABLE;
    const f = sideFields(side.direction);
    // The page's rows: every partner of the side, balance descending.
    const rows = await this.ledger.balanceRows(side, { records: recordRange, payments: paymentRange });
    // The same partners by short name, with their balance over all dates (what the page shows today).
    const partners = await this.ledger.balanceRows(side, {}, { sort: { key: 'short_name', order: 'ASC' } });
    const current = new Map(partners.map((row): [number, number] => [row.partner_id, row.balance]));

    const summary = await xlsx.table(
      t(receivable ? 'sheet.receivableSummary' : 'sheet.payableSummary'),
      [
        { header: t(f.code), kind: 'code' },
        { header: t(f.shortName), kind: 'text', width: 18 },
        { header: t(f.fullName), kind: 'name', width: 32 },
        { header: t(receivable ? 'field.total_receivable' : 'field.total_payable'), kind: 'total' },
        { header: t('field.total_paid'), kind: 'money' },
        { header: t('field.balance'), kind: 'total' },
        { header: t('field.last_payment_date'), kind: 'date', width: 14 },
        { header: t('field.last_payment_method'), kind: 'text' },
        { header: t('col.current_balance'), kind: 'total' },
      ],
      {
        printTitle: `${t(receivable ? 'sheet.receivableSummary' : 'sheet.payableSummary')}  ${rangeText(recordRange)}`,
      },
    );
    const sums = [new Sum(), new Sum(), new Sum(), new Sum()];
    for (const row of rows) {
      const now = current.get(row.partner_id) ?? 0;
      [row.total, row.paid, row.balance, now].forEach((value, i) => sums[i].add(value));
      summary.add([
        row.code,
        row.short_name,
        row.full_name,
        row.total,
        row.paid,
        row.balance,
        row.last_payment_date,
        row.last_payment_method,
        now,
      ]);
    }
    const [total, paid, balance, now] = sums.map((s) => s.toNumber());
    summary.total([null, t('label.total'), null, total, paid, balance, null, null, now]);

    await this.recordSheet(xlsx, side, partners, recordRange, t);
    await this.paymentSheet(xlsx, side, partners, paymentRange, t);
  }

  /**
   * The records behind the totals, partner by partner (short name), oldest first; a partner's opening
   * balance dated in the range (part of its total) comes first, as a line of its own.
   */
  private async recordSheet(
    xlsx: XlsxWriter,
    side: Side,
    partners: BalanceRow[],
    range: DateRange,
    t: Translate,
  ): Promise<void> {
    const f = sideFields(side.direction);
    const sheet = await xlsx.table(
      t(side === RECEIVABLE ? 'sheet.receivableRecords' : 'sheet.payableRecords'),
      [
        { header: t('field.id'), kind: 'id' },
        { header: t(f.code), kind: 'code' },
        { header: t(f.shortName), kind: 'text', width: 18 },
        { header: t(f.date), kind: 'date' },
        { header: t('field.product_code'), kind: 'code' },
        { header: t('field.product_model'), kind: 'name', width: 22 },
        { header: t('field.quantity'), kind: 'quantity' },
        { header: t('field.unit_price'), kind: 'unitPrice' },
        { header: t('field.total_price'), kind: 'total' },
        { header: t('field.invoice_date'), kind: 'date' },
        { header: t('field.invoice_number'), kind: 'code', width: 16 },
        { header: t('field.order_number'), kind: 'code', width: 16 },
        { header: t('field.remark'), kind: 'longText', width: 30 },
      ],
    );
    const quantity = new Sum();
    const total = new Sum();
    const openings = await this.ledger.openingBalancesIn(side, range);
    for (const partner of partners) {
      const opening = openings.get(partner.partner_id);
      if (opening) {
        total.add(opening.amount);
        sheet.add([
          null,
          partner.code,
          partner.short_name,
          opening.date,
          null,
          t('entry.openingEntered'),
          null,
          null,
          opening.amount,
        ]);
      }
      await pump(
        sheet,
        this.queries.records({ direction: side.direction, partnerId: partner.partner_id, range }),
        (r) => [
          r.id,
          r.partner_code,
          r.partner_short_name,
          r.record_date,
          r.product_code,
          r.product_model,
          r.quantity,
          r.unit_price,
          r.total_price,
          r.invoice_date,
          r.invoice_number,
          r.order_number,
          r.remark,
        ],
        (r) => {
          quantity.add(r.quantity);
          total.add(r.total_price);
        },
      );
    }
    sheet.total([
      null,
      null,
      t('label.total'),
      null,
      null,
      null,
      quantity.toNumber(),
      null,
      total.toNumber(),
    ]);
  }

  /** The payments behind the totals, partner by partner (short name), oldest first. */
  private async paymentSheet(
    xlsx: XlsxWriter,
    side: Side,
    partners: BalanceRow[],
    range: DateRange,
    t: Translate,
  ): Promise<void> {
    const f = sideFields(side.direction);
    const sheet = await xlsx.table(
      t(side === RECEIVABLE ? 'sheet.receivablePayments' : 'sheet.payablePayments'),
      [
        { header: t('field.id'), kind: 'id' },
        { header: t(f.code), kind: 'code' },
        { header: t(f.shortName), kind: 'text', width: 18 },
        { header: t('field.pay_date'), kind: 'date', width: 14 },
        { header: t('field.amount'), kind: 'money' },
        { header: t('field.pay_method'), kind: 'text' },
        { header: t('field.remark'), kind: 'longText' },
      ],
    );
    const amount = new Sum();
    for (const partner of partners) {
      await pump(
        sheet,
        this.queries.payments(side.direction, partner.partner_id, range),
        (y) => [y.id, y.partner_code, y.partner_short_name, y.pay_date, y.amount, y.pay_method, y.remark],
        (y) => amount.add(y.amount),
      );
    }
    sheet.total([null, null, t('label.total'), null, amount.toNumber()]);
  }
}

function rangeText(range: DateRange): string {
  return `${range.from ?? ''} – ${range.to ?? ''}`;
}
