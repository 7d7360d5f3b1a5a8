import { financeDefault, financeLegal, financeQuote } from '@/app/api/codeweaver/endpoint'
import { demoInbox, demoInboxAttachment } from '@/app/api/demo/inbox/endpoint'
import { editingExit, editingRender } from '@/app/api/editing/endpoint'
import { comhub } from '@/app/api/forms/comhub/endpoint'
import { healthz } from '@/app/api/healthz/endpoint'
import { carAddress, leadDeliveryStart, redirectTable, revalidate, siteRoutes } from '@/app/api/internal/endpoint'
import { jotform } from '@/app/api/jotform/endpoint'
import { valuation } from '@/app/api/valuation/endpoint'
import { mechmateAddons } from '@/app/api/mechmate/addons/[registrationNumber]/endpoint'
import { mechmateAuthorizedWorkshop } from '@/app/api/mechmate/authorized-workshop/[brand]/endpoint'
import { mechmateBook } from '@/app/api/mechmate/book/endpoint'
import { mechmateCancel } from '@/app/api/mechmate/cancel/endpoint'
import { mechmateChangeLink } from '@/app/api/mechmate/change-link/endpoint'
import { mechmateCar } from '@/app/api/mechmate/car/[registrationNumber]/endpoint'
import { mechmateClosestAvailable } from '@/app/api/mechmate/departments/closestAvailable/endpoint'
import { mechmatePrices } from '@/app/api/mechmate/prices/[registrationNumber]/[mileage]/[departmentId]/endpoint'
import { mechmateServices } from '@/app/api/mechmate/services/[registrationNumber]/endpoint'
import { mechmateTimeslots } from '@/app/api/mechmate/timeslots/from/[registrationNumber]/[departmentId]/[weekStartDateTime]/endpoint'
import { robots } from '@/app/api/robots/endpoint'
import { SAVED_SEARCH_ENDPOINTS } from '@/app/api/car-alerts/endpoint'
import { search } from '@/app/api/search/endpoint'
import { sitemap, sitemapPage } from '@/app/api/sitemap/endpoint'
import { stockImages } from '@/app/api/stock-images/[name]/endpoint'
import { stockImport } from '@/app/api/stock/import/endpoint'
import { storyList } from '@/app/api/story-list/endpoint'
import { carMediaByRegNo, carMediaFrame } from '@/app/api/car-media/endpoint'
import { TIRE_HOTEL_ENDPOINTS } from '@/app/api/tirehotel/endpoint'

import { plainJson } from '@/http/answer'
import { internalOnly } from '@/http/auth'
import { defineEndpoint, type AnyEndpoint } from '@/http/endpoint'
import { cms } from '@/wiring/cms'

/**
 * The endpoint table (ENDPOINTS, below) with JSON Schemas of each endpoint's path, query and body, and the
 * CMS's own API (its collections, their fields and GraphQL names, its globals), as this build serves them: the
 * fuzz test reads it from the server it fuzzes.
 */
export const endpointTable = defineEndpoint({
  method: 'GET',
  path: '/api/internal/endpoints',
  summary: 'The endpoint table with the schemas of every endpoint, and the CMS’s collections',
  auth: internalOnly,
  async handle() {
    const [{ describeEndpoint }, { describeCmsApi }] = await Promise.all([import('@/http/describe'), import('@/cms/api/describe')])
    return plainJson(200, { endpoints: ENDPOINTS.map(describeEndpoint), cms: describeCmsApi((await cms()).config) })
  },
})

/**
 * Every endpoint of the product, as declared beside its route (src/app/api/…/endpoint.ts), listed beside them. The fuzz test sends
 * each of them malformed requests, and a test checks that every route file of src/app/api is here: an endpoint
 * is fuzzed by being declared.
 */
export const ENDPOINTS: readonly AnyEndpoint[] = [
  comhub,
  search,
  stockImport,
  stockImages,
  storyList,
  financeDefault,
  financeQuote,
  financeLegal,
  carMediaByRegNo,
  carMediaFrame,
  sitemap,
  sitemapPage,
  robots,
  healthz,
  jotform,
  demoInbox,
  demoInboxAttachment,
  editingExit,
  editingRender,
  leadDeliveryStart,
  redirectTable,
  revalidate,
  siteRoutes,
  carAddress,
  endpointTable,
  mechmateCar,
  mechmateServices,
  mechmateAddons,
  mechmatePrices,
  mechmateAuthorizedWorkshop,
  mechmateClosestAvailable,
  mechmateTimeslots,
  mechmateBook,
  mechmateChangeLink,
  mechmateCancel,
  valuation,
  ...TIRE_HOTEL_ENDPOINTS,
  ...SAVED_SEARCH_ENDPOINTS,
]
