import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min, NotEquals } from 'class-validator';
import { PageQueryDto, Pagination } from '../../../common/pagination/page-query.dto';
import {
  DecimalField,
  OptionalDate,
  OptionalText,
  RequiredDate,
  RequiredText,
  WholeNumberText,
} from '../../../common/validation/rules';
import { MAX_QUANTITY, MAX_UNIT_PRICE } from '../../trade/dto/trade-record.dto';

export const ADJUSTMENT_REASONS = ['stocktake', 'damage', 'loss', 'sample', 'opening', 'other'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

const wholeNumber = (label: string) =>
  applyDecorators(
    WholeNumberText(),
    IsOptional(),
    IsInt({ message: `${label} must be a whole number` }),
    Max(MAX_QUANTITY, { message: `${label} must be at most ${MAX_QUANTITY}` }),
  );

/**
 * A stock adjustment as POST and PUT take it: exactly one of `quantity_change` (≠ 0) and
 * `counted_quantity` (≥ 0, turned into the change counted − stock on that date).
 */
export class AdjustmentBody {
  @RequiredText('product model', 100, undefined, 'any')
  product_model: string;

  @ApiProperty({ type: String, format: 'date' })
  @RequiredDate('date')
  date: string;

  @ApiProperty({ enum: ADJUSTMENT_REASONS })
  @IsIn(ADJUSTMENT_REASONS, { message: `reason must be one of ${ADJUSTMENT_REASONS.join(', ')}` })
  reason: AdjustmentReason;

  @ApiPropertyOptional({ type: Number })
  @wholeNumber('quantity_change')
  @Min(-MAX_QUANTITY, { message: `quantity_change must be at least -${MAX_QUANTITY}` })
  @NotEquals(0, { message: 'quantity_change must not be 0' })
  quantity_change?: number | null;

  @ApiPropertyOptional({ type: Number })
  @wholeNumber('counted_quantity')
  @Min(0, { message: 'counted_quantity must be 0 or more' })
  counted_quantity?: number | null;

  /** The value of each unit an increase brings in; without it, the current average cost. */
  @ApiPropertyOptional({ type: String })
  @DecimalField('unit cost', { scale: 4, min: 0, max: MAX_UNIT_PRICE, required: false })
  unit_cost?: string | null;

  @OptionalText('remark', 500, 'lines')
  remark?: string | null;
}

export class AdjustmentListQuery extends PageQueryDto {
  /** Exact product model. */
  @OptionalText('product model', 100, 'any')
  product_model?: string | null;

  @OptionalDate('start date')
  start_date?: string | null;

  @OptionalDate('end date')
  end_date?: string | null;
}

export class AdjustmentView {
  id: number;
  product_model: string;
  date: string;
  reason: AdjustmentReason;
  quantity_change: number;
  /** The given unit cost, else |total_cost| / |quantity_change| (4 decimals). */
  unit_cost: number;
  /** The value it added to stock (negative for a decrease), 4 decimals. */
  total_cost: number;
  remark: string | null;
}

export class MovementQuery extends PageQueryDto {
  @RequiredText('product model', 100, undefined, 'any')
  product_model: string;

  @OptionalDate('start date')
  start_date?: string | null;

  @OptionalDate('end date')
  end_date?: string | null;
}

export type MovementKind = 'inbound' | 'outbound' | 'inbound_return' | 'outbound_return' | 'adjustment';

export class MovementView {
  date: string;
  kind: MovementKind;
  record_id: number;
  partner_short_name: string | null;
  /** The document the movement belongs to (a purchase, sale or return); null for opening stock and adjustments. */
  document_id: number | null;
  document_number: string | null;
  quantity_change: number;
  balance_quantity: number;
  unit_cost: number;
  value_change: number;
  /** Running Σ value_change: the stock value after this movement (while stock never went negative). */
  balance_value: number;
}

export class MovementCard {
  product_model: string;
  opening_quantity: number;
  closing_quantity: number;
  data: MovementView[];
  pagination: Pagination;
}
