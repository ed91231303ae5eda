import { Injectable } from '@nestjs/common';
import { Locale, Translate, translator } from '../../../locales';
import { AgingService } from '../../ledger/aging.service';
import { PAYABLE, RECEIVABLE } from '../../../common/side';
import { AgingExportDto } from '../dto/export.dto';
import { ExportJob } from '../export-job';
import { exportFileName } from '../xlsx/file-name';
import { CellInput, ColumnSpec } from '../xlsx/xlsx-writer';
import { Sum } from './common';
import { fields } from './columns';

/**
 * The aging of one side: the rows, order and figures of GET /<side>/aging for the same
 * as_of, buckets and sort, then a totals row summed exactly from the rows written.
 */
@Injectable()
export class AgingExport {
  constructor(private readonly aging: AgingService) {}

  async prepare(dto: AgingExportDto, locale: Locale): Promise<ExportJob> {
    const side = dto.side === 'payable' ? PAYABLE : RECEIVABLE;
    // Read before the first byte, like every check: the answer is a few hundred rows at most.
    const aging = await this.aging.aging(side, {
      asOf: dto.as_of,
      buckets: dto.buckets,
      sortField: dto.sort_field,
      sortOrder: dto.sort_order,
    });
    const t = translator(locale);
    return {
      file: exportFileName(`${side.key}-aging`),
      write: async (xlsx) => {
        const title = t(side === RECEIVABLE ? 'sheet.receivableAging' : 'sheet.payableAging');
        const columns: ColumnSpec[] = [
          ...fields(t, 'code short_name balance', { side: side.direction }).columns,
          ...aging.buckets.map((label): ColumnSpec => ({ header: bucketHeader(label, t), kind: 'total' })),
        ];
        const sheet = await xlsx.table(title, columns, {
          printTitle: `${title}  ${t('label.asOf')} ${aging.as_of}`,
        });
        const sums = columns.slice(2).map(() => new Sum());
        for (const row of aging.data) {
          const figures = [row.balance as number, ...(row.amounts as number[])];
          figures.forEach((figure, i) => sums[i].add(figure));
          sheet.add([
            row[`${side.partner}_code`] as string | null,
            row[`${side.partner}_short_name`] as string,
            ...figures,
          ]);
        }
        const totals: CellInput[] = [null, t('label.total'), ...sums.map((sum) => sum.toNumber())];
        sheet.total(totals);
      },
    };
  }
}

/** `current` in the request's language; a range of days as "1-30 days" (or its translation). */
function bucketHeader(label: string, t: Translate): string {
  return label === 'current' ? t('aging.current') : t('aging.days').replace('{range}', label);
}
