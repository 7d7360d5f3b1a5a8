'use client'

import { useState } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

import { fillText } from '@/lib/fill-text'

import { carCardImage, carDetailHref, formatMoney } from '../car-card'
import {
  COMPARE_COLUMN_WIDTH,
  compareRows,
  compareShareUrl,
  cutTooltip,
  removeCompared,
  withModal,
  type CompareCar,
  type CompareRow,
} from '../compare'
import { type CarListTexts } from '../texts'
import { compareState, updateCompare, useCompare, type CompareContext } from './compare-store'
import { CrossIcon } from './icons'

type Row = { key: string; label: keyof CarListTexts; value: (car: CompareCar, money: (amount: number) => string) => string }

/** The table's rows, in order; a row no car has a value for is left out. */
const ROWS: Row[] = [
  {
    key: 'price',
    label: 'comparePrice',
    value: (car, money) => money(car.car_campaign_price > 0 ? car.car_campaign_price : car.car_price),
  },
  {
    key: 'monthly',
    label: 'compareMonthly',
    value: (car, money) =>
      car.car_loan_monthly_cost
        ? money(car.car_loan_monthly_cost)
        : car.car_privateleasing_monthly_cost
          ? money(car.car_privateleasing_monthly_cost)
          : '',
  },
  { key: 'year', label: 'compareYear', value: (car) => String(car.car_year) },
  { key: 'mileage', label: 'compareMileage', value: (car) => car.car_mileage_text },
  { key: 'fuel', label: 'compareFuel', value: (car) => car.car_fuel },
  { key: 'gearbox', label: 'compareGearbox', value: (car) => car.car_gearbox },
  { key: 'body', label: 'compareBody', value: (car) => car.car_body },
  { key: 'drive', label: 'compareDrive', value: (car) => car.car_drive ?? '' },
  { key: 'color', label: 'compareColor', value: (car) => car.car_color ?? '' },
  { key: 'power', label: 'comparePower', value: (car) => car.car_power_text ?? '' },
  { key: 'acceleration', label: 'compareAcceleration', value: (car) => car.car_acceleration_text ?? '' },
  { key: 'consumption', label: 'compareConsumption', value: (car) => car.car_fuel_consumption_text ?? '' },
  { key: 'emission', label: 'compareEmission', value: (car) => car.car_emission_text ?? '' },
  { key: 'range', label: 'compareRange', value: (car) => car.wltp_electric_range_text ?? '' },
  { key: 'battery', label: 'compareBattery', value: (car) => car.battery_size_text ?? '' },
  { key: 'doors', label: 'compareDoors', value: (car) => (car.car_doors ? String(car.car_doors) : '') },
  { key: 'seats', label: 'compareSeats', value: (car) => (car.car_seats ? String(car.car_seats) : '') },
  { key: 'site', label: 'compareSite', value: (car) => car.car_site_name ?? '' },
  { key: 'equipment', label: 'compareEquipment', value: (car) => (car.car_equipment ?? []).join(', ') },
]

/** Rows whose text can run long show it cut at 288 characters, with the whole text as the cell's tooltip. */
const LONG_ROWS = new Set(['equipment'])

/**
 * The full-screen comparison (spec 2 §2 "Compare"): the cars side by side in columns min(60vw, 417px) wide,
 * rows whose values differ highlighted, each car removable, and an address to share the view.
 */
