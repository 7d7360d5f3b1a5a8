import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_vehicle_index" AS ENUM('vehicles-se', 'vehicles-no', 'vehicles-uk', 'vehicles-fi', 'vehicles-sk');
  CREATE TYPE "public"."enum_sites_site_search_index" AS ENUM('sites-se', 'sites-no', 'sites-uk', 'sites-fi', 'sites-sk');
  CREATE TABLE "sites_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"cars_id" integer
  );
  
  ALTER TABLE "sites" ALTER COLUMN "vehicle_index" SET DATA TYPE "public"."enum_sites_vehicle_index" USING "vehicle_index"::"public"."enum_sites_vehicle_index";
  ALTER TABLE "sites" ALTER COLUMN "site_search_index" SET DATA TYPE "public"."enum_sites_site_search_index" USING "site_search_index"::"public"."enum_sites_site_search_index";
  ALTER TABLE "pages_blocks_service_request_form" ADD COLUMN "texts_other_label" varchar DEFAULT 'Andre ønsker';
  ALTER TABLE "pages_blocks_service_request_form" ADD COLUMN "texts_other_hint" varchar DEFAULT 'For eksempel leiebil, henting og levering, eller at du vil vente mens vi jobber.';
  ALTER TABLE "_pages_v_blocks_service_request_form" ADD COLUMN "texts_other_label" varchar DEFAULT 'Andre ønsker';
  ALTER TABLE "_pages_v_blocks_service_request_form" ADD COLUMN "texts_other_hint" varchar DEFAULT 'For eksempel leiebil, henting og levering, eller at du vil vente mens vi jobber.';
  ALTER TABLE "cars" ADD COLUMN "dealer_site_id" varchar;
  ALTER TABLE "dealer_sites" ADD COLUMN "run_by_id" integer;
  ALTER TABLE "workshop_bookings" ADD COLUMN "ends_at" timestamp(3) with time zone;
  ALTER TABLE "sites_rels" ADD CONSTRAINT "sites_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_rels" ADD CONSTRAINT "sites_rels_cars_fk" FOREIGN KEY ("cars_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_rels_order_idx" ON "sites_rels" USING btree ("order");
  CREATE INDEX "sites_rels_parent_idx" ON "sites_rels" USING btree ("parent_id");
  CREATE INDEX "sites_rels_path_idx" ON "sites_rels" USING btree ("path");
  CREATE INDEX "sites_rels_cars_id_idx" ON "sites_rels" USING btree ("cars_id");
  ALTER TABLE "dealer_sites" ADD CONSTRAINT "dealer_sites_run_by_id_sites_id_fk" FOREIGN KEY ("run_by_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "cars_dealer_site_id_idx" ON "cars" USING btree ("dealer_site_id");
  CREATE INDEX "dealer_sites_run_by_idx" ON "dealer_sites" USING btree ("run_by_id");`)
  // Written by imports and saves from now on; the cars already stored take it from their document.
  await db.execute(sql`UPDATE "cars" SET "dealer_site_id" = "data"->>'car_site_id' WHERE "dealer_site_id" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sites_rels" CASCADE;
  ALTER TABLE "dealer_sites" DROP CONSTRAINT "dealer_sites_run_by_id_sites_id_fk";
  
  DROP INDEX "cars_dealer_site_id_idx";
  DROP INDEX "dealer_sites_run_by_idx";
  ALTER TABLE "sites" ALTER COLUMN "vehicle_index" SET DATA TYPE varchar;
  ALTER TABLE "sites" ALTER COLUMN "site_search_index" SET DATA TYPE varchar;
  ALTER TABLE "pages_blocks_service_request_form" DROP COLUMN "texts_other_label";
  ALTER TABLE "pages_blocks_service_request_form" DROP COLUMN "texts_other_hint";
  ALTER TABLE "_pages_v_blocks_service_request_form" DROP COLUMN "texts_other_label";
  ALTER TABLE "_pages_v_blocks_service_request_form" DROP COLUMN "texts_other_hint";
  ALTER TABLE "cars" DROP COLUMN "dealer_site_id";
  ALTER TABLE "dealer_sites" DROP COLUMN "run_by_id";
  ALTER TABLE "workshop_bookings" DROP COLUMN "ends_at";
  DROP TYPE "public"."enum_sites_vehicle_index";
  DROP TYPE "public"."enum_sites_site_search_index";`)
}
