import { isMediaDoc, mediaUrl } from '@/features/media/urls'
import type { Site } from '@/payload-types'

/** The site's logo from its settings, or its name as a wordmark. */
export function SiteLogo({ site, invert = false }: { site: Site; invert?: boolean }) {
  const logo = site.logo
  if (isMediaDoc(logo) && logo.filename) {
    const height = 40
    const width = logo.width && logo.height ? Math.round((logo.width / logo.height) * height) : 150
    return (
      <img
        src={mediaUrl(logo.filename)!}
        alt={site.name}
        width={width}
        height={height}
        className={['h-9 w-auto md:h-10', invert ? 'brightness-0 invert' : ''].join(' ')}
      />
    )
  }
  return (
    <span className="inline-flex items-center gap-2.5">
      <NordvikMark className={invert ? 'text-brand-ink' : 'text-accent'} />
      <span className="font-heading text-lg font-extrabold tracking-tight md:text-xl">{site.name}</span>
    </span>
  )
}

/** The group's emblem (the favicon's mark): a ring around a mountain peak over a road. */
function NordvikMark({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" data-logo-mark="" viewBox="0 0 64 64" width="34" height="34" className={`h-8 w-8 shrink-0 md:h-9 md:w-9 ${className}`}>
      <circle cx="32" cy="32" r="27" fill="none" stroke="currentColor" strokeWidth="6" />
      <path d="M14 42 28 22l6 9 5-6 11 17Z" fill="currentColor" />
      <rect x="21" y="45.5" width="22" height="4.5" rx="2.25" fill="currentColor" />
    </svg>
  )
}
