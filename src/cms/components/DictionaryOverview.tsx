'use client'

import { useTenantSelection } from '@payloadcms/plugin-multi-tenant/client'
import { Button, SelectInput } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useMemo, useState } from 'react'

import { CONTENT_LOCALES } from '@/features/sites/locales'

import { useDictionaryDefaults, type DefaultText } from './dictionary-defaults'

type SiteLanguages = { name: string; locales: string[]; defaultLocale: string }

const box = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 4,
  padding: 16,
  marginBottom: 24,
  display: 'grid',
  gap: 12,
} as const
const languageName = (code: string) => CONTENT_LOCALES.find((locale) => locale.code === code)?.label ?? code

/**
 * Above the dictionary list: how many of the sites' fixed texts the chosen site words its own way in a
 * language, and every other one offered to override, its entry made with the default text to edit.
 */
export function DictionaryOverview() {
  const { selectedTenantID } = useTenantSelection()
  const { site, language, setLanguage } = useSiteLanguages(selectedTenantID)
  const texts = useDictionaryDefaults(language || 'sv-SE', site ? selectedTenantID : null)
  const own = useMemo(() => texts?.filter((entry) => entry.own) ?? [], [texts])
  const missing = useMemo(() => texts?.filter((entry) => !entry.own) ?? [], [texts])
  const entry = useOverride(missing, language, selectedTenantID)

  if (!selectedTenantID) {
    return (
      <section style={box} aria-label="The site’s own texts">
        <p style={{ margin: 0 }}>
          Every site starts with its languages’ default texts. Choose a site in the Site selector above the menu to see which texts it words
          its own way, and to override others.
        </p>
      </section>
    )
  }
  if (!site || !texts) return null

  return (
    <section style={box} aria-labelledby="dictionary-overview-heading" data-dictionary-overview="">
      <h2 id="dictionary-overview-heading" style={{ margin: 0, fontSize: 18 }}>
        {site.name}’s own texts
      </h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        {site.locales.length > 1 ? <LanguagePicker locales={site.locales} language={language} onChange={setLanguage} /> : null}
        <p style={{ margin: 0 }} data-dictionary-count="">
          {own.length} of {texts.length} texts in {languageName(language)} are worded by the site; the other {missing.length} are the
          language’s defaults.
        </p>
      </div>
      <OverridePicker missing={missing} entry={entry} />
      <div role="status" aria-live="polite">
        {entry.problem ? <p style={{ margin: 0, color: 'var(--theme-error-500)' }}>{entry.problem}</p> : null}
      </div>
    </section>
  )
}

type SiteId = ReturnType<typeof useTenantSelection>['selectedTenantID']

/** The chosen site's languages, and the one shown (its default until the editor picks another). */
function useSiteLanguages(selectedTenantID: SiteId) {
  const [site, setSite] = useState<SiteLanguages | null>(null)
  const [language, setLanguage] = useState<string>('')

  useEffect(() => {
    setSite(null)
    if (!selectedTenantID) return
    fetch(`/api/sites/${selectedTenantID}?depth=0`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then((doc: SiteLanguages | null) => {
        setSite(doc)
        setLanguage(doc?.defaultLocale ?? '')
      })
      .catch(() => setSite(null))
  }, [selectedTenantID])

  return { site, language, setLanguage }
}

type Override = ReturnType<typeof useOverride>

/** The default text picked to override, and making the site's entry of it, which then opens to edit. */
function useOverride(missing: DefaultText[], language: string, selectedTenantID: SiteId) {
  const router = useRouter()
  const [key, setKey] = useState<string>('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const override = async () => {
    const chosen = missing.find((entry) => entry.key === key)
    if (!chosen) return
    setBusy(true)
    setProblem(null)
    try {
      const response = await fetch('/api/dictionary', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ key: chosen.key, language, site: selectedTenantID, value: chosen.text || chosen.note || chosen.key }),
      })
      const body = (await response.json()) as { doc?: { id: number }; message?: string; errors?: Array<{ message?: string }> }
      if (response.ok && body.doc) router.push(`/admin/collections/dictionary/${body.doc.id}`)
      else setProblem(body.errors?.[0]?.message ?? body.message ?? `The entry could not be made (${response.status}).`)
    } catch {
      setProblem('The entry could not be made. Check the connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  return { key, setKey, busy, problem, override }
}

function LanguagePicker({ locales, language, onChange }: { locales: string[]; language: string; onChange: (language: string) => void }) {
  return (
    <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      Language
      <select value={language} onChange={(event) => onChange(event.target.value)}>
        {locales.map((code) => (
          <option key={code} value={code}>
            {languageName(code)} ({code})
          </option>
        ))}
      </select>
    </label>
  )
}

function OverridePicker({ missing, entry }: { missing: DefaultText[]; entry: Override }) {
  const { key, setKey, busy, override } = entry
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 12, alignItems: 'end' }}>
      <SelectInput
        path="dictionary-override-key"
        name="dictionary-override-key"
        label="Override a default text"
        options={missing.map((entry) => ({ value: entry.key, label: `${entry.key} — ${entry.text || entry.note || ''}` }))}
        value={key || undefined}
        placeholder="Choose a text"
        onChange={(option) => {
          const picked = Array.isArray(option) ? option[0] : option
          setKey(picked && typeof picked === 'object' && 'value' in picked ? String(picked.value) : '')
        }}
      />
      <Button buttonStyle="primary" size="medium" disabled={!key || busy} onClick={override} margin={false}>
        {busy ? 'Making the entry…' : 'Override'}
      </Button>
    </div>
  )
}
