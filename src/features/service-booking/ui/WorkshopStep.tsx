'use client'

import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { Radio, RadioGroup, Label } from 'react-aria-components'

import { TextField } from '@/features/leads/ui/fields'
import { LocationMap } from '@/features/maps/ui/LocationMap'
import type { MapTiles } from '@/features/maps/ports'

import { compactPhoneNumber, DEFAULT_MILEAGE, FREE_TEXT_MAX_LENGTH } from '../booking-rules'
import {
  closestUrl,
  fetchPrices,
  fetchWeek,
  postBooking,
  postChangeLink,
  type BookingPayload,
  type BookingRefusal,
  type WeekDay,
} from './api'
import { trackError, trackPurchase, trackSubmit } from './analytics'
import { readClosest, WORKSHOPS_FIRST_LOADED, type StreamedWorkshop } from './closest-stream'
import { CONTACT_LIMITS, contactErrors, emptyContact, type ContactField, type ContactValues } from './contact'
import { addDays, addWeeks, dayMonth, isoWeek, mondayOf, shortDay, slotText, weekdayName } from './format'
import { ErrorText, Spinner } from './parts'
import { totals, type BookingAction, type BookingState } from './state'
import { TEXTS } from './texts'

/** 'timeslots loaded per week, in chunks 4 weeks ahead' (spec 3 §9). */
export const WEEKS_PER_CHUNK = 4
/** 'map zoom 15, height 500 px'. */
export const MAP_ZOOM = 15
export const MAP_HEIGHT = 500

type Sort = 'nearest' | 'firstAvailable'

type WorkshopStepProps = { state: BookingState; dispatch: (action: BookingAction) => void; tiles: MapTiles; contactEmail: string | null }

const codesOf = (state: BookingState) => Object.keys(state.services).sort()

/** The workshops that service the car near the place, in the order chosen, loaded again when any of these change. */
function useClosestWorkshops(state: BookingState) {
  const [sort, setSort] = useState<Sort>('nearest')
  const [workshops, setWorkshops] = useState<StreamedWorkshop[]>([])
  const [loading, setLoading] = useState(false)
  const [more, setMore] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [none, setNone] = useState(false)
  const codes = codesOf(state).join(',')
  const registrationNumber = state.car?.registrationNumber ?? ''

  const load = useCallback(
    async (cursor: string | undefined, signal?: AbortSignal) => {
      if (!registrationNumber || state.lat === null || state.lng === null) return
      setLoading(true)
      const result = await readClosest(
        closestUrl({ registrationNumber, codes: codes.split(','), lat: state.lat, lng: state.lng, cursor, sort }),
        WORKSHOPS_FIRST_LOADED,
        { signal },
      ).catch(() => null)
      if (signal?.aborted) return
      setLoading(false)
      if (!result) {
        setError(TEXTS.servicesFailed)
        return
      }
      if (result.error) {
        setError(result.error)
        trackError('workshops_failed')
      }
      if (result.nosites && !cursor) setNone(true)
      setWorkshops((current) => (cursor ? [...current, ...result.workshops] : result.workshops))
      setMore(!result.exhausted && result.workshops.length >= WORKSHOPS_FIRST_LOADED)
    },
    [registrationNumber, codes, state.lat, state.lng, sort],
  )

  useEffect(() => {
    // The list is loaded again whenever the services, the place or the order change (spec 3 §4.1).
    const controller = new AbortController()
    setWorkshops([])
    setError(null)
    setNone(false)
    void load(undefined, controller.signal)
    return () => controller.abort()
  }, [load])

  return { sort, setSort, workshops, loading, more, error, none, load }
}

const chooseWorkshop = (dispatch: WorkshopStepProps['dispatch'], workshop: StreamedWorkshop) =>
  dispatch({
    type: 'chooseWorkshop',
    workshop: {
      departmentId: workshop.departmentId,
      siteName: workshop.siteName,
      address: workshop.address,
      latitude: workshop.latitude,
      longitude: workshop.longitude,
      distance: workshop.distance,
      firstFreeDate: workshop.firstTimeSlot?.date ?? null,
    },
  })

