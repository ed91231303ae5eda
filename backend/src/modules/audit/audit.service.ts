import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Paginated, paginated } from '../../common/pagination/page-query.dto';
import { AuditEntryView, AuditQueryDto } from './dto/audit-query.dto';
import { auditPage } from './audit.queries';

/** The audit trail, read newest first with its filters; it has no write of its own (see UnitOfWork). */
@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: AuditQueryDto): Promise<Paginated<AuditEntryView>> {
    const { rows, total } = await auditPage(this.dataSource, query, query);
    return paginated(rows, query, total);
  }
}
