import type { Payload } from 'payload'

import { databaseOf } from '@/db/database'

import { analyseRedirects, assertNoLoop, RedirectLoopError, type RuleFinding } from './analysis'
import { parseRedirectCsv, type CsvProblem } from './csv'
import { tableOrder, type RedirectRule } from './matcher'
import { redirectTableVersion, selectSiteRules, writeSiteRules } from './repository'

export const REDIRECTS = 'redirects' as const
/** Gap between the order numbers of imported rules, so an editor can put a rule between two. */
export const ORDER_STEP = 10

type SiteId = number | string

/**
 * A site's whole table in matching order, read straight from the table: the request pipeline waits for it
 * after every change, and the CMS's own document reads (hooks and field access for each document) made the
 * pipeline's fetch of 100,000 rules take 6–7 s, against 1.6 s now with the answer's 15 MB of JSON included.
 * A permanent left empty counts as on.
 */
export async function loadSiteRules(payload: Payload, siteId: SiteId): Promise<RedirectRule[]> {
  return (await selectSiteRules(databaseOf(payload), siteId)).sort(tableOrder)
}

/**
 * A token that changes whenever the site's table changes (a rule added, edited, moved to another site or
 * removed, by a save in the CMS, the CSV import, or any statement on `redirects`, in this process or another
 * instance): the request pipeline compares it every few seconds and loads the table again only when it
 * differs. It is the site's counter in `redirect_versions`, which triggers on `redirects` (the
 * `redirect_versions` migrations) move on every write, so the check is one row read by its primary key,
 * however many rules the site holds. '0' for a site that never had a rule; a counter never goes back, even
 * when the table is emptied.
 */
export function tableVersion(payload: Payload, siteId: SiteId): Promise<string> {
  return redirectTableVersion(databaseOf(payload), siteId)
}

/** The next free order number at the end of a site's table. */
export async function nextOrder(payload: Payload, siteId: SiteId): Promise<number> {
  const last = await payload.find({
    collection: REDIRECTS,
    where: { site: { equals: siteId } },
    sort: '-order',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { order: true },
  })
  return (last.docs[0]?.order ?? 0) + ORDER_STEP
}

/** Findings of a site's table, cached by its version (the CMS list shows them on every rule it lists). */
const findingsCache = new Map<string, { version: string; byRule: Map<RedirectRule['id'], RuleFinding[]>; all: RuleFinding[] }>()

export async function siteFindings(payload: Payload, siteId: SiteId) {
  const version = await tableVersion(payload, siteId)
  const cached = findingsCache.get(String(siteId))
  if (cached?.version === version) return cached
  const all = analyseRedirects(await loadSiteRules(payload, siteId))
  const byRule = new Map<RedirectRule['id'], RuleFinding[]>()
  for (const finding of all) byRule.set(finding.ruleId, [...(byRule.get(finding.ruleId) ?? []), finding])
  const entry = { version, byRule, all }
  findingsCache.set(String(siteId), entry)
  return entry
}

export type ImportMode = 'append' | 'replace'
export type ImportResult = { ok: true; imported: number; removed: number } | { ok: false; problems: CsvProblem[] }

/**
 * Imports a CSV table for a site: appended after its rules, or replacing them. A file with any bad row, or
 * one that would make a loop, imports nothing; the table is written in one transaction.
 */
const LINE_ID = 'line-'

export async function importRedirectCsv(payload: Payload, siteId: SiteId, csv: string, mode: ImportMode): Promise<ImportResult> {
  const { rules, problems } = parseRedirectCsv(csv)
  if (problems.length > 0) return { ok: false, problems }
  const existing = mode === 'append' ? await loadSiteRules(payload, siteId) : []
  const start = mode === 'append' ? (existing.at(-1)?.order ?? 0) + ORDER_STEP : ORDER_STEP
  const incoming: RedirectRule[] = rules.map((rule, index) => ({
    id: `${LINE_ID}${rule.line}`,
    source: rule.source,
    destination: rule.destination,
    permanent: rule.permanent,
    order: start + index * ORDER_STEP,
  }))
  try {
    assertNoLoop([...existing, ...incoming], new Set(incoming.map((rule) => rule.id)))
  } catch (error) {
    if (!(error instanceof RedirectLoopError)) throw error
    // The file's rules are named by their line, so the editor is sent to the line the loop starts from.
    const line = typeof error.ruleId === 'string' && error.ruleId.startsWith(LINE_ID) ? Number(error.ruleId.slice(LINE_ID.length)) : 0
    return { ok: false, problems: [{ line, message: error.message }] }
  }

  const removed = await writeSiteRules(databaseOf(payload), siteId, incoming, {
    replace: mode === 'replace',
    now: new Date().toISOString(),
  })
  return { ok: true, imported: incoming.length, removed }
}
