import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_saved_searches_kind" AS ENUM('search', 'car');
  CREATE TYPE "public"."enum_saved_searches_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_saved_searches_frequency" AS ENUM('instant', 'daily');
  CREATE TABLE "saved_searches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_saved_searches_kind" DEFAULT 'search' NOT NULL,
  	"status" "enum_saved_searches_status" DEFAULT 'pending' NOT NULL,
  	"frequency" "enum_saved_searches_frequency" DEFAULT 'instant' NOT NULL,
  	"site_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"subscriber_key" varchar NOT NULL,
  	"vehicle_index" varchar NOT NULL,
  	"locale" varchar,
  	"list_url" varchar,
  	"criteria" jsonb,
  	"car_id" varchar,
  	"last_price" numeric,
  	"consent_text" varchar NOT NULL,
  	"consent_version" varchar NOT NULL,
  	"consented_at" timestamp(3) with time zone NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"last_digest_at" timestamp(3) with time zone,
  	"alerts_sent" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "saved_search_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"saved_search_id" integer NOT NULL,
  	"site_id" integer NOT NULL,
  	"car_id" varchar NOT NULL,
  	"event" varchar NOT NULL,
  	"price" numeric,
  	"email_id" integer,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "saved_search_retention_days" numeric DEFAULT 30;
  ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_searches_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_search_alerts_id" integer;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_email_id_email_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "saved_searches_status_idx" ON "saved_searches" USING btree ("status");
  CREATE INDEX "saved_searches_site_idx" ON "saved_searches" USING btree ("site_id");
  CREATE INDEX "saved_searches_subscriber_key_idx" ON "saved_searches" USING btree ("subscriber_key");
  CREATE INDEX "saved_searches_vehicle_index_idx" ON "saved_searches" USING btree ("vehicle_index");
  CREATE INDEX "saved_searches_car_id_idx" ON "saved_searches" USING btree ("car_id");
  CREATE INDEX "saved_searches_updated_at_idx" ON "saved_searches" USING btree ("updated_at");
  CREATE INDEX "saved_searches_created_at_idx" ON "saved_searches" USING btree ("created_at");
  CREATE INDEX "saved_search_alerts_saved_search_idx" ON "saved_search_alerts" USING btree ("saved_search_id");
  CREATE INDEX "saved_search_alerts_site_idx" ON "saved_search_alerts" USING btree ("site_id");
  CREATE INDEX "saved_search_alerts_email_idx" ON "saved_search_alerts" USING btree ("email_id");
  CREATE INDEX "saved_search_alerts_updated_at_idx" ON "saved_search_alerts" USING btree ("updated_at");
  CREATE INDEX "saved_search_alerts_created_at_idx" ON "saved_search_alerts" USING btree ("created_at");
  CREATE UNIQUE INDEX "savedSearch_carId_event_idx" ON "saved_search_alerts" USING btree ("saved_search_id","car_id","event");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_searches_fk" FOREIGN KEY ("saved_searches_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_search_alerts_fk" FOREIGN KEY ("saved_search_alerts_id") REFERENCES "public"."saved_search_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_saved_searches_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_searches_id");
  CREATE INDEX "payload_locked_documents_rels_saved_search_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_search_alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "saved_searches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_search_alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "saved_searches" CASCADE;
  DROP TABLE "saved_search_alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_searches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_search_alerts_fk";
  
  DROP INDEX "payload_locked_documents_rels_saved_searches_id_idx";
  DROP INDEX "payload_locked_documents_rels_saved_search_alerts_id_idx";
  ALTER TABLE "sites" DROP COLUMN "saved_search_retention_days";
  ALTER TABLE "email_outbox" DROP COLUMN "headers";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_searches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_search_alerts_id";
  DROP TYPE "public"."enum_saved_searches_kind";
  DROP TYPE "public"."enum_saved_searches_status";
  DROP TYPE "public"."enum_saved_searches_frequency";`)
}
