import { Injectable } from '@nestjs/common';
import Decimal from 'decimal.js';
import { Direction, Side, PAYABLE, RECEIVABLE } from '../../../common/side';
import { Locale, Translate, translator } from '../../../locales';
import { BalanceRow, LedgerQueries } from '../../ledger/ledger.queries';
import { TradeExportDto } from '../dto/export.dto';
import { ExportJob } from '../export-job';
import { ExportQueries, PaymentLine } from '../export.queries';
import { RecordLine } from '../../trade/trade-records.queries';
import { owedOf } from '../../books/line-tax';
import { exportFileName } from '../xlsx/file-name';
import { CellInput, XlsxWriter } from '../xlsx/xlsx-writer';
import {
  assertRange,
  checkTradeFilters,
  dayBefore,
  partnerLabel,
  ROWS_PER_BREATH,
  Sum,
  tradeDirections,
} from './common';
import { fields, sideFields } from './columns';

/** One partner's account over the period; the balances come from LedgerQueries, as on the ledger pages. */
interface Account {
  partner: BalanceRow;
  /** Balance at the end of the day before the period: Σ records − Σ payments dated before it. */
  opening: Decimal;
  /** Σ records and Σ payments dated in the period (all products). */
  records: Decimal;
  payments: Decimal;
  /** Balance at the end of the period's last day. */
  closing: Decimal;
}

/**
 * 对账单: per partner of each chosen side, the opening balance, every record and payment of the period
 * in date order with a running balance, and the closing balance — the document a customer or supplier
 * signs off. A summary sheet per side lists every partner in scope.
 */
@Injectable()
export class StatementExport {
  constructor(
    private readonly queries: ExportQueries,
    private readonly ledger: LedgerQueries,
  ) {}

  async prepare(dto: TradeExportDto, locale: Locale): Promise<ExportJob> {
    assertRange(dto.dateFrom, dto.dateTo, 'dateFrom', 'dateTo');
    await checkTradeFilters(this.queries, dto);
    const t = translator(locale);
    return {
      file: exportFileName('statement'),
      write: async (xlsx) => {
        for (const direction of tradeDirections(dto.tables)) {
          const side = direction === Direction.Inbound ? PAYABLE : RECEIVABLE;
          const accounts = await this.accounts(side, dto);
          await this.summarySheet(xlsx, side, accounts, dto, t);
          for (const account of accounts) await this.partnerSheet(xlsx, side, account, dto, t);
        }
      },
    };
  }

  /**
   * The partners in scope, by short name: with a partner code, that partner (if it is on this side);
   * otherwise every partner with an opening balance or a record or payment in the period (with a
   * product code: a record of that product in the period).
   */
  private async accounts(side: Side, dto: TradeExportDto): Promise<Account[]> {
    const before = dayBefore(dto.dateFrom);
    const period = { from: dto.dateFrom, to: dto.dateTo };
    const byName = { sort: { key: 'short_name' as const, order: 'ASC' as const } };
    const opening = await this.ledger.balanceRows(
      side,
      { records: { to: before }, payments: { to: before } },
      byName,
    );
    const inPeriod = byId(await this.ledger.balanceRows(side, { records: period, payments: period }, byName));
    const closing = byId(
      await this.ledger.balanceRows(
        side,
        { records: { to: dto.dateTo }, payments: { to: dto.dateTo } },
        byName,
      ),
    );
    const active = await this.queries.partnersActiveIn(side.direction, period, dto.productCode);
    return opening
      .filter((row) => {
        if (dto.customerCode) return row.code === dto.customerCode;
        return active.has(row.partner_id) || (!dto.productCode && row.balance !== 0);
      })
      .map((row) => ({
        partner: row,
        opening: new Decimal(row.balance),
        records: new Decimal(inPeriod.get(row.partner_id)?.total ?? 0),
        payments: new Decimal(inPeriod.get(row.partner_id)?.paid ?? 0),
        closing: new Decimal(closing.get(row.partner_id)?.balance ?? 0),
      }));
  }

