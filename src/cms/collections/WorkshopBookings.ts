import type { Access, CollectionConfig, FieldAccess, FieldHook, PayloadRequest } from 'payload'

import { BOOKING_KINDS, BOOKING_STATUSES } from '@/features/workshop-capacity/constants'

import { isAdmin, siteScoped, workshopsOfUser } from '../access/roles'
import { workshopStartText } from '../fields/booking-display'

const never: FieldAccess = () => false

/** An admin every booking; a workshop's staff their workshops' bookings; an editor the bookings made on their sites. */
const bookingsOfUser: Access = (args) => {
  if (isAdmin(args.req.user)) return true
  return workshopsOfUser(args.req.user, 'workshop') ?? siteScoped()(args)
}

const idOf = (value: unknown) => (typeof value === 'object' && value !== null && 'id' in value ? (value as { id: number | string }).id : (value as number | string | null | undefined))

/**
 * A site or workshop a booking names, read past access control (workshop staff read no sites, an editor not the
 * workshops of facilities another site runs) and once per request: what the booking shows of it is its name.
 */
function lookUp<T>(req: PayloadRequest, collection: 'sites' | 'workshops', id: number | string, select: Record<string, true>): Promise<T | null> {
  const cache = (req.context.bookingNames ??= new Map<string, Promise<unknown>>()) as Map<string, Promise<unknown>>
  const key = `${collection}:${id}`
  if (!cache.has(key)) cache.set(key, req.payload.findByID({ collection, id, depth: 0, select, overrideAccess: true, disableErrors: true, req }))
  return cache.get(key) as Promise<T | null>
}

const siteName: FieldHook = async ({ siblingData, req }) => {
  const id = idOf(siblingData?.site)
  if (id === null || id === undefined) return null
  return (await lookUp<{ name?: string }>(req, 'sites', id, { name: true }))?.name ?? null
}

const workshopName: FieldHook = async ({ siblingData, req }) => {
  const id = idOf(siblingData?.workshop)
  if (id === null || id === undefined) return null
  return (await lookUp<{ name?: string }>(req, 'workshops', id, { name: true, country: true }))?.name ?? null
}

const startsOnWorkshopClock: FieldHook = async ({ siblingData, req }) => {
  const id = idOf(siblingData?.workshop)
  const workshop = id === null || id === undefined ? null : await lookUp<{ country?: string | null }>(req, 'workshops', id, { name: true, country: true })
  return workshopStartText(siblingData?.startsAt as string | undefined, workshop?.country)
}

/**
 * Bookings of the workshops (spec 3 §3.1 booking payload; the tire hotel's wheel changes too). They arrive only
 * through the booking engine, which checks and takes the capacity in one transaction
 * (src/features/workshop-capacity/repository.ts); the workshop's staff mark them done or cancel them, which
 * frees the time.
 */
