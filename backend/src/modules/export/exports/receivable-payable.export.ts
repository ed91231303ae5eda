import { Injectable } from '@nestjs/common';
import { Locale, Translate, translator } from '../../../locales';
import { BalanceRow, LedgerQueries } from '../../ledger/ledger.queries';
import { Side, PAYABLE, RECEIVABLE } from '../../../common/side';
import { ReceivablePayableExportDto } from '../dto/export.dto';
import { ExportJob } from '../export-job';
import { DateRange, ExportQueries } from '../export.queries';
import { exportFileName } from '../xlsx/file-name';
import { XlsxWriter } from '../xlsx/xlsx-writer';
import { assertRange, pump, RecordSums, Sum } from './common';
import { fields, recordFields } from './columns';

/** What the record and payment sheets of a side share: the workbook, the side, its partners by short name. */
interface DetailSheets {
  xlsx: XlsxWriter;
  side: Side;
  partners: BalanceRow[];
  t: Translate;
}

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
    // The page's rows: every partner of the side, balance descending.
    const rows = await this.ledger.balanceRows(side, { records: recordRange, payments: paymentRange });
    // The same partners by short name, with their balance over all dates (what the page shows today).
    const partners = await this.ledger.balanceRows(side, {}, { sort: { key: 'short_name', order: 'ASC' } });
    const current = new Map(partners.map((row): [number, number] => [row.partner_id, row.balance]));

    const title = t(receivable ? 'sheet.receivableSummary' : 'sheet.payableSummary');
    const layout = fields(
      t,
      'code short_name full_name total paid balance last_payment_date last_payment_method current_balance',
      { side: side.direction, widths: { full_name: 32 } },
    );
    const summary = await xlsx.table(title, layout.columns, {
      printTitle: `${title}  ${rangeText(recordRange)}`,
    });
    const sums = [new Sum(), new Sum(), new Sum(), new Sum()];
    for (const row of rows) {
      const now = current.get(row.partner_id) ?? 0;
      [row.total, row.paid, row.balance, now].forEach((value, i) => sums[i].add(value));
      summary.add(layout.row({ ...row, current_balance: now }));
    }
    const [total, paid, balance, now] = sums.map((s) => s.toNumber());
    summary.total(layout.row({ short_name: t('label.total'), total, paid, balance, current_balance: now }));

    const sheets: DetailSheets = { xlsx, side, partners, t };
    await this.recordSheet(sheets, recordRange);
    await this.paymentSheet(sheets, paymentRange);
  }

  /**
   * The records behind the totals, partner by partner (short name), oldest first; a partner's opening
   * balance dated in the range (part of its total) comes first, as a line of its own.
   */
  private async recordSheet({ xlsx, side, partners, t }: DetailSheets, range: DateRange): Promise<void> {
    const layout = recordFields(
      side.direction,
      t,
      'id partner_code partner_short_name record_date product_code product_model quantity unit_price total_price invoice_date invoice_number order_number remark',
      { remark: 30 },
    );
    const sheet = await xlsx.table(
      t(side === RECEIVABLE ? 'sheet.receivableRecords' : 'sheet.payableRecords'),
      layout.columns,
    );
    const sums = new RecordSums();
    const openings = await this.ledger.openingBalancesIn(side, range);
    for (const partner of partners) {
      const opening = openings.get(partner.partner_id);
      if (opening) {
        sums.totalPrice.add(opening.amount);
        sheet.add(
          layout.row({
            partner_code: partner.code,
            partner_short_name: partner.short_name,
            record_date: opening.date,
            product_model: t('entry.openingEntered'),
            total_price: opening.amount,
          }),
        );
      }
      await pump(
        sheet,
        this.queries.records({ direction: side.direction, partnerId: partner.partner_id, range }),
        (r) => layout.row(r),
        (r) => sums.add(r),
      );
    }
    sheet.total(layout.row({ partner_short_name: t('label.total'), ...sums.cells() }));
  }

  /** The payments behind the totals, partner by partner (short name), oldest first. */
  private async paymentSheet({ xlsx, side, partners, t }: DetailSheets, range: DateRange): Promise<void> {
    const layout = fields(t, 'id partner_code partner_short_name pay_date amount pay_method account remark', {
      side: side.direction,
      widths: { pay_date: 14 },
    });
    const sheet = await xlsx.table(
      t(side === RECEIVABLE ? 'sheet.receivablePayments' : 'sheet.payablePayments'),
      layout.columns,
    );
    const amount = new Sum();
    for (const partner of partners) {
      await pump(
        sheet,
        this.queries.payments(side.direction, partner.partner_id, range),
        (y) => layout.row(y),
        (y) => amount.add(y.amount),
      );
    }
    sheet.total(layout.row({ partner_short_name: t('label.total'), amount: amount.toNumber() }));
  }
}

function rangeText(range: DateRange): string {
  return `${range.from ?? ''} – ${range.to ?? ''}`;
}
