import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'
import type { z } from 'zod'

import { carSchema, VEHICLE_INDICES } from '@/features/stock/car'
import { carHash } from '@/features/stock/hash'
import { carColumns } from '@/features/stock/stored-car'
import { bumpStockVersion } from '@/features/stock/version'

import { adminsOnly, adminsOnlyField, carsOfAssignedSites, isAdmin } from '../access/roles'
import { carsOfSelectedSite } from '../multi-site/selected-site'

function carProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || 'car'}: ${issue.message}`)
}

/** The car document is the source of truth; the columns beside it are copied from it for the list and lookups. */
const fromCarDocument: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const parsed = carSchema.safeParse(data.data ?? originalDoc?.data)
  if (!parsed.success) {
    const message = carProblems(parsed.error).join('; ')
    throw new APIError(`The car is not valid: ${message}`, 400, [{ path: 'data', message }], true)
  }
  const car = parsed.data
  return { ...data, data: car, ...carColumns(car), contentHash: carHash(car) }
}

const stockChanged = () => bumpStockVersion()

type CarFields = Record<string, unknown> | null | undefined

/**
 * The parts of a car that decide where its leads and the customers' details go, and what the dealer system
 * names: the feed sets them, an admin may correct them, an editor may not (a seller's name they may).
 */
const LEAD_ROUTING: Array<{ field: string; what: string; value: (car: CarFields) => unknown }> = [
  { field: 'car_site_leads_email', what: 'where the car’s leads are e-mailed', value: (car) => car?.car_site_leads_email },
  {
    field: 'car_sellers',
    what: 'the sellers’ e-mail addresses and phone numbers, which leads go to',
    value: (car) => (Array.isArray(car?.car_sellers) ? car.car_sellers.map((seller: CarFields) => [seller?.email ?? null, seller?.phone ?? null]) : car?.car_sellers),
  },
  { field: 'car_site_id', what: 'the dealer site the car is sold from', value: (car) => car?.car_site_id },
  { field: 'car_id', what: 'the stock id leads and the feed know the car by', value: (car) => car?.car_id },
]

/** An editor's change to where a car's leads go is refused as a whole, naming the fields; nothing is stored. */
const keepLeadRouting: CollectionBeforeValidateHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !req.user || isAdmin(req.user)) return data
  const after = data?.data as CarFields
  // Not a car document at all: the car's validation answers with what is wrong.
  if (typeof after !== 'object' || after === null || Array.isArray(after)) return data
  const before = originalDoc?.data as CarFields
  const changed = LEAD_ROUTING.filter(({ value }) => JSON.stringify(value(before) ?? null) !== JSON.stringify(value(after) ?? null))
  if (changed.length === 0) return data
  const message = `Only an admin can change ${changed.map(({ field, what }) => `${field} (${what})`).join(', ')}. Nothing was saved.`
  throw new APIError(message, 403, changed.map(({ field, what }) => ({ path: `data.${field}`, message: `Only an admin can change ${field} (${what}).` })), true)
}

/**
 * The car stock, one row per car and country index (spec 2 §3). Feeds from the dealer system fill it
 * (`npm run stock:import`, `POST /api/stock/import`); editors correct a car here, and search shows the
 * change on every instance within seconds.
 */
export const Cars: CollectionConfig = {
  slug: 'cars',
  labels: { singular: 'Car', plural: 'Cars' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'carId', 'price', 'regno', 'siteName', 'vehicleIndex', 'ofTheWeek'],
    listSearchableFields: ['carId', 'brand', 'model', 'regno', 'siteName'],
    group: 'Stock',
    description: 'Cars in stock, one index per country. Feeds replace them; an edit here shows in search within seconds.',
    baseFilter: carsOfSelectedSite,
  },
  // A car shown in another document (a site's cars of the week) needs its name and stock id, not its whole document.
  defaultPopulate: { title: true, carId: true, vehicleIndex: true },
  // An editor reads and corrects the cars of the facilities their sites run; the feed adds and removes them.
  access: { read: carsOfAssignedSites, create: adminsOnly, update: carsOfAssignedSites, delete: adminsOnly },
  indexes: [{ fields: ['vehicleIndex', 'carId'], unique: true }],
  hooks: { beforeValidate: [keepLeadRouting], beforeChange: [fromCarDocument], afterChange: [stockChanged], afterDelete: [stockChanged] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'vehicleIndex', type: 'select', required: true, index: true, options: [...VEHICLE_INDICES], access: { update: adminsOnlyField }, admin: { width: '33%' } },
        { name: 'carId', type: 'text', required: true, index: true, admin: { readOnly: true, width: '33%', description: 'From the car document.' } },
        {
          name: 'ofTheWeek',
          type: 'checkbox',
          label: 'Car of the week in the feed',
          admin: { readOnly: true, width: '33%', description: 'The stock feed’s flag. A site’s own choice: Sites → the site → Settings → Cars of the week.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'brand', type: 'text', admin: { readOnly: true, width: '25%' } },
        { name: 'model', type: 'text', admin: { readOnly: true, width: '25%' } },
        { name: 'price', type: 'number', admin: { readOnly: true, width: '25%', description: 'Campaign price when one applies.' } },
        { name: 'regno', type: 'text', label: 'Registration', admin: { readOnly: true, width: '25%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'siteName', type: 'text', label: 'Dealer site', admin: { readOnly: true, width: '67%' } },
        // Which editors keep the car: those of the site that runs this facility (Dealer sites → Run by).
        { name: 'dealerSiteId', type: 'text', label: 'Dealer site id', index: true, admin: { readOnly: true, width: '33%', description: 'From the car document.' } },
      ],
    },
    { name: 'title', type: 'text', admin: { hidden: true } },
    {
      name: 'data',
      type: 'json',
      required: true,
      label: 'Car document',
      admin: {
        description: 'Every field of the car as search and the car page read it (car_price, car_description, car_equipment, …).',
        components: { Field: '@/cms/components/JsonField#JsonField' },
      },
      validate: (value: unknown) => {
        // Text that is not JSON, as typed into the field.
        if (typeof value === 'string') return 'The car document is not valid JSON: correct it, or reload to start again.'
        const parsed = carSchema.safeParse(value)
        return parsed.success ? true : carProblems(parsed.error).slice(0, 10).join('; ')
      },
    },
    { name: 'contentHash', type: 'text', admin: { hidden: true } },
  ],
}
