import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "users_sites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"site_id" integer
  );
  
  -- An editor keeps their sites: each of their site relations becomes a row of the plugin's sites array.
  INSERT INTO "users_sites" ("_order", "_parent_id", "id", "site_id")
    SELECT coalesce("order", "id"), "parent_id", substr(md5(random()::text || clock_timestamp()::text || "id"::text), 1, 24), "sites_id"
    FROM "users_rels" WHERE "path" = 'sites' AND "sites_id" IS NOT NULL;
  DROP TABLE "users_rels" CASCADE;
  ALTER TABLE "users_sites" ADD CONSTRAINT "users_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sites" ADD CONSTRAINT "users_sites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sites_order_idx" ON "users_sites" USING btree ("_order");
  CREATE INDEX "users_sites_parent_id_idx" ON "users_sites" USING btree ("_parent_id");
  CREATE INDEX "users_sites_site_idx" ON "users_sites" USING btree ("site_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer
  );
  
  INSERT INTO "users_rels" ("order", "parent_id", "path", "sites_id")
    SELECT "_order", "_parent_id", 'sites', "site_id" FROM "users_sites" WHERE "site_id" IS NOT NULL;
  DROP TABLE "users_sites" CASCADE;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_rels_order_idx" ON "users_rels" USING btree ("order");
  CREATE INDEX "users_rels_parent_idx" ON "users_rels" USING btree ("parent_id");
  CREATE INDEX "users_rels_path_idx" ON "users_rels" USING btree ("path");
  CREATE INDEX "users_rels_sites_id_idx" ON "users_rels" USING btree ("sites_id");`)
}
