'use client'

import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react'

import { LazyModalLayer, preloadModalLayer } from '@/features/page-shell/ui/overlay/LazyModalLayer'
import { ModalCardHeader } from '@/features/page-shell/ui/overlay/ModalCardHeader'
import { isTagManagerLoaded, loadTagManager } from '@/features/page-shell/ui/TagManager'

import {
  ACCEPT_ALL,
  analyticsCookieRemovals,
  announceConsent,
  consentCookie,
  consentUpdateEvent,
  OPEN_COOKIE_SETTINGS_EVENT,
  takeEarlyCookieSettingsClick,
  parseConsent,
  REJECT_ALL,
  type ConsentChoice,
  type ConsentTexts,
} from '../consent'

type Props = { texts: ConsentTexts; gtmId: string | null }

/** All choices look alike: accepting must not be easier to pick than rejecting. */
const CHOICE_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-5 py-2.5 text-center text-sm font-semibold leading-tight text-brand-ink transition hover:bg-brand/85 active:translate-y-px'

function focusMain() {
  document.getElementById('main')?.focus({ preventScroll: true })
}

function tellTagManager(choice: ConsentChoice, gtmId: string | null) {
  const page = window as Window & { dataLayer?: object[] }
  ;(page.dataLayer ??= []).push(consentUpdateEvent(choice))
  if (choice.statistics && gtmId) loadTagManager(gtmId)
}

type FocusTarget = HTMLElement | 'panel' | 'main'

/**
 * The settings modal: opened from the panel, a cookie-settings button anywhere or a click made before this script
 * ran; closed, focus goes back where the visitor was.
 */
function useSettings() {
  const [draft, setDraft] = useState<ConsentChoice>(REJECT_ALL)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [settingsOpened, setSettingsOpened] = useState(false)
  /** Where focus goes when the settings close: the element that opened them, or the panel's own button. */
  const opener = useRef<HTMLElement | 'panel' | null>(null)
  /** Focus is moved once the settings are gone, so the modal's own restoring finds it placed. */
  const [focusAfterClose, setFocusAfterClose] = useState<FocusTarget | null>(null)
  const banner = useRef<HTMLDivElement>(null)
  const customize = useRef<HTMLButtonElement>(null)

  // The opener is the clicked button itself: Safari does not focus buttons on click.
  const openSettings = useCallback((from: EventTarget | null) => {
    const focused = document.activeElement
    const element = from instanceof HTMLElement ? from : focused instanceof HTMLElement ? focused : null
    opener.current = element && banner.current?.contains(element) ? 'panel' : element
    setDraft(parseConsent(document.cookie) ?? REJECT_ALL)
    setSettingsOpened(true)
    setSettingsOpen(true)
  }, [])

  useEffect(() => {
    const onOpen = (event: Event) => openSettings(event.target)
    // A cookie-settings click made before this script ran opens the settings now.
    const early = takeEarlyCookieSettingsClick()
    if (early) openSettings(early)
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, onOpen)
  }, [openSettings])

  // Once the settings are gone (and the panel is drawn again when no choice was made), focus goes back.
  useEffect(() => {
    if (!focusAfterClose || settingsOpen) return
    setFocusAfterClose(null)
    if (focusAfterClose === 'panel') customize.current?.focus()
    else if (focusAfterClose === 'main' || !focusAfterClose.isConnected) focusMain()
    else focusAfterClose.focus()
  }, [focusAfterClose, settingsOpen])

  /** Closes the settings; focus returns where the visitor was, or to the page when that went with the panel. */
  function closeSettings(panelShown: boolean) {
    const target = opener.current
    opener.current = null
    setSettingsOpen(false)
    setFocusAfterClose(target === 'panel' ? (panelShown ? 'panel' : 'main') : (target ?? 'main'))
  }

  return { draft, setDraft, settingsOpen, settingsOpened, banner, customize, openSettings, closeSettings }
}

