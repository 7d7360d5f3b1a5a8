'use client'

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { hubSpotFormOptions, loadHubSpotForms, type HubSpotForms } from '@/features/form-embeds/hubspot'
import { FORM_RESET_MS, trackFormSubmission } from '@/features/form-embeds/submission'
import type { FormEmbedTexts } from '@/features/form-embeds/texts'
import { ConsentNotice, ConsentPending, useFocusAfterConsent, useMarketingConsent } from '@/features/form-embeds/ui/ConsentNotice'

type FormProps = { portalId: string; formId: string; texts: FormEmbedTexts }
type Status = 'loading' | 'ready' | 'failed'

/**
 * Draws the provider's form into an element of ours once `active` (consent given and the element shown). After
 * a submission the provider shows its thanks; the form starts again FORM_RESET_MS later (spec 3 §2.6).
 */
function useHubSpotForm({ portalId, formId }: Omit<FormProps, 'texts'>, active: boolean) {
  const targetId = `hubspot-form-${useId().replace(/[^\w-]/g, '')}`
  const [target, setTarget] = useState<HTMLDivElement | null>(null)
  const [status, setStatus] = useState<Status>('loading')

  useEffect(() => {
    if (!active || !target) return
    let cancelled = false
    let resetTimer: ReturnType<typeof setTimeout> | undefined
    const create = (forms: HubSpotForms) => {
      target.replaceChildren()
      forms.create(
        hubSpotFormOptions(portalId, formId, target.id, () => {
          trackFormSubmission('hubspot', formId)
          clearTimeout(resetTimer)
          resetTimer = setTimeout(() => {
            if (!cancelled) create(forms)
          }, FORM_RESET_MS)
        }),
      )
    }
    loadHubSpotForms().then(
      (forms) => {
        if (cancelled) return
        try {
          create(forms)
          setStatus('ready')
        } catch (error) {
          console.error('The form could not be created.', error)
          setStatus('failed')
        }
      },
      (error: unknown) => {
        console.error(error)
        if (!cancelled) setStatus('failed')
      },
    )
    return () => {
      cancelled = true
      clearTimeout(resetTimer)
    }
  }, [active, target, portalId, formId])

  return { targetId, setTarget, status }
}

/** The form's place: the provider draws into the empty element; React never renders inside it. */
function FormArea({ form, texts }: { form: ReturnType<typeof useHubSpotForm>; texts: FormEmbedTexts }) {
  return (
    <>
      {form.status === 'failed' ? (
        <p role="alert" className="rounded-2xl bg-surface-1 p-6 text-ink ring-1 ring-line">
          {texts.loadError}
        </p>
      ) : null}
      <div id={form.targetId} ref={form.setTarget} aria-busy={form.status === 'loading'} data-hubspot-form="" className="min-h-40" hidden={form.status === 'failed'} />
    </>
  )
}

/** The form in the page, or the consent notice in its place. */
export function HubSpotInlineForm({ portalId, formId, texts }: FormProps) {
  const allowed = useMarketingConsent()
  const form = useHubSpotForm({ portalId, formId }, allowed === true)
  const { landing, onAsk } = useFocusAfterConsent<HTMLDivElement>(allowed === true)
  return (
    <div ref={landing} tabIndex={-1} className="outline-none">
      {allowed === null ? <ConsentPending /> : allowed ? <FormArea form={form} texts={texts} /> : <ConsentNotice texts={texts} onAsk={onAsk} />}
    </div>
  )
}

const FOCUSABLE = 'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])'

/**
 * Tab from the dialog's last control goes to its first and back. A modal <dialog> already makes the rest of
 * the page inert in browsers; this keeps the cycle inside the dialog instead of leaving for the browser's bar.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'))
  const first = controls[0]
  const last = controls.at(-1)
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

type PopupProps = FormProps & { buttonText: string; heading: string | null }

/**
 * A fixed button on the page that opens the form in a modal dialog: focus moves into it, stays there, Escape
 * closes it and focus returns to the button. The form (and the provider's script) is asked for only when the
 * dialog first opens.
 */
export function HubSpotPopupForm({ portalId, formId, texts, buttonText, heading }: PopupProps) {
  const allowed = useMarketingConsent()
  const [open, setOpen] = useState(false)
  const [openedOnce, setOpenedOnce] = useState(false)
  const form = useHubSpotForm({ portalId, formId }, allowed === true && openedOnce)
  const { landing, onAsk } = useFocusAfterConsent<HTMLButtonElement>(allowed === true)
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const titleId = `${useId()}-title`

  const openDialog = () => {
    const element = dialog.current
    if (!element || element.open) return
    element.showModal()
    setOpen(true)
    setOpenedOnce(true)
  }

  const close = useCallback(() => dialog.current?.close(), [])

  // Browsers focus the first control themselves; the close button is the same first control, named for the way out.
  useEffect(() => {
    if (open) landing.current?.focus()
  }, [open, landing])

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
      return
    }
    keepTabInside(event)
  }

  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openDialog}
        data-hubspot-popup-button=""
        className="button button-primary fixed right-4 bottom-4 z-40 shadow-[0_12px_30px_-8px_rgb(0_0_0/0.45)] sm:right-6 sm:bottom-6"
      >
        <ChatIcon />
        {buttonText}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        onClose={() => {
          setOpen(false)
          opener.current?.focus()
        }}
        data-hubspot-dialog=""
        className="m-auto max-h-[calc(100svh-1.5rem)] w-[calc(100%-1.5rem)] max-w-2xl flex-col overflow-hidden rounded-2xl bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/55 open:flex"
      >
        <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
          <h2 id={titleId} className="text-xl">
            {heading ?? buttonText}
          </h2>
          <button
            ref={landing}
            type="button"
            onClick={close}
            aria-label={texts.close}
            className="grid h-11 w-11 shrink-0 place-items-center rounded-full text-ink transition hover:bg-surface-2"
          >
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
        </div>
        <div className="overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
          {allowed ? <FormArea form={form} texts={texts} /> : <ConsentNotice texts={texts} onAsk={onAsk} />}
        </div>
      </dialog>
    </>
  )
}

function ChatIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M20 12.5a7.5 7.5 0 0 1-11.2 6.5L4 20l1.1-4.3A7.5 7.5 0 1 1 20 12.5Z" />
    </svg>
  )
}
