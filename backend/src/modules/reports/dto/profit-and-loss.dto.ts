import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { OptionalText, RequiredDate } from '../../../common/validation/rules';
import { DatedPageQuery, PaginationView } from '../../money/dto/money.dto';

/** GET /reports/profit-and-loss: both dates left out, the current month up to today. */
export class ProfitAndLossQuery extends PickType(DatedPageQuery, ['start_date', 'end_date']) {}

/** POST /export/profit-and-loss. */
export class ProfitAndLossExportBody {
  @ApiProperty({ type: String, format: 'date' })
  @RequiredDate('start date')
  start_date: string;

  @ApiProperty({ type: String, format: 'date' })
  @RequiredDate('end date')
  end_date: string;
}

/** The lines a figure of the statement adds up. */
export const PL_LINES = [
  'sales',
  'sales_returns',
  'cost_of_goods_sold',
  'stock_losses',
  'other_income',
  'expenses',
] as const;
export type ProfitAndLossLine = (typeof PL_LINES)[number];

export class ProfitAndLossLinesQuery extends DatedPageQuery {
  @ApiProperty({ enum: PL_LINES })
  @IsIn(PL_LINES, { message: `line must be one of ${PL_LINES.join(', ')}` })
  line: ProfitAndLossLine;

  /** Expenses (or other income) of one category only. */
  @ApiPropertyOptional({ maxLength: 50 })
  @OptionalText('category', 50, 'any')
  category?: string | null;
}

export class ExpenseLineView {
  @ApiProperty() category: string;
  @ApiProperty() amount: number;
}

/** The figures of the statement, of its whole period or of one month. */
class ProfitAndLossFigures {
  @ApiProperty() net_sales: number;
  @ApiProperty() cost_of_goods_sold: number;
  @ApiProperty() gross_profit: number;
  @ApiProperty() stock_losses: number;
  @ApiProperty() other_income: number;
  @ApiProperty() total_expenses: number;
  @ApiProperty() net_profit: number;
}

export class ProfitAndLossMonthView extends ProfitAndLossFigures {
  @ApiProperty({ example: '2026-01' }) month: string;
}

export class ProfitAndLossView extends ProfitAndLossFigures {
  @ApiProperty({ format: 'date' }) start_date: string;
  @ApiProperty({ format: 'date' }) end_date: string;
  @ApiProperty() sales: number;
  @ApiProperty() sales_returns: number;
  @ApiProperty({ type: [ExpenseLineView] }) expenses: ExpenseLineView[];
  @ApiProperty({ type: [ProfitAndLossMonthView] }) months: ProfitAndLossMonthView[];
}

export class ProfitAndLossLineView {
  @ApiProperty({ format: 'date' }) date: string;
  /** outbound, outbound_return, adjustment, income or expense: where `ref_id` points. */
  @ApiProperty() kind: string;
  @ApiProperty() ref_id: number;
  /** The document of a record's line (its sale, return or purchase); null for adjustments and entries. */
  @ApiProperty({ type: Number, nullable: true }) document_id: number | null;
  @ApiProperty({ type: String, nullable: true }) document_number: string | null;
  @ApiProperty({ type: String, nullable: true }) partner_short_name: string | null;
  @ApiProperty({ type: String, nullable: true }) product_model: string | null;
  @ApiProperty({ type: Number, nullable: true }) quantity: number | null;
  /** The adjustment's reason, or the entry's category and remark. */
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  /** What the line adds to the figure. */
  @ApiProperty() amount: number;
}

export class ProfitAndLossLinesView {
  @ApiProperty({ type: [ProfitAndLossLineView] }) data: ProfitAndLossLineView[];
  @ApiProperty() pagination: PaginationView;
  /** Σ amount of every line (all pages): the figure itself. */
  @ApiProperty() total_amount: number;
}
