import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`navigations_extra_navigation_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigations_extra_navigation_items_order_idx\` ON \`navigations_extra_navigation_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigations_extra_navigation_items_parent_id_idx\` ON \`navigations_extra_navigation_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigations_extra_navigation_items_locale_idx\` ON \`navigations_extra_navigation_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`navigations_extra_navigation_items_link_link_page_idx\` ON \`navigations_extra_navigation_items\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`navigations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Navigation' NOT NULL,
  	\`logo_id\` integer,
  	\`logo_width\` numeric DEFAULT 150,
  	\`logo_height\` numeric DEFAULT 55,
  	\`is_sticky\` integer,
  	\`slim_nav\` integer,
  	\`has_dark_theme\` integer,
  	\`show_separator\` integer,
  	\`has_message\` integer,
  	\`message_type\` text,
  	\`message_icon\` text,
  	\`site_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`navigations_logo_idx\` ON \`navigations\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`navigations_site_idx\` ON \`navigations\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`navigations_updated_at_idx\` ON \`navigations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`navigations_created_at_idx\` ON \`navigations\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_idx\` ON \`navigations\` (\`site_id\`);`)
  await db.run(sql`CREATE TABLE \`navigations_locales\` (
  	\`message_title\` text,
  	\`message_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigations_locales_locale_parent_id_unique\` ON \`navigations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footers_brands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`logo_id\` integer,
  	\`logo_black_and_white_id\` integer,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_black_and_white_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footers_brands_order_idx\` ON \`footers_brands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footers_brands_parent_id_idx\` ON \`footers_brands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footers_brands_logo_idx\` ON \`footers_brands\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`footers_brands_logo_black_and_white_idx\` ON \`footers_brands\` (\`logo_black_and_white_id\`);`)
  await db.run(sql`CREATE TABLE \`footers_columns_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`action\` text DEFAULT 'link' NOT NULL,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footers_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footers_columns_items_order_idx\` ON \`footers_columns_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footers_columns_items_parent_id_idx\` ON \`footers_columns_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footers_columns_items_locale_idx\` ON \`footers_columns_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`footers_columns_items_link_link_page_idx\` ON \`footers_columns_items\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`footers_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footers_columns_order_idx\` ON \`footers_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footers_columns_parent_id_idx\` ON \`footers_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footers_columns_locale_idx\` ON \`footers_columns\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`footers_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footers_social_links_order_idx\` ON \`footers_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footers_social_links_parent_id_idx\` ON \`footers_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Footer' NOT NULL,
  	\`show_brands\` integer,
  	\`info_field_one_child_full_width\` integer,
  	\`site_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`footers_site_idx\` ON \`footers\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`footers_updated_at_idx\` ON \`footers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`footers_created_at_idx\` ON \`footers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_1_idx\` ON \`footers\` (\`site_id\`);`)
  await db.run(sql`CREATE TABLE \`footers_locales\` (
  	\`brands_heading\` text,
  	\`highlighted_link_label\` text,
  	\`highlighted_link_link_type\` text DEFAULT 'internal',
  	\`highlighted_link_link_new_tab\` integer,
  	\`highlighted_link_link_page_id\` integer,
  	\`highlighted_link_link_url\` text,
  	\`info_field1_heading\` text,
  	\`info_field1_text\` text,
  	\`info_field2_heading\` text,
  	\`info_field2_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`highlighted_link_link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`footers_highlighted_link_link_highlighted_link_link_page_idx\` ON \`footers_locales\` (\`highlighted_link_link_page_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`footers_locales_locale_parent_id_unique\` ON \`footers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`menu_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_menu_image_idx\` ON \`pages\` (\`menu_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_menu_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_menu_image_idx\` ON \`_pages_v\` (\`version_menu_image_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`navigations_id\` integer REFERENCES navigations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`footers_id\` integer REFERENCES footers(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_navigations_id_idx\` ON \`payload_locked_documents_rels\` (\`navigations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_footers_id_idx\` ON \`payload_locked_documents_rels\` (\`footers_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`navigations_extra_navigation_items\`;`)
  await db.run(sql`DROP TABLE \`navigations\`;`)
  await db.run(sql`DROP TABLE \`navigations_locales\`;`)
  await db.run(sql`DROP TABLE \`footers_brands\`;`)
  await db.run(sql`DROP TABLE \`footers_columns_items\`;`)
  await db.run(sql`DROP TABLE \`footers_columns\`;`)
  await db.run(sql`DROP TABLE \`footers_social_links\`;`)
  await db.run(sql`DROP TABLE \`footers\`;`)
  await db.run(sql`DROP TABLE \`footers_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`og_image_id\` integer,
  	\`canonical_u_r_l\` text,
  	\`brand_design\` text,
  	\`hide_in_navigation\` integer,
  	\`should_be_navigable_in_menu_when_it_has_children\` integer DEFAULT true,
  	\`sort_order\` numeric DEFAULT 100,
  	\`external_link_href\` text,
  	\`external_link_linktype\` text,
  	\`site_id\` integer,
  	\`parent_id\` integer,
  	\`slug\` text,
  	\`path\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`og_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "og_image_id", "canonical_u_r_l", "brand_design", "hide_in_navigation", "should_be_navigable_in_menu_when_it_has_children", "sort_order", "external_link_href", "external_link_linktype", "site_id", "parent_id", "slug", "path", "updated_at", "created_at", "_status") SELECT "id", "og_image_id", "canonical_u_r_l", "brand_design", "hide_in_navigation", "should_be_navigable_in_menu_when_it_has_children", "sort_order", "external_link_href", "external_link_linktype", "site_id", "parent_id", "slug", "path", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_og_image_idx\` ON \`pages\` (\`og_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_site_idx\` ON \`pages\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_parent_idx\` ON \`pages\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_path_idx\` ON \`pages\` (\`site_id\`,\`path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_og_image_id\` integer,
  	\`version_canonical_u_r_l\` text,
  	\`version_brand_design\` text,
  	\`version_hide_in_navigation\` integer,
  	\`version_should_be_navigable_in_menu_when_it_has_children\` integer DEFAULT true,
  	\`version_sort_order\` numeric DEFAULT 100,
  	\`version_external_link_href\` text,
  	\`version_external_link_linktype\` text,
  	\`version_site_id\` integer,
  	\`version_parent_id\` integer,
  	\`version_slug\` text,
  	\`version_path\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_og_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_og_image_id", "version_canonical_u_r_l", "version_brand_design", "version_hide_in_navigation", "version_should_be_navigable_in_menu_when_it_has_children", "version_sort_order", "version_external_link_href", "version_external_link_linktype", "version_site_id", "version_parent_id", "version_slug", "version_path", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_og_image_id", "version_canonical_u_r_l", "version_brand_design", "version_hide_in_navigation", "version_should_be_navigable_in_menu_when_it_has_children", "version_sort_order", "version_external_link_href", "version_external_link_linktype", "version_site_id", "version_parent_id", "version_slug", "version_path", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_og_image_idx\` ON \`_pages_v\` (\`version_og_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_site_idx\` ON \`_pages_v\` (\`version_site_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_parent_idx\` ON \`_pages_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE INDEX \`version_site_version_path_idx\` ON \`_pages_v\` (\`version_site_id\`,\`version_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sites_id\` integer,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`dictionary_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dictionary_id\`) REFERENCES \`dictionary\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "sites_id", "pages_id", "media_id", "dictionary_id", "users_id") SELECT "id", "order", "parent_id", "path", "sites_id", "pages_id", "media_id", "dictionary_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dictionary_id_idx\` ON \`payload_locked_documents_rels\` (\`dictionary_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
