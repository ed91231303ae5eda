import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795285941263 implements MigrationInterface {
  name = 'Initial1795285941263';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "app_settings" ("key" character varying(100) NOT NULL, "value" text NOT NULL, CONSTRAINT "PK_975c2db59c65c05fd9c6b63a2ab" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "users" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "username" character varying(50) NOT NULL, "display_name" character varying(100), "role" character varying(10) NOT NULL, "password_hash" character varying(100) NOT NULL, CONSTRAINT "UQ_fe0bb3f6520ee0469504521e710" UNIQUE ("username"), CONSTRAINT "CHK_users_role" CHECK (role IN ('reader', 'editor')), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "partners" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "code" character varying(50), "short_name" character varying(50) NOT NULL, "full_name" character varying(200) NOT NULL, "type" smallint NOT NULL, "address" character varying(500), "contact_person" character varying(100), "contact_phone" character varying(50), CONSTRAINT "CHK_partners_type" CHECK (type IN (0, 1)), CONSTRAINT "PK_998645b20820e4ab99aeae03b41" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_partners_short_name" ON "partners"  ("short_name") `);
    await queryRunner.query(`CREATE INDEX "IDX_partners_type" ON "partners"  ("type") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_partners_code" ON "partners"  ("code") WHERE code IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "products" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "code" character varying(50) NOT NULL, "product_model" character varying(100) NOT NULL, "category" character varying(100) NOT NULL, "remark" character varying(500), CONSTRAINT "PK_0806c755e0aca124e67c0cf6d7d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_products_code" ON "products"  ("code") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_products_product_model" ON "products"  ("product_model") `,
    );
    await queryRunner.query(
      `CREATE TABLE "product_prices" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "partner_id" integer NOT NULL, "product_id" integer NOT NULL, "unit_price" numeric(14,4) NOT NULL, "effective_date" date NOT NULL, CONSTRAINT "CHK_product_prices_unit_price" CHECK (unit_price >= 0), CONSTRAINT "PK_31c33ddacf759f7c0e5d327c4bb" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_product_prices_product" ON "product_prices"  ("product_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_product_prices_effective_date" ON "product_prices"  ("effective_date") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_product_prices_partner_product_date" ON "product_prices"  ("partner_id", "product_id", "effective_date") `,
    );
    await queryRunner.query(
      `CREATE TABLE "trade_records" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "direction" smallint NOT NULL, "partner_id" integer NOT NULL, "product_id" integer NOT NULL, "record_date" date NOT NULL, "quantity" integer NOT NULL, "unit_price" numeric(14,4) NOT NULL, "total_price" numeric(18,3) NOT NULL, "invoice_date" date, "invoice_number" character varying(100), "order_number" character varying(100), "invoice_image_url" character varying(500), "remark" character varying(500), "cost_amount" numeric(18,4), "unit_cost" numeric(18,6), CONSTRAINT "CHK_trade_records_unit_price" CHECK (unit_price >= 0), CONSTRAINT "CHK_trade_records_quantity" CHECK (quantity > 0), CONSTRAINT "CHK_trade_records_direction" CHECK (direction IN (0, 1)), CONSTRAINT "PK_25288e99734da584d50029d7b2d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_trade_records_unit_price" ON "trade_records"  ("direction", "unit_price") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_trade_records_total_price" ON "trade_records"  ("direction", "total_price") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_trade_records_product_history" ON "trade_records"  ("product_id", "record_date", "direction", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_trade_records_partner" ON "trade_records"  ("direction", "partner_id", "record_date") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_trade_records_list" ON "trade_records"  ("direction", "record_date", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "stock" ("product_id" integer NOT NULL, "current_stock" integer NOT NULL DEFAULT '0', "stock_value" numeric(20,4) NOT NULL DEFAULT '0', "cost_state" jsonb NOT NULL DEFAULT '{}'::jsonb, "last_event_date" date, "last_event_direction" smallint, "last_event_id" integer, "last_update" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_375ba760c8cff338fc8c94b416c" PRIMARY KEY ("product_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_stock_current_stock" ON "stock"  ("current_stock") `);
    await queryRunner.query(`CREATE INDEX "IDX_stock_last_update" ON "stock"  ("last_update") `);
    await queryRunner.query(
      `CREATE TABLE "payments" ("created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" SERIAL NOT NULL, "direction" smallint NOT NULL, "partner_id" integer NOT NULL, "amount" numeric(14,2) NOT NULL, "pay_date" date NOT NULL, "pay_method" character varying(30) NOT NULL, "remark" character varying(500), CONSTRAINT "CHK_payments_direction" CHECK (direction IN (0, 1)), CONSTRAINT "PK_197ab7af18c93fbb0c9b28b4a59" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_payments_pay_date" ON "payments"  ("pay_date") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_payments_partner" ON "payments"  ("direction", "partner_id", "pay_date", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "product_prices" ADD CONSTRAINT "FK_d5eeaea8e5bd31e2bc524875ead" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "product_prices" ADD CONSTRAINT "FK_8218c69c7f5a3706662101fa788" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "trade_records" ADD CONSTRAINT "FK_ccc7b774b39c94578c61e37fb1c" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "trade_records" ADD CONSTRAINT "FK_f00ea1089319e6eda1eaae3711d" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "stock" ADD CONSTRAINT "FK_375ba760c8cff338fc8c94b416c" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payments" ADD CONSTRAINT "FK_76895e2eb764876c44f47f86c35" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "FK_76895e2eb764876c44f47f86c35"`);
    await queryRunner.query(`ALTER TABLE "stock" DROP CONSTRAINT "FK_375ba760c8cff338fc8c94b416c"`);
    await queryRunner.query(`ALTER TABLE "trade_records" DROP CONSTRAINT "FK_f00ea1089319e6eda1eaae3711d"`);
    await queryRunner.query(`ALTER TABLE "trade_records" DROP CONSTRAINT "FK_ccc7b774b39c94578c61e37fb1c"`);
    await queryRunner.query(`ALTER TABLE "product_prices" DROP CONSTRAINT "FK_8218c69c7f5a3706662101fa788"`);
    await queryRunner.query(`ALTER TABLE "product_prices" DROP CONSTRAINT "FK_d5eeaea8e5bd31e2bc524875ead"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payments_partner"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payments_pay_date"`);
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_stock_last_update"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_stock_current_stock"`);
    await queryRunner.query(`DROP TABLE "stock"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_trade_records_list"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_trade_records_partner"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_trade_records_product_history"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_trade_records_total_price"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_trade_records_unit_price"`);
    await queryRunner.query(`DROP TABLE "trade_records"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_product_prices_partner_product_date"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_product_prices_effective_date"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_product_prices_product"`);
    await queryRunner.query(`DROP TABLE "product_prices"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_products_product_model"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_products_code"`);
    await queryRunner.query(`DROP TABLE "products"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_partners_code"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_partners_type"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_partners_short_name"`);
    await queryRunner.query(`DROP TABLE "partners"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TABLE "app_settings"`);
  }
}
