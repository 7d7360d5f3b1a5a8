import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_car_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`fixed_query\` text,
  	\`default_sort\` text DEFAULT 'newest',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_list_order_idx\` ON \`pages_blocks_car_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_list_parent_id_idx\` ON \`pages_blocks_car_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_list_path_idx\` ON \`pages_blocks_car_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_list_locale_idx\` ON \`pages_blocks_car_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_car_teasers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`button_link_type\` text DEFAULT 'internal',
  	\`button_link_new_tab\` integer,
  	\`button_link_page_id\` integer,
  	\`button_link_url\` text,
  	\`button_link_label\` text,
  	\`source\` text DEFAULT 'ids',
  	\`ids\` text,
  	\`query\` text,
  	\`limit\` numeric DEFAULT 8,
  	\`sort\` text,
  	\`number_of_cars\` text DEFAULT '4',
  	\`block_name\` text,
  	FOREIGN KEY (\`button_link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_teasers_order_idx\` ON \`pages_blocks_car_teasers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_teasers_parent_id_idx\` ON \`pages_blocks_car_teasers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_teasers_path_idx\` ON \`pages_blocks_car_teasers\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_teasers_locale_idx\` ON \`pages_blocks_car_teasers\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_teasers_button_link_button_link_page_idx\` ON \`pages_blocks_car_teasers\` (\`button_link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_car_of_the_week\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
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
  await db.run(sql`CREATE INDEX \`pages_blocks_car_of_the_week_order_idx\` ON \`pages_blocks_car_of_the_week\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_of_the_week_parent_id_idx\` ON \`pages_blocks_car_of_the_week\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_of_the_week_path_idx\` ON \`pages_blocks_car_of_the_week\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_of_the_week_locale_idx\` ON \`pages_blocks_car_of_the_week\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_of_the_week_button_link_button_link_pag_idx\` ON \`pages_blocks_car_of_the_week\` (\`button_link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`fixed_query\` text,
  	\`default_sort\` text DEFAULT 'newest',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_list_order_idx\` ON \`_pages_v_blocks_car_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_list_parent_id_idx\` ON \`_pages_v_blocks_car_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_list_path_idx\` ON \`_pages_v_blocks_car_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_list_locale_idx\` ON \`_pages_v_blocks_car_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_teasers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`button_link_type\` text DEFAULT 'internal',
  	\`button_link_new_tab\` integer,
  	\`button_link_page_id\` integer,
  	\`button_link_url\` text,
  	\`button_link_label\` text,
  	\`source\` text DEFAULT 'ids',
  	\`ids\` text,
  	\`query\` text,
  	\`limit\` numeric DEFAULT 8,
  	\`sort\` text,
  	\`number_of_cars\` text DEFAULT '4',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`button_link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_teasers_order_idx\` ON \`_pages_v_blocks_car_teasers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_teasers_parent_id_idx\` ON \`_pages_v_blocks_car_teasers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_teasers_path_idx\` ON \`_pages_v_blocks_car_teasers\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_teasers_locale_idx\` ON \`_pages_v_blocks_car_teasers\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_teasers_button_link_button_link_page_idx\` ON \`_pages_v_blocks_car_teasers\` (\`button_link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_of_the_week\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_of_the_week_order_idx\` ON \`_pages_v_blocks_car_of_the_week\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_of_the_week_parent_id_idx\` ON \`_pages_v_blocks_car_of_the_week\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_of_the_week_path_idx\` ON \`_pages_v_blocks_car_of_the_week\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_of_the_week_locale_idx\` ON \`_pages_v_blocks_car_of_the_week\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_of_the_week_button_link_button_link__idx\` ON \`_pages_v_blocks_car_of_the_week\` (\`button_link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_carousel\` ADD \`search_placeholder_desktop\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_carousel\` ADD \`search_placeholder_desktop\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_service_request_form\` DROP COLUMN \`texts_newsletter_required\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_service_request_form\` DROP COLUMN \`texts_newsletter_required\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_car_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_car_teasers\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_car_of_the_week\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_teasers\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_of_the_week\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_service_request_form\` ADD \`texts_newsletter_required\` text DEFAULT 'Du må krysse av her for å sende forespørselen.';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_service_request_form\` ADD \`texts_newsletter_required\` text DEFAULT 'Du må krysse av her for å sende forespørselen.';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_carousel\` DROP COLUMN \`search_placeholder_desktop\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_carousel\` DROP COLUMN \`search_placeholder_desktop\`;`)
}
