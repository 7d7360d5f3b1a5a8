import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_dealer_site_list_book_service_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_pages_blocks_workshop_site_list_button_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_dealer_site_list_book_service_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_workshop_site_list_button_link_type" AS ENUM('internal', 'external');
  CREATE TABLE "pages_blocks_dealer_site_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"facet_region" boolean DEFAULT true,
  	"facet_brand" boolean DEFAULT true,
  	"facet_department_type" boolean DEFAULT true,
  	"book_service_link_type" "enum_pages_blocks_dealer_site_list_book_service_link_type" DEFAULT 'internal',
  	"book_service_link_new_tab" boolean,
  	"book_service_link_page_id" integer,
  	"book_service_link_url" varchar,
  	"book_service_link_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_workshop_site_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"detail_path" varchar,
  	"query" varchar,
  	"button_link_type" "enum_pages_blocks_workshop_site_list_button_link_type" DEFAULT 'internal',
  	"button_link_new_tab" boolean,
  	"button_link_page_id" integer,
  	"button_link_url" varchar,
  	"button_link_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_dealer_site_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"facet_region" boolean DEFAULT true,
  	"facet_brand" boolean DEFAULT true,
  	"facet_department_type" boolean DEFAULT true,
  	"book_service_link_type" "enum__pages_v_blocks_dealer_site_list_book_service_link_type" DEFAULT 'internal',
  	"book_service_link_new_tab" boolean,
  	"book_service_link_page_id" integer,
  	"book_service_link_url" varchar,
  	"book_service_link_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_workshop_site_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"detail_path" varchar,
  	"query" varchar,
  	"button_link_type" "enum__pages_v_blocks_workshop_site_list_button_link_type" DEFAULT 'internal',
  	"button_link_new_tab" boolean,
  	"button_link_page_id" integer,
  	"button_link_url" varchar,
  	"button_link_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_dealer_site_list" ADD CONSTRAINT "pages_blocks_dealer_site_list_book_service_link_page_id_pages_id_fk" FOREIGN KEY ("book_service_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_dealer_site_list" ADD CONSTRAINT "pages_blocks_dealer_site_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_workshop_site_list" ADD CONSTRAINT "pages_blocks_workshop_site_list_button_link_page_id_pages_id_fk" FOREIGN KEY ("button_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_workshop_site_list" ADD CONSTRAINT "pages_blocks_workshop_site_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_dealer_site_list" ADD CONSTRAINT "_pages_v_blocks_dealer_site_list_book_service_link_page_id_pages_id_fk" FOREIGN KEY ("book_service_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_dealer_site_list" ADD CONSTRAINT "_pages_v_blocks_dealer_site_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_workshop_site_list" ADD CONSTRAINT "_pages_v_blocks_workshop_site_list_button_link_page_id_pages_id_fk" FOREIGN KEY ("button_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_workshop_site_list" ADD CONSTRAINT "_pages_v_blocks_workshop_site_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_dealer_site_list_order_idx" ON "pages_blocks_dealer_site_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_dealer_site_list_parent_id_idx" ON "pages_blocks_dealer_site_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_dealer_site_list_path_idx" ON "pages_blocks_dealer_site_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_dealer_site_list_locale_idx" ON "pages_blocks_dealer_site_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_dealer_site_list_book_service_link_book_ser_idx" ON "pages_blocks_dealer_site_list" USING btree ("book_service_link_page_id");
  CREATE INDEX "pages_blocks_workshop_site_list_order_idx" ON "pages_blocks_workshop_site_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_workshop_site_list_parent_id_idx" ON "pages_blocks_workshop_site_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_workshop_site_list_path_idx" ON "pages_blocks_workshop_site_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_workshop_site_list_locale_idx" ON "pages_blocks_workshop_site_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_workshop_site_list_button_link_button_link__idx" ON "pages_blocks_workshop_site_list" USING btree ("button_link_page_id");
  CREATE INDEX "_pages_v_blocks_dealer_site_list_order_idx" ON "_pages_v_blocks_dealer_site_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_dealer_site_list_parent_id_idx" ON "_pages_v_blocks_dealer_site_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_dealer_site_list_path_idx" ON "_pages_v_blocks_dealer_site_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_dealer_site_list_locale_idx" ON "_pages_v_blocks_dealer_site_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_dealer_site_list_book_service_link_book__idx" ON "_pages_v_blocks_dealer_site_list" USING btree ("book_service_link_page_id");
  CREATE INDEX "_pages_v_blocks_workshop_site_list_order_idx" ON "_pages_v_blocks_workshop_site_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_workshop_site_list_parent_id_idx" ON "_pages_v_blocks_workshop_site_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_workshop_site_list_path_idx" ON "_pages_v_blocks_workshop_site_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_workshop_site_list_locale_idx" ON "_pages_v_blocks_workshop_site_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_workshop_site_list_button_link_button_li_idx" ON "_pages_v_blocks_workshop_site_list" USING btree ("button_link_page_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_dealer_site_list" CASCADE;
  DROP TABLE "pages_blocks_workshop_site_list" CASCADE;
  DROP TABLE "_pages_v_blocks_dealer_site_list" CASCADE;
  DROP TABLE "_pages_v_blocks_workshop_site_list" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_dealer_site_list_book_service_link_type";
  DROP TYPE "public"."enum_pages_blocks_workshop_site_list_button_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_dealer_site_list_book_service_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_workshop_site_list_button_link_type";`)
}
