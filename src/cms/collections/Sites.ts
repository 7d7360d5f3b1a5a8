import type { CollectionConfig, PayloadRequest } from 'payload'

import { CAR_OF_THE_WEEK_LIMIT } from '@/features/car-search/car-of-the-week'
import { SITE_INDICES, siteVehicleIndex } from '@/features/car-search/indices'
import { CONTENT_LOCALES } from '@/features/sites/locales'
import { VEHICLE_INDICES } from '@/features/stock/car'
import { normalizeHost } from '@/features/sites/hosts'
import { BRAND_THEMES, FONT_PAIRS, THEMES } from '@/cms/themes'

import { adminsOnly, adminsOnlyField, assignedSiteIds, isAdmin } from '../access/roles'
import { afterSiteChange, afterSiteDelete } from '../hooks/revalidate'
import { financeTab } from '../fields/finance'
import { ensureUniqueHostnames, refuseAddressChangeByEditors, refuseDeletingSiteWithContent } from '../hooks/sites'

export const SITE_TYPES = [
  { label: 'Dealer', value: 'dealer' },
  { label: 'Used-car retail', value: 'used-car-retail' },
  { label: 'Auction', value: 'auction' },
  { label: 'Partner brand', value: 'partner' },
  { label: 'Group', value: 'group' },
] as const

export const COUNTRIES = [
  { label: 'Sweden', value: 'SE' },
  { label: 'Norway', value: 'NO' },
  { label: 'United Kingdom', value: 'GB' },
  { label: 'Finland', value: 'FI' },
  { label: 'Slovakia', value: 'SK' },
] as const

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/
const SITE_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/

const localeOptions = CONTENT_LOCALES.map(({ code, label }) => ({ label: `${label} (${code})`, value: code }))

/** An editor's own sites; nothing for a user without sites (a workshop's staff), whose menu then has no Sites. */
const ownSites = (user: PayloadRequest['user']) => {
  const ids = user ? assignedSiteIds(user) : []
  return ids.length > 0 ? { id: { in: ids } } : false
}

