'use client'

import dynamic from 'next/dynamic'
import { useEffect, useReducer, useRef, useState } from 'react'
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components'

import { trackPageImpression } from '@/lib/analytics/page-impression'
import type { MapTiles } from '@/features/maps/ports'

import { directionsUrl } from '../directions'
import { fetchHasBrand } from './api'
import { BOOKING_PAGE_TYPE } from './analytics'
import { brandStatus } from './brand-notice'
import { CarStep } from './CarStep'
import { slotText } from './format'
import { CheckMark, Spinner, StepCard } from './parts'
import {
  bookingReducer,
  initialBookingState,
  STEP,
  type BookingAction,
  type BookingCar,
  type BookingPlace,
  type BookingState,
} from './state'
import { forgetBooking, loadBooking, saveBooking } from './storage'
import { SummaryPanel, SummarySheet } from './Summary'
import { SummaryContent } from './SummaryContent'
import { TEXTS } from './texts'

/**
 * The later steps in scripts of their own: the page starts with the first step's code only, and fetches the rest
 * as soon as the visitor starts on it (preloadLaterSteps), so each step is there by the time it opens.
 */
const loadOfferingsStep = () => import('./OfferingsStep')
const loadWorkshopStep = () => import('./WorkshopStep')
const StepLoading = () => <Spinner label={TEXTS.loading} />
const OfferingsStep = dynamic(() => loadOfferingsStep().then((module) => module.OfferingsStep), { ssr: false, loading: StepLoading })
const WorkshopStep = dynamic(() => loadWorkshopStep().then((module) => module.WorkshopStep), { ssr: false, loading: StepLoading })

function preloadLaterSteps(): void {
  void loadOfferingsStep().catch(() => {})
  void loadWorkshopStep().catch(() => {})
}

export type ServiceBookingProps = {
  heading: string
  intro: string
  /** Where a visitor can write when the booking cannot help; null when the site names no address. */
  contactEmail: string | null
  externalBookings: Array<{ brand: string; url: string }>
  authorisedBrands: string[]
  damageInspectionUrl: string | null
  tiles: MapTiles
}

const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage)

