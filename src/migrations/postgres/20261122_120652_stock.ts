import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cars_vehicle_index" AS ENUM('vehicles-se', 'vehicles-no', 'vehicles-uk', 'vehicles-fi', 'vehicles-sk');
  CREATE TYPE "public"."enum_dealer_site_depts_group" AS ENUM('New cars', 'Used cars', 'Service', 'Parts');
  CREATE TYPE "public"."enum_dealer_sites_country" AS ENUM('SE', 'NO', 'GB', 'FI', 'SK');
  CREATE TABLE "cars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"vehicle_index" "enum_cars_vehicle_index" NOT NULL,
  	"car_id" varchar NOT NULL,
  	"of_the_week" boolean,
  	"brand" varchar,
  	"model" varchar,
  	"price" numeric,
  	"regno" varchar,
  	"site_name" varchar,
  	"title" varchar,
  	"data" jsonb NOT NULL,
  	"content_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dept_users" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"title" varchar,
  	"phone" varchar,
  	"email" varchar
  );
  
  CREATE TABLE "dept_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"display_text" varchar NOT NULL
  );
  
  CREATE TABLE "dept_deviation_days" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"display_text" varchar NOT NULL
  );
  
  CREATE TABLE "dept_vacation_days" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"display_text" varchar NOT NULL
  );
  
  CREATE TABLE "dealer_site_depts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"official_name" varchar,
  	"group" "enum_dealer_site_depts_group" NOT NULL,
  	"department_type" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"erp_id" varchar,
  	"openingschedule_vacationtitle" varchar,
  	"openingschedule_vacationstart" varchar,
  	"openingschedule_vacationend" varchar
  );
  
  CREATE TABLE "dealer_sites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_official_name" varchar NOT NULL,
  	"site_id" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"country" "enum_dealer_sites_country" NOT NULL,
  	"website_sort_order" numeric DEFAULT 100 NOT NULL,
  	"site_street" varchar NOT NULL,
  	"site_zip" varchar NOT NULL,
  	"site_city" varchar NOT NULL,
  	"website_city" varchar,
  	"site_region" varchar NOT NULL,
  	"site_geocoord" varchar,
  	"site_phone" varchar,
  	"site_email" varchar,
  	"site_image_id" integer,
  	"site_image_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dealer_sites_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"brands_id" integer
  );
  
  CREATE TABLE "brands" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"brand_code" varchar NOT NULL,
  	"logo_id" integer,
  	"logo_bw_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cars_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "dealer_sites_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "brands_id" integer;
  ALTER TABLE "dept_users" ADD CONSTRAINT "dept_users_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealer_site_depts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dept_hours" ADD CONSTRAINT "dept_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealer_site_depts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dept_deviation_days" ADD CONSTRAINT "dept_deviation_days_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealer_site_depts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dept_vacation_days" ADD CONSTRAINT "dept_vacation_days_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealer_site_depts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealer_site_depts" ADD CONSTRAINT "dealer_site_depts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealer_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealer_sites" ADD CONSTRAINT "dealer_sites_site_image_id_media_id_fk" FOREIGN KEY ("site_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dealer_sites_rels" ADD CONSTRAINT "dealer_sites_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dealer_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealer_sites_rels" ADD CONSTRAINT "dealer_sites_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_bw_id_media_id_fk" FOREIGN KEY ("logo_bw_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "cars_vehicle_index_idx" ON "cars" USING btree ("vehicle_index");
  CREATE INDEX "cars_car_id_idx" ON "cars" USING btree ("car_id");
  CREATE INDEX "cars_updated_at_idx" ON "cars" USING btree ("updated_at");
  CREATE INDEX "cars_created_at_idx" ON "cars" USING btree ("created_at");
  CREATE UNIQUE INDEX "vehicleIndex_carId_idx" ON "cars" USING btree ("vehicle_index","car_id");
  CREATE INDEX "dept_users_order_idx" ON "dept_users" USING btree ("_order");
  CREATE INDEX "dept_users_parent_id_idx" ON "dept_users" USING btree ("_parent_id");
  CREATE INDEX "dept_hours_order_idx" ON "dept_hours" USING btree ("_order");
  CREATE INDEX "dept_hours_parent_id_idx" ON "dept_hours" USING btree ("_parent_id");
  CREATE INDEX "dept_deviation_days_order_idx" ON "dept_deviation_days" USING btree ("_order");
  CREATE INDEX "dept_deviation_days_parent_id_idx" ON "dept_deviation_days" USING btree ("_parent_id");
  CREATE INDEX "dept_vacation_days_order_idx" ON "dept_vacation_days" USING btree ("_order");
  CREATE INDEX "dept_vacation_days_parent_id_idx" ON "dept_vacation_days" USING btree ("_parent_id");
  CREATE INDEX "dealer_site_depts_order_idx" ON "dealer_site_depts" USING btree ("_order");
  CREATE INDEX "dealer_site_depts_parent_id_idx" ON "dealer_site_depts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "dealer_sites_site_id_idx" ON "dealer_sites" USING btree ("site_id");
  CREATE INDEX "dealer_sites_slug_idx" ON "dealer_sites" USING btree ("slug");
  CREATE INDEX "dealer_sites_country_idx" ON "dealer_sites" USING btree ("country");
  CREATE INDEX "dealer_sites_site_image_idx" ON "dealer_sites" USING btree ("site_image_id");
  CREATE INDEX "dealer_sites_updated_at_idx" ON "dealer_sites" USING btree ("updated_at");
  CREATE INDEX "dealer_sites_created_at_idx" ON "dealer_sites" USING btree ("created_at");
  CREATE UNIQUE INDEX "country_slug_idx" ON "dealer_sites" USING btree ("country","slug");
  CREATE INDEX "dealer_sites_rels_order_idx" ON "dealer_sites_rels" USING btree ("order");
  CREATE INDEX "dealer_sites_rels_parent_idx" ON "dealer_sites_rels" USING btree ("parent_id");
  CREATE INDEX "dealer_sites_rels_path_idx" ON "dealer_sites_rels" USING btree ("path");
  CREATE INDEX "dealer_sites_rels_brands_id_idx" ON "dealer_sites_rels" USING btree ("brands_id");
  CREATE UNIQUE INDEX "brands_name_idx" ON "brands" USING btree ("name");
  CREATE UNIQUE INDEX "brands_brand_code_idx" ON "brands" USING btree ("brand_code");
  CREATE INDEX "brands_logo_idx" ON "brands" USING btree ("logo_id");
  CREATE INDEX "brands_logo_bw_idx" ON "brands" USING btree ("logo_bw_id");
  CREATE INDEX "brands_updated_at_idx" ON "brands" USING btree ("updated_at");
  CREATE INDEX "brands_created_at_idx" ON "brands" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cars_fk" FOREIGN KEY ("cars_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealer_sites_fk" FOREIGN KEY ("dealer_sites_id") REFERENCES "public"."dealer_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cars_id_idx" ON "payload_locked_documents_rels" USING btree ("cars_id");
  CREATE INDEX "payload_locked_documents_rels_dealer_sites_id_idx" ON "payload_locked_documents_rels" USING btree ("dealer_sites_id");
  CREATE INDEX "payload_locked_documents_rels_brands_id_idx" ON "payload_locked_documents_rels" USING btree ("brands_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cars" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dept_users" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dept_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dept_deviation_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dept_vacation_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealer_site_depts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealer_sites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealer_sites_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brands" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cars" CASCADE;
  DROP TABLE "dept_users" CASCADE;
  DROP TABLE "dept_hours" CASCADE;
  DROP TABLE "dept_deviation_days" CASCADE;
  DROP TABLE "dept_vacation_days" CASCADE;
  DROP TABLE "dealer_site_depts" CASCADE;
  DROP TABLE "dealer_sites" CASCADE;
  DROP TABLE "dealer_sites_rels" CASCADE;
  DROP TABLE "brands" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cars_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_dealer_sites_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_brands_fk";
  
  DROP INDEX "payload_locked_documents_rels_cars_id_idx";
  DROP INDEX "payload_locked_documents_rels_dealer_sites_id_idx";
  DROP INDEX "payload_locked_documents_rels_brands_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cars_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "dealer_sites_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "brands_id";
  DROP TYPE "public"."enum_cars_vehicle_index";
  DROP TYPE "public"."enum_dealer_site_depts_group";
  DROP TYPE "public"."enum_dealer_sites_country";`)
}
