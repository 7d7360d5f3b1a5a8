'use client'

import { useEffect, useId, useState } from 'react'
import { Checkbox, CheckboxGroup, Label, Radio, RadioGroup } from 'react-aria-components'

import type { ServiceCategory, ServiceOffering } from '../catalogue'
import { FREE_TEXT_MAX_LENGTH, MAX_MILEAGE } from '../booking-rules'
import { formatSek } from '../money'
import { fetchCategories } from './api'
import { trackError } from './analytics'
import { CategoryIcon, CheckMark, ErrorText, Price, Spinner } from './parts'
import type { BookingAction, BookingState, SelectedService } from './state'
import { servicesComplete } from './state'
import { TEXTS } from './texts'

type OfferingsStepProps = {
  kind: 'service' | 'addon'
  state: BookingState
  dispatch: (action: BookingAction) => void
  contactEmail: string | null
  onContinue: (chosen: boolean) => void
  /** Add-ons: nothing to offer (or failed to load): the flow skips the step. */
  onNothingToOffer?: () => void
}

function entryOf(offering: ServiceOffering, category: ServiceCategory, type: 'service' | 'addon'): SelectedService {
  return {
    code: offering.code,
    kobraId: offering.kobraId,
    name: offering.name,
    price: offering.price,
    priceKnown: offering.priceKnown,
    priceDiscount: offering.priceDiscount,
    category: category.name,
    icon: category.icon,
    unit: offering.unitPrice?.unit ?? null,
    unitAbbreviation: offering.unitPrice?.unitAbbreviation ?? null,
    units: offering.unitPrice ? offering.unitPrice.minimum : null,
    type,
    userInput: '',
    requiresMileage: offering.requiresMileage,
    allowUserInput: offering.allowUserInput,
  }
}

const CARD =
  'group relative flex cursor-pointer items-start gap-3 rounded-2xl border border-line bg-surface p-4 outline-none transition-colors hover:border-muted data-[selected]:border-accent data-[selected]:bg-accent/5 data-[selected]:shadow-[inset_0_0_0_1px_var(--fc-accent)] data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-accent data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60'

function OfferingText({ offering }: { offering: ServiceOffering }) {
  return (
    <span className="min-w-0 flex-1">
      <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-semibold text-ink">{offering.name}</span>
        <span className="text-right">
          <Price price={offering.price} priceKnown={offering.priceKnown} className="font-semibold text-ink" />
          {offering.unitPrice ? <span className="text-sm text-muted">{offering.unitPrice.postfix}</span> : null}
        </span>
      </span>
      {offering.description ? <span className="mt-1 block text-sm leading-relaxed text-muted">{offering.description}</span> : null}
      {offering.priceDiscount > 0 ? (
        <span className="mt-2 inline-flex items-center gap-1 rounded-full bg-[#e7f5ec] px-2.5 py-0.5 text-xs font-semibold text-[#17603a]">
          −{formatSek(offering.priceDiscount)} med serviceavtal
        </span>
      ) : null}
      {!offering.isAvailable ? (
        <span className="mt-2 block text-sm font-medium text-muted">{TEXTS.notAvailable(offering.name)}</span>
      ) : null}
    </span>
  )
}

function Indicator({ round }: { round: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`mt-0.5 grid size-5 shrink-0 place-items-center border-2 border-muted bg-surface text-accent-ink group-data-[selected]:border-accent group-data-[selected]:bg-accent ${round ? 'rounded-full' : 'rounded-md'}`}
    >
      <CheckMark className="size-3.5 opacity-0 group-data-[selected]:opacity-100" />
    </span>
  )
}

