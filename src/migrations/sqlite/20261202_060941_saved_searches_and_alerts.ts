import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`saved_searches\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text DEFAULT 'search' NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`frequency\` text DEFAULT 'instant' NOT NULL,
  	\`site_id\` integer NOT NULL,
  	\`email\` text NOT NULL,
  	\`subscriber_key\` text NOT NULL,
  	\`vehicle_index\` text NOT NULL,
  	\`locale\` text,
  	\`list_url\` text,
  	\`criteria\` text,
  	\`car_id\` text,
  	\`last_price\` numeric,
  	\`consent_text\` text NOT NULL,
  	\`consent_version\` text NOT NULL,
  	\`consented_at\` text NOT NULL,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`last_digest_at\` text,
  	\`alerts_sent\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`saved_searches_status_idx\` ON \`saved_searches\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_site_idx\` ON \`saved_searches\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_subscriber_key_idx\` ON \`saved_searches\` (\`subscriber_key\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_vehicle_index_idx\` ON \`saved_searches\` (\`vehicle_index\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_car_id_idx\` ON \`saved_searches\` (\`car_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_updated_at_idx\` ON \`saved_searches\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_created_at_idx\` ON \`saved_searches\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`saved_search_alerts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`saved_search_id\` integer NOT NULL,
  	\`site_id\` integer NOT NULL,
  	\`car_id\` text NOT NULL,
  	\`event\` text NOT NULL,
  	\`price\` numeric,
  	\`email_id\` integer,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`saved_search_id\`) REFERENCES \`saved_searches\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`email_id\`) REFERENCES \`email_outbox\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`saved_search_alerts_saved_search_idx\` ON \`saved_search_alerts\` (\`saved_search_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_search_alerts_site_idx\` ON \`saved_search_alerts\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_search_alerts_email_idx\` ON \`saved_search_alerts\` (\`email_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_search_alerts_updated_at_idx\` ON \`saved_search_alerts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`saved_search_alerts_created_at_idx\` ON \`saved_search_alerts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`savedSearch_carId_event_idx\` ON \`saved_search_alerts\` (\`saved_search_id\`,\`car_id\`,\`event\`);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`saved_search_retention_days\` numeric DEFAULT 30;`)
  await db.run(sql`ALTER TABLE \`email_outbox\` ADD \`headers\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`saved_searches_id\` integer REFERENCES saved_searches(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`saved_search_alerts_id\` integer REFERENCES saved_search_alerts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_searches_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_searches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_search_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_search_alerts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`saved_searches\`;`)
  await db.run(sql`DROP TABLE \`saved_search_alerts\`;`)
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
  	\`tire_agreements_id\` integer,
  	\`tire_hotel_reviews_id\` integer,
  	\`tire_hotel_codes_id\` integer,
  	\`tire_hotel_sessions_id\` integer,
  	\`leads_id\` integer,
  	\`email_outbox_id\` integer,
  	\`sms_outbox_id\` integer,
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
  	FOREIGN KEY (\`tire_agreements_id\`) REFERENCES \`tire_agreements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tire_hotel_reviews_id\`) REFERENCES \`tire_hotel_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tire_hotel_codes_id\`) REFERENCES \`tire_hotel_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tire_hotel_sessions_id\`) REFERENCES \`tire_hotel_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_outbox_id\`) REFERENCES \`email_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sms_outbox_id\`) REFERENCES \`sms_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "sites_id", "pages_id", "stories_id", "story_tags_id", "navigations_id", "footers_id", "media_id", "redirects_id", "dictionary_id", "cars_id", "dealer_sites_id", "brands_id", "workshops_id", "workshop_bookings_id", "service_categories_id", "vehicle_register_id", "tire_agreements_id", "tire_hotel_reviews_id", "tire_hotel_codes_id", "tire_hotel_sessions_id", "leads_id", "email_outbox_id", "sms_outbox_id", "users_id") SELECT "id", "order", "parent_id", "path", "sites_id", "pages_id", "stories_id", "story_tags_id", "navigations_id", "footers_id", "media_id", "redirects_id", "dictionary_id", "cars_id", "dealer_sites_id", "brands_id", "workshops_id", "workshop_bookings_id", "service_categories_id", "vehicle_register_id", "tire_agreements_id", "tire_hotel_reviews_id", "tire_hotel_codes_id", "tire_hotel_sessions_id", "leads_id", "email_outbox_id", "sms_outbox_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tire_agreements_id_idx\` ON \`payload_locked_documents_rels\` (\`tire_agreements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tire_hotel_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`tire_hotel_reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tire_hotel_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`tire_hotel_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tire_hotel_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`tire_hotel_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sms_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`sms_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`saved_search_retention_days\`;`)
  await db.run(sql`ALTER TABLE \`email_outbox\` DROP COLUMN \`headers\`;`)
}
