'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'

import type { NavigationImage } from '@/features/content/navigation'
import { SiteLink } from '@/features/page-shell/ui/SiteLink'

import { DROPDOWN_CHOOSE_CLOSE_DELAY_MS, DROPDOWN_CLOSE_DELAY_MS, NAVIGATION_BREAKPOINT } from '../constants'
import { NO_VISIBLE_ITEM_WARNING, nextFocusIndex, type FocusMove } from '../focus'
import { submenuPictures, type MenuEntry } from '../menu'
import { itemsThatFit } from '../overflow'
import { ExpandableList } from './ExpandableList'
import { useEscape, useOutsidePress, useViewportWidth } from './hooks'
import { ArrowRight, ChevronDown } from './Icons'

export type DesktopMenuTexts = { navigation: string; more: string; allOf: string; showSubmenu: string; opensInNewTab: string }

const MORE = 'more'
/** Space between top-level items in px (gap-1). */
const ITEM_GAP = 4
const FOCUSABLE = 'a[href], button:not([disabled])'

const topItem =
  'inline-flex h-11 items-center gap-1 whitespace-nowrap rounded-full px-3.5 text-[0.9375rem] font-medium transition-colors hover:bg-current/10'

type PointerHandlers = {
  onPointerEnter: (event: { pointerType: string }) => void
  onPointerLeave: (event: { pointerType: string }) => void
}

/** The open menu, and its closing: at once, or after a delay that coming back cancels; always on a page change. */
function useOpenMenu() {
  const [open, setOpen] = useState<string | null>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  /** Once an item is chosen, the menu closes 600 ms later whatever the pointer does meanwhile. */
  const chosen = useRef(false)
  const pathname = usePathname()

  const cancelClose = () => {
    chosen.current = false
    clearTimeout(closeTimer.current)
  }
  const closeAfter = useCallback((delay: number) => {
    clearTimeout(closeTimer.current)
    closeTimer.current = setTimeout(() => {
      chosen.current = false
      setOpen(null)
    }, delay)
  }, [])
  const close = useCallback(() => {
    chosen.current = false
    clearTimeout(closeTimer.current)
    setOpen(null)
  }, [])

  useEffect(() => close(), [pathname, close])
  useEffect(() => () => clearTimeout(closeTimer.current), [])
  return { open, setOpen, chosen, cancelClose, closeAfter, close }
}

/** How many entries fit in the bar beside 'More': measured off-screen, again when the width, the entries or the fonts change. */
function useFit(entries: MenuEntry[]) {
  const [fit, setFit] = useState(entries.length)
  const width = useViewportWidth()
  const nav = useRef<HTMLElement>(null)
  const measures = useRef<HTMLUListElement>(null)
  const moreMeasure = useRef<HTMLSpanElement>(null)
  const measure = useCallback(() => {
    if (!nav.current || !measures.current || !moreMeasure.current || window.innerWidth < NAVIGATION_BREAKPOINT) return
    const widths = [...measures.current.children].map((child) => child.getBoundingClientRect().width)
    setFit(itemsThatFit(widths, nav.current.clientWidth, moreMeasure.current.getBoundingClientRect().width + ITEM_GAP, ITEM_GAP))
  }, [])
  useLayoutEffect(measure, [measure, width, entries])
  useEffect(() => {
    void document.fonts?.ready.then(measure)
  }, [measure])
  return { fit, width, nav, measures, moreMeasure }
}

function moveFocus(triggers: Array<HTMLElement | null>, from: number, move: FocusMove) {
  const visible = triggers.map((trigger) => Boolean(trigger && trigger.offsetParent !== null))
  const index = nextFocusIndex(visible, from, move)
  if (index < 0) console.warn(NO_VISIBLE_ITEM_WARNING)
  else triggers[index]?.focus()
}

