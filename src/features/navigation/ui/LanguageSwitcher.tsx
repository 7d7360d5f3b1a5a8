'use client'

import { useCallback, useId, useMemo, useRef, useState } from 'react'

import type { LanguageLink } from '../languages'
import { useEscape, useOutsidePress } from './hooks'
import { ChevronDown, Globe } from './Icons'

/** The bar's language choice: the same page in the site's other languages (spec 1 §2.4, §5). */
export function LanguageSwitcher({ languages, label }: { languages: LanguageLink[]; label: string }) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const listId = useId()
  const current = languages.find((language) => language.current)
  useOutsidePress(useMemo(() => [root], []), () => setOpen(false), open)
  useEscape(
    useCallback(() => {
      setOpen(false)
      button.current?.focus()
    }, []),
    open,
  )
  if (languages.length === 0) return null
  return (
    <div ref={root} className="relative hidden xl:block">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold uppercase transition-colors hover:bg-current/10"
      >
        <Globe />
        <span className="sr-only normal-case">{label}: </span>
        {current?.locale.slice(0, 2) ?? label}
        <ChevronDown className="h-3.5 w-3.5" />
      </button>
      <ul id={listId} hidden={!open} className="absolute right-0 top-full z-40 mt-2 min-w-44 rounded-xl border border-line bg-surface py-2 text-ink shadow-xl">
        {languages.map((language) => (
          <li key={language.locale}>
            <a
              href={language.href}
              hrefLang={language.locale}
              lang={language.locale}
              aria-current={language.current ? 'true' : undefined}
              className={`block px-4 py-2 text-sm hover:bg-surface-1 ${language.current ? 'font-semibold' : ''}`}
            >
              {language.nativeName}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
