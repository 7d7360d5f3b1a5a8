import { existsSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Car, VehicleIndex } from '@/features/stock/car'

import { testCar } from '../helpers/stock-cars'
import { startCms, type TestCms } from './helpers/cms'
import { createPage, createSite, createUser } from './helpers/fixtures'

/**
 * Every collection and global of the CMS, every operation, walked as the editor of one site (A, Swedish) against
 * the documents of another (B, British), through REST and GraphQL: nothing of B can be listed, read, created,
 * changed or deleted, and what is stored stays as it was. The same editor does their own site's work, an admin
 * sees everything, an anonymous caller nothing (but the media files every visitor is shown).
 *
 * The cases are keyed by slug, and the first test compares them with the Payload config: a collection or global
 * added without a case here fails it.
 */

type Id = number | string
type Rest = Awaited<ReturnType<TestCms['rest']>>
type Body = Record<string, unknown>

let cms: TestCms
const token = { editorA: '', editorB: '', admin: '', staffA: '', editorNew: '' }
const users = {} as Record<'editorA' | 'editorB' | 'admin', { id: number }>
const site = {} as Record<'A' | 'B' | 'C' | 'New', { id: number; key: string }>
const doc = {} as Record<string, Id>
let carA: Car
let carB: Car
let carC: Car

const ids = (response: Rest): Id[] => (response.json?.docs ?? []).map((entry: { id: Id }) => entry.id)
const refused = (response: Rest) => expect([401, 403, 404], `${response.status} ${response.text.slice(0, 300)}`).toContain(response.status)
const ok = (response: Rest, status = 200) => expect(response.status, response.text.slice(0, 300)).toBe(status)
/** A list that leaves the document out: refused as a whole, or answered without it. */
const notListed = (response: Rest, id: Id) => {
  if (response.status === 200) expect(ids(response)).not.toContain(id)
  else refused(response)
}
const gqlRefused = (answer: { json: any }, field: string) => {
  expect(answer.json.data?.[field] ?? null, JSON.stringify(answer.json)).toBeNull()
  expect(answer.json.errors?.length ?? 0).toBeGreaterThan(0)
}

async function stored(slug: string, id: Id, versions = false) {
  const { payload } = cms
  const collection = slug as 'pages'
  const latest = await payload.findByID({ collection, id, depth: 0, overrideAccess: true, draft: versions, disableErrors: true })
  const published = versions ? await payload.findByID({ collection, id, depth: 0, overrideAccess: true, disableErrors: true }) : null
  const versionCount = versions
    ? (await payload.countVersions({ collection, where: { parent: { equals: id } }, overrideAccess: true })).totalDocs
    : null
  const count = (await payload.count({ collection, overrideAccess: true })).totalDocs
  return { latest, published, versionCount, count }
}

type CollectionCase = {
  /** The rule, for the test names. */
  rule: string
  /** Site B's document; for a document of no site, one the editor of A must not change. */
  other: () => Id
  /** A change, refused on `other`. */
  change: Body
  /** A document the editor of A tries to create for site B (or at all, where editors create none). */
  create: () => Body | FormData
  /** Group-wide reference data every editor reads but none writes. */
  readableByEditors?: boolean
  versions?: boolean
  /** An admin reads `other` (false: nobody reads it through the API). */
  adminReads?: boolean
  graphql?: { one: string; many: string; change: string }
  /** The editor of A's legitimate work on their own site. */
  own?: () => Promise<void>
  /**
   * Payload's preferences answer GET, POST and DELETE /:key for the caller's own preference of that key, so
   * a request with another's id touches (at most) the caller's own: what counts is that `other` stays.
   */
  keyedEndpoints?: boolean
  /** No REST or GraphQL API at all (Payload's migrations table). */
  noApi?: boolean
  /**
   * Access that lies in the Payload config rather than in a collection of ours (Payload's own collections):
   * what it still lets site A's editor do, written as a to-do until it is closed.
   */
  openGap?: string
  /** A create that is not refused but makes a document of the editor's own (preferences). */
  createMakesOwn?: (created: Body) => boolean
}