/** Arrow keys, Home and End move along the bar; ArrowDown and ArrowUp open an entry's panel and move into it. */
function onBarKey(event: KeyboardEvent<HTMLElement>, triggers: Array<HTMLElement | null>, openPanel: (id: string) => void) {
  const from = triggers.findIndex((trigger) => trigger === document.activeElement)
  const moves: Record<string, FocusMove> = { ArrowRight: 'next', ArrowLeft: 'previous', Home: 'first', End: 'last' }
  if (from >= 0 && moves[event.key]) {
    event.preventDefault()
    moveFocus(triggers, from, moves[event.key]!)
    return
  }
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
  const panel = (event.target as HTMLElement).closest('li[data-top]')?.querySelector<HTMLElement>('[data-panel]')
  if (!panel) return
  event.preventDefault()
  const id = (event.target as HTMLElement).closest<HTMLElement>('li[data-top]')!.dataset.top!
  openPanel(id)
  // The panel is shown in the next frame; then focus moves into it.
  requestAnimationFrame(() => {
    const links = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((link) => link.offsetParent !== null)
    const current = links.indexOf(document.activeElement as HTMLElement)
    const index = nextFocusIndex(
      links.map(() => true),
      current < 0 ? (event.key === 'ArrowDown' ? -1 : 0) : current,
      event.key === 'ArrowDown' ? 'next' : 'previous',
    )
    if (index < 0) console.warn(NO_VISIBLE_ITEM_WARNING)
    else links[index]!.focus()
  })
}

/** The bar's state and its handlers: which menu is open, what fits, and the pointer, focus and keyboard. */
function useDesktopMenu(entries: MenuEntry[]) {
  const { fit, width, nav, measures, moreMeasure } = useFit(entries)
  const triggers = useRef<Array<HTMLElement | null>>([])
  /** Focus going back to an entry after Escape must not open its menu again. */
  const returningFocus = useRef(false)
  /** A menu that hover or focus opened stays open when its entry is then clicked; a second click closes it. */
  const openedWithoutClick = useRef(false)
  const { open, setOpen, chosen, cancelClose, closeAfter, close } = useOpenMenu()

  useOutsidePress(
    useMemo(() => [nav], [nav]),
    close,
    open !== null,
  )
  useEscape(
    useCallback(() => {
      const index = open === MORE ? entries.length : entries.findIndex((entry) => entry.id === open)
      close()
      returningFocus.current = true
      triggers.current[index]?.focus()
      returningFocus.current = false
    }, [open, entries, close]),
    open !== null,
  )

  const openOnKeyboardFocus = (id: string) => (event: FocusEvent<HTMLElement>) => {
    if (!returningFocus.current && event.currentTarget.matches(':focus-visible')) {
      cancelClose()
      if (open !== id) openedWithoutClick.current = true
      setOpen(id)
    }
  }
  const hover = (id: string): PointerHandlers => ({
    onPointerEnter: (event) => {
      if (event.pointerType !== 'mouse') return
      cancelClose()
      if (open !== id) openedWithoutClick.current = true
      setOpen(id)
    },
    onPointerLeave: (event) => {
      if (event.pointerType === 'mouse' && !chosen.current) closeAfter(DROPDOWN_CLOSE_DELAY_MS)
    },
  })
  const toggle = (id: string) => {
    cancelClose()
    setOpen(open === id && !openedWithoutClick.current ? null : id)
    openedWithoutClick.current = false
  }
  const chooseLeaf = () => {
    chosen.current = true
    closeAfter(DROPDOWN_CHOOSE_CLOSE_DELAY_MS)
  }
  return {
    open,
    fit,
    width,
    nav,
    measures,
    moreMeasure,
    close,
    openOnKeyboardFocus,
    hover,
    toggle,
    chooseLeaf,
    triggerRef: (index: number) => (element: HTMLElement | null) => {
      triggers.current[index] = element
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => onBarKey(event, triggers.current, setOpen),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!nav.current?.contains(event.relatedTarget as Node | null)) close()
    },
  }
}

type DesktopMenuState = ReturnType<typeof useDesktopMenu>

/**
 * The bar's menu at 1280 px and wider (spec 1 §2.4, §4): top-level items whose mega menus open on hover or
 * keyboard focus, close 200 ms after the pointer leaves, on Escape or an outside click, and 600 ms after an
 * item without children is chosen. Items that do not fit move into 'More'.
 */
