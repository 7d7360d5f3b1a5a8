import type { CollectionBeforeValidateHook, CollectionConfig, FieldHook } from 'payload'

import { THREAD_STATUSES } from '@/features/tire-hotel/rules'
import { EncryptionKeyMissing, isSealedAtRest, openAtRest, sealAtRest } from '@/lib/encryption'
import { toE164 } from '@/lib/phone-number'

import { createOnAssignedSite, siteScoped } from '../access/roles'
import { FieldRefusedError } from '../errors'
import { siteField } from '../fields/site'

/** A registration number as the tire hotel searches for it: capitals and digits, no spaces (spec 3 §5.4). */
export const normaliseRegNo = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value)

/** The phone number is stored encrypted (src/lib/encryption.ts) and shown to those who may read the agreement. */
const sealPhone: FieldHook = ({ value }) => {
  if (typeof value !== 'string' || isSealedAtRest(value)) return value
  const phone = toE164(value)
  if (!phone) return value
  try {
    return sealAtRest('phone-at-rest', phone)
  } catch (error) {
    if (error instanceof EncryptionKeyMissing) throw new FieldRefusedError([{ path: 'phone', message: error.message }], 503)
    throw error
  }
}

const openPhone: FieldHook = ({ value }) => {
  if (!isSealedAtRest(value)) return value
  try {
    return openAtRest('phone-at-rest', value) ?? ''
  } catch {
    return ''
  }
}

const validatePhone = (value: string | null | undefined) =>
  isSealedAtRest(value) || (value && toE164(value)) ? true : 'Use a mobile number with 8–15 digits, e.g. 070-174 06 10 or +46 70 174 06 10.'

/** A car is in at most one agreement: the search by registration number finds one customer. */
const oneAgreementPerCar: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  const vehicles = (data?.vehicles ?? []) as Array<{ regNo?: unknown }>
  const plates = vehicles.map((vehicle) => normaliseRegNo(vehicle.regNo)).filter((plate): plate is string => typeof plate === 'string' && plate !== '')
  const repeated = plates.find((plate, index) => plates.indexOf(plate) !== index)
  if (repeated) throw new FieldRefusedError([{ path: 'vehicles', message: `${repeated} is listed twice.` }])
  if (plates.length === 0) return data
  const others = await req.payload.find({
    collection: 'tire-agreements',
    where: { 'vehicles.regNo': { in: plates }, ...(originalDoc?.id ? { id: { not_equals: originalDoc.id } } : {}) },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { agreementNumber: true, vehicles: true },
    req,
  })
  const taken = others.docs[0]
  if (taken) {
    const plate = plates.find((candidate) => (taken.vehicles ?? []).some((vehicle) => vehicle.regNo === candidate))
    throw new FieldRefusedError([{ path: 'vehicles', message: `${plate} already has a tire hotel agreement (${taken.agreementNumber}).` }], 409)
  }
  return data
}

const measure = (name: string, label: string, unit: string, max: number) =>
  ({ name, label, type: 'number', min: 0, max, admin: { width: '25%', description: unit } }) as const

/**
 * A customer's tire hotel agreement (spec 3 §3.3): the customer and their phone number, the cars whose tires
 * the group stores, each with its stored tires and the workshop that keeps them and changes the wheels. The
 * tire storage port's default adapter (src/integrations/tire-storage) reads it; the tire hotel finds it by a
 * car's registration number on any of the group's sites, and the site says which editors keep it.
 */
