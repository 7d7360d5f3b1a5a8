import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tire_agreements_vehicles_tires_wheel_thread_status_id" AS ENUM('0', '1', '2');
  CREATE TYPE "public"."enum_sms_outbox_status" AS ENUM('pending', 'sent');
  CREATE TABLE "tire_agreements_vehicles_tires" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"equipment_position" varchar NOT NULL,
  	"wheel_name" varchar NOT NULL,
  	"wheel_rim_diameter" numeric,
  	"wheel_section_width" numeric,
  	"wheel_aspect_ratio" numeric,
  	"wheel_thread_pattern" varchar,
  	"wheel_thread_depth" numeric,
  	"wheel_thread_status_id" "enum_tire_agreements_vehicles_tires_wheel_thread_status_id" DEFAULT '0' NOT NULL,
  	"wheel_thread_status_message" varchar
  );
  
  CREATE TABLE "tire_agreements_vehicles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"reg_no" varchar NOT NULL,
  	"brand_code" varchar NOT NULL,
  	"brand" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"name" varchar,
  	"product_id" varchar NOT NULL,
  	"package_level" varchar NOT NULL,
  	"location_id" integer NOT NULL
  );
  
  CREATE TABLE "tire_agreements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"agreement_number" varchar NOT NULL,
  	"customer_first_name" varchar NOT NULL,
  	"customer_last_name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"site_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tire_hotel_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"rating" numeric NOT NULL,
  	"rated_at" timestamp(3) with time zone NOT NULL,
  	"comment" varchar,
  	"site_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tire_hotel_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_digest" varchar NOT NULL,
  	"agreement_id" varchar NOT NULL,
  	"code_digest" varchar NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"used_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tire_hotel_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_digest" varchar NOT NULL,
  	"agreement_id" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sms_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to_masked" varchar NOT NULL,
  	"purpose" varchar NOT NULL,
  	"status" "enum_sms_outbox_status" DEFAULT 'pending' NOT NULL,
  	"transport" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"to_digest" varchar NOT NULL,
  	"to_sealed" varchar NOT NULL,
  	"text_sealed" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tire_agreements_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tire_hotel_reviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tire_hotel_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tire_hotel_sessions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sms_outbox_id" integer;
  ALTER TABLE "tire_agreements_vehicles_tires" ADD CONSTRAINT "tire_agreements_vehicles_tires_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tire_agreements_vehicles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tire_agreements_vehicles" ADD CONSTRAINT "tire_agreements_vehicles_location_id_workshops_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."workshops"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tire_agreements_vehicles" ADD CONSTRAINT "tire_agreements_vehicles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tire_agreements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tire_agreements" ADD CONSTRAINT "tire_agreements_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tire_hotel_reviews" ADD CONSTRAINT "tire_hotel_reviews_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tire_agreements_vehicles_tires_order_idx" ON "tire_agreements_vehicles_tires" USING btree ("_order");
  CREATE INDEX "tire_agreements_vehicles_tires_parent_id_idx" ON "tire_agreements_vehicles_tires" USING btree ("_parent_id");
  CREATE INDEX "tire_agreements_vehicles_order_idx" ON "tire_agreements_vehicles" USING btree ("_order");
  CREATE INDEX "tire_agreements_vehicles_parent_id_idx" ON "tire_agreements_vehicles" USING btree ("_parent_id");
  CREATE INDEX "tire_agreements_vehicles_reg_no_idx" ON "tire_agreements_vehicles" USING btree ("reg_no");
  CREATE INDEX "tire_agreements_vehicles_location_idx" ON "tire_agreements_vehicles" USING btree ("location_id");
  CREATE UNIQUE INDEX "tire_agreements_agreement_number_idx" ON "tire_agreements" USING btree ("agreement_number");
  CREATE INDEX "tire_agreements_site_idx" ON "tire_agreements" USING btree ("site_id");
  CREATE INDEX "tire_agreements_updated_at_idx" ON "tire_agreements" USING btree ("updated_at");
  CREATE INDEX "tire_agreements_created_at_idx" ON "tire_agreements" USING btree ("created_at");
  CREATE INDEX "tire_hotel_reviews_site_idx" ON "tire_hotel_reviews" USING btree ("site_id");
  CREATE INDEX "tire_hotel_reviews_updated_at_idx" ON "tire_hotel_reviews" USING btree ("updated_at");
  CREATE INDEX "tire_hotel_reviews_created_at_idx" ON "tire_hotel_reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "tire_hotel_codes_token_digest_idx" ON "tire_hotel_codes" USING btree ("token_digest");
  CREATE INDEX "tire_hotel_codes_agreement_id_idx" ON "tire_hotel_codes" USING btree ("agreement_id");
  CREATE INDEX "tire_hotel_codes_expires_at_idx" ON "tire_hotel_codes" USING btree ("expires_at");
  CREATE INDEX "tire_hotel_codes_updated_at_idx" ON "tire_hotel_codes" USING btree ("updated_at");
  CREATE INDEX "tire_hotel_codes_created_at_idx" ON "tire_hotel_codes" USING btree ("created_at");
  CREATE UNIQUE INDEX "tire_hotel_sessions_token_digest_idx" ON "tire_hotel_sessions" USING btree ("token_digest");
  CREATE INDEX "tire_hotel_sessions_agreement_id_idx" ON "tire_hotel_sessions" USING btree ("agreement_id");
  CREATE INDEX "tire_hotel_sessions_expires_at_idx" ON "tire_hotel_sessions" USING btree ("expires_at");
  CREATE INDEX "tire_hotel_sessions_updated_at_idx" ON "tire_hotel_sessions" USING btree ("updated_at");
  CREATE INDEX "tire_hotel_sessions_created_at_idx" ON "tire_hotel_sessions" USING btree ("created_at");
  CREATE INDEX "sms_outbox_status_idx" ON "sms_outbox" USING btree ("status");
  CREATE INDEX "sms_outbox_to_digest_idx" ON "sms_outbox" USING btree ("to_digest");
  CREATE INDEX "sms_outbox_updated_at_idx" ON "sms_outbox" USING btree ("updated_at");
  CREATE INDEX "sms_outbox_created_at_idx" ON "sms_outbox" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tire_agreements_fk" FOREIGN KEY ("tire_agreements_id") REFERENCES "public"."tire_agreements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tire_hotel_reviews_fk" FOREIGN KEY ("tire_hotel_reviews_id") REFERENCES "public"."tire_hotel_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tire_hotel_codes_fk" FOREIGN KEY ("tire_hotel_codes_id") REFERENCES "public"."tire_hotel_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tire_hotel_sessions_fk" FOREIGN KEY ("tire_hotel_sessions_id") REFERENCES "public"."tire_hotel_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sms_outbox_fk" FOREIGN KEY ("sms_outbox_id") REFERENCES "public"."sms_outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_tire_agreements_id_idx" ON "payload_locked_documents_rels" USING btree ("tire_agreements_id");
  CREATE INDEX "payload_locked_documents_rels_tire_hotel_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("tire_hotel_reviews_id");
  CREATE INDEX "payload_locked_documents_rels_tire_hotel_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("tire_hotel_codes_id");
  CREATE INDEX "payload_locked_documents_rels_tire_hotel_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("tire_hotel_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_sms_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("sms_outbox_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tire_agreements_vehicles_tires" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tire_agreements_vehicles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tire_agreements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tire_hotel_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tire_hotel_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tire_hotel_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sms_outbox" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tire_agreements_vehicles_tires" CASCADE;
  DROP TABLE "tire_agreements_vehicles" CASCADE;
  DROP TABLE "tire_agreements" CASCADE;
  DROP TABLE "tire_hotel_reviews" CASCADE;
  DROP TABLE "tire_hotel_codes" CASCADE;
  DROP TABLE "tire_hotel_sessions" CASCADE;
  DROP TABLE "sms_outbox" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tire_agreements_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tire_hotel_reviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tire_hotel_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tire_hotel_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sms_outbox_fk";
  
  DROP INDEX "payload_locked_documents_rels_tire_agreements_id_idx";
  DROP INDEX "payload_locked_documents_rels_tire_hotel_reviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_tire_hotel_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_tire_hotel_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_sms_outbox_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tire_agreements_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tire_hotel_reviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tire_hotel_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tire_hotel_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sms_outbox_id";
  DROP TYPE "public"."enum_tire_agreements_vehicles_tires_wheel_thread_status_id";
  DROP TYPE "public"."enum_sms_outbox_status";`)
}
