import { Locale, translator } from '../../locales';
import { PAY_METHODS } from '../ledger/payment.entity';
import { ExportJob } from '../export/export-job';
import { exportFileName } from '../export/xlsx/file-name';
import { ColumnKind, ColumnSpec, XlsxWriter } from '../export/xlsx/xlsx-writer';
import { IMPORT_SPECS, ImportColumn, ImportKind } from './import-kinds';
import type { ImportError } from './import.service';

const CELL_KIND: Record<ImportColumn['type'], ColumnKind> = {
  text: 'text',
  date: 'date',
  integer: 'quantity',
  decimal: 'unitPrice',
  partnerType: 'text',
};

/**
 * The template of a kind: its columns with the headers of the request's language on the first sheet
 * (the sheet the import reads), and a notes sheet: every column, whether it is required and what to
 * enter, then how the import matches, refuses duplicates and what it accepts.
 */
export function importTemplate(kind: ImportKind, locale: Locale): ExportJob {
  const spec = IMPORT_SPECS[kind];
  const t = translator(locale);
  const columns: ColumnSpec[] = spec.columns.map((column) => ({
    header: t(column.header),
    kind: column.type === 'decimal' && column.scale === 2 ? 'money' : CELL_KIND[column.type],
    width: Math.max(14, t(column.header).length + 4),
  }));
  const what = (column: ImportColumn): string => {
    if (column.note) return t(column.note).replace('{list}', PAY_METHODS.join(', '));
    switch (column.type) {
      case 'date':
        return t('format.date');
      case 'integer':
        return t('format.integer');
      case 'decimal':
        return t('format.decimal').replace('{scale}', String(column.scale ?? 4));
      default:
        return t('format.text').replace('{max}', String(column.max ?? 500));
    }
  };
  return {
    file: exportFileName(`import-${kind}`),
    write: async (xlsx: XlsxWriter) => {
      await xlsx.table(t(spec.sheet), columns, { landscape: true });
      const notes = await xlsx.table(
        t('sheet.notes'),
        [
          { header: t('notes.column'), kind: 'text', width: 24 },
          { header: t('notes.required'), kind: 'text', width: 10 },
          { header: t('notes.format'), kind: 'longText', width: 90 },
        ],
        { landscape: true },
      );
      for (const column of spec.columns) {
        notes.add([t(column.header), t(column.required ? 'notes.yes' : 'notes.no'), what(column)]);
      }
      notes.note([]);
      for (const key of [
        'notes.rows',
        'notes.dryRun',
        'notes.matching',
        'notes.duplicates',
        'notes.limits',
      ] as const) {
        notes.note([t(key)]);
      }
    },
  };
}

/**
 * A dry run's errors as a workbook (the web app's download of its errors table): row, column and
 * message, in the request's language as the dry run answered them.
 */
export function importErrorReport(kind: ImportKind, errors: ImportError[], locale: Locale): ExportJob {
  const t = translator(locale);
  return {
    file: exportFileName(`import-errors-${kind}`),
    write: async (xlsx: XlsxWriter) => {
      const sheet = await xlsx.table(
        t('sheet.importErrors'),
        [
          { header: t('field.row'), kind: 'id' },
          { header: t('field.column'), kind: 'text', width: 22 },
          { header: t('field.message'), kind: 'longText', width: 90 },
        ],
        { landscape: true },
      );
      for (const [i, error] of errors.entries()) {
        sheet.add([error.row, error.column, error.message]);
        if (i % 500 === 499) await sheet.breathe();
      }
    },
  };
}
