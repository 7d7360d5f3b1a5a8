'use client'

import { useTenantSelection } from '@payloadcms/plugin-multi-tenant/client'
import type { DefaultCellComponentProps } from 'payload'

const idOf = (value: unknown) => (typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value)

/** Site names from the site selector's own list: every row at once, without a request of its own. */
function useSiteName() {
  const { options } = useTenantSelection()
  return (site: unknown) => {
    const id = idOf(site)
    return String(options.find((option) => String(option.value) === String(id))?.label ?? `Site ${String(id)}`)
  }
}

/**
 * The Site column of every list (Payload's relationship cell fetches names only for rows in view when the list
 * first shows, and printed "<No Site>" for the rest).
 */
export function SiteCell({ cellData }: DefaultCellComponentProps) {
  const nameOf = useSiteName()
  const id = idOf(cellData)
  return <span>{id === null || id === undefined || id === '' ? '—' : nameOf(id)}</span>
}

/** The Sites column of the users list: the names of an editor's sites (Users → Sites rows). */
export function UserSitesCell({ cellData }: DefaultCellComponentProps) {
  const nameOf = useSiteName()
  const rows = Array.isArray(cellData) ? (cellData as Array<{ site?: unknown }>) : []
  const names = rows.map((row) => row.site).filter((site) => site !== null && site !== undefined).map(nameOf)
  return <span>{names.length > 0 ? names.join(', ') : '—'}</span>
}