  private async summarySheet(
    xlsx: XlsxWriter,
    side: Side,
    accounts: Account[],
    dto: TradeExportDto,
    t: Translate,
  ): Promise<void> {
    const title = t(side === RECEIVABLE ? 'sheet.statementCustomers' : 'sheet.statementSuppliers');
    const layout = fields(t, 'code short_name full_name opening records payments closing', {
      side: side.direction,
      widths: { full_name: 32 },
    });
    const sheet = await xlsx.table(title, layout.columns, {
      printTitle: `${title}  ${dto.dateFrom} – ${dto.dateTo}`,
    });
    const sums = [new Sum(), new Sum(), new Sum(), new Sum()];
    for (const a of accounts) {
      const figures = [a.opening, a.records, a.payments, a.closing];
      figures.forEach((figure, i) => sums[i].add(figure.toString()));
      sheet.add([
        a.partner.code,
        a.partner.short_name,
        a.partner.full_name,
        ...figures.map((x) => x.toNumber()),
      ]);
    }
    sheet.total([null, t('label.total'), null, ...sums.map((s) => s.toNumber())]);
  }

  private async partnerSheet(
    xlsx: XlsxWriter,
    side: Side,
    account: Account,
    dto: TradeExportDto,
    t: Translate,
  ): Promise<void> {
    const { partner } = account;
    const layout = fields(
      t,
      'date entry order_number invoice_number product_code product_model quantity unit_price total_price amount balance pay_method remark',
      { widths: { product_model: 22, pay_method: 14, remark: 30 } },
    );
    const sheet = await xlsx.table(partner.short_name, layout.columns, {
      printTitle: `${t('label.statementFor')}: ${partnerLabel(partner)}  ${dto.dateFrom} – ${dto.dateTo}`,
    });
    const entry = sideFields(side.direction).entry;
    let balance = account.opening;
    sheet.add(
      layout.row({ date: dto.dateFrom, entry: t('entry.opening'), balance: balance.toNumber() }),
      'bold',
    );

    const listed = new Sum();
    // An opening balance dated inside the period is a line of its own (before it, it is in the opening).
    const entered = await this.ledger.openingBalance(partner.partner_id);
    if (entered && entered.date >= dto.dateFrom && entered.date <= dto.dateTo) {
      listed.add(entered.amount);
      balance = balance.plus(entered.amount);
      sheet.add(
        layout.row({
          date: entered.date,
          entry: t('entry.openingEntered'),
          total_price: Number(entered.amount),
          balance: balance.toNumber(),
        }),
      );
    }
    const recordLine = (r: RecordLine): CellInput[] => {
      // What the partner owes for it moves the balance (its gross amount; without tax, its total).
      const owed = owedOf(r);
      listed.add(owed);
      balance = balance.plus(owed);
      return layout.row({ ...r, date: r.record_date, entry: t(entry), balance: balance.toNumber() });
    };
    const paymentLine = (y: PaymentLine): CellInput[] => {
      balance = balance.minus(y.amount);
      return layout.row({ ...y, date: y.pay_date, entry: t('entry.payment'), balance: balance.toNumber() });
    };

    const period = { from: dto.dateFrom, to: dto.dateTo };
    const records = rows(
      this.queries.records({
        direction: side.direction,
        partnerId: partner.partner_id,
        range: period,
        productCode: dto.productCode,
      }),
    );
    const payments = rows(this.queries.payments(side.direction, partner.partner_id, period));
    let record = await records.next();
    let payment = await payments.next();
    let written = 0;
    // Oldest first; on the same day the goods come before the payments.
    while (!record.done || !payment.done) {
      if (!record.done && (payment.done || record.value.record_date <= payment.value.pay_date)) {
        sheet.add(recordLine(record.value));
        record = await records.next();
      } else if (!payment.done) {
        sheet.add(paymentLine(payment.value));
        payment = await payments.next();
      }
      if (++written % ROWS_PER_BREATH === 0) await sheet.breathe();
    }

    // With a product filter the other products' goods still move the balance: one line keeps the sum true.
    const others = account.records.minus(listed.value);
    if (!others.isZero()) {
      balance = balance.plus(others);
      sheet.add(
        layout.row({
          date: dto.dateTo,
          entry: t('entry.otherProducts'),
          total_price: others.toNumber(),
          balance: balance.toNumber(),
        }),
      );
    }
    sheet.total(
      layout.row({
        date: dto.dateTo,
        entry: t('entry.closing'),
        total_price: account.records.toNumber(),
        amount: account.payments.toNumber(),
        balance: account.closing.toNumber(),
      }),
    );
    sheet.note([]);
    sheet.note([null, t('entry.confirmation')]);
  }
}

function byId(rows: BalanceRow[]): Map<number, BalanceRow> {
  return new Map(rows.map((row) => [row.partner_id, row]));
}

/** One row at a time out of a batched list. */
async function* rows<R>(batches: AsyncIterable<R[]>): AsyncGenerator<R> {
  for await (const batch of batches) yield* batch;
}
