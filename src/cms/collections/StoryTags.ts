import type { CollectionConfig } from 'payload'

import { createOnAssignedSite, siteScoped } from '../access/roles'
import { siteField } from '../fields/site'
import { refuseDuplicates } from '../hooks/duplicates'
import { afterSiteContentChange, afterSiteContentDelete } from '../hooks/revalidate'

/** Tags a site's stories are filtered by (spec 1 §3, Story tag: key, value, id). */
export const StoryTags: CollectionConfig = {
  slug: 'story-tags',
  labels: { singular: 'Story tag', plural: 'Story tags' },
  admin: {
    useAsTitle: 'value',
    defaultColumns: ['value', 'key', 'site'],
    group: 'Stories',
    description: 'The chips visitors filter a stories list by.',
  },
  access: { read: siteScoped(), create: createOnAssignedSite, update: siteScoped(), delete: siteScoped() },
  indexes: [{ fields: ['site', 'key'], unique: true }],
  hooks: {
    beforeChange: [refuseDuplicates({ fields: ['site', 'key'], path: 'key', message: ({ key }) => `This site already has a story tag with the key ${String(key)}.` })],
    afterChange: [afterSiteContentChange],
    afterDelete: [afterSiteContentDelete],
  },
  fields: [
    { name: 'value', type: 'text', required: true, localized: true, label: 'Name', admin: { description: 'What visitors see on the chip.' } },
    {
      name: 'key',
      type: 'text',
      required: true,
      admin: { description: 'A stable key, e.g. electric-cars.' },
      validate: (value: string | null | undefined) => (value && /^[a-z0-9][a-z0-9-]*$/.test(value) ? true : 'Use lower-case letters, digits and dashes.'),
    },
    siteField(),
  ],
}
