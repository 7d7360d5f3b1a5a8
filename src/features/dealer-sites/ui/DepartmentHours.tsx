'use client'

import { useEffect, useState } from 'react'

import type { OpeningSchedule } from '../dealer-site'
import { openNow, todaysHours, todaysRow, upcomingDeviations, vacationActive } from '../opening-hours'
import type { DealerSiteTexts } from '../texts'

type Props = {
  schedule: OpeningSchedule
  timeZone: string
  locale: string
  /** The moment the server drew the page (ms): the first render in the browser shows the same, then its own clock. */
  renderedAt: number
  texts: Pick<DealerSiteTexts, 'siteOpeningHours' | 'siteToday' | 'siteOpenNow' | 'siteClosedNow' | 'siteDeviations' | 'siteVacationPeriod'>
  headingId: string
}

const MINUTE = 60_000

function formatDate(iso: string, locale: string, options: { weekday?: boolean; year?: boolean } = {}): string {
  const date = new Date(`${iso}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', ...(options.weekday ? { weekday: 'long' } : {}), ...(options.year ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(date)
}

/**
 * A department's opening hours in the site's time zone: the week with today marked, 'open now' or 'closed now',
 * the vacation notice while a vacation period is active and the coming deviation days. Drawn on the server for
 * the moment of the request; in the browser it follows the clock (every minute), so a page kept open, or served
 * from a cache, stays right.
 */
export function DepartmentHours({ schedule, timeZone, locale, renderedAt, texts, headingId }: Props) {
  const [now, setNow] = useState(renderedAt)
  useEffect(() => {
    setNow(Date.now())
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE)
    return () => window.clearInterval(timer)
  }, [])
  const moment = new Date(now)
  const open = openNow(schedule, moment, timeZone)
  const today = todaysHours(schedule, moment, timeZone)
  const row = todaysRow(schedule, moment, timeZone)
  const vacation = vacationActive(schedule, moment, timeZone)
  const deviations = upcomingDeviations(schedule.deviationdays, moment, timeZone)
  const overridden = today && today.source !== 'week'

  return (
    <div className="flex flex-col gap-4">
      {vacation ? (
        <div data-vacation-notice="" role="note" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          <p className="font-semibold">{schedule.vacationtitle}</p>
          <p className="text-sm">
            {texts.siteVacationPeriod.replace('{start}', formatDate(schedule.vacationstart, locale, { year: true })).replace('{end}', formatDate(schedule.vacationend, locale, { year: true }))}
          </p>
        </div>
      ) : null}
      <div>
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h4 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-muted">
            {texts.siteOpeningHours}
          </h4>
          {open === null ? null : (
            <span
              data-open-now={open ? 'open' : 'closed'}
              className={[
                'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold',
                open ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200' : 'bg-surface-2 text-ink ring-1 ring-line',
              ].join(' ')}
            >
              <span aria-hidden="true" className={['h-2 w-2 rounded-full', open ? 'bg-emerald-600' : 'bg-muted'].join(' ')} />
              {open ? texts.siteOpenNow : texts.siteClosedNow}
            </span>
          )}
        </div>
        <table className="w-full text-[0.9375rem]" aria-labelledby={headingId}>
          <tbody>
            {schedule.openinghours.map((line, index) => {
              const isToday = index === row
              return (
                <tr key={`${line.day}-${index}`} data-today={isToday ? '' : undefined} className={isToday ? 'font-semibold text-ink' : 'text-ink/85'}>
                  <th scope="row" className="py-1.5 pr-4 text-left font-[inherit]">
                    {line.day}
                    {isToday ? <span className="ml-2 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-ink">{texts.siteToday}</span> : null}
                  </th>
                  <td className="py-1.5 text-right tabular-nums">{isToday && overridden ? <s className="text-muted">{line.displayText}</s> : line.displayText}</td>
                </tr>
              )
            })}
            {overridden ? (
              <tr data-today-override="" className="font-semibold text-ink">
                <th scope="row" className="py-1.5 pr-4 text-left font-[inherit]">
                  {texts.siteToday}
                </th>
                <td className="py-1.5 text-right tabular-nums">{today.displayText}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {deviations.length ? (
        <details className="group rounded-xl bg-surface-2 px-4 py-3 text-sm">
          <summary className="cursor-pointer font-semibold text-ink marker:text-muted">{texts.siteDeviations}</summary>
          <ul className="mt-2 flex flex-col gap-1">
            {deviations.map((day) => (
              <li key={day.day} className="flex justify-between gap-4">
                <span>{formatDate(day.day, locale, { weekday: true })}</span>
                <span className="tabular-nums">{day.displayText}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  )
}