export function DesktopMenu({ entries, texts }: { entries: MenuEntry[]; texts: DesktopMenuTexts }) {
  const menu = useDesktopMenu(entries)
  const overflow = entries.slice(menu.fit)

  return (
    <nav
      ref={menu.nav}
      aria-label={texts.navigation}
      className="hidden min-w-0 flex-1 items-center xl:flex"
      onBlur={menu.onBlur}
      onKeyDown={menu.onKeyDown}
    >
      {/*
        Entries that do not fit wrap onto a second row that is clipped, so the bar never runs under what follows it,
        even before (or without) the script that measures them and folds them into 'More'. The mega menus are
        positioned against the header, so the clipping leaves them alone.
      */}
      <ul className="-my-1 flex h-[calc(2.75rem+0.5rem)] min-w-0 flex-wrap items-center gap-x-1 gap-y-2 overflow-hidden py-1">
        {entries.map((entry, index) => (
          <TopEntry key={entry.id} entry={entry} shown={index < menu.fit} triggerRef={menu.triggerRef(index)} menu={menu} texts={texts} />
        ))}
      </ul>
      <div className={`relative ml-1 shrink-0 ${overflow.length > 0 ? '' : 'hidden'}`} {...menu.hover(MORE)}>
        <button
          ref={menu.triggerRef(entries.length)}
          type="button"
          aria-expanded={menu.open === MORE}
          onClick={() => menu.toggle(MORE)}
          onFocus={menu.openOnKeyboardFocus(MORE)}
          className={`${topItem} ${menu.open === MORE ? 'bg-current/10' : ''}`}
        >
          {texts.more}
          <ChevronDown className={`h-4 w-4 transition-transform ${menu.open === MORE ? 'rotate-180' : ''}`} />
        </button>
        <div
          data-panel
          hidden={menu.open !== MORE}
          className="absolute right-0 top-full z-40 mt-2 w-80 rounded-2xl border border-line bg-surface px-5 py-2 text-ink shadow-2xl"
        >
          <ExpandableList entries={overflow} texts={texts} shown={menu.open === MORE} onChoose={menu.chooseLeaf} />
        </div>
      </div>
      {/* The widths of every item, measured off-screen, decide what fits beside 'More'. */}
      <ul ref={menu.measures} aria-hidden="true" className="invisible pointer-events-none absolute left-0 top-0 flex h-0 overflow-hidden">
        {entries.map((entry) => (
          <li key={entry.id} className={topItem}>
            {entry.label}
            {entry.children.length > 0 ? <ChevronDown /> : null}
          </li>
        ))}
        <li>
          <span ref={menu.moreMeasure} className={topItem}>
            {texts.more}
            <ChevronDown />
          </span>
        </li>
      </ul>
    </nav>
  )
}

type TopEntryProps = {
  entry: MenuEntry
  shown: boolean
  triggerRef: (element: HTMLElement | null) => void
  menu: DesktopMenuState
  texts: DesktopMenuTexts
}

/** A top-level entry: a link, a link with a panel, or a button with a panel. */
function TopEntry({ entry, shown, triggerRef, menu, texts }: TopEntryProps) {
  const panelOpen = menu.open === entry.id
  const hasPanel = entry.children.length > 0
  return (
    <li data-top={entry.id} className={shown ? '' : 'hidden'} {...(hasPanel ? menu.hover(entry.id) : {})}>
      {hasPanel && entry.href ? (
        <SiteLink
          ref={triggerRef}
          href={entry.href}
          newTab={entry.newTab}
          aria-expanded={panelOpen}
          onFocus={menu.openOnKeyboardFocus(entry.id)}
          onClick={menu.close}
          className={`${topItem} ${panelOpen ? 'bg-current/10' : ''}`}
        >
          {entry.label}
          <ChevronDown className={`h-4 w-4 transition-transform ${panelOpen ? 'rotate-180' : ''}`} />
        </SiteLink>
      ) : hasPanel ? (
        <button
          ref={triggerRef}
          type="button"
          aria-expanded={panelOpen}
          onFocus={menu.openOnKeyboardFocus(entry.id)}
          onClick={() => menu.toggle(entry.id)}
          className={`${topItem} ${panelOpen ? 'bg-current/10' : ''}`}
        >
          {entry.label}
          <ChevronDown className={`h-4 w-4 transition-transform ${panelOpen ? 'rotate-180' : ''}`} />
        </button>
      ) : (
        <SiteLink
          ref={triggerRef}
          href={entry.href!}
          newTab={entry.newTab}
          newTabText={texts.opensInNewTab}
          onClick={menu.close}
          className={topItem}
        >
          {entry.label}
        </SiteLink>
      )}
      {hasPanel ? <MegaPanel entry={entry} open={panelOpen} width={menu.width} texts={texts} onChoose={menu.chooseLeaf} /> : null}
    </li>
  )
}

