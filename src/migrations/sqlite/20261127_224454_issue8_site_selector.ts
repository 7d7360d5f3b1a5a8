import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_sites\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`site_id\` integer,
  	FOREIGN KEY (\`site_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sites_order_idx\` ON \`users_sites\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sites_parent_id_idx\` ON \`users_sites\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_sites_site_idx\` ON \`users_sites\` (\`site_id\`);`)
  // An editor keeps their sites: each of their site relations becomes a row of the plugin's sites array.
  await db.run(sql`INSERT INTO \`users_sites\` (\`_order\`, \`_parent_id\`, \`id\`, \`site_id\`) SELECT coalesce(\`order\`, \`id\`), \`parent_id\`, lower(hex(randomblob(12))), \`sites_id\` FROM \`users_rels\` WHERE \`path\` = 'sites' AND \`sites_id\` IS NOT NULL;`)
  await db.run(sql`DROP TABLE \`users_rels\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sites_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_rels_order_idx\` ON \`users_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_parent_idx\` ON \`users_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_path_idx\` ON \`users_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_sites_id_idx\` ON \`users_rels\` (\`sites_id\`);`)
  await db.run(sql`INSERT INTO \`users_rels\` (\`order\`, \`parent_id\`, \`path\`, \`sites_id\`) SELECT \`_order\`, \`_parent_id\`, 'sites', \`site_id\` FROM \`users_sites\` WHERE \`site_id\` IS NOT NULL;`)
  await db.run(sql`DROP TABLE \`users_sites\`;`)
}