/** Everything the caller can try on `other`: each refused or answered without it, and nothing stored changes. */
async function walk(slug: string, c: CollectionCase, caller: string | undefined) {
  const id = c.other()
  if (c.noApi) return noApi(slug, id, caller)
  const readable = caller !== undefined && c.readableByEditors === true
  const before = await stored(slug, id, c.versions)
  const options = { token: caller }

  for (const query of [
    '?limit=100&depth=0',
    `?depth=0&where[id][equals]=${id}`,
    ...(c.versions ? ['?limit=100&depth=0&draft=true'] : []),
  ]) {
    const list = await cms.rest('GET', `/${slug}${query}`, options)
    if (readable) expect(ids(list)).toContain(id)
    else notListed(list, id)
  }
  const count = await cms.rest('GET', `/${slug}/count?where[id][equals]=${id}`, options)
  if (!readable) {
    if (count.status === 200) expect(count.json.totalDocs ?? 0).toBe(0)
    else refused(count)
  }
  const byId = (response: Rest) => {
    if (!c.keyedEndpoints) refused(response)
    else if (response.status === 200) expect(response.json?.id).not.toBe(id)
    // Payload's preferences answer the delete of a key the caller has none of with a 500.
    else expect(response.status).toBeGreaterThanOrEqual(400)
  }
  for (const query of ['?depth=0', ...(c.versions ? ['?depth=0&draft=true'] : [])]) {
    const read = await cms.rest('GET', `/${slug}/${id}${query}`, options)
    if (readable) ok(read)
    else byId(read)
  }

  if (c.versions) {
    const versions = await cms.payload.findVersions({
      collection: slug as 'pages',
      where: { parent: { equals: id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(versions.totalDocs).toBeGreaterThan(0)
    const listed = await cms.rest('GET', `/${slug}/versions?limit=100&depth=0`, options)
    if (listed.status === 200)
      expect(ids(listed).filter((versionId) => versions.docs.some((version) => version.id === versionId))).toEqual([])
    else refused(listed)
    for (const version of versions.docs) {
      refused(await cms.rest('GET', `/${slug}/versions/${version.id}`, options))
      refused(await cms.rest('POST', `/${slug}/versions/${version.id}`, options))
    }
  }

  byId(await cms.rest('PATCH', `/${slug}/${id}`, { ...options, body: c.change }))
  const many = await cms.rest('PATCH', `/${slug}?where[id][equals]=${id}`, { ...options, body: c.change })
  if (many.status === 200) expect(ids(many)).toEqual([])
  byId(await cms.rest('DELETE', `/${slug}/${id}`, options))
  const removal = await cms.rest('DELETE', `/${slug}?where[id][equals]=${id}`, options)
  if (removal.status === 200) expect(ids(removal)).toEqual([])
  byId(await cms.rest('POST', `/${slug}/${id}/duplicate`, options))

  const body = c.create()
  const created = await cms.rest('POST', `/${slug}`, body instanceof FormData ? { ...options, form: body } : { ...options, body })
  if (created.status < 300 && caller && c.createMakesOwn) {
    expect(c.createMakesOwn(created.json.doc)).toBe(true)
    await cms.payload.delete({ collection: slug as 'pages', id: created.json.doc.id, overrideAccess: true })
  } else expect([400, 401, 403, 404], created.text.slice(0, 300)).toContain(created.status)

  if (c.graphql) {
    const { one, many: plural, change } = c.graphql
    const list = await cms.graphql(`{ ${plural}(where: { id: { equals: ${id} } }) { docs { id } } }`, options)
    if (readable) expect(list.json.data[plural].docs.map((entry: { id: Id }) => entry.id)).toEqual([id])
    else expect(list.json.data?.[plural]?.docs ?? [], JSON.stringify(list.json)).toEqual([])
    const single = await cms.graphql(`{ ${one}(id: ${id}) { id } }`, options)
    if (readable) expect(single.json.data[one].id).toBe(id)
    else expect(single.json.data?.[one] ?? null).toBeNull()
    gqlRefused(await cms.graphql(`mutation { update${one}(id: ${id}, data: ${change}) { id } }`, options), `update${one}`)
    gqlRefused(await cms.graphql(`mutation { delete${one}(id: ${id}) { id } }`, options), `delete${one}`)
  }

  expect(await stored(slug, id, c.versions)).toEqual(before)
}

/** No route answers for the collection, whoever asks, and GraphQL does not know it. */
async function noApi(slug: string, id: Id, caller: string | undefined) {
  const before = await stored(slug, id)
  const unanswered = (response: Rest) => expect([404, 501], response.text.slice(0, 200)).toContain(response.status)
  unanswered(await cms.rest('GET', `/${slug}`, { token: caller }))
  unanswered(await cms.rest('GET', `/${slug}/${id}`, { token: caller }))
  unanswered(await cms.rest('POST', `/${slug}`, { token: caller, body: { name: 'kapad' } }))
  unanswered(await cms.rest('PATCH', `/${slug}/${id}`, { token: caller, body: { name: 'kapad' } }))
  unanswered(await cms.rest('DELETE', `/${slug}/${id}`, { token: caller }))
  const graphql = await cms.graphql('{ PayloadMigrations { docs { id } } }', { token: caller })
  expect(JSON.stringify(graphql.json.errors)).toContain('Cannot query field')
  expect(await stored(slug, id)).toEqual(before)
}

/** Site content an editor makes, reads, changes and deletes on their own site, through REST. */
async function ownSiteContent(slug: string, body: () => Body | FormData, change: Body) {
  const content = body()
  // As the admin does, with the content language named (this CMS does not fall back to one).
  const created = await cms.rest(
    'POST',
    `/${slug}?locale=sv-SE`,
    content instanceof FormData ? { token: token.editorA, form: content } : { token: token.editorA, body: content },
  )
  ok(created, 201)
  const id = created.json.doc.id as Id
  ok(await cms.rest('GET', `/${slug}/${id}`, { token: token.editorA }))
  expect(ids(await cms.rest('GET', `/${slug}?limit=100&depth=0`, { token: token.editorA }))).toContain(id)
  ok(await cms.rest('PATCH', `/${slug}/${id}?locale=sv-SE`, { token: token.editorA, body: change }))
  const changed = await cms.payload.findByID({ collection: slug as 'pages', id, depth: 0, overrideAccess: true, draft: true })
  expect(changed).toMatchObject(change)
  ok(await cms.rest('DELETE', `/${slug}/${id}`, { token: token.editorA }))
  expect(await cms.payload.findByID({ collection: slug as 'pages', id, overrideAccess: true, disableErrors: true })).toBeNull()
}

/** A document of the editor's site they read and change, but neither create nor delete. */
async function ownDocument(slug: string, id: Id, change: Body, create: Body) {
  ok(await cms.rest('GET', `/${slug}/${id}`, { token: token.editorA }))
  expect(ids(await cms.rest('GET', `/${slug}?limit=100&depth=0`, { token: token.editorA }))).toContain(id)
  ok(await cms.rest('PATCH', `/${slug}/${id}`, { token: token.editorA, body: change }))
  expect(await cms.payload.findByID({ collection: slug as 'pages', id, depth: 0, overrideAccess: true })).toMatchObject(change)
  expect((await cms.rest('POST', `/${slug}`, { token: token.editorA, body: create })).status).toBe(403)
  refused(await cms.rest('DELETE', `/${slug}/${id}`, { token: token.editorA }))
  expect(await cms.payload.findByID({ collection: slug as 'pages', id, overrideAccess: true, disableErrors: true })).not.toBeNull()
}

const siteData = (key: string) => ({
  key,
  name: `Site ${key}`,
  type: 'dealer',
  country: 'GB',
  url: `http://${key}.localhost:3000`,
  hostnames: [{ hostname: `${key}.localhost` }],
  locales: ['en-GB'],
  defaultLocale: 'en-GB',
  fontPair: 'nordic',
  theme: 'nordvik',
})

const dealerSiteData = (country: 'SE' | 'GB', siteId: string, slug: string, email: string, runBy?: number) => ({
  ...(runBy === undefined ? {} : { runBy }),
  site_official_name: `Nordvik ${slug}`,
  site_id: siteId,
  slug,
  country,
  website_sort_order: 1,
  site_street: 'High Street 1',
  site_zip: '12345',
  site_city: slug,
  site_region: 'Region',
  site_email: email,
  site_departments: [
    {
      name: 'Sales',
      group: 'New cars' as const,
      email: `sales.${email}`,
      users: [{ first_name: 'Sam', last_name: 'Seller', email: `sam.${email}` }],
    },
  ],
})

const workshopData = (dealerSite: number, departmentId: string) => ({
  name: `Verkstad ${departmentId}`,
  departmentId,
  dealerSite,
  openingHours: [{ weekday: 'monday', opens: '07:00', closes: '17:00' }],
  slotMinutes: 60,
  placesPerSlot: 2,
  allDayMinutes: 480,
  bookingWeeks: 8,
})

const bookingData = (workshop: number, siteId: number, reference: string) => ({
  reference,
  kind: 'service' as const,
  status: 'booked' as const,
  workshop,
  site: siteId,
  localDate: '2026-12-01',
  localTime: '09:00',
  durationMinutes: 60,
  startsAt: '2026-12-01T08:00:00.000Z',
  registrationNumber: 'ABC123',
  customerFirstName: 'Kim',
  customerLastName: 'Kund',
  customerPhone: '070 174 06 50',
  customerEmail: 'kund@example.com',
  services: [{ code: 'ORIGINAL_SERVICE', name: 'Service' }],
})

const agreementData = (siteId: number, workshop: number, agreementNumber: string, regNo: string) => ({
  agreementNumber,
  customerFirstName: 'Kim',
  customerLastName: 'Kund',
  phone: '070-174 06 50',
  site: siteId,
  vehicles: [
    {
      regNo,
      brandCode: 'VO',
      brand: 'Volvo',
      model: 'V60',
      productId: 'DH-STANDARD',
      packageLevel: 'Bas',
      location: workshop,
      tires: [{ equipmentPosition: 'Vänster fram', wheel: { name: 'Vinterhjul', threadDepth: 6.5, threadStatusId: '0' as const } }],
    },
  ],
})

const leadData = (siteId: number, submissionId: string) => ({
  formName: 'sell-car' as const,
  status: 'new' as const,
  site: siteId,
  submissionId,
  summary: 'Sell car · ABC123',
  receivingAddress: 'leads@nordvik.example',
  formValues: { regno: 'ABC123', name: 'Kim Kund', email: 'kim@example.com' },
  payloadHash: submissionId,
})

async function imageForm(siteId: number, name: string): Promise<FormData> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name)
  form.append('_payload', JSON.stringify({ alt: 'A car', site: siteId }))
  return form
}

const carDocument = (car: Car, changes: Partial<Car> = {}) => ({ data: { ...car, ...changes } })

const collectionCases: Record<string, CollectionCase> = {
  sites: {
    rule: 'an editor reads and changes their own sites only, and creates or deletes none',
    other: () => site.B.id,
    change: { titleTemplate: '%s | Kapad' },
    create: () => siteData('intrang'),
    graphql: { one: 'Site', many: 'Sites', change: '{ titleTemplate: "%s | Kapad" }' },
    own: () => ownDocument('sites', site.A.id, { titleTemplate: '%s | Nordvik Bilhall' }, siteData('egen')),
  },
  pages: {
    rule: 'pages and their drafts and versions are their site’s',
    other: () => doc.pageB!,
    change: { title: 'Kapad' },
    create: () => ({ title: 'Intrång', site: site.B.id, parent: doc.homeB, slug: 'intrang' }),
    versions: true,
    graphql: { one: 'Page', many: 'Pages', change: '{ title: "Kapad" }' },
    own: () =>
      ownSiteContent(
        'pages',
        () => ({ title: 'Erbjudanden', site: site.A.id, parent: doc.homeA, slug: 'erbjudanden', _status: 'published' }),
        { title: 'Veckans erbjudanden' },
      ),
  },
  stories: {
    rule: 'stories and their drafts and versions are their site’s',
    other: () => doc.storyB!,
    change: { title: 'Kapad' },
    create: () => ({ title: 'Intrång', site: site.B.id, index: doc.homeB, slug: 'intrang', date: '2026-11-01T10:00:00.000Z' }),
    versions: true,
    graphql: { one: 'Story', many: 'Stories', change: '{ title: "Kapad" }' },
    own: () =>
      ownSiteContent(
        'stories',
        () => ({
          title: 'Vinterdäck',
          site: site.A.id,
          index: doc.homeA,
          slug: 'vinterdack',
          date: '2026-11-01T10:00:00.000Z',
          _status: 'published',
        }),
        {
          title: 'Vinterdäck i tid',
        },
      ),
  },
  'story-tags': {
    rule: 'story tags are their site’s',
    other: () => doc.tagB!,
    change: { value: 'Kapad' },
    create: () => ({ value: 'Intrång', key: 'intrang', site: site.B.id }),
    graphql: { one: 'StoryTag', many: 'StoryTags', change: '{ value: "Kapad" }' },
    own: () => ownSiteContent('story-tags', () => ({ value: 'Elbilar', key: 'elbilar', site: site.A.id }), { value: 'Elbil' }),
  },
  navigations: {
    rule: 'a navigation is its site’s',
    other: () => doc.navigationB!,
    change: { title: 'Kapad' },
    create: () => ({ title: 'Intrång', site: site.B.id }),
    graphql: { one: 'Navigation', many: 'Navigations', change: '{ title: "Kapad" }' },
    own: () => ownSiteContent('navigations', () => ({ title: 'Meny', site: site.A.id }), { title: 'Huvudmeny' }),
  },
  footers: {
    rule: 'a footer is its site’s',
    other: () => doc.footerB!,
    change: { title: 'Kapad' },
    create: () => ({ title: 'Intrång', site: site.B.id }),
    graphql: { one: 'Footer', many: 'Footers', change: '{ title: "Kapad" }' },
    own: () => ownSiteContent('footers', () => ({ title: 'Sidfot', site: site.A.id }), { title: 'Sidfoten' }),
  },
  media: {
    rule: 'media documents are their site’s (the files themselves every visitor is shown)',
    other: () => doc.mediaB!,
    change: { alt: 'Kapad' },
    create: () => ({ alt: 'Intrång', site: site.B.id }),
    graphql: { one: 'Media', many: 'allMedia', change: '{ alt: "Kapad" }' },
    own: async () => {
      const form = await imageForm(site.A.id, 'own-upload.png')
      await ownSiteContent('media', () => form, { alt: 'Vår bil' })
    },
  },
  redirects: {
    rule: 'redirect rules are their site’s',
    other: () => doc.redirectB!,
    change: { destination: '/kapad' },
    create: () => ({ source: '/intrang', destination: '/', site: site.B.id }),
    graphql: { one: 'Redirect', many: 'Redirects', change: '{ destination: "/kapad" }' },
    own: () =>
      ownSiteContent('redirects', () => ({ source: '/gamla-bilar', destination: '/bilar', site: site.A.id }), { destination: '/kop-bil' }),
  },
  dictionary: {
    rule: 'dictionary entries are their site’s',
    other: () => doc.dictionaryB!,
    change: { value: 'Kapad' },
    create: () => ({ key: 'intrang', value: 'Intrång', language: 'en-GB', site: site.B.id }),
    graphql: { one: 'Dictionary', many: 'Dictionaries', change: '{ value: "Kapad" }' },
    own: () =>
      ownSiteContent('dictionary', () => ({ key: 'readMore', value: 'Läs mer', language: 'sv-SE', site: site.A.id }), {
        value: 'Läs mera',
      }),
  },
  cars: {
    rule: 'cars are the sites’ that run the facility they are sold from; editors correct them but neither create nor delete',
    other: () => doc.carB!,
    // The attack of the security review: a lead address of the editor's choosing.
    get change() {
      return carDocument(carB, { car_site_leads_email: 'leads@outside.example' })
    },
    create: () => ({ vehicleIndex: 'vehicles-uk', ...carDocument(testCar(90, { car_price_currency: 'GBP' })) }),
    graphql: { one: 'Car', many: 'Cars', change: '{ siteName: "Kapad" }' },
    own: async () => {
      await ownDocument('cars', doc.carA!, carDocument(carA, { car_description: 'Nybesiktigad, vinterhjul ingår.' }), {
        vehicleIndex: 'vehicles-se',
        ...carDocument(testCar(91)),
      })
    },
  },
  'dealer-sites': {
    rule: 'dealer sites are the sites’ that run them; editors change them but neither create nor delete',
    other: () => doc.dealerSiteB!,
    change: { site_email: 'kapad@outside.example' },
    create: () => dealerSiteData('GB', 'intrang', 'intrang', 'intrang@outside.example'),
    graphql: { one: 'DealerSite', many: 'DealerSites', change: '{ site_email: "kapad@outside.example" }' },
    own: () =>
      ownDocument(
        'dealer-sites',
        doc.dealerSiteA!,
        { site_email: 'uppsala@nordvik.example', site_phone: '070-174 06 10' },
        dealerSiteData('SE', 'ny', 'ny', 'ny@nordvik.example'),
      ),
  },
  brands: {
    rule: 'brands are the group’s: every editor reads them, only admins change them',
    other: () => doc.brand!,
    change: { name: 'Kapad' },
    create: () => ({ name: 'Intrång', brand_code: 'XX' }),
    readableByEditors: true,
    graphql: { one: 'Brand', many: 'Brands', change: '{ name: "Kapad" }' },
  },
  leads: {
    rule: 'leads are their site’s; editors mark them handled and delete them, and create none',
    other: () => doc.leadB!,
    change: { status: 'handled' },
    create: () => leadData(site.B.id, 'intrang'),
    graphql: { one: 'Lead', many: 'Leads', change: '{ status: handled }' },
    own: async () => {
      ok(await cms.rest('GET', `/leads/${doc.leadA}`, { token: token.editorA }))
      ok(
        await cms.rest('PATCH', `/leads/${doc.leadA}`, {
          token: token.editorA,
          body: { status: 'handled', receivingAddress: 'kapad@outside.example' },
        }),
      )
      const lead = await cms.payload.findByID({ collection: 'leads', id: doc.leadA!, overrideAccess: true })
      expect(lead).toMatchObject({ status: 'handled', receivingAddress: 'leads@nordvik.example' })
      expect((await cms.rest('POST', '/leads', { token: token.editorA, body: leadData(site.A.id, 'egen') })).status).toBe(403)
      const disposable = await cms.payload.create({ collection: 'leads', overrideAccess: true, data: leadData(site.A.id, 'old-a') })
      ok(await cms.rest('DELETE', `/leads/${disposable.id}`, { token: token.editorA }))
    },
  },
  workshops: {
    rule: 'workshops are the sites’ that run their facility, and a workshop’s staff’s own; editors change them but neither create nor delete',
    other: () => doc.workshopB!,
    change: { placesPerSlot: 9 },
    create: () => workshopData(doc.dealerSiteB as number, 'GB-INTRANG'),
    graphql: { one: 'Workshop', many: 'Workshops', change: '{ placesPerSlot: 9 }' },
    own: async () => {
      await ownDocument('workshops', doc.workshopA!, { placesPerSlot: 3 }, workshopData(doc.dealerSiteA as number, 'SE-NY'))
      // The workshop's staff keep its capacity and see no other workshop.
      ok(await cms.rest('PATCH', `/workshops/${doc.workshopA}`, { token: token.staffA, body: { allDayMinutes: 360 } }))
      refused(await cms.rest('GET', `/workshops/${doc.workshopB}`, { token: token.staffA }))
      refused(await cms.rest('PATCH', `/workshops/${doc.workshopB}`, { token: token.staffA, body: { placesPerSlot: 9 } }))
      expect(ids(await cms.rest('GET', '/workshops?limit=100&depth=0', { token: token.staffA }))).toEqual([doc.workshopA])
    },
  },
  'workshop-bookings': {
    rule: 'bookings are their site’s for editors and their workshop’s for its staff, who mark them done or cancel them; nobody creates one through the API',
    other: () => doc.bookingB!,
    change: { status: 'cancelled' },
    create: () => bookingData(doc.workshopB as number, site.B.id, 'NB-INTRANG'),
    graphql: { one: 'WorkshopBooking', many: 'WorkshopBookings', change: '{ status: cancelled }' },
    own: async () => {
      ok(await cms.rest('GET', `/workshop-bookings/${doc.bookingA}`, { token: token.editorA }))
      for (const caller of [token.editorA, token.staffA]) {
        expect(
          (
            await cms.rest('POST', '/workshop-bookings', {
              token: caller,
              body: bookingData(doc.workshopA as number, site.A.id, 'NB-EGEN'),
            })
          ).status,
        ).toBe(403)
      }
      // The staff see their workshop's bookings only, and change nothing but the status.
      expect(ids(await cms.rest('GET', '/workshop-bookings?limit=100&depth=0', { token: token.staffA }))).toEqual([doc.bookingA])
      refused(await cms.rest('GET', `/workshop-bookings/${doc.bookingB}`, { token: token.staffA }))
      refused(await cms.rest('PATCH', `/workshop-bookings/${doc.bookingB}`, { token: token.staffA, body: { status: 'done' } }))
      ok(
        await cms.rest('PATCH', `/workshop-bookings/${doc.bookingA}`, {
          token: token.staffA,
          body: { status: 'done', customerEmail: 'kapad@outside.example', localTime: '07:00' },
        }),
      )
      expect(await cms.payload.findByID({ collection: 'workshop-bookings', id: doc.bookingA!, overrideAccess: true })).toMatchObject({
        status: 'done',
        customerEmail: 'kund@example.com',
        localTime: '09:00',
      })
      refused(await cms.rest('DELETE', `/workshop-bookings/${doc.bookingA}`, { token: token.staffA }))
      expect((await cms.payload.findByID({ collection: 'workshop-bookings', id: doc.bookingB!, overrideAccess: true })).status).toBe(
        'booked',
      )
    },
  },
  'service-categories': {
    rule: 'the service catalogue is the group’s: every editor reads it, only admins change it',
    other: () => doc.categoryB!,
    change: { name: 'Kapad' },
    create: () => ({ name: 'Intrång', kind: 'service', icon: 'wrench', sortOrder: 1 }),
    readableByEditors: true,
    graphql: { one: 'ServiceCategory', many: 'ServiceCategories', change: '{ name: "Kapad" }' },
  },
  'vehicle-register': {
    rule: 'the vehicle register is the admins’',
    other: () => doc.vehicleB!,
    change: { hasServiceAgreement: false },
    create: () => ({ registrationNumber: 'KAP123', brand: 'Volvo', model: 'V60', buildYear: 2020 }),
    graphql: { one: 'RegisteredVehicle', many: 'RegisteredVehicles', change: '{ hasServiceAgreement: false }' },
    own: async () => {
      expect((await cms.rest('GET', '/vehicle-register', { token: token.editorA })).status).toBe(403)
      expect((await cms.rest('GET', '/vehicle-register', { token: token.staffA })).status).toBe(403)
    },
  },
  'email-outbox': {
    rule: 'the e-mail outbox is the admins’',
    other: () => doc.outboxB!,
    change: { toAddress: 'kapad@outside.example' },
    create: () => ({
      subject: 'Intrång',
      toAddress: 'kapad@outside.example',
      status: 'pending',
      bodyText: 'x',
      nextAttemptAt: new Date().toISOString(),
    }),
    graphql: { one: 'EmailOutbox', many: 'EmailOutboxes', change: '{ toAddress: "kapad@outside.example" }' },
    own: async () => {
      expect((await cms.rest('GET', '/email-outbox', { token: token.editorA })).status).toBe(403)
    },
  },
  'saved-searches': {
    rule: 'saved searches are their site’s; editors read and delete them, and create or change none',
    other: () => doc.savedSearchB!,
    change: { name: 'Kapad' },
    create: () => ({ name: 'Intrång', email: 'kapad@outside.example', vehicleIndex: 'vehicles-se', consentText: 'x', consentVersion: '1' }),
    graphql: { one: 'SavedSearch', many: 'SavedSearches', change: '{ name: "Kapad" }' },
    own: async () => {
      ok(await cms.rest('GET', `/saved-searches/${doc.savedSearchA}`, { token: token.editorA }))
      expect(
        (await cms.rest('PATCH', `/saved-searches/${doc.savedSearchA}`, { token: token.editorA, body: { name: 'Ändrad' } })).status,
      ).toBe(403)
    },
  },
  'saved-search-alerts': {
    rule: 'the alerts of saved searches are their site’s, and read only',
    other: () => doc.alertB!,
    change: { carId: 'kapad' },
    create: () => ({ savedSearch: doc.savedSearchA, carId: 'intrang', event: 'new' }),
    graphql: { one: 'SavedSearchAlert', many: 'SavedSearchAlerts', change: '{ carId: "kapad" }' },
  },
  'tire-agreements': {
    rule: 'tire hotel agreements are their site’s, the phone number stored encrypted and shown to those who keep the agreement',
    other: () => doc.agreementB!,
    change: { customerLastName: 'Kapad' },
    create: () => agreementData(site.B.id, doc.workshopB as number, 'DH-INTRANG', 'KAP123'),
    graphql: { one: 'TireAgreement', many: 'TireAgreements', change: '{ customerLastName: "Kapad" }' },
    own: async () => {
      await ownSiteContent('tire-agreements', () => agreementData(site.A.id, doc.workshopA as number, 'DH-EGEN', 'EGN123'), {
        customerLastName: 'Andersson',
      })
      const mine = await cms.rest('GET', `/tire-agreements/${doc.agreementA}`, { token: token.editorA })
      expect(mine.json.phone).toBe('+46701740650')
      const { rows } = await cms.db.execute({ sql: `SELECT phone FROM tire_agreements WHERE id = ${doc.agreementA}`, args: [] })
      expect(String(rows[0]!.phone)).toMatch(/^v1\./)
      // One agreement per car, whoever keeps it.
      expect(
        (
          await cms.rest('POST', '/tire-agreements', {
            token: token.editorA,
            body: agreementData(site.A.id, doc.workshopA as number, 'DH-DUBBEL', 'UKB456'),
          })
        ).status,
      ).toBe(409)
    },
  },
  'tire-hotel-reviews': {
    rule: 'tire hotel ratings are their site’s: editors read and delete them, nobody writes one through the CMS',
    other: () => doc.reviewB!,
    change: { rating: 1 },
    create: () => ({ rating: 5, ratedAt: '2026-11-27T10:00:00.000Z', comment: 'Intrång', site: site.B.id }),
    graphql: { one: 'TireHotelReview', many: 'TireHotelReviews', change: '{ rating: 1 }' },
    own: async () => {
      ok(await cms.rest('GET', `/tire-hotel-reviews/${doc.reviewA}`, { token: token.editorA }))
      refused(await cms.rest('PATCH', `/tire-hotel-reviews/${doc.reviewA}`, { token: token.editorA, body: { rating: 5 } }))
      expect(
        (
          await cms.rest('POST', '/tire-hotel-reviews', {
            token: token.editorA,
            body: { rating: 5, ratedAt: '2026-11-27T10:00:00.000Z', site: site.A.id },
          })
        ).status,
      ).toBe(403)
    },
  },
  'tire-hotel-codes': {
    rule: 'the tire hotel’s one-time codes are nobody’s through the API',
    other: () => doc.codeB!,
    change: { attempts: 0 },
    create: () => ({ tokenDigest: 'intrang', agreementId: '1', codeDigest: 'intrang', attempts: 0, expiresAt: '2099-01-01T00:00:00.000Z' }),
    adminReads: false,
  },
  'tire-hotel-sessions': {
    rule: 'the tire hotel’s sessions are nobody’s through the API',
    other: () => doc.sessionB!,
    change: { expiresAt: '2099-01-01T00:00:00.000Z' },
    create: () => ({ tokenDigest: 'intrang', agreementId: '1', expiresAt: '2099-01-01T00:00:00.000Z' }),
    adminReads: false,
  },
  'sms-outbox': {
    rule: 'the SMS outbox is the admins’, and shows nobody a number or a text',
    other: () => doc.smsB!,
    change: { toMasked: 'kapad' },
    create: () => ({ toMasked: 'kapad', purpose: 'one-time-code', status: 'pending', toDigest: 'x', toSealed: 'x', textSealed: 'x' }),
    graphql: { one: 'TextMessage', many: 'TextMessages', change: '{ toMasked: "kapad" }' },
    own: async () => {
      expect((await cms.rest('GET', '/sms-outbox', { token: token.editorA })).status).toBe(403)
      const read = await cms.rest('GET', `/sms-outbox/${doc.smsB}`, { token: token.admin })
      expect(read.json.toMasked).toBe('*** *** ** 50')
      for (const hidden of ['toDigest', 'toSealed', 'textSealed']) expect(read.json[hidden]).toBeUndefined()
    },
  },
  users: {
    rule: 'an editor reads and changes only themselves, never their roles or sites',
    other: () => users.editorB.id,
    change: { name: 'Kapad', email: 'kapad@outside.example' },
    create: () => ({ email: 'intrang@outside.example', password: 'a-test-password-1234', roles: ['admin'] }),
    graphql: { one: 'User', many: 'Users', change: '{ name: "Kapad" }' },
    own: async () => {
      ok(await cms.rest('GET', `/users/${users.editorA.id}`, { token: token.editorA }))
      ok(
        await cms.rest('PATCH', `/users/${users.editorA.id}`, {
          token: token.editorA,
          body: { name: 'Eva Editor', roles: ['admin'], sites: [site.A.id, site.B.id] },
        }),
      )
      expect(await cms.payload.findByID({ collection: 'users', id: users.editorA.id, depth: 0, overrideAccess: true })).toMatchObject({
        name: 'Eva Editor',
        roles: ['editor'],
        sites: [{ site: site.A.id }],
      })
      refused(await cms.rest('DELETE', `/users/${users.editorA.id}`, { token: token.editorA }))
    },
  },
  'payload-kv': {
    rule: 'Payload’s key-value store is nobody’s through the API',
    other: () => doc.kv!,
    change: { data: { kapad: true } },
    create: () => ({ key: 'intrang', data: { kapad: true } }),
    adminReads: false,
    graphql: { one: 'PayloadKv', many: 'PayloadKvs', change: '{ key: "kapad" }' },
  },
  'payload-locked-documents': {
    rule: 'a lock on a document is taken or lifted only by those who may edit the document',
    other: () => doc.lockB!,
    change: { globalSlug: 'kapad' },
    create: () => ({ document: { relationTo: 'pages', value: doc.pageB }, user: { relationTo: 'users', value: users.editorB.id } }),
    graphql: { one: 'PayloadLockedDocument', many: 'PayloadLockedDocuments', change: '{ globalSlug: "kapad" }' },
    // Every editor reads lock rows (the admin warns that someone else has a document open); only those who may
    // edit a document take or lift its lock (src/cms/access/locks.ts).
    readableByEditors: true,
    own: async () => {
      // The editor locks and unlocks their own page, as the admin does while they edit it.
      const lock = await cms.rest('POST', '/payload-locked-documents', {
        token: token.editorA,
        body: { document: { relationTo: 'pages', value: doc.homeA }, user: { relationTo: 'users', value: users.editorA.id } },
      })
      ok(lock, 201)
      ok(await cms.rest('DELETE', `/payload-locked-documents/${lock.json.doc.id}`, { token: token.editorA }))
      // A lock row gives nothing of the document it is on: site B's page stays unreadable and unchangeable.
      const other = await cms.rest('GET', `/payload-locked-documents/${doc.lockB}?depth=2`, { token: token.editorA })
      if (other.status === 200) expect(JSON.stringify(other.json)).not.toContain('Contact')
      refused(await cms.rest('GET', `/pages/${doc.pageB}`, { token: token.editorA }))
      refused(await cms.rest('PATCH', `/pages/${doc.pageB}`, { token: token.editorA, body: { title: 'Kapad' } }))
    },
  },
  'payload-preferences': {
    rule: 'admin preferences are each user’s own',
    other: () => doc.preferenceB!,
    change: { value: { kapad: true } },
    create: () => ({ key: 'intrang', value: { kapad: true }, user: { relationTo: 'users', value: users.editorB.id } }),
    adminReads: false,
    keyedEndpoints: true,
    createMakesOwn: (created) =>
      (created.user as { value: number | { id: number } }).value === users.editorA.id ||
      (created.user as { value: { id: number } }).value?.id === users.editorA.id,
    graphql: { one: 'PayloadPreference', many: 'PayloadPreferences', change: '{ key: "kapad" }' },
    own: async () => {
      ok(await cms.rest('POST', '/payload-preferences/pages-list', { token: token.editorA, body: { value: { columns: ['title'] } } }))
      const mine = await cms.rest('GET', '/payload-preferences/pages-list', { token: token.editorA })
      ok(mine)
      expect(mine.json.value).toEqual({ columns: ['title'] })
    },
  },
  'payload-migrations': {
    rule: 'the migrations table has no API',
    other: () => doc.migration!,
    change: { name: 'kapad' },
    create: () => ({ name: 'kapad', batch: 99 }),
    adminReads: false,
    noApi: true,
  },
}

type GlobalCase = { rule: string; change: Body; readableByEditors: boolean; graphql: { name: string; change: string } }

const globalCases: Record<string, GlobalCase> = {
  'lead-settings': {
    rule: 'lead retention is the group’s: editors read it, only admins change it',
    change: { retentionDays: 1 },
    readableByEditors: true,
    graphql: { name: 'LeadSetting', change: '{ retentionDays: 1 }' },
  },
}

beforeAll(async () => {
  cms = await startCms()
  const { payload } = cms
  const { importStock } = await import('@/features/stock/repository')
  const skip = { skipRevalidate: true }

  const a = await createSite(payload, 'se-dealer-2', {
    name: 'Nordvik Bilhall',
    country: 'SE',
    locales: ['sv-SE'],
    defaultLocale: 'sv-SE',
    vehicleIndex: 'vehicles-se',
    siteSearchIndex: 'sites-se',
  })
  const b = await createSite(payload, 'uk-dealer', {
    name: 'Nordvik Motors UK',
    country: 'GB',
    locales: ['en-GB'],
    defaultLocale: 'en-GB',
    vehicleIndex: 'vehicles-uk',
    siteSearchIndex: 'sites-uk',
    leadsEmail: 'leads@nordvikmotors.example',
  })
  site.A = { id: a.id, key: a.key }
  site.B = { id: b.id, key: b.key }
  // Two more Swedish sites on the same stock and dealer-site indices: one whose dealer runs a facility, and a new
  // one that runs none yet.
  const c = await createSite(payload, 'se-dealer', {
    name: 'Nordvik Bil',
    country: 'SE',
    locales: ['sv-SE'],
    defaultLocale: 'sv-SE',
    vehicleIndex: 'vehicles-se',
    siteSearchIndex: 'sites-se',
  })
  const fresh = await createSite(payload, 'ny-bilhall', {
    name: 'Nordvik Ny Bilhall',
    country: 'SE',
    locales: ['sv-SE'],
    defaultLocale: 'sv-SE',
    vehicleIndex: 'vehicles-se',
    siteSearchIndex: 'sites-se',
  })
  site.C = { id: c.id, key: c.key }
  site.New = { id: fresh.id, key: fresh.key }

  const editorA = await createUser(payload, 'editor.se@forecourt.test', ['editor'], [a.id])
  const editorB = await createUser(payload, 'editor.uk@forecourt.test', ['editor'], [b.id])
  const admin = await createUser(payload, 'admin@forecourt.test', ['admin'])
  Object.assign(users, { editorA: editorA.user, editorB: editorB.user, admin: admin.user })
  Object.assign(token, { editorA: editorA.token, editorB: editorB.token, admin: admin.token })
  token.editorNew = (await createUser(payload, 'editor.ny@forecourt.test', ['editor'], [fresh.id])).token

  // Each home page holds the site's stories list: the stories below belong to it.
  const storiesList = { layout: [{ blockType: 'storiesList' }] }
  doc.homeA = (await createPage(payload, { site: a.id, title: 'Hem', extra: storiesList })).id
  doc.homeB = (await createPage(payload, { site: b.id, title: 'Home', locale: 'en-GB', extra: storiesList })).id
  doc.pageB = (
    await createPage(payload, { site: b.id, title: 'Contact', parent: doc.homeB as number, slug: 'contact', locale: 'en-GB' })
  ).id
  // A draft on top of the published page: its versions hold both.
  await payload.update({
    collection: 'pages',
    id: doc.pageB,
    draft: true,
    overrideAccess: true,
    locale: 'en-GB',
    context: skip,
    data: { title: 'Contact (new draft)' },
  })

  const story = (siteId: number, index: Id, slug: string) =>
    payload.create({
      collection: 'stories',
      overrideAccess: true,
      context: skip,
      data: { title: slug, site: siteId, index: index as number, slug, date: '2026-10-01T10:00:00.000Z', _status: 'published' },
    })
  doc.storyB = (await story(b.id, doc.homeB, 'open-day')).id

  doc.tagB = (
    await payload.create({
      collection: 'story-tags',
      overrideAccess: true,
      context: skip,
      data: { value: 'Electric', key: 'electric', site: b.id },
    })
  ).id
  doc.navigationB = (
    await payload.create({ collection: 'navigations', overrideAccess: true, context: skip, data: { title: 'Navigation', site: b.id } })
  ).id
  doc.footerB = (
    await payload.create({ collection: 'footers', overrideAccess: true, context: skip, data: { title: 'Footer', site: b.id } })
  ).id
  doc.redirectB = (
    await payload.create({
      collection: 'redirects',
      overrideAccess: true,
      data: { source: '/old-cars', destination: '/buy-car', site: b.id },
    })
  ).id
  doc.dictionaryB = (
    await payload.create({
      collection: 'dictionary',
      overrideAccess: true,
      context: skip,
      data: { key: 'readMore', value: 'Read more', language: 'en-GB', site: b.id },
    })
  ).id
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#aa3300' } })
    .png()
    .toBuffer()
  const media = (siteId: number, name: string) =>
    payload.create({
      collection: 'media',
      overrideAccess: true,
      context: skip,
      data: { alt: name, site: siteId },
      file: { data: png, mimetype: 'image/png', name, size: png.length },
    })
  doc.mediaA = (await media(a.id, 'se-hero.png')).id
  doc.mediaB = (await media(b.id, 'uk-hero.png')).id

  carA = testCar(1, { car_site_id: '1001', car_site_leads_email: 'leads@nordvikbilhall.example' })
  carC = testCar(3, { car_site_id: '1002', car_site_name: 'Nordvik Bil Enköping', car_site_leads_email: 'leads@nordvikbil.example' })
  carB = testCar(2, {
    car_site_id: '2001',
    car_price_currency: 'GBP',
    car_site_name: 'Nordvik Motors Leeds',
    car_site_leads_email: 'leeds@nordvikmotors.example',
    car_sellers: [{ name: 'Sam Seller', phone: '+44 113 496 0000', email: 'sam@nordvikmotors.example' }],
  })
  await importStock(cms.db, { index: 'vehicles-se' as VehicleIndex, cars: [carA, carC], mode: 'upsert' })
  await importStock(cms.db, { index: 'vehicles-uk' as VehicleIndex, cars: [carB], mode: 'upsert' })
  const carId = async (car: Car) =>
    (await payload.find({ collection: 'cars', where: { carId: { equals: car.car_id } }, overrideAccess: true, depth: 0 })).docs[0]!.id
  doc.carA = await carId(carA)
  doc.carB = await carId(carB)
  doc.carC = await carId(carC)

  doc.dealerSiteA = (
    await payload.create({
      collection: 'dealer-sites',
      overrideAccess: true,
      data: dealerSiteData('SE', '1001', 'uppsala', 'uppsala@nordvik.example', a.id),
    })
  ).id
  doc.dealerSiteB = (
    await payload.create({
      collection: 'dealer-sites',
      overrideAccess: true,
      data: dealerSiteData('GB', '2001', 'leeds', 'leeds@nordvikmotors.example', b.id),
    })
  ).id
  doc.dealerSiteC = (
    await payload.create({
      collection: 'dealer-sites',
      overrideAccess: true,
      data: dealerSiteData('SE', '1002', 'enkoping', 'enkoping@nordvik.example', c.id),
    })
  ).id
  doc.brand = (await payload.create({ collection: 'brands', overrideAccess: true, data: { name: 'Volvo', brand_code: 'VO' } })).id
  doc.workshopA = (
    await payload.create({
      collection: 'workshops',
      overrideAccess: true,
      data: workshopData(doc.dealerSiteA as number, 'SE-1001-VERKSTAD') as never,
    })
  ).id
  doc.workshopB = (
    await payload.create({
      collection: 'workshops',
      overrideAccess: true,
      data: workshopData(doc.dealerSiteB as number, 'GB-2001-WORKSHOP') as never,
    })
  ).id
  doc.workshopC = (
    await payload.create({
      collection: 'workshops',
      overrideAccess: true,
      data: workshopData(doc.dealerSiteC as number, 'SE-1002-VERKSTAD') as never,
    })
  ).id
  doc.bookingA = (
    await payload.create({
      collection: 'workshop-bookings',
      overrideAccess: true,
      data: bookingData(doc.workshopA as number, a.id, 'NB-A0000001'),
    })
  ).id
  doc.bookingB = (
    await payload.create({
      collection: 'workshop-bookings',
      overrideAccess: true,
      data: bookingData(doc.workshopB as number, b.id, 'NB-B0000001'),
    })
  ).id
  doc.categoryB = (
    await payload.create({
      collection: 'service-categories',
      overrideAccess: true,
      data: { name: 'Service', kind: 'service', icon: 'wrench', sortOrder: 1 },
    })
  ).id
  doc.vehicleB = (
    await payload.create({
      collection: 'vehicle-register',
      overrideAccess: true,
      data: { registrationNumber: 'ABC123', brand: 'Volkswagen', model: 'Golf', buildYear: 2019, hasServiceAgreement: true },
    })
  ).id
  const staffPassword = 'a-test-password-1234'
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: 'verkstad.se@forecourt.test', password: staffPassword, roles: ['workshop'], workshops: [doc.workshopA as number] },
  })
  token.staffA = (
    await payload.login({ collection: 'users', data: { email: 'verkstad.se@forecourt.test', password: staffPassword } })
  ).token!

  doc.agreementA = (
    await payload.create({
      collection: 'tire-agreements',
      overrideAccess: true,
      data: agreementData(a.id, doc.workshopA as number, 'DH-A0001', 'SEA123'),
    })
  ).id
  doc.agreementB = (
    await payload.create({
      collection: 'tire-agreements',
      overrideAccess: true,
      data: agreementData(b.id, doc.workshopB as number, 'DH-B0001', 'UKB456'),
    })
  ).id
  const review = (siteId: number) =>
    payload.create({
      collection: 'tire-hotel-reviews',
      overrideAccess: true,
      data: { rating: 4, ratedAt: '2026-11-27T10:00:00.000Z', comment: 'Smidigt', site: siteId },
    })
  doc.reviewA = (await review(a.id)).id
  doc.reviewB = (await review(b.id)).id
  doc.codeB = (
    await payload.create({
      collection: 'tire-hotel-codes',
      overrideAccess: true,
      data: { tokenDigest: 'b', agreementId: String(doc.agreementB), codeDigest: 'b', attempts: 0, expiresAt: '2099-01-01T00:00:00.000Z' },
    })
  ).id
  doc.sessionB = (
    await payload.create({
      collection: 'tire-hotel-sessions',
      overrideAccess: true,
      data: { tokenDigest: 'b', agreementId: String(doc.agreementB), expiresAt: '2099-01-01T00:00:00.000Z' },
    })
  ).id
  const { outboxSms } = await import('@/features/tire-hotel/sms-outbox')
  await outboxSms(cms.db, { demoInbox: false }).send({
    to: '+46701740650',
    text: 'Din engångskod till däckhotellet är 1234.',
    purpose: 'one-time-code',
  })
  doc.smsB = (await payload.find({ collection: 'sms-outbox', overrideAccess: true, depth: 0 })).docs[0]!.id
  doc.leadA = (await payload.create({ collection: 'leads', overrideAccess: true, data: leadData(a.id, 'lead-a') })).id
  doc.leadB = (await payload.create({ collection: 'leads', overrideAccess: true, data: leadData(b.id, 'lead-b') })).id
  const savedSearch = (siteId: number, name: string) => ({
    name,
    kind: 'search' as const,
    status: 'confirmed' as const,
    frequency: 'instant' as const,
    site: siteId,
    email: 'vera@example.com',
    subscriberKey: `key-${name}`,
    vehicleIndex: 'vehicles-se',
    consentText: 'Jag vill få e-post om nya bilar.',
    consentVersion: '1',
    consentedAt: new Date().toISOString(),
  })
  doc.savedSearchA = (await payload.create({ collection: 'saved-searches', overrideAccess: true, data: savedSearch(a.id, 'search-a') })).id
  doc.savedSearchB = (await payload.create({ collection: 'saved-searches', overrideAccess: true, data: savedSearch(b.id, 'search-b') })).id
  doc.alertB = (
    await payload.create({
      collection: 'saved-search-alerts',
      overrideAccess: true,
      data: { savedSearch: doc.savedSearchB as number, site: b.id, carId: 'car-b', event: 'new' },
    })
  ).id
  doc.outboxB = (
    await payload.create({
      collection: 'email-outbox',
      overrideAccess: true,
      data: {
        subject: 'New lead',
        toAddress: 'leads@nordvikmotors.example',
        status: 'pending',
        bodyText: 'Kim Kund, kim@example.com',
        nextAttemptAt: new Date().toISOString(),
        lead: doc.leadB as number,
      },
    })
  ).id

  await payload.kv.set('uk-dealer:import-state', { cursor: 42 })
  doc.kv = (await payload.find({ collection: 'payload-kv' as 'pages', overrideAccess: true, depth: 0 })).docs[0]!.id
  const editorBUser = {
    ...(await payload.findByID({ collection: 'users', id: editorB.user.id, overrideAccess: true })),
    collection: 'users' as const,
  }
  doc.lockB = (
    await payload.create({
      collection: 'payload-locked-documents',
      overrideAccess: true,
      data: { document: { relationTo: 'pages', value: doc.pageB as number }, user: { relationTo: 'users', value: editorB.user.id } },
    })
  ).id
  doc.preferenceB = (
    await payload.create({
      collection: 'payload-preferences',
      overrideAccess: true,
      user: editorBUser,
      data: { key: 'pages-list', value: { columns: ['path'] }, user: { relationTo: 'users', value: editorB.user.id } },
    })
  ).id
  doc.migration = (
    await payload.find({ collection: 'payload-migrations' as 'pages', overrideAccess: true, limit: 1, depth: 0 })
  ).docs[0]!.id
})

