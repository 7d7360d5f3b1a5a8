import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" ADD COLUMN "price_rating" boolean DEFAULT true;
  ALTER TABLE "sites" ADD COLUMN "valuation_dealer_margin" numeric DEFAULT 12;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" DROP COLUMN "price_rating";
  ALTER TABLE "sites" DROP COLUMN "valuation_dealer_margin";`)
}
