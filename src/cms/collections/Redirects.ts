import { type CollectionBeforeChangeHook, type CollectionConfig, type Endpoint, type FieldHook, type PayloadRequest } from 'payload'

import { assertNoLoop, RedirectLoopError } from '@/features/redirects/analysis'
import { formatRedirectCsv } from '@/features/redirects/csv'
import { parseDestination, parseSource, RedirectRuleError } from '@/features/redirects/pattern'
import { bumpRedirectsVersion } from '@/features/redirects/version'
import { importRedirectCsv, loadSiteRules, nextOrder, siteFindings, type ImportMode } from '@/features/redirects/queries'

import { createOnAssignedSite, siteScoped, userCanEditSite } from '../access/roles'
import { redirectsChanged } from '../hooks/revalidate'
import { FieldRefusedError } from '../errors'
import { siteField } from '../fields/site'

const siteIdOf = (value: unknown): number | string | null => {
  if (typeof value === 'object' && value !== null && 'id' in value) return (value as { id: number | string }).id
  return typeof value === 'number' || typeof value === 'string' ? value : null
}

const validateSource = (value: unknown) => {
  try {
    parseSource(String(value ?? ''))
    return true
  } catch (error) {
    return error instanceof RedirectRuleError ? error.message : 'Not a valid source.'
  }
}

const validateDestination = (value: unknown, { siblingData }: { siblingData: unknown }) => {
  const source = (siblingData as { source?: string } | undefined)?.source
  try {
    let parsedSource
    try {
      parsedSource = source ? parseSource(source) : undefined
    } catch {
      parsedSource = undefined // the source's own message is shown on the source
    }
    parseDestination(String(value ?? ''), parsedSource)
    return true
  } catch (error) {
    return error instanceof RedirectRuleError ? error.message : 'Not a valid destination.'
  }
}

/** New rules go to the end of the table; a saved rule may not close a loop. */
const orderAndLoops: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  const siteId = siteIdOf(data.site ?? originalDoc?.site)
  if (siteId === null) return data
  if (data.order === undefined || data.order === null)
    data.order = operation === 'create' ? await nextOrder(req.payload, siteId) : originalDoc?.order
  const id = originalDoc?.id ?? '__new__'
  const rules = (await loadSiteRules(req.payload, siteId)).filter((rule) => rule.id !== id)
  rules.push({
    id,
    source: data.source ?? originalDoc?.source,
    destination: data.destination ?? originalDoc?.destination,
    permanent: data.permanent !== false,
    order: data.order ?? 0,
  })
  try {
    assertNoLoop(rules, new Set([id]))
  } catch (error) {
    if (error instanceof RedirectLoopError) throw new FieldRefusedError([{ path: 'destination', message: error.message }])
    throw error
  }
  return data
}

/** The request pipelines reload the site's table: this instance's at once, the others' when they are told. */
const tableChanged = async ({ context }: { context: Record<string, unknown> }) => {
  if (context.skipRevalidate) bumpRedirectsVersion()
  else await redirectsChanged()
}

/** What the CMS shows beside a rule: shadowed, duplicate, chain (spec: both readings of a contradicting table stand). */
const readFindings: FieldHook = async ({ data, originalDoc, req }) => {
  // Only people in the CMS see warnings; the request pipeline and imports read tables without them.
  if (!req.user || req.context.skipFindings) return undefined
  const doc = (originalDoc ?? data) as { id?: number | string; site?: unknown } | undefined
  const siteId = siteIdOf(doc?.site)
  if (siteId === null || doc?.id === undefined) return ''
  // One review per site and request, however many of its rules the list shows.
  const perRequest = ((req.context.redirectFindings as Map<string, ReturnType<typeof siteFindings>> | undefined) ??= new Map<
    string,
    ReturnType<typeof siteFindings>
  >())
  const key = String(siteId)
  if (!perRequest.has(key)) perRequest.set(key, siteFindings(req.payload, siteId))
  const { byRule } = await perRequest.get(key)!
  return (byRule.get(doc.id) ?? []).map((finding) => `⚠ ${finding.message}`).join('\n')
}

function requestedSite(req: PayloadRequest): number | string | null {
  const raw = req.searchParams.get('site')
  if (!raw) return null
  return /^\d+$/.test(raw) ? Number(raw) : raw
}

