import type { CollectionConfig } from 'payload'

import { CONTENT_LOCALES } from '@/features/sites/locales'

import { createOnAssignedSite, siteScoped } from '../access/roles'
import { siteField } from '../fields/site'
import { refuseDuplicates } from '../hooks/duplicates'
import { afterSiteContentChange, afterSiteContentDelete } from '../hooks/revalidate'

/** Translated texts looked up by key, language and site (spec 1 §7, dictionary lookup). */
export const Dictionary: CollectionConfig = {
  slug: 'dictionary',
  labels: { singular: 'Dictionary entry', plural: 'Dictionary' },
  custom: { countedAs: { singular: 'Dictionary entry', plural: 'Dictionary entries' } },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['key', 'value', 'language', 'site'],
    listSearchableFields: ['key', 'value'],
    description: 'Texts of the sites’ fixed parts (buttons, labels, messages), per language and site.',
  },
  access: {
    read: siteScoped(),
    create: createOnAssignedSite,
    update: siteScoped(),
    delete: siteScoped(),
  },
  indexes: [{ fields: ['site', 'language', 'key'], unique: true }],
  hooks: {
    beforeChange: [
      refuseDuplicates({ fields: ['site', 'language', 'key'], path: 'key', message: ({ key, language }) => `This site already has the key ${String(key)} in ${String(language)}: change that entry instead.` }),
    ],
    afterChange: [afterSiteContentChange],
    afterDelete: [afterSiteContentDelete],
  },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      index: true,
      validate: (value: string | null | undefined) =>
        value && /^[A-Za-z][A-Za-z0-9_.-]*$/.test(value) ? true : 'A key starts with a letter and has letters, digits, dots, dashes or underscores.',
    },
    { name: 'value', type: 'textarea', required: true },
    { name: 'language', type: 'select', required: true, options: CONTENT_LOCALES.map(({ code, label }) => ({ label: `${label} (${code})`, value: code })) },
    siteField(),
  ],
}
