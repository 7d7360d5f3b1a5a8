import type { Block, Field } from 'payload'

import { CAR_SERVICE_TYPE_COUNT, MOTORCYCLE_SERVICE_TYPE_COUNT } from '@/features/leads/form-rules'

import {
  CAR_SERVICE_TYPES,
  LONG_TEXTS,
  MOTORCYCLE_SERVICE_TYPES,
  SERVICE_REQUEST_TEXT_FIELDS,
  type ServiceRequestTextKey,
} from '@/features/service-request/texts'

const isMotorcycle = (_: unknown, siblingData: { typeMC?: boolean } | undefined) => Boolean(siblingData?.typeMC)
const isCar = (_: unknown, siblingData: { typeMC?: boolean } | undefined) => !siblingData?.typeMC

const serviceTypeList = (name: string, dbName: string, defaults: readonly string[], maxRows: number, condition: typeof isCar): Field => ({
  name,
  dbName,
  type: 'array',
  maxRows,
  defaultValue: defaults.map((label) => ({ label })),
  labels: { singular: 'Service type', plural: 'Service types' },
  admin: { condition, initCollapsed: true, description: `The visitor may tick any of these (at most ${maxRows}).` },
  fields: [{ name: 'label', type: 'text', required: true }],
})

const textFields: Field[] = (
  Object.entries(SERVICE_REQUEST_TEXT_FIELDS) as Array<[ServiceRequestTextKey, { label: string; text: string }]>
).map(([name, field]) => {
  const shared = { name, label: field.label, defaultValue: field.text, admin: { placeholder: field.text } }
  return LONG_TEXTS.includes(name) ? { ...shared, type: 'textarea' } : { ...shared, type: 'text' }
})

/** The Norwegian service request form (spec 3 §2.3): a car or motorcycle workshop request with a desired date. */
export const ServiceRequestFormBlock: Block = {
  slug: 'serviceRequestForm',
  interfaceName: 'ServiceRequestFormBlock',
  labels: { singular: 'Service request form', plural: 'Service request forms' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Send en serviceforespørsel' },
    {
      name: 'intro',
      type: 'textarea',
      defaultValue: 'Fortell oss hva bilen trenger og når det passer for deg, så kontakter vi deg innen én virkedag.',
    },
    {
      name: 'typeMC',
      type: 'checkbox',
      label: 'Motorcycle form',
      defaultValue: false,
      admin: { description: 'Offers the motorcycle service types and sends every request to the motorcycle workshop.' },
    },
    {
      name: 'dealers',
      type: 'relationship',
      relationTo: 'dealer-sites',
      hasMany: true,
      label: 'Workshops offered',
      admin: { condition: isCar, description: 'Empty: every dealer site of the site’s country with a service department.' },
    },
    {
      name: 'motorcycleDealer',
      type: 'relationship',
      relationTo: 'dealer-sites',
      label: 'Motorcycle workshop',
      admin: {
        condition: isMotorcycle,
        description: 'Every motorcycle request goes here. Without it the visitor chooses among the workshops, as on the car form.',
      },
    },
    serviceTypeList('carServiceTypes', 'service_request_car_types', CAR_SERVICE_TYPES, CAR_SERVICE_TYPE_COUNT, isCar),
    serviceTypeList(
      'motorcycleServiceTypes',
      'service_request_mc_types',
      MOTORCYCLE_SERVICE_TYPES,
      MOTORCYCLE_SERVICE_TYPE_COUNT,
      isMotorcycle,
    ),
    {
      name: 'texts',
      type: 'group',
      label: 'Labels and messages',
      admin: { description: 'An emptied text shows its Norwegian default.' },
      fields: textFields,
    },
  ],
}
