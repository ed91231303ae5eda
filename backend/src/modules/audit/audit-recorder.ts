import { Injectable } from '@nestjs/common';
import { ClsService } from 'nestjs-cls';
import { EntityManager } from 'typeorm';
import { AuditRecord, AuditSink } from '../../database/unit-of-work/unit-of-work';
import { requestContext } from '../../common/request-context';
import { prepared } from '../../database/preparing-client';

/**
 * Writes a transaction's audit records into the trail, one statement for all, naming the user and the
 * request being served.
 */
@Injectable()
export class AuditRecorder extends AuditSink {
  constructor(private readonly cls: ClsService) {
    super();
  }

  async write(manager: EntityManager, records: AuditRecord[]): Promise<void> {
    const context = requestContext(this.cls);
    await manager.query(
      prepared(`WITH added AS (
         INSERT INTO audit_log (username, action, entity, entity_id, changes, request_id)
         SELECT $1, u.action, u.entity, u.entity_id, u.changes, $2
           FROM unnest($3::varchar[], $4::varchar[], $5::varchar[], $6::jsonb[]) AS u(action, entity, entity_id, changes)
         RETURNING 1
       )
       ${COUNT_ADDED_SQL}`),
      [
        context.username,
        context.requestId,
        records.map((e) => e.action),
        records.map((e) => e.entity),
        records.map((e) => e.entityId),
        records.map((e) => JSON.stringify(e.changes)),
      ],
    );
  }
}

/** Adds the rows of `added` to this connection's audit_counts row (see AuditCount). */
const COUNT_ADDED_SQL = `
  INSERT INTO audit_counts (slot, entries) SELECT pg_backend_pid() % 64, count(*) FROM added
  ON CONFLICT (slot) DO UPDATE SET entries = audit_counts.entries + EXCLUDED.entries`;
