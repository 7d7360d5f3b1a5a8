import Link from 'next/link'
import type { ComponentProps } from 'react'

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  href: string
  newTab?: boolean
  /** With a new tab: an external-link icon and this text for screen readers, e.g. "(opens in a new tab)". */
  newTabText?: string
}

/** A link: client-side route changes within the site, a plain anchor elsewhere or in a new tab. */
export function SiteLink({ href, newTab = false, newTabText, children, ...rest }: Props) {
  if (newTab) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        {newTabText ? (
          <>
            <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="ml-1 inline h-3.5 w-3.5 opacity-70">
              <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
            </svg>
            <span className="sr-only"> {newTabText}</span>
          </>
        ) : null}
      </a>
    )
  }
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={href} {...rest}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  )
}
