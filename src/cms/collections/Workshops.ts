import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { HH_MM, ISO_DAY, WEEKDAYS } from '@/features/workshop-capacity/constants'
import { bumpWorkshopVersion } from '@/features/workshop-capacity/version'

import { adminsOnly, isAdmin, workshopsOfAssignedSites, workshopsOfUser } from '../access/roles'
import { workshopsOfSelectedSite } from '../multi-site/selected-site'
import { DEALER_SITE_COUNTRIES } from './DealerSites'

const hhmm = (value: string | null | undefined) => (value && HH_MM.test(value) ? true : 'Use a time HH:mm, e.g. 07:30.')
const isoDay = (value: string | null | undefined) => (value && ISO_DAY.test(value) ? true : 'Use a date YYYY-MM-DD.')

/** The workshop's country is its dealer site's: it decides the time zone. */
const countryOfDealerSite: CollectionBeforeChangeHook = async ({ data, req }) => {
  const siteId = typeof data.dealerSite === 'object' && data.dealerSite ? data.dealerSite.id : data.dealerSite
  if (!siteId) return data
  const site = await req.payload.findByID({ collection: 'dealer-sites', id: siteId, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (site) data.country = site.country
  return data
}

/**
 * A dealer site's service department as a workshop that takes bookings (spec 3 §3.1 "Workshop/department"): its
 * makes, opening hours and capacity. The workshop capacity engine (src/features/workshop-capacity) reads it for
 * time slots, and the service booking and the tire hotel book against it.
 */
export const Workshops: CollectionConfig = {
  slug: 'workshops',
  graphQL: { singularName: 'Workshop', pluralName: 'Workshops' },
  labels: { singular: 'Workshop', plural: 'Workshops' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'departmentId', 'dealerSite', 'placesPerSlot', 'active'],
    listSearchableFields: ['name', 'departmentId'],
    group: 'Workshop',
    description: 'Service departments taking online bookings: opening hours, capacity and closed days. Changes show in the booking at once.',
    baseFilter: workshopsOfSelectedSite,
  },
  // An editor keeps the workshops of the facilities their sites run, a workshop's staff their own; which
  // workshops exist is the admins'.
  access: {
    read: async (args) => (isAdmin(args.req.user) ? true : (workshopsOfUser(args.req.user) ?? workshopsOfAssignedSites(args))),
    create: adminsOnly,
    update: async (args) => (isAdmin(args.req.user) ? true : (workshopsOfUser(args.req.user) ?? workshopsOfAssignedSites(args))),
    delete: adminsOnly,
  },
  hooks: { beforeChange: [countryOfDealerSite], afterChange: [() => bumpWorkshopVersion()], afterDelete: [() => bumpWorkshopVersion()] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, admin: { width: '50%', placeholder: 'Nordvik Bilhall Uppsala verkstad' } },
        {
          name: 'departmentId',
          type: 'text',
          label: 'Department id',
          required: true,
          unique: true,
          index: true,
          access: { update: ({ req }) => isAdmin(req.user) },
          admin: { width: '25%', description: 'The workshop system’s id, used in booking links.' },
          validate: (value: string | null | undefined) => (value && /^[A-Za-z0-9-]{1,40}$/.test(value) ? true : 'Use letters, digits and dashes.'),
        },
        { name: 'active', type: 'checkbox', defaultValue: true, admin: { width: '25%', description: 'Takes online bookings.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'dealerSite', type: 'relationship', relationTo: 'dealer-sites', required: true, access: { update: ({ req }) => isAdmin(req.user) }, admin: { width: '50%' } },
        { name: 'country', type: 'select', options: [...DEALER_SITE_COUNTRIES], index: true, admin: { width: '25%', readOnly: true, description: 'The dealer site’s.' } },
        {
          name: 'priceLevel',
          type: 'number',
          defaultValue: 100,
          min: 50,
          max: 200,
          access: { update: ({ req }) => isAdmin(req.user) },
          admin: { width: '25%', description: 'Prices in % of the catalogue’s.' },
        },
      ],
    },
    { name: 'brands', type: 'relationship', relationTo: 'brands', hasMany: true, admin: { description: 'The makes the workshop services.' } },
    {
      name: 'openingHours',
      type: 'array',
      label: 'Opening hours',
      labels: { singular: 'Day', plural: 'Days' },
      admin: { description: 'Days not listed are closed.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'weekday', type: 'select', required: true, options: [...WEEKDAYS], admin: { width: '34%' } },
            { name: 'opens', type: 'text', required: true, validate: hhmm, admin: { width: '33%', placeholder: '07:00' } },
            { name: 'closes', type: 'text', required: true, validate: hhmm, admin: { width: '33%', placeholder: '17:00' } },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'slotMinutes', type: 'number', label: 'Slot length (minutes)', required: true, defaultValue: 60, min: 15, max: 240, admin: { width: '25%' } },
        {
          name: 'placesPerSlot',
          type: 'number',
          label: 'Cars per slot',
          required: true,
          defaultValue: 2,
          min: 0,
          max: 50,
          admin: { width: '25%', description: 'Bays working at the same time.' },
        },
        {
          name: 'allDayMinutes',
          type: 'number',
          label: 'All-day capacity (minutes)',
          required: true,
          defaultValue: 480,
          min: 0,
          max: 10_000,
          admin: { width: '25%', description: 'Work per day on cars left before 08:00. 0: no all-day bookings.' },
        },
        { name: 'bookingWeeks', type: 'number', label: 'Weeks bookable', required: true, defaultValue: 8, min: 1, max: 26, admin: { width: '25%' } },
      ],
    },
    {
      name: 'closedDays',
      type: 'array',
      label: 'Closed days',
      admin: { initCollapsed: true, description: 'Holidays and days without bookings.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'day', type: 'text', required: true, validate: isoDay, admin: { width: '40%', placeholder: '2026-12-24' } },
            { name: 'note', type: 'text', admin: { width: '60%', placeholder: 'Julafton' } },
          ],
        },
      ],
    },
  ],
}
