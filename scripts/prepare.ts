/**
 * Brings the database up to date before the server starts: applies the committed migrations, then seeds the
 * Nordvik Group demo when the database has no site yet. Run by `npm start` (scripts/start.ts).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { databaseKind } from '../src/lib/env'

import { ADMIN_EMAIL, seedDemo } from './seed/index'

const payload = await getPayload({ config })
try {
  await payload.db.migrate()
  const { totalDocs } = await payload.count({ collection: 'sites', overrideAccess: true })
  if (totalDocs === 0) {
    console.log('The database is empty: seeding the Nordvik Group demo …')
    const started = Date.now()
    const report = await seedDemo(payload, {
      port: Number(process.env.PORT ?? 3000),
      adminPassword: process.env.FORECOURT_ADMIN_PASSWORD,
      log: (line) => console.log(`  ${line}`),
    })
    console.log(`Seeded ${report.sites} sites, ${report.pages} pages, ${report.stories} stories, ${report.redirects} redirects, ${report.media} images, ${report.dictionary} dictionary entries, ${report.brands} brands, ${report.dealerSites} dealer sites and ${report.cars} cars in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
    if (report.adminPassword) {
      console.log(`\n  CMS login: ${ADMIN_EMAIL}\n  Password:  ${report.adminPassword}\n  (printed once; set FORECOURT_ADMIN_PASSWORD to choose it)\n`)
    }
  }
  const sites = (await payload.count({ collection: 'sites', overrideAccess: true })).totalDocs
  if (sites === 0) throw new Error('The database has no site after seeding: the server would answer nothing.')
  console.log(`The ${databaseKind()} database is up to date: ${sites} sites.`)
} finally {
  await payload.destroy()
}
// PostgreSQL: @payloadcms/db-postgres checks out a pool client when it connects and never releases it, and
// destroy() leaves its pool open (payloadcms/payload#11727), so that socket would keep this process from ever exiting.
process.exit(0)
