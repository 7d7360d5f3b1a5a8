'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'

import { LazyModalLayer, preloadModalLayer } from '@/features/page-shell/ui/overlay/LazyModalLayer'
import { SiteLink } from '@/features/page-shell/ui/SiteLink'

import type { LanguageLink } from '../languages'
import { MEGA_MENU_BREAKPOINT } from '../constants'
import type { MenuEntry } from '../menu'
import type { ExtraNavigationItem } from '../settings'
import { ExpandableList } from './ExpandableList'
import { useEscape, useOutsidePress, useViewportWidth } from './hooks'
import { ArrowRight, ChevronLeft, ChevronRight, Close, Globe, Hamburger } from './Icons'

export type CompactMenuTexts = {
  menu: string
  closeMenu: string
  navigation: string
  back: string
  allOf: string
  showSubmenu: string
  opensInNewTab: string
  language: string
}

type Props = { entries: MenuEntry[]; extraItems: ExtraNavigationItem[]; languages: LanguageLink[]; texts: CompactMenuTexts }

/**
 * The menu below 1280 px (spec 1 §4): a hamburger that opens and closes on click. From the lg breakpoint it
 * is a dropdown that an outside mousedown closes; below it, the full-screen mobile mega menu whose nested
 * levels have a back action. The full-screen menu is a modal (React Aria): focus stays inside it, the page
 * behind cannot be reached, Escape closes it and focus returns to the menu button. Its script is fetched when
 * the pointer or focus reaches the button.
 */
export function CompactMenu({ entries, extraItems, languages, texts }: Props) {
  const [open, setOpen] = useState(false)
  /**
   * The panel's links are rendered from the first opening on. Closed, the panel is hidden and the button does
   * nothing without JavaScript, so the page's HTML and its hydration leave them out (the bar's own menu carries
   * the same links for crawlers).
   */
  const [opened, setOpened] = useState(false)
  const width = useViewportWidth()
  const fullScreen = width > 0 && width < MEGA_MENU_BREAKPOINT
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const pathname = usePathname()

  /** Closed by the visitor, focus goes back to the button: once the menu is gone, so the modal's own restoring finds it placed. */
  const focusButton = useRef(false)
  const close = useCallback(() => {
    focusButton.current = true
    setOpen(false)
  }, [])
  useEffect(() => {
    if (open || !focusButton.current) return
    focusButton.current = false
    button.current?.focus()
  }, [open])
  useEffect(() => setOpen(false), [pathname])
  // The modal handles Escape and outside presses itself; the dropdown needs them here.
  useEscape(close, open && !fullScreen)
  useOutsidePress(useMemo(() => [panel, button], []), () => setOpen(false), open && !fullScreen)

  if (entries.length === 0 && extraItems.length === 0 && languages.length === 0) return null
  return (
    <div className="xl:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={fullScreen ? undefined : panelId}
        aria-haspopup={fullScreen ? 'dialog' : undefined}
        onPointerEnter={fullScreen ? preloadModalLayer : undefined}
        onTouchStart={fullScreen ? preloadModalLayer : undefined}
        onFocus={fullScreen ? preloadModalLayer : undefined}
        onClick={() => {
          setOpened(true)
          setOpen((value) => !value)
        }}
        className="inline-flex h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold transition-colors hover:bg-current/10"
      >
        {open && !fullScreen ? <Close /> : <Hamburger />}
        <span>{texts.menu}</span>
      </button>
      {fullScreen ? (
        opened ? (
          <LazyModalLayer isOpen={open} onClose={close} variant="screen" label={texts.menu} className="flex h-full flex-col overflow-y-auto overscroll-contain">
            <MobileMegaMenu entries={entries} texts={texts} onClose={close} />
            <PanelExtras extraItems={extraItems} languages={languages} texts={texts} fullScreen />
          </LazyModalLayer>
        ) : null
      ) : (
        <div
          ref={panel}
          id={panelId}
          hidden={!open}
          className="absolute right-4 top-full z-40 mt-2 max-h-[calc(100svh-6rem)] w-[26rem] overflow-y-auto rounded-2xl border border-line bg-surface px-6 py-3 text-ink shadow-2xl md:right-8"
        >
          {opened ? (
            <>
              <nav aria-label={texts.navigation}>
                <ExpandableList entries={entries} texts={texts} shown={open} onChoose={() => setOpen(false)} />
              </nav>
              <PanelExtras extraItems={extraItems} languages={languages} texts={texts} fullScreen={false} />
            </>
          ) : null}
        </div>
      )}
    </div>
  )
}

