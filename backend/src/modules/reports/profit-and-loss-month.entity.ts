import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A closed month's profit and loss figures, as the statement sums them from the records, their stored
 * costs and the cash entries (exact decimal text). Derived data, never backed up: see
 * profit-and-loss-months.queries.ts for when a month is stored and when it is deleted.
 */
@Entity('profit_and_loss_months')
export class ProfitAndLossMonth {
  /** The month's first day. */
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_profit_and_loss_months' })
  month: string;

  @Column({ type: 'numeric' })
  sales: string;

  @Column({ type: 'numeric' })
  sales_returns: string;

  @Column({ type: 'numeric' })
  cost_of_goods_sold: string;

  @Column({ type: 'numeric' })
  stock_losses: string;

  @Column({ type: 'numeric' })
  other_income: string;

  @Column({ type: 'numeric' })
  total_expenses: string;
}
