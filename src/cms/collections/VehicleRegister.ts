import type { CollectionConfig } from 'payload'

import { adminsOnly } from '../access/roles'

/**
 * The vehicle register port's default adapter (ARCHITECTURE "Outside systems"): registration number → car, as
 * the national register would answer, with whether the car has a service agreement with the group.
 */
export const VehicleRegister: CollectionConfig = {
  slug: 'vehicle-register',
  graphQL: { singularName: 'RegisteredVehicle', pluralName: 'RegisteredVehicles' },
  labels: { singular: 'Registered vehicle', plural: 'Vehicle register' },
  admin: {
    useAsTitle: 'registrationNumber',
    defaultColumns: ['registrationNumber', 'brand', 'model', 'buildYear', 'hasServiceAgreement'],
    group: 'Workshop',
    description: 'The cars the service booking looks up by registration number, when no national register is connected.',
  },
  access: { read: adminsOnly, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'registrationNumber',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: { width: '25%' },
          validate: (value: string | null | undefined) => (value && /^[A-Z0-9]{2,7}$/.test(value) ? true : 'Use 2–7 capital letters and digits, e.g. ABC123.'),
        },
        { name: 'brand', type: 'text', required: true, admin: { width: '25%' } },
        { name: 'model', type: 'text', required: true, admin: { width: '25%' } },
        { name: 'buildYear', type: 'number', required: true, min: 1900, max: 2100, admin: { width: '25%' } },
      ],
    },
    { name: 'hasServiceAgreement', type: 'checkbox', defaultValue: false, admin: { description: 'Discounted prices in the service booking.' } },
  ],
}
