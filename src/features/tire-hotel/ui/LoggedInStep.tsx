'use client'

import type { StoredTire, TireHotelVehicle } from '../contract'
import { tiresToReplace } from '../flow'
import { THREAD_STATUS_REPLACE } from '../rules'
import { packageName, tireDimension, treadDepthText, treadShare } from '../format'
import { ContactLinks, Icon, ICONS, InlineLink, Plate, StepHeading, telHref } from './parts'
import { positionName, TEXTS } from './texts'

type Props = { vehicle: TireHotelVehicle; onBook: () => void; onOtherCar: () => void }

function TireCard({ tire }: { tire: StoredTire }) {
  const { wheel } = tire
  const replace = wheel.threadStatusId === THREAD_STATUS_REPLACE
  const dimension = tireDimension(wheel)
  return (
    <li className={['rounded-2xl border bg-surface p-4', replace ? 'border-[#d9a441] bg-[#fffaf0]' : 'border-line'].join(' ')}>
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{positionName(tire.equipmentPosition)}</p>
      <h5 className="mt-1 font-semibold text-ink">{wheel.name || dimension}</h5>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {dimension ? (
          <div className="contents">
            <dt className="text-muted">{TEXTS.dimension}</dt>
            <dd className="font-medium text-ink tabular-nums">{dimension}</dd>
          </div>
        ) : null}
        {wheel.threadPattern ? (
          <div className="contents">
            <dt className="text-muted">{TEXTS.pattern}</dt>
            <dd className="font-medium text-ink">{wheel.threadPattern}</dd>
          </div>
        ) : null}
        {wheel.threadDepth !== null ? (
          <div className="contents">
            <dt className="text-muted">{TEXTS.treadDepth}</dt>
            <dd className="flex items-center gap-3">
              <span className="font-semibold text-ink tabular-nums">{treadDepthText(wheel.threadDepth)}</span>
              <span aria-hidden="true" className="h-1.5 flex-1 overflow-hidden rounded-full bg-surface-2">
                <span className={['block h-full rounded-full', replace ? 'bg-[#c9820f]' : 'bg-[#2f8a55]'].join(' ')} style={{ width: `${Math.round(treadShare(wheel.threadDepth) * 100)}%` }} />
              </span>
            </dd>
          </div>
        ) : null}
      </dl>
      {wheel.threadStatusMessage ? (
        <p className={['mt-3 flex items-start gap-2 text-sm', replace ? 'font-medium text-[#7a4a00]' : 'text-muted'].join(' ')}>
          <span aria-hidden="true" className={['mt-1.5 size-2 shrink-0 rounded-full', replace ? 'bg-[#c9820f]' : 'bg-[#2f8a55]'].join(' ')} />
          {wheel.threadStatusMessage}
        </p>
      ) : null}
    </li>
  )
}

/** LoggedIn (spec 3 §2.5): the car, Book wheel change, the replacement warning, the stored tires, the service station, the tire package. */
export function LoggedInStep({ vehicle, onBook, onOtherCar }: Props) {
  const worn = tiresToReplace(vehicle)
  const { location } = vehicle
  const carName = [vehicle.brand, vehicle.model].filter(Boolean).join(' ')
  return (
    <div>
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">{TEXTS.vehicleHeading}</p>
      <div className="mt-2 flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <StepHeading>{carName || vehicle.name || vehicle.regNo}</StepHeading>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <Plate regNo={vehicle.regNo} />
            {vehicle.name && vehicle.name !== carName ? <span className="text-sm text-muted">{vehicle.name}</span> : null}
          </div>
        </div>
        <button type="button" onClick={onBook} className="button button-primary w-full shrink-0 sm:w-auto">
          <Icon path={ICONS.calendar} />
          {TEXTS.bookWheelChange}
        </button>
      </div>

      {worn.length > 0 ? (
        <section aria-labelledby="tire-warning-heading" className="mt-7 flex gap-4 rounded-2xl border border-[#e7b75f] bg-[#fff6e5] p-5 text-[#4a3300]">
          <Icon path={ICONS.warning} className="mt-0.5 size-6 text-[#a86400]" />
          <div>
            <h4 id="tire-warning-heading" className="font-semibold">
              {TEXTS.warningHeading}
            </h4>
            <p className="mt-1 text-sm leading-relaxed">{TEXTS.warning(worn.length)}</p>
            {location.phone || location.email ? (
              <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
                {location.phone ? <InlineLink href={telHref(location.phone)}>{location.phone}</InlineLink> : null}
                {location.email ? <InlineLink href={`mailto:${location.email}`}>{location.email}</InlineLink> : null}
              </p>
            ) : null}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="stored-tires-heading" className="mt-8">
        <h4 id="stored-tires-heading" className="flex items-center gap-2 font-heading text-lg [font-weight:var(--fc-heading-weight)] text-ink">
          <Icon path={ICONS.tire} className="size-5 text-accent" />
          {TEXTS.tiresHeading}
        </h4>
        {vehicle.tires.length > 0 ? (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {vehicle.tires.map((tire, index) => (
              <TireCard key={`${tire.equipmentPosition}-${index}`} tire={tire} />
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-muted">{TEXTS.noTires}</p>
        )}
      </section>

      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <section aria-labelledby="station-heading" className="rounded-2xl bg-surface-1 p-5">
          <h4 id="station-heading" className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted uppercase">
            <Icon path={ICONS.pin} className="size-4" />
            {TEXTS.stationHeading}
          </h4>
          <p className="mt-2 font-semibold text-ink">{location.locationName}</p>
          {location.departmentName ? <p className="text-sm text-muted">{location.departmentName}</p> : null}
          <ContactLinks phone={location.phone} email={location.email} className="mt-3 grid gap-1.5" />
        </section>
        <section aria-labelledby="package-heading" className="rounded-2xl bg-surface-1 p-5">
          <h4 id="package-heading" className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted uppercase">
            <Icon path={ICONS.package} className="size-4" />
            {TEXTS.packageHeading}
          </h4>
          <p className="mt-2 font-semibold text-ink">{packageName(vehicle.packageLevel) || vehicle.productId}</p>
          <p className="mt-1 text-sm text-muted">{TEXTS.packageNote}</p>
        </section>
      </div>

      <div className="mt-8 border-t border-line pt-6">
        <button type="button" onClick={onOtherCar} className="button button-ghost w-full sm:w-auto">
          {TEXTS.otherCar}
        </button>
      </div>
    </div>
  )
}
