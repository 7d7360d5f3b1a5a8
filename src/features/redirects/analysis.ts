import { compileRedirects, tableOrder, type RedirectMatcher, type RedirectRule } from './matcher'
import { parseDestination, parseSource, RedirectRuleError, type ParsedSource } from './pattern'

export type FindingKind = 'invalid' | 'duplicate' | 'shadowed' | 'chain' | 'loop'

/** Something an editor should know about one rule of the table. */
export type RuleFinding = { kind: FindingKind; ruleId: RedirectRule['id']; otherId?: RedirectRule['id']; message: string }

/**
 * Stands in for captured parts when a rule is tried: no literal segment of a path can equal it, so only
 * placeholders of other rules match it. A wildcard gets two of them, so a one-segment {name} cannot cover it.
 */
const SAMPLE = '~any~'
/** How many hops a loop search follows before giving up (a table has no longer honest chains). */
const MAX_HOPS = 20

const label = (rule: RedirectRule) => `${rule.source} → ${rule.destination}`

/** A request this rule's source matches: placeholders filled with SAMPLE, its required query included. */
function sampleRequest(source: ParsedSource): { path: string; query: URLSearchParams } {
  const parts = source.segments.map((segment) => (segment.kind === 'literal' ? segment.value : segment.kind === 'param' ? SAMPLE : `${SAMPLE}/${SAMPLE}`))
  return { path: `/${parts.join('/')}`, query: new URLSearchParams(source.query) }
}

/**
 * Reviews a site's table the way the matcher will use it (spec: duplicated and contradicting rules stay in
 * the data; the first in order wins):
 * - duplicate: an earlier rule has the same source and destination;
 * - shadowed: an earlier rule catches every request this one would (the same source, or a pattern covering
 *   it), so this rule never applies;
 * - chain: a visitor this rule sends on is redirected again by another rule (two hops);
 * - loop: following the redirects leads back to this rule — such a table cannot be saved;
 * - invalid: the rule does not parse (only an imported table can hold one).
 */
export function analyseRedirects(rules: readonly RedirectRule[], matcher: RedirectMatcher = compileRedirects(rules)): RuleFinding[] {
  const findings: RuleFinding[] = []
  for (const { rule, problem } of matcher.invalid) findings.push({ kind: 'invalid', ruleId: rule.id, message: problem })
  const invalidIds = new Set(matcher.invalid.map(({ rule }) => rule.id))
  const sorted = [...rules].filter((rule) => !invalidIds.has(rule.id)).sort(tableOrder)
  const firstByShape = new Map<string, RedirectRule>()

  for (const rule of sorted) {
    const source = parseSource(rule.source)
    const earlier = firstByShape.get(source.shape)
    if (earlier) {
      const same = parseSource(earlier.source).key === source.key && parseDestination(earlier.destination).template === parseDestination(rule.destination).template
      findings.push({
        kind: same ? 'duplicate' : 'shadowed',
        ruleId: rule.id,
        otherId: earlier.id,
        message: same
          ? `Duplicate of the earlier rule ${label(earlier)}; only the first applies.`
          : `Never applies: the earlier rule ${label(earlier)} has the same source and comes first.`,
      })
      continue
    }
    firstByShape.set(source.shape, rule)
    const request = sampleRequest(source)
    const hit = matcher.match(request.path, request.query)
    if (hit && hit.rule.id !== rule.id) {
      findings.push({ kind: 'shadowed', ruleId: rule.id, otherId: hit.rule.id, message: `Never applies: the earlier rule ${label(hit.rule)} catches ${source.exactPath !== null ? 'this address' : 'these addresses'} first.` })
      continue
    }
    if (!hit) continue

    const route = follow(matcher, hit.location)
    if (!route) continue
    const cycle = cycleFrom(route.loop, rule)
    if (cycle) {
      findings.push({ kind: 'loop', ruleId: rule.id, otherId: route.next.id, message: loopMessage(cycle) })
    } else {
      findings.push({
        kind: 'chain',
        ruleId: rule.id,
        otherId: route.next.id,
        message: `Chain: the destination is redirected again by ${label(route.next)}. Point this rule at the final address.`,
      })
    }
  }
  return findings
}

