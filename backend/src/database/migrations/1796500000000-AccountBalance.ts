import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each account's balance stored on its row (`accounts.balance`), kept by the posting engine, so the
 * accounts list reads one row per account instead of summing every movement. Filled here from the
 * opening balances and the movements. The sums (here, in the refresh and for a statement's opening
 * balance) read the movement tables through their (account, date, id) indexes, which the Money
 * migration created.
 */
export class AccountBalance1796500000000 implements MigrationInterface {
  name = 'AccountBalance1796500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "accounts" ADD "balance" numeric(20,2) NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `UPDATE "accounts" a SET "balance" = a."opening_balance"
         + COALESCE((SELECT SUM(CASE WHEN y."direction" = 1 THEN y."amount" ELSE -y."amount" END)
                       FROM "payments" y WHERE y."account_id" = a."id"), 0)
         + COALESCE((SELECT SUM(CASE WHEN e."kind" = 'income' THEN e."amount" ELSE -e."amount" END)
                       FROM "cash_entries" e WHERE e."account_id" = a."id"), 0)
         + COALESCE((SELECT SUM(t."amount") FROM "account_transfers" t WHERE t."to_account_id" = a."id"), 0)
         - COALESCE((SELECT SUM(t."amount") FROM "account_transfers" t WHERE t."from_account_id" = a."id"), 0)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "accounts" DROP COLUMN "balance"`);
  }
}
