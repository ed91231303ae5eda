import { Injectable } from '@nestjs/common';
import { Locale, translator } from '../../../locales';
import { BaseInfoExportDto } from '../dto/export.dto';
import { ExportJob } from '../export-job';
import { ExportQueries } from '../export.queries';
import { exportFileName } from '../xlsx/file-name';
import { XlsxWriter } from '../xlsx/xlsx-writer';
import { pump } from './common';

/**
 * Partners, products and prices: every field of spec section 3 (and a partner's payment terms and
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
          const sheet = await xlsx.table(t('sheet.partners'), [
            { header: t('field.code'), kind: 'code' },
            { header: t('field.short_name'), kind: 'text', width: 18 },
            { header: t('field.full_name'), kind: 'name', width: 34 },
            { header: t('field.type'), kind: 'text', width: 10 },
            { header: t('field.address'), kind: 'longText' },
            { header: t('field.contact_person'), kind: 'text' },
            { header: t('field.contact_phone'), kind: 'text' },
            { header: t('field.payment_terms_days'), kind: 'quantity' },
            { header: t('field.credit_limit'), kind: 'money' },
          ]);
          await pump(sheet, this.queries.partners(), (p) => [
            p.code,
            p.short_name,
            p.full_name,
            t(p.type === 0 ? 'partnerType.0' : 'partnerType.1'),
            p.address,
            p.contact_person,
            p.contact_phone,
            p.payment_terms_days,
            p.credit_limit,
          ]);
        }
        if (tables.includes('2')) {
          const sheet = await xlsx.table(t('sheet.products'), [
            { header: t('field.code'), kind: 'code' },
            { header: t('field.product_model'), kind: 'name' },
            { header: t('field.category'), kind: 'text' },
            { header: t('field.remark'), kind: 'longText' },
            { header: t('field.reorder_level'), kind: 'quantity' },
          ]);
          await pump(sheet, this.queries.products(), (p) => [
            p.code,
            p.product_model,
            p.category,
            p.remark,
            p.reorder_level,
          ]);
        }
        if (tables.includes('3')) {
          const sheet = await xlsx.table(t('sheet.prices'), [
            { header: t('field.id'), kind: 'id' },
            { header: t('field.partner_code'), kind: 'code' },
            { header: t('field.partner_short_name'), kind: 'text', width: 18 },
            { header: t('field.product_code'), kind: 'code' },
            { header: t('field.product_model'), kind: 'name' },
            { header: t('field.unit_price'), kind: 'unitPrice' },
            { header: t('field.effective_date'), kind: 'date' },
          ]);
          await pump(sheet, this.queries.prices(), (p) => [
            p.id,
            p.partner_code,
            p.partner_short_name,
            p.product_code,
            p.product_model,
            p.unit_price,
            p.effective_date,
          ]);
        }
      },
    };
  }
}