afterAll(async () => {
  await cms?.stop()
})

describe('every collection and global', () => {
  it('has an access case here', () => {
    expect(cms.config.collections.map((collection) => collection.slug).sort()).toEqual(Object.keys(collectionCases).sort())
    expect(cms.config.globals.map((global) => global.slug).sort()).toEqual(Object.keys(globalCases).sort())
  })
})

for (const [slug, c] of Object.entries(collectionCases)) {
  describe(`${slug}: ${c.rule}`, () => {
    const outsider =
      'site A’s editor cannot list, read, create, change or delete site B’s document (REST and GraphQL), and it stays as it was'
    if (c.openGap) it.todo(`${outsider} — open: ${c.openGap}`)
    else
      it(outsider, async () => {
        await walk(slug, c, token.editorA)
      })

    it('an anonymous caller gets nothing', async () => {
      await walk(slug, { ...c, readableByEditors: false }, undefined)
    })

    it(c.adminReads === false ? 'an admin does not read it through the API either' : 'an admin reads it', async () => {
      const read = await cms.rest('GET', `/${slug}/${c.other()}?depth=0`, { token: token.admin })
      if (c.noApi) expect([404, 501]).toContain(read.status)
      else if (c.adminReads !== false) ok(read)
      else if (c.keyedEndpoints && read.status === 200) expect(read.json?.id).not.toBe(c.other())
      else refused(read)
    })

    if (c.own) {
      it('site A’s editor does their own site’s work', async () => {
        await c.own!()
      })
    }
  })
}

