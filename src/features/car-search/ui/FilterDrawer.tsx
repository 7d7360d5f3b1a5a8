'use client'

import type { ReactNode } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

import { CrossIcon } from './icons'

type Props = {
  isOpen: boolean
  onClose: () => void
  title: string
  closeLabel: string
  /** The filters. */
  children: ReactNode
  /** The bar at the bottom: clear all and the submit button with the hit count. */
  footer: ReactNode
}

/**
 * The filters as a drawer from the side (phones, and wide screens in toggle mode): a modal dialog, so focus
 * stays inside while it is open, Escape and the backdrop close it, and focus returns to the filter button.
 */
export function FilterDrawer({ isOpen, onClose, title, closeLabel, children, footer }: Props) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable className="fixed inset-0 z-50 bg-black/50">
      <Modal className="fixed inset-y-0 right-0 flex w-full max-w-md bg-surface shadow-2xl outline-none">
        <Dialog data-filter-drawer="" className="flex h-full w-full flex-col outline-none">
          <header className="flex items-center justify-between gap-3 border-b border-line px-5 py-4">
            <Heading slot="title" className="text-xl">
              {title}
            </Heading>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="grid h-11 w-11 place-items-center rounded-full text-ink hover:bg-surface-1"
            >
              <CrossIcon size={20} />
            </button>
          </header>
          <div className="flex-1 overflow-y-auto px-5">{children}</div>
          <footer className="border-t border-line px-5 py-4">{footer}</footer>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
