'use client'

type Props = { carListHref: string; label: string }

/** Back: the browser's history when the visitor came from this site, else the car list (spec 2 §2, 'backToAllCars'). */
export function BackButton({ carListHref, label }: Props) {
  return (
    <a
      href={carListHref}
      data-back-to-cars
      onClick={(event) => {
        const cameFromHere = document.referrer !== '' && new URL(document.referrer).origin === window.location.origin
        if (cameFromHere && window.history.length > 1) {
          event.preventDefault()
          window.history.back()
        }
      }}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink hover:underline"
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round">
        <path d="M19 12H5m6-6-6 6 6 6" />
      </svg>
      {label}
    </a>
  )
}
