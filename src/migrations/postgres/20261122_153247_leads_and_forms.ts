import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hub_spot_form_display_mode" AS ENUM('inline', 'popup');
  CREATE TYPE "public"."enum__pages_v_blocks_hub_spot_form_display_mode" AS ENUM('inline', 'popup');
  CREATE TYPE "public"."enum_leads_form_name" AS ENUM('sell-car', 'service-request', 'contact-seller');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'delivered', 'failed', 'handled');
  CREATE TYPE "public"."enum_email_outbox_status" AS ENUM('pending', 'sent');
  CREATE TABLE "pages_blocks_sell_car_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"dealer_site_id" integer,
  	"privacy_notice" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "service_request_car_types" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "service_request_mc_types" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_service_request_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Send en serviceforespørsel',
  	"intro" varchar DEFAULT 'Fortell oss hva bilen trenger og når det passer for deg, så kontakter vi deg innen én virkedag.',
  	"type_m_c" boolean DEFAULT false,
  	"motorcycle_dealer_id" integer,
  	"texts_dealer_label" varchar DEFAULT 'Verksted',
  	"texts_dealer_placeholder" varchar DEFAULT 'Velg verksted',
  	"texts_dealer_required" varchar DEFAULT 'Velg hvilket verksted du vil bestille hos.',
  	"texts_regno_label" varchar DEFAULT 'Registreringsnummer',
  	"texts_regno_required" varchar DEFAULT 'Skriv inn registreringsnummeret.',
  	"texts_mileage_label" varchar DEFAULT 'Kilometerstand',
  	"texts_mileage_invalid" varchar DEFAULT 'Skriv kilometerstanden som et helt tall, 0 eller mer.',
  	"texts_date_label" varchar DEFAULT 'Ønsket dato',
  	"texts_date_placeholder" varchar DEFAULT 'Velg dato',
  	"texts_date_hint" varchar DEFAULT 'Vi bekrefter endelig tid når vi kontakter deg.',
  	"texts_date_required" varchar DEFAULT 'Velg ønsket dato.',
  	"texts_date_invalid" varchar DEFAULT 'Velg dagens dato eller en senere dato.',
  	"texts_previous_month" varchar DEFAULT 'Forrige måned',
  	"texts_next_month" varchar DEFAULT 'Neste måned',
  	"texts_services_label" varchar DEFAULT 'Hva skal gjøres?',
  	"texts_description_label" varchar DEFAULT 'Beskrivelse',
  	"texts_description_hint" varchar DEFAULT 'Fortell gjerne hva du har lagt merke til, for eksempel en lyd eller en varsellampe.',
  	"texts_name_label" varchar DEFAULT 'Navn',
  	"texts_name_required" varchar DEFAULT 'Skriv inn navnet ditt.',
  	"texts_phone_label" varchar DEFAULT 'Telefon',
  	"texts_phone_required" varchar DEFAULT 'Skriv inn telefonnummeret ditt.',
  	"texts_phone_invalid" varchar DEFAULT 'Telefonnummeret skal være 6–20 sifre eller mellomrom, eventuelt med + først.',
  	"texts_email_label" varchar DEFAULT 'E-post',
  	"texts_email_required" varchar DEFAULT 'Skriv inn e-postadressen din.',
  	"texts_email_invalid" varchar DEFAULT 'Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.',
  	"texts_consent_text" varchar DEFAULT 'Jeg samtykker i at opplysningene mine lagres og brukes til å behandle serviceforespørselen og kontakte meg om den.',
  	"texts_consent_required" varchar DEFAULT 'Du må samtykke for å sende forespørselen.',
  	"texts_newsletter_text" varchar DEFAULT 'Ja takk, jeg vil motta nyhetsbrev med tilbud og påminnelser på e-post.',
  	"texts_newsletter_required" varchar DEFAULT 'Du må krysse av her for å sende forespørselen.',
  	"texts_required_note" varchar DEFAULT 'Felt merket med * må fylles ut.',
  	"texts_optional" varchar DEFAULT 'valgfritt',
  	"texts_submit" varchar DEFAULT 'Send forespørsel',
  	"texts_sending" varchar DEFAULT 'Sender …',
  	"texts_success" varchar DEFAULT 'Takk! Vi har mottatt forespørselen din og kontakter deg innen én virkedag.',
  	"texts_error" varchar DEFAULT 'Noe gikk galt, vennligst prøv igjen senere.',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hub_spot_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"portal_id" varchar,
  	"form_id" varchar,
  	"display_mode" "enum_pages_blocks_hub_spot_form_display_mode" DEFAULT 'inline',
  	"button_text" varchar,
  	"consent_notice" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_jotform_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"form_id" varchar,
  	"title" varchar,
  	"consent_notice" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"dealer_sites_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_sell_car_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"dealer_site_id" integer,
  	"privacy_notice" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_service_request_car_types_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_service_request_mc_types_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_service_request_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Send en serviceforespørsel',
  	"intro" varchar DEFAULT 'Fortell oss hva bilen trenger og når det passer for deg, så kontakter vi deg innen én virkedag.',
  	"type_m_c" boolean DEFAULT false,
  	"motorcycle_dealer_id" integer,
  	"texts_dealer_label" varchar DEFAULT 'Verksted',
  	"texts_dealer_placeholder" varchar DEFAULT 'Velg verksted',
  	"texts_dealer_required" varchar DEFAULT 'Velg hvilket verksted du vil bestille hos.',
  	"texts_regno_label" varchar DEFAULT 'Registreringsnummer',
  	"texts_regno_required" varchar DEFAULT 'Skriv inn registreringsnummeret.',
  	"texts_mileage_label" varchar DEFAULT 'Kilometerstand',
  	"texts_mileage_invalid" varchar DEFAULT 'Skriv kilometerstanden som et helt tall, 0 eller mer.',
  	"texts_date_label" varchar DEFAULT 'Ønsket dato',
  	"texts_date_placeholder" varchar DEFAULT 'Velg dato',
  	"texts_date_hint" varchar DEFAULT 'Vi bekrefter endelig tid når vi kontakter deg.',
  	"texts_date_required" varchar DEFAULT 'Velg ønsket dato.',
  	"texts_date_invalid" varchar DEFAULT 'Velg dagens dato eller en senere dato.',
  	"texts_previous_month" varchar DEFAULT 'Forrige måned',
  	"texts_next_month" varchar DEFAULT 'Neste måned',
  	"texts_services_label" varchar DEFAULT 'Hva skal gjøres?',
  	"texts_description_label" varchar DEFAULT 'Beskrivelse',
  	"texts_description_hint" varchar DEFAULT 'Fortell gjerne hva du har lagt merke til, for eksempel en lyd eller en varsellampe.',
  	"texts_name_label" varchar DEFAULT 'Navn',
  	"texts_name_required" varchar DEFAULT 'Skriv inn navnet ditt.',
  	"texts_phone_label" varchar DEFAULT 'Telefon',
  	"texts_phone_required" varchar DEFAULT 'Skriv inn telefonnummeret ditt.',
  	"texts_phone_invalid" varchar DEFAULT 'Telefonnummeret skal være 6–20 sifre eller mellomrom, eventuelt med + først.',
  	"texts_email_label" varchar DEFAULT 'E-post',
  	"texts_email_required" varchar DEFAULT 'Skriv inn e-postadressen din.',
  	"texts_email_invalid" varchar DEFAULT 'Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.',
  	"texts_consent_text" varchar DEFAULT 'Jeg samtykker i at opplysningene mine lagres og brukes til å behandle serviceforespørselen og kontakte meg om den.',
  	"texts_consent_required" varchar DEFAULT 'Du må samtykke for å sende forespørselen.',
  	"texts_newsletter_text" varchar DEFAULT 'Ja takk, jeg vil motta nyhetsbrev med tilbud og påminnelser på e-post.',
  	"texts_newsletter_required" varchar DEFAULT 'Du må krysse av her for å sende forespørselen.',
  	"texts_required_note" varchar DEFAULT 'Felt merket med * må fylles ut.',
  	"texts_optional" varchar DEFAULT 'valgfritt',
  	"texts_submit" varchar DEFAULT 'Send forespørsel',
  	"texts_sending" varchar DEFAULT 'Sender …',
  	"texts_success" varchar DEFAULT 'Takk! Vi har mottatt forespørselen din og kontakter deg innen én virkedag.',
  	"texts_error" varchar DEFAULT 'Noe gikk galt, vennligst prøv igjen senere.',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hub_spot_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"portal_id" varchar,
  	"form_id" varchar,
  	"display_mode" "enum__pages_v_blocks_hub_spot_form_display_mode" DEFAULT 'inline',
  	"button_text" varchar,
  	"consent_notice" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_jotform_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"form_id" varchar,
  	"title" varchar,
  	"consent_notice" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"dealer_sites_id" integer
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"form_name" "enum_leads_form_name" NOT NULL,
  	"status" "enum_leads_status" DEFAULT 'new' NOT NULL,
  	"site_id" integer NOT NULL,
  	"submission_id" varchar NOT NULL,
  	"locale" varchar,
  	"receiving_address" varchar,
  	"receiving_name" varchar,
  	"source_url" varchar,
  	"form_values" jsonb NOT NULL,
  	"consents" jsonb,
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivered_at" timestamp(3) with time zone,
  	"last_delivery_error" varchar,
  	"payload_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "email_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" varchar NOT NULL,
  	"to_address" varchar NOT NULL,
  	"status" "enum_email_outbox_status" DEFAULT 'pending' NOT NULL,
  	"lead_id" integer,
  	"body_text" varchar NOT NULL,
  	"body_html" varchar,
  	"attachments" jsonb,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"transport" varchar,
  	"claimed_until" timestamp(3) with time zone,
  	"message_id" varchar,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"retention_days" numeric DEFAULT 365 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "sites" ADD COLUMN "leads_email" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_outbox_id" integer;
  ALTER TABLE "pages_blocks_sell_car_form" ADD CONSTRAINT "pages_blocks_sell_car_form_dealer_site_id_dealer_sites_id_fk" FOREIGN KEY ("dealer_site_id") REFERENCES "public"."dealer_sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_sell_car_form" ADD CONSTRAINT "pages_blocks_sell_car_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_request_car_types" ADD CONSTRAINT "service_request_car_types_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_service_request_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_request_mc_types" ADD CONSTRAINT "service_request_mc_types_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_service_request_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_request_form" ADD CONSTRAINT "pages_blocks_service_request_form_motorcycle_dealer_id_dealer_sites_id_fk" FOREIGN KEY ("motorcycle_dealer_id") REFERENCES "public"."dealer_sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_request_form" ADD CONSTRAINT "pages_blocks_service_request_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hub_spot_form" ADD CONSTRAINT "pages_blocks_hub_spot_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_jotform_form" ADD CONSTRAINT "pages_blocks_jotform_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_dealer_sites_fk" FOREIGN KEY ("dealer_sites_id") REFERENCES "public"."dealer_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sell_car_form" ADD CONSTRAINT "_pages_v_blocks_sell_car_form_dealer_site_id_dealer_sites_id_fk" FOREIGN KEY ("dealer_site_id") REFERENCES "public"."dealer_sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sell_car_form" ADD CONSTRAINT "_pages_v_blocks_sell_car_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_request_car_types_v" ADD CONSTRAINT "_service_request_car_types_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_service_request_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_service_request_mc_types_v" ADD CONSTRAINT "_service_request_mc_types_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_service_request_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_request_form" ADD CONSTRAINT "_pages_v_blocks_service_request_form_motorcycle_dealer_id_dealer_sites_id_fk" FOREIGN KEY ("motorcycle_dealer_id") REFERENCES "public"."dealer_sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_request_form" ADD CONSTRAINT "_pages_v_blocks_service_request_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hub_spot_form" ADD CONSTRAINT "_pages_v_blocks_hub_spot_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_jotform_form" ADD CONSTRAINT "_pages_v_blocks_jotform_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_dealer_sites_fk" FOREIGN KEY ("dealer_sites_id") REFERENCES "public"."dealer_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_sell_car_form_order_idx" ON "pages_blocks_sell_car_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_sell_car_form_parent_id_idx" ON "pages_blocks_sell_car_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sell_car_form_path_idx" ON "pages_blocks_sell_car_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_sell_car_form_locale_idx" ON "pages_blocks_sell_car_form" USING btree ("_locale");
  CREATE INDEX "pages_blocks_sell_car_form_dealer_site_idx" ON "pages_blocks_sell_car_form" USING btree ("dealer_site_id");
  CREATE INDEX "service_request_car_types_order_idx" ON "service_request_car_types" USING btree ("_order");
  CREATE INDEX "service_request_car_types_parent_id_idx" ON "service_request_car_types" USING btree ("_parent_id");
  CREATE INDEX "service_request_car_types_locale_idx" ON "service_request_car_types" USING btree ("_locale");
  CREATE INDEX "service_request_mc_types_order_idx" ON "service_request_mc_types" USING btree ("_order");
  CREATE INDEX "service_request_mc_types_parent_id_idx" ON "service_request_mc_types" USING btree ("_parent_id");
  CREATE INDEX "service_request_mc_types_locale_idx" ON "service_request_mc_types" USING btree ("_locale");
  CREATE INDEX "pages_blocks_service_request_form_order_idx" ON "pages_blocks_service_request_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_request_form_parent_id_idx" ON "pages_blocks_service_request_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_service_request_form_path_idx" ON "pages_blocks_service_request_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_service_request_form_locale_idx" ON "pages_blocks_service_request_form" USING btree ("_locale");
  CREATE INDEX "pages_blocks_service_request_form_motorcycle_dealer_idx" ON "pages_blocks_service_request_form" USING btree ("motorcycle_dealer_id");
  CREATE INDEX "pages_blocks_hub_spot_form_order_idx" ON "pages_blocks_hub_spot_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_hub_spot_form_parent_id_idx" ON "pages_blocks_hub_spot_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hub_spot_form_path_idx" ON "pages_blocks_hub_spot_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_hub_spot_form_locale_idx" ON "pages_blocks_hub_spot_form" USING btree ("_locale");
  CREATE INDEX "pages_blocks_jotform_form_order_idx" ON "pages_blocks_jotform_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_jotform_form_parent_id_idx" ON "pages_blocks_jotform_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_jotform_form_path_idx" ON "pages_blocks_jotform_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_jotform_form_locale_idx" ON "pages_blocks_jotform_form" USING btree ("_locale");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_locale_idx" ON "pages_rels" USING btree ("locale");
  CREATE INDEX "pages_rels_dealer_sites_id_idx" ON "pages_rels" USING btree ("dealer_sites_id","locale");
  CREATE INDEX "_pages_v_blocks_sell_car_form_order_idx" ON "_pages_v_blocks_sell_car_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sell_car_form_parent_id_idx" ON "_pages_v_blocks_sell_car_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sell_car_form_path_idx" ON "_pages_v_blocks_sell_car_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_sell_car_form_locale_idx" ON "_pages_v_blocks_sell_car_form" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_sell_car_form_dealer_site_idx" ON "_pages_v_blocks_sell_car_form" USING btree ("dealer_site_id");
  CREATE INDEX "_service_request_car_types_v_order_idx" ON "_service_request_car_types_v" USING btree ("_order");
  CREATE INDEX "_service_request_car_types_v_parent_id_idx" ON "_service_request_car_types_v" USING btree ("_parent_id");
  CREATE INDEX "_service_request_car_types_v_locale_idx" ON "_service_request_car_types_v" USING btree ("_locale");
  CREATE INDEX "_service_request_mc_types_v_order_idx" ON "_service_request_mc_types_v" USING btree ("_order");
  CREATE INDEX "_service_request_mc_types_v_parent_id_idx" ON "_service_request_mc_types_v" USING btree ("_parent_id");
  CREATE INDEX "_service_request_mc_types_v_locale_idx" ON "_service_request_mc_types_v" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_service_request_form_order_idx" ON "_pages_v_blocks_service_request_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_request_form_parent_id_idx" ON "_pages_v_blocks_service_request_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_service_request_form_path_idx" ON "_pages_v_blocks_service_request_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_service_request_form_locale_idx" ON "_pages_v_blocks_service_request_form" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_service_request_form_motorcycle_dealer_idx" ON "_pages_v_blocks_service_request_form" USING btree ("motorcycle_dealer_id");
  CREATE INDEX "_pages_v_blocks_hub_spot_form_order_idx" ON "_pages_v_blocks_hub_spot_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hub_spot_form_parent_id_idx" ON "_pages_v_blocks_hub_spot_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hub_spot_form_path_idx" ON "_pages_v_blocks_hub_spot_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hub_spot_form_locale_idx" ON "_pages_v_blocks_hub_spot_form" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_jotform_form_order_idx" ON "_pages_v_blocks_jotform_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_jotform_form_parent_id_idx" ON "_pages_v_blocks_jotform_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_jotform_form_path_idx" ON "_pages_v_blocks_jotform_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_jotform_form_locale_idx" ON "_pages_v_blocks_jotform_form" USING btree ("_locale");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_locale_idx" ON "_pages_v_rels" USING btree ("locale");
  CREATE INDEX "_pages_v_rels_dealer_sites_id_idx" ON "_pages_v_rels" USING btree ("dealer_sites_id","locale");
  CREATE INDEX "leads_site_idx" ON "leads" USING btree ("site_id");
  CREATE UNIQUE INDEX "leads_submission_id_idx" ON "leads" USING btree ("submission_id");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "email_outbox_to_address_idx" ON "email_outbox" USING btree ("to_address");
  CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status");
  CREATE INDEX "email_outbox_lead_idx" ON "email_outbox" USING btree ("lead_id");
  CREATE INDEX "email_outbox_next_attempt_at_idx" ON "email_outbox" USING btree ("next_attempt_at");
  CREATE INDEX "email_outbox_updated_at_idx" ON "email_outbox" USING btree ("updated_at");
  CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_outbox_fk" FOREIGN KEY ("email_outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_email_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("email_outbox_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_sell_car_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_request_car_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_request_mc_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_service_request_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hub_spot_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_jotform_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sell_car_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_request_car_types_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_service_request_mc_types_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_service_request_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hub_spot_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_jotform_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "email_outbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_sell_car_form" CASCADE;
  DROP TABLE "service_request_car_types" CASCADE;
  DROP TABLE "service_request_mc_types" CASCADE;
  DROP TABLE "pages_blocks_service_request_form" CASCADE;
  DROP TABLE "pages_blocks_hub_spot_form" CASCADE;
  DROP TABLE "pages_blocks_jotform_form" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_sell_car_form" CASCADE;
  DROP TABLE "_service_request_car_types_v" CASCADE;
  DROP TABLE "_service_request_mc_types_v" CASCADE;
  DROP TABLE "_pages_v_blocks_service_request_form" CASCADE;
  DROP TABLE "_pages_v_blocks_hub_spot_form" CASCADE;
  DROP TABLE "_pages_v_blocks_jotform_form" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "email_outbox" CASCADE;
  DROP TABLE "lead_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_outbox_fk";
  
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_email_outbox_id_idx";
  ALTER TABLE "sites" DROP COLUMN "leads_email";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_outbox_id";
  DROP TYPE "public"."enum_pages_blocks_hub_spot_form_display_mode";
  DROP TYPE "public"."enum__pages_v_blocks_hub_spot_form_display_mode";
  DROP TYPE "public"."enum_leads_form_name";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_email_outbox_status";`)
}
