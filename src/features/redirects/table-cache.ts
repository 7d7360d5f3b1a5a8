import { compileRedirects, type RedirectMatcher, type RedirectRule } from './matcher'

/** How often the pipeline asks whether a site's table changed; an editor's change is live within this. */
export const REDIRECT_CHECK_MS = 2_000

/** What the table source answers: the whole table, or that the version the pipeline holds is current. */
export type TableAnswer = { version: string; rules: RedirectRule[] } | { version: string; unchanged: true }

type Options = {
  load: (siteKey: string, knownVersion: string | null) => Promise<TableAnswer>
  /** Bumped when a table changes in this process: the table is then checked before the next match. */
  localVersion: () => number
  checkMs?: number
  now?: () => number
  onError?: (error: unknown, siteKey: string) => void
}

type Entry = { matcher: RedirectMatcher; version: string; checkedAt: number; localVersion: number }

const EMPTY = compileRedirects([])

/**
 * The request pipeline's compiled redirect tables, one per site. A site's first request waits for its
 * table; afterwards the compiled table serves at once while a version check runs in the background every
 * few seconds, and only a changed table is loaded and compiled again. When the source fails, the last
 * table keeps serving (and a site never loaded serves none rather than failing its pages).
 */
export function createRedirectTableCache({ load, localVersion, checkMs = REDIRECT_CHECK_MS, now = Date.now, onError }: Options) {
  const entries = new Map<string, Entry>()
  const inflight = new Map<string, Promise<Entry>>()

  const refresh = (siteKey: string): Promise<Entry> => {
    const running = inflight.get(siteKey)
    if (running) return running
    const startedLocal = localVersion()
    const startedAt = now()
    const known = entries.get(siteKey)
    const promise = load(siteKey, known?.version ?? null)
      .then((answer) => {
        const current = entries.get(siteKey)
        const entry: Entry =
          'unchanged' in answer && current
            ? { ...current, checkedAt: startedAt, localVersion: startedLocal }
            : { matcher: 'rules' in answer ? compileRedirects(answer.rules) : EMPTY, version: answer.version, checkedAt: startedAt, localVersion: startedLocal }
        entries.set(siteKey, entry)
        return entry
      })
      .finally(() => inflight.delete(siteKey))
    inflight.set(siteKey, promise)
    return promise
  }

  return async function redirectTable(siteKey: string): Promise<RedirectMatcher> {
    const entry = entries.get(siteKey)
    if (!entry || entry.localVersion !== localVersion()) {
      try {
        return (await refresh(siteKey)).matcher
      } catch (error) {
        onError?.(error, siteKey)
        if (entry) entry.checkedAt = now()
        return entry?.matcher ?? EMPTY
      }
    }
    if (now() - entry.checkedAt >= checkMs && !inflight.has(siteKey)) {
      refresh(siteKey).catch((error) => {
        entry.checkedAt = now()
        onError?.(error, siteKey)
      })
    }
    return entry.matcher
  }
}
