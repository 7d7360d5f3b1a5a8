'use client'

import { formatSek } from '../money'
import { slotText } from './format'
import { Price } from './parts'
import { linePrice, pricedWorkshop, totals, type BookingState } from './state'
import { TEXTS } from './texts'

/** 'sheet … 80 vh open' (spec 3 §9). */
export const SHEET_OPEN_VH = 80

/** The choices so far (spec 3 §2.1): car, place, services with their prices, workshop and time. */
export function SummaryContent({ state }: { state: BookingState }) {
  const services = Object.values(state.services)
  const sum = totals(state.services)
  const workshop = pricedWorkshop(state)
  return (
    <div className="grid gap-5 text-sm">
      {state.car ? (
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">Bil</p>
          <p className="mt-1 font-semibold text-ink">
            {state.car.brand} {state.car.model} {state.car.buildYear}
          </p>
          <p className="font-mono tracking-widest text-muted">{state.car.registrationNumber}</p>
        </div>
      ) : (
        <p className="text-muted">Ange registreringsnummer och ort för att se priser för din bil.</p>
      )}
      {state.bookingInfo.location ? (
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">Ort</p>
          <p className="mt-1 text-ink">{state.bookingInfo.location.name}</p>
        </div>
      ) : null}
      {services.length > 0 ? (
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">Tjänster</p>
          <ul className="mt-2 grid gap-2">
            {services.map((service) => (
              <li key={service.code} className="flex items-baseline justify-between gap-3">
                <span className="text-ink">
                  {service.name}
                  {service.units !== null ? ` (${service.units} ${service.unitAbbreviation ?? ''})` : ''}
                </span>
                <Price price={linePrice(service)} priceKnown={service.priceKnown} className="text-ink" />
              </li>
            ))}
          </ul>
          {sum.discount > 0 ? (
            <p className="mt-3 flex justify-between gap-3 text-[#17603a]">
              <span>{TEXTS.discount}</span>
              <span className="tabular-nums">−{formatSek(sum.discount)}</span>
            </p>
          ) : null}
          <p className="mt-3 flex items-baseline justify-between gap-3 border-t border-line pt-3 text-base font-semibold text-ink">
            <span>{TEXTS.total}</span>
            <span className="tabular-nums">{formatSek(sum.total)}</span>
          </p>
          <p className="mt-2 text-xs text-muted">{workshop ? TEXTS.workshopPriceNote(workshop) : TEXTS.medianNote}</p>
          {sum.hasUnknownPrice ? <p className="mt-1 text-xs text-muted">{TEXTS.unknownPriceNote}</p> : null}
        </div>
      ) : null}
      {state.location ? (
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">Verkstad</p>
          <p className="mt-1 font-semibold text-ink">{state.location.siteName}</p>
          <p className="text-muted">{state.location.address}</p>
          {state.location.timeSlot ? (
            <p className="mt-1 text-ink first-letter:uppercase">{slotText(state.location.timeSlot, state.location.isFullDay)}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
