import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_finance_products_kind" AS ENUM('HP', 'PCP');
  CREATE TABLE "sites_finance_dealer_keys" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"dealer_name" varchar NOT NULL,
  	"dealer_key" varchar NOT NULL
  );
  
  CREATE TABLE "sites_finance_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"family_key" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_sites_finance_products_kind" DEFAULT 'HP' NOT NULL,
  	"apr" numeric NOT NULL,
  	"document_fee" numeric DEFAULT 0 NOT NULL,
  	"option_to_purchase_fee" numeric DEFAULT 0 NOT NULL,
  	"term_min" numeric NOT NULL,
  	"term_max" numeric NOT NULL,
  	"term_step" numeric NOT NULL,
  	"term_default" numeric NOT NULL,
  	"deposit_min_percent" numeric NOT NULL,
  	"deposit_max_percent" numeric NOT NULL,
  	"deposit_default_percent" numeric NOT NULL,
  	"annual_mileage_default" numeric DEFAULT 10000,
  	"final_payment_percent_at12_months" numeric DEFAULT 0,
  	"final_payment_percent_lost_per_year" numeric DEFAULT 0,
  	"final_payment_percent_lost_per1000_miles" numeric DEFAULT 0,
  	"final_payment_min_percent" numeric DEFAULT 0,
  	"final_payment_base_mileage" numeric DEFAULT 10000
  );
  
  CREATE TABLE "sites_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "finance_lender" varchar;
  ALTER TABLE "sites" ADD COLUMN "finance_commission_disclosure" varchar;
  ALTER TABLE "sites" ADD COLUMN "finance_reserve_url" varchar;
  ALTER TABLE "sites" ADD COLUMN "finance_part_exchange_url" varchar;
  ALTER TABLE "sites" ADD COLUMN "finance_terms_template" varchar;
  ALTER TABLE "sites_finance_dealer_keys" ADD CONSTRAINT "sites_finance_dealer_keys_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_finance_products" ADD CONSTRAINT "sites_finance_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_numbers" ADD CONSTRAINT "sites_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_finance_dealer_keys_order_idx" ON "sites_finance_dealer_keys" USING btree ("_order");
  CREATE INDEX "sites_finance_dealer_keys_parent_id_idx" ON "sites_finance_dealer_keys" USING btree ("_parent_id");
  CREATE INDEX "sites_finance_dealer_keys_dealer_key_idx" ON "sites_finance_dealer_keys" USING btree ("dealer_key");
  CREATE INDEX "sites_finance_products_order_idx" ON "sites_finance_products" USING btree ("_order");
  CREATE INDEX "sites_finance_products_parent_id_idx" ON "sites_finance_products" USING btree ("_parent_id");
  CREATE INDEX "sites_numbers_order_parent_idx" ON "sites_numbers" USING btree ("order","parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "sites_finance_dealer_keys" CASCADE;
  DROP TABLE "sites_finance_products" CASCADE;
  DROP TABLE "sites_numbers" CASCADE;
  ALTER TABLE "sites" DROP COLUMN "finance_lender";
  ALTER TABLE "sites" DROP COLUMN "finance_commission_disclosure";
  ALTER TABLE "sites" DROP COLUMN "finance_reserve_url";
  ALTER TABLE "sites" DROP COLUMN "finance_part_exchange_url";
  ALTER TABLE "sites" DROP COLUMN "finance_terms_template";
  DROP TYPE "public"."enum_sites_finance_products_kind";`)
}
