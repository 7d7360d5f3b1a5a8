'use client'

import { useEffect, useId, useState } from 'react'

import { SiteLink } from '@/features/page-shell/ui/SiteLink'

import { SUB_COLLAPSE_DELAY_MS } from '../constants'
import { entryKind, type MenuEntry } from '../menu'
import { PlusMinus } from './Icons'

export type ExpandableTexts = { showSubmenu: string; opensInNewTab: string }

type Props = {
  entries: MenuEntry[]
  texts: ExpandableTexts
  /** Whether the menu holding the list is shown; expanded entries collapse 500 ms after it is hidden. */
  shown: boolean
  onChoose: () => void
  level?: number
}

/**
 * Entries of a dropdown (the hamburger below 1280 px and 'More'): links, 'expandable' entries that only open
 * their children, and 'expandable-link' entries that link and have a + / − toggle for their children.
 */
export function ExpandableList({ entries, texts, shown, onChoose, level = 1 }: Props) {
  const [expanded, setExpanded] = useState<string | null>(null)
  useEffect(() => {
    if (shown) return
    const timer = setTimeout(() => setExpanded(null), SUB_COLLAPSE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [shown])

  return (
    <ul className={level === 1 ? 'divide-y divide-line' : 'pb-2 pl-4'}>
      {entries.map((entry) => (
        <Entry key={entry.id} entry={entry} texts={texts} shown={shown} onChoose={onChoose} level={level} open={expanded === entry.id} onToggle={() => setExpanded((current) => (current === entry.id ? null : entry.id))} />
      ))}
    </ul>
  )
}

function Entry({ entry, texts, shown, onChoose, level, open, onToggle }: Omit<Props, 'entries'> & { entry: MenuEntry; level: number; open: boolean; onToggle: () => void }) {
  const childrenId = useId()
  const kind = entryKind(entry)
  const size = level === 1 ? 'py-3 text-base font-semibold' : 'py-2 text-[0.9375rem] text-muted hover:text-ink'
  const toggle = (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={childrenId}
      aria-label={kind === 'expandable-link' ? `${texts.showSubmenu} ${entry.label}` : undefined}
      onClick={onToggle}
      data-expandable={kind}
      className={kind === 'expandable' ? `flex w-full items-center justify-between gap-4 pr-3 text-left ${size}` : 'grid h-10 w-10 shrink-0 place-items-center rounded-full hover:bg-surface-1'}
    >
      {kind === 'expandable' ? <span>{entry.label}</span> : null}
      <PlusMinus open={open} />
    </button>
  )
  return (
    <li>
      {kind === 'link' ? (
        <SiteLink href={entry.href!} newTab={entry.newTab} newTabText={texts.opensInNewTab} onClick={onChoose} className={`block ${size}`}>
          {entry.label}
        </SiteLink>
      ) : kind === 'expandable' ? (
        toggle
      ) : (
        <div className="flex items-center justify-between gap-4">
          <SiteLink href={entry.href!} newTab={entry.newTab} newTabText={texts.opensInNewTab} onClick={onChoose} className={`block flex-1 ${size}`}>
            {entry.label}
          </SiteLink>
          {toggle}
        </div>
      )}
      {entry.children.length > 0 ? (
        <div id={childrenId} hidden={!open}>
          <ExpandableList entries={entry.children} texts={texts} shown={shown && open} onChoose={onChoose} level={level + 1} />
        </div>
      ) : null}
    </li>
  )
}
