import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_sell_car_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`dealer_site_id\` integer,
  	\`privacy_notice\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`dealer_site_id\`) REFERENCES \`dealer_sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_sell_car_form_order_idx\` ON \`pages_blocks_sell_car_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sell_car_form_parent_id_idx\` ON \`pages_blocks_sell_car_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sell_car_form_path_idx\` ON \`pages_blocks_sell_car_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sell_car_form_locale_idx\` ON \`pages_blocks_sell_car_form\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sell_car_form_dealer_site_idx\` ON \`pages_blocks_sell_car_form\` (\`dealer_site_id\`);`)
  await db.run(sql`CREATE TABLE \`service_request_car_types\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_service_request_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_request_car_types_order_idx\` ON \`service_request_car_types\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_request_car_types_parent_id_idx\` ON \`service_request_car_types\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`service_request_car_types_locale_idx\` ON \`service_request_car_types\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`service_request_mc_types\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_service_request_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_request_mc_types_order_idx\` ON \`service_request_mc_types\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_request_mc_types_parent_id_idx\` ON \`service_request_mc_types\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`service_request_mc_types_locale_idx\` ON \`service_request_mc_types\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_service_request_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Send en serviceforespørsel',
  	\`intro\` text DEFAULT 'Fortell oss hva bilen trenger og når det passer for deg, så kontakter vi deg innen én virkedag.',
  	\`type_m_c\` integer DEFAULT false,
  	\`motorcycle_dealer_id\` integer,
  	\`texts_dealer_label\` text DEFAULT 'Verksted',
  	\`texts_dealer_placeholder\` text DEFAULT 'Velg verksted',
  	\`texts_dealer_required\` text DEFAULT 'Velg hvilket verksted du vil bestille hos.',
  	\`texts_regno_label\` text DEFAULT 'Registreringsnummer',
  	\`texts_regno_required\` text DEFAULT 'Skriv inn registreringsnummeret.',
  	\`texts_mileage_label\` text DEFAULT 'Kilometerstand',
  	\`texts_mileage_invalid\` text DEFAULT 'Skriv kilometerstanden som et helt tall, 0 eller mer.',
  	\`texts_date_label\` text DEFAULT 'Ønsket dato',
  	\`texts_date_placeholder\` text DEFAULT 'Velg dato',
  	\`texts_date_hint\` text DEFAULT 'Vi bekrefter endelig tid når vi kontakter deg.',
  	\`texts_date_required\` text DEFAULT 'Velg ønsket dato.',
  	\`texts_date_invalid\` text DEFAULT 'Velg dagens dato eller en senere dato.',
  	\`texts_previous_month\` text DEFAULT 'Forrige måned',
  	\`texts_next_month\` text DEFAULT 'Neste måned',
  	\`texts_services_label\` text DEFAULT 'Hva skal gjøres?',
  	\`texts_description_label\` text DEFAULT 'Beskrivelse',
  	\`texts_description_hint\` text DEFAULT 'Fortell gjerne hva du har lagt merke til, for eksempel en lyd eller en varsellampe.',
  	\`texts_name_label\` text DEFAULT 'Navn',
  	\`texts_name_required\` text DEFAULT 'Skriv inn navnet ditt.',
  	\`texts_phone_label\` text DEFAULT 'Telefon',
  	\`texts_phone_required\` text DEFAULT 'Skriv inn telefonnummeret ditt.',
  	\`texts_phone_invalid\` text DEFAULT 'Telefonnummeret skal være 6–20 sifre eller mellomrom, eventuelt med + først.',
  	\`texts_email_label\` text DEFAULT 'E-post',
  	\`texts_email_required\` text DEFAULT 'Skriv inn e-postadressen din.',
  	\`texts_email_invalid\` text DEFAULT 'Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.',
  	\`texts_consent_text\` text DEFAULT 'Jeg samtykker i at opplysningene mine lagres og brukes til å behandle serviceforespørselen og kontakte meg om den.',
  	\`texts_consent_required\` text DEFAULT 'Du må samtykke for å sende forespørselen.',
  	\`texts_newsletter_text\` text DEFAULT 'Ja takk, jeg vil motta nyhetsbrev med tilbud og påminnelser på e-post.',
  	\`texts_newsletter_required\` text DEFAULT 'Du må krysse av her for å sende forespørselen.',
  	\`texts_required_note\` text DEFAULT 'Felt merket med * må fylles ut.',
  	\`texts_optional\` text DEFAULT 'valgfritt',
  	\`texts_submit\` text DEFAULT 'Send forespørsel',
  	\`texts_sending\` text DEFAULT 'Sender …',
  	\`texts_success\` text DEFAULT 'Takk! Vi har mottatt forespørselen din og kontakter deg innen én virkedag.',
  	\`texts_error\` text DEFAULT 'Noe gikk galt, vennligst prøv igjen senere.',
  	\`block_name\` text,
  	FOREIGN KEY (\`motorcycle_dealer_id\`) REFERENCES \`dealer_sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_request_form_order_idx\` ON \`pages_blocks_service_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_request_form_parent_id_idx\` ON \`pages_blocks_service_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_request_form_path_idx\` ON \`pages_blocks_service_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_request_form_locale_idx\` ON \`pages_blocks_service_request_form\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_request_form_motorcycle_dealer_idx\` ON \`pages_blocks_service_request_form\` (\`motorcycle_dealer_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hub_spot_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`portal_id\` text,
  	\`form_id\` text,
  	\`display_mode\` text DEFAULT 'inline',
  	\`button_text\` text,
  	\`consent_notice\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hub_spot_form_order_idx\` ON \`pages_blocks_hub_spot_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hub_spot_form_parent_id_idx\` ON \`pages_blocks_hub_spot_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hub_spot_form_path_idx\` ON \`pages_blocks_hub_spot_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hub_spot_form_locale_idx\` ON \`pages_blocks_hub_spot_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_jotform_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`form_id\` text,
  	\`title\` text,
  	\`consent_notice\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_jotform_form_order_idx\` ON \`pages_blocks_jotform_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_jotform_form_parent_id_idx\` ON \`pages_blocks_jotform_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_jotform_form_path_idx\` ON \`pages_blocks_jotform_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_jotform_form_locale_idx\` ON \`pages_blocks_jotform_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`dealer_sites_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealer_sites_id\`) REFERENCES \`dealer_sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_locale_idx\` ON \`pages_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_dealer_sites_id_idx\` ON \`pages_rels\` (\`dealer_sites_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sell_car_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`dealer_site_id\` integer,
  	\`privacy_notice\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`dealer_site_id\`) REFERENCES \`dealer_sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sell_car_form_order_idx\` ON \`_pages_v_blocks_sell_car_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sell_car_form_parent_id_idx\` ON \`_pages_v_blocks_sell_car_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sell_car_form_path_idx\` ON \`_pages_v_blocks_sell_car_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sell_car_form_locale_idx\` ON \`_pages_v_blocks_sell_car_form\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sell_car_form_dealer_site_idx\` ON \`_pages_v_blocks_sell_car_form\` (\`dealer_site_id\`);`)
  await db.run(sql`CREATE TABLE \`_service_request_car_types_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_service_request_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_request_car_types_v_order_idx\` ON \`_service_request_car_types_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_service_request_car_types_v_parent_id_idx\` ON \`_service_request_car_types_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_service_request_car_types_v_locale_idx\` ON \`_service_request_car_types_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_service_request_mc_types_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_service_request_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_request_mc_types_v_order_idx\` ON \`_service_request_mc_types_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_service_request_mc_types_v_parent_id_idx\` ON \`_service_request_mc_types_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_service_request_mc_types_v_locale_idx\` ON \`_service_request_mc_types_v\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_service_request_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Send en serviceforespørsel',
  	\`intro\` text DEFAULT 'Fortell oss hva bilen trenger og når det passer for deg, så kontakter vi deg innen én virkedag.',
  	\`type_m_c\` integer DEFAULT false,
  	\`motorcycle_dealer_id\` integer,
  	\`texts_dealer_label\` text DEFAULT 'Verksted',
  	\`texts_dealer_placeholder\` text DEFAULT 'Velg verksted',
  	\`texts_dealer_required\` text DEFAULT 'Velg hvilket verksted du vil bestille hos.',
  	\`texts_regno_label\` text DEFAULT 'Registreringsnummer',
  	\`texts_regno_required\` text DEFAULT 'Skriv inn registreringsnummeret.',
  	\`texts_mileage_label\` text DEFAULT 'Kilometerstand',
  	\`texts_mileage_invalid\` text DEFAULT 'Skriv kilometerstanden som et helt tall, 0 eller mer.',
  	\`texts_date_label\` text DEFAULT 'Ønsket dato',
  	\`texts_date_placeholder\` text DEFAULT 'Velg dato',
  	\`texts_date_hint\` text DEFAULT 'Vi bekrefter endelig tid når vi kontakter deg.',
  	\`texts_date_required\` text DEFAULT 'Velg ønsket dato.',
  	\`texts_date_invalid\` text DEFAULT 'Velg dagens dato eller en senere dato.',
  	\`texts_previous_month\` text DEFAULT 'Forrige måned',
  	\`texts_next_month\` text DEFAULT 'Neste måned',
  	\`texts_services_label\` text DEFAULT 'Hva skal gjøres?',
  	\`texts_description_label\` text DEFAULT 'Beskrivelse',
  	\`texts_description_hint\` text DEFAULT 'Fortell gjerne hva du har lagt merke til, for eksempel en lyd eller en varsellampe.',
  	\`texts_name_label\` text DEFAULT 'Navn',
  	\`texts_name_required\` text DEFAULT 'Skriv inn navnet ditt.',
  	\`texts_phone_label\` text DEFAULT 'Telefon',
  	\`texts_phone_required\` text DEFAULT 'Skriv inn telefonnummeret ditt.',
  	\`texts_phone_invalid\` text DEFAULT 'Telefonnummeret skal være 6–20 sifre eller mellomrom, eventuelt med + først.',
  	\`texts_email_label\` text DEFAULT 'E-post',
  	\`texts_email_required\` text DEFAULT 'Skriv inn e-postadressen din.',
  	\`texts_email_invalid\` text DEFAULT 'Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.',
  	\`texts_consent_text\` text DEFAULT 'Jeg samtykker i at opplysningene mine lagres og brukes til å behandle serviceforespørselen og kontakte meg om den.',
  	\`texts_consent_required\` text DEFAULT 'Du må samtykke for å sende forespørselen.',
  	\`texts_newsletter_text\` text DEFAULT 'Ja takk, jeg vil motta nyhetsbrev med tilbud og påminnelser på e-post.',
  	\`texts_newsletter_required\` text DEFAULT 'Du må krysse av her for å sende forespørselen.',
  	\`texts_required_note\` text DEFAULT 'Felt merket med * må fylles ut.',
  	\`texts_optional\` text DEFAULT 'valgfritt',
  	\`texts_submit\` text DEFAULT 'Send forespørsel',
  	\`texts_sending\` text DEFAULT 'Sender …',
  	\`texts_success\` text DEFAULT 'Takk! Vi har mottatt forespørselen din og kontakter deg innen én virkedag.',
  	\`texts_error\` text DEFAULT 'Noe gikk galt, vennligst prøv igjen senere.',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`motorcycle_dealer_id\`) REFERENCES \`dealer_sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_request_form_order_idx\` ON \`_pages_v_blocks_service_request_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_request_form_parent_id_idx\` ON \`_pages_v_blocks_service_request_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_request_form_path_idx\` ON \`_pages_v_blocks_service_request_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_request_form_locale_idx\` ON \`_pages_v_blocks_service_request_form\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_request_form_motorcycle_dealer_idx\` ON \`_pages_v_blocks_service_request_form\` (\`motorcycle_dealer_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hub_spot_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`portal_id\` text,
  	\`form_id\` text,
  	\`display_mode\` text DEFAULT 'inline',
  	\`button_text\` text,
  	\`consent_notice\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hub_spot_form_order_idx\` ON \`_pages_v_blocks_hub_spot_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hub_spot_form_parent_id_idx\` ON \`_pages_v_blocks_hub_spot_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hub_spot_form_path_idx\` ON \`_pages_v_blocks_hub_spot_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hub_spot_form_locale_idx\` ON \`_pages_v_blocks_hub_spot_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_jotform_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`form_id\` text,
  	\`title\` text,
  	\`consent_notice\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_jotform_form_order_idx\` ON \`_pages_v_blocks_jotform_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_jotform_form_parent_id_idx\` ON \`_pages_v_blocks_jotform_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_jotform_form_path_idx\` ON \`_pages_v_blocks_jotform_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_jotform_form_locale_idx\` ON \`_pages_v_blocks_jotform_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`dealer_sites_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealer_sites_id\`) REFERENCES \`dealer_sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_locale_idx\` ON \`_pages_v_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_dealer_sites_id_idx\` ON \`_pages_v_rels\` (\`dealer_sites_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`summary\` text,
  	\`form_name\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`site_id\` integer NOT NULL,
  	\`submission_id\` text NOT NULL,
  	\`locale\` text,
  	\`receiving_address\` text,
  	\`receiving_name\` text,
  	\`source_url\` text,
  	\`form_values\` text NOT NULL,
  	\`consents\` text,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivered_at\` text,
  	\`last_delivery_error\` text,
  	\`payload_hash\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_site_idx\` ON \`leads\` (\`site_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_submission_id_idx\` ON \`leads\` (\`submission_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`email_outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subject\` text NOT NULL,
  	\`to_address\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`lead_id\` integer,
  	\`body_text\` text NOT NULL,
  	\`body_html\` text,
  	\`attachments\` text,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text NOT NULL,
  	\`sent_at\` text,
  	\`transport\` text,
  	\`claimed_until\` text,
  	\`message_id\` text,
  	\`last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`email_outbox_to_address_idx\` ON \`email_outbox\` (\`to_address\`);`)
  await db.run(sql`CREATE INDEX \`email_outbox_status_idx\` ON \`email_outbox\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`email_outbox_lead_idx\` ON \`email_outbox\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`email_outbox_next_attempt_at_idx\` ON \`email_outbox\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`email_outbox_updated_at_idx\` ON \`email_outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`email_outbox_created_at_idx\` ON \`email_outbox\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`lead_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`retention_days\` numeric DEFAULT 365 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`leads_email\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`leads_id\` integer REFERENCES leads(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`email_outbox_id\` integer REFERENCES email_outbox(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_sell_car_form\`;`)
  await db.run(sql`DROP TABLE \`service_request_car_types\`;`)
  await db.run(sql`DROP TABLE \`service_request_mc_types\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_service_request_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hub_spot_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_jotform_form\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sell_car_form\`;`)
  await db.run(sql`DROP TABLE \`_service_request_car_types_v\`;`)
  await db.run(sql`DROP TABLE \`_service_request_mc_types_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_service_request_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hub_spot_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_jotform_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`DROP TABLE \`email_outbox\`;`)
  await db.run(sql`DROP TABLE \`lead_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sites_id\` integer,
  	\`pages_id\` integer,
  	\`stories_id\` integer,
  	\`story_tags_id\` integer,
  	\`navigations_id\` integer,
  	\`footers_id\` integer,
  	\`media_id\` integer,
  	\`redirects_id\` integer,
  	\`dictionary_id\` integer,
  	\`cars_id\` integer,
  	\`dealer_sites_id\` integer,
  	\`brands_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stories_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`story_tags_id\`) REFERENCES \`story_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`navigations_id\`) REFERENCES \`navigations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`footers_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dictionary_id\`) REFERENCES \`dictionary\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cars_id\`) REFERENCES \`cars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealer_sites_id\`) REFERENCES \`dealer_sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "sites_id", "pages_id", "stories_id", "story_tags_id", "navigations_id", "footers_id", "media_id", "redirects_id", "dictionary_id", "cars_id", "dealer_sites_id", "brands_id", "users_id") SELECT "id", "order", "parent_id", "path", "sites_id", "pages_id", "stories_id", "story_tags_id", "navigations_id", "footers_id", "media_id", "redirects_id", "dictionary_id", "cars_id", "dealer_sites_id", "brands_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_story_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`story_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_navigations_id_idx\` ON \`payload_locked_documents_rels\` (\`navigations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_footers_id_idx\` ON \`payload_locked_documents_rels\` (\`footers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dictionary_id_idx\` ON \`payload_locked_documents_rels\` (\`dictionary_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cars_id_idx\` ON \`payload_locked_documents_rels\` (\`cars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dealer_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`dealer_sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`leads_email\`;`)
}
