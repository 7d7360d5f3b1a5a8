'use client'

import type { Dispatch } from 'react'

import { todayIn } from '@/features/leads/form-rules'

import type { TireHotelClient } from '../client'
import type { TireHotelVehicle } from '../contract'
import { currentVehicle, isLoggedIn, type TireHotelAction, type TireHotelFlow, type TireHotelStep } from '../flow'
import { trackBooking } from '../flow-analytics'
import { BookingStep } from './BookingStep'
import { ConfirmationStep } from './ConfirmationStep'
import { LoggedInStep } from './LoggedInStep'
import { LoginStep } from './LoginStep'
import { Icon, ICONS, InlineLink, Plate } from './parts'
import { SearchStep } from './SearchStep'
import { TEXTS } from './texts'
import { useTireHotelApp } from './useTireHotelApp'
import { ValidateStep } from './ValidateStep'

export type TireHotelProps = {
  heading: string
  intro: string
  /** The footer's contact address and the Login step's contact link. */
  /** Where a visitor can write; null when the site names no address. */
  contactEmail: string | null
  /** Where a car without an agreement books its service. */
  serviceBookingPath: string
  /** The site's time zone: today, and so the booking window, are its. */
  timeZone: string
}

/** Search, Login and Validate are finding the agreement; then the car, the time and the confirmation. */
const PHASE: Record<TireHotelStep, number> = { search: 0, login: 0, validate: 0, loggedIn: 1, booking: 2, confirmation: 3 }

function Progress({ step }: { step: TireHotelStep }) {
  const current = PHASE[step]
  return (
    <ol aria-label={TEXTS.progressLabel} className="grid grid-cols-4 gap-2 sm:gap-3">
      {TEXTS.progress.map((label, index) => (
        <li key={label} aria-current={index === current ? 'step' : undefined} className="min-w-0">
          <span
            aria-hidden="true"
            className={['block h-1 rounded-full transition-colors', index <= current ? 'bg-accent' : 'bg-line'].join(' ')}
          />
          <span
            className={['mt-2 block truncate text-xs font-semibold sm:text-sm', index === current ? 'text-ink' : 'text-muted'].join(' ')}
          >
            {label}
          </span>
        </li>
      ))}
    </ol>
  )
}

