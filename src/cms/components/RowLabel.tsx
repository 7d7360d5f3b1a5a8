'use client'

import { useRowLabel } from '@payloadcms/ui'

import { rowLabel } from './row-label'

/**
 * A row of a list named by what it holds ("Måndag–fredag · 09:00–18:00", "Johan Sandberg · Försäljningschef"),
 * not by its number ("Openinghour 01"); a new, empty row is "<fallback> <number>".
 */
export function RowLabel({ fields, fallback }: { fields: string[]; fallback: string }) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  return <span>{rowLabel(data, fields, `${fallback} ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`)}</span>
}
