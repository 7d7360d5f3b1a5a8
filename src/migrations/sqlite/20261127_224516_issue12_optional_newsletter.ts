import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_service_request_form\` DROP COLUMN \`texts_newsletter_required\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_service_request_form\` DROP COLUMN \`texts_newsletter_required\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_service_request_form\` ADD \`texts_newsletter_required\` text DEFAULT 'Du må krysse av her for å sende forespørselen.';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_service_request_form\` ADD \`texts_newsletter_required\` text DEFAULT 'Du må krysse av her for å sende forespørselen.';`)
}
