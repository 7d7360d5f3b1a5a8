import type { CollectionConfig, Endpoint, FieldHook } from 'payload'

import { defaultText, DICTIONARY_KEYS, isDictionaryKey, KEYS_WITHOUT_DEFAULT } from '@/features/dictionary/defaults'
import { CONTENT_LOCALES, isContentLocale } from '@/features/sites/locales'

import { createOnAssignedSite, siteScoped, userCanEditSite } from '../access/roles'
import { siteField } from '../fields/site'
import { refuseDuplicates } from '../hooks/duplicates'
import { afterSiteContentChange, afterSiteContentDelete } from '../hooks/revalidate'

const LANGUAGE_OPTIONS = CONTENT_LOCALES.map(({ code, label }) => ({ label: `${label} (${code})`, value: code }))

/** The language's default text of the entry's key, beside the site's own. */
const readDefaultText: FieldHook = ({ siblingData }) =>
  isDictionaryKey(siblingData?.key) && typeof siblingData?.language === 'string' ? defaultText(siblingData.language, siblingData.key) : null

const fail = (status: number, error: string, message: string) => Response.json({ error, message }, { status })

/**
 * `GET /api/dictionary/defaults?language=<code>[&site=<id>]`: every key the sites read with the language's
 * default text, and, for a site the user may edit, its own text where it overrides the default.
 */
const defaultsEndpoint: Endpoint = {
  path: '/defaults',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return fail(401, 'unauthorized', 'Log in to the CMS first.')
    const language = req.searchParams.get('language') ?? ''
    if (!isContentLocale(language)) return fail(400, 'invalid_language', `language is one of ${CONTENT_LOCALES.map(({ code }) => code).join(', ')}.`)
    const siteParam = req.searchParams.get('site')
    const site = siteParam === null || siteParam === '' ? null : Number(siteParam)
    if (site !== null && (!Number.isInteger(site) || !userCanEditSite(req.user, site))) return fail(404, 'unknown_site', `No site ${siteParam} you may edit.`)
    const own = new Map<string, { id: number; value: string }>()
    if (site !== null) {
      const entries = await req.payload.find({
        collection: 'dictionary',
        where: { and: [{ site: { equals: site } }, { language: { equals: language } }] },
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: true,
        select: { key: true, value: true },
      })
      for (const entry of entries.docs) own.set(entry.key, { id: entry.id, value: entry.value })
    }
    const texts = DICTIONARY_KEYS.map((key) => ({ key, text: defaultText(language, key), note: KEYS_WITHOUT_DEFAULT[key as keyof typeof KEYS_WITHOUT_DEFAULT] ?? null, own: own.get(key) ?? null }))
    return Response.json({ language, texts }, { headers: { 'Cache-Control': 'no-store' } })
  },
}

/**
 * A site's own texts of the fixed parts (spec 1 §7, dictionary lookup): each overrides its language's default
 * (src/features/dictionary), so a new site needs none and its editors add only what they want to word otherwise.
 */
export const Dictionary: CollectionConfig = {
  slug: 'dictionary',
  labels: { singular: 'Dictionary entry', plural: 'Dictionary' },
  custom: { countedAs: { singular: 'Dictionary entry', plural: 'Dictionary entries' } },
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['key', 'value', 'defaultText', 'language', 'site'],
    listSearchableFields: ['key', 'value'],
    description:
      'The texts of the sites’ fixed parts (buttons, labels, messages) are each language’s defaults. An entry here is a site’s own wording of one of them, in one language.',
    components: { beforeListTable: ['@/cms/components/DictionaryOverview#DictionaryOverview'] },
  },
  access: {
    read: siteScoped(),
    create: createOnAssignedSite,
    update: siteScoped(),
    delete: siteScoped(),
  },
  indexes: [{ fields: ['site', 'language', 'key'], unique: true }],
  endpoints: [defaultsEndpoint],
  hooks: {
    beforeChange: [
      refuseDuplicates({ fields: ['site', 'language', 'key'], path: 'key', message: ({ key, language }) => `This site already has the key ${String(key)} in ${String(language)}: change that entry instead.` }),
    ],
    afterChange: [afterSiteContentChange],
    afterDelete: [afterSiteContentDelete],
  },
  fields: [
    {
      name: 'language',
      label: 'Language',
      type: 'select',
      required: true,
      options: LANGUAGE_OPTIONS,
      admin: { description: 'The language of the text; a site’s languages are set under Sites.' },
    },
    {
      name: 'key',
      label: 'Key',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'Which of the sites’ fixed texts this is.', components: { Field: '@/cms/components/DictionaryKeyField#DictionaryKeyField' } },
      validate: (value: string | null | undefined) => (isDictionaryKey(value) ? true : 'Choose one of the texts the sites use (the list offers them).'),
    },
    { name: 'value', label: 'Text', type: 'textarea', required: true, admin: { description: 'Shown instead of the default. {name} marks a value filled in.' } },
    {
      name: 'defaultText',
      label: 'Default text',
      type: 'textarea',
      virtual: true,
      admin: { readOnly: true, description: 'The language’s default, shown where the site has no entry.' },
      hooks: { afterRead: [readDefaultText] },
    },
    siteField(),
  ],
}
