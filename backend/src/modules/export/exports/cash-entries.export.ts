import { Injectable } from '@nestjs/common';
import { Locale, translator } from '../../../locales';
import { CashEntriesService } from '../../money/cash-entries.service';
import { CashEntriesExportDto } from '../dto/export.dto';
import { ExportJob } from '../export-job';
import { exportFileName } from '../xlsx/file-name';
import { Sum, assertRange, pump } from './common';

/**
 * Other income and expenses as the list filters them, oldest first (the order a bookkeeper ticks them
 * off), with the income, the expenses and the net under them.
 */
@Injectable()
export class CashEntriesExport {
  constructor(private readonly entries: CashEntriesService) {}

  prepare(dto: CashEntriesExportDto, locale: Locale): ExportJob {
    if (dto.start_date && dto.end_date) assertRange(dto.start_date, dto.end_date, 'start date', 'end date');
    const t = translator(locale);
    const range = [dto.start_date, dto.end_date].filter(Boolean).join(' – ');
    return {
      file: exportFileName(t('file.cashEntries'), 'income-and-expenses'),
      write: async (xlsx) => {
        const title = t('sheet.cashEntries');
        const sheet = await xlsx.table(
          title,
          [
            { header: t('col.date'), kind: 'date' },
            { header: t('col.kind'), kind: 'text', width: 10 },
            { header: t('field.account'), kind: 'text', width: 18 },
            { header: t('field.category'), kind: 'text', width: 18 },
            { header: t('field.amount'), kind: 'money' },
            { header: t('field.remark'), kind: 'longText' },
          ],
          { printTitle: range ? `${title}  ${range}` : title },
        );
        const income = new Sum();
        const expenses = new Sum();
        await pump(
          sheet,
          this.entries.exportBatches(dto),
          (e) => [
            { kind: 'date', value: e.date },
            t(`entryKind.${e.kind}`),
            e.account_name,
            e.category,
            { kind: 'money', value: e.amount },
            e.remark,
          ],
          (e) => (e.kind === 'income' ? income : expenses).add(e.amount),
        );
        sheet.total([t('label.totalIncome'), null, null, null, income.toNumber(), null]);
        sheet.total([t('label.totalExpenses'), null, null, null, expenses.toNumber(), null]);
        sheet.total([t('label.net'), null, null, null, income.value.minus(expenses.value).toNumber(), null]);
      },
    };
  }
}
