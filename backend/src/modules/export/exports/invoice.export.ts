import { Injectable } from '@nestjs/common';
import { Direction, PartnerType } from '../../../common/side';
import { Locale, translator } from '../../../locales';
import { InvoiceExportDto } from '../dto/export.dto';
import { ExportJob } from '../export-job';
import { ExportQueries } from '../export.queries';
import { exportFileName } from '../xlsx/file-name';
import { assertRange, partnerLabel, pump, RecordSums } from './common';
import { recordFields, sideFields } from './columns';
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
        const layout = recordFields(
          direction,
          t,
          'id record_date order_number product_code product_model product_category quantity unit_price total_price invoice_date invoice_number invoice_image_url remark',
          { remark: 30 },
        );
        const lines = await xlsx.table(t('sheet.invoiceLines'), layout.columns, { printTitle });
        const sums = new RecordSums();
        let count = 0;
        let withoutNumber = 0;
        await pump(
          lines,
          this.queries.records({
            direction,
            partnerId: partner.id,
            range: { from: dto.dateFrom, to: dto.dateTo },
          }),
          (r) => layout.row(r),
          (r) => {
            count++;
            if (!r.invoice_number) withoutNumber++;
            sums.add(r);
          },
        );
        lines.total(layout.row({ record_date: t('label.total'), ...sums.cells() }));

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
        about.add([t('field.quantity'), { kind: 'quantity', value: sums.quantity.toNumber() }]);
        about.add([t('field.total_price'), { kind: 'total', value: sums.totalPrice.toNumber() }]);
        about.add([t('label.linesWithoutInvoiceNumber'), { kind: 'quantity', value: withoutNumber }]);
      },
    };
  }
}
