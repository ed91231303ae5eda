import { Injectable } from '@nestjs/common';
import { Direction, PartnerType } from '../../../common/side';
import { Locale, translator } from '../../../locales';
import { InvoiceExportDto } from '../dto/export.dto';
import { ExportJob } from '../export-job';
import { ExportQueries } from '../export.queries';
import { exportFileName } from '../xlsx/file-name';
import { assertRange, partnerLabel, pump, Sum } from './common';
import { sideFields } from './record-columns';
import { DomainError } from '../../../common/errors/domain-error';

/**
 * What to invoice (or to check a supplier's invoice against): one partner's lines of the period with
 * their invoice fields and totals, then a sheet with the partner's details and the period's figures.
 * A supplier's code gives its inbound lines, a customer's code its outbound lines.
 */
@Injectable()
export class InvoiceExport {
  constructor(private readonly queries: ExportQueries) {}

  async prepare(dto: InvoiceExportDto, locale: Locale): Promise<ExportJob> {
    assertRange(dto.dateFrom, dto.dateTo, 'dateFrom', 'dateTo');
    const partner = await this.queries.partnerByCode(dto.partnerCode);
    if (!partner) throw new DomainError('NOT_FOUND', { entity: 'partner', id: dto.partnerCode });
    const direction = partner.type === PartnerType.Supplier ? Direction.Inbound : Direction.Outbound;
    const f = sideFields(direction);
    const t = translator(locale);
    const printTitle = `${t('label.invoiceFor')}: ${partnerLabel(partner)}  ${dto.dateFrom} – ${dto.dateTo}`;
    return {
      file: exportFileName('invoice'),
      write: async (xlsx) => {
        const lines = await xlsx.table(
          t('sheet.invoiceLines'),
          [
            { header: t('field.id'), kind: 'id' },
            { header: t(f.date), kind: 'date' },
            { header: t('field.order_number'), kind: 'code', width: 16 },
            { header: t('field.product_code'), kind: 'code' },
            { header: t('field.product_model'), kind: 'name', width: 22 },
            { header: t('field.product_category'), kind: 'text', width: 14 },
            { header: t('field.quantity'), kind: 'quantity' },
            { header: t('field.unit_price'), kind: 'unitPrice' },
            { header: t('field.total_price'), kind: 'total' },
            { header: t('field.invoice_date'), kind: 'date' },
            { header: t('field.invoice_number'), kind: 'code', width: 16 },
            { header: t('field.invoice_image_url'), kind: 'longText', width: 30 },
            { header: t('field.remark'), kind: 'longText', width: 30 },
          ],
          { printTitle },
        );
        const quantity = new Sum();
        const total = new Sum();
        let count = 0;
        let withoutNumber = 0;
        await pump(
          lines,
          this.queries.records({
            direction,
            partnerId: partner.id,
            range: { from: dto.dateFrom, to: dto.dateTo },
          }),
          (r) => [
            r.id,
            r.record_date,
            r.order_number,
            r.product_code,
            r.product_model,
            r.product_category,
            r.quantity,
            r.unit_price,
            r.total_price,
            r.invoice_date,
            r.invoice_number,
            r.invoice_image_url,
            r.remark,
          ],
          (r) => {
            count++;
            if (!r.invoice_number) withoutNumber++;
            quantity.add(r.quantity);
            total.add(r.total_price);
          },
        );
        lines.total([
          null,
          t('label.total'),
          null,
          null,
          null,
          null,
          quantity.toNumber(),
          null,
          total.toNumber(),
        ]);

        const about = await xlsx.table(
          t('sheet.invoicePartner'),
          [
            { header: t('col.item'), kind: 'text', width: 26 },
            { header: t('col.value'), kind: 'name', width: 44 },
          ],
          { printTitle, landscape: false },
        );
        about.add([
          t('field.type'),
          t(partner.type === PartnerType.Supplier ? 'partnerType.0' : 'partnerType.1'),
        ]);
        about.add([t(f.code), partner.code]);
        about.add([t(f.shortName), partner.short_name]);
        about.add([t(f.fullName), partner.full_name]);
        about.add([t('field.address'), partner.address]);
        about.add([t('field.contact_person'), partner.contact_person]);
        about.add([t('field.contact_phone'), partner.contact_phone]);
        about.add([t('label.periodFrom'), { kind: 'date', value: dto.dateFrom }]);
        about.add([t('label.periodTo'), { kind: 'date', value: dto.dateTo }]);
        about.add([t('col.lines'), { kind: 'quantity', value: count }]);
        about.add([t('field.quantity'), { kind: 'quantity', value: quantity.toNumber() }]);
        about.add([t('field.total_price'), { kind: 'total', value: total.toNumber() }]);
        about.add([t('label.linesWithoutInvoiceNumber'), { kind: 'quantity', value: withoutNumber }]);
      },
    };
  }
}
