'use client'

import { useTenantSelection } from '@payloadcms/plugin-multi-tenant/client'
import type { DefaultCellComponentProps } from 'payload'

/**
 * The Site column of every list: the site's name from the site selector's own list, on every row at once
 * (Payload's relationship cell fetches names only for rows in view when the list first shows, and printed
 * "<No Site>" for the rest).
 */
export function SiteCell({ cellData }: DefaultCellComponentProps) {
  const { options } = useTenantSelection()
  const id = typeof cellData === 'object' && cellData !== null && 'id' in cellData ? (cellData as { id: unknown }).id : cellData
  if (id === null || id === undefined || id === '') return <span>—</span>
  const site = options.find((option) => String(option.value) === String(id))
  return <span>{site ? String(site.label) : `Site ${String(id)}`}</span>
}