function SortChoice({ sort, onChange }: { sort: Sort; onChange: (sort: Sort) => void }) {
  return (
    <RadioGroup
      value={sort}
      onChange={(value) => onChange(value as Sort)}
      orientation="horizontal"
      className="flex flex-wrap items-center gap-3"
    >
      <Label className="mr-2 text-sm font-semibold text-ink">{TEXTS.sortLabel}</Label>
      {(
        [
          ['nearest', TEXTS.sortNearest],
          ['firstAvailable', TEXTS.sortFirstAvailable],
        ] as const
      ).map(([value, label]) => (
        <Radio
          key={value}
          value={value}
          className="cursor-pointer rounded-full border border-line bg-surface px-4 py-2 text-sm font-semibold text-ink outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-accent data-[selected]:border-brand data-[selected]:bg-brand data-[selected]:text-brand-ink"
        >
          {label}
        </Radio>
      ))}
    </RadioGroup>
  )
}

function WorkshopCard({ workshop, onChoose }: { workshop: StreamedWorkshop; onChoose: () => void }) {
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 transition-colors hover:border-muted">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-ink">{workshop.siteName}</h3>
          <p className="mt-0.5 text-sm text-muted">{workshop.address}</p>
        </div>
        <span className="shrink-0 rounded-full bg-surface-2 px-2.5 py-1 text-xs font-semibold text-ink tabular-nums">
          {TEXTS.distance(workshop.distance)}
        </span>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        {workshop.firstTimeSlot ? (
          <p className="text-sm text-ink">
            <span className="text-muted">{TEXTS.firstFree}: </span>
            <strong className="font-semibold">
              {shortDay(workshop.firstTimeSlot.date)} {workshop.firstTimeSlot.isFullDay ? 'heldag' : workshop.firstTimeSlot.time}
            </strong>
          </p>
        ) : (
          <span />
        )}
        <button type="button" onClick={onChoose} className="button button-primary min-h-10 px-5 py-2 text-sm">
          {TEXTS.chooseWorkshop}
          <span className="sr-only"> {workshop.siteName}</span>
        </button>
      </div>
    </li>
  )
}

function WorkshopList({ state, dispatch, tiles, contactEmail }: WorkshopStepProps) {
  const { sort, setSort, workshops, loading, more, error, none, load } = useClosestWorkshops(state)

  const markers = useMemo(
    () =>
      workshops.map((workshop) => ({
        id: workshop.departmentId,
        latitude: workshop.latitude,
        longitude: workshop.longitude,
        label: workshop.siteName,
      })),
    [workshops],
  )

  return (
    <div>
      <SortChoice sort={sort} onChange={setSort} />

      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          {none ? (
            <div role="status" className="rounded-2xl bg-surface-1 p-5">
              <p className="font-semibold text-ink">{TEXTS.noWorkshops}</p>
              <p className="mt-1 text-sm text-muted">{TEXTS.noWorkshopsHint(contactEmail)}</p>
            </div>
          ) : null}
          {error ? <ErrorText>{error}</ErrorText> : null}
          <ul className="grid gap-3" aria-busy={loading || undefined}>
            {workshops.map((workshop) => (
              <WorkshopCard key={workshop.departmentId} workshop={workshop} onChoose={() => chooseWorkshop(dispatch, workshop)} />
            ))}
          </ul>
          {loading ? (
            <div className="mt-4">
              <Spinner label={TEXTS.loading} />
            </div>
          ) : null}
          {more && !loading ? (
            <button
              type="button"
              className="button button-ghost mt-4 w-full sm:w-auto"
              onClick={() => void load(workshops.at(-1)?.departmentId)}
            >
              {TEXTS.loadMore}
            </button>
          ) : null}
        </div>
        <LocationMap
          tiles={tiles}
          markers={markers}
          zoom={MAP_ZOOM}
          height={MAP_HEIGHT}
          label={workshops[0]?.siteName ?? TEXTS.workshopStep}
          address={workshops[0]?.address}
          onMarkerClick={(id) => {
            const workshop = workshops.find((candidate) => candidate.departmentId === id)
            if (workshop) chooseWorkshop(dispatch, workshop)
          }}
        />
      </div>
    </div>
  )
}

