import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_service_request_form" DROP COLUMN "texts_newsletter_required";
  ALTER TABLE "_pages_v_blocks_service_request_form" DROP COLUMN "texts_newsletter_required";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_service_request_form" ADD COLUMN "texts_newsletter_required" varchar DEFAULT 'Du må krysse av her for å sende forespørselen.';
  ALTER TABLE "_pages_v_blocks_service_request_form" ADD COLUMN "texts_newsletter_required" varchar DEFAULT 'Du må krysse av her for å sende forespørselen.';`)
}
