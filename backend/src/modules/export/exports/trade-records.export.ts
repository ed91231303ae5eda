import { Injectable } from '@nestjs/common';
import { Direction } from '../../../common/side';
import { Locale, translator } from '../../../locales';
import { TradeExportDto } from '../dto/export.dto';
import { ExportJob } from '../export-job';
import { ExportQueries } from '../export.queries';
import { exportFileName } from '../xlsx/file-name';
import { XlsxWriter } from '../xlsx/xlsx-writer';
import { assertRange, checkTradeFilters, pump, RecordSums, tradeDirections } from './common';
import { FULL_RECORD, recordFields } from './columns';

/** Inbound and/or outbound records of a period: a sheet per direction, every field, a totals row. */
@Injectable()
export class TradeRecordsExport {
  constructor(private readonly queries: ExportQueries) {}

  async prepare(dto: TradeExportDto, locale: Locale): Promise<ExportJob> {
    assertRange(dto.dateFrom, dto.dateTo, 'dateFrom', 'dateTo');
    await checkTradeFilters(this.queries, dto);
    const t = translator(locale);
    const directions = tradeDirections(dto.tables);
    return {
      file: exportFileName('inbound-outbound'),
      write: async (xlsx: XlsxWriter) => {
        for (const direction of directions) {
          const layout = recordFields(direction, t, FULL_RECORD);
          const sheet = await xlsx.table(
            t(direction === Direction.Inbound ? 'sheet.inbound' : 'sheet.outbound'),
            layout.columns,
            {
              printTitle: `${t(direction === Direction.Inbound ? 'sheet.inbound' : 'sheet.outbound')}  ${dto.dateFrom} – ${dto.dateTo}`,
            },
          );
          const sums = new RecordSums();
          await pump(
            sheet,
            this.queries.records({
              direction,
              range: { from: dto.dateFrom, to: dto.dateTo },
              productCode: dto.productCode,
              partnerCode: dto.customerCode,
            }),
            (row) => layout.row(row),
            (row) => sums.add(row),
          );
          sheet.total(layout.row({ partner_code: t('label.total'), ...sums.cells() }));
        }
      },
    };
  }
}
