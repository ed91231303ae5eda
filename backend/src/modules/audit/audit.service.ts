import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Paginated, paginated } from '../../common/pagination/page-query.dto';
import { AuditEntryView, AuditQueryDto } from './dto/audit-query.dto';

/** The audit trail, read newest first with its filters; it has no write of its own (see UnitOfWork). */
@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: AuditQueryDto): Promise<Paginated<AuditEntryView>> {
    const params: unknown[] = [];
    const where: string[] = [];
    const add = (sql: (p: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (query.entity) add((p) => `entity = ${p}`, query.entity);
    if (query.entity_id) add((p) => `entity_id = ${p}`, query.entity_id);
    if (query.username) add((p) => `username = ${p}`, query.username);
    if (query.action) add((p) => `action = ${p}`, query.action);
    if (query.start_date) add((p) => `at >= ${p}::date`, query.start_date);
    if (query.end_date) add((p) => `at < ${p}::date + 1`, query.end_date);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT audit_log.id::int AS id, at, username, action, entity, entity_id, changes, request_id
           FROM audit_log ${whereSql}
          ORDER BY audit_log.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.limit, query.offset],
      ),
      // Unfiltered, the kept counts answer without counting a million entries.
      where.length
        ? this.dataSource.query(`SELECT count(*)::int AS total FROM audit_log ${whereSql}`, params)
        : this.dataSource.query('SELECT COALESCE(sum(entries), 0)::int AS total FROM audit_counts'),
    ]);
    return paginated(rows as AuditEntryView[], query, total);
  }
}