/**
 * The cookie consent panel and settings. It renders nothing on the server, so cached pages are the same for
 * every visitor; the tag manager loads only once statistics are allowed. The settings are a modal (React Aria,
 * fetched when first opened): while they are open the panel steps aside, and it comes back if they are closed
 * without a choice.
 */
export function CookieConsent({ texts, gtmId }: Props) {
  const [mounted, setMounted] = useState(false)
  const [choice, setChoice] = useState<ConsentChoice | null>(null)
  const id = useId()

  useEffect(() => {
    const stored = parseConsent(document.cookie)
    setChoice(stored)
    setMounted(true)
    if (stored) tellTagManager(stored, gtmId)
  }, [gtmId])

  const { draft, setDraft, settingsOpen, settingsOpened, banner, customize, openSettings, closeSettings } = useSettings()

  function save(next: ConsentChoice) {
    // A loaded tag manager cannot be unloaded: a fresh page without it is the only way to stop it.
    const withdrawn = !next.statistics && isTagManagerLoaded()
    document.cookie = consentCookie(next, { secure: window.location.protocol === 'https:' })
    if (!next.statistics) {
      for (const removal of analyticsCookieRemovals(document.cookie, window.location.hostname)) document.cookie = removal
    }
    tellTagManager(next, gtmId)
    announceConsent(next)
    if (withdrawn) {
      window.location.reload()
      return
    }
    // The panel goes away with the choice: focus must not be left on one of its buttons.
    const focusInBanner = banner.current?.contains(document.activeElement) ?? false
    setChoice(next)
    if (settingsOpen) closeSettings(false)
    else if (focusInBanner) focusMain()
  }

  if (!mounted) return null

  return (
    <>
      {choice || settingsOpen ? null : (
        <ConsentPanel id={id} texts={texts} panelRef={banner} customizeRef={customize} onSave={save} onCustomize={openSettings} />
      )}
      {settingsOpened ? (
        <ConsentSettings
          id={id}
          texts={texts}
          isOpen={settingsOpen}
          draft={draft}
          onDraft={setDraft}
          onClose={() => closeSettings(choice === null)}
          onSave={save}
        />
      ) : null}
    </>
  )
}

type PanelProps = {
  id: string
  texts: ConsentTexts
  panelRef: RefObject<HTMLDivElement | null>
  customizeRef: RefObject<HTMLButtonElement | null>
  onSave: (choice: ConsentChoice) => void
  onCustomize: (from: EventTarget | null) => void
}

/** The panel at the foot of the page until a choice is made. */
function ConsentPanel({ id, texts, panelRef, customizeRef, onSave, onCustomize }: PanelProps) {
  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-cookie-consent=""
      className="fixed inset-x-3 bottom-3 z-50 max-h-[min(60svh,32rem)] overflow-y-auto overscroll-contain rounded-2xl bg-surface p-5 text-ink shadow-[0_18px_50px_-12px_rgb(0_0_0/0.35)] ring-1 ring-black/5 sm:inset-x-6 sm:bottom-6 lg:left-1/2 lg:right-auto lg:w-[min(100%-4rem,72rem)] lg:-translate-x-1/2 lg:p-6"
    >
      <div className="lg:flex lg:items-center lg:gap-10">
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="flex items-center gap-2.5 text-lg">
            <CookieIcon />
            {texts.title}
          </h2>
          <p id={`${id}-text`} className="mt-2 text-sm leading-relaxed text-muted">
            {texts.text}
          </p>
        </div>
        <div className="mt-4 grid gap-2 sm:grid-cols-3 lg:mt-0 lg:shrink-0">
          <button type="button" className={CHOICE_BUTTON} onClick={() => onSave(ACCEPT_ALL)}>
            {texts.acceptAll}
          </button>
          <button type="button" className={CHOICE_BUTTON} onClick={() => onSave(REJECT_ALL)}>
            {texts.rejectAll}
          </button>
          <button
            ref={customizeRef}
            type="button"
            className={CHOICE_BUTTON}
            onPointerEnter={preloadModalLayer}
            onFocus={preloadModalLayer}
            onClick={(event) => onCustomize(event.currentTarget)}
          >
            {texts.customize}
          </button>
        </div>
      </div>
    </div>
  )
}

