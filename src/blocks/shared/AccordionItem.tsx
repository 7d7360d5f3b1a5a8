import type { ReactNode } from 'react'

/**
 * One question or section that folds open: a native <details>, so it works without JavaScript, is announced
 * as expanded or collapsed, and opens by itself when find-in-page hits its text. Where the browser can
 * animate to `height: auto` the content slides open in 0.3 s; reduced motion turns that off.
 */
export function AccordionItem({
  title,
  open = false,
  children,
  titleProps,
  contentProps,
}: {
  title: ReactNode
  open?: boolean
  children: ReactNode
  titleProps?: Record<string, string>
  contentProps?: Record<string, string>
}) {
  return (
    <details
      open={open || undefined}
      className="group border-b border-line [interpolate-size:allow-keywords] details-content:h-0 details-content:overflow-clip details-content:transition-[height,content-visibility] details-content:duration-300 details-content:ease-out details-content:[transition-behavior:allow-discrete] open:details-content:h-auto motion-reduce:details-content:transition-none"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-5 text-left text-lg font-semibold transition-colors hover:text-accent md:text-xl [&::-webkit-details-marker]:hidden">
        <span {...titleProps}>{title}</span>
        <span
          aria-hidden="true"
          className="grid h-9 w-9 shrink-0 place-items-center rounded-full border border-line text-ink transition duration-300 group-open:rotate-45 group-open:border-accent group-open:bg-accent group-open:text-accent-ink"
        >
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className="h-4 w-4">
            <path d="M12 5v14M5 12h14" />
          </svg>
        </span>
      </summary>
      <div className="pb-7 pr-4 md:pr-16" {...contentProps}>
        {children}
      </div>
    </details>
  )
}
