'use client'

import { useId, useState, type FormEvent, type RefObject } from 'react'

import type { IsoDate } from '@/lib/iso-date'
import { fullDate } from '@/features/calendar/names'
import { Calendar } from '@/features/calendar/ui/Calendar'
import { TextField } from '@/features/leads/ui/fields'
import { ErrorText, Spinner } from '@/features/service-booking/ui/parts'

import type { TireHotelClient } from '../client'
import type { TireHotelConfirmation, TireHotelVehicle, ValidatedSession } from '../contract'
import { ContactLinks, Icon, ICONS, LinkButton, StepHeading } from './parts'
import { TEXTS } from './texts'
import { useContactBooking, useFreeDays, useSlotChoice } from './useBooking'

type Props = {
  client: TireHotelClient
  session: ValidatedSession
  vehicle: TireHotelVehicle
  /** Today in the site's time zone. */
  today: IsoDate
  onBack: () => void
  onBooked: (confirmation: TireHotelConfirmation) => void
  /** The server no longer knows the session: the visitor logs in again. */
  onExpired: () => void
}

function Chosen({ label, value, action, onChange }: { label: string; value: string; action: string; onChange: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-2xl bg-surface-1 px-4 py-3 ring-1 ring-line">
      <p className="min-w-0">
        <span className="block text-xs font-semibold tracking-wide text-muted uppercase">{label}</span>
        <span className="font-semibold text-ink first-letter:uppercase">{value}</span>
      </p>
      <LinkButton onClick={onChange}>{action}</LinkButton>
    </div>
  )
}

/**
 * Booking (spec 3 §2.5, §4.3, §5.4, §8): a calendar of the workshop's free days, the day's times, then the contact
 * form and Book; 'Ändra datum' and 'Ändra tid' undo a choice, 'Tillbaka' returns to the car.
 */
export function BookingStep({ client, session, vehicle, today, onBack, onBooked, onExpired }: Props) {
  const id = useId()
  const { phone, email, locationName } = vehicle.location
  const { range, days, daysFailed } = useFreeDays({ client, session, vehicle, today, onExpired })
  const [failure, setFailure] = useState<string | null>(null)
  const slot = useSlotChoice({ client, session, vehicle, onExpired, onChange: () => setFailure(null) })
  const booking = useContactBooking({ client, session, vehicle, onExpired, onBooked, slot, setFailure })
  const { stage, date, time, times } = slot

  return (
    <div>
      <button
        type="button"
        onClick={onBack}
        disabled={booking.busy}
        className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold text-ink hover:text-accent disabled:opacity-50"
      >
        <Icon path={ICONS.back} className="size-4" />
        {TEXTS.back}
      </button>
      <div className="mt-2">
        <StepHeading>{TEXTS.bookingHeading}</StepHeading>
        {days?.length === 0 ? null : <p className="mt-2 max-w-prose text-muted">{TEXTS.bookingIntro(locationName)}</p>}
      </div>

      {days === null && !daysFailed ? (
        <div className="mt-6">
          <Spinner label={TEXTS.loadingDays} />
        </div>
      ) : daysFailed ? (
        <ErrorText>{TEXTS.daysFailed}</ErrorText>
      ) : days && days.length === 0 ? (
        <div role="status" className="mt-6 rounded-2xl border border-line bg-surface-1 p-5">
          <p className="text-ink">{TEXTS.noDays}</p>
          <ContactLinks phone={phone} email={email} className="mt-3 grid gap-1.5 sm:flex sm:flex-wrap sm:gap-x-6" />
        </div>
      ) : days ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
          {stage === 'date' ? (
            <Calendar
              value={date}
              onSelect={slot.chooseDate}
              today={today}
              min={range.start}
              max={range.end}
              isUnavailable={(day) => !days.includes(day)}
              defaultFocus={days[0] ?? null}
              locale="sv-SE"
              labels={{ previousMonth: TEXTS.previousMonth, nextMonth: TEXTS.nextMonth }}
              autoFocus={slot.calendarFocus}
              className="w-full rounded-2xl border border-line bg-surface p-3 text-ink sm:p-4"
            />
          ) : (
            <div className="grid gap-3 lg:col-span-2">
              <Chosen label={TEXTS.chosenDate} value={fullDate(date!, 'sv-SE')} action={TEXTS.changeDate} onChange={slot.changeDate} />
              {time ? <Chosen label={TEXTS.chosenTime} value={`kl. ${time}`} action={TEXTS.changeTime} onChange={slot.changeTime} /> : null}
            </div>
          )}
          {stage === 'date' ? <GoodToKnow /> : null}
        </div>
      ) : null}

      {stage === 'time' ? (
        <TimesSection
          id={id}
          headingRef={slot.timesHeading}
          date={date!}
          times={times}
          timesFailed={slot.timesFailed}
          onChoose={slot.chooseTime}
        />
      ) : null}

      {stage === 'contact' ? (
        <ContactForm
          id={id}
          formRef={slot.form}
          noTimes={times !== null && times.length === 0}
          field={booking.field}
          busy={booking.busy}
          bookable={booking.bookable}
          bookButton={booking.bookButton}
          failure={failure}
          onSubmit={booking.submit}
        />
      ) : null}
    </div>
  )
}

