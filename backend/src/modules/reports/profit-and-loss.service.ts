import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { todayDateOnly } from '../../common/dates';
import { assertReportRange } from '../../common/report-range';
import { toNumber } from '../../common/numeric';
import { UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { expensesByCategory } from '../money/cash-entries.queries';
import {
  ProfitAndLossLinesQuery,
  ProfitAndLossLinesView,
  ProfitAndLossMonthView,
  ProfitAndLossView,
} from './dto/profit-and-loss.dto';
import {
  FiguresRow,
  ReportRange,
  profitAndLossFigures,
  profitAndLossLinePage,
  profitAndLossLineTotals,
  storeMissingMonths,
} from './profit-and-loss.queries';
import { holdSummariesShared } from './profit-and-loss-months.queries';
import { splitRange } from './closed-months';

/**
 * The profit and loss statement of a range, with its months, and the lines behind each figure. Every
 * sum is taken in SQL over numeric, so the figures are exact and add up line by line. The closed
 * months wholly inside the range come from their stored summaries (see closed-months.ts), the rest is
 * summed from the records on every request.
 */
@Injectable()
export class ProfitAndLossService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
  ) {}

  /** The range as sent, checked; left out: from the first of the current month to today. */
  range(startDate?: string | null, endDate?: string | null): ReportRange {
    const today = todayDateOnly();
    const range = { startDate: startDate || `${today.slice(0, 8)}01`, endDate: endDate || today };
    assertReportRange(range.startDate, range.endDate);
    return range;
  }

  async statement(range: ReportRange): Promise<ProfitAndLossView> {
    const [rows, expenses] = await Promise.all([
      this.figures(range),
      expensesByCategory(this.dataSource, range),
    ]);
    const total = rows[rows.length - 1];
    const figure = (row: FiguresRow, name: Exclude<keyof FiguresRow, 'month'>) => toNumber(row[name]);
    return {
      start_date: range.startDate,
      end_date: range.endDate,
      sales: figure(total, 'sales'),
      sales_returns: figure(total, 'sales_returns'),
      net_sales: figure(total, 'net_sales'),
      cost_of_goods_sold: figure(total, 'cost_of_goods_sold'),
      gross_profit: figure(total, 'gross_profit'),
      stock_losses: figure(total, 'stock_losses'),
      other_income: figure(total, 'other_income'),
      expenses: expenses.map((row) => ({ category: row.category, amount: toNumber(row.amount) })),
      total_expenses: figure(total, 'total_expenses'),
      net_profit: figure(total, 'net_profit'),
      months: rows.slice(0, -1).map((row): ProfitAndLossMonthView => ({
        month: row.month as string,
        net_sales: figure(row, 'net_sales'),
        cost_of_goods_sold: figure(row, 'cost_of_goods_sold'),
        gross_profit: figure(row, 'gross_profit'),
        stock_losses: figure(row, 'stock_losses'),
        other_income: figure(row, 'other_income'),
        total_expenses: figure(row, 'total_expenses'),
        net_profit: figure(row, 'net_profit'),
      })),
    };
  }

  /**
   * The range's figures. With closed months in it: in one READ COMMITTED transaction holding the
   * summaries' lock shared (taken before anything is read, see profit-and-loss-months.queries.ts), the
   * missing summaries are summed and stored, then the statement reads them.
   */
  private figures(range: ReportRange): Promise<FiguresRow[]> {
    const split = splitRange(range.startDate, range.endDate);
    const closed = split.closed;
    if (!closed) return profitAndLossFigures(this.dataSource, split);
    return this.uow.run(async ({ manager }) => {
      await holdSummariesShared(manager);
      await storeMissingMonths(manager, closed.first, closed.last);
      return profitAndLossFigures(manager, split);
    });
  }

  /** The net profit of a range alone (the overview's month). */
  async netProfit(range: ReportRange): Promise<number> {
    return (await this.statement(range)).net_profit;
  }

  /**
   * The records or entries one figure adds up, oldest first, each with what it adds (`amount`); their
   * sum is the figure (`total_amount`).
   */
  async lines(query: ProfitAndLossLinesQuery): Promise<ProfitAndLossLinesView> {
    const range = this.range(query.start_date, query.end_date);
    const category = query.category ?? null;
    const rows = await profitAndLossLinePage(this.dataSource, query.line, range, category, query);
    let total = rows.length ? Number(rows[0].total) : 0;
    let totalAmount = rows.length ? toNumber(rows[0].total_amount) : 0;
    // A page past the end has no line to carry the figure's totals: they are read apart.
    if (!rows.length && query.page > 1) {
      const totals = await profitAndLossLineTotals(this.dataSource, query.line, range, category);
      total = totals.total;
      totalAmount = toNumber(totals.amount);
    }
    return {
      data: rows.map((row) => ({
        date: row.date,
        kind: row.kind,
        ref_id: Number(row.ref_id),
        document_id: row.document_id === null ? null : Number(row.document_id),
        document_number: row.document_number,
        partner_short_name: row.partner_short_name,
        product_model: row.product_model,
        quantity: row.quantity === null ? null : Number(row.quantity),
        description: row.description,
        amount: toNumber(row.amount),
      })),
      pagination: { page: query.page, limit: query.limit, total },
      total_amount: totalAmount,
    };
  }
}