export const TireAgreements: CollectionConfig = {
  slug: 'tire-agreements',
  dbName: 'tire_agreements',
  graphQL: { singularName: 'TireAgreement', pluralName: 'TireAgreements' },
  labels: { singular: 'Tire hotel agreement', plural: 'Tire hotel agreements' },
  admin: {
    useAsTitle: 'agreementNumber',
    defaultColumns: ['agreementNumber', 'customerLastName', 'customerFirstName', 'site'],
    listSearchableFields: ['agreementNumber', 'customerLastName'],
    group: 'Tire hotel',
    description: 'Customers whose tires are stored. The customer logs in to the tire hotel with a code sent to this phone number; it is stored encrypted.',
  },
  access: { read: siteScoped(), create: createOnAssignedSite, update: siteScoped(), delete: siteScoped() },
  hooks: { beforeValidate: [oneAgreementPerCar] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'agreementNumber',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: { width: '34%', placeholder: 'DH-100123' },
          validate: (value: string | null | undefined) => (value && /^[A-Za-z0-9-]{2,32}$/.test(value) ? true : 'Use letters, digits and dashes.'),
        },
        { name: 'customerFirstName', label: 'First name', type: 'text', required: true, admin: { width: '33%' } },
        { name: 'customerLastName', label: 'Last name', type: 'text', required: true, admin: { width: '33%' } },
      ],
    },
    {
      name: 'phone',
      label: 'Mobile number',
      type: 'text',
      required: true,
      validate: validatePhone,
      hooks: { beforeChange: [sealPhone], afterRead: [openPhone] },
      admin: { description: 'The one-time login codes are sent here. Stored encrypted.' },
    },
    siteField({ admin: { position: 'sidebar' } }),
    {
      name: 'vehicles',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      labels: { singular: 'Car', plural: 'Cars' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'regNo',
              label: 'Registration number',
              type: 'text',
              required: true,
              index: true,
              hooks: { beforeValidate: [({ value }) => normaliseRegNo(value)] },
              validate: (value: string | null | undefined) => (value && /^[A-Z0-9ÅÄÖ]{2,7}$/.test(value) ? true : 'Use 2–7 letters and digits, e.g. ABC123.'),
              admin: { width: '25%' },
            },
            { name: 'brandCode', type: 'text', required: true, admin: { width: '15%', description: 'e.g. VO' } },
            { name: 'brand', type: 'text', required: true, admin: { width: '30%' } },
            { name: 'model', type: 'text', required: true, admin: { width: '30%' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'name', label: 'Car name', type: 'text', admin: { width: '40%', description: 'As the customer knows it, e.g. Volvo XC60 T6 Recharge.' } },
            { name: 'productId', label: 'Product', type: 'text', required: true, admin: { width: '30%', placeholder: 'DH-STANDARD' } },
            { name: 'packageLevel', label: 'Tire package', type: 'text', required: true, admin: { width: '30%', placeholder: 'Bas, Plus, Premium' } },
          ],
        },
        {
          name: 'location',
          type: 'relationship',
          relationTo: 'workshops',
          required: true,
          admin: { description: 'The workshop that stores the tires and changes the wheels.' },
        },
        {
          name: 'tires',
          type: 'array',
          maxRows: 8,
          labels: { singular: 'Tire', plural: 'Stored tires' },
          fields: [
            { name: 'equipmentPosition', label: 'Position', type: 'text', required: true, admin: { placeholder: 'Vänster fram' } },
            {
              name: 'wheel',
              type: 'group',
              fields: [
                { name: 'name', type: 'text', required: true, admin: { placeholder: 'Vinterhjul, dubbfria' } },
                { type: 'row', fields: [measure('rimDiameter', 'Rim', 'inches', 30), measure('sectionWidth', 'Width', 'mm', 400), measure('aspectRatio', 'Profile', '%', 100)] },
                {
                  type: 'row',
                  fields: [
                    { name: 'threadPattern', label: 'Tread pattern', type: 'text', admin: { width: '40%', placeholder: 'Nokian Hakkapeliitta R5' } },
                    { name: 'threadDepth', label: 'Tread depth', type: 'number', min: 0, max: 20, admin: { width: '20%', step: 0.1, description: 'mm' } },
                    {
                      name: 'threadStatusId',
                      label: 'Tread status',
                      type: 'select',
                      required: true,
                      defaultValue: '0',
                      options: THREAD_STATUSES.map((status) => ({ label: status.label, value: String(status.id) })),
                      admin: { width: '40%', description: '“Replace” shows the customer a warning.' },
                    },
                  ],
                },
                { name: 'threadStatusMessage', label: 'Message to the customer', type: 'text', admin: { placeholder: 'Mönsterdjupet är under 4 mm – vi rekommenderar nya däck.' } },
              ],
            },
          ],
        },
      ],
    },
  ],
}