for (const [slug, g] of Object.entries(globalCases)) {
  describe(`global ${slug}: ${g.rule}`, () => {
    it('an editor reads it and cannot change it, an anonymous caller gets nothing, an admin changes it', async () => {
      const before = await cms.payload.findGlobal({ slug: slug as 'lead-settings', overrideAccess: true })
      const read = await cms.rest('GET', `/globals/${slug}`, { token: token.editorA })
      if (g.readableByEditors) ok(read)
      else refused(read)
      refused(await cms.rest('GET', `/globals/${slug}`))
      refused(await cms.rest('POST', `/globals/${slug}`, { token: token.editorA, body: g.change }))
      refused(await cms.rest('POST', `/globals/${slug}`, { body: g.change }))
      gqlRefused(
        await cms.graphql(`mutation { update${g.graphql.name}(data: ${g.graphql.change}) { updatedAt } }`, { token: token.editorA }),
        `update${g.graphql.name}`,
      )
      expect(await cms.payload.findGlobal({ slug: slug as 'lead-settings', overrideAccess: true })).toEqual(before)
      ok(await cms.rest('POST', `/globals/${slug}`, { token: token.admin, body: g.change }))
      expect(await cms.payload.findGlobal({ slug: slug as 'lead-settings', overrideAccess: true })).toMatchObject(g.change)
    })
  })
}