/** Beside the steps on wide screens: what the login asks for and why it is safe. */
function HowItWorks() {
  return (
    <aside aria-labelledby="tire-hotel-how" className="hidden lg:sticky lg:top-28 lg:mt-9 lg:block">
      <h3 id="tire-hotel-how" className="font-heading text-lg [font-weight:var(--fc-heading-weight)] text-ink">
        {TEXTS.howHeading}
      </h3>
      <ol className="mt-5 grid gap-5">
        {TEXTS.how.map(([title, text], index) => (
          <li key={title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-brand text-sm font-bold text-brand-ink"
            >
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-ink">{title}</p>
              <p className="mt-0.5 text-sm text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-8 rounded-2xl border border-line bg-surface p-5">
        <p className="flex items-center gap-2 font-semibold text-ink">
          <Icon path={ICONS.lock} className="size-5 text-accent" />
          {TEXTS.safeHeading}
        </p>
        <p className="mt-1.5 text-sm text-muted">{TEXTS.safe}</p>
      </div>
    </aside>
  )
}

/** The tire hotel (spec 3 §2.5, §4.3): one embedded block, its steps in memory, its session in the tab's session storage. */
export function TireHotelApp({ heading, intro, contactEmail, serviceBookingPath, timeZone }: TireHotelProps) {
  const { client, flow, dispatch, restored, notice, setNotice, card, act, logout, expired } = useTireHotelApp()
  const vehicle: TireHotelVehicle | null = currentVehicle(flow)
  const loggedIn = isLoggedIn(flow)

  return (
    <div>
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-[0.12em] text-accent-hover uppercase">{TEXTS.eyebrow}</p>
        <h2 className="mt-2 font-heading text-title [font-weight:var(--fc-heading-weight)] text-ink">{heading}</h2>
        {intro ? <p className="mt-3 text-lg leading-relaxed text-muted">{intro}</p> : null}
      </header>

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_17rem] xl:grid-cols-[minmax(0,1fr)_20rem] xl:gap-12">
        <div className="min-w-0">
          <Progress step={flow.step} />
          <div
            ref={card}
            aria-busy={!restored || undefined}
            className="mt-5 overflow-hidden rounded-3xl bg-surface shadow-[0_24px_60px_-30px_rgb(0_0_0/0.35)] ring-1 ring-black/5"
          >
            <div className="px-5 py-7 sm:px-10 sm:py-10">
              <CurrentStep
                client={client}
                flow={flow}
                vehicle={vehicle}
                notice={notice}
                contactEmail={contactEmail}
                serviceBookingPath={serviceBookingPath}
                timeZone={timeZone}
                act={act}
                dispatch={dispatch}
                onFound={() => setNotice(null)}
                onLogout={logout}
                onExpired={expired}
              />
            </div>
            <CardFooter contactEmail={contactEmail} loggedIn={loggedIn} vehicle={vehicle} onLogout={logout} />
          </div>
        </div>
        <HowItWorks />
      </div>
    </div>
  )
}

type CurrentStepProps = {
  client: TireHotelClient
  flow: TireHotelFlow
  vehicle: TireHotelVehicle | null
  notice: string | null
  /** Where a visitor can write; null when the site names no address. */
  contactEmail: string | null
  serviceBookingPath: string
  timeZone: string
  /** A move of the visitor's: the step it leads to gets focus. */
  act: (action: TireHotelAction) => void
  dispatch: Dispatch<TireHotelAction>
  /** A car was found: the notice of an earlier visit goes. */
  onFound: () => void
  onLogout: () => void
  onExpired: () => void
}

/** The step the flow is at, or nothing while its data is missing. */
function CurrentStep({
  client,
  flow,
  vehicle,
  notice,
  contactEmail,
  serviceBookingPath,
  timeZone,
  act,
  dispatch,
  onFound,
  onLogout,
  onExpired,
}: CurrentStepProps) {
  if (flow.step === 'search') {
    return (
      <SearchStep
        client={client}
        initialPlate={flow.customer?.regNo ?? ''}
        serviceBookingPath={serviceBookingPath}
        notice={notice}
        onFound={(customer) => {
          onFound()
          act({ type: 'found', customer })
        }}
      />
    )
  }
  if (flow.step === 'login' && flow.customer) {
    return (
      <LoginStep
        client={client}
        customer={flow.customer}
        contactEmail={contactEmail}
        onCodeSent={(credentials) => act({ type: 'codeSent', credentials })}
        onValidated={(validated) => act({ type: 'validated', validated })}
        onOtherPlate={onLogout}
      />
    )
  }
  if (flow.step === 'validate' && flow.customer && flow.credentials) {
    return (
      <ValidateStep
        client={client}
        customer={flow.customer}
        credentials={flow.credentials}
        onValidated={(validated) => act({ type: 'validated', validated })}
        onCodeSent={(credentials) => dispatch({ type: 'codeSent', credentials })}
        onOtherPlate={onLogout}
      />
    )
  }
  if (flow.step === 'loggedIn' && vehicle)
    return <LoggedInStep vehicle={vehicle} onBook={() => act({ type: 'bookWheelChange' })} onOtherCar={onLogout} />
  if (flow.step === 'booking' && vehicle && flow.validated) {
    return (
      <BookingStep
        client={client}
        session={flow.validated}
        vehicle={vehicle}
        today={todayIn(timeZone)}
        onBack={() => act({ type: 'back' })}
        onBooked={(confirmation) => {
          trackBooking(confirmation)
          act({ type: 'booked', confirmation })
        }}
        onExpired={onExpired}
      />
    )
  }
  if (flow.step === 'confirmation' && flow.confirmation) {
    return (
      <ConfirmationStep
        confirmation={flow.confirmation}
        regNo={vehicle?.regNo ?? flow.customer?.regNo ?? ''}
        onRate={(rating, comment) => client.review({ rating, comment, date: new Date().toISOString() })}
        onOverview={() => act({ type: 'back' })}
      />
    )
  }
  return null
}

type CardFooterProps = { contactEmail: string | null; loggedIn: boolean; vehicle: TireHotelVehicle | null; onLogout: () => void }

/** The card's footer: the contact address, and once logged in the car (when there is one) and Log out. */
function CardFooter({ contactEmail, loggedIn, vehicle, onLogout }: CardFooterProps) {
  return (
    <footer className="flex flex-col gap-3 border-t border-line bg-surface-1 px-5 py-4 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-10">
      {contactEmail ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
          <Icon path={ICONS.mail} className="size-4" />
          <span>{TEXTS.footerQuestion}</span>
          <InlineLink href={`mailto:${contactEmail}`}>{contactEmail}</InlineLink>
        </p>
      ) : (
        <span />
      )}
      {loggedIn ? (
        <div className="flex items-center justify-between gap-4 sm:justify-end">
          {vehicle ? (
            <span className="flex items-center gap-2 text-muted">
              <span className="sr-only">{TEXTS.loggedInAs(vehicle.regNo)}</span>
              <span aria-hidden="true">
                <Plate regNo={vehicle.regNo} />
              </span>
            </span>
          ) : null}
          <button
            type="button"
            onClick={onLogout}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 font-semibold text-ink transition-colors hover:border-ink"
          >
            <Icon path={ICONS.logout} className="size-4" />
            {TEXTS.logout}
          </button>
        </div>
      ) : null}
    </footer>
  )
}
