import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand: `stock_versions` holds one counter per vehicle index that triggers on `cars` move on every
 * insert, update and delete, whoever writes (the stock import, a save in the CMS, another instance), so the
 * search's poll (stockVersion) reads one row instead of scanning the index's cars. The table is outside the
 * CMS configuration on purpose, so this migration has no schema snapshot: the next generated migration
 * compares the configuration with the previous snapshot, which this one leaves unchanged.
 *
 * Statement-level triggers: an import writing 100,000 cars moves each index it touched once per statement,
 * not 100,000 times. PostgreSQL allows transition tables only on single-event triggers, hence three. The
 * counters are locked in vehicle_index order, so statements touching several indices cannot deadlock.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "stock_versions" (
  	"vehicle_index" text PRIMARY KEY NOT NULL,
  	"version" bigint NOT NULL
  );
  
  INSERT INTO "stock_versions" ("vehicle_index", "version") SELECT DISTINCT "vehicle_index"::text, 1 FROM "cars";
  
  CREATE FUNCTION "cars_stock_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO "stock_versions" ("vehicle_index", "version")
        SELECT DISTINCT "vehicle_index"::text, 1 FROM "cars_inserted" ORDER BY 1
        ON CONFLICT ("vehicle_index") DO UPDATE SET "version" = "stock_versions"."version" + 1;
    ELSIF TG_OP = 'UPDATE' THEN
      INSERT INTO "stock_versions" ("vehicle_index", "version")
        SELECT "vehicle_index"::text, 1 FROM "cars_before" UNION SELECT "vehicle_index"::text, 1 FROM "cars_after" ORDER BY 1
        ON CONFLICT ("vehicle_index") DO UPDATE SET "version" = "stock_versions"."version" + 1;
    ELSE
      INSERT INTO "stock_versions" ("vehicle_index", "version")
        SELECT DISTINCT "vehicle_index"::text, 1 FROM "cars_deleted" ORDER BY 1
        ON CONFLICT ("vehicle_index") DO UPDATE SET "version" = "stock_versions"."version" + 1;
    END IF;
    RETURN NULL;
  END
  $$;
  
  CREATE TRIGGER "cars_stock_version_insert" AFTER INSERT ON "cars"
    REFERENCING NEW TABLE AS "cars_inserted" FOR EACH STATEMENT EXECUTE FUNCTION "cars_stock_version_bump"();
  CREATE TRIGGER "cars_stock_version_update" AFTER UPDATE ON "cars"
    REFERENCING OLD TABLE AS "cars_before" NEW TABLE AS "cars_after" FOR EACH STATEMENT EXECUTE FUNCTION "cars_stock_version_bump"();
  CREATE TRIGGER "cars_stock_version_delete" AFTER DELETE ON "cars"
    REFERENCING OLD TABLE AS "cars_deleted" FOR EACH STATEMENT EXECUTE FUNCTION "cars_stock_version_bump"();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER "cars_stock_version_delete" ON "cars";
  DROP TRIGGER "cars_stock_version_update" ON "cars";
  DROP TRIGGER "cars_stock_version_insert" ON "cars";
  DROP FUNCTION "cars_stock_version_bump"();
  DROP TABLE "stock_versions";`)
}