function TimePicker({ state, dispatch }: { state: BookingState; dispatch: WorkshopStepProps['dispatch'] }) {
  const location = state.location!
  const today = new Date().toISOString().slice(0, 10)
  // The times open on the week of the workshop's first free time, not on a week with nothing left to book.
  const [weekStart, setWeekStart] = useState(() =>
    mondayOf(location.firstFreeDate && location.firstFreeDate > today ? location.firstFreeDate : today),
  )
  const [weeks, setWeeks] = useState<Record<string, WeekDay[]>>({})
  const [loading, setLoading] = useState(false)
  const codes = codesOf(state)
  const registrationNumber = state.car?.registrationNumber ?? ''

  useEffect(() => {
    if (weeks[weekStart]) return
    let cancelled = false
    setLoading(true)
    // The week shown and the next three, in one go: paging forward is instant.
    const starts = Array.from({ length: WEEKS_PER_CHUNK }, (_, index) => addWeeks(weekStart, index)).filter((start) => !weeks[start])
    void Promise.all(
      starts.map((start) => fetchWeek(registrationNumber, location.departmentId, start, codes).then((days) => [start, days] as const)),
    ).then((loaded) => {
      if (cancelled) return
      setLoading(false)
      setWeeks((current) => ({ ...current, ...Object.fromEntries(loaded) }))
    })
    return () => {
      cancelled = true
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- weeks already loaded are skipped, not refetched; codes compared by value
  }, [weekStart, location.departmentId, registrationNumber, codes.join(',')])

  const days = weeks[weekStart] ?? []
  const open = days.filter((day) => day.availableSlots.length > 0 || day.allDaySlotAvailable)
  const canGoBack = weekStart > mondayOf(today)
  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        <button
          type="button"
          disabled={!canGoBack}
          onClick={() => setWeekStart(addWeeks(weekStart, -1))}
          className="button button-ghost min-h-10 px-4 py-2 text-sm disabled:opacity-40"
        >
          ‹ <span className="sr-only sm:not-sr-only">{TEXTS.previousWeek}</span>
        </button>
        <p className="text-center font-semibold text-ink" aria-live="polite">
          {TEXTS.week(isoWeek(weekStart))} · {dayMonth(weekStart)} – {dayMonth(addDays(weekStart, 6))}
        </p>
        <button
          type="button"
          onClick={() => setWeekStart(addWeeks(weekStart, 1))}
          className="button button-ghost min-h-10 px-4 py-2 text-sm"
        >
          <span className="sr-only sm:not-sr-only">{TEXTS.nextWeek}</span> ›
        </button>
      </div>
      {loading && days.length === 0 ? (
        <div className="mt-4">
          <Spinner label={TEXTS.loading} />
        </div>
      ) : open.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-surface-1 p-4 text-sm text-muted">{TEXTS.noTimesThisWeek}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {open.map((day) => (
            <li key={day.date} className="rounded-2xl bg-surface-1 p-4">
              <h4 className="text-sm font-semibold text-ink first-letter:uppercase">
                {weekdayName(day.date)} {dayMonth(day.date)}
              </h4>
              <div className="mt-3 flex flex-wrap gap-2">
                {day.availableSlots.map((time) => (
                  <button
                    key={time}
                    type="button"
                    onClick={() => dispatch({ type: 'chooseTime', timeSlot: `${day.date}T${time}`, isFullDay: false })}
                    className="min-h-11 min-w-16 rounded-xl border border-line bg-surface px-3 text-sm font-semibold text-ink tabular-nums hover:border-accent hover:text-accent focus-visible:outline-3 focus-visible:outline-accent"
                  >
                    <span className="sr-only">{shortDay(day.date)} kl. </span>
                    {time}
                  </button>
                ))}
                {day.allDaySlotAvailable ? (
                  <button
                    type="button"
                    onClick={() => dispatch({ type: 'chooseTime', timeSlot: `${day.date}T08:00`, isFullDay: true })}
                    className="min-h-11 rounded-xl border border-dashed border-accent/60 bg-surface px-3 text-sm font-semibold text-accent hover:border-accent focus-visible:outline-3 focus-visible:outline-accent"
                  >
                    <span className="sr-only">{shortDay(day.date)}: </span>
                    {TEXTS.allDay}
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** What the booking sends: the contact details trimmed, the chosen workshop and time, the car and its services. */
function bookingPayload(state: BookingState, values: ContactValues): BookingPayload {
  const location = state.location!
  return {
    customer: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: compactPhoneNumber(values.phone),
      email: values.email.trim(),
    },
    freeText: values.message.trim(),
    departmentId: location.departmentId,
    timeSlot: location.timeSlot!,
    isFullDay: location.isFullDay,
    registrationNumber: state.car!.registrationNumber,
    mileage: state.mileage && state.mileage > 0 ? state.mileage : DEFAULT_MILEAGE,
    serviceOfferingRequests: Object.values(state.services).map((service) => ({
      kobraId: service.kobraId,
      ...(service.units !== null ? { unitsSelected: service.units } : {}),
      ...(service.userInput ? { userInput: service.userInput.trim() } : {}),
    })),
  }
}

/** The contact details, checked as they are left and on submit, and the booking sent with them. */
function useContactForm(state: BookingState, dispatch: WorkshopStepProps['dispatch']) {
  const [values, setValues] = useState<ContactValues>(emptyContact)
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<BookingRefusal | null>(null)
  const errors = contactErrors(values)
  const form = useRef<HTMLFormElement>(null)

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    maxLength: CONTACT_LIMITS[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: submitted || touched[name] ? errors[name] : undefined,
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (Object.keys(errors).length > 0) {
      // The fields are marked invalid only by the next render: the first one with an error is found by its name.
      const first = (Object.keys(emptyContact) as ContactField[]).find((name) => errors[name])
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    setBusy(true)
    setFailure(null)
    trackSubmit()
    const services = Object.values(state.services)
    const answer = await postBooking(bookingPayload(state, values))
    setBusy(false)
    if (!answer.ok) {
      setFailure(answer)
      trackError(answer.code ?? 'booking_failed')
      return
    }
    const sum = totals(state.services)
    trackPurchase(answer.value.id, sum.total, services)
    dispatch({
      type: 'booked',
      confirmation: {
        id: answer.value.id,
        registrationNumber: answer.value.registrationNumber,
        total: sum.total,
        discount: sum.discount,
        hasUnknownPrice: sum.hasUnknownPrice,
        customerName: values.firstName.trim(),
        email: values.email.trim(),
      },
    })
  }

  return { form, values, field, submit, busy, failure }
}

function ContactForm({ state, dispatch }: { state: BookingState; dispatch: WorkshopStepProps['dispatch'] }) {
  const { form, values, field, submit, busy, failure } = useContactForm(state, dispatch)
  return (
    <form ref={form} onSubmit={submit} noValidate className="mt-8 border-t border-line pt-8">
      <h3 className="font-heading text-lg [font-weight:var(--fc-heading-weight)] text-ink">{TEXTS.contactHeading}</h3>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField {...field('firstName')} label={TEXTS.firstName} required autoComplete="given-name" />
        <TextField {...field('lastName')} label={TEXTS.lastName} required autoComplete="family-name" />
        <TextField {...field('phone')} label={TEXTS.phone} type="tel" required autoComplete="tel" inputMode="tel" />
        <TextField {...field('email')} label={TEXTS.email} type="email" required autoComplete="email" />
        <TextField
          {...field('message')}
          label={TEXTS.message}
          optionalLabel={TEXTS.optional}
          rows={2}
          hint={`${values.message.length}/${FREE_TEXT_MAX_LENGTH}`}
          className="sm:col-span-2"
        />
      </div>
      <div className="mt-6">
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className="button button-primary w-full disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto sm:min-w-52"
        >
          {busy ? <Spinner /> : null}
          {busy ? TEXTS.booking : TEXTS.book}
        </button>
        {failure ? <ErrorText>{failure.message}</ErrorText> : null}
        {failure?.code === 'CarAlreadyBooked' ? <ChangeExisting conflict={failure.conflict ?? null} /> : null}
      </div>
    </form>
  )
}

/**
 * Under a booking refused because the car is booked then: how to change that booking, and a button that sends its
 * change link again — to the address that booking was made with (the visitor here may not be its owner).
 */
function ChangeExisting({ conflict }: { conflict: string | null }) {
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<boolean | null>(null)
  const send = async () => {
    if (!conflict || sending) return
    setSending(true)
    const done = await postChangeLink(conflict)
    setSending(false)
    setSent(done)
    if (!done) trackError('change_link_failed')
  }
  return (
    <div className="mt-4 max-w-prose rounded-2xl bg-surface-1 p-4 text-sm text-ink ring-1 ring-line">
      <p>{TEXTS.changeExisting}</p>
      {conflict && sent !== true ? (
        <button
          type="button"
          onClick={send}
          aria-disabled={sending || undefined}
          className="button button-ghost mt-3 min-h-10 px-5 py-2 text-sm aria-disabled:cursor-wait"
        >
          {sending ? <Spinner /> : null}
          {TEXTS.sendChangeLink}
        </button>
      ) : null}
      <div aria-live="polite">
        {sent === true ? (
          <p role="status" className="mt-3 font-semibold text-[#17603a]">
            {TEXTS.changeLinkSent}
          </p>
        ) : null}
        {sent === false ? <ErrorText>{TEXTS.servicesFailed}</ErrorText> : null}
      </div>
    </div>
  )
}

/** Step 4 (spec 3 §2.1): the workshop (nearest or first free time first), the time, then the contact details and Book. */
export function WorkshopStep(props: WorkshopStepProps) {
  const { state, dispatch } = props
  const location = state.location
  const departmentId = location?.departmentId ?? null
  const registrationNumber = state.car?.registrationNumber ?? ''
  const mileage = state.mileage && state.mileage > 0 ? state.mileage : DEFAULT_MILEAGE
  const codes = codesOf(state).join(',')

  useEffect(() => {
    // The pricing refresh (spec 3 §7): the summary shows the chosen workshop's prices; on failure the medians stay.
    if (!departmentId || !registrationNumber || !codes) return
    let cancelled = false
    void fetchPrices(registrationNumber, mileage, departmentId, codes.split(',')).then((answer) => {
      if (!cancelled && answer.ok) dispatch({ type: 'repriced', departmentId, prices: answer.value.serviceOfferings })
    })
    return () => {
      cancelled = true
    }
  }, [departmentId, registrationNumber, mileage, codes, dispatch])

  if (!location) return <WorkshopList {...props} />
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3 rounded-2xl bg-surface p-4 ring-1 ring-line">
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">{TEXTS.chooseWorkshop}</p>
          <p className="mt-1 font-semibold text-ink">{location.siteName}</p>
          <p className="text-sm text-muted">{location.address}</p>
        </div>
        <button
          type="button"
          onClick={() => dispatch({ type: 'clearWorkshop' })}
          className="rounded-full px-3 py-2 text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          {TEXTS.change}
          <span className="sr-only"> verkstad</span>
        </button>
      </div>
      {location.timeSlot ? (
        <>
          <div className="mt-3 flex flex-wrap items-start justify-between gap-3 rounded-2xl bg-surface p-4 ring-1 ring-line">
            <div>
              <p className="text-xs font-semibold tracking-wide text-muted uppercase">{TEXTS.chooseTime}</p>
              <p className="mt-1 font-semibold text-ink first-letter:uppercase">{slotText(location.timeSlot, location.isFullDay)}</p>
            </div>
            <button
              type="button"
              onClick={() => dispatch({ type: 'clearTime' })}
              className="rounded-full px-3 py-2 text-sm font-semibold text-accent underline-offset-4 hover:underline"
            >
              {TEXTS.change}
              <span className="sr-only"> tid</span>
            </button>
          </div>
          <ContactForm state={state} dispatch={dispatch} />
        </>
      ) : (
        <div className="mt-6">
          <h3 className="mb-3 font-heading text-lg [font-weight:var(--fc-heading-weight)] text-ink">{TEXTS.chooseTime}</h3>
          <TimePicker state={state} dispatch={dispatch} />
        </div>
      )}
    </div>
  )
}
