import { Injectable } from '@nestjs/common';
import { Locale, translator } from '../../../locales';
import { BaseInfoExportDto } from '../dto/export.dto';
import { ExportJob } from '../export-job';
import { ExportQueries } from '../export.queries';
import { exportFileName } from '../xlsx/file-name';
import { XlsxWriter } from '../xlsx/xlsx-writer';
import { fields } from './columns';
import { pump } from './common';

/**
 * Partners, products and prices: every field the partner, product and price forms have (and a partner's payment terms and
 * credit limit, a product's reorder level), one sheet each.
 */
@Injectable()
export class BaseInfoExport {
  constructor(private readonly queries: ExportQueries) {}

  prepare(dto: BaseInfoExportDto, locale: Locale): ExportJob {
    const t = translator(locale);
    const tables = dto.tables === '123' ? ['1', '2', '3'] : [dto.tables];
    return {
      file: exportFileName('base-info'),
      write: async (xlsx: XlsxWriter) => {
        if (tables.includes('1')) {
          const layout = fields(
            t,
            'code short_name full_name type address contact_person contact_phone payment_terms_days credit_limit',
            { widths: { full_name: 34 } },
          );
          const sheet = await xlsx.table(t('sheet.partners'), layout.columns);
          await pump(sheet, this.queries.partners(), (p) =>
            layout.row({ ...p, type: t(p.type === 0 ? 'partnerType.0' : 'partnerType.1') }),
          );
        }
        if (tables.includes('2')) {
          const layout = fields(t, 'code product_model category remark reorder_level');
          const sheet = await xlsx.table(t('sheet.products'), layout.columns);
          await pump(sheet, this.queries.products(), (p) => layout.row(p));
        }
        if (tables.includes('3')) {
          const layout = fields(
            t,
            'id partner_code partner_short_name product_code product_model unit_price effective_date',
          );
          const sheet = await xlsx.table(t('sheet.prices'), layout.columns);
          await pump(sheet, this.queries.prices(), (p) => layout.row(p));
        }
      },
    };
  }
}
