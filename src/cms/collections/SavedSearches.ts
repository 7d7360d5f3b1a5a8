import type { CollectionConfig, FieldAccess } from 'payload'

import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_KINDS, SAVED_SEARCH_STATUSES } from '@/features/saved-searches/model'

import { isAdmin, siteScoped, type AccessUser } from '../access/roles'
import { siteField } from '../fields/site'

const never: FieldAccess = () => false

/** The roles that read leads (admins, and editors on their sites) read subscribers' addresses; nobody else. */
const readsLeads: FieldAccess = ({ req }) =>
  isAdmin(req.user) || Boolean((req.user as unknown as AccessUser | null)?.roles?.includes('editor'))

/**
 * Saved searches and price-drop notices visitors asked for (docs/saved-searches.md). They arrive only through
 * `POST /api/car-alerts` with double opt-in; editors see their sites' searches and counts, the address only
 * when their role may read leads, and may delete one.
 */
export const SavedSearches: CollectionConfig = {
  slug: 'saved-searches',
  dbName: 'saved_searches',
  labels: { singular: 'Saved search', plural: 'Saved searches' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'status', 'frequency', 'alertsSent', 'site', 'createdAt'],
    group: 'Leads',
    description:
      'Searches and cars visitors follow by e-mail. Confirmed ones get alerts; unconfirmed and unsubscribed ones are erased after the site’s retention period.',
    components: { beforeListTable: ['@/cms/components/SavedSearchCounts#SavedSearchCounts'] },
  },
  access: { read: siteScoped(), create: () => false, update: () => false, delete: siteScoped() },
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', type: 'text', required: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'search',
          options: [...SAVED_SEARCH_KINDS],
          admin: { width: '33%', readOnly: true },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          options: [...SAVED_SEARCH_STATUSES],
          index: true,
          admin: { width: '33%', readOnly: true },
        },
        {
          name: 'frequency',
          type: 'select',
          required: true,
          defaultValue: 'instant',
          options: [...SAVED_SEARCH_FREQUENCIES],
          admin: { width: '33%', readOnly: true },
        },
      ],
    },
    siteField({ access: { update: never }, admin: { position: 'sidebar', readOnly: true } }),
    { name: 'email', type: 'text', required: true, access: { read: readsLeads, update: never }, admin: { readOnly: true } },
    { name: 'subscriberKey', type: 'text', required: true, index: true, access: { read: never, update: never }, admin: { hidden: true } },
    { name: 'vehicleIndex', type: 'text', required: true, index: true, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'locale', type: 'text', admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'listUrl',
      type: 'text',
      admin: { readOnly: true, description: 'The car list address the search was saved from (path and query).' },
    },
    {
      name: 'criteria',
      type: 'json',
      admin: {
        readOnly: true,
        description: 'The filters and keyphrase matched against new cars.',
        components: { Field: '@/cms/components/JsonField#JsonField' },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'carId',
          type: 'text',
          index: true,
          admin: { width: '50%', readOnly: true, description: 'A price-drop notice: the car followed.' },
        },
        { name: 'lastPrice', type: 'number', admin: { width: '50%', readOnly: true, description: 'The car’s price when last announced.' } },
      ],
    },
    {
      name: 'consentText',
      type: 'textarea',
      required: true,
      access: { update: never },
      admin: { readOnly: true, description: 'The consent text as the visitor saw it.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'consentVersion', type: 'text', required: true, access: { update: never }, admin: { readOnly: true, width: '33%' } },
        {
          name: 'consentedAt',
          type: 'date',
          required: true,
          access: { update: never },
          admin: { readOnly: true, width: '33%', date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'confirmedAt', type: 'date', admin: { readOnly: true, width: '33%', date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true, width: '33%', date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'lastDigestAt', type: 'date', admin: { readOnly: true, width: '33%', date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'alertsSent',
          type: 'number',
          defaultValue: 0,
          admin: { readOnly: true, width: '33%', description: 'Cars announced by e-mail.' },
        },
      ],
    },
  ],
}

/**
 * Each car announced to a saved search, once: the unique (search, car, event) row is written before its e-mail,
 * so a repeated import, two instances importing at once or a mail server that is down never announce a car twice.
 */
export const SavedSearchAlerts: CollectionConfig = {
  slug: 'saved-search-alerts',
  dbName: 'saved_search_alerts',
  labels: { singular: 'Alert', plural: 'Saved search alerts' },
  admin: {
    useAsTitle: 'carId',
    defaultColumns: ['carId', 'event', 'savedSearch', 'sentAt', 'site'],
    group: 'Leads',
    description: 'Cars announced to saved searches: one row per search, car and event.',
  },
  access: { read: siteScoped(), create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['savedSearch', 'carId', 'event'], unique: true }],
  fields: [
    { name: 'savedSearch', type: 'relationship', relationTo: 'saved-searches', required: true, index: true, admin: { readOnly: true } },
    siteField({ access: { update: never }, admin: { position: 'sidebar', readOnly: true } }),
    {
      type: 'row',
      fields: [
        { name: 'carId', type: 'text', required: true, admin: { width: '33%', readOnly: true } },
        {
          name: 'event',
          type: 'text',
          required: true,
          admin: { width: '33%', readOnly: true, description: 'new, sold, or price:<new price>.' },
        },
        { name: 'price', type: 'number', admin: { width: '33%', readOnly: true } },
      ],
    },
    {
      name: 'email',
      type: 'relationship',
      relationTo: 'email-outbox',
      index: true,
      admin: { readOnly: true, description: 'The e-mail that announced it; empty while it waits for the daily digest.' },
    },
    { name: 'sentAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