async function siteFor(req: PayloadRequest): Promise<{ id: number | string; key: string } | Response> {
  if (!req.user) return Response.json({ error: 'unauthorized', message: 'Log in to the CMS first.' }, { status: 401 })
  const wanted = requestedSite(req)
  if (wanted === null) return Response.json({ error: 'missing_site', message: 'Say which site: ?site=<site id or key>.' }, { status: 400 })
  const found = await req.payload.find({
    collection: 'sites',
    where: typeof wanted === 'number' ? { id: { equals: wanted } } : { key: { equals: wanted } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const site = found.docs[0]
  if (!site || !userCanEditSite(req.user, site.id))
    return Response.json({ error: 'unknown_site', message: `No site "${wanted}" you may edit.` }, { status: 404 })
  return { id: site.id, key: site.key }
}

/** CSV export and import of a site's table, and its findings, for the CMS's redirect tools. */
const endpoints: Endpoint[] = [
  {
    path: '/export',
    method: 'get',
    handler: async (req) => {
      const site = await siteFor(req)
      if (site instanceof Response) return site
      const csv = formatRedirectCsv(await loadSiteRules(req.payload, site.id))
      return new Response(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="redirects-${site.key}.csv"`,
          'Cache-Control': 'no-store',
        },
      })
    },
  },
  {
    path: '/import',
    method: 'post',
    handler: async (req) => {
      const site = await siteFor(req)
      if (site instanceof Response) return site
      const mode = (req.searchParams.get('mode') ?? 'append') as ImportMode
      if (mode !== 'append' && mode !== 'replace')
        return Response.json({ error: 'invalid_mode', message: 'mode is append or replace.' }, { status: 400 })
      const text = req.text ? await req.text() : ''
      if (!text.trim() && mode === 'append')
        return Response.json({ error: 'empty_file', message: 'The file holds no rules.' }, { status: 400 })
      const result = await importRedirectCsv(req.payload, site.id, text, mode)
      if (!result.ok)
        return Response.json(
          { error: 'invalid_rows', message: 'Nothing was imported: fix these rows and import the file again.', errors: result.problems },
          { status: 400 },
        )
      await redirectsChanged()
      return Response.json({ imported: result.imported, removed: result.removed })
    },
  },
  {
    path: '/findings',
    method: 'get',
    handler: async (req) => {
      const site = await siteFor(req)
      if (site instanceof Response) return site
      const { all } = await siteFindings(req.payload, site.id)
      return Response.json({ findings: all }, { headers: { 'Cache-Control': 'no-store' } })
    },
  },
]

/**
 * Permanent redirects of a site (spec 1 §2.7), matched by the request pipeline before any page: the first rule
 * in order wins. Editors change them here; every running instance follows within a few seconds.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Redirect', plural: 'Redirects' },
  admin: {
    useAsTitle: 'source',
    defaultColumns: ['source', 'destination', 'order', 'findings', 'site'],
    listSearchableFields: ['source', 'destination'],
    group: 'Settings',
    description:
      'Old addresses and where they lead now. Sources may use {name} for one path segment and {path*} for the rest, and require query parameters (/bilar?vehicletype=PB). Case and a trailing slash do not matter; the first rule in order wins. Export and import a site’s table as CSV at /api/redirects/export?site=<key> and /api/redirects/import?site=<key>&mode=append|replace.',
    pagination: { defaultLimit: 50 },
    components: { beforeListTable: ['@/cms/components/RedirectTools#RedirectTools'] },
  },
  defaultSort: 'order',
  access: { read: siteScoped(), create: createOnAssignedSite, update: siteScoped(), delete: siteScoped() },
  indexes: [{ fields: ['site', 'order'] }],
  endpoints,
  hooks: { beforeChange: [orderAndLoops], afterChange: [tableChanged], afterDelete: [tableChanged] },
  fields: [
    {
      name: 'source',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'The old address, e.g. /used/{path*} or /bilar?vehicletype=PB.' },
      validate: validateSource,
    },
    {
      name: 'destination',
      type: 'text',
      required: true,
      admin: {
        description: 'A path of this site (may use the source’s {name} parts and carry a query string) or a full https:// address.',
      },
      validate: validateDestination,
    },
    { name: 'permanent', type: 'checkbox', defaultValue: true, admin: { description: 'Permanent (308). Off: temporary (307).' } },
    {
      name: 'order',
      type: 'number',
      index: true,
      admin: { position: 'sidebar', description: 'Position in the table: lower comes first. Empty: the end of the table.' },
    },
    {
      name: 'findings',
      type: 'textarea',
      virtual: true,
      label: 'Warnings',
      admin: {
        readOnly: true,
        description: 'Computed: a rule that never applies (shadowed or duplicate), or leads to another redirect (chain).',
      },
      hooks: { afterRead: [readFindings] },
    },
    siteField(),
  ],
}
