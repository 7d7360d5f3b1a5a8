import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`text_color\` text DEFAULT 'White',
  	\`text_shadow\` integer,
  	\`button_type\` text DEFAULT 'Primary',
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`image_id\` integer,
  	\`image_phone_id\` integer,
  	\`video_id\` integer,
  	\`video_phone_id\` integer,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_phone_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_phone_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_slides_order_idx\` ON \`pages_blocks_hero_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_slides_parent_id_idx\` ON \`pages_blocks_hero_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_slides_locale_idx\` ON \`pages_blocks_hero_carousel_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_slides_link_link_page_idx\` ON \`pages_blocks_hero_carousel_slides\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_slides_image_idx\` ON \`pages_blocks_hero_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_slides_image_phone_idx\` ON \`pages_blocks_hero_carousel_slides\` (\`image_phone_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_slides_video_idx\` ON \`pages_blocks_hero_carousel_slides\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_slides_video_phone_idx\` ON \`pages_blocks_hero_carousel_slides\` (\`video_phone_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`height\` text DEFAULT 'Default',
  	\`content_placement_x_axis\` text DEFAULT 'Left',
  	\`content_placement_y_axis\` text DEFAULT 'Center',
  	\`has_media_buttons\` integer DEFAULT true,
  	\`has_search_bar\` integer,
  	\`search_url\` text,
  	\`search_placeholder\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_order_idx\` ON \`pages_blocks_hero_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_parent_id_idx\` ON \`pages_blocks_hero_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_path_idx\` ON \`pages_blocks_hero_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_carousel_locale_idx\` ON \`pages_blocks_hero_carousel\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_car_model_card_cards_labels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_car_model_card_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_cards_labels_order_idx\` ON \`pages_blocks_car_model_card_cards_labels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_cards_labels_parent_id_idx\` ON \`pages_blocks_car_model_card_cards_labels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_cards_labels_locale_idx\` ON \`pages_blocks_car_model_card_cards_labels\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_car_model_card_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`is_campaign\` integer,
  	\`campaign\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_car_model_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_cards_order_idx\` ON \`pages_blocks_car_model_card_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_cards_parent_id_idx\` ON \`pages_blocks_car_model_card_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_cards_locale_idx\` ON \`pages_blocks_car_model_card_cards\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_cards_image_idx\` ON \`pages_blocks_car_model_card_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_cards_link_link_page_idx\` ON \`pages_blocks_car_model_card_cards\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_car_model_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_order_idx\` ON \`pages_blocks_car_model_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_parent_id_idx\` ON \`pages_blocks_car_model_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_path_idx\` ON \`pages_blocks_car_model_card\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_car_model_card_locale_idx\` ON \`pages_blocks_car_model_card\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_card_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_card_cards_order_idx\` ON \`pages_blocks_image_card_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_card_cards_parent_id_idx\` ON \`pages_blocks_image_card_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_card_cards_locale_idx\` ON \`pages_blocks_image_card_cards\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_card_cards_image_idx\` ON \`pages_blocks_image_card_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_card_cards_link_link_page_idx\` ON \`pages_blocks_image_card_cards\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_card_order_idx\` ON \`pages_blocks_image_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_card_parent_id_idx\` ON \`pages_blocks_image_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_card_path_idx\` ON \`pages_blocks_image_card\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_card_locale_idx\` ON \`pages_blocks_image_card\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_countdown\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`ends_at\` text,
  	\`ended_text\` text,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`background_color\` text DEFAULT 'BackgroundColor3',
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_countdown_order_idx\` ON \`pages_blocks_countdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_countdown_parent_id_idx\` ON \`pages_blocks_countdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_countdown_path_idx\` ON \`pages_blocks_countdown\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_countdown_locale_idx\` ON \`pages_blocks_countdown\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_countdown_link_link_page_idx\` ON \`pages_blocks_countdown\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`open_by_default\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_order_idx\` ON \`pages_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_parent_id_idx\` ON \`pages_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_locale_idx\` ON \`pages_blocks_accordion_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_order_idx\` ON \`pages_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_parent_id_idx\` ON \`pages_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_path_idx\` ON \`pages_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_locale_idx\` ON \`pages_blocks_accordion\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_list_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_faq_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_questions_order_idx\` ON \`pages_blocks_faq_list_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_questions_parent_id_idx\` ON \`pages_blocks_faq_list_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_questions_locale_idx\` ON \`pages_blocks_faq_list_questions\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_order_idx\` ON \`pages_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_parent_id_idx\` ON \`pages_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_path_idx\` ON \`pages_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_locale_idx\` ON \`pages_blocks_faq_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_file_download_list_files\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_file_download_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_file_download_list_files_order_idx\` ON \`pages_blocks_file_download_list_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_file_download_list_files_parent_id_idx\` ON \`pages_blocks_file_download_list_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_file_download_list_files_locale_idx\` ON \`pages_blocks_file_download_list_files\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_file_download_list_files_file_idx\` ON \`pages_blocks_file_download_list_files\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_file_download_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`collapsed_by_default\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_file_download_list_order_idx\` ON \`pages_blocks_file_download_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_file_download_list_parent_id_idx\` ON \`pages_blocks_file_download_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_file_download_list_path_idx\` ON \`pages_blocks_file_download_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_file_download_list_locale_idx\` ON \`pages_blocks_file_download_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_social_sharing_channels\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_social_sharing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_sharing_channels_order_idx\` ON \`pages_blocks_social_sharing_channels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_sharing_channels_parent_idx\` ON \`pages_blocks_social_sharing_channels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_sharing_channels_locale_idx\` ON \`pages_blocks_social_sharing_channels\` (\`locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_social_sharing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_sharing_order_idx\` ON \`pages_blocks_social_sharing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_sharing_parent_id_idx\` ON \`pages_blocks_social_sharing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_sharing_path_idx\` ON \`pages_blocks_social_sharing\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_sharing_locale_idx\` ON \`pages_blocks_social_sharing\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_not_found_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_not_found_hero_order_idx\` ON \`pages_blocks_not_found_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_not_found_hero_parent_id_idx\` ON \`pages_blocks_not_found_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_not_found_hero_path_idx\` ON \`pages_blocks_not_found_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_not_found_hero_locale_idx\` ON \`pages_blocks_not_found_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_not_found_hero_link_link_page_idx\` ON \`pages_blocks_not_found_hero\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_alert_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'Neutral',
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_alert_banner_order_idx\` ON \`pages_blocks_alert_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alert_banner_parent_id_idx\` ON \`pages_blocks_alert_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alert_banner_path_idx\` ON \`pages_blocks_alert_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alert_banner_locale_idx\` ON \`pages_blocks_alert_banner\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_alert_banner_link_link_page_idx\` ON \`pages_blocks_alert_banner\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_consumer_debt_warning\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`compact\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_consumer_debt_warning_order_idx\` ON \`pages_blocks_consumer_debt_warning\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_consumer_debt_warning_parent_id_idx\` ON \`pages_blocks_consumer_debt_warning\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_consumer_debt_warning_path_idx\` ON \`pages_blocks_consumer_debt_warning\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_consumer_debt_warning_locale_idx\` ON \`pages_blocks_consumer_debt_warning\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stories_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'TwoColumns',
  	\`show_dates\` integer DEFAULT true,
  	\`highlight_latest_story\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stories_list_order_idx\` ON \`pages_blocks_stories_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stories_list_parent_id_idx\` ON \`pages_blocks_stories_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stories_list_path_idx\` ON \`pages_blocks_stories_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stories_list_locale_idx\` ON \`pages_blocks_stories_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stories_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`stories_index_id\` integer,
  	\`layout\` text DEFAULT 'Default',
  	\`button_text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`stories_index_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stories_teaser_order_idx\` ON \`pages_blocks_stories_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stories_teaser_parent_id_idx\` ON \`pages_blocks_stories_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stories_teaser_path_idx\` ON \`pages_blocks_stories_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stories_teaser_locale_idx\` ON \`pages_blocks_stories_teaser\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stories_teaser_stories_index_idx\` ON \`pages_blocks_stories_teaser\` (\`stories_index_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`text_color\` text DEFAULT 'White',
  	\`text_shadow\` integer,
  	\`button_type\` text DEFAULT 'Primary',
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`image_id\` integer,
  	\`image_phone_id\` integer,
  	\`video_id\` integer,
  	\`video_phone_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_phone_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_phone_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hero_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_slides_order_idx\` ON \`_pages_v_blocks_hero_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_slides_parent_id_idx\` ON \`_pages_v_blocks_hero_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_slides_locale_idx\` ON \`_pages_v_blocks_hero_carousel_slides\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_slides_link_link_page_idx\` ON \`_pages_v_blocks_hero_carousel_slides\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_slides_image_idx\` ON \`_pages_v_blocks_hero_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_slides_image_phone_idx\` ON \`_pages_v_blocks_hero_carousel_slides\` (\`image_phone_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_slides_video_idx\` ON \`_pages_v_blocks_hero_carousel_slides\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_slides_video_phone_idx\` ON \`_pages_v_blocks_hero_carousel_slides\` (\`video_phone_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`height\` text DEFAULT 'Default',
  	\`content_placement_x_axis\` text DEFAULT 'Left',
  	\`content_placement_y_axis\` text DEFAULT 'Center',
  	\`has_media_buttons\` integer DEFAULT true,
  	\`has_search_bar\` integer,
  	\`search_url\` text,
  	\`search_placeholder\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_order_idx\` ON \`_pages_v_blocks_hero_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_parent_id_idx\` ON \`_pages_v_blocks_hero_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_path_idx\` ON \`_pages_v_blocks_hero_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_carousel_locale_idx\` ON \`_pages_v_blocks_hero_carousel\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_model_card_cards_labels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_car_model_card_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_cards_labels_order_idx\` ON \`_pages_v_blocks_car_model_card_cards_labels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_cards_labels_parent_id_idx\` ON \`_pages_v_blocks_car_model_card_cards_labels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_cards_labels_locale_idx\` ON \`_pages_v_blocks_car_model_card_cards_labels\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_model_card_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`is_campaign\` integer,
  	\`campaign\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_car_model_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_cards_order_idx\` ON \`_pages_v_blocks_car_model_card_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_cards_parent_id_idx\` ON \`_pages_v_blocks_car_model_card_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_cards_locale_idx\` ON \`_pages_v_blocks_car_model_card_cards\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_cards_image_idx\` ON \`_pages_v_blocks_car_model_card_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_cards_link_link_page_idx\` ON \`_pages_v_blocks_car_model_card_cards\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_car_model_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_order_idx\` ON \`_pages_v_blocks_car_model_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_parent_id_idx\` ON \`_pages_v_blocks_car_model_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_path_idx\` ON \`_pages_v_blocks_car_model_card\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_car_model_card_locale_idx\` ON \`_pages_v_blocks_car_model_card\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_card_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_image_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_card_cards_order_idx\` ON \`_pages_v_blocks_image_card_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_card_cards_parent_id_idx\` ON \`_pages_v_blocks_image_card_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_card_cards_locale_idx\` ON \`_pages_v_blocks_image_card_cards\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_card_cards_image_idx\` ON \`_pages_v_blocks_image_card_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_card_cards_link_link_page_idx\` ON \`_pages_v_blocks_image_card_cards\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_card_order_idx\` ON \`_pages_v_blocks_image_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_card_parent_id_idx\` ON \`_pages_v_blocks_image_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_card_path_idx\` ON \`_pages_v_blocks_image_card\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_card_locale_idx\` ON \`_pages_v_blocks_image_card\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_countdown\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`ends_at\` text,
  	\`ended_text\` text,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`background_color\` text DEFAULT 'BackgroundColor3',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_countdown_order_idx\` ON \`_pages_v_blocks_countdown\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_countdown_parent_id_idx\` ON \`_pages_v_blocks_countdown\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_countdown_path_idx\` ON \`_pages_v_blocks_countdown\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_countdown_locale_idx\` ON \`_pages_v_blocks_countdown\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_countdown_link_link_page_idx\` ON \`_pages_v_blocks_countdown\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`open_by_default\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_order_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_parent_id_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_locale_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_order_idx\` ON \`_pages_v_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_parent_id_idx\` ON \`_pages_v_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_path_idx\` ON \`_pages_v_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_locale_idx\` ON \`_pages_v_blocks_accordion\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_list_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_faq_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_list_questions_order_idx\` ON \`_pages_v_blocks_faq_list_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_list_questions_parent_id_idx\` ON \`_pages_v_blocks_faq_list_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_list_questions_locale_idx\` ON \`_pages_v_blocks_faq_list_questions\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_list_order_idx\` ON \`_pages_v_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_list_parent_id_idx\` ON \`_pages_v_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_list_path_idx\` ON \`_pages_v_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_list_locale_idx\` ON \`_pages_v_blocks_faq_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_file_download_list_files\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_file_download_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_file_download_list_files_order_idx\` ON \`_pages_v_blocks_file_download_list_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_file_download_list_files_parent_id_idx\` ON \`_pages_v_blocks_file_download_list_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_file_download_list_files_locale_idx\` ON \`_pages_v_blocks_file_download_list_files\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_file_download_list_files_file_idx\` ON \`_pages_v_blocks_file_download_list_files\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_file_download_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`collapsed_by_default\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_file_download_list_order_idx\` ON \`_pages_v_blocks_file_download_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_file_download_list_parent_id_idx\` ON \`_pages_v_blocks_file_download_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_file_download_list_path_idx\` ON \`_pages_v_blocks_file_download_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_file_download_list_locale_idx\` ON \`_pages_v_blocks_file_download_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_social_sharing_channels\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_social_sharing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_sharing_channels_order_idx\` ON \`_pages_v_blocks_social_sharing_channels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_sharing_channels_parent_idx\` ON \`_pages_v_blocks_social_sharing_channels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_sharing_channels_locale_idx\` ON \`_pages_v_blocks_social_sharing_channels\` (\`locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_social_sharing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_sharing_order_idx\` ON \`_pages_v_blocks_social_sharing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_sharing_parent_id_idx\` ON \`_pages_v_blocks_social_sharing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_sharing_path_idx\` ON \`_pages_v_blocks_social_sharing\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_sharing_locale_idx\` ON \`_pages_v_blocks_social_sharing\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_not_found_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_not_found_hero_order_idx\` ON \`_pages_v_blocks_not_found_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_not_found_hero_parent_id_idx\` ON \`_pages_v_blocks_not_found_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_not_found_hero_path_idx\` ON \`_pages_v_blocks_not_found_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_not_found_hero_locale_idx\` ON \`_pages_v_blocks_not_found_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_not_found_hero_link_link_page_idx\` ON \`_pages_v_blocks_not_found_hero\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_alert_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'Neutral',
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_alert_banner_order_idx\` ON \`_pages_v_blocks_alert_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_alert_banner_parent_id_idx\` ON \`_pages_v_blocks_alert_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_alert_banner_path_idx\` ON \`_pages_v_blocks_alert_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_alert_banner_locale_idx\` ON \`_pages_v_blocks_alert_banner\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_alert_banner_link_link_page_idx\` ON \`_pages_v_blocks_alert_banner\` (\`link_page_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_consumer_debt_warning\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`compact\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_consumer_debt_warning_order_idx\` ON \`_pages_v_blocks_consumer_debt_warning\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_consumer_debt_warning_parent_id_idx\` ON \`_pages_v_blocks_consumer_debt_warning\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_consumer_debt_warning_path_idx\` ON \`_pages_v_blocks_consumer_debt_warning\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_consumer_debt_warning_locale_idx\` ON \`_pages_v_blocks_consumer_debt_warning\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stories_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'TwoColumns',
  	\`show_dates\` integer DEFAULT true,
  	\`highlight_latest_story\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stories_list_order_idx\` ON \`_pages_v_blocks_stories_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stories_list_parent_id_idx\` ON \`_pages_v_blocks_stories_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stories_list_path_idx\` ON \`_pages_v_blocks_stories_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stories_list_locale_idx\` ON \`_pages_v_blocks_stories_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stories_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`stories_index_id\` integer,
  	\`layout\` text DEFAULT 'Default',
  	\`button_text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`stories_index_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stories_teaser_order_idx\` ON \`_pages_v_blocks_stories_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stories_teaser_parent_id_idx\` ON \`_pages_v_blocks_stories_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stories_teaser_path_idx\` ON \`_pages_v_blocks_stories_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stories_teaser_locale_idx\` ON \`_pages_v_blocks_stories_teaser\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stories_teaser_stories_index_idx\` ON \`_pages_v_blocks_stories_teaser\` (\`stories_index_id\`);`)
  await db.run(sql`CREATE TABLE \`stories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`author\` text,
  	\`image_id\` integer,
  	\`index_id\` integer,
  	\`slug\` text,
  	\`sort_date\` text,
  	\`site_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`index_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_date_idx\` ON \`stories\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`stories_image_idx\` ON \`stories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_index_idx\` ON \`stories\` (\`index_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_slug_idx\` ON \`stories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`stories_sort_date_idx\` ON \`stories\` (\`sort_date\`);`)
  await db.run(sql`CREATE INDEX \`stories_site_idx\` ON \`stories\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_updated_at_idx\` ON \`stories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stories_created_at_idx\` ON \`stories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`stories__status_idx\` ON \`stories\` (\`_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`index_slug_idx\` ON \`stories\` (\`index_id\`,\`slug\`);`)
  await db.run(sql`CREATE INDEX \`index_sortDate_idx\` ON \`stories\` (\`index_id\`,\`sort_date\`);`)
  await db.run(sql`CREATE TABLE \`stories_locales\` (
  	\`title\` text,
  	\`premble\` text,
  	\`body\` text,
  	\`display_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`stories_locales_locale_parent_id_unique\` ON \`stories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`stories_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`story_tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`story_tags_id\`) REFERENCES \`story_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_rels_order_idx\` ON \`stories_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`stories_rels_parent_idx\` ON \`stories_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_rels_path_idx\` ON \`stories_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`stories_rels_story_tags_id_idx\` ON \`stories_rels\` (\`story_tags_id\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_date\` text,
  	\`version_author\` text,
  	\`version_image_id\` integer,
  	\`version_index_id\` integer,
  	\`version_slug\` text,
  	\`version_sort_date\` text,
  	\`version_site_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_index_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_parent_idx\` ON \`_stories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_date_idx\` ON \`_stories_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_image_idx\` ON \`_stories_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_index_idx\` ON \`_stories_v\` (\`version_index_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_slug_idx\` ON \`_stories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_sort_date_idx\` ON \`_stories_v\` (\`version_sort_date\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_site_idx\` ON \`_stories_v\` (\`version_site_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_updated_at_idx\` ON \`_stories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_created_at_idx\` ON \`_stories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version__status_idx\` ON \`_stories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_created_at_idx\` ON \`_stories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_updated_at_idx\` ON \`_stories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_snapshot_idx\` ON \`_stories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_published_locale_idx\` ON \`_stories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_latest_idx\` ON \`_stories_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`version_index_version_slug_idx\` ON \`_stories_v\` (\`version_index_id\`,\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`version_index_version_sortDate_idx\` ON \`_stories_v\` (\`version_index_id\`,\`version_sort_date\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_locales\` (
  	\`version_title\` text,
  	\`version_premble\` text,
  	\`version_body\` text,
  	\`version_display_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_stories_v_locales_locale_parent_id_unique\` ON \`_stories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`story_tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`story_tags_id\`) REFERENCES \`story_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_rels_order_idx\` ON \`_stories_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_rels_parent_idx\` ON \`_stories_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_rels_path_idx\` ON \`_stories_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_rels_story_tags_id_idx\` ON \`_stories_v_rels\` (\`story_tags_id\`);`)
  await db.run(sql`CREATE TABLE \`story_tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`site_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`story_tags_site_idx\` ON \`story_tags\` (\`site_id\`);`)
  await db.run(sql`CREATE INDEX \`story_tags_updated_at_idx\` ON \`story_tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`story_tags_created_at_idx\` ON \`story_tags\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_key_idx\` ON \`story_tags\` (\`site_id\`,\`key\`);`)
  await db.run(sql`CREATE TABLE \`story_tags_locales\` (
  	\`value\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`story_tags_locales_locale_parent_id_unique\` ON \`story_tags_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_banner\` ADD \`content\` text DEFAULT 'Image';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_banner\` ADD \`video_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_banner\` ADD \`video_phone_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_banner\` ADD \`has_search_bar\` integer;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_banner\` ADD \`search_url\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_banner\` ADD \`search_placeholder\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_banner\` ADD \`search_placeholder_desktop\` text;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_video_desktop_idx\` ON \`pages_blocks_hero_banner\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_video_phone_idx\` ON \`pages_blocks_hero_banner\` (\`video_phone_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_blurb\` ADD \`variant\` text DEFAULT 'Default';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_blurb\` ADD \`video_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_blurb\` ADD \`video_phone_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_blurb\` ADD \`youtube_id\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_blurb\` ADD \`has_control_bar\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_blurb\` ADD \`use_text_animations\` integer;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_blurb\` ADD \`use_media_animations\` integer;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blurb_video_desktop_idx\` ON \`pages_blocks_blurb\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blurb_video_phone_idx\` ON \`pages_blocks_blurb\` (\`video_phone_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_card_list_cards\` ADD \`icon\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_card_list\` ADD \`card_style\` text DEFAULT 'Card';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_card_list\` ADD \`per_row\` text DEFAULT 'Four';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_banner\` ADD \`content\` text DEFAULT 'Image';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_banner\` ADD \`video_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_banner\` ADD \`video_phone_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_banner\` ADD \`has_search_bar\` integer;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_banner\` ADD \`search_url\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_banner\` ADD \`search_placeholder\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_banner\` ADD \`search_placeholder_desktop\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_video_desktop_idx\` ON \`_pages_v_blocks_hero_banner\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_video_phone_idx\` ON \`_pages_v_blocks_hero_banner\` (\`video_phone_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_blurb\` ADD \`variant\` text DEFAULT 'Default';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_blurb\` ADD \`video_desktop_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_blurb\` ADD \`video_phone_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_blurb\` ADD \`youtube_id\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_blurb\` ADD \`has_control_bar\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_blurb\` ADD \`use_text_animations\` integer;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_blurb\` ADD \`use_media_animations\` integer;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blurb_video_desktop_idx\` ON \`_pages_v_blocks_blurb\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blurb_video_phone_idx\` ON \`_pages_v_blocks_blurb\` (\`video_phone_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_card_list_cards\` ADD \`icon\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_card_list\` ADD \`card_style\` text DEFAULT 'Card';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_card_list\` ADD \`per_row\` text DEFAULT 'Four';`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`stories_id\` integer REFERENCES stories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`story_tags_id\` integer REFERENCES story_tags(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_story_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`story_tags_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_hero_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_carousel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_car_model_card_cards_labels\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_car_model_card_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_car_model_card\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_card_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_card\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_countdown\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_list_questions\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_file_download_list_files\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_file_download_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_social_sharing_channels\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_social_sharing\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_not_found_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_alert_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_consumer_debt_warning\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stories_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stories_teaser\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_carousel\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_model_card_cards_labels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_model_card_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_car_model_card\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_card_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_card\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_countdown\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_list_questions\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_file_download_list_files\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_file_download_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_social_sharing_channels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_social_sharing\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_not_found_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_alert_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_consumer_debt_warning\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stories_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stories_teaser\`;`)
  await db.run(sql`DROP TABLE \`stories\`;`)
  await db.run(sql`DROP TABLE \`stories_locales\`;`)
  await db.run(sql`DROP TABLE \`stories_rels\`;`)
  await db.run(sql`DROP TABLE \`_stories_v\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_rels\`;`)
  await db.run(sql`DROP TABLE \`story_tags\`;`)
  await db.run(sql`DROP TABLE \`story_tags_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`title_tag\` text DEFAULT 'h1',
  	\`text_color\` text DEFAULT 'White',
  	\`button_type\` text DEFAULT 'Primary',
  	\`text\` text,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`image_id\` integer,
  	\`image_phone_id\` integer,
  	\`content_placement\` text DEFAULT 'Center',
  	\`variant\` text DEFAULT 'Default',
  	\`center_content\` integer,
  	\`has_margin_top\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_phone_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero_banner\`("_order", "_parent_id", "_path", "_locale", "id", "title", "title_tag", "text_color", "button_type", "text", "link_type", "link_new_tab", "link_page_id", "link_url", "link_label", "image_id", "image_phone_id", "content_placement", "variant", "center_content", "has_margin_top", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "title", "title_tag", "text_color", "button_type", "text", "link_type", "link_new_tab", "link_page_id", "link_url", "link_label", "image_id", "image_phone_id", "content_placement", "variant", "center_content", "has_margin_top", "block_name" FROM \`pages_blocks_hero_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero_banner\` RENAME TO \`pages_blocks_hero_banner\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_order_idx\` ON \`pages_blocks_hero_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_parent_id_idx\` ON \`pages_blocks_hero_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_path_idx\` ON \`pages_blocks_hero_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_locale_idx\` ON \`pages_blocks_hero_banner\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_link_link_page_idx\` ON \`pages_blocks_hero_banner\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_image_idx\` ON \`pages_blocks_hero_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_image_phone_idx\` ON \`pages_blocks_hero_banner\` (\`image_phone_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_blurb\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`title_tag\` text DEFAULT 'h2',
  	\`rich_text\` text,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`image_desktop_id\` integer,
  	\`image_phone_id\` integer,
  	\`reverse\` integer,
  	\`background_color\` text DEFAULT 'None',
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_phone_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_blurb\`("_order", "_parent_id", "_path", "_locale", "id", "title", "title_tag", "rich_text", "link_type", "link_new_tab", "link_page_id", "link_url", "link_label", "image_desktop_id", "image_phone_id", "reverse", "background_color", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "title", "title_tag", "rich_text", "link_type", "link_new_tab", "link_page_id", "link_url", "link_label", "image_desktop_id", "image_phone_id", "reverse", "background_color", "block_name" FROM \`pages_blocks_blurb\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_blurb\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_blurb\` RENAME TO \`pages_blocks_blurb\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blurb_order_idx\` ON \`pages_blocks_blurb\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blurb_parent_id_idx\` ON \`pages_blocks_blurb\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blurb_path_idx\` ON \`pages_blocks_blurb\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blurb_locale_idx\` ON \`pages_blocks_blurb\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blurb_link_link_page_idx\` ON \`pages_blocks_blurb\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blurb_image_desktop_idx\` ON \`pages_blocks_blurb\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_blurb_image_phone_idx\` ON \`pages_blocks_blurb\` (\`image_phone_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_hero_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`title_tag\` text DEFAULT 'h1',
  	\`text_color\` text DEFAULT 'White',
  	\`button_type\` text DEFAULT 'Primary',
  	\`text\` text,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`image_id\` integer,
  	\`image_phone_id\` integer,
  	\`content_placement\` text DEFAULT 'Center',
  	\`variant\` text DEFAULT 'Default',
  	\`center_content\` integer,
  	\`has_margin_top\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_phone_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_hero_banner\`("_order", "_parent_id", "_path", "_locale", "id", "title", "title_tag", "text_color", "button_type", "text", "link_type", "link_new_tab", "link_page_id", "link_url", "link_label", "image_id", "image_phone_id", "content_placement", "variant", "center_content", "has_margin_top", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "title", "title_tag", "text_color", "button_type", "text", "link_type", "link_new_tab", "link_page_id", "link_url", "link_label", "image_id", "image_phone_id", "content_placement", "variant", "center_content", "has_margin_top", "_uuid", "block_name" FROM \`_pages_v_blocks_hero_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_hero_banner\` RENAME TO \`_pages_v_blocks_hero_banner\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_order_idx\` ON \`_pages_v_blocks_hero_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_parent_id_idx\` ON \`_pages_v_blocks_hero_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_path_idx\` ON \`_pages_v_blocks_hero_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_locale_idx\` ON \`_pages_v_blocks_hero_banner\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_link_link_page_idx\` ON \`_pages_v_blocks_hero_banner\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_image_idx\` ON \`_pages_v_blocks_hero_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_image_phone_idx\` ON \`_pages_v_blocks_hero_banner\` (\`image_phone_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_blurb\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`title_tag\` text DEFAULT 'h2',
  	\`rich_text\` text,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_label\` text,
  	\`image_desktop_id\` integer,
  	\`image_phone_id\` integer,
  	\`reverse\` integer,
  	\`background_color\` text DEFAULT 'None',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_phone_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_blurb\`("_order", "_parent_id", "_path", "_locale", "id", "title", "title_tag", "rich_text", "link_type", "link_new_tab", "link_page_id", "link_url", "link_label", "image_desktop_id", "image_phone_id", "reverse", "background_color", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "title", "title_tag", "rich_text", "link_type", "link_new_tab", "link_page_id", "link_url", "link_label", "image_desktop_id", "image_phone_id", "reverse", "background_color", "_uuid", "block_name" FROM \`_pages_v_blocks_blurb\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_blurb\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_blurb\` RENAME TO \`_pages_v_blocks_blurb\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blurb_order_idx\` ON \`_pages_v_blocks_blurb\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blurb_parent_id_idx\` ON \`_pages_v_blocks_blurb\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blurb_path_idx\` ON \`_pages_v_blocks_blurb\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blurb_locale_idx\` ON \`_pages_v_blocks_blurb\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blurb_link_link_page_idx\` ON \`_pages_v_blocks_blurb\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blurb_image_desktop_idx\` ON \`_pages_v_blocks_blurb\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_blurb_image_phone_idx\` ON \`_pages_v_blocks_blurb\` (\`image_phone_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sites_id\` integer,
  	\`pages_id\` integer,
  	\`navigations_id\` integer,
  	\`footers_id\` integer,
  	\`media_id\` integer,
  	\`dictionary_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`navigations_id\`) REFERENCES \`navigations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`footers_id\`) REFERENCES \`footers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dictionary_id\`) REFERENCES \`dictionary\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "sites_id", "pages_id", "navigations_id", "footers_id", "media_id", "dictionary_id", "users_id") SELECT "id", "order", "parent_id", "path", "sites_id", "pages_id", "navigations_id", "footers_id", "media_id", "dictionary_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_navigations_id_idx\` ON \`payload_locked_documents_rels\` (\`navigations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_footers_id_idx\` ON \`payload_locked_documents_rels\` (\`footers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dictionary_id_idx\` ON \`payload_locked_documents_rels\` (\`dictionary_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_card_list_cards\` DROP COLUMN \`icon\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_card_list\` DROP COLUMN \`card_style\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_card_list\` DROP COLUMN \`per_row\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_card_list_cards\` DROP COLUMN \`icon\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_card_list\` DROP COLUMN \`card_style\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_card_list\` DROP COLUMN \`per_row\`;`)
}
