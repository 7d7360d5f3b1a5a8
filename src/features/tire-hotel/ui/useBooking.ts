'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'

import type { IsoDate } from '@/lib/iso-date'

import type { TireHotelClient } from '../client'
import type { TireHotelConfirmation, TireHotelVehicle, ValidatedSession } from '../contract'
import { trackBookingFailure, trackFailure } from '../flow-analytics'
import {
  bookingRequest,
  bookingStage,
  bookingWindow,
  canBook,
  CONTACT_LIMITS,
  contactProblems,
  emptyContact,
  type ContactField,
  type ContactValues,
} from '../page-rules'
import { FREE_TEXT_MAX_LENGTH } from '../rules'
import { TEXTS } from './texts'

/**
 * The booking step's data (spec 3 §2.5, §4.3, §5.4, §8): the workshop's free days, the day and time chosen with
 * the day's times, and the contact form and its booking. Each hook answers for one of them.
 */

type Schedule = { client: TireHotelClient; session: ValidatedSession; vehicle: TireHotelVehicle; onExpired: () => void }

/** The free days of the booking window, fetched once per visit to the step. */
export function useFreeDays({ client, session, vehicle, today, onExpired }: Schedule & { today: IsoDate }) {
  const { erpId } = vehicle.location
  const range = bookingWindow(today)
  const [days, setDays] = useState<string[] | null>(null)
  const [daysFailed, setDaysFailed] = useState(false)

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

  return { range, days, daysFailed }
}

/**
 * The day and time chosen, and the chosen day's times. Focus follows the visitor: to the times once a day is
 * chosen, to the form once a time is, and back to the calendar when the day is changed.
 */
export function useSlotChoice({ client, session, vehicle, onExpired, onChange }: Schedule & { onChange: () => void }) {
  const { erpId } = vehicle.location
  const [date, setDate] = useState<IsoDate | null>(null)
  const [times, setTimes] = useState<string[] | null>(null)
  const [timesFailed, setTimesFailed] = useState(false)
  const [time, setTime] = useState<string | null>(null)
  const [calendarFocus, setCalendarFocus] = useState(false)
  const timesHeading = useRef<HTMLHeadingElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const focusNext = useRef<'times' | 'form' | null>(null)

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
    if (focusNext.current === 'form' && stage === 'contact')
      form.current?.querySelector<HTMLInputElement>('input[name="firstName"]')?.focus()
    focusNext.current = null
  }, [stage, date, time])

  const chooseDate = (day: IsoDate) => {
    setDate(day)
    setTimes(null)
    setTimesFailed(false)
    setTime(null)
    onChange()
    focusNext.current = 'times'
  }

  const changeDate = () => {
    setDate(null)
    setTimes(null)
    setTimesFailed(false)
    setTime(null)
    onChange()
    setCalendarFocus(true)
  }

  const chooseTime = (slot: string) => {
    setTime(slot)
    focusNext.current = 'form'
  }

  const changeTime = () => {
    setTime(null)
    onChange()
    focusNext.current = 'times'
  }

  return { date, times, timesFailed, time, stage, calendarFocus, timesHeading, form, chooseDate, changeDate, chooseTime, changeTime }
}

const LABELS: Record<ContactField, string> = {
  firstName: TEXTS.firstName,
  lastName: TEXTS.lastName,
  mobile: TEXTS.mobile,
  email: TEXTS.emailField,
  comment: TEXTS.comment,
}

function problemText(field: ContactField, problem: string | undefined): string | undefined {
  if (!problem) return undefined
  if (problem === 'required') return TEXTS.required(LABELS[field])
  if (problem === 'tooLong') return TEXTS.commentTooLong(FREE_TEXT_MAX_LENGTH)
  return field === 'mobile' ? TEXTS.mobileInvalid : TEXTS.emailInvalid
}

type Slot = { date: IsoDate | null; times: string[] | null; time: string | null }

/** The contact form's values and the booking they make; `setFailure` sets the message beside Book. */
export function useContactBooking({
  client,
  session,
  vehicle,
  onExpired,
  onBooked,
  slot,
  setFailure,
}: Schedule & {
  onBooked: (confirmation: TireHotelConfirmation) => void
  slot: Slot
  setFailure: (failure: string | null) => void
}) {
  const [contact, setContact] = useState<ContactValues>(emptyContact)
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({})
  const [busy, setBusy] = useState(false)
  const bookButton = useRef<HTMLButtonElement>(null)
  const { date, times, time } = slot

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
    const answer = await client.book(session, vehicle.location.erpId, bookingRequest(vehicle.regNo, date, time, contact))
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

  return { field, submit, busy, bookable: canBook({ date, times, time }, contact), bookButton }
}
