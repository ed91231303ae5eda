import { Injectable } from '@nestjs/common';
import { Locale, translator } from '../../../locales';
import { AuditAction } from '../../../database/unit-of-work/unit-of-work';
import { AuditService } from '../../audit/audit.service';
import { AuditExportDto } from '../dto/export.dto';
import { ExportJob } from '../export-job';
import { exportFileName } from '../xlsx/file-name';
import { assertRange, pump } from './common';

/**
 * One line per field: `field: value` for a record created (its values) or deleted (what it held),
 * `field: before → after` for a change; text as it is, other values as JSON, nothing as "".
 */
function changesText(action: AuditAction, changes: Record<string, [unknown, unknown]>): string {
  const show = (value: unknown) =>
    value === null || value === undefined ? '""' : typeof value === 'string' ? value : JSON.stringify(value);
  return Object.entries(changes)
    .map(([field, [before, after]]) => {
      if (action === 'create') return `${field}: ${show(after)}`;
      if (action === 'delete') return `${field}: ${show(before)}`;
      return `${field}: ${show(before)} → ${show(after)}`;
    })
    .join('\n');
}

/** The audit trail as the screen filters it, newest first, one row per entry. */
@Injectable()
export class AuditExport {
  constructor(private readonly audit: AuditService) {}

  prepare(dto: AuditExportDto, locale: Locale): ExportJob {
    if (dto.start_date && dto.end_date) assertRange(dto.start_date, dto.end_date, 'start date', 'end date');
    const t = translator(locale);
    return {
      file: exportFileName(t('file.audit'), 'audit-trail'),
      write: async (xlsx) => {
        const sheet = await xlsx.table(t('sheet.audit'), [
          { header: t('col.at'), kind: 'text', width: 20 },
          { header: t('col.user'), kind: 'text', width: 14 },
          { header: t('col.action'), kind: 'text', width: 10 },
          { header: t('col.entity'), kind: 'text', width: 16 },
          { header: t('col.entityId'), kind: 'code' },
          { header: t('col.changes'), kind: 'longText' },
          { header: t('col.requestId'), kind: 'code' },
        ]);
        await pump(sheet, this.audit.exportBatches(dto), (entry) => [
          new Date(entry.at).toISOString().replace('T', ' ').slice(0, 19),
          entry.username,
          t(`auditAction.${entry.action}`),
          entry.entity,
          entry.entity_id,
          changesText(entry.action, entry.changes),
          entry.request_id,
        ]);
      },
    };
  }
}