export const WorkshopBookings: CollectionConfig = {
  slug: 'workshop-bookings',
  graphQL: { singularName: 'WorkshopBooking', pluralName: 'WorkshopBookings' },
  labels: { singular: 'Booking', plural: 'Bookings' },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'localDate', 'localTime', 'registrationNumber', 'workshopName', 'status'],
    listSearchableFields: ['reference', 'registrationNumber'],
    group: 'Workshop',
    description: 'Bookings made online. Mark a booking done when the car has been serviced, or cancel it to free the time.',
  },
  access: { read: bookingsOfUser, create: () => false, update: bookingsOfUser, delete: ({ req }) => isAdmin(req.user) },
  defaultSort: 'startsAt',
  // The capacity check reads a workshop's bookings of one day.
  indexes: [{ fields: ['workshop', 'localDate'] }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'reference', type: 'text', required: true, unique: true, index: true, access: { update: never }, admin: { readOnly: true, width: '34%' } },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'booked',
          index: true,
          options: BOOKING_STATUSES.map((status) => ({ label: status[0]!.toUpperCase() + status.slice(1), value: status })),
          admin: { width: '33%', description: 'Done when serviced; Cancelled frees the time.' },
        },
        { name: 'kind', type: 'select', required: true, defaultValue: 'service', options: [...BOOKING_KINDS], access: { update: never }, admin: { readOnly: true, width: '33%' } },
      ],
    },
    // The workshop and the site are shown by name (virtual fields below): the staff read no sites, and an editor
    // not the workshops of facilities another site runs, which Payload would show as "Untitled - ID: 3".
    { name: 'workshop', type: 'relationship', relationTo: 'workshops', required: true, index: true, access: { update: never }, admin: { readOnly: true, hidden: true } },
    { name: 'workshopName', type: 'text', label: 'Workshop', virtual: true, admin: { readOnly: true }, hooks: { afterRead: [workshopName] } },
    { name: 'site', type: 'relationship', relationTo: 'sites', index: true, access: { update: never }, admin: { readOnly: true, hidden: true } },
    {
      name: 'siteName',
      type: 'text',
      label: 'Site',
      virtual: true,
      admin: { readOnly: true, position: 'sidebar', description: 'The website it was booked on.' },
      hooks: { afterRead: [siteName] },
    },
    {
      type: 'row',
      fields: [
        { name: 'localDate', type: 'text', label: 'Date', required: true, index: true, access: { update: never }, admin: { readOnly: true, width: '25%', description: 'At the workshop.' } },
        { name: 'localTime', type: 'text', label: 'Time', required: true, access: { update: never }, admin: { readOnly: true, width: '25%', description: 'At the workshop.' } },
        { name: 'isFullDay', type: 'checkbox', label: 'All day', access: { update: never }, admin: { readOnly: true, width: '25%', description: 'Car left before 08:00.' } },
        { name: 'durationMinutes', type: 'number', required: true, access: { update: never }, admin: { readOnly: true, width: '25%' } },
      ],
    },
    // The instants, for sorting, the one-booking-per-car rule and the API; the form shows the start on the
    // workshop's clock (a date field shows the browser's), and the end follows from it and the duration.
    { name: 'startsAt', type: 'date', required: true, index: true, access: { update: never }, admin: { readOnly: true, hidden: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'endsAt', type: 'date', access: { update: never }, admin: { readOnly: true, hidden: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'startsAtWorkshop',
      type: 'text',
      label: 'Starts at',
      virtual: true,
      admin: { readOnly: true, description: 'In the workshop’s time zone, as Date and Time.' },
      hooks: { afterRead: [startsOnWorkshopClock] },
    },
    {
      type: 'row',
      fields: [
        { name: 'registrationNumber', type: 'text', required: true, index: true, access: { update: never }, admin: { readOnly: true, width: '25%' } },
        { name: 'vehicle', type: 'text', access: { update: never }, admin: { readOnly: true, width: '50%' } },
        { name: 'mileage', type: 'number', access: { update: never }, admin: { readOnly: true, width: '25%', description: 'Mil.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'customerFirstName', type: 'text', required: true, access: { update: never }, admin: { readOnly: true, width: '25%' } },
        { name: 'customerLastName', type: 'text', required: true, access: { update: never }, admin: { readOnly: true, width: '25%' } },
        { name: 'customerPhone', type: 'text', required: true, access: { update: never }, admin: { readOnly: true, width: '25%' } },
        { name: 'customerEmail', type: 'text', required: true, access: { update: never }, admin: { readOnly: true, width: '25%' } },
      ],
    },
    { name: 'freeText', type: 'text', label: 'Message', access: { update: never }, admin: { readOnly: true } },
    { name: 'services', type: 'json', required: true, access: { update: never }, admin: { readOnly: true, description: 'What was booked, with the prices shown.', components: { Field: '@/cms/components/BookedServices#BookedServices' } } },
    { name: 'totalPrice', type: 'number', label: 'Price shown (SEK)', access: { update: never }, admin: { readOnly: true } },
  ],
}
