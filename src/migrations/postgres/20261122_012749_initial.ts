import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('sv-SE', 'en', 'nb-NO', 'en-GB', 'fi-FI', 'sk-SK');
  CREATE TYPE "public"."enum_site_languages" AS ENUM('sv-SE', 'en', 'nb-NO', 'en-GB', 'fi-FI', 'sk-SK');
  CREATE TYPE "public"."enum_sites_brand_themes" AS ENUM('mercedes', 'smart', 'mini', 'bmw');
  CREATE TYPE "public"."enum_sites_type" AS ENUM('dealer', 'used-car-retail', 'auction', 'partner', 'group');
  CREATE TYPE "public"."enum_sites_country" AS ENUM('SE', 'NO', 'GB', 'FI', 'SK');
  CREATE TYPE "public"."enum_sites_default_locale" AS ENUM('sv-SE', 'en', 'nb-NO', 'en-GB', 'fi-FI', 'sk-SK');
  CREATE TYPE "public"."enum_sites_font_pair" AS ENUM('nordic', 'editorial', 'modern', 'classic');
  CREATE TYPE "public"."enum_sites_theme" AS ENUM('nordvik', 'fjord', 'granite', 'birch', 'tatra', 'mercedes', 'smart', 'mini', 'bmw');
  CREATE TYPE "public"."enum_pages_blocks_hero_banner_title_tag" AS ENUM('h1', 'h2', 'h3');
  CREATE TYPE "public"."enum_pages_blocks_hero_banner_text_color" AS ENUM('White', 'Black');
  CREATE TYPE "public"."enum_pages_blocks_hero_banner_button_type" AS ENUM('Primary', 'Secondary', 'Ghost', 'Ghost Contrast');
  CREATE TYPE "public"."enum_pages_blocks_hero_banner_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_pages_blocks_hero_banner_content_placement" AS ENUM('Top', 'Center', 'Bottom');
  CREATE TYPE "public"."enum_pages_blocks_hero_banner_variant" AS ENUM('Default', 'FullScreen');
  CREATE TYPE "public"."enum_pages_blocks_rich_text_width" AS ENUM('narrow', 'wide');
  CREATE TYPE "public"."enum_pages_blocks_blurb_title_tag" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_pages_blocks_blurb_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_pages_blocks_blurb_background_color" AS ENUM('None', 'BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3');
  CREATE TYPE "public"."enum_pages_blocks_card_list_cards_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum_pages_blocks_card_list_variant" AS ENUM('Default', 'Card With Borders', 'Gray background');
  CREATE TYPE "public"."enum_pages_brand_design" AS ENUM('mercedes', 'smart', 'mini', 'bmw');
  CREATE TYPE "public"."enum_pages_external_link_linktype" AS ENUM('external', 'internal', 'media', 'anchor', 'mailto');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_title_tag" AS ENUM('h1', 'h2', 'h3');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_text_color" AS ENUM('White', 'Black');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_button_type" AS ENUM('Primary', 'Secondary', 'Ghost', 'Ghost Contrast');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_content_placement" AS ENUM('Top', 'Center', 'Bottom');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_banner_variant" AS ENUM('Default', 'FullScreen');
  CREATE TYPE "public"."enum__pages_v_blocks_rich_text_width" AS ENUM('narrow', 'wide');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_title_tag" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_blurb_background_color" AS ENUM('None', 'BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3');
  CREATE TYPE "public"."enum__pages_v_blocks_card_list_cards_link_type" AS ENUM('internal', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_card_list_variant" AS ENUM('Default', 'Card With Borders', 'Gray background');
  CREATE TYPE "public"."enum__pages_v_version_brand_design" AS ENUM('mercedes', 'smart', 'mini', 'bmw');
  CREATE TYPE "public"."enum__pages_v_version_external_link_linktype" AS ENUM('external', 'internal', 'media', 'anchor', 'mailto');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('sv-SE', 'en', 'nb-NO', 'en-GB', 'fi-FI', 'sk-SK');
  CREATE TYPE "public"."enum_dictionary_language" AS ENUM('sv-SE', 'en', 'nb-NO', 'en-GB', 'fi-FI', 'sk-SK');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  CREATE TABLE "sites_hostnames" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hostname" varchar NOT NULL
  );
  
  CREATE TABLE "site_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_site_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sites_brand_themes" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sites_brand_themes",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"type" "enum_sites_type" DEFAULT 'dealer' NOT NULL,
  	"country" "enum_sites_country" NOT NULL,
  	"url" varchar NOT NULL,
  	"default_locale" "enum_sites_default_locale" NOT NULL,
  	"title_template" varchar,
  	"gtm_i_d" varchar,
  	"logo_id" integer,
  	"favicon_id" integer,
  	"not_found_page_id" integer,
  	"path_to_car_list" varchar,
  	"path_to_car_detail" varchar,
  	"vehicle_index" varchar,
  	"site_search_index" varchar,
  	"font_pair" "enum_sites_font_pair" DEFAULT 'nordic' NOT NULL,
  	"theme" "enum_sites_theme" DEFAULT 'nordvik' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum_pages_blocks_hero_banner_title_tag" DEFAULT 'h1',
  	"text_color" "enum_pages_blocks_hero_banner_text_color" DEFAULT 'White',
  	"button_type" "enum_pages_blocks_hero_banner_button_type" DEFAULT 'Primary',
  	"text" varchar,
  	"link_type" "enum_pages_blocks_hero_banner_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"image_id" integer,
  	"image_phone_id" integer,
  	"content_placement" "enum_pages_blocks_hero_banner_content_placement" DEFAULT 'Center',
  	"variant" "enum_pages_blocks_hero_banner_variant" DEFAULT 'Default',
  	"center_content" boolean,
  	"has_margin_top" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"width" "enum_pages_blocks_rich_text_width" DEFAULT 'narrow',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_blurb" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum_pages_blocks_blurb_title_tag" DEFAULT 'h2',
  	"rich_text" jsonb,
  	"link_type" "enum_pages_blocks_blurb_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"image_desktop_id" integer,
  	"image_phone_id" integer,
  	"reverse" boolean,
  	"background_color" "enum_pages_blocks_blurb_background_color" DEFAULT 'None',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_card_list_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"text" varchar,
  	"link_type" "enum_pages_blocks_card_list_cards_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"button_text" varchar
  );
  
  CREATE TABLE "pages_blocks_card_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"variant" "enum_pages_blocks_card_list_variant" DEFAULT 'Default',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"og_image_id" integer,
  	"canonical_u_r_l" varchar,
  	"brand_design" "enum_pages_brand_design",
  	"hide_in_navigation" boolean,
  	"should_be_navigable_in_menu_when_it_has_children" boolean DEFAULT true,
  	"sort_order" numeric DEFAULT 100,
  	"external_link_href" varchar,
  	"external_link_linktype" "enum_pages_external_link_linktype",
  	"site_id" integer,
  	"parent_id" integer,
  	"slug" varchar,
  	"path" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"nav_title" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"og_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_hero_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum__pages_v_blocks_hero_banner_title_tag" DEFAULT 'h1',
  	"text_color" "enum__pages_v_blocks_hero_banner_text_color" DEFAULT 'White',
  	"button_type" "enum__pages_v_blocks_hero_banner_button_type" DEFAULT 'Primary',
  	"text" varchar,
  	"link_type" "enum__pages_v_blocks_hero_banner_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"image_id" integer,
  	"image_phone_id" integer,
  	"content_placement" "enum__pages_v_blocks_hero_banner_content_placement" DEFAULT 'Center',
  	"variant" "enum__pages_v_blocks_hero_banner_variant" DEFAULT 'Default',
  	"center_content" boolean,
  	"has_margin_top" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"width" "enum__pages_v_blocks_rich_text_width" DEFAULT 'narrow',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_blurb" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"title_tag" "enum__pages_v_blocks_blurb_title_tag" DEFAULT 'h2',
  	"rich_text" jsonb,
  	"link_type" "enum__pages_v_blocks_blurb_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"image_desktop_id" integer,
  	"image_phone_id" integer,
  	"reverse" boolean,
  	"background_color" "enum__pages_v_blocks_blurb_background_color" DEFAULT 'None',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_card_list_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"text" varchar,
  	"link_type" "enum__pages_v_blocks_card_list_cards_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"button_text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_card_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"variant" "enum__pages_v_blocks_card_list_variant" DEFAULT 'Default',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_og_image_id" integer,
  	"version_canonical_u_r_l" varchar,
  	"version_brand_design" "enum__pages_v_version_brand_design",
  	"version_hide_in_navigation" boolean,
  	"version_should_be_navigable_in_menu_when_it_has_children" boolean DEFAULT true,
  	"version_sort_order" numeric DEFAULT 100,
  	"version_external_link_href" varchar,
  	"version_external_link_linktype" "enum__pages_v_version_external_link_linktype",
  	"version_site_id" integer,
  	"version_parent_id" integer,
  	"version_slug" varchar,
  	"version_path" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_nav_title" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_og_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"caption" varchar,
  	"site_id" integer NOT NULL,
  	"blur_data_u_r_l" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_w320_url" varchar,
  	"sizes_w320_width" numeric,
  	"sizes_w320_height" numeric,
  	"sizes_w320_mime_type" varchar,
  	"sizes_w320_filesize" numeric,
  	"sizes_w320_filename" varchar,
  	"sizes_w640_url" varchar,
  	"sizes_w640_width" numeric,
  	"sizes_w640_height" numeric,
  	"sizes_w640_mime_type" varchar,
  	"sizes_w640_filesize" numeric,
  	"sizes_w640_filename" varchar,
  	"sizes_w1280_url" varchar,
  	"sizes_w1280_width" numeric,
  	"sizes_w1280_height" numeric,
  	"sizes_w1280_mime_type" varchar,
  	"sizes_w1280_filesize" numeric,
  	"sizes_w1280_filename" varchar,
  	"sizes_w1920_url" varchar,
  	"sizes_w1920_width" numeric,
  	"sizes_w1920_height" numeric,
  	"sizes_w1920_mime_type" varchar,
  	"sizes_w1920_filesize" numeric,
  	"sizes_w1920_filename" varchar
  );
  
  CREATE TABLE "dictionary" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"value" varchar NOT NULL,
  	"language" "enum_dictionary_language" NOT NULL,
  	"site_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"enable_a_p_i_key" boolean,
  	"api_key" varchar,
  	"api_key_index" varchar,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer,
  	"pages_id" integer,
  	"media_id" integer,
  	"dictionary_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sites_hostnames" ADD CONSTRAINT "sites_hostnames_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_languages" ADD CONSTRAINT "site_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_brand_themes" ADD CONSTRAINT "sites_brand_themes_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_favicon_id_media_id_fk" FOREIGN KEY ("favicon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_not_found_page_id_pages_id_fk" FOREIGN KEY ("not_found_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner" ADD CONSTRAINT "pages_blocks_hero_banner_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner" ADD CONSTRAINT "pages_blocks_hero_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner" ADD CONSTRAINT "pages_blocks_hero_banner_image_phone_id_media_id_fk" FOREIGN KEY ("image_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_banner" ADD CONSTRAINT "pages_blocks_hero_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_blurb" ADD CONSTRAINT "pages_blocks_blurb_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_blurb" ADD CONSTRAINT "pages_blocks_blurb_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_blurb" ADD CONSTRAINT "pages_blocks_blurb_image_phone_id_media_id_fk" FOREIGN KEY ("image_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_blurb" ADD CONSTRAINT "pages_blocks_blurb_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_list_cards" ADD CONSTRAINT "pages_blocks_card_list_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_list_cards" ADD CONSTRAINT "pages_blocks_card_list_cards_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_list_cards" ADD CONSTRAINT "pages_blocks_card_list_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_list" ADD CONSTRAINT "pages_blocks_card_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_og_image_id_media_id_fk" FOREIGN KEY ("og_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD CONSTRAINT "_pages_v_blocks_hero_banner_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD CONSTRAINT "_pages_v_blocks_hero_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD CONSTRAINT "_pages_v_blocks_hero_banner_image_phone_id_media_id_fk" FOREIGN KEY ("image_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_banner" ADD CONSTRAINT "_pages_v_blocks_hero_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blurb" ADD CONSTRAINT "_pages_v_blocks_blurb_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blurb" ADD CONSTRAINT "_pages_v_blocks_blurb_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blurb" ADD CONSTRAINT "_pages_v_blocks_blurb_image_phone_id_media_id_fk" FOREIGN KEY ("image_phone_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_blurb" ADD CONSTRAINT "_pages_v_blocks_blurb_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_list_cards" ADD CONSTRAINT "_pages_v_blocks_card_list_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_list_cards" ADD CONSTRAINT "_pages_v_blocks_card_list_cards_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_list_cards" ADD CONSTRAINT "_pages_v_blocks_card_list_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_list" ADD CONSTRAINT "_pages_v_blocks_card_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_og_image_id_media_id_fk" FOREIGN KEY ("version_og_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_parent_id_pages_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dictionary" ADD CONSTRAINT "dictionary_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dictionary_fk" FOREIGN KEY ("dictionary_id") REFERENCES "public"."dictionary"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_hostnames_order_idx" ON "sites_hostnames" USING btree ("_order");
  CREATE INDEX "sites_hostnames_parent_id_idx" ON "sites_hostnames" USING btree ("_parent_id");
  CREATE INDEX "site_languages_order_idx" ON "site_languages" USING btree ("order");
  CREATE INDEX "site_languages_parent_idx" ON "site_languages" USING btree ("parent_id");
  CREATE INDEX "sites_brand_themes_order_idx" ON "sites_brand_themes" USING btree ("order");
  CREATE INDEX "sites_brand_themes_parent_idx" ON "sites_brand_themes" USING btree ("parent_id");
  CREATE UNIQUE INDEX "sites_key_idx" ON "sites" USING btree ("key");
  CREATE INDEX "sites_logo_idx" ON "sites" USING btree ("logo_id");
  CREATE INDEX "sites_favicon_idx" ON "sites" USING btree ("favicon_id");
  CREATE INDEX "sites_not_found_page_idx" ON "sites" USING btree ("not_found_page_id");
  CREATE INDEX "sites_updated_at_idx" ON "sites" USING btree ("updated_at");
  CREATE INDEX "sites_created_at_idx" ON "sites" USING btree ("created_at");
  CREATE INDEX "pages_blocks_hero_banner_order_idx" ON "pages_blocks_hero_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_banner_parent_id_idx" ON "pages_blocks_hero_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_banner_path_idx" ON "pages_blocks_hero_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_banner_locale_idx" ON "pages_blocks_hero_banner" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_banner_link_link_page_idx" ON "pages_blocks_hero_banner" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_hero_banner_image_idx" ON "pages_blocks_hero_banner" USING btree ("image_id");
  CREATE INDEX "pages_blocks_hero_banner_image_phone_idx" ON "pages_blocks_hero_banner" USING btree ("image_phone_id");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_rich_text_locale_idx" ON "pages_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "pages_blocks_blurb_order_idx" ON "pages_blocks_blurb" USING btree ("_order");
  CREATE INDEX "pages_blocks_blurb_parent_id_idx" ON "pages_blocks_blurb" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_blurb_path_idx" ON "pages_blocks_blurb" USING btree ("_path");
  CREATE INDEX "pages_blocks_blurb_locale_idx" ON "pages_blocks_blurb" USING btree ("_locale");
  CREATE INDEX "pages_blocks_blurb_link_link_page_idx" ON "pages_blocks_blurb" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_blurb_image_desktop_idx" ON "pages_blocks_blurb" USING btree ("image_desktop_id");
  CREATE INDEX "pages_blocks_blurb_image_phone_idx" ON "pages_blocks_blurb" USING btree ("image_phone_id");
  CREATE INDEX "pages_blocks_card_list_cards_order_idx" ON "pages_blocks_card_list_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_card_list_cards_parent_id_idx" ON "pages_blocks_card_list_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_card_list_cards_locale_idx" ON "pages_blocks_card_list_cards" USING btree ("_locale");
  CREATE INDEX "pages_blocks_card_list_cards_image_idx" ON "pages_blocks_card_list_cards" USING btree ("image_id");
  CREATE INDEX "pages_blocks_card_list_cards_link_link_page_idx" ON "pages_blocks_card_list_cards" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_card_list_order_idx" ON "pages_blocks_card_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_card_list_parent_id_idx" ON "pages_blocks_card_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_card_list_path_idx" ON "pages_blocks_card_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_card_list_locale_idx" ON "pages_blocks_card_list" USING btree ("_locale");
  CREATE INDEX "pages_og_image_idx" ON "pages" USING btree ("og_image_id");
  CREATE INDEX "pages_site_idx" ON "pages" USING btree ("site_id");
  CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");
  CREATE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_path_idx" ON "pages" USING btree ("path");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE UNIQUE INDEX "site_path_idx" ON "pages" USING btree ("site_id","path");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_order_idx" ON "_pages_v_blocks_hero_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_banner_parent_id_idx" ON "_pages_v_blocks_hero_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_path_idx" ON "_pages_v_blocks_hero_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_banner_locale_idx" ON "_pages_v_blocks_hero_banner" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_banner_link_link_page_idx" ON "_pages_v_blocks_hero_banner" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_image_idx" ON "_pages_v_blocks_hero_banner" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_banner_image_phone_idx" ON "_pages_v_blocks_hero_banner" USING btree ("image_phone_id");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rich_text_locale_idx" ON "_pages_v_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_blurb_order_idx" ON "_pages_v_blocks_blurb" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_blurb_parent_id_idx" ON "_pages_v_blocks_blurb" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_blurb_path_idx" ON "_pages_v_blocks_blurb" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_blurb_locale_idx" ON "_pages_v_blocks_blurb" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_blurb_link_link_page_idx" ON "_pages_v_blocks_blurb" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_blurb_image_desktop_idx" ON "_pages_v_blocks_blurb" USING btree ("image_desktop_id");
  CREATE INDEX "_pages_v_blocks_blurb_image_phone_idx" ON "_pages_v_blocks_blurb" USING btree ("image_phone_id");
  CREATE INDEX "_pages_v_blocks_card_list_cards_order_idx" ON "_pages_v_blocks_card_list_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_card_list_cards_parent_id_idx" ON "_pages_v_blocks_card_list_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_card_list_cards_locale_idx" ON "_pages_v_blocks_card_list_cards" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_card_list_cards_image_idx" ON "_pages_v_blocks_card_list_cards" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_card_list_cards_link_link_page_idx" ON "_pages_v_blocks_card_list_cards" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_card_list_order_idx" ON "_pages_v_blocks_card_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_card_list_parent_id_idx" ON "_pages_v_blocks_card_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_card_list_path_idx" ON "_pages_v_blocks_card_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_card_list_locale_idx" ON "_pages_v_blocks_card_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_og_image_idx" ON "_pages_v" USING btree ("version_og_image_id");
  CREATE INDEX "_pages_v_version_version_site_idx" ON "_pages_v" USING btree ("version_site_id");
  CREATE INDEX "_pages_v_version_version_parent_idx" ON "_pages_v" USING btree ("version_parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v" USING btree ("version_path");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "version_site_version_path_idx" ON "_pages_v" USING btree ("version_site_id","version_path");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_site_idx" ON "media" USING btree ("site_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_w320_sizes_w320_filename_idx" ON "media" USING btree ("sizes_w320_filename");
  CREATE INDEX "media_sizes_w640_sizes_w640_filename_idx" ON "media" USING btree ("sizes_w640_filename");
  CREATE INDEX "media_sizes_w1280_sizes_w1280_filename_idx" ON "media" USING btree ("sizes_w1280_filename");
  CREATE INDEX "media_sizes_w1920_sizes_w1920_filename_idx" ON "media" USING btree ("sizes_w1920_filename");
  CREATE INDEX "dictionary_key_idx" ON "dictionary" USING btree ("key");
  CREATE INDEX "dictionary_site_idx" ON "dictionary" USING btree ("site_id");
  CREATE INDEX "dictionary_updated_at_idx" ON "dictionary" USING btree ("updated_at");
  CREATE INDEX "dictionary_created_at_idx" ON "dictionary" USING btree ("created_at");
  CREATE UNIQUE INDEX "site_language_key_idx" ON "dictionary" USING btree ("site_id","language","key");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "users_rels_order_idx" ON "users_rels" USING btree ("order");
  CREATE INDEX "users_rels_parent_idx" ON "users_rels" USING btree ("parent_id");
  CREATE INDEX "users_rels_path_idx" ON "users_rels" USING btree ("path");
  CREATE INDEX "users_rels_sites_id_idx" ON "users_rels" USING btree ("sites_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_sites_id_idx" ON "payload_locked_documents_rels" USING btree ("sites_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_dictionary_id_idx" ON "payload_locked_documents_rels" USING btree ("dictionary_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "sites_hostnames" CASCADE;
  DROP TABLE "site_languages" CASCADE;
  DROP TABLE "sites_brand_themes" CASCADE;
  DROP TABLE "sites" CASCADE;
  DROP TABLE "pages_blocks_hero_banner" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_blurb" CASCADE;
  DROP TABLE "pages_blocks_card_list_cards" CASCADE;
  DROP TABLE "pages_blocks_card_list" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_blurb" CASCADE;
  DROP TABLE "_pages_v_blocks_card_list_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_card_list" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "dictionary" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "users_rels" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_site_languages";
  DROP TYPE "public"."enum_sites_brand_themes";
  DROP TYPE "public"."enum_sites_type";
  DROP TYPE "public"."enum_sites_country";
  DROP TYPE "public"."enum_sites_default_locale";
  DROP TYPE "public"."enum_sites_font_pair";
  DROP TYPE "public"."enum_sites_theme";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_title_tag";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_text_color";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_button_type";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_link_type";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_content_placement";
  DROP TYPE "public"."enum_pages_blocks_hero_banner_variant";
  DROP TYPE "public"."enum_pages_blocks_rich_text_width";
  DROP TYPE "public"."enum_pages_blocks_blurb_title_tag";
  DROP TYPE "public"."enum_pages_blocks_blurb_link_type";
  DROP TYPE "public"."enum_pages_blocks_blurb_background_color";
  DROP TYPE "public"."enum_pages_blocks_card_list_cards_link_type";
  DROP TYPE "public"."enum_pages_blocks_card_list_variant";
  DROP TYPE "public"."enum_pages_brand_design";
  DROP TYPE "public"."enum_pages_external_link_linktype";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_title_tag";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_text_color";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_button_type";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_content_placement";
  DROP TYPE "public"."enum__pages_v_blocks_hero_banner_variant";
  DROP TYPE "public"."enum__pages_v_blocks_rich_text_width";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_title_tag";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_blurb_background_color";
  DROP TYPE "public"."enum__pages_v_blocks_card_list_cards_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_card_list_variant";
  DROP TYPE "public"."enum__pages_v_version_brand_design";
  DROP TYPE "public"."enum__pages_v_version_external_link_linktype";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_dictionary_language";
  DROP TYPE "public"."enum_users_roles";`)
}
