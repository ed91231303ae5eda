import { MigrationInterface, QueryRunner } from 'typeorm';

/** payment_allocations: what of a payment settles which document of its partner. */
export class PaymentAllocations1796930000002 implements MigrationInterface {
  name = 'PaymentAllocations1796930000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "payment_allocations" ("id" SERIAL NOT NULL, "payment_id" integer NOT NULL, "document_id" integer NOT NULL, "partner_id" integer NOT NULL, "amount" numeric(14,2) NOT NULL, CONSTRAINT "CHK_payment_allocations_amount" CHECK (amount > 0), CONSTRAINT "PK_payment_allocations" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_payment_allocations_payment_document" ON "payment_allocations" ("payment_id", "document_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_payment_allocations_document" ON "payment_allocations" ("document_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_payment_allocations_partner" ON "payment_allocations" ("partner_id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_allocations" ADD CONSTRAINT "FK_payment_allocations_payment" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_allocations" ADD CONSTRAINT "FK_payment_allocations_document" FOREIGN KEY ("document_id") REFERENCES "trade_documents"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_allocations" ADD CONSTRAINT "FK_payment_allocations_partner" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "payment_allocations"`);
  }
}