/** What a chosen offering asks for: the mileage of the original service, a message, or how many units. */
function OfferingDetails({
  offering,
  entry,
  state,
  dispatch,
}: {
  offering: ServiceOffering
  entry: SelectedService
  state: BookingState
  dispatch: OfferingsStepProps['dispatch']
}) {
  const id = useId()
  return (
    <div className="mt-3 grid gap-4 rounded-2xl bg-surface-1 p-4 sm:ml-8">
      {offering.requiresMileage ? (
        <div>
          <label htmlFor={`${id}-mileage`} className="block text-sm font-semibold text-ink">
            {TEXTS.mileageLabel} <span className="font-normal text-muted">(mil)</span>
          </label>
          <input
            id={`${id}-mileage`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_MILEAGE}
            value={state.mileage ?? ''}
            onChange={(event) => {
              const value = Number(event.target.value)
              dispatch({
                type: 'mileage',
                mileage:
                  event.target.value === '' || !Number.isFinite(value) ? null : Math.min(MAX_MILEAGE, Math.max(0, Math.round(value))),
              })
            }}
            aria-invalid={!state.mileage || state.mileage <= 0 ? true : undefined}
            aria-describedby={!state.mileage || state.mileage <= 0 ? `${id}-mileage-error` : undefined}
            className="mt-2 block min-h-12 w-full max-w-48 rounded-xl border border-line bg-surface px-4 text-base text-ink"
          />
          {!state.mileage || state.mileage <= 0 ? <ErrorText id={`${id}-mileage-error`}>{TEXTS.mileageRequired}</ErrorText> : null}
        </div>
      ) : null}
      {offering.allowUserInput ? (
        <div>
          <label htmlFor={`${id}-message`} className="block text-sm font-semibold text-ink">
            {TEXTS.messageLabel}
          </label>
          <textarea
            id={`${id}-message`}
            rows={2}
            maxLength={FREE_TEXT_MAX_LENGTH}
            value={entry.userInput}
            onChange={(event) =>
              dispatch({
                type: 'updateService',
                code: offering.code,
                changes: { userInput: event.target.value.slice(0, FREE_TEXT_MAX_LENGTH) },
              })
            }
            aria-invalid={!entry.userInput.trim() ? true : undefined}
            aria-describedby={`${id}-message-count${!entry.userInput.trim() ? ` ${id}-message-error` : ''}`}
            className="mt-2 block w-full resize-y rounded-xl border border-line bg-surface px-4 py-3 text-base text-ink"
          />
          <p id={`${id}-message-count`} className="mt-1 text-right text-xs text-muted tabular-nums">
            {entry.userInput.length}/{FREE_TEXT_MAX_LENGTH}
          </p>
          {!entry.userInput.trim() ? <ErrorText id={`${id}-message-error`}>{TEXTS.messageRequired}</ErrorText> : null}
        </div>
      ) : null}
      {offering.unitPrice ? (
        <div>
          <label htmlFor={`${id}-units`} className="block text-sm font-semibold text-ink">
            Antal ({offering.unitPrice.unit})
          </label>
          <input
            id={`${id}-units`}
            type="number"
            inputMode="numeric"
            min={offering.unitPrice.minimum}
            max={offering.unitPrice.maximum}
            value={entry.units ?? offering.unitPrice.minimum}
            onChange={(event) => {
              const units = Math.min(
                offering.unitPrice!.maximum,
                Math.max(offering.unitPrice!.minimum, Math.round(Number(event.target.value) || offering.unitPrice!.minimum)),
              )
              dispatch({ type: 'updateService', code: offering.code, changes: { units } })
            }}
            className="mt-2 block min-h-12 w-full max-w-32 rounded-xl border border-line bg-surface px-4 text-base text-ink"
          />
        </div>
      ) : null}
    </div>
  )
}

function CategoryGroup({
  category,
  kind,
  state,
  dispatch,
}: {
  category: ServiceCategory
  kind: 'service' | 'addon'
  state: BookingState
  dispatch: OfferingsStepProps['dispatch']
}) {
  const codes = category.offerings.map((offering) => offering.code)
  const chosen = codes.filter((code) => state.services[code])
  const label = (
    <Label className="flex items-center gap-3 font-heading text-base font-semibold text-ink">
      <CategoryIcon icon={category.icon} />
      {category.name}
    </Label>
  )
  const details = (offering: ServiceOffering) => {
    const entry = state.services[offering.code]
    return entry && (offering.requiresMileage || offering.allowUserInput || offering.unitPrice) ? (
      <OfferingDetails offering={offering} entry={entry} state={state} dispatch={dispatch} />
    ) : null
  }
  if (category.selectionType === 'single') {
    return (
      <RadioGroup
        value={chosen[0] ?? null}
        onChange={(code) => {
          const offering = category.offerings.find((candidate) => candidate.code === code)
          if (offering) dispatch({ type: 'toggleService', service: entryOf(offering, category, kind), singleGroup: codes })
        }}
        className="grid gap-3"
      >
        {label}
        {category.offerings.map((offering) => (
          <div key={offering.code}>
            <div
              // A second click (or Space) on the chosen radio deselects it: the group's own change event never fires for it.
              onClickCapture={() => {
                if (state.services[offering.code]) dispatch({ type: 'removeService', code: offering.code })
              }}
              onKeyDownCapture={(event) => {
                if (event.key !== ' ' || !state.services[offering.code]) return
                // Space on a checked radio activates nothing, so it is taken here before the radio sees it.
                event.preventDefault()
                event.stopPropagation()
                dispatch({ type: 'removeService', code: offering.code })
              }}
            >
              <Radio value={offering.code} isDisabled={!offering.isAvailable} className={CARD}>
                <Indicator round />
                <OfferingText offering={offering} />
              </Radio>
            </div>
            {details(offering)}
          </div>
        ))}
      </RadioGroup>
    )
  }
  return (
    <CheckboxGroup
      value={chosen}
      onChange={(values) => {
        const next = new Set(values)
        for (const offering of category.offerings) {
          const has = Boolean(state.services[offering.code])
          if (has !== next.has(offering.code)) dispatch({ type: 'toggleService', service: entryOf(offering, category, kind) })
        }
      }}
      className="grid gap-3"
    >
      {label}
      {category.offerings.map((offering) => (
        <div key={offering.code}>
          <Checkbox value={offering.code} isDisabled={!offering.isAvailable} className={CARD}>
            <Indicator round={false} />
            <OfferingText offering={offering} />
          </Checkbox>
          {details(offering)}
        </div>
      ))}
    </CheckboxGroup>
  )
}

