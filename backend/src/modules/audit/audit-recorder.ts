import { Injectable } from '@nestjs/common';
import { ClsService } from 'nestjs-cls';
import { SqlParams } from '../../common/sql-params';
import { AuditRecord, AuditSink } from '../../database/unit-of-work/unit-of-work';
import { WriteParts } from '../../database/write-batch';
import { RequestContext, requestContext } from '../../common/request-context';

/**
 * Writes a transaction's audit records into the trail, one insert for all, naming the user and the
 * request being served.
 */
@Injectable()
export class AuditRecorder extends AuditSink {
  constructor(private readonly cls: ClsService) {
    super();
  }

  parts(p: SqlParams, records: AuditRecord[]): WriteParts {
    return auditParts(p, records, requestContext(this.cls));
  }
}

/**
 * The writes that insert `records` into the trail as done by `context`: the recorder's for a request,
 * and a command-line tool's own (a restore, which runs outside any request) with SYSTEM_ACTOR.
 */
export function auditParts(p: SqlParams, records: AuditRecord[], context: RequestContext): WriteParts {
  const column = (value: (e: AuditRecord) => string, type: string) => p.array(records.map(value), type);
  const rows = `unnest(${column((e) => e.action, 'varchar')}, ${column((e) => e.entity, 'varchar')}, ${column(
    (e) => e.entityId,
    'varchar',
  )}, ${column((e) => JSON.stringify(e.changes), 'jsonb')})`;
  return [
    [
      'audit_added',
      `INSERT INTO audit_log (username, action, entity, entity_id, changes, request_id)
       SELECT ${p.add(context.username)}, u.action, u.entity, u.entity_id, u.changes, ${p.add(context.requestId)}
         FROM ${rows} AS u(action, entity, entity_id, changes)
       RETURNING 1`,
    ],
    // This connection's audit_counts row (see AuditCount) counts them.
    [
      'audit_counted',
      `INSERT INTO audit_counts (slot, entries) SELECT pg_backend_pid() % 64, count(*) FROM audit_added
       ON CONFLICT (slot) DO UPDATE SET entries = audit_counts.entries + EXCLUDED.entries`,
    ],
  ];
}
