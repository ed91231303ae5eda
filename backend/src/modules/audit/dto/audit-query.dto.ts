import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';
import { OptionalDate, OptionalText } from '../../../common/validation/rules';
import { AUDIT_ACTIONS, AuditAction } from '../../../database/unit-of-work/unit-of-work';

export class AuditQueryDto extends PageQueryDto {
  @OptionalText('entity', 40, 'any')
  entity?: string | null;

  @OptionalText('entity_id', 100, 'any')
  entity_id?: string | null;

  @OptionalText('username', 50, 'any')
  username?: string | null;

  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `action must be one of ${AUDIT_ACTIONS.join(', ')}` })
  action?: AuditAction;

  /** Entries made on or after this day (UTC). */
  @OptionalDate('start date')
  start_date?: string | null;

  /** Entries made on or before this day (UTC). */
  @OptionalDate('end date')
  end_date?: string | null;
}

export class AuditEntryView {
  id: number;
  at: Date;
  username: string | null;
  action: AuditAction;
  entity: string;
  entity_id: string;
  /** Per changed field, `[before, after]` (null before on a create, null after on a delete). */
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', minItems: 2, maxItems: 2, items: {} },
  })
  changes: Record<string, [unknown, unknown]>;
  request_id: string | null;
  /** The document a document's or a trade line's entry concerns, while it exists. */
  document_id: number | null;
  /** That document's number (also a deleted one's, as its entry kept it). */
  document_number: string | null;
  /**
   * What the entry concerns as a person knows it, where its key is a bare id: a document's or an order's
   * number, a payment's partner and date, an account's name, a cash entry's date and category, an
   * adjustment's date and product, a price's product and partner; null when gone or the key reads.
   */
  subject: string | null;
}
