import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand: `redirect_versions` holds one counter per site that triggers on `redirects` move on every
 * insert, update and delete, whoever writes (a save in the CMS, the CSV import, another instance), so the
 * request pipeline's poll (tableVersion) reads one row instead of scanning the site's rules. Rules without a
 * site move nothing. The table is outside the CMS configuration on purpose, so this migration has no schema
 * snapshot: the next generated migration compares the configuration with the previous snapshot, which this
 * one leaves unchanged.
 *
 * Statement-level triggers: an import writing 100,000 rules moves its site once per statement, not 100,000
 * times. PostgreSQL allows transition tables only on single-event triggers, hence three. The counters are
 * locked in site_id order, so statements touching several sites cannot deadlock.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "redirect_versions" (
  	"site_id" integer PRIMARY KEY NOT NULL,
  	"version" bigint NOT NULL
  );
  
  INSERT INTO "redirect_versions" ("site_id", "version") SELECT DISTINCT "site_id", 1 FROM "redirects" WHERE "site_id" IS NOT NULL;
  
  CREATE FUNCTION "redirects_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO "redirect_versions" ("site_id", "version")
        SELECT DISTINCT "site_id", 1 FROM "redirects_inserted" WHERE "site_id" IS NOT NULL ORDER BY 1
        ON CONFLICT ("site_id") DO UPDATE SET "version" = "redirect_versions"."version" + 1;
    ELSIF TG_OP = 'UPDATE' THEN
      INSERT INTO "redirect_versions" ("site_id", "version")
        SELECT "site_id", 1 FROM "redirects_before" WHERE "site_id" IS NOT NULL
        UNION SELECT "site_id", 1 FROM "redirects_after" WHERE "site_id" IS NOT NULL ORDER BY 1
        ON CONFLICT ("site_id") DO UPDATE SET "version" = "redirect_versions"."version" + 1;
    ELSE
      INSERT INTO "redirect_versions" ("site_id", "version")
        SELECT DISTINCT "site_id", 1 FROM "redirects_deleted" WHERE "site_id" IS NOT NULL ORDER BY 1
        ON CONFLICT ("site_id") DO UPDATE SET "version" = "redirect_versions"."version" + 1;
    END IF;
    RETURN NULL;
  END
  $$;
  
  CREATE TRIGGER "redirects_version_insert" AFTER INSERT ON "redirects"
    REFERENCING NEW TABLE AS "redirects_inserted" FOR EACH STATEMENT EXECUTE FUNCTION "redirects_version_bump"();
  CREATE TRIGGER "redirects_version_update" AFTER UPDATE ON "redirects"
    REFERENCING OLD TABLE AS "redirects_before" NEW TABLE AS "redirects_after" FOR EACH STATEMENT EXECUTE FUNCTION "redirects_version_bump"();
  CREATE TRIGGER "redirects_version_delete" AFTER DELETE ON "redirects"
    REFERENCING OLD TABLE AS "redirects_deleted" FOR EACH STATEMENT EXECUTE FUNCTION "redirects_version_bump"();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER "redirects_version_delete" ON "redirects";
  DROP TRIGGER "redirects_version_update" ON "redirects";
  DROP TRIGGER "redirects_version_insert" ON "redirects";
  DROP FUNCTION "redirects_version_bump"();
  DROP TABLE "redirect_versions";`)
}
