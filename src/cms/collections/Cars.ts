import { APIError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import { carSchema, VEHICLE_INDICES } from '@/features/stock/car'
import { carHash } from '@/features/stock/hash'
import { bumpStockVersion } from '@/features/stock/version'

import { adminsOnly, loggedIn } from '../access/roles'

function carProblems(value: unknown): string[] {
  const parsed = carSchema.safeParse(value)
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'car'}: ${issue.message}`)
}

/** The car document is the source of truth; the columns beside it are copied from it for the list and lookups. */
const fromCarDocument: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const document = data.data ?? originalDoc?.data
  const parsed = carSchema.safeParse(document)
  if (!parsed.success) {
    const message = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'car'}: ${issue.message}`).join('; ')
    throw new APIError(`The car is not valid: ${message}`, 400, [{ path: 'data', message }], true)
  }
  const car = parsed.data
  return {
    ...data,
    data: car,
    carId: car.car_id,
    title: [car.car_brand, car.car_model, car.car_version, car.car_year].filter(Boolean).join(' '),
    brand: car.car_brand,
    model: car.car_model,
    price: car.car_has_campaign_price && car.car_campaign_price > 0 ? car.car_campaign_price : car.car_price,
    regno: car.car_regno,
    siteName: car.car_site_name,
    ofTheWeek: car.caroftheweek,
    contentHash: carHash(car),
  }
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
        const problems = carProblems(value)
        return problems.length === 0 ? true : problems.slice(0, 10).join('; ')
      },
    },
    { name: 'contentHash', type: 'text', admin: { hidden: true } },
  ],
}
