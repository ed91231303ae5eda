import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  LinesOf,
  OptionalDate,
  OptionalText,
  RequiredDate,
  RequiredText,
  WholeNumberText,
} from '../../../common/validation/rules';
import { MAX_QUANTITY } from '../../trade/dto/trade-record.dto';
import { AdjustmentReason, AdjustmentView } from './adjustment.dto';

/** How many lines one count may post (a count sheet of every product of a small company). */
export const MAX_COUNT_LINES = 5000;

/**
 * The reasons a batch of counted quantities may carry: any adjustment reason but `opening`, which needs
 * a unit cost per line.
 */
export const COUNT_REASONS = [
  'stocktake',
  'damage',
  'loss',
  'sample',
  'other',
] as const satisfies readonly AdjustmentReason[];

/** One counted product: its model and the quantity found on the shelf. */
export class CountLine {
  @RequiredText('product model', 100, undefined, 'any')
  product_model: string;

  @ApiProperty({ type: Number, minimum: 0 })
  // In this order (stopAtFirstError): the first rule a value breaks is the one reported.
  @applyDecorators(
    WholeNumberText(),
    IsDefined({ message: 'counted_quantity is required' }),
    IsInt({ message: 'counted_quantity must be a whole number' }),
    Min(0, { message: 'counted_quantity must be 0 or more' }),
    Max(MAX_QUANTITY, { message: `counted_quantity must be at most ${MAX_QUANTITY}` }),
  )
  counted_quantity: number;
}

/**
 * `POST /stock/adjustments/batch`: the counted quantities of many products on one date, posted as one
 * adjustment per product whose count differs from its stock on that date.
 */
export class CountBody {
  @ApiProperty({ type: String, format: 'date' })
  @RequiredDate('date')
  date: string;

  @ApiPropertyOptional({ enum: COUNT_REASONS, default: 'stocktake' })
  @IsOptional()
  @IsIn(COUNT_REASONS, { message: `reason must be one of ${COUNT_REASONS.join(', ')}` })
  reason?: (typeof COUNT_REASONS)[number];

  @OptionalText('remark', 500, 'lines')
  remark?: string | null;

  @LinesOf(CountLine, { max: MAX_COUNT_LINES, listOf: 'counted products', one: 'A count' })
  lines: CountLine[];
}

/** What a posted count answers: the adjustments it created (in line order) and the lines that matched. */
export class CountResult {
  date: string;
  data: AdjustmentView[];
  /** Lines whose count equalled the stock on that date: nothing was created for them. */
  unchanged: number;
}

export class CountSheetQuery {
  /** The count date: system quantities are the stock at the end of that day. Default: today. */
  @ApiPropertyOptional({ type: String, format: 'date' })
  @OptionalDate('date')
  date?: string | null;
}

/** A line of the printed count sheet. */
export class CountSheetRow {
  product_code: string;
  product_model: string;
  category: string;
  /** The stock at the end of the count date. */
  system_quantity: number;
}

export class CountSheet {
  date: string;
  data: CountSheetRow[];
}
