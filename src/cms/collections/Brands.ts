import type { CollectionConfig } from 'payload'

import { bumpStockVersion } from '@/features/stock/version'

import { adminsOnly, loggedIn } from '../access/roles'

/** Car makes the group sells (spec 2 §7: brand code, logo, black-and-white logo), shown on dealer-site pages. */
export const Brands: CollectionConfig = {
  slug: 'brands',
  labels: { singular: 'Brand', plural: 'Brands' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'brand_code', 'logo'], group: 'Stock', description: 'Car makes with their logos.' },
  access: { read: loggedIn, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  hooks: { afterChange: [() => bumpStockVersion()], afterDelete: [() => bumpStockVersion()] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, unique: true, admin: { width: '50%', description: 'As cars name the make, e.g. Škoda.' } },
        {
          name: 'brand_code',
          type: 'text',
          label: 'Brand code',
          required: true,
          unique: true,
          admin: { width: '50%', description: 'The dealer system’s code, e.g. VO.' },
          validate: (value: string | null | undefined) => (value && /^[A-Z0-9]{1,10}$/.test(value) ? true : 'Use 1–10 capital letters or digits.'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'logo', type: 'upload', relationTo: 'media', admin: { width: '50%' } },
        { name: 'logo_bw', type: 'upload', relationTo: 'media', label: 'Black-and-white logo', admin: { width: '50%' } },
      ],
    },
  ],
}