function MegaPanel({
  entry,
  open,
  width,
  texts,
  onChoose,
}: {
  entry: MenuEntry
  open: boolean
  width: number
  texts: DesktopMenuTexts
  onChoose: () => void
}) {
  const pictures = submenuPictures(entry.children, width)
  const images = pictures.size > 0
  return (
    <div
      data-panel
      hidden={!open}
      className="absolute inset-x-0 top-full z-40 border-t border-line bg-surface text-ink shadow-[0_24px_48px_-16px_rgb(0_0_0/0.25)]"
    >
      <div className="container-page grid grid-cols-[15rem_1fr] gap-12 py-10">
        <div>
          <p className="font-heading text-2xl">{entry.label}</p>
          {entry.href ? (
            <SiteLink
              href={entry.href}
              newTab={entry.newTab}
              newTabText={texts.opensInNewTab}
              onClick={onChoose}
              className="group mt-4 inline-flex items-center gap-2 font-semibold text-accent"
            >
              {texts.allOf} {entry.label.toLocaleLowerCase()}
              <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" />
            </SiteLink>
          ) : null}
        </div>
        <ul className={images ? 'grid grid-cols-4 gap-6' : 'grid grid-cols-4 gap-x-8 gap-y-8'}>
          {entry.children.map((child) => (
            <li key={child.id}>
              {images ? (
                <ImageCard child={child} picture={pictures.get(child.id) ?? null} open={open} onChoose={onChoose} />
              ) : child.href ? (
                <SiteLink
                  href={child.href}
                  newTab={child.newTab}
                  newTabText={texts.opensInNewTab}
                  onClick={child.children.length ? undefined : onChoose}
                  className="font-semibold hover:text-accent"
                >
                  {child.label}
                </SiteLink>
              ) : (
                <p className="font-semibold">{child.label}</p>
              )}
              {child.children.length > 0 ? (
                <ul className="mt-2 space-y-1.5">
                  {child.children.map((grandchild) => (
                    <li key={grandchild.id}>
                      <SiteLink
                        href={grandchild.href!}
                        newTab={grandchild.newTab}
                        newTabText={texts.opensInNewTab}
                        onClick={onChoose}
                        className="text-[0.9375rem] text-muted hover:text-ink hover:underline"
                      >
                        {grandchild.label}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

/** A submenu entry with its picture (480 × 270), loaded when the menu first opens; without one, no tile is drawn. */
function ImageCard({
  child,
  picture,
  open,
  onChoose,
}: {
  child: MenuEntry
  picture: NavigationImage | null
  open: boolean
  onChoose: () => void
}) {
  const content = (
    <>
      {picture ? (
        <span className="mb-3 block aspect-[480/270] overflow-hidden rounded-xl bg-surface-2">
          {open ? (
            <img
              src={picture.src}
              srcSet={picture.srcSet}
              sizes="(min-width: 1920px) 480px, 22vw"
              alt=""
              width={480}
              height={270}
              loading="lazy"
              className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
              style={{ objectPosition: picture.position }}
            />
          ) : null}
        </span>
      ) : null}
      <span className="flex items-center gap-2 font-semibold">
        {child.label}
        {child.href ? <ArrowRight className="h-4 w-4 opacity-0 transition-all group-hover:translate-x-1 group-hover:opacity-100" /> : null}
      </span>
    </>
  )
  if (!child.href) return <div>{content}</div>
  return (
    <SiteLink href={child.href} newTab={child.newTab} onClick={child.children.length ? undefined : onChoose} className="group block">
      {content}
    </SiteLink>
  )
}
