'use client'

import { useId, useState } from 'react'

import type { FactRow } from '../car-page'

type Props = { rows: FactRow[]; shown: number; labels: { more: string; less: string } }

/** Technical data: the first rows, the rest behind show more/less (spec 2 §2, §9). */
export function TechnicalData({ rows, shown, labels }: Props) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const visible = open ? rows : rows.slice(0, shown)
  return (
    <div data-technical-data>
      <dl id={id} className="divide-y divide-line border-y border-line">
        {visible.map((row) => (
          <div key={row.label} className="flex justify-between gap-6 py-3.5 text-base">
            <dt className="text-muted">{row.label}</dt>
            <dd className="text-right font-semibold text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
      {rows.length > shown ? (
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)} className="mt-4 inline-flex items-center gap-2 text-base font-semibold text-ink underline decoration-accent decoration-2 underline-offset-6 hover:decoration-ink">
          {open ? labels.less : labels.more}
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" className={open ? 'rotate-180' : ''}>
            <path d="m6 9 6 6 6-6" />
          </svg>
        </button>
      ) : null}
    </div>
  )
}
