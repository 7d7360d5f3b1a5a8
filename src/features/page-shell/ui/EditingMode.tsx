'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'

import { CMS_ORIGIN_COOKIE } from '@/features/editing/cookies'


function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null
}

type Labels = { editingMode: string; hint: string; exit: string }

/** Messages of the CMS's live preview (Payload's protocol): the frame says it is ready, the CMS says a document changed. */
const READY_MESSAGE = { type: 'payload-live-preview', ready: true }
const DOCUMENT_EVENT = 'payload-document-event'

/** Tells the CMS window the preview is ready, and re-renders the page with fresh drafts whenever the editor saves. */
function useRefreshOnSave(cmsOrigin: string | null, refresh: () => void) {
  useEffect(() => {
    if (!cmsOrigin) return
    const onMessage = (event: MessageEvent) => {
      if (event.origin === cmsOrigin && event.data && typeof event.data === 'object' && event.data.type === DOCUMENT_EVENT) refresh()
    }
    window.addEventListener('message', onMessage)
    const cms = window.opener ?? (window.parent !== window ? window.parent : null)
    cms?.postMessage(READY_MESSAGE, cmsOrigin)
    refresh()
    return () => window.removeEventListener('message', onMessage)
  }, [cmsOrigin, refresh])
}

/**
 * Page-editing mode: the CMS live preview shows drafts and refreshes on every save, links do not navigate
 * away from the page being edited, and editable fields are outlined.
 */
export function EditingMode({ exitHref, labels }: { exitHref: string; labels: Labels }) {
  const router = useRouter()
  const [cmsOrigin, setCmsOrigin] = useState<string | null>(null)
  const refresh = useCallback(() => router.refresh(), [router])
  useRefreshOnSave(cmsOrigin, refresh)

  useEffect(() => {
    setCmsOrigin(readCookie(CMS_ORIGIN_COOKIE) ?? window.location.origin)
    document.documentElement.setAttribute('data-editing', '')
    const suppressNavigation = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (anchor && !anchor.closest('[data-editing-bar]')) event.preventDefault()
    }
    document.addEventListener('click', suppressNavigation, true)
    return () => {
      document.documentElement.removeAttribute('data-editing')
      document.removeEventListener('click', suppressNavigation, true)
    }
  }, [])

  return (
    <>
      <div
        data-editing-bar=""
        role="status"
        className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-ink px-4 py-2 text-sm text-white"
      >
        <strong>{labels.editingMode}</strong>
        <span className="opacity-80">{labels.hint}</span>
        <a href={exitHref} className="underline underline-offset-2">
          {labels.exit}
        </a>
      </div>
    </>
  )
}
