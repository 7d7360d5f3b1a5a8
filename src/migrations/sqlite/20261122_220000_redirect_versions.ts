import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Written by hand: `redirect_versions` holds one counter per site that triggers on `redirects` move on every
 * insert, update and delete, whoever writes (a save in the CMS, the CSV import, another process), so the
 * request pipeline's poll (tableVersion) reads one row instead of scanning the site's rules. Rules without a
 * site move nothing. The table is outside the CMS configuration on purpose, so this migration has no schema
 * snapshot: the next generated migration compares the configuration with the previous snapshot, which this
 * one leaves unchanged.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`redirect_versions\` (
  	\`site_id\` integer PRIMARY KEY NOT NULL,
  	\`version\` integer NOT NULL
  );
  `)
  // The sites that already have rules start at 1, so an upgraded database answers a version for them.
  await db.run(sql`INSERT INTO \`redirect_versions\` (\`site_id\`, \`version\`) SELECT DISTINCT \`site_id\`, 1 FROM \`redirects\` WHERE \`site_id\` IS NOT NULL;`)
  await db.run(sql`CREATE TRIGGER \`redirects_version_insert\` AFTER INSERT ON \`redirects\` WHEN NEW.\`site_id\` IS NOT NULL BEGIN
  	INSERT INTO \`redirect_versions\` (\`site_id\`, \`version\`) VALUES (NEW.\`site_id\`, 1)
  		ON CONFLICT (\`site_id\`) DO UPDATE SET \`version\` = \`version\` + 1;
  END;`)
  await db.run(sql`CREATE TRIGGER \`redirects_version_update\` AFTER UPDATE ON \`redirects\` BEGIN
  	INSERT INTO \`redirect_versions\` (\`site_id\`, \`version\`) SELECT OLD.\`site_id\`, 1 WHERE OLD.\`site_id\` IS NOT NULL
  		ON CONFLICT (\`site_id\`) DO UPDATE SET \`version\` = \`version\` + 1;
  	INSERT INTO \`redirect_versions\` (\`site_id\`, \`version\`) SELECT NEW.\`site_id\`, 1 WHERE NEW.\`site_id\` IS NOT NULL AND NEW.\`site_id\` IS NOT OLD.\`site_id\`
  		ON CONFLICT (\`site_id\`) DO UPDATE SET \`version\` = \`version\` + 1;
  END;`)
  await db.run(sql`CREATE TRIGGER \`redirects_version_delete\` AFTER DELETE ON \`redirects\` WHEN OLD.\`site_id\` IS NOT NULL BEGIN
  	INSERT INTO \`redirect_versions\` (\`site_id\`, \`version\`) VALUES (OLD.\`site_id\`, 1)
  		ON CONFLICT (\`site_id\`) DO UPDATE SET \`version\` = \`version\` + 1;
  END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER \`redirects_version_delete\`;`)
  await db.run(sql`DROP TRIGGER \`redirects_version_update\`;`)
  await db.run(sql`DROP TRIGGER \`redirects_version_insert\`;`)
  await db.run(sql`DROP TABLE \`redirect_versions\`;`)
}
