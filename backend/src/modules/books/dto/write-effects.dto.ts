import { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';

/** A product's stock before and after the write, in a warehouse. */
export class StockEffect {
  @ApiProperty() product_code: string;
  @ApiProperty({ description: 'The warehouse, MAIN (stock is kept in one).' }) warehouse_code: string;
  @ApiProperty() before: number;
  @ApiProperty() after: number;
}

/** The balance of the write's partner before and after. */
export class PartnerBalanceEffect {
  @ApiProperty({ type: String, nullable: true }) partner_code: string | null;
  @ApiProperty() before: number;
  @ApiProperty() after: number;
}

/** A month's cost of goods sold (all products) before and after. */
export class CostOfGoodsSoldEffect {
  @ApiProperty({ example: '2026-03' }) month: string;
  @ApiProperty() before: number;
  @ApiProperty() after: number;
}

/** What a write would do to the books. */
export class WriteEffects {
  @ApiProperty({ type: [StockEffect], description: 'Every product the write moves.' })
  stock: StockEffect[];

  @ApiProperty({ type: PartnerBalanceEffect, nullable: true })
  partner_balance: PartnerBalanceEffect | null;

  @ApiProperty({
    type: [CostOfGoodsSoldEffect],
    description: 'Every month whose cost of goods sold changes, oldest first.',
  })
  cost_of_goods_sold: CostOfGoodsSoldEffect[];

  @ApiProperty({ description: "Records other than the write's own whose cost of goods sold changes." })
  records_recosted: number;
}

const made = new Map<Type, Type>();

/** `{ dry_run: true, result: <model>, effects }`: the answer of a write asked with `dry_run=true`. */
export function DryRunAnswerOf(model: Type): Type {
  let answer = made.get(model);
  if (!answer) {
    class DryRunAnswer {
      @ApiProperty({ type: Boolean, enum: [true] }) dry_run: true;
      @ApiProperty({ type: model, description: 'What the write would answer.' }) result: unknown;
      @ApiProperty({ type: WriteEffects }) effects: WriteEffects;
    }
    Object.defineProperty(DryRunAnswer, 'name', {
      value: `${model.name.replace(/(Response|View)$/, '')}DryRun`,
    });
    answer = DryRunAnswer;
    made.set(model, answer);
  }
  return answer;
}
