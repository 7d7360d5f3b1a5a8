import type { Ref } from 'react'

type Props = { titleId: string; title: string; closeLabel: string; onClose: () => void; closeRef?: Ref<HTMLButtonElement> }

/** The top of a dialog card: its title, which names the dialog, and the way out. */
export function ModalCardHeader({ titleId, title, closeLabel, onClose, closeRef }: Props) {
  return (
    <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
      <h2 id={titleId} className="text-xl">
        {title}
      </h2>
      <button ref={closeRef} type="button" onClick={onClose} aria-label={closeLabel} className="grid h-11 w-11 shrink-0 place-items-center rounded-full text-ink transition hover:bg-surface-2">
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  )
}
