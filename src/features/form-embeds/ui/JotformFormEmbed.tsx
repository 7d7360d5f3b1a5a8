'use client'

import { useEffect, useRef, useState } from 'react'

import { JOTFORM_DEFAULT_HEIGHT_PX, jotformFormUrl, readJotformMessage, reportJotformSubmission } from '../jotform'
import { FORM_RESET_MS, trackFormSubmission } from '../submission'
import type { FormEmbedTexts } from '../texts'
import { ConsentNotice, ConsentPending, useFocusAfterConsent, useMarketingConsent } from './ConsentNotice'

type Props = { formId: string; title: string; texts: FormEmbedTexts }

/**
 * The provider's form in a frame, only after marketing consent. When the frame reports a finished submission,
 * the page tracks it and tells the server (`POST /api/jotform`); the form starts again FORM_RESET_MS later.
 */
export function JotformFormEmbed({ formId, title, texts }: Props) {
  const consent = useMarketingConsent()
  const allowed = consent === true
  const { landing, onAsk } = useFocusAfterConsent<HTMLDivElement>(allowed)
  const frame = useRef<HTMLIFrameElement>(null)
  const [height, setHeight] = useState(JOTFORM_DEFAULT_HEIGHT_PX)
  // A new frame is a fresh, empty form.
  const [generation, setGeneration] = useState(0)

  useEffect(() => {
    if (!allowed) return
    let resetTimer: ReturnType<typeof setTimeout> | undefined
    const onMessage = (event: MessageEvent) => {
      // Another frame of the provider (a second form on the page) speaks for itself.
      if (event.source !== frame.current?.contentWindow) return
      const message = readJotformMessage(event, formId)
      if (message?.kind === 'height') setHeight(message.pixels)
      if (message?.kind !== 'submitted') return
      trackFormSubmission('jotform', formId)
      void reportJotformSubmission(formId)
      clearTimeout(resetTimer)
      resetTimer = setTimeout(() => setGeneration((current) => current + 1), FORM_RESET_MS)
    }
    window.addEventListener('message', onMessage)
    return () => {
      window.removeEventListener('message', onMessage)
      clearTimeout(resetTimer)
    }
  }, [allowed, formId])

  return (
    <div ref={landing} tabIndex={-1} className="outline-none">
      {consent === null ? (
        <ConsentPending />
      ) : allowed ? (
        <iframe
          key={generation}
          ref={frame}
          src={jotformFormUrl(formId)}
          title={title}
          loading="lazy"
          data-jotform-frame=""
          style={{ height }}
          className="block w-full rounded-2xl border-0 bg-surface"
        />
      ) : (
        <ConsentNotice texts={texts} onAsk={onAsk} />
      )}
    </div>
  )
}
