import type { CancellationView } from '../wheel-change'

export type CancelPageState = { kind: 'invalid' } | { kind: 'unavailable' } | { kind: 'booking'; token: string; booking: CancellationView }

const CANCEL_ENDPOINT = '/api/tirehotel/booking/cancel'

/**
 * The page a wheel change's cancel link opens: the booking, and a button that cancels it until 24 hours before
 * (a plain form, so it works without JavaScript and no mail scanner cancels by opening the link).
 */
export function CancelWheelChange({ state }: { state: CancelPageState }) {
  return (
    <main id="main" className="mx-auto max-w-2xl px-5 py-10 md:px-8 md:py-16">
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">Däckhotell</p>
      <h1 className="mt-1 text-3xl md:text-4xl">{heading(state)}</h1>
      {state.kind === 'booking' ? <Booking token={state.token} booking={state.booking} /> : <Notice state={state} />}
    </main>
  )
}

function heading(state: CancelPageState): string {
  if (state.kind !== 'booking') return 'Avboka hjulskifte'
  switch (state.booking.status) {
    case 'cancelled':
      return 'Hjulskiftet är avbokat'
    case 'done':
      return 'Hjulskiftet är redan gjort'
    default:
      return 'Avboka hjulskifte'
  }
}

function Notice({ state }: { state: Exclude<CancelPageState, { kind: 'booking' }> }) {
  return (
    <p className="mt-6 rounded-xl bg-surface p-5 ring-1 ring-line" role="status">
      {state.kind === 'invalid'
        ? 'Länken gäller ingen bokning. Kontrollera att du använt hela länken i bekräftelsen, eller kontakta verkstaden om du vill ändra eller avboka.'
        : 'Avbokningen är inte tillgänglig just nu. Försök igen senare eller kontakta verkstaden.'}
    </p>
  )
}

function Booking({ token, booking }: { token: string; booking: CancellationView }) {
  return (
    <>
      <dl className="mt-6 grid grid-cols-[auto_minmax(0,1fr)] gap-x-5 gap-y-2 rounded-xl bg-surface p-5 ring-1 ring-line">
        <dt className="text-muted">Bokningsnummer</dt>
        <dd>{booking.reference}</dd>
        <dt className="text-muted">Tid</dt>
        <dd>{booking.when}</dd>
        <dt className="text-muted">Bil</dt>
        <dd>{booking.car}</dd>
        {booking.workshop ? (
          <>
            <dt className="text-muted">Verkstad</dt>
            <dd>{booking.workshop}</dd>
          </>
        ) : null}
      </dl>
      {booking.status === 'booked' && booking.cancellable ? (
        <form method="post" action={CANCEL_ENDPOINT} className="mt-6">
          <input type="hidden" name="token" value={token} />
          <p>Du kan avboka fram till {booking.cancelUntil}.</p>
          <button type="submit" className="button button-primary mt-4">
            Avboka hjulskiftet
          </button>
        </form>
      ) : (
        <p className="mt-6" role="status">
          {booking.status === 'cancelled'
            ? 'Tiden är släppt. Välkommen att boka en ny tid i däckhotellet.'
            : booking.status === 'done'
              ? 'Bokningen är redan genomförd och kan inte avbokas.'
              : `Det går inte längre att avboka på webben (senast ${booking.cancelUntil}). Kontakta verkstaden.`}
        </p>
      )}
    </>
  )
}
