'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { Dialog } from 'react-aria-components/Dialog'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'

export type ModalLayerProps = {
  isOpen: boolean
  /** Escape, a press outside a card, or the layer's own close control asked to close it. */
  onClose: () => void
  /** 'screen' covers the whole window (the phone menu); 'card' is a dialog over a dimmed page. */
  variant: 'screen' | 'card'
  /** The dialog's accessible name: a label, or the id of its heading. */
  label?: string
  labelledBy?: string
  /** Classes of the dialog itself (its layout and width). */
  className?: string
  /** Marks the dialog for tests and styles (e.g. data-cookie-settings). */
  dataAttribute?: string
  children: ReactNode
}

const OVERLAY: Record<ModalLayerProps['variant'], string> = {
  screen: 'fixed inset-0 z-50 bg-surface text-ink',
  card: 'fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-black/55 p-3',
}
const MODAL: Record<ModalLayerProps['variant'], string> = {
  screen: 'h-full w-full',
  card: 'flex max-h-[calc(100svh-1.5rem)] w-full justify-center',
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Focus starts on the layer's first control (its close button, or the menu's first entry) rather than on the
 * dialog itself, which the dialog takes as it opens when nothing inside it has focus yet.
 */
function FocusFirstControl() {
  const marker = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const dialog = marker.current?.closest<HTMLElement>('[role="dialog"]')
    const focusFirst = () => {
      if (dialog && (document.activeElement === dialog || !dialog.contains(document.activeElement))) dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    }
    focusFirst()
    // After the dialog's own effect, should it have taken the focus itself.
    queueMicrotask(focusFirst)
  }, [])
  return <span ref={marker} hidden />
}

/**
 * Every layer that covers the page, built on React Aria's modal: while it is open the page behind is hidden
 * from assistive technology and cannot be focused, Tab stays inside, the page does not scroll, Escape closes it,
 * and focus goes back to where it was when it opened. Loaded only once a page opens one (LazyModalLayer).
 */
export default function ModalLayer({ isOpen, onClose, variant, label, labelledBy, className = '', dataAttribute, children }: ModalLayerProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      isDismissable={variant === 'card'}
      className={OVERLAY[variant]}
    >
      <Modal className={MODAL[variant]}>
        <Dialog aria-label={label} aria-labelledby={labelledBy} className={`outline-none ${className}`} {...(dataAttribute ? { [dataAttribute]: '' } : {})}>
          {children}
          <FocusFirstControl />
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