describe('cars: where a car’s leads go is the stock’s, not an editor’s', () => {
  const leadsEmail = async () =>
    ((await cms.payload.findByID({ collection: 'cars', id: doc.carB!, overrideAccess: true })).data as Car).car_site_leads_email

  it('refuses the editor of a Swedish site who redirects a British car’s leads, and keeps the address', async () => {
    const before = await cms.payload.findByID({ collection: 'cars', id: doc.carB!, overrideAccess: true })
    const attack = await cms.rest('PATCH', `/cars/${doc.carB}`, {
      token: token.editorA,
      body: carDocument(carB, { car_site_leads_email: 'leads@outside.example' }),
    })
    refused(attack)
    expect(await cms.payload.findByID({ collection: 'cars', id: doc.carB!, overrideAccess: true })).toEqual(before)
  })

  it('refuses the editor of the car’s own site too, naming the field, and stores nothing of the change', async () => {
    const before = await cms.payload.findByID({ collection: 'cars', id: doc.carB!, overrideAccess: true })
    const changes: Array<[string, Partial<Car>]> = [
      ['car_site_leads_email', { car_site_leads_email: 'leads@outside.example', car_description: 'Also changed' }],
      ['car_sellers', { car_sellers: [{ name: 'Sam Seller', phone: '+44 113 496 0000', email: 'sam@outside.example' }] }],
      ['car_sellers', { car_sellers: [{ name: 'Sam Seller', phone: '+44 20 7946 0999', email: 'sam@nordvikmotors.example' }] }],
      ['car_sellers', { car_sellers: [...carB.car_sellers, { name: 'Extra', phone: '', email: 'extra@outside.example' }] }],
      ['car_site_id', { car_site_id: 'site-elsewhere' }],
      ['car_id', { car_id: '999999' }],
    ]
    for (const [field, change] of changes) {
      const response = await cms.rest('PATCH', `/cars/${doc.carB}`, { token: token.editorB, body: carDocument(carB, change) })
      expect(response.status, response.text).toBe(403)
      expect(response.text).toContain(field)
    }
    // Leaving the address out would send the leads to the site's fallback address: a change too.
    const { car_site_leads_email: _left, ...withoutAddress } = carB
    const removal = await cms.rest('PATCH', `/cars/${doc.carB}`, { token: token.editorB, body: { data: withoutAddress } })
    expect(removal.status, removal.text).toBe(403)
    expect(removal.text).toContain('car_site_leads_email')
    const graphql = await cms.graphql('mutation ($data: JSON) { updateCar(id: ' + doc.carB + ', data: { data: $data }) { id } }', {
      token: token.editorB,
      variables: { data: { ...carB, car_site_leads_email: 'leads@outside.example' } },
    })
    expect(JSON.stringify(graphql.json)).toContain('car_site_leads_email')
    expect(await cms.payload.findByID({ collection: 'cars', id: doc.carB!, overrideAccess: true })).toEqual(before)
    expect(await leadsEmail()).toBe('leeds@nordvikmotors.example')
  })

  it('lets the editor of the car’s site correct the rest of it, seller names included', async () => {
    const response = await cms.rest('PATCH', `/cars/${doc.carB}`, {
      token: token.editorB,
      body: carDocument(carB, {
        car_description: 'Full service history.',
        car_sellers: [{ ...carB.car_sellers[0]!, name: 'Samantha Seller' }],
      }),
    })
    ok(response)
    const car = (await cms.payload.findByID({ collection: 'cars', id: doc.carB!, overrideAccess: true })).data as Car
    expect(car.car_description).toBe('Full service history.')
    expect(car.car_sellers[0]!.name).toBe('Samantha Seller')
    expect(car.car_site_leads_email).toBe('leeds@nordvikmotors.example')
    carB = car
  })

  it('lets an admin change where the car’s leads go', async () => {
    ok(
      await cms.rest('PATCH', `/cars/${doc.carB}`, {
        token: token.admin,
        body: carDocument(carB, { car_site_leads_email: 'leeds.sales@nordvikmotors.example' }),
      }),
    )
    expect(await leadsEmail()).toBe('leeds.sales@nordvikmotors.example')
  })

  it('does not let an editor move a car into their index', async () => {
    const moved = await cms.rest('PATCH', `/cars/${doc.carA}`, { token: token.editorA, body: { vehicleIndex: 'vehicles-uk' } })
    expect(moved.status).toBeLessThan(500)
    expect((await cms.payload.findByID({ collection: 'cars', id: doc.carA!, overrideAccess: true })).vehicleIndex).toBe('vehicles-se')
  })
})

