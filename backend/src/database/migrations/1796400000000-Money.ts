import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The money side: accounts (one default), transfers between them, other income and expenses, and the
 * account of every payment. The upgrade creates the default account `Cash` and puts every existing
 * payment on it, so balances stay where they were and every payment has an account.
 */
export class Money1796400000000 implements MigrationInterface {
  name = 'Money1796400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "accounts" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "name" character varying(50) NOT NULL, "kind" character varying(10) NOT NULL, "opening_balance" numeric(14,2) NOT NULL DEFAULT '0', "opening_date" date NOT NULL, "is_default" boolean NOT NULL DEFAULT false, "remark" character varying(500), CONSTRAINT "CHK_accounts_kind" CHECK (kind IN ('cash', 'bank', 'other')), CONSTRAINT "PK_accounts" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_accounts_default" ON "accounts" ("is_default") WHERE "is_default"`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_accounts_name" ON "accounts" ("name")`);
    await queryRunner.query(
      `CREATE TABLE "account_transfers" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "from_account_id" integer NOT NULL, "to_account_id" integer NOT NULL, "amount" numeric(14,2) NOT NULL, "transfer_date" date NOT NULL, "remark" character varying(500), CONSTRAINT "CHK_account_transfers_accounts" CHECK (from_account_id <> to_account_id), CONSTRAINT "CHK_account_transfers_amount" CHECK (amount > 0), CONSTRAINT "PK_account_transfers" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_account_transfers_date" ON "account_transfers" ("transfer_date", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_account_transfers_to" ON "account_transfers" ("to_account_id", "transfer_date", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_account_transfers_from" ON "account_transfers" ("from_account_id", "transfer_date", "id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "cash_entries" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "kind" character varying(10) NOT NULL, "entry_date" date NOT NULL, "account_id" integer NOT NULL, "category" character varying(50) NOT NULL, "amount" numeric(14,2) NOT NULL, "remark" character varying(500), CONSTRAINT "CHK_cash_entries_amount" CHECK (amount > 0), CONSTRAINT "CHK_cash_entries_kind" CHECK (kind IN ('income', 'expense')), CONSTRAINT "PK_cash_entries" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_cash_entries_category" ON "cash_entries" ("kind", "category")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_cash_entries_date" ON "cash_entries" ("entry_date", "kind")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_cash_entries_account" ON "cash_entries" ("account_id", "entry_date", "id")`,
    );
    // The default account, opened on the first payment's date (today without payments), with nothing.
    await queryRunner.query(
      `INSERT INTO "accounts" ("name", "kind", "opening_balance", "opening_date", "is_default")
       SELECT 'Cash', 'cash', 0, COALESCE(min(pay_date), current_date), true FROM "payments"`,
    );
    await queryRunner.query(`ALTER TABLE "payments" ADD "account_id" integer`);
    await queryRunner.query(
      `UPDATE "payments" SET "account_id" = (SELECT "id" FROM "accounts" WHERE "is_default")`,
    );
    await queryRunner.query(`ALTER TABLE "payments" ALTER COLUMN "account_id" SET NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX "IDX_payments_account" ON "payments" ("account_id", "pay_date", "id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "FK_payments_account" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "account_transfers" ADD CONSTRAINT "FK_account_transfers_from" FOREIGN KEY ("from_account_id") REFERENCES "accounts"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "account_transfers" ADD CONSTRAINT "FK_account_transfers_to" FOREIGN KEY ("to_account_id") REFERENCES "accounts"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "cash_entries" ADD CONSTRAINT "FK_cash_entries_account" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "FK_payments_account"`);
    await queryRunner.query(`DROP INDEX "IDX_payments_account"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP COLUMN "account_id"`);
    await queryRunner.query(`DROP TABLE "cash_entries"`);
    await queryRunner.query(`DROP TABLE "account_transfers"`);
    await queryRunner.query(`DROP TABLE "accounts"`);
  }
}
