'use client'

import type { ReactNode, Ref } from 'react'

import { TEXTS } from './texts'

/** The pieces every step of the tire hotel is built of. */

export function StepHeading({ children, headingRef, id }: { children: ReactNode; headingRef?: Ref<HTMLHeadingElement>; id?: string }) {
  return (
    <h3 id={id} ref={headingRef} tabIndex={-1} data-step-heading className="font-heading text-2xl [font-weight:var(--fc-heading-weight)] text-ink outline-none sm:text-[1.75rem]">
      {children}
    </h3>
  )
}

/** The blue EU band at a Swedish plate's left end, with its country letter. */
export function EuBand({ className }: { className: string }) {
  return (
    <span aria-hidden="true" className={['grid shrink-0 place-items-center bg-[#0a3a9c] font-sans font-bold text-white', className].join(' ')}>
      S
    </span>
  )
}

/** A registration plate as it looks on a Swedish car: the blue EU band and the characters. */
export function Plate({ regNo }: { regNo: string }) {
  return (
    <span className="inline-flex items-stretch overflow-hidden rounded-md border-2 border-ink/85 bg-white font-mono text-base font-bold tracking-[0.14em] text-[#111] shadow-sm">
      <EuBand className="w-5 text-[0.55rem]" />
      <span className="px-2 py-0.5">{regNo}</span>
    </span>
  )
}

/** A workshop's phone and e-mail as links, each with its icon and, for screen readers, what it is. */
export function ContactLinks({ phone, email, className }: { phone: string; email: string; className: string }) {
  if (!phone && !email) return null
  return (
    <ul className={['text-sm', className].join(' ')}>
      {phone ? (
        <li className="flex items-center gap-2">
          <Icon path={ICONS.phone} className="size-4 text-muted" />
          <span className="sr-only">{TEXTS.phone}: </span>
          <InlineLink href={telHref(phone)}>{phone}</InlineLink>
        </li>
      ) : null}
      {email ? (
        <li className="flex items-center gap-2">
          <Icon path={ICONS.mail} className="size-4 text-muted" />
          <span className="sr-only">{TEXTS.email}: </span>
          <InlineLink href={`mailto:${email}`}>{email}</InlineLink>
        </li>
      ) : null}
    </ul>
  )
}

/** A link that looks like the text around it, underlined: mail, phone and the like. */
export function InlineLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="font-semibold text-ink underline decoration-accent/60 decoration-2 underline-offset-4 hover:text-accent hover:decoration-accent">
      {children}
    </a>
  )
}

/** A button that reads as a link: 'Ändra datum', 'Skicka en ny kod'. */
export function LinkButton({ onClick, children, disabled }: { onClick: () => void; children: ReactNode; disabled?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="-mx-1 inline-flex min-h-11 items-center self-start rounded-full px-1 text-sm font-semibold text-accent-hover underline decoration-2 underline-offset-4 hover:decoration-4 disabled:cursor-not-allowed disabled:opacity-50"
    >
      {children}
    </button>
  )
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export function Icon({ path, className = 'size-5' }: { path: string; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={['shrink-0', className].join(' ')} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={path} />
    </svg>
  )
}

export const ICONS = {
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  pin: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  back: 'M15 18l-6-6 6-6',
  warning: 'M12 3 2 20h20L12 3Zm0 6v5m0 3v.5',
  tire: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0-5v5m0 8v5M3 12h5m8 0h5',
  package: 'M3 7.5 12 3l9 4.5v9L12 21l-9-4.5v-9Zm0 0L12 12m0 0 9-4.5M12 12v9',
  calendar: 'M4 5.5h16v15H4zM4 10h16M8.5 3v4M15.5 3v4',
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
}
