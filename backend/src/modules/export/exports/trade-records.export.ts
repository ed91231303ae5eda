import { Injectable } from '@nestjs/common';
import { Direction } from '../../../common/side';
import { Locale, translator } from '../../../locales';
import { TradeExportDto } from '../dto/export.dto';
import { ExportJob } from '../export-job';
import { ExportQueries } from '../export.queries';
import { exportFileName } from '../xlsx/file-name';
import { CellInput, XlsxWriter } from '../xlsx/xlsx-writer';
import { assertRange, checkTradeFilters, pump, Sum, tradeDirections } from './common';
import {
  FULL_RECORD_QUANTITY,
  FULL_RECORD_TOTAL,
  fullRecordCells,
  fullRecordColumns,
} from './record-columns';

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
          const columns = fullRecordColumns(direction, t);
          const sheet = await xlsx.table(
            t(direction === Direction.Inbound ? 'sheet.inbound' : 'sheet.outbound'),
            columns,
            {
              printTitle: `${t(direction === Direction.Inbound ? 'sheet.inbound' : 'sheet.outbound')}  ${dto.dateFrom} – ${dto.dateTo}`,
            },
          );
          const quantity = new Sum();
          const total = new Sum();
          await pump(
            sheet,
            this.queries.records({
              direction,
              range: { from: dto.dateFrom, to: dto.dateTo },
              productCode: dto.productCode,
              partnerCode: dto.customerCode,
            }),
            fullRecordCells,
            (row) => {
              quantity.add(row.quantity);
              total.add(row.total_price);
            },
          );
          const totals: CellInput[] = columns.map(() => null);
          totals[1] = t('label.total');
          totals[FULL_RECORD_QUANTITY] = quantity.toNumber();
          totals[FULL_RECORD_TOTAL] = total.toNumber();
          sheet.total(totals);
        }
      },
    };
  }
}