describe('sites: what decides an editor’s reach is the admins’', () => {
  it('keeps a site’s vehicle and dealer-site indices when its editor changes them', async () => {
    const response = await cms.rest('PATCH', `/sites/${site.A.id}`, {
      token: token.editorA,
      body: { vehicleIndex: 'vehicles-uk', siteSearchIndex: 'sites-uk', country: 'GB' },
    })
    expect(response.status).toBeLessThan(500)
    expect(await cms.payload.findByID({ collection: 'sites', id: site.A.id, overrideAccess: true })).toMatchObject({
      vehicleIndex: 'vehicles-se',
      siteSearchIndex: 'sites-se',
      country: 'SE',
    })
    notListed(await cms.rest('GET', '/cars?limit=100&depth=0', { token: token.editorA }), doc.carB!)
  })

  it('takes only a page of the site itself as its not-found page', async () => {
    const foreign = await cms.rest('PATCH', `/sites/${site.A.id}`, { token: token.editorA, body: { notFoundPage: doc.pageB } })
    expect(foreign.status).toBe(400)
    expect(
      (await cms.payload.findByID({ collection: 'sites', id: site.A.id, overrideAccess: true, depth: 0 })).notFoundPage ?? null,
    ).toBeNull()
    ok(await cms.rest('PATCH', `/sites/${site.A.id}`, { token: token.editorA, body: { notFoundPage: doc.homeA } }))
    expect((await cms.payload.findByID({ collection: 'sites', id: site.A.id, overrideAccess: true, depth: 0 })).notFoundPage).toBe(
      doc.homeA,
    )
  })

  it('lets the editor of a site change where its own leads go', async () => {
    ok(await cms.rest('PATCH', `/sites/${site.A.id}`, { token: token.editorA, body: { leadsEmail: 'kontakt@nordvikbilhall.example' } }))
    expect((await cms.payload.findByID({ collection: 'sites', id: site.A.id, overrideAccess: true })).leadsEmail).toBe(
      'kontakt@nordvikbilhall.example',
    )
  })
})

