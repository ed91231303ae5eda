import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Paginated, paginated } from '../../common/pagination/page-query.dto';
import { AuditEntryView, AuditQueryDto } from './dto/audit-query.dto';
import { AuditFilter, auditBatch, auditPage } from './audit.queries';

/** Entries read per statement by the export. */
const EXPORT_BATCH = 2000;

/** The audit trail, read newest first with its filters; it has no write of its own (see UnitOfWork). */
@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: AuditQueryDto): Promise<Paginated<AuditEntryView>> {
    const { rows, total } = await auditPage(this.dataSource, query, query);
    return paginated(rows, query, total);
  }

  /** Every entry the filters match, newest first, in batches (the audit trail's export). */
  async *exportBatches(filter: AuditFilter): AsyncGenerator<AuditEntryView[]> {
    let beforeId: number | null = null;
    for (;;) {
      const rows = await auditBatch(this.dataSource, filter, beforeId, EXPORT_BATCH);
      if (rows.length === 0) return;
      yield rows;
      beforeId = rows[rows.length - 1].id;
    }
  }
}
