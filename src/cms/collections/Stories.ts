import type { CollectionBeforeChangeHook, CollectionBeforeValidateHook, CollectionConfig, FilterOptions } from 'payload'

import { slugify } from '@/features/content/page-path'

import { createOnAssignedSite, siteScoped, siteScopedVersions } from '../access/roles'
import { siteField } from '../fields/site'
import { imageField } from '../fields/media'
import { refuseDuplicates } from '../hooks/duplicates'
import { afterPageChange, afterPageDelete } from '../hooks/revalidate'
import { onlyStoriesIndex, refuseIndexWithoutStoriesList, storiesIndexOptions } from '../hooks/stories'

/**
 * The publish date as an ISO text, which every database compares and orders the same way: the stories list
 * pages by (sortDate, id), and a date column's equality does not match reliably on SQLite.
 */
const keepSortDate: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const date = data.date ?? originalDoc?.date
  if (date) data.sortDate = new Date(date).toISOString()
  return data
}

const fillStorySlug: CollectionBeforeValidateHook = ({ data }) => {
  if (data && !data.slug && typeof data.title === 'string') data.slug = slugify(data.title)
  return data
}

/** Tags of the story's own site. */
const sameSite: FilterOptions = ({ siblingData }) => {
  const site = (siblingData as { site?: unknown } | undefined)?.site
  const id = typeof site === 'object' && site !== null ? (site as { id: number }).id : site
  return typeof id === 'number' || typeof id === 'string' ? { site: { equals: id } } : true
}

/**
 * Stories (news) of a site (spec 1 §2.6, §3). A story lives below its stories index page, at
 * `<index path>/<year>/<slug>`, so its back button (the path minus its last two segments) leads to the index.
 */
export const Stories: CollectionConfig = {
  slug: 'stories',
  labels: { singular: 'Story', plural: 'Stories' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'index', 'site', '_status'],
    listSearchableFields: ['title', 'slug'],
    group: 'Stories',
    description: 'News and articles. A story appears in the stories list of its index page, newest first.',
  },
  access: {
    read: siteScoped(),
    readVersions: siteScopedVersions,
    create: createOnAssignedSite,
    update: siteScoped(),
    delete: siteScoped(),
  },
  versions: { drafts: true, maxPerDoc: 25 },
  defaultSort: '-date',
  indexes: [
    { fields: ['index', 'slug'], unique: true },
    { fields: ['index', 'sortDate'] },
  ],
  hooks: {
    beforeValidate: [fillStorySlug, refuseIndexWithoutStoriesList],
    beforeChange: [keepSortDate, refuseDuplicates({ fields: ['index', 'slug'], path: 'slug', message: ({ slug }) => `Another story of this stories index already has the address ${String(slug)}: choose another slug.` })],
    // Like pages: the request pipeline knows every story's address, so its copy refreshes too.
    afterChange: [afterPageChange],
    afterDelete: [afterPageDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, admin: { components: { Cell: '@/cms/components/LocalizedTitleCell#LocalizedTitleCell' } } },
    { name: 'premble', type: 'textarea', localized: true, label: 'Preamble', admin: { description: 'The introduction shown on cards and above the story.' } },
    { name: 'body', type: 'richText', localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'date',
          type: 'date',
          required: true,
          index: true,
          admin: { width: '50%', date: { pickerAppearance: 'dayAndTime' }, description: 'Publish date: orders the lists.' },
        },
        { name: 'author', type: 'text', admin: { width: '50%' } },
      ],
    },
    imageField('image'),
    { name: 'tags', type: 'relationship', relationTo: 'story-tags', hasMany: true, filterOptions: sameSite },
    {
      name: 'index',
      type: 'relationship',
      relationTo: 'pages',
      required: true,
      label: 'Stories index',
      filterOptions: storiesIndexOptions,
      defaultValue: onlyStoriesIndex,
      admin: { position: 'sidebar', description: 'The page whose stories list shows this story: the site’s pages with a stories list.' },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      admin: { position: 'sidebar', description: 'Last part of the address; filled from the title.' },
      validate: (value: string | null | undefined) => (value && /^[a-z0-9][a-z0-9-]*$/.test(value) ? true : 'Use lower-case letters, digits and dashes.'),
    },
    { name: 'displayName', type: 'text', localized: true, admin: { position: 'sidebar', description: 'Short name for breadcrumbs; the title otherwise.' } },
    { name: 'sortDate', type: 'text', index: true, admin: { hidden: true }, access: { update: () => false, create: () => false } },
    siteField(),
  ],
}
