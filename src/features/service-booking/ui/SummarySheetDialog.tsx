'use client'

import type { PointerEventHandler } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

import type { BookingState } from './state'
import { SHEET_OPEN_VH, SummaryContent } from './SummaryContent'
import { TEXTS } from './texts'

type SheetDragHandlers = {
  onPointerDown: PointerEventHandler<HTMLElement>
  onPointerMove: PointerEventHandler<HTMLElement>
  onPointerUp: PointerEventHandler<HTMLElement>
}

/**
 * The phone's summary sheet opened to 80 vh (spec 3 §9): a modal dialog closed by its button, Escape, a tap
 * outside, or dragging its handle down. In a script of its own, loaded when the visitor first reaches for the bar.
 */
export function SummarySheetDialog({
  state,
  offset,
  onClose,
  dragHandlers,
}: {
  state: BookingState
  offset: number
  onClose: () => void
  dragHandlers: SheetDragHandlers
}) {
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      isDismissable
      className="fixed inset-0 z-50 bg-black/40"
    >
      <Modal
        className="fixed inset-x-0 bottom-0 rounded-t-3xl bg-surface shadow-2xl outline-none"
        style={{ height: `${SHEET_OPEN_VH}vh`, transform: offset ? `translateY(${offset}px)` : undefined }}
      >
        <Dialog aria-label={TEXTS.summaryHeading} className="flex h-full flex-col outline-none">
          <div className="touch-none px-5 pt-2" {...dragHandlers}>
            <span aria-hidden="true" className="mx-auto block h-1 w-10 rounded-full bg-line" />
            <div className="flex items-center justify-between py-3">
              <Heading slot="title" className="font-heading text-lg [font-weight:var(--fc-heading-weight)] text-ink">
                {TEXTS.summaryHeading}
              </Heading>
              <button
                type="button"
                onClick={onClose}
                className="grid size-11 place-items-center rounded-full text-ink hover:bg-surface-2"
                aria-label={TEXTS.closeSummary}
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                  <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.58l3.3-3.3a1 1 0 1 1 1.4 1.42L11.42 10l3.3 3.3a1 1 0 0 1-1.42 1.4L10 11.42l-3.3 3.3a1 1 0 0 1-1.4-1.42L8.58 10l-3.3-3.3a1 1 0 0 1 0-1.4Z" />
                </svg>
              </button>
            </div>
          </div>
          <div className="flex-1 overflow-y-auto px-5 pb-8">
            <SummaryContent state={state} />
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
