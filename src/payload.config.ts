import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Brands } from './cms/collections/Brands'
import { Cars } from './cms/collections/Cars'
import { DealerSites } from './cms/collections/DealerSites'
import { Dictionary } from './cms/collections/Dictionary'
import { EmailOutbox } from './cms/collections/EmailOutbox'
import { Footers } from './cms/collections/Footers'
import { Leads } from './cms/collections/Leads'
import { Media } from './cms/collections/Media'
import { Navigations } from './cms/collections/Navigations'
import { Pages } from './cms/collections/Pages'
import { Redirects } from './cms/collections/Redirects'
import { SavedSearchAlerts, SavedSearches } from './cms/collections/SavedSearches'
import { Sites } from './cms/collections/Sites'
import { SmsOutbox } from './cms/collections/SmsOutbox'
import { Stories } from './cms/collections/Stories'
import { StoryTags } from './cms/collections/StoryTags'
import { TireAgreements } from './cms/collections/TireAgreements'
import { TireHotelCodes, TireHotelSessions } from './cms/collections/TireHotelLogins'
import { TireHotelReviews } from './cms/collections/TireHotelReviews'
import { Users } from './cms/collections/Users'
import { ServiceCategories } from './cms/collections/ServiceCatalogue'
import { VehicleRegister } from './cms/collections/VehicleRegister'
import { WorkshopBookings } from './cms/collections/WorkshopBookings'
import { Workshops } from './cms/collections/Workshops'
import { scopeDocumentLocks } from './cms/access/locks'
import { capCmsApi } from './cms/api/guard'
import { unreadableJsonIsBadRequest } from './cms/api/routes'
import { graphQLQueryLimits } from './cms/api/graphql-limits'
import { CMS_API_LIMITS } from './cms/api/limits'
import { menuOfWorkshopStaff } from './cms/access/workshop-staff'
import { richTextEditor } from './cms/fields/rich-text'
import { humanLabels } from './cms/labels'
import { languagesOfSelectedSite, multiSitePlugin } from './cms/multi-site/plugin'
import { databaseAdapter, keepPostgresPoolAlive, keepSqliteBusyTimeout } from './db/adapter'
import { LeadSettings } from './cms/globals/LeadSettings'
import { CONTENT_LOCALES, DEFAULT_CONTENT_LOCALE } from './features/sites/locales'
import { cmsEmailAdapter } from './wiring/cms-email'
import { payloadSecret } from './lib/env'
import { logger } from './lib/logger'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: payloadSecret(),
  db: databaseAdapter(),
  editor: richTextEditor,
  sharp,
  logger,
  email: cmsEmailAdapter,
  collections: [Sites, Pages, Stories, StoryTags, Navigations, Footers, Media, Redirects, Dictionary, Cars, DealerSites, Brands, Workshops, WorkshopBookings, ServiceCategories, VehicleRegister, TireAgreements, TireHotelReviews, TireHotelCodes, TireHotelSessions, Leads, SavedSearches, SavedSearchAlerts, EmailOutbox, SmsOutbox, Users],
  globals: [LeadSettings],
  localization: {
    locales: CONTENT_LOCALES.map(({ code, label }) => ({ code, label })),
    defaultLocale: DEFAULT_CONTENT_LOCALE,
    // A page has content in a language only when an editor wrote it; nothing falls back silently.
    fallback: false,
    filterAvailableLocales: languagesOfSelectedSite,
  },
  // humanLabels last: the fields the plugins add are named in words too.
  plugins: [multiSitePlugin, menuOfWorkshopStaff, humanLabels],
  hooks: { afterError: [unreadableJsonIsBadRequest] },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Forecourt CMS' },
    // No Gravatar: editors' e-mail hashes stay here, and the admin needs no outside host.
    avatar: 'default',
    importMap: { baseDir: dirname },
    components: { providers: ['@/cms/multi-site/SiteLanguages#SiteLanguages'] },
    livePreview: {
      breakpoints: [
        { label: 'Phone', name: 'phone', width: 375, height: 812 },
        { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  // What one API call may ask for (src/cms/api/limits.ts): related documents two deep, and a GraphQL query of bounded depth and size.
  maxDepth: CMS_API_LIMITS.maxDepth,
  graphQL: {
    disablePlaygroundInProduction: true,
    maxComplexity: CMS_API_LIMITS.graphQL.maxComplexity,
    validationRules: (args) => [graphQLQueryLimits(args.variableValues ?? {})],
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  onInit: async (payload) => {
    keepSqliteBusyTimeout(payload)
    keepPostgresPoolAlive(payload)
  },
})
  .then(scopeDocumentLocks)
  .then(capCmsApi)