/** Steps 2 and 3 (spec 3 §2.1, §4.1): the services, then the add-ons, priced for the car near the chosen place. */
export function OfferingsStep({ kind, state, dispatch, contactEmail, onContinue, onNothingToOffer }: OfferingsStepProps) {
  const [categories, setCategories] = useState<ServiceCategory[] | null>(null)
  const [failed, setFailed] = useState(false)
  const registrationNumber = state.car?.registrationNumber ?? ''

  useEffect(() => {
    if (!registrationNumber) return
    let cancelled = false
    setCategories(null)
    setFailed(false)
    void fetchCategories(kind === 'service' ? 'services' : 'addons', registrationNumber, state.lat, state.lng).then((answer) => {
      if (cancelled) return
      if (answer.ok && answer.value.serviceOfferingCategories.length > 0) {
        setCategories(answer.value.serviceOfferingCategories)
        return
      }
      if (kind === 'addon') {
        onNothingToOffer?.()
        return
      }
      setFailed(true)
      trackError('services_failed')
    })
    return () => {
      cancelled = true
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a pricing refresh when the car or the place changes (spec 3 §7), not when the parent renders
  }, [kind, registrationNumber, state.lat, state.lng])

  if (failed) {
    return (
      <div>
        <ErrorText>{TEXTS.servicesFailed}</ErrorText>
        <p className="mt-2 text-sm text-muted">
          {contactEmail ? (
            <>
              {TEXTS.contactSuggestion(contactEmail)}{' '}
              <a className="font-semibold text-accent underline" href={`mailto:${contactEmail}`}>
                {contactEmail}
              </a>
            </>
          ) : (
            TEXTS.contactWorkshop
          )}
        </p>
      </div>
    )
  }
  if (!categories) return <Spinner label={TEXTS.loading} />

  const chosenHere = Object.values(state.services).filter((service) => service.type === kind)
  const complete = kind === 'service' ? servicesComplete(state, 'service') : servicesComplete(state, 'addon')
  return (
    <div>
      {kind === 'service' && state.car?.hasServiceAgreement ? (
        <p className="mb-6 flex items-center gap-2 rounded-2xl bg-[#e7f5ec] px-4 py-3 text-sm font-medium text-[#17603a]">
          <CheckMark /> {TEXTS.agreementNote}
        </p>
      ) : null}
      <div className="grid gap-8">
        {categories.map((category) => (
          <CategoryGroup key={category.name} category={category} kind={kind} state={state} dispatch={dispatch} />
        ))}
      </div>
      <p className="mt-6 text-sm text-muted">{TEXTS.medianNote}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {kind === 'addon' && chosenHere.length === 0 ? (
          <button type="button" data-keep-clear="" className="button button-primary w-full sm:w-auto" onClick={() => onContinue(false)}>
            {TEXTS.continueWithoutAddons}
          </button>
        ) : (
          <button
            type="button"
            data-keep-clear=""
            disabled={!complete}
            className="button button-primary w-full disabled:cursor-not-allowed disabled:opacity-50 sm:w-auto"
            onClick={() => onContinue(chosenHere.length > 0)}
          >
            {TEXTS.continue}
          </button>
        )}
      </div>
    </div>
  )
}
