import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sites_finance_dealer_keys\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`dealer_name\` text NOT NULL,
  	\`dealer_key\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sites_finance_dealer_keys_order_idx\` ON \`sites_finance_dealer_keys\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sites_finance_dealer_keys_parent_id_idx\` ON \`sites_finance_dealer_keys\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sites_finance_dealer_keys_dealer_key_idx\` ON \`sites_finance_dealer_keys\` (\`dealer_key\`);`)
  await db.run(sql`CREATE TABLE \`sites_finance_products\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`family_key\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text DEFAULT 'HP' NOT NULL,
  	\`apr\` numeric NOT NULL,
  	\`document_fee\` numeric DEFAULT 0 NOT NULL,
  	\`option_to_purchase_fee\` numeric DEFAULT 0 NOT NULL,
  	\`term_min\` numeric NOT NULL,
  	\`term_max\` numeric NOT NULL,
  	\`term_step\` numeric NOT NULL,
  	\`term_default\` numeric NOT NULL,
  	\`deposit_min_percent\` numeric NOT NULL,
  	\`deposit_max_percent\` numeric NOT NULL,
  	\`deposit_default_percent\` numeric NOT NULL,
  	\`annual_mileage_default\` numeric DEFAULT 10000,
  	\`final_payment_percent_at12_months\` numeric DEFAULT 0,
  	\`final_payment_percent_lost_per_year\` numeric DEFAULT 0,
  	\`final_payment_percent_lost_per1000_miles\` numeric DEFAULT 0,
  	\`final_payment_min_percent\` numeric DEFAULT 0,
  	\`final_payment_base_mileage\` numeric DEFAULT 10000,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sites_finance_products_order_idx\` ON \`sites_finance_products\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sites_finance_products_parent_id_idx\` ON \`sites_finance_products\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sites_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sites_numbers_order_parent_idx\` ON \`sites_numbers\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`finance_lender\` text;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`finance_commission_disclosure\` text;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`finance_reserve_url\` text;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`finance_part_exchange_url\` text;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`finance_terms_template\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sites_finance_dealer_keys\`;`)
  await db.run(sql`DROP TABLE \`sites_finance_products\`;`)
  await db.run(sql`DROP TABLE \`sites_numbers\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`finance_lender\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`finance_commission_disclosure\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`finance_reserve_url\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`finance_part_exchange_url\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`finance_terms_template\`;`)
}
