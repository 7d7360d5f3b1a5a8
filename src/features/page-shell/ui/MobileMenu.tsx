'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import type { MenuItem } from './SiteHeader'

type Labels = { open: string; close: string; navigation: string }

/** The menu below 1280 px: a button that opens the site's pages and their sub-pages. */
export function MobileMenu({ items, labels }: { items: MenuItem[]; labels: Labels }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const pathname = usePathname()

  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  if (items.length === 0) return null
  return (
    <div className="xl:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-11 items-center gap-2 rounded-full border border-line px-4 text-sm font-semibold text-ink hover:bg-surface-1"
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
        {open ? labels.close : labels.open}
      </button>
      <nav
        id={panelId}
        aria-label={labels.navigation}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100svh-4rem)] overflow-y-auto border-b border-line bg-surface shadow-xl"
      >
        <ul className="container-page divide-y divide-line py-2">
          {items.map((item) => (
            <li key={item.id} className="py-2">
              <Link href={item.href} className="block py-2 text-lg font-semibold text-ink">
                {item.label}
              </Link>
              {item.children.length > 0 ? (
                <ul className="grid gap-1 pb-2 pl-3 sm:grid-cols-2">
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <Link href={child.href} className="block py-1.5 text-muted hover:text-ink">
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