describe('dealer sites: an editor keeps the facilities their sites run', () => {
  it('lets the editor change their facility’s department and staff addresses, but not move it to another country or site', async () => {
    const facility = await cms.payload.findByID({ collection: 'dealer-sites', id: doc.dealerSiteA!, overrideAccess: true, depth: 0 })
    const departments = facility.site_departments!.map((department) => ({
      ...department,
      email: 'forsaljning@nordvik.example',
      users: department.users?.map((person) => ({ ...person, email: 'sara@nordvik.example' })),
    }))
    ok(
      await cms.rest('PATCH', `/dealer-sites/${doc.dealerSiteA}`, {
        token: token.editorA,
        body: { site_departments: departments, country: 'GB', runBy: site.C.id },
      }),
    )
    const changed = await cms.payload.findByID({ collection: 'dealer-sites', id: doc.dealerSiteA!, overrideAccess: true, depth: 0 })
    expect(changed.country).toBe('SE')
    expect(changed.runBy).toBe(site.A.id)
    expect(changed.site_departments![0]).toMatchObject({ email: 'forsaljning@nordvik.example', users: [{ email: 'sara@nordvik.example' }] })
  })
})

describe('a facility, its workshops and its cars belong to the site whose dealer runs it, not to its country', () => {
  const same = (slug: string, other: () => Id) => ({ ...collectionCases[slug]!, other })

  it('keeps another Swedish site’s facility, workshop and car from the editor of a Swedish site (REST and GraphQL)', async () => {
    await walk(
      'dealer-sites',
      same('dealer-sites', () => doc.dealerSiteC!),
      token.editorA,
    )
    await walk(
      'workshops',
      same('workshops', () => doc.workshopC!),
      token.editorA,
    )
    await walk('cars', { ...same('cars', () => doc.carC!), change: carDocument(carC, { car_description: 'Kapad' }) }, token.editorA)
  })

  it('lists the editor only their own site’s facilities, workshops and cars', async () => {
    const listed = async (slug: string, caller: string) =>
      ids(await cms.rest('GET', `/${slug}?limit=100&depth=0`, { token: caller })).sort()
    expect(await listed('dealer-sites', token.editorA)).toEqual([doc.dealerSiteA])
    expect(await listed('workshops', token.editorA)).toEqual([doc.workshopA])
    expect(await listed('cars', token.editorA)).toEqual([doc.carA])
  })

  it('shows the editor of a new site that runs no facility none, on the same country’s indices', async () => {
    for (const slug of ['dealer-sites', 'workshops', 'cars']) {
      const list = await cms.rest('GET', `/${slug}?limit=100&depth=0`, { token: token.editorNew })
      if (list.status === 200) expect(list.json.totalDocs, slug).toBe(0)
      else refused(list)
    }
    refused(await cms.rest('PATCH', `/dealer-sites/${doc.dealerSiteC}`, { token: token.editorNew, body: { site_phone: '070-174 06 99' } }))
    refused(await cms.rest('PATCH', `/workshops/${doc.workshopC}`, { token: token.editorNew, body: { placesPerSlot: 9 } }))
  })

  it('gives the facility to another site when an admin changes who runs it', async () => {
    ok(await cms.rest('PATCH', `/dealer-sites/${doc.dealerSiteC}`, { token: token.admin, body: { runBy: site.New.id } }))
    try {
      const listed = async (slug: string) => ids(await cms.rest('GET', `/${slug}?limit=100&depth=0`, { token: token.editorNew }))
      expect(await listed('dealer-sites')).toEqual([doc.dealerSiteC])
      expect(await listed('workshops')).toEqual([doc.workshopC])
      expect(await listed('cars')).toEqual([doc.carC])
      ok(await cms.rest('PATCH', `/workshops/${doc.workshopC}`, { token: token.editorNew, body: { placesPerSlot: 3 } }))
    } finally {
      await cms.payload.update({ collection: 'dealer-sites', id: doc.dealerSiteC!, overrideAccess: true, data: { runBy: site.C.id } })
    }
  })
})

