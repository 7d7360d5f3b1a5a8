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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_dealer_site_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_workshop_site_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_dealer_site_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_workshop_site_list\`;`)
}