/** Below the menu: the bar's extra items (full screen only) and the languages. */
function PanelExtras({ extraItems, languages, texts, fullScreen }: Omit<Props, 'entries'> & { fullScreen: boolean }) {
  return (
    <div className={fullScreen ? 'container-page mt-auto pb-8' : 'pb-2'}>
      {/* From md the bar shows the extra items itself. */}
      {extraItems.length > 0 && fullScreen ? (
        <ul className="mt-4 flex flex-wrap gap-2">
          {extraItems.map((item) => (
            <li key={item.id}>
              <SiteLink href={item.href} newTab={item.newTab} newTabText={texts.opensInNewTab} className="button button-primary min-h-10 px-4 py-2 text-sm">
                {item.title}
              </SiteLink>
            </li>
          ))}
        </ul>
      ) : null}
      {languages.length > 0 ? (
        <div className="mt-5 flex items-center gap-3 border-t border-line pt-4 text-sm">
          <Globe />
          <span className="sr-only">{texts.language}</span>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {languages.map((language) => (
              <li key={language.locale}>
                <a href={language.href} hrefLang={language.locale} lang={language.locale} aria-current={language.current ? 'true' : undefined} className={language.current ? 'font-semibold' : 'text-muted hover:text-ink'}>
                  {language.nativeName}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}

/** The phone menu: one level at a time, with a back action from the nested levels. It starts at the top each time it opens. */
function MobileMegaMenu({ entries, texts, onClose }: { entries: MenuEntry[]; texts: CompactMenuTexts; onClose: () => void }) {
  const [trail, setTrail] = useState<MenuEntry[]>([])
  const list = useRef<HTMLDivElement>(null)
  const level = trail.at(-1)
  const shown = level ? level.children : entries

  const go = (next: MenuEntry[]) => {
    setTrail(next)
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>('a[href], button')?.focus())
  }

  return (
    <nav aria-label={texts.navigation} className="flex flex-col">
      <div className="container-page flex h-16 items-center justify-between border-b border-line">
        {level ? (
          <button type="button" onClick={() => go(trail.slice(0, -1))} className="-ml-2 inline-flex h-11 items-center gap-1 rounded-full px-2 font-semibold hover:bg-surface-1">
            <ChevronLeft />
            {texts.back}
          </button>
        ) : (
          <span />
        )}
        <button type="button" onClick={onClose} className="inline-flex h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold hover:bg-surface-1">
          <Close />
          {texts.closeMenu}
        </button>
      </div>
      <div ref={list} className="container-page pt-4">
        {level ? <p className="pb-2 pt-2 font-heading text-2xl">{level.label}</p> : null}
        <ul className="divide-y divide-line">
          {level?.href ? (
            <li>
              <SiteLink href={level.href} newTab={level.newTab} newTabText={texts.opensInNewTab} className="flex items-center justify-between py-4 text-lg font-semibold text-accent">
                {texts.allOf} {level.label.toLocaleLowerCase()}
                <ArrowRight className="h-5 w-5" />
              </SiteLink>
            </li>
          ) : null}
          {shown.map((entry) => (
            <li key={entry.id}>
              {entry.children.length > 0 ? (
                <button type="button" onClick={() => go([...trail, entry])} className="flex w-full items-center justify-between py-4 text-left text-lg font-semibold">
                  {entry.label}
                  <ChevronRight />
                </button>
              ) : (
                <SiteLink href={entry.href!} newTab={entry.newTab} newTabText={texts.opensInNewTab} className="block py-4 text-lg font-semibold">
                  {entry.label}
                </SiteLink>
              )}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
