import { Injectable } from '@nestjs/common';
import { Locale, translator } from '../../../locales';
import { ProfitAndLossExportBody } from '../../reports/dto/profit-and-loss.dto';
import { ProfitAndLossService } from '../../reports/profit-and-loss.service';
import { VatService } from '../../reports/vat.service';
import { ExportJob } from '../export-job';
import { exportFileName } from '../xlsx/file-name';

/**
 * The VAT report as a workbook: output and input per rate with their totals and the tax payable, then
 * its months. The figures are the API's, read in the same call.
 */
@Injectable()
export class VatExport {
  constructor(
    private readonly pl: ProfitAndLossService,
    private readonly vat: VatService,
  ) {}

  prepare(body: ProfitAndLossExportBody, locale: Locale): ExportJob {
    const range = this.pl.range(body.start_date, body.end_date);
    const t = translator(locale);
    const title = (name: string) => `${name}  ${range.startDate} – ${range.endDate}`;
    return {
      file: exportFileName(t('file.vat'), 'vat'),
      write: async (xlsx) => {
        const vat = await this.vat.report(range);
        const sheet = await xlsx.table(
          t('sheet.vat'),
          [
            { header: t('vat.side'), kind: 'text', width: 24 },
            { header: t('vat.rate'), kind: 'text', width: 10 },
            { header: t('vat.net'), kind: 'money', width: 18 },
            { header: t('vat.tax'), kind: 'money', width: 18 },
          ],
          { printTitle: title(t('sheet.vat')), landscape: false },
        );
        for (const [name, side] of [
          [t('vat.output'), vat.output],
          [t('vat.input'), vat.input],
        ] as const) {
          for (const rate of side.by_rate)
            sheet.add([name, String(rate.rate), rate.net_amount, rate.tax_amount]);
          sheet.total([name, null, side.net_amount, side.tax_amount]);
        }
        sheet.total([t('vat.taxPayable'), null, null, vat.tax_payable]);

        const months = await xlsx.table(
          t('sheet.vatMonths'),
          [
            { header: t('col.month'), kind: 'text', width: 10 },
            { header: t('vat.output'), kind: 'money' },
            { header: t('vat.input'), kind: 'money' },
            { header: t('vat.taxPayable'), kind: 'money' },
          ],
          { printTitle: title(t('sheet.vatMonths')) },
        );
        for (const m of vat.months) months.add([m.month, m.output_tax, m.input_tax, m.tax_payable]);
        months.total([t('label.total'), vat.output.tax_amount, vat.input.tax_amount, vat.tax_payable]);
      },
    };
  }
}
