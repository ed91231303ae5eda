import { Injectable } from '@nestjs/common';
import { Locale, Translate, translator } from '../../../locales';
import {
  AnalysisDetailRow,
  AnalysisFilter,
  AnalysisQueries,
  ProfitFigures,
} from '../../analysis/analysis.queries';
import { ALL, AnalysisFigures, AnalysisService } from '../../analysis/analysis.service';
import { AdvancedAnalysisExportDto, AnalysisExportDto } from '../dto/export.dto';
import { ExportJob } from '../export-job';
import { exportFileName } from '../xlsx/file-name';
import { CellInput, ColumnSpec, TableSheet, XlsxWriter } from '../xlsx/xlsx-writer';

/** One item of the advanced export: a customer or a product of the filter options. */
interface Item {
  /** Sheet name: the customer's short name or the product model. */
  label: string;
  filter: AnalysisFilter;
  code: string | null;
  name: string;
  figures: ProfitFigures;
}

/**
 * The analysis exports. Every figure comes from AnalysisService / AnalysisQueries with the filter
 * resolved exactly as GET /analysis/data and /analysis/detail resolve it, so the file equals the
 * screen; figures sent by the client (analysisData, detailData) are ignored.
 */
@Injectable()
export class AnalysisExport {
  constructor(
    private readonly analysis: AnalysisService,
    private readonly queries: AnalysisQueries,
  ) {}

  /** Key figures and detail rows for a range and a customer and/or product. */
  async prepare(dto: AnalysisExportDto, locale: Locale): Promise<ExportJob> {
    const filter = await this.analysis.resolveFilter({
      start_date: dto.startDate,
      end_date: dto.endDate,
      customer_code: dto.customerCode,
      product_model: dto.productModel,
    });
    const t = translator(locale);
    return {
      file: exportFileName('数据分析', 'analysis'),
      write: async (xlsx) => {
        const [figures, detail] = await Promise.all([
          this.analysis.figures(filter),
          this.queries.detailRows(filter),
        ]);
        await this.keyFigures(xlsx, filter, figures, t);
        const sheet = await xlsx.table(t('sheet.analysisDetail'), detailColumns(t), {
          printTitle: `${t('sheet.analysisDetail')}  ${filter.startDate} – ${filter.endDate}`,
        });
        for (const row of detail) sheet.add(detailCells(row));
        totalRow(sheet, figures, t);
      },
    };
  }

  /**
   * A summary sheet with one row per customer (or product) of the filter options, 'All' excluded, then
   * one sheet per customer (or product) with its detail rows and totals.
   */
  async prepareAdvanced(dto: AdvancedAnalysisExportDto, locale: Locale): Promise<ExportJob> {
    await this.analysis.resolveFilter(
      { start_date: dto.startDate, end_date: dto.endDate },
      { requireCondition: false },
    );
    const byCustomer = dto.exportType === 'customer';
    const t = translator(locale);
    return {
      file: exportFileName(
        byCustomer ? '高级分析_按客户' : '高级分析_按产品',
        byCustomer ? 'advanced-analysis_by-customer' : 'advanced-analysis_by-product',
      ),
      write: async (xlsx) => {
        const items = await this.items(dto, byCustomer);
        const summaryName = t(byCustomer ? 'sheet.summaryByCustomer' : 'sheet.summaryByProduct');
        const summary = await xlsx.table(
          summaryName,
          [
            ...(byCustomer
              ? [
                  { header: t('field.customer_code'), kind: 'code' as const },
                  { header: t('field.customer_short_name'), kind: 'text' as const, width: 18 },
                  { header: t('field.customer_full_name'), kind: 'name' as const, width: 30 },
                ]
              : [{ header: t('field.product_model'), kind: 'name' as const }]),
            ...figureColumns(t),
          ],
          { printTitle: `${summaryName}  ${dto.startDate} – ${dto.endDate}` },
        );
        for (const item of items) {
          const who: CellInput[] = byCustomer ? [item.code, item.label, item.name] : [item.label];
          summary.add([...who, ...figureCells(item.figures)]);
        }
        const all = await this.analysis.figures({ startDate: dto.startDate, endDate: dto.endDate });
        summary.total([
          ...(byCustomer ? [null, t('label.total'), null] : [t('label.total')]),
          ...figureCells(all),
        ]);

        for (const item of items) {
          const sheet = await xlsx.table(item.label, detailColumns(t), {
            printTitle: `${item.name}  ${dto.startDate} – ${dto.endDate}`,
          });
          for (const row of await this.queries.detailRows(item.filter)) sheet.add(detailCells(row));
          totalRow(sheet, item.figures, t);
          await sheet.breathe();
        }
      },
    };
  }

