import type { BookingView } from '../booking-links'

/**
 * The page a booking e-mail's link opens (the service booking's change link, the tire hotel's cancel link), drawn
 * inside the site's header and footer: the booking, a button that cancels it until 24 hours before (a plain form,
 * so it works without JavaScript and no mail scanner cancels by opening the link), and a way back to booking.
 */

export type BookingLinkState = { kind: 'invalid' } | { kind: 'unavailable' } | { kind: 'booking'; token: string; booking: BookingView }

export type BookingLinkTexts = {
  eyebrow: string
  /** The page's heading while the booking stands (and when the link is of no use). */
  heading: string
  cancelledHeading: string
  doneHeading: string
  intro: string
  cancelButton: string
  cancelledText: string
  doneText: string
  /** The way back to booking: a new time after a cancellation, or the page the booking was made on. */
  back: { href: string; label: string }
}

const NOTICE = {
  invalid: 'Länken gäller ingen bokning. Kontrollera att du använt hela länken i bekräftelsen, eller kontakta verkstaden om du vill ändra eller avboka.',
  unavailable: 'Avbokningen är inte tillgänglig just nu. Försök igen senare eller kontakta verkstaden.',
}

function headingOf(state: BookingLinkState, texts: BookingLinkTexts): string {
  if (state.kind !== 'booking') return texts.heading
  if (state.booking.status === 'cancelled') return texts.cancelledHeading
  if (state.booking.status === 'done') return texts.doneHeading
  return texts.heading
}

export function BookingLinkPage({ state, texts, action }: { state: BookingLinkState; texts: BookingLinkTexts; action: string }) {
  const booking = state.kind === 'booking' ? state.booking : null
  return (
    <main id="main" tabIndex={-1} className="bg-surface-1 outline-none">
      <div className="container-page py-10 md:py-16">
        <div className="mx-auto max-w-2xl">
          <p className="text-sm font-semibold tracking-[0.12em] text-accent-hover uppercase">{texts.eyebrow}</p>
          <h1 className="mt-2 font-heading text-title [font-weight:var(--fc-heading-weight)] text-ink">{headingOf(state, texts)}</h1>
          {booking?.status === 'booked' ? <p className="mt-3 max-w-prose text-lg leading-relaxed text-muted">{texts.intro}</p> : null}
          <div className="mt-8 overflow-hidden rounded-3xl bg-surface shadow-[0_24px_60px_-30px_rgb(0_0_0/0.35)] ring-1 ring-black/5">
            <div className="px-5 py-7 sm:px-10 sm:py-9">
              {state.kind === 'booking' ? <Booking token={state.token} booking={state.booking} texts={texts} action={action} /> : <p role="status">{NOTICE[state.kind]}</p>}
            </div>
          </div>
          <p className="mt-8">
            <a href={texts.back.href} className="inline-flex min-h-11 items-center gap-2 font-semibold text-ink underline-offset-4 hover:text-accent hover:underline">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                <path d="M12.7 5.3a1 1 0 0 1 0 1.4L9.42 10l3.3 3.3a1 1 0 0 1-1.42 1.4l-4-4a1 1 0 0 1 0-1.4l4-4a1 1 0 0 1 1.4 0Z" />
              </svg>
              {texts.back.label}
            </a>
          </p>
        </div>
      </div>
    </main>
  )
}

function Booking({ token, booking, texts, action }: { token: string; booking: BookingView; texts: BookingLinkTexts; action: string }) {
  return (
    <>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-3">
        <dt className="text-sm text-muted">Bokningsnummer</dt>
        <dd className="mb-2 font-mono font-semibold tracking-wide text-ink sm:mb-0">{booking.reference}</dd>
        <dt className="text-sm text-muted">Tid</dt>
        <dd className="mb-2 text-ink first-letter:uppercase sm:mb-0">{booking.when}</dd>
        <dt className="text-sm text-muted">Bil</dt>
        <dd className="mb-2 text-ink sm:mb-0">{booking.car}</dd>
        {booking.workshop ? (
          <>
            <dt className="text-sm text-muted">Verkstad</dt>
            <dd className="text-ink">{booking.workshop}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-7 border-t border-line pt-7">
        {booking.status === 'booked' && booking.cancellable ? (
          <form method="post" action={action}>
            <input type="hidden" name="token" value={token} />
            <p className="text-muted">Du kan avboka fram till {booking.cancelUntil}.</p>
            <button type="submit" className="button button-primary mt-4 w-full sm:w-auto">
              {texts.cancelButton}
            </button>
          </form>
        ) : (
          <p role="status" className="text-ink">
            {booking.status === 'cancelled'
              ? texts.cancelledText
              : booking.status === 'done'
                ? texts.doneText
                : `Det går inte längre att avboka på webben (senast ${booking.cancelUntil}). Kontakta verkstaden.`}
          </p>
        )}
      </div>
    </>
  )
}
