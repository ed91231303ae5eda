import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Gives every inbound and outbound record that has none a document: the records of one direction,
 * partner, date and non-empty order number (trimmed) make one document, every other record one of its
 * own. The header comes from the group's first record (lowest id); numbers are the direction's prefix,
 * the date and the next numbers of that day (IN-20250131-001), counted on from trade_document_counters,
 * which ends up holding the last number used each day. One statement.
 */
export const GROUP_RECORDS_INTO_DOCUMENTS = `
  WITH loose AS (
    SELECT r.id, r.direction, r.partner_id, r.record_date, NULLIF(btrim(r.order_number), '') AS order_key
      FROM trade_records r
     WHERE r.direction IN (0, 1) AND r.document_id IS NULL
  ), grouped AS (
    SELECT direction, partner_id, record_date, min(id) AS first_id, array_agg(id) AS ids
      FROM loose
     GROUP BY direction, partner_id, record_date, order_key, CASE WHEN order_key IS NULL THEN id END
  ), counted AS (
    SELECT g.*, COALESCE(c.last, 0)
                + row_number() OVER (PARTITION BY g.direction, g.record_date ORDER BY g.first_id) AS n
      FROM grouped g
      LEFT JOIN trade_document_counters c ON c.direction = g.direction AND c.day = g.record_date
  ), numbered AS (
    SELECT c.*, CASE c.direction WHEN 0 THEN 'IN-' ELSE 'OUT-' END || to_char(c.record_date, 'YYYYMMDD')
                || '-' || lpad(c.n::text, GREATEST(3, length(c.n::text)), '0') AS document_number
      FROM counted c
  ), documents AS (
    INSERT INTO trade_documents (direction, document_number, partner_id, document_date, order_number,
                                 invoice_number, invoice_date, invoice_image_url, remark)
    SELECT n.direction, n.document_number, f.partner_id, f.record_date, f.order_number,
           f.invoice_number, f.invoice_date, f.invoice_image_url, f.remark
      FROM numbered n JOIN trade_records f ON f.id = n.first_id
    RETURNING id, direction, document_number
  ), counters AS (
    INSERT INTO trade_document_counters (direction, day, last)
    SELECT direction, record_date, max(n) FROM numbered GROUP BY direction, record_date
    ON CONFLICT (direction, day) DO UPDATE SET last = EXCLUDED.last
  )
  UPDATE trade_records r SET document_id = l.document_id
    FROM (SELECT unnest(n.ids) AS record_id, d.id AS document_id
            FROM numbered n JOIN documents d ON d.direction = n.direction AND d.document_number = n.document_number) l
   WHERE r.id = l.record_id`;

/** Every inbound and outbound record has a document; adjustments have none. */
export const RECORDS_HAVE_DOCUMENTS = `ALTER TABLE "trade_records" ADD CONSTRAINT "CHK_trade_records_document" CHECK ((document_id IS NULL) = (direction IN (-1, 2)))`;

/** Documents: every inbound and outbound record becomes a line of one (see GROUP_RECORDS_INTO_DOCUMENTS). */
export class Documents1796200000000 implements MigrationInterface {
  name = 'Documents1796200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "trade_documents" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "direction" smallint NOT NULL, "document_number" character varying(50) NOT NULL, "partner_id" integer NOT NULL, "document_date" date NOT NULL, "order_number" character varying(100), "invoice_number" character varying(100), "invoice_date" date, "invoice_image_url" character varying(500), "remark" character varying(500), CONSTRAINT "CHK_trade_documents_direction" CHECK (direction IN (0, 1)), CONSTRAINT "PK_trade_documents" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_trade_documents_partner_order" ON "trade_documents"  ("partner_id", "order_number") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_trade_documents_list" ON "trade_documents"  ("direction", "document_date", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_trade_documents_number" ON "trade_documents"  ("direction", "document_number") `,
    );
    await queryRunner.query(
      `CREATE TABLE "trade_document_counters" ("direction" smallint NOT NULL, "day" date NOT NULL, "last" integer NOT NULL, CONSTRAINT "PK_trade_document_counters" PRIMARY KEY ("direction", "day"))`,
    );
    await queryRunner.query(`ALTER TABLE "trade_records" ADD "document_id" integer`);
    await queryRunner.query(
      `ALTER TABLE "trade_documents" ADD CONSTRAINT "FK_trade_documents_partner" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(GROUP_RECORDS_INTO_DOCUMENTS);
    await queryRunner.query(`CREATE INDEX "IDX_trade_records_document" ON "trade_records"  ("document_id") `);
    await queryRunner.query(RECORDS_HAVE_DOCUMENTS);
    await queryRunner.query(
      `ALTER TABLE "trade_records" ADD CONSTRAINT "FK_trade_records_document" FOREIGN KEY ("document_id") REFERENCES "trade_documents"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trade_records" DROP CONSTRAINT "FK_trade_records_document"`);
    await queryRunner.query(`ALTER TABLE "trade_documents" DROP CONSTRAINT "FK_trade_documents_partner"`);
    await queryRunner.query(`ALTER TABLE "trade_records" DROP CONSTRAINT "CHK_trade_records_document"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_trade_records_document"`);
    await queryRunner.query(`ALTER TABLE "trade_records" DROP COLUMN "document_id"`);
    await queryRunner.query(`DROP TABLE "trade_document_counters"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_trade_documents_number"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_trade_documents_list"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_trade_documents_partner_order"`);
    await queryRunner.query(`DROP TABLE "trade_documents"`);
  }
}
