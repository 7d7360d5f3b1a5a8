import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`tire_agreements_vehicles_tires\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`equipment_position\` text NOT NULL,
  	\`wheel_name\` text NOT NULL,
  	\`wheel_rim_diameter\` numeric,
  	\`wheel_section_width\` numeric,
  	\`wheel_aspect_ratio\` numeric,
  	\`wheel_thread_pattern\` text,
  	\`wheel_thread_depth\` numeric,
  	\`wheel_thread_status_id\` text DEFAULT '0' NOT NULL,
  	\`wheel_thread_status_message\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tire_agreements_vehicles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tire_agreements_vehicles_tires_order_idx\` ON \`tire_agreements_vehicles_tires\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tire_agreements_vehicles_tires_parent_id_idx\` ON \`tire_agreements_vehicles_tires\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tire_agreements_vehicles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`reg_no\` text NOT NULL,
  	\`brand_code\` text NOT NULL,
  	\`brand\` text NOT NULL,
  	\`model\` text NOT NULL,
  	\`name\` text,
  	\`product_id\` text NOT NULL,
  	\`package_level\` text NOT NULL,
  	\`location_id\` integer NOT NULL,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`workshops\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tire_agreements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tire_agreements_vehicles_order_idx\` ON \`tire_agreements_vehicles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tire_agreements_vehicles_parent_id_idx\` ON \`tire_agreements_vehicles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tire_agreements_vehicles_reg_no_idx\` ON \`tire_agreements_vehicles\` (\`reg_no\`);`)
  await db.run(sql`CREATE INDEX \`tire_agreements_vehicles_location_idx\` ON \`tire_agreements_vehicles\` (\`location_id\`);`)
  await db.run(sql`CREATE TABLE \`tire_agreements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`agreement_number\` text NOT NULL,
  	\`customer_first_name\` text NOT NULL,
  	\`customer_last_name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`site_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tire_agreements_agreement_number_idx\` ON \`tire_agreements\` (\`agreement_number\`);`)
  await db.run(sql`CREATE INDEX \`tire_agreements_site_idx\` ON \`tire_agreements\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`tire_agreements_updated_at_idx\` ON \`tire_agreements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tire_agreements_created_at_idx\` ON \`tire_agreements\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tire_hotel_reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`rating\` numeric NOT NULL,
  	\`rated_at\` text NOT NULL,
  	\`comment\` text,
  	\`site_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`tire_hotel_reviews_site_idx\` ON \`tire_hotel_reviews\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_reviews_updated_at_idx\` ON \`tire_hotel_reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_reviews_created_at_idx\` ON \`tire_hotel_reviews\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tire_hotel_codes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_digest\` text NOT NULL,
  	\`agreement_id\` text NOT NULL,
  	\`code_digest\` text NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`used_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tire_hotel_codes_token_digest_idx\` ON \`tire_hotel_codes\` (\`token_digest\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_codes_agreement_id_idx\` ON \`tire_hotel_codes\` (\`agreement_id\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_codes_expires_at_idx\` ON \`tire_hotel_codes\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_codes_updated_at_idx\` ON \`tire_hotel_codes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_codes_created_at_idx\` ON \`tire_hotel_codes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tire_hotel_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_digest\` text NOT NULL,
  	\`agreement_id\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tire_hotel_sessions_token_digest_idx\` ON \`tire_hotel_sessions\` (\`token_digest\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_sessions_agreement_id_idx\` ON \`tire_hotel_sessions\` (\`agreement_id\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_sessions_expires_at_idx\` ON \`tire_hotel_sessions\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_sessions_updated_at_idx\` ON \`tire_hotel_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tire_hotel_sessions_created_at_idx\` ON \`tire_hotel_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sms_outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`to_masked\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`transport\` text,
  	\`sent_at\` text,
  	\`to_digest\` text NOT NULL,
  	\`to_sealed\` text NOT NULL,
  	\`text_sealed\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`sms_outbox_status_idx\` ON \`sms_outbox\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`sms_outbox_to_digest_idx\` ON \`sms_outbox\` (\`to_digest\`);`)
  await db.run(sql`CREATE INDEX \`sms_outbox_updated_at_idx\` ON \`sms_outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sms_outbox_created_at_idx\` ON \`sms_outbox\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tire_agreements_id\` integer REFERENCES tire_agreements(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tire_hotel_reviews_id\` integer REFERENCES tire_hotel_reviews(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tire_hotel_codes_id\` integer REFERENCES tire_hotel_codes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tire_hotel_sessions_id\` integer REFERENCES tire_hotel_sessions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sms_outbox_id\` integer REFERENCES sms_outbox(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tire_agreements_id_idx\` ON \`payload_locked_documents_rels\` (\`tire_agreements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tire_hotel_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`tire_hotel_reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tire_hotel_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`tire_hotel_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tire_hotel_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`tire_hotel_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sms_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`sms_outbox_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`tire_agreements_vehicles_tires\`;`)
  await db.run(sql`DROP TABLE \`tire_agreements_vehicles\`;`)
  await db.run(sql`DROP TABLE \`tire_agreements\`;`)
  await db.run(sql`DROP TABLE \`tire_hotel_reviews\`;`)
  await db.run(sql`DROP TABLE \`tire_hotel_codes\`;`)
  await db.run(sql`DROP TABLE \`tire_hotel_sessions\`;`)
  await db.run(sql`DROP TABLE \`sms_outbox\`;`)
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
  	\`workshops_id\` integer,
  	\`workshop_bookings_id\` integer,
  	\`service_categories_id\` integer,
  	\`vehicle_register_id\` integer,
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
  	FOREIGN KEY (\`workshops_id\`) REFERENCES \`workshops\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`workshop_bookings_id\`) REFERENCES \`workshop_bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_categories_id\`) REFERENCES \`service_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicle_register_id\`) REFERENCES \`vehicle_register\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_outbox_id\`) REFERENCES \`email_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "sites_id", "pages_id", "stories_id", "story_tags_id", "navigations_id", "footers_id", "media_id", "redirects_id", "dictionary_id", "cars_id", "dealer_sites_id", "brands_id", "workshops_id", "workshop_bookings_id", "service_categories_id", "vehicle_register_id", "leads_id", "email_outbox_id", "users_id") SELECT "id", "order", "parent_id", "path", "sites_id", "pages_id", "stories_id", "story_tags_id", "navigations_id", "footers_id", "media_id", "redirects_id", "dictionary_id", "cars_id", "dealer_sites_id", "brands_id", "workshops_id", "workshop_bookings_id", "service_categories_id", "vehicle_register_id", "leads_id", "email_outbox_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workshops_id_idx\` ON \`payload_locked_documents_rels\` (\`workshops_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workshop_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`workshop_bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`service_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicle_register_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicle_register_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
