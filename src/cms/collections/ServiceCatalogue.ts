import type { CollectionConfig } from 'payload'

import { CATALOGUE_ICONS, CATALOGUE_KINDS } from '@/features/service-booking/catalogue'
import { bumpWorkshopVersion } from '@/features/workshop-capacity/version'

import { adminsOnly, loggedIn } from '../access/roles'

const code = (value: string | null | undefined) => (value && /^[A-Z0-9_-]{2,32}$/.test(value) ? true : 'Use 2–32 capital letters, digits, - or _.')

/**
 * The group's workshop services (spec 3 §3.1 "Category" and "Service offering"): categories of services and
 * add-ons, each offering with its duration and its prices per make and model. The booking shows each price as
 * the median of the nearby workshops' prices, less the agreement discount for cars with a service agreement.
 */
export const ServiceCategories: CollectionConfig = {
  slug: 'service-categories',
  graphQL: { singularName: 'ServiceCategory', pluralName: 'ServiceCategories' },
  labels: { singular: 'Service category', plural: 'Service catalogue' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'selectionType', 'sortOrder'],
    group: 'Workshop',
    description: 'Services and add-ons customers book online, with prices per make and model.',
  },
  access: { read: loggedIn, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  defaultSort: 'sortOrder',
  hooks: { afterChange: [() => bumpWorkshopVersion()], afterDelete: [() => bumpWorkshopVersion()] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, admin: { width: '40%' } },
        { name: 'kind', type: 'select', required: true, defaultValue: 'service', options: [...CATALOGUE_KINDS], admin: { width: '20%', description: 'Step 2 or step 3.' } },
        {
          name: 'selectionType',
          type: 'select',
          options: [{ label: 'Single choice', value: 'single' }],
          admin: { width: '20%', description: 'Empty: several may be chosen.' },
        },
        { name: 'icon', type: 'select', required: true, defaultValue: 'wrench', options: [...CATALOGUE_ICONS], admin: { width: '20%' } },
      ],
    },
    { name: 'sortOrder', type: 'number', required: true, defaultValue: 100 },
    {
      name: 'offerings',
      type: 'array',
      labels: { singular: 'Offering', plural: 'Offerings' },
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'code', type: 'text', required: true, validate: code, admin: { width: '25%', description: 'Unique in the catalogue.' } },
            { name: 'kobraId', type: 'text', label: 'Workshop system id', required: true, admin: { width: '25%' } },
            { name: 'name', type: 'text', required: true, admin: { width: '50%' } },
          ],
        },
        { name: 'description', type: 'textarea' },
        {
          type: 'row',
          fields: [
            { name: 'durationMinutes', type: 'number', required: true, defaultValue: 60, min: 0, max: 2_400, admin: { width: '25%', description: 'Workshop time it takes.' } },
            { name: 'priceKnown', type: 'checkbox', defaultValue: true, admin: { width: '25%', description: 'Off: “Pris saknas*”.' } },
            { name: 'notKnownPriceText', type: 'text', admin: { width: '25%', placeholder: 'Pris saknas*' } },
            { name: 'agreementDiscountPercent', type: 'number', defaultValue: 0, min: 0, max: 100, admin: { width: '25%', description: 'Off the price with a service agreement.' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'requiresMileage', type: 'checkbox', admin: { width: '50%', description: 'The original service: asks for the mileage.' } },
            { name: 'allowUserInput', type: 'checkbox', admin: { width: '50%', description: 'Asks the customer for a message (80 characters).' } },
          ],
        },
        {
          name: 'prices',
          type: 'array',
          labels: { singular: 'Price', plural: 'Prices' },
          admin: { description: 'SEK by make and model; an empty model is every other model of the make, an empty make every other car.' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'brand', type: 'text', admin: { width: '35%' } },
                { name: 'model', type: 'text', admin: { width: '35%' } },
                { name: 'price', type: 'number', required: true, min: 0, admin: { width: '30%' } },
              ],
            },
          ],
        },
        {
          name: 'notAvailableFor',
          type: 'array',
          labels: { singular: 'Model', plural: 'Models' },
          admin: { initCollapsed: true, description: 'Makes or models the service is not available for.' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'brand', type: 'text', required: true, admin: { width: '50%' } },
                { name: 'model', type: 'text', admin: { width: '50%', description: 'Empty: every model.' } },
              ],
            },
          ],
        },
        {
          name: 'unitPrice',
          type: 'group',
          admin: { description: 'For services sold by the unit (e.g. litres of AdBlue): the customer picks how many.' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'minimum', type: 'number', min: 0, admin: { width: '20%' } },
                { name: 'maximum', type: 'number', min: 0, admin: { width: '20%' } },
                { name: 'unit', type: 'text', admin: { width: '20%', placeholder: 'liter' } },
                { name: 'unitAbbreviation', type: 'text', admin: { width: '20%', placeholder: 'l' } },
                { name: 'postfix', type: 'text', admin: { width: '20%', placeholder: '/l' } },
              ],
            },
          ],
        },
      ],
    },
  ],
}