/** Beside the calendar: what to know before choosing a day. */
function GoodToKnow() {
  return (
    <div className="rounded-2xl bg-surface-1 p-5 text-sm sm:p-6">
      <p className="flex items-center gap-2 font-semibold text-ink">
        <Icon path={ICONS.calendar} className="size-5 text-accent" />
        {TEXTS.goodToKnowHeading}
      </p>
      <ul className="mt-3 grid gap-2.5 text-muted">
        {TEXTS.goodToKnow.map((line) => (
          <li key={line} className="flex gap-2.5">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
            {line}
          </li>
        ))}
      </ul>
    </div>
  )
}

type TimesProps = {
  id: string
  headingRef: RefObject<HTMLHeadingElement | null>
  date: IsoDate
  times: string[] | null
  timesFailed: boolean
  onChoose: (slot: string) => void
}

/** The chosen day's times, each a button that chooses it. */
function TimesSection({ id, headingRef, date, times, timesFailed, onChoose }: TimesProps) {
  return (
    <section aria-labelledby={`${id}-times`} className="mt-6">
      <h4
        id={`${id}-times`}
        ref={headingRef}
        tabIndex={-1}
        className="font-heading text-lg [font-weight:var(--fc-heading-weight)] text-ink outline-none"
      >
        {TEXTS.timesHeading}
      </h4>
      {timesFailed ? (
        <ErrorText>{TEXTS.timesFailed}</ErrorText>
      ) : times === null ? (
        <div className="mt-3">
          <Spinner label={TEXTS.loadingTimes} />
        </div>
      ) : (
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-6">
          {times.map((slot) => (
            <li key={slot}>
              <button
                type="button"
                onClick={() => onChoose(slot)}
                className="min-h-12 w-full rounded-xl border border-line bg-surface px-3 text-base font-semibold text-ink tabular-nums transition-colors hover:border-accent hover:text-accent"
              >
                <span className="sr-only">{fullDate(date, 'sv-SE')} kl. </span>
                {slot}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

type ContactFormProps = {
  id: string
  formRef: RefObject<HTMLFormElement | null>
  /** The chosen day has no times: the workshop calls back with one. */
  noTimes: boolean
  field: ReturnType<typeof useContactBooking>['field']
  busy: boolean
  bookable: boolean
  bookButton: RefObject<HTMLButtonElement | null>
  failure: string | null
  onSubmit: (event: FormEvent) => Promise<void>
}

/** The contact form and Book, with the booking's failure beside it. */
function ContactForm({ id, formRef, noTimes, field, busy, bookable, bookButton, failure, onSubmit }: ContactFormProps) {
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy || undefined} className="mt-8 border-t border-line pt-8">
      {noTimes ? <p className="mb-6 rounded-2xl bg-surface-1 p-4 text-sm text-ink ring-1 ring-line">{TEXTS.noTimes}</p> : null}
      <h4 className="font-heading text-lg [font-weight:var(--fc-heading-weight)] text-ink">{TEXTS.contactHeading}</h4>
      <fieldset disabled={busy} className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField {...field('firstName')} label={TEXTS.firstName} required autoComplete="given-name" />
        <TextField {...field('lastName')} label={TEXTS.lastName} required autoComplete="family-name" />
        <TextField {...field('mobile')} label={TEXTS.mobile} type="tel" required autoComplete="tel" inputMode="tel" />
        <TextField {...field('email')} label={TEXTS.emailField} type="email" required autoComplete="email" />
        <TextField {...field('comment')} label={TEXTS.comment} optionalLabel={TEXTS.optional} rows={3} className="sm:col-span-2" />
      </fieldset>
      <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          ref={bookButton}
          type="submit"
          disabled={!bookable || busy}
          aria-busy={busy || undefined}
          className="button button-primary w-full disabled:cursor-not-allowed disabled:opacity-50 sm:w-auto sm:min-w-48"
        >
          {busy ? <Spinner /> : null}
          {busy ? TEXTS.booking : TEXTS.book}
        </button>
      </div>
      {failure ? <ErrorText id={`${id}-failure`}>{failure}</ErrorText> : null}
    </form>
  )
}
