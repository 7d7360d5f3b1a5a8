import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_banner_content" AS ENUM('Image', 'Video');
  CREATE TYPE "public"."enum_pages_blocks_hero_carousel_slides_text_color" AS ENUM('White', 'Black');
  CREATE TYPE "public"."enum_pages_blocks_hero_carousel_slides_button_type" AS ENUM('Primary', 'Secondary', 'Ghost', 'Ghost Contrast');
  CREATE TYPE "public"."enum_pages_blocks_hero_carousel_slides_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_pages_blocks_hero_carousel_height" AS ENUM('Default', 'Medium', 'FullHeight');
  CREATE TYPE "public"."enum_pages_blocks_hero_carousel_content_placement_x_axis" AS ENUM('Left', 'Center', 'Right');
  CREATE TYPE "public"."enum_pages_blocks_hero_carousel_content_placement_y_axis" AS ENUM('Top', 'Center', 'Bottom');
  CREATE TYPE "public"."enum_pages_blocks_blurb_variant" AS ENUM('Default', '50/50');
  CREATE TYPE "public"."enum_pages_blocks_car_model_card_cards_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_pages_blocks_card_list_cards_icon" AS ENUM('car', 'electric', 'service', 'tire', 'finance', 'phone', 'calendar', 'shield', 'leaf', 'key', 'star', 'location');
  CREATE TYPE "public"."enum_pages_blocks_card_list_card_style" AS ENUM('Card', 'List card');
  CREATE TYPE "public"."enum_pages_blocks_card_list_per_row" AS ENUM('Four', 'Three');
  CREATE TYPE "public"."enum_pages_blocks_image_card_cards_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_pages_blocks_countdown_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_pages_blocks_countdown_background_color" AS ENUM('None', 'BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3');
  CREATE TYPE "public"."enum_pages_blocks_social_sharing_channels" AS ENUM('facebook', 'linkedin', 'x', 'email', 'copy');
  CREATE TYPE "public"."enum_pages_blocks_not_found_hero_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_pages_blocks_alert_banner_type" AS ENUM('Warning', 'Dark', 'Light', 'Neutral');
  CREATE TYPE "public"."enum_pages_blocks_alert_banner_icon" AS ENUM('CampaignAlert', 'WarningAlert');
  CREATE TYPE "public"."enum_pages_blocks_alert_banner_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_pages_blocks_stories_list_layout" AS ENUM('TwoColumns', 'SingleColumn');
  CREATE TYPE "public"."enum_pages_blocks_stories_teaser_layout" AS ENUM('Default', 'Variant 2');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_content" AS ENUM('Image', 'Video');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_carousel_slides_text_color" AS ENUM('White', 'Black');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_carousel_slides_button_type" AS ENUM('Primary', 'Secondary', 'Ghost', 'Ghost Contrast');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_carousel_slides_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_carousel_height" AS ENUM('Default', 'Medium', 'FullHeight');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_carousel_content_placement_x_axis" AS ENUM('Left', 'Center', 'Right');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_carousel_content_placement_y_axis" AS ENUM('Top', 'Center', 'Bottom');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_variant" AS ENUM('Default', '50/50');
  CREATE TYPE "public"."enum__pages_v_blocks_car_model_card_cards_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_card_list_cards_icon" AS ENUM('car', 'electric', 'service', 'tire', 'finance', 'phone', 'calendar', 'shield', 'leaf', 'key', 'star', 'location');
  CREATE TYPE "public"."enum__pages_v_blocks_card_list_card_style" AS ENUM('Card', 'List card');
  CREATE TYPE "public"."enum__pages_v_blocks_card_list_per_row" AS ENUM('Four', 'Three');
  CREATE TYPE "public"."enum__pages_v_blocks_image_card_cards_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_countdown_background_color" AS ENUM('None', 'BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3');
  CREATE TYPE "public"."enum__pages_v_blocks_social_sharing_channels" AS ENUM('facebook', 'linkedin', 'x', 'email', 'copy');
  CREATE TYPE "public"."enum__pages_v_blocks_not_found_hero_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_alert_banner_type" AS ENUM('Warning', 'Dark', 'Light', 'Neutral');
  CREATE TYPE "public"."enum__pages_v_blocks_alert_banner_icon" AS ENUM('CampaignAlert', 'WarningAlert');
  CREATE TYPE "public"."enum__pages_v_blocks_alert_banner_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_stories_list_layout" AS ENUM('TwoColumns', 'SingleColumn');
  CREATE TYPE "public"."enum__pages_v_blocks_stories_teaser_layout" AS ENUM('Default', 'Variant 2');
  CREATE TYPE "public"."enum_stories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__stories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__stories_v_published_locale" AS ENUM('sv-SE', 'en', 'nb-NO', 'en-GB', 'fi-FI', 'sk-SK');
  CREATE TABLE "pages_blocks_hero_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"text_color" "enum_pages_blocks_hero_carousel_slides_text_color" DEFAULT 'White',
  	"text_shadow" boolean,
  	"button_type" "enum_pages_blocks_hero_carousel_slides_button_type" DEFAULT 'Primary',
  	"link_type" "enum_pages_blocks_hero_carousel_slides_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"image_id" integer,
  	"image_phone_id" integer,
  	"video_id" integer,
  	"video_phone_id" integer
  );
  
  CREATE TABLE "pages_blocks_hero_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"height" "enum_pages_blocks_hero_carousel_height" DEFAULT 'Default',
  	"content_placement_x_axis" "enum_pages_blocks_hero_carousel_content_placement_x_axis" DEFAULT 'Left',
  	"content_placement_y_axis" "enum_pages_blocks_hero_carousel_content_placement_y_axis" DEFAULT 'Center',
  	"has_media_buttons" boolean DEFAULT true,
  	"has_search_bar" boolean,
  	"search_url" varchar,
  	"search_placeholder" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_car_model_card_cards_labels" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "pages_blocks_car_model_card_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_type" "enum_pages_blocks_car_model_card_cards_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"is_campaign" boolean,
  	"campaign" varchar
  );
  
  CREATE TABLE "pages_blocks_car_model_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_card_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_type" "enum_pages_blocks_image_card_cards_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "pages_blocks_image_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_countdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"ends_at" timestamp(3) with time zone,
  	"ended_text" varchar,
  	"link_type" "enum_pages_blocks_countdown_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"background_color" "enum_pages_blocks_countdown_background_color" DEFAULT 'BackgroundColor3',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"open_by_default" boolean
  );
  
  CREATE TABLE "pages_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_list_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb
  );
  
  CREATE TABLE "pages_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_file_download_list_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "pages_blocks_file_download_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"collapsed_by_default" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_social_sharing_channels" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_social_sharing_channels",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_social_sharing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_not_found_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"link_type" "enum_pages_blocks_not_found_hero_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_alert_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_pages_blocks_alert_banner_type" DEFAULT 'Neutral',
  	"icon" "enum_pages_blocks_alert_banner_icon",
  	"title" varchar,
  	"text" varchar,
  	"link_type" "enum_pages_blocks_alert_banner_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_consumer_debt_warning" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"compact" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stories_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_pages_blocks_stories_list_layout" DEFAULT 'TwoColumns',
  	"show_dates" boolean DEFAULT true,
  	"highlight_latest_story" boolean DEFAULT true,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stories_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"stories_index_id" integer,
  	"layout" "enum_pages_blocks_stories_teaser_layout" DEFAULT 'Default',
  	"button_text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_carousel_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"text_color" "enum__pages_v_blocks_hero_carousel_slides_text_color" DEFAULT 'White',
  	"text_shadow" boolean,
  	"button_type" "enum__pages_v_blocks_hero_carousel_slides_button_type" DEFAULT 'Primary',
  	"link_type" "enum__pages_v_blocks_hero_carousel_slides_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"image_id" integer,
  	"image_phone_id" integer,
  	"video_id" integer,
  	"video_phone_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"height" "enum__pages_v_blocks_hero_carousel_height" DEFAULT 'Default',
  	"content_placement_x_axis" "enum__pages_v_blocks_hero_carousel_content_placement_x_axis" DEFAULT 'Left',
  	"content_placement_y_axis" "enum__pages_v_blocks_hero_carousel_content_placement_y_axis" DEFAULT 'Center',
  	"has_media_buttons" boolean DEFAULT true,
  	"has_search_bar" boolean,
  	"search_url" varchar,
  	"search_placeholder" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_model_card_cards_labels" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_model_card_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_type" "enum__pages_v_blocks_car_model_card_cards_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"is_campaign" boolean,
  	"campaign" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_car_model_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_card_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_type" "enum__pages_v_blocks_image_card_cards_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_countdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"ends_at" timestamp(3) with time zone,
  	"ended_text" varchar,
  	"link_type" "enum__pages_v_blocks_countdown_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"background_color" "enum__pages_v_blocks_countdown_background_color" DEFAULT 'BackgroundColor3',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"open_by_default" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_list_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_file_download_list_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_file_download_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"collapsed_by_default" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_social_sharing_channels" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_social_sharing_channels",
  	"locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_social_sharing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_not_found_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"link_type" "enum__pages_v_blocks_not_found_hero_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_alert_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__pages_v_blocks_alert_banner_type" DEFAULT 'Neutral',
  	"icon" "enum__pages_v_blocks_alert_banner_icon",
  	"title" varchar,
  	"text" varchar,
  	"link_type" "enum__pages_v_blocks_alert_banner_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_consumer_debt_warning" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"compact" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stories_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__pages_v_blocks_stories_list_layout" DEFAULT 'TwoColumns',
  	"show_dates" boolean DEFAULT true,
  	"highlight_latest_story" boolean DEFAULT true,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stories_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"stories_index_id" integer,
  	"layout" "enum__pages_v_blocks_stories_teaser_layout" DEFAULT 'Default',
  	"button_text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "stories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"author" varchar,
  	"image_id" integer,
  	"index_id" integer,
  	"slug" varchar,
  	"sort_date" varchar,
  	"site_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_stories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "stories_locales" (
  	"title" varchar,
  	"premble" varchar,
  	"body" jsonb,
  	"display_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "stories_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"story_tags_id" integer
  );
  
  CREATE TABLE "_stories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_date" timestamp(3) with time zone,
  	"version_author" varchar,
  	"version_image_id" integer,
  	"version_index_id" integer,
  	"version_slug" varchar,
  	"version_sort_date" varchar,
  	"version_site_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__stories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__stories_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_stories_v_locales" (
  	"version_title" varchar,
  	"version_premble" varchar,
  	"version_body" jsonb,
  	"version_display_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_stories_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"story_tags_id" integer
  );
  
  CREATE TABLE "story_tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"site_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "story_tags_locales" (
  	"value" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_hero_banner" ADD COLUMN "content" "enum_pages_blocks_hero_banner_content" DEFAULT 'Image';
  ALTER TABLE "pages_blocks_hero_banner" ADD COLUMN "video_desktop_id" integer;
  ALTER TABLE "pages_blocks_hero_banner" ADD COLUMN "video_phone_id" integer;
  ALTER TABLE "pages_blocks_hero_banner" ADD COLUMN "has_search_bar" boolean;
  ALTER TABLE "pages_blocks_hero_banner" ADD COLUMN "search_url" varchar;
  ALTER TABLE "pages_blocks_hero_banner" ADD COLUMN "search_placeholder" varchar;
  ALTER TABLE "pages_blocks_hero_banner" ADD COLUMN "search_placeholder_desktop" varchar;
  ALTER TABLE "pages_blocks_blurb" ADD COLUMN "variant" "enum_pages_blocks_blurb_variant" DEFAULT 'Default';
  ALTER TABLE "pages_blocks_blurb" ADD COLUMN "video_desktop_id" integer;
  ALTER TABLE "pages_blocks_blurb" ADD COLUMN "video_phone_id" integer;
  ALTER TABLE "pages_blocks_blurb" ADD COLUMN "youtube_id" varchar;
  ALTER TABLE "pages_blocks_blurb" ADD COLUMN "has_control_bar" boolean DEFAULT true;
  ALTER TABLE "pages_blocks_blurb" ADD COLUMN "use_text_animations" boolean;
  ALTER TABLE "pages_blocks_blurb" ADD COLUMN "use_media_animations" boolean;
  ALTER TABLE "pages_blocks_card_list_cards" ADD COLUMN "icon" "enum_pages_blocks_card_list_cards_icon";
  ALTER TABLE "pages_blocks_card_list" ADD COLUMN "card_style" "enum_pages_blocks_card_list_card_style" DEFAULT 'Card';
  ALTER TABLE "pages_blocks_card_list" ADD COLUMN "per_row" "enum_pages_blocks_card_list_per_row" DEFAULT 'Four';
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD COLUMN "content" "enum__pages_v_blocks_hero_banner_content" DEFAULT 'Image';
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD COLUMN "video_desktop_id" integer;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD COLUMN "video_phone_id" integer;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD COLUMN "has_search_bar" boolean;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD COLUMN "search_url" varchar;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD COLUMN "search_placeholder" varchar;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD COLUMN "search_placeholder_desktop" varchar;
  ALTER TABLE "_pages_v_blocks_blurb" ADD COLUMN "variant" "enum__pages_v_blocks_blurb_variant" DEFAULT 'Default';
  ALTER TABLE "_pages_v_blocks_blurb" ADD COLUMN "video_desktop_id" integer;
  ALTER TABLE "_pages_v_blocks_blurb" ADD COLUMN "video_phone_id" integer;
  ALTER TABLE "_pages_v_blocks_blurb" ADD COLUMN "youtube_id" varchar;
  ALTER TABLE "_pages_v_blocks_blurb" ADD COLUMN "has_control_bar" boolean DEFAULT true;
  ALTER TABLE "_pages_v_blocks_blurb" ADD COLUMN "use_text_animations" boolean;
  ALTER TABLE "_pages_v_blocks_blurb" ADD COLUMN "use_media_animations" boolean;
  ALTER TABLE "_pages_v_blocks_card_list_cards" ADD COLUMN "icon" "enum__pages_v_blocks_card_list_cards_icon";
  ALTER TABLE "_pages_v_blocks_card_list" ADD COLUMN "card_style" "enum__pages_v_blocks_card_list_card_style" DEFAULT 'Card';
  ALTER TABLE "_pages_v_blocks_card_list" ADD COLUMN "per_row" "enum__pages_v_blocks_card_list_per_row" DEFAULT 'Four';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "story_tags_id" integer;
  ALTER TABLE "pages_blocks_hero_carousel_slides" ADD CONSTRAINT "pages_blocks_hero_carousel_slides_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_carousel_slides" ADD CONSTRAINT "pages_blocks_hero_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_carousel_slides" ADD CONSTRAINT "pages_blocks_hero_carousel_slides_image_phone_id_media_id_fk" FOREIGN KEY ("image_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_carousel_slides" ADD CONSTRAINT "pages_blocks_hero_carousel_slides_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_carousel_slides" ADD CONSTRAINT "pages_blocks_hero_carousel_slides_video_phone_id_media_id_fk" FOREIGN KEY ("video_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_carousel_slides" ADD CONSTRAINT "pages_blocks_hero_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_carousel" ADD CONSTRAINT "pages_blocks_hero_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_model_card_cards_labels" ADD CONSTRAINT "pages_blocks_car_model_card_cards_labels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_car_model_card_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_model_card_cards" ADD CONSTRAINT "pages_blocks_car_model_card_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_model_card_cards" ADD CONSTRAINT "pages_blocks_car_model_card_cards_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_model_card_cards" ADD CONSTRAINT "pages_blocks_car_model_card_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_car_model_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_car_model_card" ADD CONSTRAINT "pages_blocks_car_model_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_card_cards" ADD CONSTRAINT "pages_blocks_image_card_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_card_cards" ADD CONSTRAINT "pages_blocks_image_card_cards_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_card_cards" ADD CONSTRAINT "pages_blocks_image_card_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_card" ADD CONSTRAINT "pages_blocks_image_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_countdown" ADD CONSTRAINT "pages_blocks_countdown_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_countdown" ADD CONSTRAINT "pages_blocks_countdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion_items" ADD CONSTRAINT "pages_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion" ADD CONSTRAINT "pages_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_list_questions" ADD CONSTRAINT "pages_blocks_faq_list_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_list" ADD CONSTRAINT "pages_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_file_download_list_files" ADD CONSTRAINT "pages_blocks_file_download_list_files_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_file_download_list_files" ADD CONSTRAINT "pages_blocks_file_download_list_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_file_download_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_file_download_list" ADD CONSTRAINT "pages_blocks_file_download_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_social_sharing_channels" ADD CONSTRAINT "pages_blocks_social_sharing_channels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_social_sharing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_social_sharing" ADD CONSTRAINT "pages_blocks_social_sharing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_not_found_hero" ADD CONSTRAINT "pages_blocks_not_found_hero_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_not_found_hero" ADD CONSTRAINT "pages_blocks_not_found_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_alert_banner" ADD CONSTRAINT "pages_blocks_alert_banner_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_alert_banner" ADD CONSTRAINT "pages_blocks_alert_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_consumer_debt_warning" ADD CONSTRAINT "pages_blocks_consumer_debt_warning_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stories_list" ADD CONSTRAINT "pages_blocks_stories_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stories_teaser" ADD CONSTRAINT "pages_blocks_stories_teaser_stories_index_id_pages_id_fk" FOREIGN KEY ("stories_index_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_stories_teaser" ADD CONSTRAINT "pages_blocks_stories_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_hero_carousel_slides_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_hero_carousel_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_hero_carousel_slides_image_phone_id_media_id_fk" FOREIGN KEY ("image_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_hero_carousel_slides_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_hero_carousel_slides_video_phone_id_media_id_fk" FOREIGN KEY ("video_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_carousel_slides" ADD CONSTRAINT "_pages_v_blocks_hero_carousel_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_carousel" ADD CONSTRAINT "_pages_v_blocks_hero_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_model_card_cards_labels" ADD CONSTRAINT "_pages_v_blocks_car_model_card_cards_labels_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_car_model_card_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_model_card_cards" ADD CONSTRAINT "_pages_v_blocks_car_model_card_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_model_card_cards" ADD CONSTRAINT "_pages_v_blocks_car_model_card_cards_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_model_card_cards" ADD CONSTRAINT "_pages_v_blocks_car_model_card_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_car_model_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_car_model_card" ADD CONSTRAINT "_pages_v_blocks_car_model_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_card_cards" ADD CONSTRAINT "_pages_v_blocks_image_card_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_card_cards" ADD CONSTRAINT "_pages_v_blocks_image_card_cards_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_card_cards" ADD CONSTRAINT "_pages_v_blocks_image_card_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_card" ADD CONSTRAINT "_pages_v_blocks_image_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_countdown" ADD CONSTRAINT "_pages_v_blocks_countdown_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_countdown" ADD CONSTRAINT "_pages_v_blocks_countdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_items" ADD CONSTRAINT "_pages_v_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion" ADD CONSTRAINT "_pages_v_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_list_questions" ADD CONSTRAINT "_pages_v_blocks_faq_list_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_list" ADD CONSTRAINT "_pages_v_blocks_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_file_download_list_files" ADD CONSTRAINT "_pages_v_blocks_file_download_list_files_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_file_download_list_files" ADD CONSTRAINT "_pages_v_blocks_file_download_list_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_file_download_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_file_download_list" ADD CONSTRAINT "_pages_v_blocks_file_download_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_social_sharing_channels" ADD CONSTRAINT "_pages_v_blocks_social_sharing_channels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_social_sharing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_social_sharing" ADD CONSTRAINT "_pages_v_blocks_social_sharing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_not_found_hero" ADD CONSTRAINT "_pages_v_blocks_not_found_hero_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_not_found_hero" ADD CONSTRAINT "_pages_v_blocks_not_found_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_alert_banner" ADD CONSTRAINT "_pages_v_blocks_alert_banner_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_alert_banner" ADD CONSTRAINT "_pages_v_blocks_alert_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_consumer_debt_warning" ADD CONSTRAINT "_pages_v_blocks_consumer_debt_warning_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stories_list" ADD CONSTRAINT "_pages_v_blocks_stories_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stories_teaser" ADD CONSTRAINT "_pages_v_blocks_stories_teaser_stories_index_id_pages_id_fk" FOREIGN KEY ("stories_index_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stories_teaser" ADD CONSTRAINT "_pages_v_blocks_stories_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_index_id_pages_id_fk" FOREIGN KEY ("index_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories_locales" ADD CONSTRAINT "stories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_rels" ADD CONSTRAINT "stories_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_rels" ADD CONSTRAINT "stories_rels_story_tags_fk" FOREIGN KEY ("story_tags_id") REFERENCES "public"."story_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_parent_id_stories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_index_id_pages_id_fk" FOREIGN KEY ("version_index_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v_locales" ADD CONSTRAINT "_stories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_rels" ADD CONSTRAINT "_stories_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_rels" ADD CONSTRAINT "_stories_v_rels_story_tags_fk" FOREIGN KEY ("story_tags_id") REFERENCES "public"."story_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_tags" ADD CONSTRAINT "story_tags_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "story_tags_locales" ADD CONSTRAINT "story_tags_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_tags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_carousel_slides_order_idx" ON "pages_blocks_hero_carousel_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_carousel_slides_parent_id_idx" ON "pages_blocks_hero_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_carousel_slides_locale_idx" ON "pages_blocks_hero_carousel_slides" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_carousel_slides_link_link_page_idx" ON "pages_blocks_hero_carousel_slides" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_hero_carousel_slides_image_idx" ON "pages_blocks_hero_carousel_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_hero_carousel_slides_image_phone_idx" ON "pages_blocks_hero_carousel_slides" USING btree ("image_phone_id");
  CREATE INDEX "pages_blocks_hero_carousel_slides_video_idx" ON "pages_blocks_hero_carousel_slides" USING btree ("video_id");
  CREATE INDEX "pages_blocks_hero_carousel_slides_video_phone_idx" ON "pages_blocks_hero_carousel_slides" USING btree ("video_phone_id");
  CREATE INDEX "pages_blocks_hero_carousel_order_idx" ON "pages_blocks_hero_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_carousel_parent_id_idx" ON "pages_blocks_hero_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_carousel_path_idx" ON "pages_blocks_hero_carousel" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_carousel_locale_idx" ON "pages_blocks_hero_carousel" USING btree ("_locale");
  CREATE INDEX "pages_blocks_car_model_card_cards_labels_order_idx" ON "pages_blocks_car_model_card_cards_labels" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_model_card_cards_labels_parent_id_idx" ON "pages_blocks_car_model_card_cards_labels" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_model_card_cards_labels_locale_idx" ON "pages_blocks_car_model_card_cards_labels" USING btree ("_locale");
  CREATE INDEX "pages_blocks_car_model_card_cards_order_idx" ON "pages_blocks_car_model_card_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_model_card_cards_parent_id_idx" ON "pages_blocks_car_model_card_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_model_card_cards_locale_idx" ON "pages_blocks_car_model_card_cards" USING btree ("_locale");
  CREATE INDEX "pages_blocks_car_model_card_cards_image_idx" ON "pages_blocks_car_model_card_cards" USING btree ("image_id");
  CREATE INDEX "pages_blocks_car_model_card_cards_link_link_page_idx" ON "pages_blocks_car_model_card_cards" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_car_model_card_order_idx" ON "pages_blocks_car_model_card" USING btree ("_order");
  CREATE INDEX "pages_blocks_car_model_card_parent_id_idx" ON "pages_blocks_car_model_card" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_car_model_card_path_idx" ON "pages_blocks_car_model_card" USING btree ("_path");
  CREATE INDEX "pages_blocks_car_model_card_locale_idx" ON "pages_blocks_car_model_card" USING btree ("_locale");
  CREATE INDEX "pages_blocks_image_card_cards_order_idx" ON "pages_blocks_image_card_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_card_cards_parent_id_idx" ON "pages_blocks_image_card_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_card_cards_locale_idx" ON "pages_blocks_image_card_cards" USING btree ("_locale");
  CREATE INDEX "pages_blocks_image_card_cards_image_idx" ON "pages_blocks_image_card_cards" USING btree ("image_id");
  CREATE INDEX "pages_blocks_image_card_cards_link_link_page_idx" ON "pages_blocks_image_card_cards" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_image_card_order_idx" ON "pages_blocks_image_card" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_card_parent_id_idx" ON "pages_blocks_image_card" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_card_path_idx" ON "pages_blocks_image_card" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_card_locale_idx" ON "pages_blocks_image_card" USING btree ("_locale");
  CREATE INDEX "pages_blocks_countdown_order_idx" ON "pages_blocks_countdown" USING btree ("_order");
  CREATE INDEX "pages_blocks_countdown_parent_id_idx" ON "pages_blocks_countdown" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_countdown_path_idx" ON "pages_blocks_countdown" USING btree ("_path");
  CREATE INDEX "pages_blocks_countdown_locale_idx" ON "pages_blocks_countdown" USING btree ("_locale");
  CREATE INDEX "pages_blocks_countdown_link_link_page_idx" ON "pages_blocks_countdown" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_accordion_items_order_idx" ON "pages_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_items_parent_id_idx" ON "pages_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_items_locale_idx" ON "pages_blocks_accordion_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_accordion_order_idx" ON "pages_blocks_accordion" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_parent_id_idx" ON "pages_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_path_idx" ON "pages_blocks_accordion" USING btree ("_path");
  CREATE INDEX "pages_blocks_accordion_locale_idx" ON "pages_blocks_accordion" USING btree ("_locale");
  CREATE INDEX "pages_blocks_faq_list_questions_order_idx" ON "pages_blocks_faq_list_questions" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_list_questions_parent_id_idx" ON "pages_blocks_faq_list_questions" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_list_questions_locale_idx" ON "pages_blocks_faq_list_questions" USING btree ("_locale");
  CREATE INDEX "pages_blocks_faq_list_order_idx" ON "pages_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_list_parent_id_idx" ON "pages_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_list_path_idx" ON "pages_blocks_faq_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_list_locale_idx" ON "pages_blocks_faq_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_file_download_list_files_order_idx" ON "pages_blocks_file_download_list_files" USING btree ("_order");
  CREATE INDEX "pages_blocks_file_download_list_files_parent_id_idx" ON "pages_blocks_file_download_list_files" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_file_download_list_files_locale_idx" ON "pages_blocks_file_download_list_files" USING btree ("_locale");
  CREATE INDEX "pages_blocks_file_download_list_files_file_idx" ON "pages_blocks_file_download_list_files" USING btree ("file_id");
  CREATE INDEX "pages_blocks_file_download_list_order_idx" ON "pages_blocks_file_download_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_file_download_list_parent_id_idx" ON "pages_blocks_file_download_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_file_download_list_path_idx" ON "pages_blocks_file_download_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_file_download_list_locale_idx" ON "pages_blocks_file_download_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_social_sharing_channels_order_idx" ON "pages_blocks_social_sharing_channels" USING btree ("order");
  CREATE INDEX "pages_blocks_social_sharing_channels_parent_idx" ON "pages_blocks_social_sharing_channels" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_social_sharing_channels_locale_idx" ON "pages_blocks_social_sharing_channels" USING btree ("locale");
  CREATE INDEX "pages_blocks_social_sharing_order_idx" ON "pages_blocks_social_sharing" USING btree ("_order");
  CREATE INDEX "pages_blocks_social_sharing_parent_id_idx" ON "pages_blocks_social_sharing" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_social_sharing_path_idx" ON "pages_blocks_social_sharing" USING btree ("_path");
  CREATE INDEX "pages_blocks_social_sharing_locale_idx" ON "pages_blocks_social_sharing" USING btree ("_locale");
  CREATE INDEX "pages_blocks_not_found_hero_order_idx" ON "pages_blocks_not_found_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_not_found_hero_parent_id_idx" ON "pages_blocks_not_found_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_not_found_hero_path_idx" ON "pages_blocks_not_found_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_not_found_hero_locale_idx" ON "pages_blocks_not_found_hero" USING btree ("_locale");
  CREATE INDEX "pages_blocks_not_found_hero_link_link_page_idx" ON "pages_blocks_not_found_hero" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_alert_banner_order_idx" ON "pages_blocks_alert_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_alert_banner_parent_id_idx" ON "pages_blocks_alert_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_alert_banner_path_idx" ON "pages_blocks_alert_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_alert_banner_locale_idx" ON "pages_blocks_alert_banner" USING btree ("_locale");
  CREATE INDEX "pages_blocks_alert_banner_link_link_page_idx" ON "pages_blocks_alert_banner" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_consumer_debt_warning_order_idx" ON "pages_blocks_consumer_debt_warning" USING btree ("_order");
  CREATE INDEX "pages_blocks_consumer_debt_warning_parent_id_idx" ON "pages_blocks_consumer_debt_warning" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_consumer_debt_warning_path_idx" ON "pages_blocks_consumer_debt_warning" USING btree ("_path");
  CREATE INDEX "pages_blocks_consumer_debt_warning_locale_idx" ON "pages_blocks_consumer_debt_warning" USING btree ("_locale");
  CREATE INDEX "pages_blocks_stories_list_order_idx" ON "pages_blocks_stories_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_stories_list_parent_id_idx" ON "pages_blocks_stories_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stories_list_path_idx" ON "pages_blocks_stories_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_stories_list_locale_idx" ON "pages_blocks_stories_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_stories_teaser_order_idx" ON "pages_blocks_stories_teaser" USING btree ("_order");
  CREATE INDEX "pages_blocks_stories_teaser_parent_id_idx" ON "pages_blocks_stories_teaser" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stories_teaser_path_idx" ON "pages_blocks_stories_teaser" USING btree ("_path");
  CREATE INDEX "pages_blocks_stories_teaser_locale_idx" ON "pages_blocks_stories_teaser" USING btree ("_locale");
  CREATE INDEX "pages_blocks_stories_teaser_stories_index_idx" ON "pages_blocks_stories_teaser" USING btree ("stories_index_id");
  CREATE INDEX "_pages_v_blocks_hero_carousel_slides_order_idx" ON "_pages_v_blocks_hero_carousel_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_carousel_slides_parent_id_idx" ON "_pages_v_blocks_hero_carousel_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_carousel_slides_locale_idx" ON "_pages_v_blocks_hero_carousel_slides" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_carousel_slides_link_link_page_idx" ON "_pages_v_blocks_hero_carousel_slides" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_hero_carousel_slides_image_idx" ON "_pages_v_blocks_hero_carousel_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_carousel_slides_image_phone_idx" ON "_pages_v_blocks_hero_carousel_slides" USING btree ("image_phone_id");
  CREATE INDEX "_pages_v_blocks_hero_carousel_slides_video_idx" ON "_pages_v_blocks_hero_carousel_slides" USING btree ("video_id");
  CREATE INDEX "_pages_v_blocks_hero_carousel_slides_video_phone_idx" ON "_pages_v_blocks_hero_carousel_slides" USING btree ("video_phone_id");
  CREATE INDEX "_pages_v_blocks_hero_carousel_order_idx" ON "_pages_v_blocks_hero_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_carousel_parent_id_idx" ON "_pages_v_blocks_hero_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_carousel_path_idx" ON "_pages_v_blocks_hero_carousel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_carousel_locale_idx" ON "_pages_v_blocks_hero_carousel" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_car_model_card_cards_labels_order_idx" ON "_pages_v_blocks_car_model_card_cards_labels" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_model_card_cards_labels_parent_id_idx" ON "_pages_v_blocks_car_model_card_cards_labels" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_model_card_cards_labels_locale_idx" ON "_pages_v_blocks_car_model_card_cards_labels" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_car_model_card_cards_order_idx" ON "_pages_v_blocks_car_model_card_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_model_card_cards_parent_id_idx" ON "_pages_v_blocks_car_model_card_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_model_card_cards_locale_idx" ON "_pages_v_blocks_car_model_card_cards" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_car_model_card_cards_image_idx" ON "_pages_v_blocks_car_model_card_cards" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_car_model_card_cards_link_link_page_idx" ON "_pages_v_blocks_car_model_card_cards" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_car_model_card_order_idx" ON "_pages_v_blocks_car_model_card" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_car_model_card_parent_id_idx" ON "_pages_v_blocks_car_model_card" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_car_model_card_path_idx" ON "_pages_v_blocks_car_model_card" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_car_model_card_locale_idx" ON "_pages_v_blocks_car_model_card" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_image_card_cards_order_idx" ON "_pages_v_blocks_image_card_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_card_cards_parent_id_idx" ON "_pages_v_blocks_image_card_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_card_cards_locale_idx" ON "_pages_v_blocks_image_card_cards" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_image_card_cards_image_idx" ON "_pages_v_blocks_image_card_cards" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_image_card_cards_link_link_page_idx" ON "_pages_v_blocks_image_card_cards" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_image_card_order_idx" ON "_pages_v_blocks_image_card" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_card_parent_id_idx" ON "_pages_v_blocks_image_card" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_card_path_idx" ON "_pages_v_blocks_image_card" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_card_locale_idx" ON "_pages_v_blocks_image_card" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_countdown_order_idx" ON "_pages_v_blocks_countdown" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_countdown_parent_id_idx" ON "_pages_v_blocks_countdown" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_countdown_path_idx" ON "_pages_v_blocks_countdown" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_countdown_locale_idx" ON "_pages_v_blocks_countdown" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_countdown_link_link_page_idx" ON "_pages_v_blocks_countdown" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_accordion_items_order_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_items_parent_id_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_items_locale_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_accordion_order_idx" ON "_pages_v_blocks_accordion" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_parent_id_idx" ON "_pages_v_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_path_idx" ON "_pages_v_blocks_accordion" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_accordion_locale_idx" ON "_pages_v_blocks_accordion" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_faq_list_questions_order_idx" ON "_pages_v_blocks_faq_list_questions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_list_questions_parent_id_idx" ON "_pages_v_blocks_faq_list_questions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_list_questions_locale_idx" ON "_pages_v_blocks_faq_list_questions" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_faq_list_order_idx" ON "_pages_v_blocks_faq_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_list_parent_id_idx" ON "_pages_v_blocks_faq_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_list_path_idx" ON "_pages_v_blocks_faq_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_list_locale_idx" ON "_pages_v_blocks_faq_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_file_download_list_files_order_idx" ON "_pages_v_blocks_file_download_list_files" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_file_download_list_files_parent_id_idx" ON "_pages_v_blocks_file_download_list_files" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_file_download_list_files_locale_idx" ON "_pages_v_blocks_file_download_list_files" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_file_download_list_files_file_idx" ON "_pages_v_blocks_file_download_list_files" USING btree ("file_id");
  CREATE INDEX "_pages_v_blocks_file_download_list_order_idx" ON "_pages_v_blocks_file_download_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_file_download_list_parent_id_idx" ON "_pages_v_blocks_file_download_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_file_download_list_path_idx" ON "_pages_v_blocks_file_download_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_file_download_list_locale_idx" ON "_pages_v_blocks_file_download_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_social_sharing_channels_order_idx" ON "_pages_v_blocks_social_sharing_channels" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_social_sharing_channels_parent_idx" ON "_pages_v_blocks_social_sharing_channels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_social_sharing_channels_locale_idx" ON "_pages_v_blocks_social_sharing_channels" USING btree ("locale");
  CREATE INDEX "_pages_v_blocks_social_sharing_order_idx" ON "_pages_v_blocks_social_sharing" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_social_sharing_parent_id_idx" ON "_pages_v_blocks_social_sharing" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_social_sharing_path_idx" ON "_pages_v_blocks_social_sharing" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_social_sharing_locale_idx" ON "_pages_v_blocks_social_sharing" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_not_found_hero_order_idx" ON "_pages_v_blocks_not_found_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_not_found_hero_parent_id_idx" ON "_pages_v_blocks_not_found_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_not_found_hero_path_idx" ON "_pages_v_blocks_not_found_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_not_found_hero_locale_idx" ON "_pages_v_blocks_not_found_hero" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_not_found_hero_link_link_page_idx" ON "_pages_v_blocks_not_found_hero" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_alert_banner_order_idx" ON "_pages_v_blocks_alert_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_alert_banner_parent_id_idx" ON "_pages_v_blocks_alert_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_alert_banner_path_idx" ON "_pages_v_blocks_alert_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_alert_banner_locale_idx" ON "_pages_v_blocks_alert_banner" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_alert_banner_link_link_page_idx" ON "_pages_v_blocks_alert_banner" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_consumer_debt_warning_order_idx" ON "_pages_v_blocks_consumer_debt_warning" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_consumer_debt_warning_parent_id_idx" ON "_pages_v_blocks_consumer_debt_warning" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_consumer_debt_warning_path_idx" ON "_pages_v_blocks_consumer_debt_warning" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_consumer_debt_warning_locale_idx" ON "_pages_v_blocks_consumer_debt_warning" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_stories_list_order_idx" ON "_pages_v_blocks_stories_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stories_list_parent_id_idx" ON "_pages_v_blocks_stories_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stories_list_path_idx" ON "_pages_v_blocks_stories_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stories_list_locale_idx" ON "_pages_v_blocks_stories_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_stories_teaser_order_idx" ON "_pages_v_blocks_stories_teaser" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stories_teaser_parent_id_idx" ON "_pages_v_blocks_stories_teaser" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stories_teaser_path_idx" ON "_pages_v_blocks_stories_teaser" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stories_teaser_locale_idx" ON "_pages_v_blocks_stories_teaser" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_stories_teaser_stories_index_idx" ON "_pages_v_blocks_stories_teaser" USING btree ("stories_index_id");
  CREATE INDEX "stories_date_idx" ON "stories" USING btree ("date");
  CREATE INDEX "stories_image_idx" ON "stories" USING btree ("image_id");
  CREATE INDEX "stories_index_idx" ON "stories" USING btree ("index_id");
  CREATE INDEX "stories_slug_idx" ON "stories" USING btree ("slug");
  CREATE INDEX "stories_sort_date_idx" ON "stories" USING btree ("sort_date");
  CREATE INDEX "stories_site_idx" ON "stories" USING btree ("site_id");
  CREATE INDEX "stories_updated_at_idx" ON "stories" USING btree ("updated_at");
  CREATE INDEX "stories_created_at_idx" ON "stories" USING btree ("created_at");
  CREATE INDEX "stories__status_idx" ON "stories" USING btree ("_status");
  CREATE UNIQUE INDEX "index_slug_idx" ON "stories" USING btree ("index_id","slug");
  CREATE INDEX "index_sortDate_idx" ON "stories" USING btree ("index_id","sort_date");
  CREATE UNIQUE INDEX "stories_locales_locale_parent_id_unique" ON "stories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "stories_rels_order_idx" ON "stories_rels" USING btree ("order");
  CREATE INDEX "stories_rels_parent_idx" ON "stories_rels" USING btree ("parent_id");
  CREATE INDEX "stories_rels_path_idx" ON "stories_rels" USING btree ("path");
  CREATE INDEX "stories_rels_story_tags_id_idx" ON "stories_rels" USING btree ("story_tags_id");
  CREATE INDEX "_stories_v_parent_idx" ON "_stories_v" USING btree ("parent_id");
  CREATE INDEX "_stories_v_version_version_date_idx" ON "_stories_v" USING btree ("version_date");
  CREATE INDEX "_stories_v_version_version_image_idx" ON "_stories_v" USING btree ("version_image_id");
  CREATE INDEX "_stories_v_version_version_index_idx" ON "_stories_v" USING btree ("version_index_id");
  CREATE INDEX "_stories_v_version_version_slug_idx" ON "_stories_v" USING btree ("version_slug");
  CREATE INDEX "_stories_v_version_version_sort_date_idx" ON "_stories_v" USING btree ("version_sort_date");
  CREATE INDEX "_stories_v_version_version_site_idx" ON "_stories_v" USING btree ("version_site_id");
  CREATE INDEX "_stories_v_version_version_updated_at_idx" ON "_stories_v" USING btree ("version_updated_at");
  CREATE INDEX "_stories_v_version_version_created_at_idx" ON "_stories_v" USING btree ("version_created_at");
  CREATE INDEX "_stories_v_version_version__status_idx" ON "_stories_v" USING btree ("version__status");
  CREATE INDEX "_stories_v_created_at_idx" ON "_stories_v" USING btree ("created_at");
  CREATE INDEX "_stories_v_updated_at_idx" ON "_stories_v" USING btree ("updated_at");
  CREATE INDEX "_stories_v_snapshot_idx" ON "_stories_v" USING btree ("snapshot");
  CREATE INDEX "_stories_v_published_locale_idx" ON "_stories_v" USING btree ("published_locale");
  CREATE INDEX "_stories_v_latest_idx" ON "_stories_v" USING btree ("latest");
  CREATE INDEX "version_index_version_slug_idx" ON "_stories_v" USING btree ("version_index_id","version_slug");
  CREATE INDEX "version_index_version_sortDate_idx" ON "_stories_v" USING btree ("version_index_id","version_sort_date");
  CREATE UNIQUE INDEX "_stories_v_locales_locale_parent_id_unique" ON "_stories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_stories_v_rels_order_idx" ON "_stories_v_rels" USING btree ("order");
  CREATE INDEX "_stories_v_rels_parent_idx" ON "_stories_v_rels" USING btree ("parent_id");
  CREATE INDEX "_stories_v_rels_path_idx" ON "_stories_v_rels" USING btree ("path");
  CREATE INDEX "_stories_v_rels_story_tags_id_idx" ON "_stories_v_rels" USING btree ("story_tags_id");
  CREATE INDEX "story_tags_site_idx" ON "story_tags" USING btree ("site_id");
  CREATE INDEX "story_tags_updated_at_idx" ON "story_tags" USING btree ("updated_at");
  CREATE INDEX "story_tags_created_at_idx" ON "story_tags" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_key_idx" ON "story_tags" USING btree ("site_id","key");
  CREATE UNIQUE INDEX "story_tags_locales_locale_parent_id_unique" ON "story_tags_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "pages_blocks_hero_banner" ADD CONSTRAINT "pages_blocks_hero_banner_video_desktop_id_media_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner" ADD CONSTRAINT "pages_blocks_hero_banner_video_phone_id_media_id_fk" FOREIGN KEY ("video_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_blurb" ADD CONSTRAINT "pages_blocks_blurb_video_desktop_id_media_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_blurb" ADD CONSTRAINT "pages_blocks_blurb_video_phone_id_media_id_fk" FOREIGN KEY ("video_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD CONSTRAINT "_pages_v_blocks_hero_banner_video_desktop_id_media_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD CONSTRAINT "_pages_v_blocks_hero_banner_video_phone_id_media_id_fk" FOREIGN KEY ("video_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blurb" ADD CONSTRAINT "_pages_v_blocks_blurb_video_desktop_id_media_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blurb" ADD CONSTRAINT "_pages_v_blocks_blurb_video_phone_id_media_id_fk" FOREIGN KEY ("video_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stories_fk" FOREIGN KEY ("stories_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_story_tags_fk" FOREIGN KEY ("story_tags_id") REFERENCES "public"."story_tags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_banner_video_desktop_idx" ON "pages_blocks_hero_banner" USING btree ("video_desktop_id");
  CREATE INDEX "pages_blocks_hero_banner_video_phone_idx" ON "pages_blocks_hero_banner" USING btree ("video_phone_id");
  CREATE INDEX "pages_blocks_blurb_video_desktop_idx" ON "pages_blocks_blurb" USING btree ("video_desktop_id");
  CREATE INDEX "pages_blocks_blurb_video_phone_idx" ON "pages_blocks_blurb" USING btree ("video_phone_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_video_desktop_idx" ON "_pages_v_blocks_hero_banner" USING btree ("video_desktop_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_video_phone_idx" ON "_pages_v_blocks_hero_banner" USING btree ("video_phone_id");
  CREATE INDEX "_pages_v_blocks_blurb_video_desktop_idx" ON "_pages_v_blocks_blurb" USING btree ("video_desktop_id");
  CREATE INDEX "_pages_v_blocks_blurb_video_phone_idx" ON "_pages_v_blocks_blurb" USING btree ("video_phone_id");
  CREATE INDEX "payload_locked_documents_rels_stories_id_idx" ON "payload_locked_documents_rels" USING btree ("stories_id");
  CREATE INDEX "payload_locked_documents_rels_story_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("story_tags_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero_carousel_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_car_model_card_cards_labels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_car_model_card_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_car_model_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image_card_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_countdown" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_list_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_file_download_list_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_file_download_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_social_sharing_channels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_social_sharing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_not_found_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_alert_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_consumer_debt_warning" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stories_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stories_teaser" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_carousel_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_car_model_card_cards_labels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_car_model_card_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_car_model_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_card_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_countdown" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_list_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_file_download_list_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_file_download_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_social_sharing_channels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_social_sharing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_not_found_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_alert_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_consumer_debt_warning" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stories_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stories_teaser" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stories_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stories_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "story_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "story_tags_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_hero_carousel_slides" CASCADE;
  DROP TABLE "pages_blocks_hero_carousel" CASCADE;
  DROP TABLE "pages_blocks_car_model_card_cards_labels" CASCADE;
  DROP TABLE "pages_blocks_car_model_card_cards" CASCADE;
  DROP TABLE "pages_blocks_car_model_card" CASCADE;
  DROP TABLE "pages_blocks_image_card_cards" CASCADE;
  DROP TABLE "pages_blocks_image_card" CASCADE;
  DROP TABLE "pages_blocks_countdown" CASCADE;
  DROP TABLE "pages_blocks_accordion_items" CASCADE;
  DROP TABLE "pages_blocks_accordion" CASCADE;
  DROP TABLE "pages_blocks_faq_list_questions" CASCADE;
  DROP TABLE "pages_blocks_faq_list" CASCADE;
  DROP TABLE "pages_blocks_file_download_list_files" CASCADE;
  DROP TABLE "pages_blocks_file_download_list" CASCADE;
  DROP TABLE "pages_blocks_social_sharing_channels" CASCADE;
  DROP TABLE "pages_blocks_social_sharing" CASCADE;
  DROP TABLE "pages_blocks_not_found_hero" CASCADE;
  DROP TABLE "pages_blocks_alert_banner" CASCADE;
  DROP TABLE "pages_blocks_consumer_debt_warning" CASCADE;
  DROP TABLE "pages_blocks_stories_list" CASCADE;
  DROP TABLE "pages_blocks_stories_teaser" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_carousel_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_car_model_card_cards_labels" CASCADE;
  DROP TABLE "_pages_v_blocks_car_model_card_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_car_model_card" CASCADE;
  DROP TABLE "_pages_v_blocks_image_card_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_image_card" CASCADE;
  DROP TABLE "_pages_v_blocks_countdown" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion_items" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_list_questions" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_list" CASCADE;
  DROP TABLE "_pages_v_blocks_file_download_list_files" CASCADE;
  DROP TABLE "_pages_v_blocks_file_download_list" CASCADE;
  DROP TABLE "_pages_v_blocks_social_sharing_channels" CASCADE;
  DROP TABLE "_pages_v_blocks_social_sharing" CASCADE;
  DROP TABLE "_pages_v_blocks_not_found_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_alert_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_consumer_debt_warning" CASCADE;
  DROP TABLE "_pages_v_blocks_stories_list" CASCADE;
  DROP TABLE "_pages_v_blocks_stories_teaser" CASCADE;
  DROP TABLE "stories" CASCADE;
  DROP TABLE "stories_locales" CASCADE;
  DROP TABLE "stories_rels" CASCADE;
  DROP TABLE "_stories_v" CASCADE;
  DROP TABLE "_stories_v_locales" CASCADE;
  DROP TABLE "_stories_v_rels" CASCADE;
  DROP TABLE "story_tags" CASCADE;
  DROP TABLE "story_tags_locales" CASCADE;
  ALTER TABLE "pages_blocks_hero_banner" DROP CONSTRAINT "pages_blocks_hero_banner_video_desktop_id_media_id_fk";
  
  ALTER TABLE "pages_blocks_hero_banner" DROP CONSTRAINT "pages_blocks_hero_banner_video_phone_id_media_id_fk";
  
  ALTER TABLE "pages_blocks_blurb" DROP CONSTRAINT "pages_blocks_blurb_video_desktop_id_media_id_fk";
  
  ALTER TABLE "pages_blocks_blurb" DROP CONSTRAINT "pages_blocks_blurb_video_phone_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero_banner" DROP CONSTRAINT "_pages_v_blocks_hero_banner_video_desktop_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero_banner" DROP CONSTRAINT "_pages_v_blocks_hero_banner_video_phone_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_blurb" DROP CONSTRAINT "_pages_v_blocks_blurb_video_desktop_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_blurb" DROP CONSTRAINT "_pages_v_blocks_blurb_video_phone_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_story_tags_fk";
  
  DROP INDEX "pages_blocks_hero_banner_video_desktop_idx";
  DROP INDEX "pages_blocks_hero_banner_video_phone_idx";
  DROP INDEX "pages_blocks_blurb_video_desktop_idx";
  DROP INDEX "pages_blocks_blurb_video_phone_idx";
  DROP INDEX "_pages_v_blocks_hero_banner_video_desktop_idx";
  DROP INDEX "_pages_v_blocks_hero_banner_video_phone_idx";
  DROP INDEX "_pages_v_blocks_blurb_video_desktop_idx";
  DROP INDEX "_pages_v_blocks_blurb_video_phone_idx";
  DROP INDEX "payload_locked_documents_rels_stories_id_idx";
  DROP INDEX "payload_locked_documents_rels_story_tags_id_idx";
  ALTER TABLE "pages_blocks_hero_banner" DROP COLUMN "content";
  ALTER TABLE "pages_blocks_hero_banner" DROP COLUMN "video_desktop_id";
  ALTER TABLE "pages_blocks_hero_banner" DROP COLUMN "video_phone_id";
  ALTER TABLE "pages_blocks_hero_banner" DROP COLUMN "has_search_bar";
  ALTER TABLE "pages_blocks_hero_banner" DROP COLUMN "search_url";
  ALTER TABLE "pages_blocks_hero_banner" DROP COLUMN "search_placeholder";
  ALTER TABLE "pages_blocks_hero_banner" DROP COLUMN "search_placeholder_desktop";
  ALTER TABLE "pages_blocks_blurb" DROP COLUMN "variant";
  ALTER TABLE "pages_blocks_blurb" DROP COLUMN "video_desktop_id";
  ALTER TABLE "pages_blocks_blurb" DROP COLUMN "video_phone_id";
  ALTER TABLE "pages_blocks_blurb" DROP COLUMN "youtube_id";
  ALTER TABLE "pages_blocks_blurb" DROP COLUMN "has_control_bar";
  ALTER TABLE "pages_blocks_blurb" DROP COLUMN "use_text_animations";
  ALTER TABLE "pages_blocks_blurb" DROP COLUMN "use_media_animations";
  ALTER TABLE "pages_blocks_card_list_cards" DROP COLUMN "icon";
  ALTER TABLE "pages_blocks_card_list" DROP COLUMN "card_style";
  ALTER TABLE "pages_blocks_card_list" DROP COLUMN "per_row";
  ALTER TABLE "_pages_v_blocks_hero_banner" DROP COLUMN "content";
  ALTER TABLE "_pages_v_blocks_hero_banner" DROP COLUMN "video_desktop_id";
  ALTER TABLE "_pages_v_blocks_hero_banner" DROP COLUMN "video_phone_id";
  ALTER TABLE "_pages_v_blocks_hero_banner" DROP COLUMN "has_search_bar";
  ALTER TABLE "_pages_v_blocks_hero_banner" DROP COLUMN "search_url";
  ALTER TABLE "_pages_v_blocks_hero_banner" DROP COLUMN "search_placeholder";
  ALTER TABLE "_pages_v_blocks_hero_banner" DROP COLUMN "search_placeholder_desktop";
  ALTER TABLE "_pages_v_blocks_blurb" DROP COLUMN "variant";
  ALTER TABLE "_pages_v_blocks_blurb" DROP COLUMN "video_desktop_id";
  ALTER TABLE "_pages_v_blocks_blurb" DROP COLUMN "video_phone_id";
  ALTER TABLE "_pages_v_blocks_blurb" DROP COLUMN "youtube_id";
  ALTER TABLE "_pages_v_blocks_blurb" DROP COLUMN "has_control_bar";
  ALTER TABLE "_pages_v_blocks_blurb" DROP COLUMN "use_text_animations";
  ALTER TABLE "_pages_v_blocks_blurb" DROP COLUMN "use_media_animations";
  ALTER TABLE "_pages_v_blocks_card_list_cards" DROP COLUMN "icon";
  ALTER TABLE "_pages_v_blocks_card_list" DROP COLUMN "card_style";
  ALTER TABLE "_pages_v_blocks_card_list" DROP COLUMN "per_row";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "story_tags_id";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_content";
  DROP TYPE "public"."enum_pages_blocks_hero_carousel_slides_text_color";
  DROP TYPE "public"."enum_pages_blocks_hero_carousel_slides_button_type";
  DROP TYPE "public"."enum_pages_blocks_hero_carousel_slides_link_type";
  DROP TYPE "public"."enum_pages_blocks_hero_carousel_height";
  DROP TYPE "public"."enum_pages_blocks_hero_carousel_content_placement_x_axis";
  DROP TYPE "public"."enum_pages_blocks_hero_carousel_content_placement_y_axis";
  DROP TYPE "public"."enum_pages_blocks_blurb_variant";
  DROP TYPE "public"."enum_pages_blocks_car_model_card_cards_link_type";
  DROP TYPE "public"."enum_pages_blocks_card_list_cards_icon";
  DROP TYPE "public"."enum_pages_blocks_card_list_card_style";
  DROP TYPE "public"."enum_pages_blocks_card_list_per_row";
  DROP TYPE "public"."enum_pages_blocks_image_card_cards_link_type";
  DROP TYPE "public"."enum_pages_blocks_countdown_link_type";
  DROP TYPE "public"."enum_pages_blocks_countdown_background_color";
  DROP TYPE "public"."enum_pages_blocks_social_sharing_channels";
  DROP TYPE "public"."enum_pages_blocks_not_found_hero_link_type";
  DROP TYPE "public"."enum_pages_blocks_alert_banner_type";
  DROP TYPE "public"."enum_pages_blocks_alert_banner_icon";
  DROP TYPE "public"."enum_pages_blocks_alert_banner_link_type";
  DROP TYPE "public"."enum_pages_blocks_stories_list_layout";
  DROP TYPE "public"."enum_pages_blocks_stories_teaser_layout";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_content";
  DROP TYPE "public"."enum__pages_v_blocks_hero_carousel_slides_text_color";
  DROP TYPE "public"."enum__pages_v_blocks_hero_carousel_slides_button_type";
  DROP TYPE "public"."enum__pages_v_blocks_hero_carousel_slides_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_hero_carousel_height";
  DROP TYPE "public"."enum__pages_v_blocks_hero_carousel_content_placement_x_axis";
  DROP TYPE "public"."enum__pages_v_blocks_hero_carousel_content_placement_y_axis";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_variant";
  DROP TYPE "public"."enum__pages_v_blocks_car_model_card_cards_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_card_list_cards_icon";
  DROP TYPE "public"."enum__pages_v_blocks_card_list_card_style";
  DROP TYPE "public"."enum__pages_v_blocks_card_list_per_row";
  DROP TYPE "public"."enum__pages_v_blocks_image_card_cards_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_countdown_background_color";
  DROP TYPE "public"."enum__pages_v_blocks_social_sharing_channels";
  DROP TYPE "public"."enum__pages_v_blocks_not_found_hero_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_alert_banner_type";
  DROP TYPE "public"."enum__pages_v_blocks_alert_banner_icon";
  DROP TYPE "public"."enum__pages_v_blocks_alert_banner_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_stories_list_layout";
  DROP TYPE "public"."enum__pages_v_blocks_stories_teaser_layout";
  DROP TYPE "public"."enum_stories_status";
  DROP TYPE "public"."enum__stories_v_version_status";
  DROP TYPE "public"."enum__stories_v_published_locale";`)
}
