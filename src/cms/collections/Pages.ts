import type { CollectionConfig, Where } from 'payload'

import { pageBlocks } from '@/blocks/config'

import { createOnAssignedSite, siteScoped, siteScopedVersions } from '../access/roles'
import { siteField } from '../fields/site'
import { routeFields } from '../fields/route'
import { computePath, fillSlugFromTitle, keepPagesWithSubPages, moveSubPages } from '../hooks/pages'
import { afterPageChange, afterPageDelete } from '../hooks/revalidate'
import { pagePreviewURL } from '../preview'

/** How often a page being edited is saved as a draft while the editor types. */
export const AUTOSAVE_INTERVAL_MS = 2_000

export const LINK_TYPES_OF_NAVIGATION = ['external', 'internal', 'media', 'anchor', 'mailto'] as const

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'site', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'path'],
    description: 'Content pages of every site. The home page has no parent; every other page sits below one.',
    livePreview: {
      url: ({ data, req, locale }) => pagePreviewURL({ data, req, locale, frame: true }),
    },
    preview: (data, { req, locale }) => pagePreviewURL({ data, req, locale }),
  },
  access: {
    read: siteScoped(),
    readVersions: siteScopedVersions,
    create: createOnAssignedSite,
    update: siteScoped(),
    delete: siteScoped(),
  },
  defaultSort: 'path',
  versions: {
    // Every 2 s of typing at most: the live preview follows, and the version history stays readable. A new page
    // is stored when the editor first saves it (validated drafts): opening Create stores nothing.
    drafts: { autosave: { interval: AUTOSAVE_INTERVAL_MS }, validate: true },
    maxPerDoc: 50,
  },
  indexes: [{ fields: ['site', 'path'], unique: true }],
  hooks: {
    beforeValidate: [fillSlugFromTitle],
    beforeChange: [computePath],
    afterChange: [moveSubPages, afterPageChange],
    beforeDelete: [keepPagesWithSubPages],
    afterDelete: [afterPageDelete],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      // In the list, a page without a title in the CMS's language is named by its site's language's.
      admin: { components: { Cell: '@/cms/components/LocalizedTitleCell#LocalizedTitleCell' } },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [{ name: 'layout', type: 'blocks', label: 'Blocks', labels: { singular: 'Block', plural: 'Blocks' }, localized: true, blocks: pageBlocks, admin: { initCollapsed: false } }],
        },
        { label: 'Search and sharing', fields: routeFields },
        {
          label: 'Navigation',
          fields: [
            { name: 'hideInNavigation', type: 'checkbox', admin: { description: 'Leave this page out of menus.' } },
            {
              name: 'shouldBeNavigableInMenuWhenItHasChildren',
              label: 'Menu entry links to the page',
              type: 'checkbox',
              defaultValue: true,
              admin: { description: 'When the page has sub-pages, its own menu entry still links to it.' },
            },
            { name: 'sortOrder', type: 'number', defaultValue: 100, admin: { description: 'Lower numbers come first in menus.' } },
            { name: 'menuImage', type: 'upload', relationTo: 'media', admin: { description: 'Shown in the mega menu (480 × 270). Falls back to the sharing image.' } },
            {
              name: 'externalLink',
              type: 'group',
              admin: { description: 'A menu entry that goes somewhere else than this page.' },
              fields: [
                { type: 'row', fields: [
                  { name: 'href', label: 'Address', type: 'text', admin: { width: '70%' } },
                  { name: 'linktype', label: 'Link type', type: 'select', options: [...LINK_TYPES_OF_NAVIGATION], admin: { width: '30%' } },
                ] },
              ],
            },
          ],
        },
      ],
    },
    siteField(),
    {
      name: 'parent',
      type: 'relationship',
      relationTo: 'pages',
      index: true,
      admin: { position: 'sidebar', description: 'Empty only for the home page.' },
      filterOptions: ({ data, id }) => {
        const sameSite: Where = { site: { equals: data?.site ?? null } }
        return id === undefined ? sameSite : { and: [sameSite, { id: { not_equals: id } }] }
      },
    },
    { name: 'slug', type: 'text', index: true, admin: { position: 'sidebar', description: 'Filled from the title when empty.' } },
    { name: 'path', type: 'text', index: true, admin: { position: 'sidebar', readOnly: true } },
  ],
}
