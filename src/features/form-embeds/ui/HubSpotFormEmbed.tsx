'use client'

import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { hubSpotFormOptions, loadHubSpotForms, type HubSpotForms } from '../hubspot'
import { FORM_RESET_MS, trackFormSubmission } from '../submission'
import type { FormEmbedTexts } from '../texts'
import { ConsentNotice, ConsentPending, useFocusAfterConsent, useMarketingConsent } from './ConsentNotice'
import { LazyModalLayer, preloadModalLayer } from '@/features/page-shell/ui/overlay/LazyModalLayer'
import { ModalCardHeader } from '@/features/page-shell/ui/overlay/ModalCardHeader'

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
      <div
        id={form.targetId}
        ref={form.setTarget}
        aria-busy={form.status === 'loading'}
        data-hubspot-form=""
        className="min-h-40"
        hidden={form.status === 'failed'}
      />
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
      {allowed === null ? (
        <ConsentPending />
      ) : allowed ? (
        <FormArea form={form} texts={texts} />
      ) : (
        <ConsentNotice texts={texts} onAsk={onAsk} />
      )}
    </div>
  )
}

type PopupProps = FormProps & { buttonText: string; heading: string | null }

/**
 * A fixed button on the page that opens the form in a modal dialog (React Aria): focus moves into it and stays
 * there, Escape closes it and focus returns to the button. The form (and the provider's script) is asked for
 * only when the dialog first opens; opened again, the form is drawn anew from the script already loaded.
 */
export function HubSpotPopupForm({ portalId, formId, texts, buttonText, heading }: PopupProps) {
  const allowed = useMarketingConsent()
  const [open, setOpen] = useState(false)
  const form = useHubSpotForm({ portalId, formId }, allowed === true && open)
  const { landing, onAsk } = useFocusAfterConsent<HTMLButtonElement>(allowed === true)
  const opener = useRef<HTMLButtonElement>(null)
  const focusOpener = useRef(false)
  const titleId = `${useId()}-title`

  const close = useCallback(() => {
    focusOpener.current = true
    setOpen(false)
  }, [])
  // Once the dialog is gone, so the modal's own restoring finds focus placed.
  useEffect(() => {
    if (open || !focusOpener.current) return
    focusOpener.current = false
    opener.current?.focus()
  }, [open])

  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadModalLayer}
        onFocus={preloadModalLayer}
        onClick={() => setOpen(true)}
        data-hubspot-popup-button=""
        className="button button-primary fixed right-4 bottom-4 z-40 shadow-[0_12px_30px_-8px_rgb(0_0_0/0.45)] sm:right-6 sm:bottom-6"
      >
        <ChatIcon />
        {buttonText}
      </button>
      {open ? (
        <LazyModalLayer
          isOpen
          onClose={close}
          variant="card"
          labelledBy={titleId}
          dataAttribute="data-hubspot-dialog"
          className="flex w-full max-w-2xl flex-col overflow-hidden rounded-2xl bg-surface text-ink shadow-2xl"
        >
          {/* The close button is the first control: it takes the focus as the dialog opens. */}
          <ModalCardHeader titleId={titleId} title={heading ?? buttonText} closeLabel={texts.close} onClose={close} closeRef={landing} />
          <div className="overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
            {allowed ? <FormArea form={form} texts={texts} /> : <ConsentNotice texts={texts} onAsk={onAsk} />}
          </div>
        </LazyModalLayer>
      ) : null}
    </>
  )
}

function ChatIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M20 12.5a7.5 7.5 0 0 1-11.2 6.5L4 20l1.1-4.3A7.5 7.5 0 1 1 20 12.5Z" />
    </svg>
  )
}
