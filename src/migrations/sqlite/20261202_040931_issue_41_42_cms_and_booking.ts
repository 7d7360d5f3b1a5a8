import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sites_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`cars_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cars_id\`) REFERENCES \`cars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sites_rels_order_idx\` ON \`sites_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`sites_rels_parent_idx\` ON \`sites_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_rels_path_idx\` ON \`sites_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`sites_rels_cars_id_idx\` ON \`sites_rels\` (\`cars_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_service_request_form\` ADD \`texts_other_label\` text DEFAULT 'Andre ønsker';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_service_request_form\` ADD \`texts_other_hint\` text DEFAULT 'For eksempel leiebil, henting og levering, eller at du vil vente mens vi jobber.';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_service_request_form\` ADD \`texts_other_label\` text DEFAULT 'Andre ønsker';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_service_request_form\` ADD \`texts_other_hint\` text DEFAULT 'For eksempel leiebil, henting og levering, eller at du vil vente mens vi jobber.';`)
  await db.run(sql`ALTER TABLE \`cars\` ADD \`dealer_site_id\` text;`)
  await db.run(sql`CREATE INDEX \`cars_dealer_site_id_idx\` ON \`cars\` (\`dealer_site_id\`);`)
  await db.run(sql`ALTER TABLE \`dealer_sites\` ADD \`run_by_id\` integer REFERENCES sites(id);`)
  await db.run(sql`CREATE INDEX \`dealer_sites_run_by_idx\` ON \`dealer_sites\` (\`run_by_id\`);`)
  await db.run(sql`ALTER TABLE \`workshop_bookings\` ADD \`ends_at\` text;`)
  // Written by imports and saves from now on; the cars already stored take it from their document.
  await db.run(sql`UPDATE \`cars\` SET \`dealer_site_id\` = json_extract(\`data\`, '$.car_site_id') WHERE \`dealer_site_id\` IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sites_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_dealer_sites\` (
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
  await db.run(sql`INSERT INTO \`__new_dealer_sites\`("id", "site_official_name", "site_id", "slug", "country", "website_sort_order", "site_street", "site_zip", "site_city", "website_city", "site_region", "site_geocoord", "site_phone", "site_email", "site_image_id", "site_image_url", "updated_at", "created_at") SELECT "id", "site_official_name", "site_id", "slug", "country", "website_sort_order", "site_street", "site_zip", "site_city", "website_city", "site_region", "site_geocoord", "site_phone", "site_email", "site_image_id", "site_image_url", "updated_at", "created_at" FROM \`dealer_sites\`;`)
  await db.run(sql`DROP TABLE \`dealer_sites\`;`)
  await db.run(sql`ALTER TABLE \`__new_dealer_sites\` RENAME TO \`dealer_sites\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`dealer_sites_site_id_idx\` ON \`dealer_sites\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`dealer_sites_slug_idx\` ON \`dealer_sites\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`dealer_sites_country_idx\` ON \`dealer_sites\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`dealer_sites_site_image_idx\` ON \`dealer_sites\` (\`site_image_id\`);`)
  await db.run(sql`CREATE INDEX \`dealer_sites_updated_at_idx\` ON \`dealer_sites\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`dealer_sites_created_at_idx\` ON \`dealer_sites\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`country_slug_idx\` ON \`dealer_sites\` (\`country\`,\`slug\`);`)
  await db.run(sql`DROP INDEX \`cars_dealer_site_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`cars\` DROP COLUMN \`dealer_site_id\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_service_request_form\` DROP COLUMN \`texts_other_label\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_service_request_form\` DROP COLUMN \`texts_other_hint\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_service_request_form\` DROP COLUMN \`texts_other_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_service_request_form\` DROP COLUMN \`texts_other_hint\`;`)
  await db.run(sql`ALTER TABLE \`workshop_bookings\` DROP COLUMN \`ends_at\`;`)
}
