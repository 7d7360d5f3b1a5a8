/**
 * Brings the database up to date before the server starts: applies the committed migrations, then, on a database
 * with no site yet, seeds the Nordvik Group demo in demo mode, or in a production deployment only creates the CMS
 * admin when the database has no user (so nobody else can claim the CMS's first account). Run by `npm start`
 * (scripts/start.ts).
 */
import { randomBytes } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { databaseKind, isDemoMode } from '../src/lib/env'

import { ADMIN_EMAIL, seedDemo } from './seed/index'

function printPassword(password: string) {
  console.log(`\n  CMS login: ${ADMIN_EMAIL}\n  Password:  ${password}\n  (printed once; set FORECOURT_ADMIN_PASSWORD to choose it)\n`)
}

async function seedNordvikGroup(payload: Payload) {
  console.log('The database is empty: seeding the Nordvik Group demo …')
  const started = Date.now()
  const report = await seedDemo(payload, {
    port: Number(process.env.PORT ?? 3000),
    adminPassword: process.env.FORECOURT_ADMIN_PASSWORD,
    log: (line) => console.log(`  ${line}`),
  })
  console.log(`Seeded ${report.sites} sites, ${report.pages} pages, ${report.stories} stories, ${report.redirects} redirects, ${report.media} images, ${report.dictionary} dictionary entries, ${report.brands} brands, ${report.dealerSites} dealer sites and ${report.cars} cars in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
  if (report.adminPassword) printPassword(report.adminPassword)
}

/** A production deployment's first start: the admin who then adds the sites in the CMS, and nothing else. */
async function createFirstAdmin(payload: Payload) {
  const { totalDocs: users } = await payload.count({ collection: 'users', overrideAccess: true })
  if (users > 0) return
  const chosen = process.env.FORECOURT_ADMIN_PASSWORD
  const password = chosen || randomBytes(12).toString('base64url')
  await payload.create({ depth: 0, collection: 'users', data: { email: ADMIN_EMAIL, password, name: 'Forecourt admin', roles: ['admin'] }, overrideAccess: true })
  console.log(`Created the CMS admin ${ADMIN_EMAIL}; add the group's sites in the CMS (Sites → Create).`)
  if (!chosen) printPassword(password)
}

const payload = await getPayload({ config })
try {
  await payload.db.migrate()
  const demoMode = isDemoMode()
  const { totalDocs } = await payload.count({ collection: 'sites', overrideAccess: true })
  if (totalDocs === 0) await (demoMode ? seedNordvikGroup(payload) : createFirstAdmin(payload))
  const sites = (await payload.count({ collection: 'sites', overrideAccess: true })).totalDocs
  if (sites === 0 && demoMode) throw new Error('The database has no site after seeding: the server would answer nothing.')
  console.log(`The ${databaseKind()} database is up to date: ${sites} sites.`)
} finally {
  await payload.destroy()
}
// PostgreSQL: @payloadcms/db-postgres checks out a pool client when it connects and never releases it, and
// destroy() leaves its pool open (payloadcms/payload#11727), so that socket would keep this process from ever exiting.
process.exit(0)
