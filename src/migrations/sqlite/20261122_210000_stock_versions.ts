import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Written by hand: `stock_versions` holds one counter per vehicle index that triggers on `cars` move on every
 * insert, update and delete, whoever writes (the stock import, a save in the CMS, another process), so the
 * search's poll (stockVersion) reads one row instead of scanning the index's cars. The table is outside the
 * CMS configuration on purpose, so this migration has no schema snapshot: the next generated migration
 * compares the configuration with the previous snapshot, which this one leaves unchanged.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`stock_versions\` (
  	\`vehicle_index\` text PRIMARY KEY NOT NULL,
  	\`version\` integer NOT NULL
  );
  `)
  // The indices already stocked start at 1, so an upgraded database answers a version for them.
  await db.run(sql`INSERT INTO \`stock_versions\` (\`vehicle_index\`, \`version\`) SELECT DISTINCT \`vehicle_index\`, 1 FROM \`cars\`;`)
  await db.run(sql`CREATE TRIGGER \`cars_stock_version_insert\` AFTER INSERT ON \`cars\` BEGIN
  	INSERT INTO \`stock_versions\` (\`vehicle_index\`, \`version\`) VALUES (NEW.\`vehicle_index\`, 1)
  		ON CONFLICT (\`vehicle_index\`) DO UPDATE SET \`version\` = \`version\` + 1;
  END;`)
  await db.run(sql`CREATE TRIGGER \`cars_stock_version_update\` AFTER UPDATE ON \`cars\` BEGIN
  	INSERT INTO \`stock_versions\` (\`vehicle_index\`, \`version\`) VALUES (OLD.\`vehicle_index\`, 1)
  		ON CONFLICT (\`vehicle_index\`) DO UPDATE SET \`version\` = \`version\` + 1;
  	INSERT INTO \`stock_versions\` (\`vehicle_index\`, \`version\`) SELECT NEW.\`vehicle_index\`, 1 WHERE NEW.\`vehicle_index\` IS NOT OLD.\`vehicle_index\`
  		ON CONFLICT (\`vehicle_index\`) DO UPDATE SET \`version\` = \`version\` + 1;
  END;`)
  await db.run(sql`CREATE TRIGGER \`cars_stock_version_delete\` AFTER DELETE ON \`cars\` BEGIN
  	INSERT INTO \`stock_versions\` (\`vehicle_index\`, \`version\`) VALUES (OLD.\`vehicle_index\`, 1)
  		ON CONFLICT (\`vehicle_index\`) DO UPDATE SET \`version\` = \`version\` + 1;
  END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER \`cars_stock_version_delete\`;`)
  await db.run(sql`DROP TRIGGER \`cars_stock_version_update\`;`)
  await db.run(sql`DROP TRIGGER \`cars_stock_version_insert\`;`)
  await db.run(sql`DROP TABLE \`stock_versions\`;`)
}