export function CompareModal({ context }: { context: CompareContext }) {
  const compare = useCompare()
  const [copied, setCopied] = useState(false)
  const { texts, locale } = context
  const rows = compareRows(
    compare.cars,
    ROWS.map((row) => ({
      key: row.key,
      label: texts[row.label],
      value: (car: CompareCar) => row.value(car, (amount) => formatMoney(amount, car.car_price_currency, locale)),
    })),
  )

  async function share() {
    const url = compareShareUrl(window.location.href, compareState())
    try {
      await navigator.clipboard.writeText(url)
    } catch {
      window.history.replaceState(window.history.state, '', url)
    }
    setCopied(true)
  }

  return (
    <ModalOverlay
      isOpen={compare.modal}
      isDismissable
      onOpenChange={(open) => updateCompare((state) => withModal(state, open))}
      className="fixed inset-0 z-50 bg-black/50"
    >
      <Modal className="h-full w-full bg-surface outline-none">
        <Dialog data-compare-modal="" className="flex h-full flex-col outline-none">
          {({ close }) => (
            <>
              <CompareHeader texts={texts} copied={copied} onShare={share} onClose={close} />
              <p className="px-5 pt-3 text-sm text-muted md:px-8">
                <span className="mr-2 inline-block h-3 w-3 rounded-sm bg-accent/15 align-middle ring-1 ring-accent/40" aria-hidden="true" />
                {texts.compareDiffers}
              </p>
              <div className="flex-1 overflow-auto px-5 pb-8 md:px-8">
                <CompareTable cars={compare.cars} rows={rows} context={context} />
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

type CompareHeaderProps = { texts: CarListTexts; copied: boolean; onShare: () => void; onClose: () => void }

function CompareHeader({ texts, copied, onShare, onClose }: CompareHeaderProps) {
  return (
    <header className="flex items-center gap-x-6 gap-y-1 border-b border-line py-3 pl-5 pr-3 md:py-4 md:pl-8 md:pr-6">
      <div className="mr-auto flex flex-col gap-x-6 gap-y-0.5 sm:flex-row sm:items-baseline">
        <Heading slot="title" className="text-xl md:text-2xl">
          {texts.compareTitle}
        </Heading>
        <button type="button" onClick={onShare} className="self-start text-sm font-semibold text-accent underline-offset-4 hover:underline">
          {copied ? texts.compareCopied : texts.compareShare}
        </button>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={texts.carListClose}
        className="grid h-11 w-11 shrink-0 place-items-center rounded-full text-ink hover:bg-surface-1"
      >
        <CrossIcon size={22} />
      </button>
    </header>
  )
}

type CompareTableProps = { cars: CompareCar[]; rows: CompareRow[]; context: CompareContext }

/** A column per car, headed by its picture and name; a row per value, those that differ marked. */
function CompareTable({ cars, rows, context }: CompareTableProps) {
  const { texts } = context
  return (
    <table
      className="mt-3 border-separate border-spacing-0 text-left text-sm"
      style={{ ['--compare-column' as string]: COMPARE_COLUMN_WIDTH }}
    >
      <caption className="sr-only">{texts.compareTitle}</caption>
      <thead>
        <tr>
          <td className="sticky left-0 z-10 bg-surface" />
          {cars.map((car) => (
            <CarColumnHead key={car.car_id} car={car} context={context} />
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-differs={row.differs ? '' : undefined} className={row.differs ? 'bg-accent/10' : ''}>
            <th scope="row" className="sticky left-0 z-10 whitespace-nowrap border-t border-line bg-surface px-3 py-3 font-semibold">
              {row.label}
            </th>
            {row.values.map((value, index) => {
              const shown = LONG_ROWS.has(row.key) ? cutTooltip(value) : value
              return (
                <td
                  key={index}
                  title={shown !== value ? cutTooltip(value) : undefined}
                  className="w-[var(--compare-column)] max-w-[var(--compare-column)] border-t border-line px-3 py-3 align-top"
                >
                  {shown || '–'}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function CarColumnHead({ car, context }: { car: CompareCar; context: CompareContext }) {
  const { texts } = context
  const image = carCardImage(car.car_primary_image)
  const name = `${car.car_brand} ${car.car_model}`
  return (
    <th
      scope="col"
      className="w-[var(--compare-column)] min-w-[var(--compare-column)] max-w-[var(--compare-column)] p-3 align-top font-normal"
    >
      <div className="relative overflow-hidden rounded-xl bg-surface-2">
        {image ? (
          <img
            src={image.src}
            srcSet={image.srcSet ?? undefined}
            sizes={COMPARE_COLUMN_WIDTH}
            alt=""
            width={640}
            height={360}
            className="aspect-[16/10] w-full object-cover"
          />
        ) : (
          <div className="aspect-[16/10]" />
        )}
        <button
          type="button"
          onClick={() => updateCompare((state) => removeCompared(state, car.car_id))}
          aria-label={fillText(texts.compareRemove, { car: name })}
          title={fillText(texts.compareRemove, { car: name })}
          className="absolute right-2 top-2 grid h-9 w-9 place-items-center rounded-full bg-white/90 text-ink shadow ring-1 ring-black/10 hover:bg-white"
        >
          <CrossIcon size={16} />
        </button>
      </div>
      <a
        href={carDetailHref(context.detailBase, car)}
        className="mt-3 block text-base font-bold text-ink underline-offset-4 hover:underline"
      >
        {name}
      </a>
      <span className="block text-muted">{car.car_version}</span>
    </th>
  )
}
