'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

type Props = { children: ReactNode; collapsedHeight: number; labels: { more: string; less: string }; name: string }

/**
 * Content cut at a height with show more/less (the equipment at 190 px, the description at 300 px). Content that
 * fits shows whole with no button; without script everything shows.
 */
export function Collapsible({ children, collapsedHeight, labels, name }: Props) {
  const inner = useRef<HTMLDivElement>(null)
  const id = useId()
  const [overflows, setOverflows] = useState(false)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    const element = inner.current
    if (!element) return
    const measure = () => setOverflows(element.scrollHeight > collapsedHeight + 24)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [collapsedHeight])

  const cut = overflows && !open
  return (
    <div data-collapsible={name} data-open={open || !overflows ? 'true' : 'false'}>
      <div id={id} className="relative overflow-hidden" style={cut ? { maxHeight: collapsedHeight } : undefined}>
        <div ref={inner}>{children}</div>
        {cut ? <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-20 bg-gradient-to-t from-surface to-transparent" /> : null}
      </div>
      {overflows ? (
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
