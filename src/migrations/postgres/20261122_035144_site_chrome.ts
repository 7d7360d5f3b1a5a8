import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_navigations_extra_navigation_items_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_navigations_message_type" AS ENUM('Warning', 'Dark', 'Light', 'Neutral');
  CREATE TYPE "public"."enum_navigations_message_icon" AS ENUM('CampaignAlert', 'WarningAlert');
  CREATE TYPE "public"."enum_footers_columns_items_action" AS ENUM('link', 'cookie-settings');
  CREATE TYPE "public"."enum_footers_columns_items_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_footers_highlighted_link_link_type" AS ENUM('internal', 'external');
  CREATE TABLE "navigations_extra_navigation_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link_type" "enum_navigations_extra_navigation_items_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "navigations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Navigation' NOT NULL,
  	"logo_id" integer,
  	"logo_width" numeric DEFAULT 150,
  	"logo_height" numeric DEFAULT 55,
  	"is_sticky" boolean,
  	"slim_nav" boolean,
  	"has_dark_theme" boolean,
  	"show_separator" boolean,
  	"has_message" boolean,
  	"message_type" "enum_navigations_message_type",
  	"message_icon" "enum_navigations_message_icon",
  	"site_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "navigations_locales" (
  	"message_title" varchar,
  	"message_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "footers_brands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer,
  	"logo_black_and_white_id" integer
  );
  
  CREATE TABLE "footers_columns_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"action" "enum_footers_columns_items_action" DEFAULT 'link' NOT NULL,
  	"link_type" "enum_footers_columns_items_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "footers_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar
  );
  
  CREATE TABLE "footers_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "footers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Footer' NOT NULL,
  	"show_brands" boolean,
  	"info_field_one_child_full_width" boolean,
  	"site_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "footers_locales" (
  	"brands_heading" varchar,
  	"highlighted_link_label" varchar,
  	"highlighted_link_link_type" "enum_footers_highlighted_link_link_type" DEFAULT 'internal',
  	"highlighted_link_link_new_tab" boolean,
  	"highlighted_link_link_page_id" integer,
  	"highlighted_link_link_url" varchar,
  	"info_field1_heading" varchar,
  	"info_field1_text" varchar,
  	"info_field2_heading" varchar,
  	"info_field2_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "menu_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_menu_image_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "navigations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "footers_id" integer;
  ALTER TABLE "navigations_extra_navigation_items" ADD CONSTRAINT "navigations_extra_navigation_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigations_extra_navigation_items" ADD CONSTRAINT "navigations_extra_navigation_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigations" ADD CONSTRAINT "navigations_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigations" ADD CONSTRAINT "navigations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigations_locales" ADD CONSTRAINT "navigations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers_brands" ADD CONSTRAINT "footers_brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footers_brands" ADD CONSTRAINT "footers_brands_logo_black_and_white_id_media_id_fk" FOREIGN KEY ("logo_black_and_white_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footers_brands" ADD CONSTRAINT "footers_brands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers_columns_items" ADD CONSTRAINT "footers_columns_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footers_columns_items" ADD CONSTRAINT "footers_columns_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footers_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers_columns" ADD CONSTRAINT "footers_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers_social_links" ADD CONSTRAINT "footers_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footers" ADD CONSTRAINT "footers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footers_locales" ADD CONSTRAINT "footers_locales_highlighted_link_link_page_id_pages_id_fk" FOREIGN KEY ("highlighted_link_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footers_locales" ADD CONSTRAINT "footers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "navigations_extra_navigation_items_order_idx" ON "navigations_extra_navigation_items" USING btree ("_order");
  CREATE INDEX "navigations_extra_navigation_items_parent_id_idx" ON "navigations_extra_navigation_items" USING btree ("_parent_id");
  CREATE INDEX "navigations_extra_navigation_items_locale_idx" ON "navigations_extra_navigation_items" USING btree ("_locale");
  CREATE INDEX "navigations_extra_navigation_items_link_link_page_idx" ON "navigations_extra_navigation_items" USING btree ("link_page_id");
  CREATE INDEX "navigations_logo_idx" ON "navigations" USING btree ("logo_id");
  CREATE INDEX "navigations_site_idx" ON "navigations" USING btree ("site_id");
  CREATE INDEX "navigations_updated_at_idx" ON "navigations" USING btree ("updated_at");
  CREATE INDEX "navigations_created_at_idx" ON "navigations" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_idx" ON "navigations" USING btree ("site_id");
  CREATE UNIQUE INDEX "navigations_locales_locale_parent_id_unique" ON "navigations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footers_brands_order_idx" ON "footers_brands" USING btree ("_order");
  CREATE INDEX "footers_brands_parent_id_idx" ON "footers_brands" USING btree ("_parent_id");
  CREATE INDEX "footers_brands_logo_idx" ON "footers_brands" USING btree ("logo_id");
  CREATE INDEX "footers_brands_logo_black_and_white_idx" ON "footers_brands" USING btree ("logo_black_and_white_id");
  CREATE INDEX "footers_columns_items_order_idx" ON "footers_columns_items" USING btree ("_order");
  CREATE INDEX "footers_columns_items_parent_id_idx" ON "footers_columns_items" USING btree ("_parent_id");
  CREATE INDEX "footers_columns_items_locale_idx" ON "footers_columns_items" USING btree ("_locale");
  CREATE INDEX "footers_columns_items_link_link_page_idx" ON "footers_columns_items" USING btree ("link_page_id");
  CREATE INDEX "footers_columns_order_idx" ON "footers_columns" USING btree ("_order");
  CREATE INDEX "footers_columns_parent_id_idx" ON "footers_columns" USING btree ("_parent_id");
  CREATE INDEX "footers_columns_locale_idx" ON "footers_columns" USING btree ("_locale");
  CREATE INDEX "footers_social_links_order_idx" ON "footers_social_links" USING btree ("_order");
  CREATE INDEX "footers_social_links_parent_id_idx" ON "footers_social_links" USING btree ("_parent_id");
  CREATE INDEX "footers_site_idx" ON "footers" USING btree ("site_id");
  CREATE INDEX "footers_updated_at_idx" ON "footers" USING btree ("updated_at");
  CREATE INDEX "footers_created_at_idx" ON "footers" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_1_idx" ON "footers" USING btree ("site_id");
  CREATE INDEX "footers_highlighted_link_link_highlighted_link_link_page_idx" ON "footers_locales" USING btree ("highlighted_link_link_page_id");
  CREATE UNIQUE INDEX "footers_locales_locale_parent_id_unique" ON "footers_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_menu_image_id_media_id_fk" FOREIGN KEY ("menu_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_menu_image_id_media_id_fk" FOREIGN KEY ("version_menu_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_navigations_fk" FOREIGN KEY ("navigations_id") REFERENCES "public"."navigations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_footers_fk" FOREIGN KEY ("footers_id") REFERENCES "public"."footers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_menu_image_idx" ON "pages" USING btree ("menu_image_id");
  CREATE INDEX "_pages_v_version_version_menu_image_idx" ON "_pages_v" USING btree ("version_menu_image_id");
  CREATE INDEX "payload_locked_documents_rels_navigations_id_idx" ON "payload_locked_documents_rels" USING btree ("navigations_id");
  CREATE INDEX "payload_locked_documents_rels_footers_id_idx" ON "payload_locked_documents_rels" USING btree ("footers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "navigations_extra_navigation_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "navigations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footers_brands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footers_columns_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footers_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footers_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footers_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "navigations_extra_navigation_items" CASCADE;
  DROP TABLE "navigations" CASCADE;
  DROP TABLE "navigations_locales" CASCADE;
  DROP TABLE "footers_brands" CASCADE;
  DROP TABLE "footers_columns_items" CASCADE;
  DROP TABLE "footers_columns" CASCADE;
  DROP TABLE "footers_social_links" CASCADE;
  DROP TABLE "footers" CASCADE;
  DROP TABLE "footers_locales" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_menu_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_menu_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_navigations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_footers_fk";
  
  DROP INDEX "pages_menu_image_idx";
  DROP INDEX "_pages_v_version_version_menu_image_idx";
  DROP INDEX "payload_locked_documents_rels_navigations_id_idx";
  DROP INDEX "payload_locked_documents_rels_footers_id_idx";
  ALTER TABLE "pages" DROP COLUMN "menu_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_menu_image_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "navigations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "footers_id";
  DROP TYPE "public"."enum_navigations_extra_navigation_items_link_type";
  DROP TYPE "public"."enum_navigations_message_type";
  DROP TYPE "public"."enum_navigations_message_icon";
  DROP TYPE "public"."enum_footers_columns_items_action";
  DROP TYPE "public"."enum_footers_columns_items_link_type";
  DROP TYPE "public"."enum_footers_highlighted_link_link_type";`)
}