describe('media: files are public, the library is each site’s', () => {
  it('serves every file to every visitor and to an editor of another site', async () => {
    for (const caller of [undefined, token.editorA, token.editorB]) {
      for (const name of ['uk-hero.png', 'se-hero.png']) {
        const file = await cms.rest('GET', `/media/file/${name}`, { token: caller })
        expect(file.status, `${name} for ${caller ? 'an editor' : 'a visitor'}`).toBe(200)
        expect(file.headers.get('content-type')).toBe('image/png')
      }
    }
    expect(existsSync(path.join(cms.dir, 'media', 'uk-hero.png'))).toBe(true)
  })

  it('lists an editor only their site’s media, and an admin all', async () => {
    const mine = await cms.rest('GET', '/media?limit=100&depth=0', { token: token.editorA })
    ok(mine)
    expect(ids(mine)).toContain(doc.mediaA)
    expect(ids(mine)).not.toContain(doc.mediaB)
    const all = await cms.rest('GET', '/media?limit=100&depth=0', { token: token.admin })
    expect(ids(all)).toEqual(expect.arrayContaining([doc.mediaA, doc.mediaB]))
  })
})

describe('redirects: the CSV tools take only the editor’s own sites', () => {
  it('refuses to export, import into or review another site’s table, and keeps it', async () => {
    const before = await cms.payload.find({
      collection: 'redirects',
      where: { site: { equals: site.B.id } },
      overrideAccess: true,
      depth: 0,
    })
    for (const query of [`site=${site.B.key}`, `site=${site.B.id}`]) {
      expect((await cms.rest('GET', `/redirects/export?${query}`, { token: token.editorA })).status).toBe(404)
      expect((await cms.rest('GET', `/redirects/findings?${query}`, { token: token.editorA })).status).toBe(404)
      const replaced = await cms.rest('POST', `/redirects/import?${query}&mode=replace`, {
        token: token.editorA,
        text: { body: 'source,destination\n/a,https://outside.example/\n', contentType: 'text/csv' },
      })
      expect(replaced.status).toBe(404)
    }
    expect((await cms.rest('GET', `/redirects/export?site=${site.B.key}`)).status).toBe(401)
    expect(
      await cms.payload.find({ collection: 'redirects', where: { site: { equals: site.B.id } }, overrideAccess: true, depth: 0 }),
    ).toEqual(before)
    ok(await cms.rest('GET', `/redirects/export?site=${site.A.key}`, { token: token.editorA }))
  })
})

describe('users: an editor cannot unlock another account', () => {
  it('refuses to unlock a user locked after failed logins', async () => {
    refused(await cms.rest('POST', '/users/unlock', { token: token.editorA, body: { email: 'editor.uk@forecourt.test' } }))
  })
})
