import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sites\` ADD \`price_rating\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`valuation_dealer_margin\` numeric DEFAULT 12;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`price_rating\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`valuation_dealer_margin\`;`)
}
