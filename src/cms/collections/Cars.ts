import { APIError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'
import type { z } from 'zod'

import { carSchema, VEHICLE_INDICES } from '@/features/stock/car'
import { carHash } from '@/features/stock/hash'
import { carColumns } from '@/features/stock/store'
import { bumpStockVersion } from '@/features/stock/version'

import { adminsOnly, loggedIn } from '../access/roles'

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
  },
  access: { read: loggedIn, create: adminsOnly, update: loggedIn, delete: adminsOnly },
  indexes: [{ fields: ['vehicleIndex', 'carId'], unique: true }],
  hooks: { beforeChange: [fromCarDocument], afterChange: [stockChanged], afterDelete: [stockChanged] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'vehicleIndex', type: 'select', required: true, index: true, options: [...VEHICLE_INDICES], access: { update: ({ req }) => adminsOnly({ req }) as boolean }, admin: { width: '33%' } },
        { name: 'carId', type: 'text', required: true, index: true, admin: { readOnly: true, width: '33%', description: 'From the car document.' } },
        { name: 'ofTheWeek', type: 'checkbox', label: 'Car of the week', admin: { readOnly: true, width: '33%' } },
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
    { name: 'siteName', type: 'text', label: 'Dealer site', admin: { readOnly: true } },
    { name: 'title', type: 'text', admin: { hidden: true } },
    {
      name: 'data',
      type: 'json',
      required: true,
      label: 'Car document',
      admin: { description: 'Every field of the car as search and the car page read it (car_price, car_description, car_equipment, …).' },
      validate: (value: unknown) => {
        const parsed = carSchema.safeParse(value)
        return parsed.success ? true : carProblems(parsed.error).slice(0, 10).join('; ')
      },
    },
    { name: 'contentHash', type: 'text', admin: { hidden: true } },
  ],
}