type SettingsProps = {
  id: string
  texts: ConsentTexts
  isOpen: boolean
  draft: ConsentChoice
  onDraft: Dispatch<SetStateAction<ConsentChoice>>
  onClose: () => void
  onSave: (choice: ConsentChoice) => void
}

/** The settings modal: a switch per category, saved as set or all at once. */
function ConsentSettings({ id, texts, isOpen, draft, onDraft, onClose, onSave }: SettingsProps) {
  const toggle = (category: keyof ConsentChoice) => (event: ChangeEvent<HTMLInputElement>) =>
    onDraft((current) => ({ ...current, [category]: event.target.checked }))

  return (
    <LazyModalLayer
      isOpen={isOpen}
      onClose={onClose}
      variant="card"
      labelledBy={`${id}-settings`}
      dataAttribute="data-cookie-settings"
      className="flex w-full max-w-xl flex-col overflow-hidden rounded-2xl bg-surface text-ink shadow-2xl"
    >
      <ModalCardHeader titleId={`${id}-settings`} title={texts.settings} closeLabel={texts.close} onClose={onClose} />
      <div className="space-y-3 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
        <ConsentSwitch id={`${id}-necessary`} label={texts.necessary} text={texts.necessaryText} checked disabled />
        <ConsentSwitch
          id={`${id}-statistics`}
          label={texts.statistics}
          text={texts.statisticsText}
          checked={draft.statistics}
          onChange={toggle('statistics')}
        />
        <ConsentSwitch
          id={`${id}-marketing`}
          label={texts.marketing}
          text={texts.marketingText}
          checked={draft.marketing}
          onChange={toggle('marketing')}
        />
      </div>
      <div className="grid gap-2 border-t border-line px-5 py-4 sm:grid-cols-3 sm:px-6">
        <button type="button" className={CHOICE_BUTTON} onClick={() => onSave(draft)}>
          {texts.save}
        </button>
        <button type="button" className={CHOICE_BUTTON} onClick={() => onSave(ACCEPT_ALL)}>
          {texts.acceptAll}
        </button>
        <button type="button" className={CHOICE_BUTTON} onClick={() => onSave(REJECT_ALL)}>
          {texts.rejectAll}
        </button>
      </div>
    </LazyModalLayer>
  )
}

type SwitchProps = {
  id: string
  label: string
  text: string
  checked: boolean
  disabled?: boolean
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void
}

function ConsentSwitch({ id, label, text, checked, disabled = false, onChange }: SwitchProps) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl bg-surface-1 p-4">
      <div className="min-w-0">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-text`} className="mt-1 text-sm leading-relaxed text-muted">
          {text}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-text`}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        readOnly={!onChange}
        className="relative mt-0.5 h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-surface ring-2 ring-muted ring-inset transition-colors before:absolute before:left-1 before:top-1 before:h-5 before:w-5 before:rounded-full before:bg-muted before:transition-transform checked:bg-brand checked:ring-brand checked:before:translate-x-5 checked:before:bg-white disabled:cursor-not-allowed disabled:opacity-60"
      />
    </div>
  )
}

function CookieIcon() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="shrink-0 text-accent"
    >
      <path d="M20.9 12.6A9 9 0 1 1 11.4 3.1a3 3 0 0 0 3.4 3.4 3 3 0 0 0 3.6 3.6 3 3 0 0 0 2.5 2.5Z" />
      <path d="M8.5 9.5h.01M15.5 15h.01M11 14.5h.01M8 15.5h.01" strokeWidth="2.6" />
    </svg>
  )
}
