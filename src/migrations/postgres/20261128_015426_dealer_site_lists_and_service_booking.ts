import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_dealer_site_list_book_service_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_pages_blocks_workshop_site_list_button_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_dealer_site_list_book_service_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_workshop_site_list_button_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_workshops_opening_hours_weekday" AS ENUM('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');
  CREATE TYPE "public"."enum_workshops_country" AS ENUM('SE', 'NO', 'GB', 'FI', 'SK');
  CREATE TYPE "public"."enum_workshop_bookings_status" AS ENUM('booked', 'done', 'cancelled');
  CREATE TYPE "public"."enum_workshop_bookings_kind" AS ENUM('service', 'wheel-change');
  CREATE TYPE "public"."enum_service_categories_kind" AS ENUM('service', 'addon');
  CREATE TYPE "public"."enum_service_categories_selection_type" AS ENUM('single');
  CREATE TYPE "public"."enum_service_categories_icon" AS ENUM('wrench', 'oil', 'tire', 'brake', 'snowflake', 'battery', 'windscreen', 'wash', 'search', 'sparkle', 'shield', 'car');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'workshop';
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
  
  CREATE TABLE "pages_blocks_service_booking_external_bookings" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"brand" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "pages_blocks_service_booking" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"contact_email" varchar,
  	"damage_inspection_url" varchar DEFAULT 'https://www.skadeanmalan.se/',
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
  
  CREATE TABLE "_pages_v_blocks_service_booking_external_bookings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_service_booking" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"contact_email" varchar,
  	"damage_inspection_url" varchar DEFAULT 'https://www.skadeanmalan.se/',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "workshops_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" "enum_workshops_opening_hours_weekday" NOT NULL,
  	"opens" varchar NOT NULL,
  	"closes" varchar NOT NULL
  );
  
  CREATE TABLE "workshops_closed_days" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"note" varchar
  );
  
  CREATE TABLE "workshops" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"department_id" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"dealer_site_id" integer NOT NULL,
  	"country" "enum_workshops_country",
  	"price_level" numeric DEFAULT 100,
  	"slot_minutes" numeric DEFAULT 60 NOT NULL,
  	"places_per_slot" numeric DEFAULT 2 NOT NULL,
  	"all_day_minutes" numeric DEFAULT 480 NOT NULL,
  	"booking_weeks" numeric DEFAULT 8 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "workshops_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"brands_id" integer
  );
  
  CREATE TABLE "workshop_bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"status" "enum_workshop_bookings_status" DEFAULT 'booked' NOT NULL,
  	"kind" "enum_workshop_bookings_kind" DEFAULT 'service' NOT NULL,
  	"workshop_id" integer NOT NULL,
  	"site_id" integer,
  	"local_date" varchar NOT NULL,
  	"local_time" varchar NOT NULL,
  	"is_full_day" boolean,
  	"duration_minutes" numeric NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"registration_number" varchar NOT NULL,
  	"vehicle" varchar,
  	"mileage" numeric,
  	"customer_first_name" varchar NOT NULL,
  	"customer_last_name" varchar NOT NULL,
  	"customer_phone" varchar NOT NULL,
  	"customer_email" varchar NOT NULL,
  	"free_text" varchar,
  	"services" jsonb NOT NULL,
  	"total_price" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "service_categories_offerings_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"brand" varchar,
  	"model" varchar,
  	"price" numeric NOT NULL
  );
  
  CREATE TABLE "service_categories_offerings_not_available_for" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"brand" varchar NOT NULL,
  	"model" varchar
  );
  
  CREATE TABLE "service_categories_offerings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"kobra_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"duration_minutes" numeric DEFAULT 60 NOT NULL,
  	"price_known" boolean DEFAULT true,
  	"not_known_price_text" varchar,
  	"agreement_discount_percent" numeric DEFAULT 0,
  	"requires_mileage" boolean,
  	"allow_user_input" boolean,
  	"unit_price_minimum" numeric,
  	"unit_price_maximum" numeric,
  	"unit_price_unit" varchar,
  	"unit_price_unit_abbreviation" varchar,
  	"unit_price_postfix" varchar
  );
  
  CREATE TABLE "service_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_service_categories_kind" DEFAULT 'service' NOT NULL,
  	"selection_type" "enum_service_categories_selection_type",
  	"icon" "enum_service_categories_icon" DEFAULT 'wrench' NOT NULL,
  	"sort_order" numeric DEFAULT 100 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vehicle_register" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"registration_number" varchar NOT NULL,
  	"brand" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"build_year" numeric NOT NULL,
  	"has_service_agreement" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"workshops_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workshops_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workshop_bookings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vehicle_register_id" integer;
  ALTER TABLE "pages_blocks_dealer_site_list" ADD CONSTRAINT "pages_blocks_dealer_site_list_book_service_link_page_id_pages_id_fk" FOREIGN KEY ("book_service_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_dealer_site_list" ADD CONSTRAINT "pages_blocks_dealer_site_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_workshop_site_list" ADD CONSTRAINT "pages_blocks_workshop_site_list_button_link_page_id_pages_id_fk" FOREIGN KEY ("button_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_workshop_site_list" ADD CONSTRAINT "pages_blocks_workshop_site_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_booking_external_bookings" ADD CONSTRAINT "pages_blocks_service_booking_external_bookings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_service_booking"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_booking" ADD CONSTRAINT "pages_blocks_service_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_dealer_site_list" ADD CONSTRAINT "_pages_v_blocks_dealer_site_list_book_service_link_page_id_pages_id_fk" FOREIGN KEY ("book_service_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_dealer_site_list" ADD CONSTRAINT "_pages_v_blocks_dealer_site_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_workshop_site_list" ADD CONSTRAINT "_pages_v_blocks_workshop_site_list_button_link_page_id_pages_id_fk" FOREIGN KEY ("button_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_workshop_site_list" ADD CONSTRAINT "_pages_v_blocks_workshop_site_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_booking_external_bookings" ADD CONSTRAINT "_pages_v_blocks_service_booking_external_bookings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_service_booking"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_booking" ADD CONSTRAINT "_pages_v_blocks_service_booking_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workshops_opening_hours" ADD CONSTRAINT "workshops_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workshops_closed_days" ADD CONSTRAINT "workshops_closed_days_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workshops" ADD CONSTRAINT "workshops_dealer_site_id_dealer_sites_id_fk" FOREIGN KEY ("dealer_site_id") REFERENCES "public"."dealer_sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "workshops_rels" ADD CONSTRAINT "workshops_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workshops_rels" ADD CONSTRAINT "workshops_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workshop_bookings" ADD CONSTRAINT "workshop_bookings_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "workshop_bookings" ADD CONSTRAINT "workshop_bookings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_categories_offerings_prices" ADD CONSTRAINT "service_categories_offerings_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_categories_offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_categories_offerings_not_available_for" ADD CONSTRAINT "service_categories_offerings_not_available_for_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_categories_offerings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_categories_offerings" ADD CONSTRAINT "service_categories_offerings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_workshops_fk" FOREIGN KEY ("workshops_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "pages_blocks_service_booking_external_bookings_order_idx" ON "pages_blocks_service_booking_external_bookings" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_booking_external_bookings_parent_id_idx" ON "pages_blocks_service_booking_external_bookings" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_service_booking_external_bookings_locale_idx" ON "pages_blocks_service_booking_external_bookings" USING btree ("_locale");
  CREATE INDEX "pages_blocks_service_booking_order_idx" ON "pages_blocks_service_booking" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_booking_parent_id_idx" ON "pages_blocks_service_booking" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_service_booking_path_idx" ON "pages_blocks_service_booking" USING btree ("_path");
  CREATE INDEX "pages_blocks_service_booking_locale_idx" ON "pages_blocks_service_booking" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_dealer_site_list_order_idx" ON "_pages_v_blocks_dealer_site_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_dealer_site_list_parent_id_idx" ON "_pages_v_blocks_dealer_site_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_dealer_site_list_path_idx" ON "_pages_v_blocks_dealer_site_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_dealer_site_list_locale_idx" ON "_pages_v_blocks_dealer_site_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_dealer_site_list_book_service_link_book__idx" ON "_pages_v_blocks_dealer_site_list" USING btree ("book_service_link_page_id");
  CREATE INDEX "_pages_v_blocks_workshop_site_list_order_idx" ON "_pages_v_blocks_workshop_site_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_workshop_site_list_parent_id_idx" ON "_pages_v_blocks_workshop_site_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_workshop_site_list_path_idx" ON "_pages_v_blocks_workshop_site_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_workshop_site_list_locale_idx" ON "_pages_v_blocks_workshop_site_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_workshop_site_list_button_link_button_li_idx" ON "_pages_v_blocks_workshop_site_list" USING btree ("button_link_page_id");
  CREATE INDEX "_pages_v_blocks_service_booking_external_bookings_order_idx" ON "_pages_v_blocks_service_booking_external_bookings" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_booking_external_bookings_parent_id_idx" ON "_pages_v_blocks_service_booking_external_bookings" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_service_booking_external_bookings_locale_idx" ON "_pages_v_blocks_service_booking_external_bookings" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_service_booking_order_idx" ON "_pages_v_blocks_service_booking" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_booking_parent_id_idx" ON "_pages_v_blocks_service_booking" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_service_booking_path_idx" ON "_pages_v_blocks_service_booking" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_service_booking_locale_idx" ON "_pages_v_blocks_service_booking" USING btree ("_locale");
  CREATE INDEX "workshops_opening_hours_order_idx" ON "workshops_opening_hours" USING btree ("_order");
  CREATE INDEX "workshops_opening_hours_parent_id_idx" ON "workshops_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "workshops_closed_days_order_idx" ON "workshops_closed_days" USING btree ("_order");
  CREATE INDEX "workshops_closed_days_parent_id_idx" ON "workshops_closed_days" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "workshops_department_id_idx" ON "workshops" USING btree ("department_id");
  CREATE INDEX "workshops_dealer_site_idx" ON "workshops" USING btree ("dealer_site_id");
  CREATE INDEX "workshops_country_idx" ON "workshops" USING btree ("country");
  CREATE INDEX "workshops_updated_at_idx" ON "workshops" USING btree ("updated_at");
  CREATE INDEX "workshops_created_at_idx" ON "workshops" USING btree ("created_at");
  CREATE INDEX "workshops_rels_order_idx" ON "workshops_rels" USING btree ("order");
  CREATE INDEX "workshops_rels_parent_idx" ON "workshops_rels" USING btree ("parent_id");
  CREATE INDEX "workshops_rels_path_idx" ON "workshops_rels" USING btree ("path");
  CREATE INDEX "workshops_rels_brands_id_idx" ON "workshops_rels" USING btree ("brands_id");
  CREATE UNIQUE INDEX "workshop_bookings_reference_idx" ON "workshop_bookings" USING btree ("reference");
  CREATE INDEX "workshop_bookings_status_idx" ON "workshop_bookings" USING btree ("status");
  CREATE INDEX "workshop_bookings_workshop_idx" ON "workshop_bookings" USING btree ("workshop_id");
  CREATE INDEX "workshop_bookings_site_idx" ON "workshop_bookings" USING btree ("site_id");
  CREATE INDEX "workshop_bookings_local_date_idx" ON "workshop_bookings" USING btree ("local_date");
  CREATE INDEX "workshop_bookings_starts_at_idx" ON "workshop_bookings" USING btree ("starts_at");
  CREATE INDEX "workshop_bookings_registration_number_idx" ON "workshop_bookings" USING btree ("registration_number");
  CREATE INDEX "workshop_bookings_updated_at_idx" ON "workshop_bookings" USING btree ("updated_at");
  CREATE INDEX "workshop_bookings_created_at_idx" ON "workshop_bookings" USING btree ("created_at");
  CREATE INDEX "workshop_localDate_idx" ON "workshop_bookings" USING btree ("workshop_id","local_date");
  CREATE INDEX "service_categories_offerings_prices_order_idx" ON "service_categories_offerings_prices" USING btree ("_order");
  CREATE INDEX "service_categories_offerings_prices_parent_id_idx" ON "service_categories_offerings_prices" USING btree ("_parent_id");
  CREATE INDEX "service_categories_offerings_not_available_for_order_idx" ON "service_categories_offerings_not_available_for" USING btree ("_order");
  CREATE INDEX "service_categories_offerings_not_available_for_parent_id_idx" ON "service_categories_offerings_not_available_for" USING btree ("_parent_id");
  CREATE INDEX "service_categories_offerings_order_idx" ON "service_categories_offerings" USING btree ("_order");
  CREATE INDEX "service_categories_offerings_parent_id_idx" ON "service_categories_offerings" USING btree ("_parent_id");
  CREATE INDEX "service_categories_updated_at_idx" ON "service_categories" USING btree ("updated_at");
  CREATE INDEX "service_categories_created_at_idx" ON "service_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "vehicle_register_registration_number_idx" ON "vehicle_register" USING btree ("registration_number");
  CREATE INDEX "vehicle_register_updated_at_idx" ON "vehicle_register" USING btree ("updated_at");
  CREATE INDEX "vehicle_register_created_at_idx" ON "vehicle_register" USING btree ("created_at");
  CREATE INDEX "users_rels_order_idx" ON "users_rels" USING btree ("order");
  CREATE INDEX "users_rels_parent_idx" ON "users_rels" USING btree ("parent_id");
  CREATE INDEX "users_rels_path_idx" ON "users_rels" USING btree ("path");
  CREATE INDEX "users_rels_workshops_id_idx" ON "users_rels" USING btree ("workshops_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workshops_fk" FOREIGN KEY ("workshops_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workshop_bookings_fk" FOREIGN KEY ("workshop_bookings_id") REFERENCES "public"."workshop_bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_categories_fk" FOREIGN KEY ("service_categories_id") REFERENCES "public"."service_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vehicle_register_fk" FOREIGN KEY ("vehicle_register_id") REFERENCES "public"."vehicle_register"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_workshops_id_idx" ON "payload_locked_documents_rels" USING btree ("workshops_id");
  CREATE INDEX "payload_locked_documents_rels_workshop_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("workshop_bookings_id");
  CREATE INDEX "payload_locked_documents_rels_service_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("service_categories_id");
  CREATE INDEX "payload_locked_documents_rels_vehicle_register_id_idx" ON "payload_locked_documents_rels" USING btree ("vehicle_register_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_dealer_site_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_workshop_site_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_service_booking_external_bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_service_booking" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_dealer_site_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_workshop_site_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_service_booking_external_bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_service_booking" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshops_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshops_closed_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshops" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshops_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workshop_bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_categories_offerings_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_categories_offerings_not_available_for" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_categories_offerings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vehicle_register" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "users_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_dealer_site_list" CASCADE;
  DROP TABLE "pages_blocks_workshop_site_list" CASCADE;
  DROP TABLE "pages_blocks_service_booking_external_bookings" CASCADE;
  DROP TABLE "pages_blocks_service_booking" CASCADE;
  DROP TABLE "_pages_v_blocks_dealer_site_list" CASCADE;
  DROP TABLE "_pages_v_blocks_workshop_site_list" CASCADE;
  DROP TABLE "_pages_v_blocks_service_booking_external_bookings" CASCADE;
  DROP TABLE "_pages_v_blocks_service_booking" CASCADE;
  DROP TABLE "workshops_opening_hours" CASCADE;
  DROP TABLE "workshops_closed_days" CASCADE;
  DROP TABLE "workshops" CASCADE;
  DROP TABLE "workshops_rels" CASCADE;
  DROP TABLE "workshop_bookings" CASCADE;
  DROP TABLE "service_categories_offerings_prices" CASCADE;
  DROP TABLE "service_categories_offerings_not_available_for" CASCADE;
  DROP TABLE "service_categories_offerings" CASCADE;
  DROP TABLE "service_categories" CASCADE;
  DROP TABLE "vehicle_register" CASCADE;
  DROP TABLE "users_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workshops_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workshop_bookings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vehicle_register_fk";
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP INDEX "payload_locked_documents_rels_workshops_id_idx";
  DROP INDEX "payload_locked_documents_rels_workshop_bookings_id_idx";
  DROP INDEX "payload_locked_documents_rels_service_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_vehicle_register_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workshops_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workshop_bookings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vehicle_register_id";
  DROP TYPE "public"."enum_pages_blocks_dealer_site_list_book_service_link_type";
  DROP TYPE "public"."enum_pages_blocks_workshop_site_list_button_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_dealer_site_list_book_service_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_workshop_site_list_button_link_type";
  DROP TYPE "public"."enum_workshops_opening_hours_weekday";
  DROP TYPE "public"."enum_workshops_country";
  DROP TYPE "public"."enum_workshop_bookings_status";
  DROP TYPE "public"."enum_workshop_bookings_kind";
  DROP TYPE "public"."enum_service_categories_kind";
  DROP TYPE "public"."enum_service_categories_selection_type";
  DROP TYPE "public"."enum_service_categories_icon";`)
}
