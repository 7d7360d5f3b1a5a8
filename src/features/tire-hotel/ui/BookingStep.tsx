'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import type { IsoDate } from '@/features/calendar/dates'
import { fullDate } from '@/features/calendar/names'
import { Calendar } from '@/features/calendar/ui/Calendar'
import { TextField } from '@/features/leads/ui/fields'
import { ErrorText, Spinner } from '@/features/service-booking/ui/parts'

import type { TireHotelClient } from '../client'
import { FREE_TEXT_MAX_LENGTH } from '../rules'
import type { TireHotelConfirmation, TireHotelVehicle, ValidatedSession } from '../contract'
import { trackBookingFailure, trackFailure } from '../flow-analytics'
import { bookingRequest, bookingStage, bookingWindow, canBook, CONTACT_LIMITS, contactProblems, emptyContact, type ContactField, type ContactValues } from '../page-rules'
import { ContactLinks, Icon, ICONS, LinkButton, StepHeading } from './parts'
import { TEXTS } from './texts'

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

const LABELS: Record<ContactField, string> = { firstName: TEXTS.firstName, lastName: TEXTS.lastName, mobile: TEXTS.mobile, email: TEXTS.emailField, comment: TEXTS.comment }

function problemText(field: ContactField, problem: string | undefined): string | undefined {
  if (!problem) return undefined
  if (problem === 'required') return TEXTS.required(LABELS[field])
  if (problem === 'tooLong') return TEXTS.commentTooLong(FREE_TEXT_MAX_LENGTH)
  return field === 'mobile' ? TEXTS.mobileInvalid : TEXTS.emailInvalid
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
  const { erpId, phone, email, locationName } = vehicle.location
  const range = bookingWindow(today)
  const [days, setDays] = useState<string[] | null>(null)
  const [daysFailed, setDaysFailed] = useState(false)
  const [date, setDate] = useState<IsoDate | null>(null)
  const [times, setTimes] = useState<string[] | null>(null)
  const [timesFailed, setTimesFailed] = useState(false)
  const [time, setTime] = useState<string | null>(null)
  const [contact, setContact] = useState<ContactValues>(emptyContact)
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({})
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [calendarFocus, setCalendarFocus] = useState(false)
  const timesHeading = useRef<HTMLHeadingElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const bookButton = useRef<HTMLButtonElement>(null)
  const focusNext = useRef<'times' | 'form' | null>(null)

  useEffect(() => {
    let cancelled = false
    void client.timeslotDays(session, erpId, { startDate: range.start, endDate: range.end, regNo: vehicle.brandCode }).then((answer) => {
      if (cancelled) return
      if (answer.ok) setDays(answer.value.filter((day) => day >= range.start && day <= range.end))
      else if (answer.reason === 'expired') onExpired()
      else {
        setDaysFailed(true)
        trackFailure('days_failed')
      }
    })
    return () => {
      cancelled = true
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the window moves with today only (range follows it); one fetch per visit to the step, onExpired read when it answers
  }, [client, session, erpId, vehicle.brandCode, today])

  useEffect(() => {
    if (!date) return
    let cancelled = false
    void client.timeslots(session, erpId, { date, regNo: vehicle.brandCode }).then((answer) => {
      if (cancelled) return
      if (answer.ok) setTimes(answer.value)
      else if (answer.reason === 'expired') onExpired()
      else {
        setTimesFailed(true)
        trackFailure('times_failed')
      }
    })
    return () => {
      cancelled = true
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the times are fetched per chosen date; onExpired is read when they answer
  }, [client, session, erpId, vehicle.brandCode, date])

  const stage = bookingStage({ date, times, time })

  useEffect(() => {
    if (focusNext.current === 'times' && stage === 'time') timesHeading.current?.focus()
    if (focusNext.current === 'form' && stage === 'contact') form.current?.querySelector<HTMLInputElement>('input[name="firstName"]')?.focus()
    focusNext.current = null
  }, [stage, date, time])

  const chooseDate = (day: IsoDate) => {
    setDate(day)
    setTimes(null)
    setTimesFailed(false)
    setTime(null)
    setFailure(null)
    focusNext.current = 'times'
  }

  const changeDate = () => {
    setDate(null)
    setTimes(null)
    setTimesFailed(false)
    setTime(null)
    setFailure(null)
    setCalendarFocus(true)
  }

  const changeTime = () => {
    setTime(null)
    setFailure(null)
    focusNext.current = 'times'
  }

  const problems = contactProblems(contact)
  const field = (name: ContactField) => ({
    name,
    value: contact[name],
    maxLength: CONTACT_LIMITS[name],
    onChange: (value: string) => {
      setFailure(null)
      setContact((current) => ({ ...current, [name]: value }))
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: touched[name] ? problemText(name, problems[name]) : undefined,
    disabled: busy,
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!date || !canBook({ date, times, time }, contact) || busy) return
    setBusy(true)
    setFailure(null)
    const answer = await client.book(session, erpId, bookingRequest(vehicle.regNo, date, time, contact))
    setBusy(false)
    if (answer.ok) return onBooked(answer.value)
    // Logged and pushed (spec 3 §7, §8): a failed booking is not swallowed, whatever became of it.
    trackBookingFailure({ status: answer.status, code: answer.code ?? answer.reason })
    if (answer.reason === 'expired') onExpired()
    else {
      setFailure(answer.message ?? TEXTS.somethingWrong)
      // The button was disabled while booking, which took focus from it: it gets it back, with the message beside it.
      requestAnimationFrame(() => bookButton.current?.focus())
    }
  }

  const bookable = canBook({ date, times, time }, contact)

  return (
    <div>
      <button type="button" onClick={onBack} disabled={busy} className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold text-ink hover:text-accent disabled:opacity-50">
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
              onSelect={chooseDate}
              today={today}
              min={range.start}
              max={range.end}
              isUnavailable={(day) => !days.includes(day)}
              defaultFocus={days[0] ?? null}
              locale="sv-SE"
              labels={{ previousMonth: TEXTS.previousMonth, nextMonth: TEXTS.nextMonth }}
              autoFocus={calendarFocus}
              className="w-full rounded-2xl border border-line bg-surface p-3 text-ink sm:p-4"
            />
          ) : (
            <div className="grid gap-3 lg:col-span-2">
              <Chosen label={TEXTS.chosenDate} value={fullDate(date!, 'sv-SE')} action={TEXTS.changeDate} onChange={changeDate} />
              {time ? <Chosen label={TEXTS.chosenTime} value={`kl. ${time}`} action={TEXTS.changeTime} onChange={changeTime} /> : null}
            </div>
          )}
          {stage === 'date' ? (
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
          ) : null}
        </div>
      ) : null}

      {stage === 'time' ? (
        <section aria-labelledby={`${id}-times`} className="mt-6">
          <h4 id={`${id}-times`} ref={timesHeading} tabIndex={-1} className="font-heading text-lg [font-weight:var(--fc-heading-weight)] text-ink outline-none">
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
                    onClick={() => {
                      setTime(slot)
                      focusNext.current = 'form'
                    }}
                    className="min-h-12 w-full rounded-xl border border-line bg-surface px-3 text-base font-semibold text-ink tabular-nums transition-colors hover:border-accent hover:text-accent"
                  >
                    <span className="sr-only">{fullDate(date!, 'sv-SE')} kl. </span>
                    {slot}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {stage === 'contact' ? (
        <form ref={form} onSubmit={submit} noValidate aria-busy={busy || undefined} className="mt-8 border-t border-line pt-8">
          {times && times.length === 0 ? <p className="mb-6 rounded-2xl bg-surface-1 p-4 text-sm text-ink ring-1 ring-line">{TEXTS.noTimes}</p> : null}
          <h4 className="font-heading text-lg [font-weight:var(--fc-heading-weight)] text-ink">{TEXTS.contactHeading}</h4>
          <fieldset disabled={busy} className="mt-5 grid gap-5 sm:grid-cols-2">
            <TextField {...field('firstName')} label={TEXTS.firstName} required autoComplete="given-name" />
            <TextField {...field('lastName')} label={TEXTS.lastName} required autoComplete="family-name" />
            <TextField {...field('mobile')} label={TEXTS.mobile} type="tel" required autoComplete="tel" inputMode="tel" />
            <TextField {...field('email')} label={TEXTS.emailField} type="email" required autoComplete="email" />
            <TextField {...field('comment')} label={TEXTS.comment} optionalLabel={TEXTS.optional} rows={3} className="sm:col-span-2" />
          </fieldset>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:items-center">
            <button ref={bookButton} type="submit" disabled={!bookable || busy} aria-busy={busy || undefined} className="button button-primary w-full disabled:cursor-not-allowed disabled:opacity-50 sm:w-auto sm:min-w-48">
              {busy ? <Spinner /> : null}
              {busy ? TEXTS.booking : TEXTS.book}
            </button>
          </div>
          {failure ? <ErrorText id={`${id}-failure`}>{failure}</ErrorText> : null}
        </form>
      ) : null}
    </div>
  )
}
