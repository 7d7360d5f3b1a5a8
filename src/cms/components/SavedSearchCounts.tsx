'use client'

import { useTenantSelection } from '@payloadcms/plugin-multi-tenant/client'
import { useEffect, useState } from 'react'

type Counts = { saved: number; confirmed: number; alertsSent: number }

const box = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 4,
  padding: 16,
  marginBottom: 24,
  display: 'flex',
  gap: 32,
  flexWrap: 'wrap',
} as const

/** How many documents the CMS's API counts for a query (the caller's access applies: an editor counts their sites). */
async function total(collection: string, where: string): Promise<number> {
  const response = await fetch(`/api/${collection}?${where}&limit=1&depth=0`, { credentials: 'include' })
  if (!response.ok) throw new Error(`count of ${collection}: ${response.status}`)
  return Number((await response.json()).totalDocs ?? 0)
}

/**
 * Above the saved searches: how many the chosen site's visitors saved, how many they confirmed, and how many cars
 * the alerts announced — counts, with no address in sight.
 */
export function SavedSearchCounts() {
  const { selectedTenantID } = useTenantSelection()
  const [counts, setCounts] = useState<Counts | null>(null)

  useEffect(() => {
    setCounts(null)
    if (!selectedTenantID) return
    const site = `where[site][equals]=${encodeURIComponent(String(selectedTenantID))}`
    Promise.all([
      total('saved-searches', site),
      total('saved-searches', `${site}&where[status][equals]=confirmed`),
      total('saved-search-alerts', `${site}&where[email][exists]=true`),
    ])
      .then(([saved, confirmed, alertsSent]) => setCounts({ saved, confirmed, alertsSent }))
      .catch(() => setCounts(null))
  }, [selectedTenantID])

  if (!selectedTenantID) {
    return (
      <section style={box} aria-label="Saved searches in numbers">
        <p style={{ margin: 0 }}>
          Choose a site in the Site selector above the menu to see how many searches its visitors saved and confirmed, and how many alerts
          went out.
        </p>
      </section>
    )
  }
  if (!counts) return null
  const figure = (label: string, value: number, name: string) => (
    <div data-count={name}>
      <div style={{ fontSize: 28, fontWeight: 700 }}>{value.toLocaleString('en')}</div>
      <div style={{ color: 'var(--theme-elevation-600)' }}>{label}</div>
    </div>
  )
  return (
    <section style={box} aria-label="Saved searches in numbers">
      {figure('saved', counts.saved, 'saved')}
      {figure('confirmed', counts.confirmed, 'confirmed')}
      {figure('cars announced by e-mail', counts.alertsSent, 'alerts')}
    </section>
  )
}
