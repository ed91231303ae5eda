import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The profit and loss figures of each closed month, stored the first time a statement needs them (a
 * year's statement summed every record and cost of the year on every request: 360 ms at a million
 * records). Derived: the posting engine deletes a month and every later one when a write reaches it,
 * a stock rebuild or a restore deletes them all.
 */
export class ProfitAndLossMonths1796700000000 implements MigrationInterface {
  name = 'ProfitAndLossMonths1796700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "profit_and_loss_months" ("month" date NOT NULL, "sales" numeric NOT NULL, "sales_returns" numeric NOT NULL, "cost_of_goods_sold" numeric NOT NULL, "stock_losses" numeric NOT NULL, "other_income" numeric NOT NULL, "total_expenses" numeric NOT NULL, CONSTRAINT "PK_profit_and_loss_months" PRIMARY KEY ("month"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "profit_and_loss_months"`);
  }
}
