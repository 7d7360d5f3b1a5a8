import type { Access, CollectionConfig, FieldAccess } from 'payload'

import { BOOKING_KINDS, BOOKING_STATUSES } from '@/features/workshop-capacity/constants'

import { isAdmin, siteScoped, workshopsOfUser } from '../access/roles'

const never: FieldAccess = () => false

/** An admin every booking; a workshop's staff their workshops' bookings; an editor the bookings made on their sites. */
const bookingsOfUser: Access = (args) => {
  if (isAdmin(args.req.user)) return true
  return workshopsOfUser(args.req.user, 'workshop') ?? siteScoped()(args)
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
    defaultColumns: ['reference', 'localDate', 'localTime', 'registrationNumber', 'workshop', 'status'],
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
    { name: 'workshop', type: 'relationship', relationTo: 'workshops', required: true, index: true, access: { update: never }, admin: { readOnly: true } },
    {
      name: 'site',
      type: 'relationship',
      relationTo: 'sites',
      index: true,
      access: { update: never },
      admin: { readOnly: true, position: 'sidebar', description: 'The website it was booked on.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'localDate', type: 'text', label: 'Date', required: true, index: true, access: { update: never }, admin: { readOnly: true, width: '25%' } },
        { name: 'localTime', type: 'text', label: 'Time', required: true, access: { update: never }, admin: { readOnly: true, width: '25%' } },
        { name: 'isFullDay', type: 'checkbox', label: 'All day', access: { update: never }, admin: { readOnly: true, width: '25%', description: 'Car left before 08:00.' } },
        { name: 'durationMinutes', type: 'number', required: true, access: { update: never }, admin: { readOnly: true, width: '25%' } },
      ],
    },
    { name: 'startsAt', type: 'date', required: true, index: true, access: { update: never }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
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
    { name: 'services', type: 'json', required: true, access: { update: never }, admin: { readOnly: true, description: 'What was booked, with the prices shown.' } },
    { name: 'totalPrice', type: 'number', label: 'Price shown (SEK)', access: { update: never }, admin: { readOnly: true } },
  ],
}
