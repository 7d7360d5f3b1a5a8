'use client'

import Link from 'next/link'
import type { ComponentProps } from 'react'

import { External } from './Icons'

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string; newTab?: boolean; newTabText?: string }

/** A menu link: a client-side route change within the site; a new tab, marked, for outside addresses. */
export function MenuLink({ href, newTab = false, newTabText, children, ...rest }: Props) {
  if (newTab) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <External className="ml-1 inline h-3.5 w-3.5 opacity-70" />
        {newTabText ? <span className="sr-only"> {newTabText}</span> : null}
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
