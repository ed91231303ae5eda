import { Injectable } from '@nestjs/common';
import { Locale, translator } from '../../../locales';
import { ProfitAndLossExportBody, ProfitAndLossView } from '../../reports/dto/profit-and-loss.dto';
import { ProfitAndLossService } from '../../reports/profit-and-loss.service';
import { ExportJob } from '../export-job';
import { exportFileName } from '../xlsx/file-name';

/** The statement's figures in the order the screen shows them, with the month columns' keys. */
const MONTH_FIGURES = [
  'net_sales',
  'cost_of_goods_sold',
  'gross_profit',
  'stock_losses',
  'other_income',
  'total_expenses',
  'net_profit',
] as const;

/**
 * The profit and loss statement as a workbook: the statement (one line per figure, each expense
 * category under Expenses), then its months. The figures are the API's, read in the same call.
 */
@Injectable()
export class ProfitAndLossExport {
  constructor(private readonly pl: ProfitAndLossService) {}

  prepare(body: ProfitAndLossExportBody, locale: Locale): ExportJob {
    const range = this.pl.range(body.start_date, body.end_date);
    const t = translator(locale);
    const title = (name: string) => `${name}  ${range.startDate} – ${range.endDate}`;
    return {
      file: exportFileName(t('file.profitAndLoss'), 'profit-and-loss'),
      write: async (xlsx) => {
        const pl: ProfitAndLossView = await this.pl.statement(range);
        const sheet = await xlsx.table(
          t('sheet.profitAndLoss'),
          [
            { header: t('col.item'), kind: 'text', width: 28 },
            { header: t('col.value'), kind: 'money', width: 18 },
          ],
          { printTitle: title(t('sheet.profitAndLoss')), landscape: false },
        );
        sheet.add([t('label.periodFrom'), { kind: 'date', value: range.startDate }]);
        sheet.add([t('label.periodTo'), { kind: 'date', value: range.endDate }]);
        sheet.add([t('pl.sales'), pl.sales]);
        sheet.add([t('pl.sales_returns'), pl.sales_returns]);
        sheet.total([t('pl.net_sales'), pl.net_sales]);
        sheet.add([t('pl.cost_of_goods_sold'), pl.cost_of_goods_sold]);
        sheet.total([t('pl.gross_profit'), pl.gross_profit]);
        sheet.add([t('pl.stock_losses'), pl.stock_losses]);
        sheet.add([t('pl.other_income'), pl.other_income]);
        sheet.add([t('pl.expenses'), null]);
        for (const expense of pl.expenses) sheet.add([`    ${expense.category}`, expense.amount]);
        sheet.add([t('pl.total_expenses'), pl.total_expenses]);
        sheet.total([t('pl.net_profit'), pl.net_profit]);

        const months = await xlsx.table(
          t('sheet.profitAndLossMonths'),
          [
            { header: t('col.month'), kind: 'text', width: 10 },
            ...MONTH_FIGURES.map((key) => ({ header: t(`pl.${key}`), kind: 'money' as const })),
          ],
          { printTitle: title(t('sheet.profitAndLossMonths')) },
        );
        for (const month of pl.months) months.add([month.month, ...MONTH_FIGURES.map((key) => month[key])]);
        months.total([t('label.total'), ...MONTH_FIGURES.map((key) => pl[key])]);
      },
    };
  }
}
