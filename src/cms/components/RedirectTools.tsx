'use client'

import { useTenantSelection } from '@payloadcms/plugin-multi-tenant/client'
import { useRouter } from 'next/navigation'
import { useEffect, useState, type FormEvent } from 'react'

type SiteOption = { id: number; key: string; name: string }
type Problem = { line: number; message: string }
type Finding = { kind: string; ruleId: number; message: string }
type Outcome = { kind: 'done'; text: string } | { kind: 'failed'; text: string; problems: Problem[] } | null

const box = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 4,
  padding: 16,
  marginBottom: 24,
  display: 'grid',
  gap: 12,
} as const
const row = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' } as const

/** Every site the editor may choose, a page of the CMS API (at most 100) at a time. */
async function allSites(): Promise<SiteOption[]> {
  const sites: SiteOption[] = []
  for (let page = 1; page <= 100; page++) {
    const response = await fetch(`/api/sites?limit=100&page=${page}&depth=0&sort=name`, { credentials: 'include' })
    const body = (await response.json()) as { docs?: SiteOption[]; hasNextPage?: boolean }
    sites.push(...(body.docs ?? []))
    if (!body.hasNextPage) break
  }
  return sites
}

/**
 * Above the redirect list: a site's table as CSV (export, import appended or replacing it) and the
 * warnings of the whole table (rules that never apply, chains).
 */
export function RedirectTools() {
  const { selectedTenantID } = useTenantSelection()
  const { sites, site, setSite } = useSites(selectedTenantID)
  const csv = useImport(site)
  const findings = useFindings(site, csv.outcome)

  return (
    <section aria-labelledby="redirect-tools-heading" style={box}>
      <h2 id="redirect-tools-heading" style={{ margin: 0, fontSize: 18 }}>
        Redirect table as CSV
      </h2>
      <form onSubmit={csv.submit} style={row}>
        <label style={row}>
          Site
          <select value={site} onChange={(event) => setSite(event.target.value)}>
            {sites.map((option) => (
              <option key={option.id} value={option.key}>
                {option.name} ({option.key})
              </option>
            ))}
          </select>
        </label>
        <a
          className="btn btn--style-secondary btn--size-small"
          href={site ? `/api/redirects/export?site=${encodeURIComponent(site)}` : undefined}
          download
        >
          Export CSV
        </a>
        <ImportFields csv={csv} site={site} />
      </form>
      <div role="status" aria-live="polite">
        <ImportOutcome outcome={csv.outcome} />
      </div>
      <Warnings findings={findings} />
    </section>
  )
}

type SiteId = ReturnType<typeof useTenantSelection>['selectedTenantID']

/** The sites to choose from, and the one chosen: at first the one of the CMS's site selector. */
function useSites(selectedTenantID: SiteId) {
  const [sites, setSites] = useState<SiteOption[]>([])
  const [site, setSite] = useState<string>('')

  useEffect(() => {
    allSites()
      .then((docs) => {
        setSites(docs)
        // The site chosen in the CMS's site selector, as the list below shows it.
        const chosen = docs.find((doc) => String(doc.id) === String(selectedTenantID)) ?? docs[0]
        if (chosen) setSite(chosen.key)
      })
      .catch(() => setSites([]))
  }, [selectedTenantID])

  return { sites, site, setSite }
}

type CsvImport = ReturnType<typeof useImport>

/** A CSV file imported into the site's table, appended or replacing it, and how that went. */
function useImport(site: string) {
  const router = useRouter()
  const [mode, setMode] = useState<'append' | 'replace'>('append')
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!file || !site) return
    if (mode === 'replace' && !window.confirm('Replace the whole redirect table of this site with the file?')) return
    setBusy(true)
    setOutcome(null)
    try {
      const response = await fetch(`/api/redirects/import?site=${encodeURIComponent(site)}&mode=${mode}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'text/csv' },
        body: await file.text(),
      })
      const body = (await response.json()) as { imported?: number; removed?: number; message?: string; errors?: Problem[] }
      if (response.ok) {
        setOutcome({
          kind: 'done',
          text: `Imported ${body.imported} ${body.imported === 1 ? 'rule' : 'rules'}${body.removed ? `, replacing ${body.removed}` : ''}.`,
        })
        // The list below is drawn on the server: it shows the imported rules once drawn again.
        router.refresh()
      } else setOutcome({ kind: 'failed', text: body.message ?? `The import failed (${response.status}).`, problems: body.errors ?? [] })
    } catch {
      setOutcome({ kind: 'failed', text: 'The import could not be sent. Check the connection and try again.', problems: [] })
    } finally {
      setBusy(false)
    }
  }

  return { mode, setMode, file, setFile, busy, outcome, submit }
}

/** The warnings of the site's whole table, fetched again after every import. */
function useFindings(site: string, outcome: Outcome): Finding[] | null {
  const [findings, setFindings] = useState<Finding[] | null>(null)

  useEffect(() => {
    if (!site) return
    setFindings(null)
    fetch(`/api/redirects/findings?site=${encodeURIComponent(site)}`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : { findings: [] }))
      .then((body: { findings: Finding[] }) => setFindings(body.findings))
      .catch(() => setFindings([]))
  }, [site, outcome])

  return findings
}

function ImportFields({ csv, site }: { csv: CsvImport; site: string }) {
  const { mode, setMode, file, setFile, busy } = csv
  return (
    <>
      <label style={row}>
        CSV file (source, destination, permanent)
        <input type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      </label>
      <label style={row}>
        <input type="radio" name="mode" checked={mode === 'append'} onChange={() => setMode('append')} /> Add after the table
      </label>
      <label style={row}>
        <input type="radio" name="mode" checked={mode === 'replace'} onChange={() => setMode('replace')} /> Replace the table
      </label>
      <button type="submit" className="btn btn--style-primary btn--size-small" disabled={!file || !site || busy}>
        {busy ? 'Importing…' : 'Import'}
      </button>
    </>
  )
}

function ImportOutcome({ outcome }: { outcome: Outcome }) {
  return (
    <>
      {outcome?.kind === 'done' ? <p style={{ margin: 0 }}>{outcome.text}</p> : null}
      {outcome?.kind === 'failed' ? (
        <div>
          <p style={{ margin: 0, color: 'var(--theme-error-500)' }}>{outcome.text}</p>
          <ul>
            {outcome.problems.slice(0, 200).map((problem) => (
              <li key={`${problem.line}-${problem.message}`}>
                {problem.line > 0 ? `Line ${problem.line}: ${problem.message}` : problem.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  )
}

function Warnings({ findings }: { findings: Finding[] | null }) {
  const warnings = findings?.filter((finding) => finding.kind !== 'invalid') ?? []
  if (findings === null) return null
  return warnings.length === 0 ? (
    <p style={{ margin: 0 }}>No rule of this table is shadowed, duplicated or chained.</p>
  ) : (
    <details>
      <summary>
        {warnings.length} {warnings.length === 1 ? 'warning' : 'warnings'} in this table
      </summary>
      <ul>
        {warnings.slice(0, 500).map((finding) => (
          <li key={`${finding.ruleId}-${finding.kind}`}>
            <a href={`/admin/collections/redirects/${finding.ruleId}`}>Rule {finding.ruleId}</a>: {finding.message}
          </li>
        ))}
      </ul>
    </details>
  )
}
