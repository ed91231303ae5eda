import { Injectable } from '@nestjs/common';
import { Locale, translator } from '../../../locales';
import { StockService } from '../../stock/stock.service';
import { StockExportDto } from '../dto/export.dto';
import { ExportJob } from '../export-job';
import { exportFileName } from '../xlsx/file-name';
import { CellInput, XlsxWriter } from '../xlsx/xlsx-writer';
import { Sum, pump } from './common';

/** Every product's stock and stock value, now or at the end of a given day, with a totals row. */
@Injectable()
export class StockExport {
  constructor(private readonly stock: StockService) {}

  prepare(dto: StockExportDto, locale: Locale): ExportJob {
    const t = translator(locale);
    const asOf = dto.as_of ?? null;
    return {
      file: exportFileName('stock'),
      write: async (xlsx: XlsxWriter) => {
        const title = t('sheet.stock');
        const sheet = await xlsx.table(
          title,
          [
            { header: t('field.product_code'), kind: 'code' },
            { header: t('field.product_model'), kind: 'name' },
            { header: t('field.category'), kind: 'text' },
            { header: t('field.current_stock'), kind: 'quantity' },
            { header: t('field.reorder_level'), kind: 'quantity' },
            { header: t('field.status'), kind: 'text' },
            { header: t('field.stock_value'), kind: 'money' },
          ],
          { printTitle: asOf ? `${title}  ${asOf}` : title },
        );
        const quantity = new Sum();
        const value = new Sum();
        await pump(
          sheet,
          this.stock.exportBatches(asOf),
          (r) => [
            r.code,
            r.product_model,
            r.category,
            r.current_stock,
            r.reorder_level,
            t(`stockStatus.${r.status}`),
            { kind: 'money', value: r.stock_value },
          ],
          (r) => {
            quantity.add(r.current_stock);
            value.add(r.stock_value);
          },
        );
        const totals: CellInput[] = [
          null,
          t('label.total'),
          null,
          quantity.toNumber(),
          null,
          null,
          value.toNumber(),
        ];
        sheet.total(totals);
      },
    };
  }
}
