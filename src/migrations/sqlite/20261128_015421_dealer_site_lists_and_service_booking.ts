import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_dealer_site_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`facet_region\` integer DEFAULT true,
  	\`facet_brand\` integer DEFAULT true,
  	\`facet_department_type\` integer DEFAULT true,
  	\`book_service_link_type\` text DEFAULT 'internal',
  	\`book_service_link_new_tab\` integer,
  	\`book_service_link_page_id\` integer,
  	\`book_service_link_url\` text,
  	\`book_service_link_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`book_service_link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_dealer_site_list_order_idx\` ON \`pages_blocks_dealer_site_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dealer_site_list_parent_id_idx\` ON \`pages_blocks_dealer_site_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dealer_site_list_path_idx\` ON \`pages_blocks_dealer_site_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dealer_site_list_locale_idx\` ON \`pages_blocks_dealer_site_list\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_dealer_site_list_book_service_link_book_ser_idx\` ON \`pages_blocks_dealer_site_list\` (\`book_service_link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_workshop_site_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`detail_path\` text,
  	\`query\` text,
  	\`button_link_type\` text DEFAULT 'internal',
  	\`button_link_new_tab\` integer,
  	\`button_link_page_id\` integer,
  	\`button_link_url\` text,
  	\`button_link_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`button_link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_workshop_site_list_order_idx\` ON \`pages_blocks_workshop_site_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_workshop_site_list_parent_id_idx\` ON \`pages_blocks_workshop_site_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_workshop_site_list_path_idx\` ON \`pages_blocks_workshop_site_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_workshop_site_list_locale_idx\` ON \`pages_blocks_workshop_site_list\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_workshop_site_list_button_link_button_link__idx\` ON \`pages_blocks_workshop_site_list\` (\`button_link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_service_booking_external_bookings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`brand\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_service_booking\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_booking_external_bookings_order_idx\` ON \`pages_blocks_service_booking_external_bookings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_booking_external_bookings_parent_id_idx\` ON \`pages_blocks_service_booking_external_bookings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_booking_external_bookings_locale_idx\` ON \`pages_blocks_service_booking_external_bookings\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_service_booking\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`contact_email\` text,
  	\`damage_inspection_url\` text DEFAULT 'https://www.skadeanmalan.se/',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_booking_order_idx\` ON \`pages_blocks_service_booking\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_booking_parent_id_idx\` ON \`pages_blocks_service_booking\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_booking_path_idx\` ON \`pages_blocks_service_booking\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_service_booking_locale_idx\` ON \`pages_blocks_service_booking\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_dealer_site_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`facet_region\` integer DEFAULT true,
  	\`facet_brand\` integer DEFAULT true,
  	\`facet_department_type\` integer DEFAULT true,
  	\`book_service_link_type\` text DEFAULT 'internal',
  	\`book_service_link_new_tab\` integer,
  	\`book_service_link_page_id\` integer,
  	\`book_service_link_url\` text,
  	\`book_service_link_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`book_service_link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_dealer_site_list_order_idx\` ON \`_pages_v_blocks_dealer_site_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_dealer_site_list_parent_id_idx\` ON \`_pages_v_blocks_dealer_site_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_dealer_site_list_path_idx\` ON \`_pages_v_blocks_dealer_site_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_dealer_site_list_locale_idx\` ON \`_pages_v_blocks_dealer_site_list\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_dealer_site_list_book_service_link_book__idx\` ON \`_pages_v_blocks_dealer_site_list\` (\`book_service_link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_workshop_site_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`detail_path\` text,
  	\`query\` text,
  	\`button_link_type\` text DEFAULT 'internal',
  	\`button_link_new_tab\` integer,
  	\`button_link_page_id\` integer,
  	\`button_link_url\` text,
  	\`button_link_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`button_link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_workshop_site_list_order_idx\` ON \`_pages_v_blocks_workshop_site_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_workshop_site_list_parent_id_idx\` ON \`_pages_v_blocks_workshop_site_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_workshop_site_list_path_idx\` ON \`_pages_v_blocks_workshop_site_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_workshop_site_list_locale_idx\` ON \`_pages_v_blocks_workshop_site_list\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_workshop_site_list_button_link_button_li_idx\` ON \`_pages_v_blocks_workshop_site_list\` (\`button_link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_service_booking_external_bookings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_service_booking\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_booking_external_bookings_order_idx\` ON \`_pages_v_blocks_service_booking_external_bookings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_booking_external_bookings_parent_id_idx\` ON \`_pages_v_blocks_service_booking_external_bookings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_booking_external_bookings_locale_idx\` ON \`_pages_v_blocks_service_booking_external_bookings\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_service_booking\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`contact_email\` text,
  	\`damage_inspection_url\` text DEFAULT 'https://www.skadeanmalan.se/',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_booking_order_idx\` ON \`_pages_v_blocks_service_booking\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_booking_parent_id_idx\` ON \`_pages_v_blocks_service_booking\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_booking_path_idx\` ON \`_pages_v_blocks_service_booking\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_service_booking_locale_idx\` ON \`_pages_v_blocks_service_booking\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`workshops_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`weekday\` text NOT NULL,
  	\`opens\` text NOT NULL,
  	\`closes\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`workshops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`workshops_opening_hours_order_idx\` ON \`workshops_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`workshops_opening_hours_parent_id_idx\` ON \`workshops_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`workshops_closed_days\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`workshops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`workshops_closed_days_order_idx\` ON \`workshops_closed_days\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`workshops_closed_days_parent_id_idx\` ON \`workshops_closed_days\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`workshops\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`department_id\` text NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`dealer_site_id\` integer NOT NULL,
  	\`country\` text,
  	\`price_level\` numeric DEFAULT 100,
  	\`slot_minutes\` numeric DEFAULT 60 NOT NULL,
  	\`places_per_slot\` numeric DEFAULT 2 NOT NULL,
  	\`all_day_minutes\` numeric DEFAULT 480 NOT NULL,
  	\`booking_weeks\` numeric DEFAULT 8 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`dealer_site_id\`) REFERENCES \`dealer_sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`workshops_department_id_idx\` ON \`workshops\` (\`department_id\`);`)
  await db.run(sql`CREATE INDEX \`workshops_dealer_site_idx\` ON \`workshops\` (\`dealer_site_id\`);`)
  await db.run(sql`CREATE INDEX \`workshops_country_idx\` ON \`workshops\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`workshops_updated_at_idx\` ON \`workshops\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`workshops_created_at_idx\` ON \`workshops\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`workshops_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`brands_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`workshops\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`workshops_rels_order_idx\` ON \`workshops_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`workshops_rels_parent_idx\` ON \`workshops_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`workshops_rels_path_idx\` ON \`workshops_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`workshops_rels_brands_id_idx\` ON \`workshops_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE TABLE \`workshop_bookings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`status\` text DEFAULT 'booked' NOT NULL,
  	\`kind\` text DEFAULT 'service' NOT NULL,
  	\`workshop_id\` integer NOT NULL,
  	\`site_id\` integer,
  	\`local_date\` text NOT NULL,
  	\`local_time\` text NOT NULL,
  	\`is_full_day\` integer,
  	\`duration_minutes\` numeric NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`registration_number\` text NOT NULL,
  	\`vehicle\` text,
  	\`mileage\` numeric,
  	\`customer_first_name\` text NOT NULL,
  	\`customer_last_name\` text NOT NULL,
  	\`customer_phone\` text NOT NULL,
  	\`customer_email\` text NOT NULL,
  	\`free_text\` text,
  	\`services\` text NOT NULL,
  	\`total_price\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`workshop_id\`) REFERENCES \`workshops\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`workshop_bookings_reference_idx\` ON \`workshop_bookings\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`workshop_bookings_status_idx\` ON \`workshop_bookings\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`workshop_bookings_workshop_idx\` ON \`workshop_bookings\` (\`workshop_id\`);`)
  await db.run(sql`CREATE INDEX \`workshop_bookings_site_idx\` ON \`workshop_bookings\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`workshop_bookings_local_date_idx\` ON \`workshop_bookings\` (\`local_date\`);`)
  await db.run(sql`CREATE INDEX \`workshop_bookings_starts_at_idx\` ON \`workshop_bookings\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`workshop_bookings_registration_number_idx\` ON \`workshop_bookings\` (\`registration_number\`);`)
  await db.run(sql`CREATE INDEX \`workshop_bookings_updated_at_idx\` ON \`workshop_bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`workshop_bookings_created_at_idx\` ON \`workshop_bookings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`workshop_localDate_idx\` ON \`workshop_bookings\` (\`workshop_id\`,\`local_date\`);`)
  await db.run(sql`CREATE TABLE \`service_categories_offerings_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`brand\` text,
  	\`model\` text,
  	\`price\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_categories_offerings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_categories_offerings_prices_order_idx\` ON \`service_categories_offerings_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_categories_offerings_prices_parent_id_idx\` ON \`service_categories_offerings_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`service_categories_offerings_not_available_for\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`model\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_categories_offerings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_categories_offerings_not_available_for_order_idx\` ON \`service_categories_offerings_not_available_for\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_categories_offerings_not_available_for_parent_id_idx\` ON \`service_categories_offerings_not_available_for\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`service_categories_offerings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`kobra_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`duration_minutes\` numeric DEFAULT 60 NOT NULL,
  	\`price_known\` integer DEFAULT true,
  	\`not_known_price_text\` text,
  	\`agreement_discount_percent\` numeric DEFAULT 0,
  	\`requires_mileage\` integer,
  	\`allow_user_input\` integer,
  	\`unit_price_minimum\` numeric,
  	\`unit_price_maximum\` numeric,
  	\`unit_price_unit\` text,
  	\`unit_price_unit_abbreviation\` text,
  	\`unit_price_postfix\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_categories_offerings_order_idx\` ON \`service_categories_offerings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_categories_offerings_parent_id_idx\` ON \`service_categories_offerings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`service_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text DEFAULT 'service' NOT NULL,
  	\`selection_type\` text,
  	\`icon\` text DEFAULT 'wrench' NOT NULL,
  	\`sort_order\` numeric DEFAULT 100 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`service_categories_updated_at_idx\` ON \`service_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`service_categories_created_at_idx\` ON \`service_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`vehicle_register\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`registration_number\` text NOT NULL,
  	\`brand\` text NOT NULL,
  	\`model\` text NOT NULL,
  	\`build_year\` numeric NOT NULL,
  	\`has_service_agreement\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vehicle_register_registration_number_idx\` ON \`vehicle_register\` (\`registration_number\`);`)
  await db.run(sql`CREATE INDEX \`vehicle_register_updated_at_idx\` ON \`vehicle_register\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vehicle_register_created_at_idx\` ON \`vehicle_register\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`workshops_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`workshops_id\`) REFERENCES \`workshops\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_rels_order_idx\` ON \`users_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_parent_idx\` ON \`users_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_path_idx\` ON \`users_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_workshops_id_idx\` ON \`users_rels\` (\`workshops_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`workshops_id\` integer REFERENCES workshops(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`workshop_bookings_id\` integer REFERENCES workshop_bookings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`service_categories_id\` integer REFERENCES service_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`vehicle_register_id\` integer REFERENCES vehicle_register(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workshops_id_idx\` ON \`payload_locked_documents_rels\` (\`workshops_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workshop_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`workshop_bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`service_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicle_register_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicle_register_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_dealer_site_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_workshop_site_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_service_booking_external_bookings\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_service_booking\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_dealer_site_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_workshop_site_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_service_booking_external_bookings\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_service_booking\`;`)
  await db.run(sql`DROP TABLE \`workshops_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`workshops_closed_days\`;`)
  await db.run(sql`DROP TABLE \`workshops\`;`)
  await db.run(sql`DROP TABLE \`workshops_rels\`;`)
  await db.run(sql`DROP TABLE \`workshop_bookings\`;`)
  await db.run(sql`DROP TABLE \`service_categories_offerings_prices\`;`)
  await db.run(sql`DROP TABLE \`service_categories_offerings_not_available_for\`;`)
  await db.run(sql`DROP TABLE \`service_categories_offerings\`;`)
  await db.run(sql`DROP TABLE \`service_categories\`;`)
  await db.run(sql`DROP TABLE \`vehicle_register\`;`)
  await db.run(sql`DROP TABLE \`users_rels\`;`)
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
  	\`leads_id\` integer,
  	\`email_outbox_id\` integer,
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
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_outbox_id\`) REFERENCES \`email_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "sites_id", "pages_id", "stories_id", "story_tags_id", "navigations_id", "footers_id", "media_id", "redirects_id", "dictionary_id", "cars_id", "dealer_sites_id", "brands_id", "leads_id", "email_outbox_id", "users_id") SELECT "id", "order", "parent_id", "path", "sites_id", "pages_id", "stories_id", "story_tags_id", "navigations_id", "footers_id", "media_id", "redirects_id", "dictionary_id", "cars_id", "dealer_sites_id", "brands_id", "leads_id", "email_outbox_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