/** Optional ?lat=&lng= preselect the place (spec 3 §2.1). */
async function placeFromQuery(): Promise<BookingPlace | null> {
  const query = new URLSearchParams(window.location.search)
  const lat = Number(query.get('lat'))
  const lng = Number(query.get('lng'))
  if (!query.get('lat') || !query.get('lng') || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null
  const { waitForPlaces } = await import('./places-client')
  const places = await waitForPlaces()
  const nearest = places?.nearest({ latitude: lat, longitude: lng })
  return nearest ? { ...nearest, latitude: lat, longitude: lng } : null
}

function BookingHeader({ props, car, hasBrand }: { props: ServiceBookingProps; car: BookingCar | null; hasBrand: boolean | null }) {
  return (
    <header className="max-w-3xl">
      <h2 className="font-heading text-title [font-weight:var(--fc-heading-weight)] text-ink">{props.heading}</h2>
      {props.intro ? <p className="mt-3 text-lg leading-relaxed text-muted">{props.intro}</p> : null}
      {car && hasBrand !== null ? (
        <BrandStatus status={brandStatus(car, hasBrand, props.externalBookings)} brand={car.brand} />
      ) : (
        <div className="mt-5 grid gap-3">
          <p className="text-sm text-muted">
            {TEXTS.headerLinks}{' '}
            {props.externalBookings.map((link, index) => (
              <span key={link.brand}>
                {index > 0 ? ', ' : ''}
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-ink underline underline-offset-2 hover:text-accent"
                >
                  {link.brand}
                  <span className="sr-only"> {TEXTS.opensInNewTab}</span>
                </a>
              </span>
            ))}
          </p>
          {props.authorisedBrands.length > 0 ? (
            <Disclosure className="group">
              <Heading level={3} className="text-sm">
                <Button
                  slot="trigger"
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-ink outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-accent"
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="size-4 transition-transform group-data-[expanded]:rotate-90"
                    fill="currentColor"
                  >
                    <path d="M7.3 5.3a1 1 0 0 1 1.4 0l4 4a1 1 0 0 1 0 1.4l-4 4a1 1 0 0 1-1.4-1.4L10.58 10 7.3 6.7a1 1 0 0 1 0-1.4Z" />
                  </svg>
                  {TEXTS.authorisedBrands}
                </Button>
              </Heading>
              <DisclosurePanel>
                <ul className="flex flex-wrap gap-2 pt-1 pb-2">
                  {props.authorisedBrands.map((brand) => (
                    <li key={brand} className="rounded-full bg-surface px-3 py-1 text-sm text-ink ring-1 ring-line">
                      {brand}
                    </li>
                  ))}
                </ul>
              </DisclosurePanel>
            </Disclosure>
          ) : null}
        </div>
      )}
    </header>
  )
}

/**
 * Whether authorised workshops exist for the looked-up car's make (spec 3 §2.1 header); a make not serviced here
 * gets its own booking's link right here, where the message under the form sends the visitor.
 */
function BrandStatus({ status, brand }: { status: ReturnType<typeof brandStatus>; brand: string }) {
  if (!status.link) {
    return (
      <p
        role="status"
        className="mt-5 inline-flex items-center gap-2 rounded-full bg-surface px-4 py-2 text-sm font-medium text-ink ring-1 ring-line"
      >
        {status.authorised ? <CheckMark className="size-4 text-accent" /> : null}
        {status.text}
      </p>
    )
  }
  return (
    <div
      role="status"
      className="mt-5 flex max-w-2xl flex-col gap-4 rounded-2xl bg-surface p-5 ring-1 ring-line sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-ink">
        <span className="font-semibold">{status.text}</span> <span className="text-muted">{TEXTS.ownBookingHint(brand)}</span>
      </p>
      <a href={status.link.url} target="_blank" rel="noopener noreferrer" className="button button-primary shrink-0">
        {TEXTS.ownBooking(status.link.brand)}
        <span className="sr-only"> {TEXTS.opensInNewTab}</span>
      </a>
    </div>
  )
}

function DamagePanel({ url }: { url: string }) {
  return (
    <aside aria-labelledby="damage-heading" className="rounded-3xl bg-brand p-6 text-brand-ink">
      <h2 id="damage-heading" className="font-heading text-lg [font-weight:var(--fc-heading-weight)]">
        {TEXTS.damageHeading}
      </h2>
      <p className="mt-2 text-sm leading-relaxed opacity-90">{TEXTS.damageText}</p>
      <a href={url} target="_blank" rel="noopener noreferrer" className="button button-ghost-contrast mt-4 min-h-10 px-5 py-2 text-sm">
        {TEXTS.damageLink}
        <span className="sr-only"> {TEXTS.opensInNewTab}</span>
      </a>
    </aside>
  )
}

function Confirmation({ state }: { state: BookingState }) {
  const confirmation = state.confirmation!
  const location = state.location
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section
      aria-labelledby="booking-done-heading"
      className="rounded-3xl bg-surface p-6 shadow-[0_18px_50px_-24px_rgb(0_0_0/0.25)] ring-1 ring-black/5 sm:p-10"
    >
      <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-[#e7f5ec] text-[#17603a]">
        <CheckMark className="size-7" />
      </span>
      <p className="mt-5 text-xs font-semibold tracking-wide text-muted uppercase">{TEXTS.step(STEP.confirmation, STEP.confirmation)}</p>
      <h2
        id="booking-done-heading"
        ref={heading}
        tabIndex={-1}
        className="mt-1 font-heading text-title [font-weight:var(--fc-heading-weight)] text-ink outline-none"
      >
        {TEXTS.confirmationStep}
      </h2>
      <p className="mt-3 max-w-prose text-muted">
        Tack {confirmation.customerName}! {TEXTS.confirmationIntro(confirmation.email)}
      </p>
      {location?.timeSlot ? (
        <p className="mt-6 text-xl font-semibold text-ink first-letter:uppercase">{slotText(location.timeSlot, location.isFullDay)}</p>
      ) : null}
      <div className="mt-6 rounded-2xl bg-surface-1 p-5">
        <SummaryContent state={state} />
        <p className="mt-4 text-sm text-muted">
          {TEXTS.reference}: <span className="font-mono font-semibold tracking-wide text-ink">{confirmation.id}</span>
        </p>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        {location ? (
          <a href={directionsUrl(location.address)} target="_blank" rel="noopener noreferrer" className="button button-primary">
            {TEXTS.directions}
            <span className="sr-only"> {TEXTS.opensInNewTab}</span>
          </a>
        ) : null}
        <button
          type="button"
          className="button button-ghost"
          onClick={() => {
            forgetBooking(session())
            window.location.reload()
          }}
        >
          {TEXTS.newBooking}
        </button>
      </div>
    </section>
  )
}

type Dispatch = (action: BookingAction) => void

/**
 * The booking's state, kept in session storage over reloads, and what the header shows of the car looked up:
 * a car whose make no workshop here services is kept beside the state, which only takes a car to book for.
 */
function useServiceBooking() {
  const [state, dispatch] = useReducer(bookingReducer, initialBookingState)
  const [restored, setRestored] = useState(false)
  const [unsupportedBrand, setUnsupportedBrand] = useState<string | null>(null)
  const [lookedUp, setLookedUp] = useState<BookingCar | null>(null)
  const [hasBrand, setHasBrand] = useState<boolean | null>(null)

  useEffect(() => {
    const stored = loadBooking(session())
    // A finished booking is not shown again on a later visit: the flow starts afresh.
    const start = stored.bookingState >= STEP.confirmation ? initialBookingState : stored
    dispatch({ type: 'restore', state: start })
    setRestored(true)
    if (!start.bookingInfo.location) {
      void placeFromQuery().then((place) => place && dispatch({ type: 'place', place }))
    }
  }, [])

  useEffect(() => {
    if (restored) saveBooking(session(), state)
  }, [state, restored])

  // The page's impression, once its title is there (spec 3 §7).
  useEffect(() => trackPageImpression(BOOKING_PAGE_TYPE), [])

  // Once the visitor starts (or comes back to a booking in progress), the later steps' scripts are fetched.
  const started = state.plate !== '' || state.bookingInfo.location !== null || state.bookingState > 0
  useEffect(() => {
    if (started) preloadLaterSteps()
  }, [started])

  const car = state.car ?? lookedUp
  useEffect(() => {
    if (!car) return
    let cancelled = false
    void fetchHasBrand(car.brand).then((answer) => !cancelled && setHasBrand(answer.ok ? answer.value.hasBrand : null))
    return () => {
      cancelled = true
    }
  }, [car])

  return { state, dispatch, restored, unsupportedBrand, setUnsupportedBrand, setLookedUp, car, hasBrand }
}

type ServiceBooking = ReturnType<typeof useServiceBooking>

function CarStepCard({
  booking,
  externalBookings,
}: {
  booking: ServiceBooking
  externalBookings: ServiceBookingProps['externalBookings']
}) {
  const { state, dispatch, setLookedUp, setUnsupportedBrand } = booking
  return (
    <StepCard
      id="booking-step-1"
      step={STEP.car}
      title={TEXTS.carStep}
      open={state.displayState === STEP.car}
      done={Boolean(state.car)}
      summary={
        state.car
          ? `${state.car.registrationNumber} · ${state.car.brand} ${state.car.model} · ${state.bookingInfo.location?.name ?? ''}`
          : undefined
      }
      onReopen={() => dispatch({ type: 'goTo', step: STEP.car })}
    >
      <CarStep
        plate={state.plate}
        place={state.bookingInfo.location}
        onPlate={(plate) => {
          setUnsupportedBrand(null)
          dispatch({ type: 'plate', plate })
        }}
        onPlace={(place) => dispatch({ type: 'place', place })}
        onUnsupported={(found) => {
          setLookedUp(found)
          setUnsupportedBrand(found.brand)
        }}
        onCar={(found, place) => {
          setLookedUp(found)
          setUnsupportedBrand(null)
          dispatch({ type: 'carFound', car: found, place })
        }}
        unsupportedBrand={booking.unsupportedBrand}
        externalBookings={externalBookings}
      />
    </StepCard>
  )
}

/** Steps 2 and 3, the services and the add-ons, each there once the booking has come to it. */
function OfferingsStepCards({ state, dispatch, contactEmail }: { state: BookingState; dispatch: Dispatch; contactEmail: string | null }) {
  const goTo = (step: number) => dispatch({ type: 'goTo', step })
  const services = Object.values(state.services)
  const mainServices = services.filter((service) => service.type === 'service')
  const addons = services.filter((service) => service.type === 'addon')
  return (
    <>
      {state.bookingState >= STEP.services ? (
        <StepCard
          id="booking-step-2"
          step={STEP.services}
          title={TEXTS.servicesStep}
          open={state.displayState === STEP.services}
          done={state.bookingState > STEP.services}
          summary={mainServices.map((service) => service.name).join(', ')}
          onReopen={() => goTo(STEP.services)}
        >
          <OfferingsStep
            kind="service"
            state={state}
            dispatch={dispatch}
            contactEmail={contactEmail}
            onContinue={() => goTo(STEP.addons)}
          />
        </StepCard>
      ) : null}
      {state.bookingState >= STEP.addons ? (
        <StepCard
          id="booking-step-3"
          step={STEP.addons}
          title={TEXTS.addonsStep}
          open={state.displayState === STEP.addons}
          done={state.bookingState > STEP.addons}
          summary={addons.length ? addons.map((service) => service.name).join(', ') : 'Inga tillval'}
          onReopen={() => goTo(STEP.addons)}
        >
          <OfferingsStep
            kind="addon"
            state={state}
            dispatch={dispatch}
            contactEmail={contactEmail}
            onContinue={(chosen) => dispatch({ type: 'addonsDone', chosen })}
            onNothingToOffer={() => dispatch({ type: 'addonsDone', chosen: false })}
          />
        </StepCard>
      ) : null}
    </>
  )
}

function BookingSteps({ props, booking }: { props: ServiceBookingProps; booking: ServiceBooking }) {
  const { state, dispatch } = booking
  return (
    <ol className="grid grid-cols-1 gap-4" aria-busy={!booking.restored || undefined}>
      <CarStepCard booking={booking} externalBookings={props.externalBookings} />
      <OfferingsStepCards state={state} dispatch={dispatch} contactEmail={props.contactEmail} />
      {state.bookingState >= STEP.workshop ? (
        <StepCard
          id="booking-step-4"
          step={STEP.workshop}
          title={TEXTS.workshopStep}
          open={state.displayState === STEP.workshop}
          done={Boolean(state.location?.timeSlot)}
          summary={
            state.location
              ? `${state.location.siteName}${state.location.timeSlot ? ` · ${slotText(state.location.timeSlot, state.location.isFullDay)}` : ''}`
              : undefined
          }
          onReopen={() => dispatch({ type: 'goTo', step: STEP.workshop })}
        >
          <WorkshopStep state={state} dispatch={dispatch} tiles={props.tiles} contactEmail={props.contactEmail} />
        </StepCard>
      ) : null}
    </ol>
  )
}

/** The five-step service booking (spec 3 §2.1, §4.1), its state kept in session storage over reloads. */
export function ServiceBookingApp(props: ServiceBookingProps) {
  const booking = useServiceBooking()
  const { state } = booking
  return (
    <div>
      <BookingHeader props={props} car={booking.car} hasBrand={booking.hasBrand} />
      <div className="mt-8 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {state.confirmation ? <Confirmation state={state} /> : <BookingSteps props={props} booking={booking} />}
        <div className="grid gap-6 lg:sticky lg:top-28">
          <div className="hidden lg:block">
            <SummaryPanel state={state} />
          </div>
          {props.damageInspectionUrl ? <DamagePanel url={props.damageInspectionUrl} /> : null}
        </div>
      </div>
      {state.confirmation ? null : <SummarySheet state={state} />}
    </div>
  )
}
