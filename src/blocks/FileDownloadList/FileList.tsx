'use client'

import { useId, useState } from 'react'

/** A collapsed list shows this many files and a button for the rest (spec 1 §2.3). */
export const FILES_SHOWN_WHEN_COLLAPSED = 3

export type DownloadFile = {
  key: string
  title: string
  description: string | null
  href: string
  /** "PDF · 240 kB" */
  meta: string | null
  /** "PDF", shown in the file badge. */
  type: string | null
}

type Props = {
  files: DownloadFile[]
  collapsedByDefault: boolean
  labels: { showAll: string; showFewer: string; download: string }
}

/**
 * The files, all rendered. A collapsed list hides those after the first three with a class that only applies
 * when scripts run (`noscript:` shows them again), so without JavaScript every file is still reachable.
 */
export function FileList({ files, collapsedByDefault, labels }: Props) {
  const listId = useId()
  const collapsible = files.length > FILES_SHOWN_WHEN_COLLAPSED
  const [collapsed, setCollapsed] = useState(collapsedByDefault)
  const hiding = collapsible && collapsed
  return (
    <>
      <ul id={listId} className="grid gap-3">
        {files.map((file, index) => (
          <li
            key={file.key}
            data-file-item=""
            className={[
              'group relative items-center gap-4 rounded-2xl border border-line bg-surface p-4 transition-[border-color,box-shadow] hover:border-accent hover:shadow-[0_10px_30px_-18px_rgb(16_24_40/0.45)] has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent md:gap-5 md:p-5',
              hiding && index >= FILES_SHOWN_WHEN_COLLAPSED ? 'hidden noscript:flex' : 'flex',
            ].join(' ')}
          >
            <span
              aria-hidden="true"
              className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-surface-1 text-[0.6875rem] font-bold tracking-wide text-brand"
            >
              {file.type ? file.type.slice(0, 4) : <FileIcon />}
            </span>
            <span className="min-w-0 flex-1">
              <a
                href={file.href}
                download
                className="font-semibold text-ink after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-hover:text-accent"
              >
                {file.title}
                <span className="sr-only">{`, ${labels.download}${file.meta ? ` (${file.meta})` : ''}`}</span>
              </a>
              {file.description ? <span className="mt-0.5 block text-sm text-muted">{file.description}</span> : null}
              {file.meta ? (
                <span aria-hidden="true" className="mt-1 block text-xs font-medium tracking-wide text-muted">
                  {file.meta}
                </span>
              ) : null}
            </span>
            <span
              aria-hidden="true"
              className="hidden items-center gap-2 rounded-full bg-surface-1 py-2 pr-4 pl-3 text-sm font-semibold text-brand transition-colors group-hover:bg-accent group-hover:text-accent-ink sm:inline-flex"
            >
              <DownloadIcon />
              {labels.download}
            </span>
            <span
              aria-hidden="true"
              className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-surface-1 text-accent transition-colors group-hover:bg-accent group-hover:text-accent-ink sm:hidden"
            >
              <DownloadIcon />
            </span>
          </li>
        ))}
      </ul>
      {collapsible ? (
        <div className="mt-6 flex justify-center noscript:hidden">
          <button
            type="button"
            aria-expanded={!collapsed}
            aria-controls={listId}
            onClick={() => setCollapsed((value) => !value)}
            className="button button-ghost group/toggle"
          >
            {collapsed ? `${labels.showAll} (${files.length})` : labels.showFewer}
            <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className={['h-4 w-4 transition-transform duration-300', collapsed ? '' : 'rotate-180'].join(' ')}>
              <path d="m6 9 6 6 6-6" />
            </svg>
          </button>
        </div>
      ) : null}
    </>
  )
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="h-4 w-4">
      <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19.5h14" />
    </svg>
  )
}

function FileIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className="h-5 w-5">
      <path d="M14 3.5H7a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-10l-5-5Zm0 0v5h5" />
    </svg>
  )
}
