import { applyDecorators } from '@nestjs/common';
import { ApiProperty, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsInt,
  IsObject,
  Max,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { MAX_RECORD_ID } from '../../../common/http/record-id';
import { TradeInvoiceFields } from './trade-record.dto';

/** How many records one batch call may name. */
export const MAX_BATCH_IDS = 1000;
const IDS_MESSAGE = 'ids must be a list of record ids';

/** The fields a batch update may set on many records at once (invoice tracking). */
export const BATCH_FIELDS = ['invoice_number', 'invoice_date', 'order_number', 'remark'] as const;
export type BatchField = (typeof BATCH_FIELDS)[number];

/** `{ ids }` of POST /{inbound|outbound}/batch-delete: 1 to 1,000 record ids. */
export class TradeBatchIdsBody {
  @ApiProperty({ type: [Number], minItems: 1, maxItems: MAX_BATCH_IDS })
  // In this order (stopAtFirstError): the first rule a value breaks is the one reported.
  @applyDecorators(
    IsDefined({ message: 'ids is required' }),
    IsArray({ message: IDS_MESSAGE }),
    ArrayMinSize(1, { message: 'ids must name at least 1 record' }),
    ArrayMaxSize(MAX_BATCH_IDS, { message: `ids must name at most ${MAX_BATCH_IDS} records` }),
    IsInt({ each: true, message: IDS_MESSAGE }),
    Min(1, { each: true, message: IDS_MESSAGE }),
    Max(MAX_RECORD_ID, { each: true, message: IDS_MESSAGE }),
  )
  ids: number[];
}

/** What a batch update sets: any of the four fields; null (or '') clears one, a field left out stays. */
export class TradeBatchSet extends PickType(TradeInvoiceFields, BATCH_FIELDS) {}

const SET_NOT_EMPTY = `set must name at least one of ${BATCH_FIELDS.join(', ')}`;

/** `{ ids, set }` of POST /{inbound|outbound}/batch. */
export class TradeBatchUpdateBody extends TradeBatchIdsBody {
  @ApiProperty({ type: TradeBatchSet })
  @Type(() => TradeBatchSet)
  @applyDecorators(
    IsDefined({ message: 'set is required' }),
    IsObject({ message: 'set must be an object' }),
    ValidateBy({
      name: 'setNotEmpty',
      validator: {
        validate: (value) => BATCH_FIELDS.some((f) => (value as Partial<TradeBatchSet>)[f] !== undefined),
        defaultMessage: () => SET_NOT_EMPTY,
      },
    }),
    ValidateNested(),
  )
  set: TradeBatchSet;
}

/** The fields a batch update sets, as the service takes them (only those sent). */
export type TradeBatchChanges = Partial<Record<BatchField, string | null>>;

export function toBatchChanges(set: TradeBatchSet): TradeBatchChanges {
  return Object.fromEntries(BATCH_FIELDS.filter((f) => set[f] !== undefined).map((f) => [f, set[f] ?? null]));
}