export const Sites: CollectionConfig = {
  slug: 'sites',
  labels: { singular: 'Site', plural: 'Sites' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'key', 'type', 'country', 'url'],
    description: 'Each website of the group. Adding a site is content work: give it a key, hosts and languages.',
  },
  access: {
    read: ({ req }) => (isAdmin(req.user) ? true : ownSites(req.user)),
    create: adminsOnly,
    update: ({ req }) => (isAdmin(req.user) ? true : ownSites(req.user)),
    delete: adminsOnly,
  },
  hooks: {
    beforeOperation: [refuseAddressChangeByEditors],
    beforeValidate: [ensureUniqueHostnames],
    beforeDelete: [refuseDeletingSiteWithContent],
    afterChange: [afterSiteChange],
    afterDelete: [afterSiteDelete],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Site',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'name', type: 'text', required: true, admin: { width: '50%' } },
                {
                  name: 'key',
                  type: 'text',
                  required: true,
                  unique: true,
                  index: true,
                  access: { update: adminsOnlyField },
                  admin: { width: '50%', description: 'Stable identifier, e.g. se-dealer. Lower-case letters, digits and dashes.' },
                  validate: (value: string | null | undefined) =>
                    value && SITE_KEY.test(value) ? true : 'Use lower-case letters, digits and single dashes, e.g. se-dealer.',
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'type',
                  type: 'select',
                  required: true,
                  defaultValue: 'dealer',
                  options: [...SITE_TYPES],
                  access: { update: adminsOnlyField },
                  admin: { width: '50%' },
                },
                {
                  name: 'country',
                  type: 'select',
                  required: true,
                  options: [...COUNTRIES],
                  access: { update: adminsOnlyField },
                  admin: { width: '50%' },
                },
              ],
            },
            {
              name: 'url',
              label: 'Public address',
              type: 'text',
              required: true,
              access: { update: adminsOnlyField },
              admin: {
                description: 'The public address of the site, e.g. https://www.example.se. Canonical links are made absolute with it.',
              },
              validate: (value: string | null | undefined) => {
                if (!value) return 'Give the public address of the site.'
                try {
                  const url = new URL(value)
                  return ['http:', 'https:'].includes(url.protocol) ? true : 'Use an http:// or https:// address.'
                } catch {
                  return 'Give a full address, e.g. https://www.example.se.'
                }
              },
            },
            {
              name: 'hostnames',
              label: 'Host names',
              labels: { singular: 'Host name', plural: 'Host names' },
              type: 'array',
              required: true,
              minRows: 1,
              access: { update: adminsOnlyField },
              admin: { description: 'Every host name this site answers on. The first is the primary one.' },
              fields: [
                {
                  name: 'hostname',
                  label: 'Host name',
                  type: 'text',
                  required: true,
                  validate: (value: string | null | undefined) =>
                    value && HOSTNAME.test(normalizeHost(value)) ? true : 'A host name such as www.example.se, without scheme or path.',
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'locales',
                  label: 'Languages',
                  type: 'select',
                  hasMany: true,
                  // Not `sites_locales`: that name is Payload's table for localized fields. PostgreSQL keeps
                  // its enum type apart from the table's name.
                  dbName: 'site_languages',
                  enumName: 'enum_site_languages',
                  required: true,
                  options: localeOptions,
                  access: { update: adminsOnlyField },
                  admin: { width: '50%', description: 'The languages of this site.' },
                },
                {
                  name: 'defaultLocale',
                  label: 'Default language',
                  type: 'select',
                  required: true,
                  options: localeOptions,
                  access: { update: adminsOnlyField },
                  admin: { width: '50%', description: 'Pages in this language have no language prefix.' },
                  validate: (value: string | null | undefined, { siblingData }: { siblingData: { locales?: string[] } }) =>
                    value && siblingData.locales?.includes(value) ? true : 'The default language must be one of the site’s languages.',
                },
              ],
            },
          ],
        },
        {
          label: 'Settings',
          fields: [
            {
              name: 'titleTemplate',
              type: 'text',
              admin: {
                description:
                  'Page titles use this; %s is the page title, e.g. "%s | Nordvik Bil". Empty: the dictionary key titleTemplate.',
              },
            },
            {
              name: 'gtmID',
              type: 'text',
              label: 'Google Tag Manager ID',
              admin: { description: 'e.g. GTM-ABC1234. The tag manager loads only when this is set.' },
              validate: (value: string | null | undefined) =>
                !value || GTM_ID.test(value) ? true : 'A container id looks like GTM-ABC1234.',
            },
            {
              type: 'row',
              fields: [
                { name: 'logo', type: 'upload', relationTo: 'media', admin: { width: '50%' } },
                { name: 'favicon', type: 'upload', relationTo: 'media', admin: { width: '50%', description: '.ico, .png or .svg' } },
              ],
            },
            {
              name: 'notFoundPage',
              type: 'relationship',
              relationTo: 'pages',
              // A page of this site (checked on save, with the editor's access).
              filterOptions: ({ id }) => (id === undefined ? true : { site: { equals: id } }),
              admin: { description: 'The page shown, with status 404, for addresses that do not exist.' },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'pathToCarList',
                  label: 'Car list path',
                  type: 'text',
                  admin: { width: '50%', description: 'e.g. /kop-bil/alla-bilar-i-lager' },
                },
                {
                  name: 'pathToCarDetail',
                  label: 'Car page path',
                  type: 'text',
                  admin: { width: '50%', description: 'Car pages are this path plus /{car_id}/{slug}.' },
                },
              ],
            },
            {
              name: 'leadsEmail',
              type: 'email',
              label: 'Leads e-mail',
              // The site's editors may change it: where their own site's leads go is their content work.
              admin: { description: 'Where leads of forms without a dealer of their own (e.g. sell your car) are e-mailed.' },
            },
            {
              name: 'savedSearchRetentionDays',
              type: 'number',
              label: 'Keep unconfirmed saved searches (days)',
              defaultValue: 30,
              min: 1,
              max: 3650,
              admin: {
                description:
                  'Saved searches and price-drop notices never confirmed, or unsubscribed, are erased with their alerts after this many days.',
              },
            },
            {
              name: 'carsOfTheWeek',
              type: 'relationship',
              relationTo: 'cars',
              hasMany: true,
              label: 'Cars of the week',
              maxRows: CAR_OF_THE_WEEK_LIMIT,
              // Cars of the site's car list (an editor is offered the cars of their own facilities).
              filterOptions: ({ data }) => {
                const index = siteVehicleIndex(data ?? {})
                return index ? { vehicleIndex: { equals: index } } : false
              },
              admin: {
                description: `What the site's Car of the week shows, in this order (up to ${CAR_OF_THE_WEEK_LIMIT}), and what a car list fixed on caroftheweek=true lists. Empty: the cars the stock feed marks as car of the week. A stock import leaves this choice as it is; a car sold drops out of it.`,
              },
            },
            {
              type: 'row',
              fields: [
                // Which cars and dealer sites a site shows is also what its editors may edit: the admins' to set.
                {
                  name: 'vehicleIndex',
                  label: 'Vehicle index',
                  type: 'select',
                  options: VEHICLE_INDICES.map((index) => ({ label: index, value: index })),
                  access: { update: adminsOnlyField },
                  admin: { width: '50%', description: 'The car stock the site shows. Empty: its country’s.' },
                },
                {
                  name: 'siteSearchIndex',
                  label: 'Site search index',
                  type: 'select',
                  options: SITE_INDICES.map((index) => ({ label: index, value: index })),
                  access: { update: adminsOnlyField },
                  admin: { width: '50%', description: 'The dealer sites (facilities) the site shows. Empty: its country’s.' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'priceRating',
                  label: 'Price rating',
                  type: 'checkbox',
                  defaultValue: true,
                  admin: {
                    width: '50%',
                    description:
                      'Show each car’s price rating (good, fair or high price against similar cars in stock) on car cards and car pages, and let visitors filter and sort by it.',
                  },
                },
                // What the group offers for a visitor's car is the admins' to set.
                {
                  name: 'valuationDealerMargin',
                  label: 'Valuation dealer margin (%)',
                  type: 'number',
                  min: 0,
                  max: 50,
                  defaultValue: 12,
                  access: { read: adminsOnlyField, update: adminsOnlyField, create: adminsOnlyField },
                  admin: {
                    width: '50%',
                    description: 'The sell-car form’s instant valuation lies this much below the market value of similar cars in stock.',
                  },
                },
              ],
            },
          ],
        },
        {
          label: 'Design',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'fontPair',
                  type: 'select',
                  required: true,
                  defaultValue: 'nordic',
                  options: Object.entries(FONT_PAIRS).map(([value, { label }]) => ({ label, value })),
                  admin: { width: '50%' },
                },
                {
                  name: 'theme',
                  type: 'select',
                  required: true,
                  defaultValue: 'nordvik',
                  options: Object.entries(THEMES).map(([value, { label }]) => ({ label, value })),
                  admin: { width: '50%' },
                },
              ],
            },
            {
              name: 'brandThemes',
              type: 'select',
              hasMany: true,
              options: BRAND_THEMES.map((value) => ({ label: THEMES[value].label, value })),
              admin: { description: 'Brand themes pages of this site may use (Brand design on a page).' },
            },
          ],
        },
        financeTab,
      ],
    },
  ],
}
