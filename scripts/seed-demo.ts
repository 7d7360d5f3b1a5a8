/** `npm run seed`: adds whatever of the demo group is missing. Running it again changes nothing. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { ADMIN_EMAIL, seedDemo } from './seed/index'

const payload = await getPayload({ config })
try {
  const report = await seedDemo(payload, {
    port: Number(process.env.PORT ?? 3000),
    adminPassword: process.env.FORECOURT_ADMIN_PASSWORD,
    log: (line: string) => console.log(line),
  })
  console.log(`Created ${report.sites} sites, ${report.pages} pages, ${report.stories} stories, ${report.redirects} redirects, ${report.media} images, ${report.brands} brands, ${report.dealerSites} dealer sites, ${report.cars} cars, ${report.dictionary} dictionary entries.`)
  if (report.adminPassword) console.log(`CMS login: ${ADMIN_EMAIL} / ${report.adminPassword} (printed once)`)
} finally {
  await payload.destroy()
}
// PostgreSQL keeps a pool client open after destroy() (see scripts/prepare.ts): end the process once done.
process.exit(0)