  /** The filter options' customers or products ('All' excluded), each with its figures. */
  private async items(dto: AdvancedAnalysisExportDto, byCustomer: boolean): Promise<Item[]> {
    const options = await this.analysis.filterOptions();
    const range = { startDate: dto.startDate, endDate: dto.endDate };
    const items: Item[] = [];
    if (byCustomer) {
      for (const c of options.customers.filter((c) => c.code !== ALL)) {
        const filter = { ...range, customerCode: c.code, productModel: null };
        items.push({
          label: c.short_name,
          code: c.code,
          name: c.name,
          filter,
          figures: await this.queries.figures(filter),
        });
      }
    } else {
      for (const p of options.products.filter((p) => p.model !== ALL)) {
        const filter = { ...range, customerCode: null, productModel: p.model };
        items.push({
          label: p.model,
          code: null,
          name: p.name,
          filter,
          figures: await this.queries.figures(filter),
        });
      }
    }
    return items;
  }

  private async keyFigures(xlsx: XlsxWriter, filter: AnalysisFilter, figures: AnalysisFigures, t: Translate) {
    const sheet = await xlsx.table(
      t('sheet.keyFigures'),
      [
        { header: t('col.item'), kind: 'text', width: 22 },
        { header: t('col.value'), kind: 'name', width: 32 },
      ],
      { printTitle: `${t('sheet.keyFigures')}  ${filter.startDate} – ${filter.endDate}`, landscape: false },
    );
    sheet.add([t('label.periodFrom'), { kind: 'date', value: filter.startDate }]);
    sheet.add([t('label.periodTo'), { kind: 'date', value: filter.endDate }]);
    sheet.add([t('col.customer'), filter.customerCode ?? t('label.all')]);
    sheet.add([t('col.product'), filter.productModel ?? t('label.all')]);
    sheet.add([t('field.sales_amount'), { kind: 'money', value: figures.sales_amount }]);
    sheet.add([t('field.cost_amount'), { kind: 'money', value: figures.cost_amount }]);
    sheet.add([t('field.profit_amount'), { kind: 'money', value: figures.profit_amount }]);
    sheet.add([t('field.profit_rate'), { kind: 'percent', value: figures.profit_rate }]);
    sheet.add([t('field.last_updated'), figures.last_updated]);
  }
}

function figureColumns(t: Translate): ColumnSpec[] {
  return [
    { header: t('field.sales_amount'), kind: 'money' },
    { header: t('field.cost_amount'), kind: 'money' },
    { header: t('field.profit_amount'), kind: 'money' },
    { header: t('field.profit_rate'), kind: 'percent' },
  ];
}

function figureCells(f: ProfitFigures): CellInput[] {
  return [f.sales_amount, f.cost_amount, f.profit_amount, f.profit_rate];
}

/** The columns of /analysis/detail's rows. */
function detailColumns(t: Translate): ColumnSpec[] {
  return [
    { header: t('field.customer_code'), kind: 'code' },
    { header: t('field.customer_short_name'), kind: 'text', width: 18 },
    { header: t('field.customer_full_name'), kind: 'name', width: 30 },
    { header: t('field.product_model'), kind: 'name', width: 22 },
    ...figureColumns(t),
  ];
}

function detailCells(row: AnalysisDetailRow): CellInput[] {
  return [
    row.customer_code,
    row.customer_short_name,
    row.customer_name,
    row.product_model,
    ...figureCells(row),
  ];
}

/** The totals row is the filter's own figures (the rate of the sums, not a sum of rates). */
function totalRow(sheet: TableSheet, figures: ProfitFigures, t: Translate): void {
  sheet.total([null, t('label.total'), null, null, ...figureCells(figures)]);
}
