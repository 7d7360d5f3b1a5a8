import type { CollectionConfig, Field } from 'payload'

import { createOnAssignedSite, siteScoped } from '../access/roles'
import { linkField } from '../fields/link'
import { siteField } from '../fields/site'
import { refuseDuplicates } from '../hooks/duplicates'
import { afterSiteContentChange, afterSiteContentDelete } from '../hooks/revalidate'

import { SOCIAL_ICON_NAMES } from '@/features/footer/social'

/** A footer link: a page or address (mailto: and tel: get a copy button), or the cookie-settings opener. */
const footerLinkFields: Field[] = [
  { type: 'row', fields: [
    { name: 'label', type: 'text', required: true, admin: { width: '50%' } },
    {
      name: 'action',
      type: 'select',
      required: true,
      defaultValue: 'link',
      options: [
        { label: 'Link', value: 'link' },
        { label: 'Opens the cookie settings', value: 'cookie-settings' },
      ],
      admin: { width: '50%' },
    },
  ] },
  { ...linkField({ withLabel: false }), admin: { condition: (_, sibling) => sibling?.action !== 'cookie-settings' } },
]

const infoField = (name: string, label: string): Field => ({
  name,
  label,
  type: 'group',
  admin: { description: 'Shown when it has a heading or a text.' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'text', type: 'textarea', localized: true },
  ],
})

/** The footer of spec 1 §2.5 and §3: brands, link columns, a highlighted link, social links and two info blocks. */
export const Footers: CollectionConfig = {
  slug: 'footers',
  labels: { singular: 'Footer', plural: 'Footers' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'site', 'updatedAt'],
    description: 'The footer of each site.',
  },
  access: { read: siteScoped(), create: createOnAssignedSite, update: siteScoped(), delete: siteScoped() },
  indexes: [{ fields: ['site'], unique: true }],
  hooks: {
    beforeChange: [refuseDuplicates({ fields: ['site'], path: 'site', message: () => 'This site already has its footer: change that one instead of adding another.' })],
    afterChange: [afterSiteContentChange],
    afterDelete: [afterSiteContentDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Footer', admin: { description: 'Only shown in the CMS.' } },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Brands',
          fields: [
            { name: 'showBrands', type: 'checkbox', admin: { description: 'Shown when there is a heading and at least one brand with a logo.' } },
            { name: 'brandsHeading', type: 'text', localized: true },
            {
              name: 'brands',
              type: 'array',
              admin: { description: 'Each logo links to the car list filtered on the brand.' },
              fields: [
                { name: 'name', type: 'text', required: true, admin: { description: 'As in the car stock, e.g. Volvo.' } },
                { type: 'row', fields: [
                  { name: 'logo', type: 'upload', relationTo: 'media', admin: { width: '50%' } },
                  { name: 'logoBlackAndWhite', label: 'Black-and-white logo', type: 'upload', relationTo: 'media', admin: { width: '50%', description: 'Shown until the pointer is over the logo.' } },
                ] },
              ],
            },
          ],
        },
        {
          label: 'Columns',
          fields: [
            {
              name: 'columns',
              type: 'array',
              localized: true,
              maxRows: 6,
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'description', type: 'textarea' },
                { name: 'items', type: 'array', labels: { singular: 'Link', plural: 'Links' }, fields: footerLinkFields },
              ],
            },
            { name: 'highlightedLink', type: 'group', localized: true, fields: [{ name: 'label', type: 'text' }, linkField({ withLabel: false })] },
          ],
        },
        {
          label: 'Social and info',
          fields: [
            {
              name: 'socialLinks',
              type: 'array',
              admin: { description: `Icons exist for: ${SOCIAL_ICON_NAMES.join(', ')}.` },
              fields: [{ type: 'row', fields: [
                { name: 'name', type: 'text', required: true, admin: { width: '40%' } },
                {
                  name: 'url',
                  type: 'text',
                  required: true,
                  admin: { width: '60%' },
                  validate: (value: string | null | undefined) => (value && /^https:\/\//.test(value) ? true : 'Give the full https:// address of the profile.'),
                },
              ] }],
            },
            infoField('infoField1', 'Info block 1'),
            infoField('infoField2', 'Info block 2'),
            { name: 'infoFieldOneChildFullWidth', type: 'checkbox', label: 'A single info block spans the full width' },
          ],
        },
      ],
    },
    siteField(),
  ],
}
