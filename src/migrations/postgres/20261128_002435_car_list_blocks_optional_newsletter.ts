import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_car_list_default_sort" AS ENUM('newest', 'price_asc', 'price_desc', 'mileage_asc', 'year_desc', 'privateleasing_asc', 'brand_asc');
  CREATE TYPE "public"."enum_pages_blocks_car_teasers_button_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_pages_blocks_car_teasers_source" AS ENUM('ids', 'query');
  CREATE TYPE "public"."enum_pages_blocks_car_teasers_sort" AS ENUM('newest', 'price_asc', 'price_desc', 'mileage_asc', 'year_desc', 'privateleasing_asc', 'brand_asc');
  CREATE TYPE "public"."enum_pages_blocks_car_teasers_number_of_cars" AS ENUM('3', '4');
  CREATE TYPE "public"."enum_pages_blocks_car_of_the_week_button_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_car_list_default_sort" AS ENUM('newest', 'price_asc', 'price_desc', 'mileage_asc', 'year_desc', 'privateleasing_asc', 'brand_asc');
  CREATE TYPE "public"."enum__pages_v_blocks_car_teasers_button_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_car_teasers_source" AS ENUM('ids', 'query');
  CREATE TYPE "public"."enum__pages_v_blocks_car_teasers_sort" AS ENUM('newest', 'price_asc', 'price_desc', 'mileage_asc', 'year_desc', 'privateleasing_asc', 'brand_asc');
  CREATE TYPE "public"."enum__pages_v_blocks_car_teasers_number_of_cars" AS ENUM('3', '4');
  CREATE TYPE "public"."enum__pages_v_blocks_car_of_the_week_button_link_type" AS ENUM('internal', 'external');
  CREATE TABLE "pages_blocks_car_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"fixed_query" varchar,
  	"default_sort" "enum_pages_blocks_car_list_default_sort" DEFAULT 'newest',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_car_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"button_link_type" "enum_pages_blocks_car_teasers_button_link_type" DEFAULT 'internal',
  	"button_link_new_tab" boolean,
  	"button_link_page_id" integer,
  	"button_link_url" varchar,
  	"button_link_label" varchar,
  	"source" "enum_pages_blocks_car_teasers_source" DEFAULT 'ids',
  	"ids" varchar,
  	"query" varchar,
  	"limit" numeric DEFAULT 8,
  	"sort" "enum_pages_blocks_car_teasers_sort",
  	"number_of_cars" "enum_pages_blocks_car_teasers_number_of_cars" DEFAULT '4',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_car_of_the_week" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"button_link_type" "enum_pages_blocks_car_of_the_week_button_link_type" DEFAULT 'internal',
  	"button_link_new_tab" boolean,
  	"button_link_page_id" integer,
  	"button_link_url" varchar,
  	"button_link_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"fixed_query" varchar,
  	"default_sort" "enum__pages_v_blocks_car_list_default_sort" DEFAULT 'newest',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"button_link_type" "enum__pages_v_blocks_car_teasers_button_link_type" DEFAULT 'internal',
  	"button_link_new_tab" boolean,
  	"button_link_page_id" integer,
  	"button_link_url" varchar,
  	"button_link_label" varchar,
  	"source" "enum__pages_v_blocks_car_teasers_source" DEFAULT 'ids',
  	"ids" varchar,
  	"query" varchar,
  	"limit" numeric DEFAULT 8,
  	"sort" "enum__pages_v_blocks_car_teasers_sort",
  	"number_of_cars" "enum__pages_v_blocks_car_teasers_number_of_cars" DEFAULT '4',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_of_the_week" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"button_link_type" "enum__pages_v_blocks_car_of_the_week_button_link_type" DEFAULT 'internal',
  	"button_link_new_tab" boolean,
  	"button_link_page_id" integer,
  	"button_link_url" varchar,
  	"button_link_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_hero_carousel" ADD COLUMN "search_placeholder_desktop" varchar;
  ALTER TABLE "_pages_v_blocks_hero_carousel" ADD COLUMN "search_placeholder_desktop" varchar;
  ALTER TABLE "pages_blocks_car_list" ADD CONSTRAINT "pages_blocks_car_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_teasers" ADD CONSTRAINT "pages_blocks_car_teasers_button_link_page_id_pages_id_fk" FOREIGN KEY ("button_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_teasers" ADD CONSTRAINT "pages_blocks_car_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_of_the_week" ADD CONSTRAINT "pages_blocks_car_of_the_week_button_link_page_id_pages_id_fk" FOREIGN KEY ("button_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_of_the_week" ADD CONSTRAINT "pages_blocks_car_of_the_week_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_list" ADD CONSTRAINT "_pages_v_blocks_car_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_teasers" ADD CONSTRAINT "_pages_v_blocks_car_teasers_button_link_page_id_pages_id_fk" FOREIGN KEY ("button_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_teasers" ADD CONSTRAINT "_pages_v_blocks_car_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_of_the_week" ADD CONSTRAINT "_pages_v_blocks_car_of_the_week_button_link_page_id_pages_id_fk" FOREIGN KEY ("button_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_of_the_week" ADD CONSTRAINT "_pages_v_blocks_car_of_the_week_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_car_list_order_idx" ON "pages_blocks_car_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_list_parent_id_idx" ON "pages_blocks_car_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_list_path_idx" ON "pages_blocks_car_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_car_list_locale_idx" ON "pages_blocks_car_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_car_teasers_order_idx" ON "pages_blocks_car_teasers" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_teasers_parent_id_idx" ON "pages_blocks_car_teasers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_teasers_path_idx" ON "pages_blocks_car_teasers" USING btree ("_path");
  CREATE INDEX "pages_blocks_car_teasers_locale_idx" ON "pages_blocks_car_teasers" USING btree ("_locale");
  CREATE INDEX "pages_blocks_car_teasers_button_link_button_link_page_idx" ON "pages_blocks_car_teasers" USING btree ("button_link_page_id");
  CREATE INDEX "pages_blocks_car_of_the_week_order_idx" ON "pages_blocks_car_of_the_week" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_of_the_week_parent_id_idx" ON "pages_blocks_car_of_the_week" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_of_the_week_path_idx" ON "pages_blocks_car_of_the_week" USING btree ("_path");
  CREATE INDEX "pages_blocks_car_of_the_week_locale_idx" ON "pages_blocks_car_of_the_week" USING btree ("_locale");
  CREATE INDEX "pages_blocks_car_of_the_week_button_link_button_link_pag_idx" ON "pages_blocks_car_of_the_week" USING btree ("button_link_page_id");
  CREATE INDEX "_pages_v_blocks_car_list_order_idx" ON "_pages_v_blocks_car_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_list_parent_id_idx" ON "_pages_v_blocks_car_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_list_path_idx" ON "_pages_v_blocks_car_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_car_list_locale_idx" ON "_pages_v_blocks_car_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_car_teasers_order_idx" ON "_pages_v_blocks_car_teasers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_teasers_parent_id_idx" ON "_pages_v_blocks_car_teasers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_teasers_path_idx" ON "_pages_v_blocks_car_teasers" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_car_teasers_locale_idx" ON "_pages_v_blocks_car_teasers" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_car_teasers_button_link_button_link_page_idx" ON "_pages_v_blocks_car_teasers" USING btree ("button_link_page_id");
  CREATE INDEX "_pages_v_blocks_car_of_the_week_order_idx" ON "_pages_v_blocks_car_of_the_week" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_of_the_week_parent_id_idx" ON "_pages_v_blocks_car_of_the_week" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_of_the_week_path_idx" ON "_pages_v_blocks_car_of_the_week" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_car_of_the_week_locale_idx" ON "_pages_v_blocks_car_of_the_week" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_car_of_the_week_button_link_button_link__idx" ON "_pages_v_blocks_car_of_the_week" USING btree ("button_link_page_id");
  ALTER TABLE "pages_blocks_service_request_form" DROP COLUMN "texts_newsletter_required";
  ALTER TABLE "_pages_v_blocks_service_request_form" DROP COLUMN "texts_newsletter_required";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_car_list" CASCADE;
  DROP TABLE "pages_blocks_car_teasers" CASCADE;
  DROP TABLE "pages_blocks_car_of_the_week" CASCADE;
  DROP TABLE "_pages_v_blocks_car_list" CASCADE;
  DROP TABLE "_pages_v_blocks_car_teasers" CASCADE;
  DROP TABLE "_pages_v_blocks_car_of_the_week" CASCADE;
  ALTER TABLE "pages_blocks_service_request_form" ADD COLUMN "texts_newsletter_required" varchar DEFAULT 'Du må krysse av her for å sende forespørselen.';
  ALTER TABLE "_pages_v_blocks_service_request_form" ADD COLUMN "texts_newsletter_required" varchar DEFAULT 'Du må krysse av her for å sende forespørselen.';
  ALTER TABLE "pages_blocks_hero_carousel" DROP COLUMN "search_placeholder_desktop";
  ALTER TABLE "_pages_v_blocks_hero_carousel" DROP COLUMN "search_placeholder_desktop";
  DROP TYPE "public"."enum_pages_blocks_car_list_default_sort";
  DROP TYPE "public"."enum_pages_blocks_car_teasers_button_link_type";
  DROP TYPE "public"."enum_pages_blocks_car_teasers_source";
  DROP TYPE "public"."enum_pages_blocks_car_teasers_sort";
  DROP TYPE "public"."enum_pages_blocks_car_teasers_number_of_cars";
  DROP TYPE "public"."enum_pages_blocks_car_of_the_week_button_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_car_list_default_sort";
  DROP TYPE "public"."enum__pages_v_blocks_car_teasers_button_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_car_teasers_source";
  DROP TYPE "public"."enum__pages_v_blocks_car_teasers_sort";
  DROP TYPE "public"."enum__pages_v_blocks_car_teasers_number_of_cars";
  DROP TYPE "public"."enum__pages_v_blocks_car_of_the_week_button_link_type";`)
}