/**
 * Follows a visitor from a location through the table, the way browsers do: the rule met next, and the
 * rules met until an address is reached twice (the loop, from where it closes), or null when the location is
 * not redirected again.
 */
function follow(matcher: RedirectMatcher, location: string): { next: RedirectRule; loop: RedirectRule[] } | null {
  const met: RedirectRule[] = []
  const seen = new Map<string, number>()
  let current = location
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    if (/^https?:\/\//i.test(current)) break
    const [path, query = ''] = current.split('#', 1)[0]!.split('?', 2) as [string, string?]
    const hit = matcher.match(path, query)
    if (!hit) break
    const key = `${hit.rule.id}`
    if (seen.has(key)) return { next: met[0]!, loop: met.slice(seen.get(key)!) }
    seen.set(key, met.length)
    met.push(hit.rule)
    current = hit.location
  }
  return met.length ? { next: met[0]!, loop: [] } : null
}

function loopMessage(loop: RedirectRule[]): string {
  if (loop.length === 2) return `Loop: ${loop[0]!.source} redirects to itself.`
  return `Loop: ${loop.map((rule) => rule.source).join(' → ')}.`
}

/** The loop through this rule (starting and ending with it), or null. */
function findLoop(matcher: RedirectMatcher, rule: RedirectRule): RedirectRule[] | null {
  const request = sampleRequest(parseSource(rule.source))
  const hit = matcher.match(request.path, request.query)
  if (!hit || hit.rule.id !== rule.id) return null
  const route = follow(matcher, hit.location)
  return route ? cycleFrom(route.loop, rule) : null
}

/** The loop written from this rule round to it again, or null when the rule is not part of it. */
function cycleFrom(loop: RedirectRule[], rule: RedirectRule): RedirectRule[] | null {
  const at = loop.findIndex((member) => member.id === rule.id)
  return at === -1 ? null : [rule, ...loop.slice(at + 1), ...loop.slice(0, at), rule]
}

export class RedirectLoopError extends RedirectRuleError {
  /** The rule the loop was followed from: a changed rule when there are any. */
  constructor(message: string, readonly ruleId: RedirectRule['id']) {
    super(message)
  }
}

/** Up to this size every rule is followed on a save; larger tables follow the changed rules only. */
const FULL_LOOP_CHECK_RULES = 5_000

/**
 * Refuses a table in which a loop exists (with changedIds on a large table: a loop through the changed
 * rules): used when an editor saves a rule or imports a file.
 */
export function assertNoLoop(rules: readonly RedirectRule[], changedIds?: ReadonlySet<RedirectRule['id']>): void {
  const matcher = compileRedirects(rules)
  const invalid = new Set(matcher.invalid.map(({ rule }) => rule.id))
  // The changed rules first, so the message starts where the editor is.
  const changed = changedIds ? rules.filter((rule) => changedIds.has(rule.id)) : []
  const rest = !changedIds ? rules : rules.length <= FULL_LOOP_CHECK_RULES ? rules.filter((rule) => !changedIds.has(rule.id)) : []
  const followed = [...changed, ...rest]
  for (const rule of followed) {
    if (invalid.has(rule.id)) continue
    // A rule that leads back to itself loops on its own, even while an earlier rule catches its source first.
    const onItsOwn = changedIds ? changedIds.has(rule.id) : rules.length <= FULL_LOOP_CHECK_RULES
    const loop = (onItsOwn ? findLoop(compileRedirects([rule]), rule) : null) ?? findLoop(matcher, rule)
    if (loop) throw new RedirectLoopError(`${loopMessage(loop)} A redirect loop would never reach a page.`, rule.id)
  }
}
