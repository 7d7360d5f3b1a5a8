/**
 * `npm run migrate:create -- <name>`: writes the migration for a schema change for both databases, SQLite
 * and PostgreSQL, from the same CMS configuration. Neither database has to be running.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const name = process.argv[2]
if (!name || !/^[a-z0-9_-]+$/i.test(name)) {
  console.error('Give the migration a name: npm run migrate:create -- add_stories')
  process.exit(1)
}
const root = path.resolve(import.meta.dirname, '..')
const targets = {
  sqlite: 'file:./data/migration-scratch.db',
  // Only the dialect matters: creating a migration compares the configuration with the last snapshot.
  postgres: 'postgres://forecourt@127.0.0.1:1/forecourt',
}
for (const [database, url] of Object.entries(targets)) {
  console.log(`Creating the ${database} migration …`)
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), 'migrate:create', name, '--skip-empty'], {
    cwd: root,
    // See scripts/start.ts: Lexical's production build loads without a top-level await.
    env: { ...process.env, DATABASE_URL: url, NODE_OPTIONS: [process.env.NODE_OPTIONS, '--conditions=production'].filter(Boolean).join(' ') },
    stdio: 'inherit',
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
