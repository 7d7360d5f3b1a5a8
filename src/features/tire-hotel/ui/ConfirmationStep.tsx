'use client'

import type { ReactNode } from 'react'

import { CheckMark } from '@/features/service-booking/ui/parts'

import type { TireHotelConfirmation } from '../contract'
import { appointmentText } from '../format'
import { InlineLink, Plate, StepHeading, telHref } from './parts'
import { StarRating } from './StarRating'
import { TEXTS } from './texts'

type Props = { confirmation: TireHotelConfirmation; regNo: string; onRate: (rating: number, comment: string) => Promise<void>; onOverview: () => void }

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-ink">{children}</dd>
    </div>
  )
}

/** Confirmation (spec 3 §2.5): the booking's summary and the rating. */
export function ConfirmationStep({ confirmation, regNo, onRate, onOverview }: Props) {
  const { workshop } = confirmation
  return (
    <div>
      <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-[#e5f3ea] text-[#1d5e36]">
        <CheckMark className="size-7" />
      </span>
      <div className="mt-5">
        <StepHeading>{TEXTS.confirmationHeading}</StepHeading>
      </div>
      {confirmation.customerBase.email ? <p className="mt-2 max-w-prose text-muted">{TEXTS.confirmationIntro(confirmation.customerBase.email)}</p> : null}
      <p className="mt-6 text-xl font-semibold text-ink first-letter:uppercase sm:text-2xl">
        {appointmentText(confirmation.appointmentTime, confirmation.isFullDay)}
        {confirmation.isFullDay ? <span className="mt-1 block text-base font-normal text-muted">{TEXTS.workshopReturns}</span> : null}
      </p>
      <dl className="mt-6 divide-y divide-line border-y border-line">
        <Row label={TEXTS.reference}>
          <span className="font-mono font-semibold">{confirmation.bookingConfirmationId}</span>
        </Row>
        {confirmation.services.length > 0 ? <Row label={TEXTS.service}>{confirmation.services.map((service) => service.name).join(', ')}</Row> : null}
        <Row label={TEXTS.car}>
          <Plate regNo={regNo} />
        </Row>
        <Row label={TEXTS.workshop}>
          <span className="block font-semibold">{workshop.name}</span>
          {workshop.address ? <span className="block text-sm text-muted">{workshop.address}</span> : null}
          <span className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {workshop.phoneNumber ? <InlineLink href={telHref(workshop.phoneNumber)}>{workshop.phoneNumber}</InlineLink> : null}
            {workshop.email ? <InlineLink href={`mailto:${workshop.email}`}>{workshop.email}</InlineLink> : null}
          </span>
        </Row>
        {confirmation.freeText ? <Row label={TEXTS.yourComment}>{confirmation.freeText}</Row> : null}
      </dl>
      <div className="mt-8">
        <StarRating onSend={onRate} />
      </div>
      <div className="mt-8">
        <button type="button" onClick={onOverview} className="button button-ghost w-full sm:w-auto">
          {TEXTS.toOverview}
        </button>
      </div>
    </div>
  )
}
