import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cars\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`vehicle_index\` text NOT NULL,
  	\`car_id\` text NOT NULL,
  	\`of_the_week\` integer,
  	\`brand\` text,
  	\`model\` text,
  	\`price\` numeric,
  	\`regno\` text,
  	\`site_name\` text,
  	\`title\` text,
  	\`data\` text NOT NULL,
  	\`content_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`cars_vehicle_index_idx\` ON \`cars\` (\`vehicle_index\`);`)
  await db.run(sql`CREATE INDEX \`cars_car_id_idx\` ON \`cars\` (\`car_id\`);`)
  await db.run(sql`CREATE INDEX \`cars_updated_at_idx\` ON \`cars\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cars_created_at_idx\` ON \`cars\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`vehicleIndex_carId_idx\` ON \`cars\` (\`vehicle_index\`,\`car_id\`);`)
  await db.run(sql`CREATE TABLE \`dept_users\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`title\` text,
  	\`phone\` text,
  	\`email\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dealer_site_depts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dept_users_order_idx\` ON \`dept_users\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dept_users_parent_id_idx\` ON \`dept_users\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dept_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`display_text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dealer_site_depts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dept_hours_order_idx\` ON \`dept_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dept_hours_parent_id_idx\` ON \`dept_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dept_deviation_days\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`display_text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dealer_site_depts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dept_deviation_days_order_idx\` ON \`dept_deviation_days\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dept_deviation_days_parent_id_idx\` ON \`dept_deviation_days\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dept_vacation_days\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`display_text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dealer_site_depts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dept_vacation_days_order_idx\` ON \`dept_vacation_days\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dept_vacation_days_parent_id_idx\` ON \`dept_vacation_days\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dealer_site_depts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`official_name\` text,
  	\`group\` text NOT NULL,
  	\`department_type\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`erp_id\` text,
  	\`openingschedule_vacationtitle\` text,
  	\`openingschedule_vacationstart\` text,
  	\`openingschedule_vacationend\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dealer_sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dealer_site_depts_order_idx\` ON \`dealer_site_depts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dealer_site_depts_parent_id_idx\` ON \`dealer_site_depts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dealer_sites\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_official_name\` text NOT NULL,
  	\`site_id\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`website_sort_order\` numeric DEFAULT 100 NOT NULL,
  	\`site_street\` text NOT NULL,
  	\`site_zip\` text NOT NULL,
  	\`site_city\` text NOT NULL,
  	\`website_city\` text,
  	\`site_region\` text NOT NULL,
  	\`site_geocoord\` text,
  	\`site_phone\` text,
  	\`site_email\` text,
  	\`site_image_id\` integer,
  	\`site_image_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`site_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dealer_sites_site_id_idx\` ON \`dealer_sites\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`dealer_sites_slug_idx\` ON \`dealer_sites\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`dealer_sites_country_idx\` ON \`dealer_sites\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`dealer_sites_site_image_idx\` ON \`dealer_sites\` (\`site_image_id\`);`)
  await db.run(sql`CREATE INDEX \`dealer_sites_updated_at_idx\` ON \`dealer_sites\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`dealer_sites_created_at_idx\` ON \`dealer_sites\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`country_slug_idx\` ON \`dealer_sites\` (\`country\`,\`slug\`);`)
  await db.run(sql`CREATE TABLE \`dealer_sites_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`brands_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`dealer_sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dealer_sites_rels_order_idx\` ON \`dealer_sites_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`dealer_sites_rels_parent_idx\` ON \`dealer_sites_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dealer_sites_rels_path_idx\` ON \`dealer_sites_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`dealer_sites_rels_brands_id_idx\` ON \`dealer_sites_rels\` (\`brands_id\`);`)
  await db.run(sql`CREATE TABLE \`brands\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`brand_code\` text NOT NULL,
  	\`logo_id\` integer,
  	\`logo_bw_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_bw_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`brands_name_idx\` ON \`brands\` (\`name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`brands_brand_code_idx\` ON \`brands\` (\`brand_code\`);`)
  await db.run(sql`CREATE INDEX \`brands_logo_idx\` ON \`brands\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`brands_logo_bw_idx\` ON \`brands\` (\`logo_bw_id\`);`)
  await db.run(sql`CREATE INDEX \`brands_updated_at_idx\` ON \`brands\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`brands_created_at_idx\` ON \`brands\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cars_id\` integer REFERENCES cars(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`dealer_sites_id\` integer REFERENCES dealer_sites(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`brands_id\` integer REFERENCES brands(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cars_id_idx\` ON \`payload_locked_documents_rels\` (\`cars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dealer_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`dealer_sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`brands_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cars\`;`)
  await db.run(sql`DROP TABLE \`dept_users\`;`)
  await db.run(sql`DROP TABLE \`dept_hours\`;`)
  await db.run(sql`DROP TABLE \`dept_deviation_days\`;`)
  await db.run(sql`DROP TABLE \`dept_vacation_days\`;`)
  await db.run(sql`DROP TABLE \`dealer_site_depts\`;`)
  await db.run(sql`DROP TABLE \`dealer_sites\`;`)
  await db.run(sql`DROP TABLE \`dealer_sites_rels\`;`)
  await db.run(sql`DROP TABLE \`brands\`;`)
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "sites_id", "pages_id", "stories_id", "story_tags_id", "navigations_id", "footers_id", "media_id", "redirects_id", "dictionary_id", "users_id") SELECT "id", "order", "parent_id", "path", "sites_id", "pages_id", "stories_id", "story_tags_id", "navigations_id", "footers_id", "media_id", "redirects_id", "dictionary_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
