'use client'

import { useEffect, useId } from 'react'

import { trackPageImpression } from '@/lib/analytics/page-impression'
import { MAX_NAME_LENGTH, MAX_REGNO_LENGTH, MAX_TEXT_LENGTH, type SellCarOption } from '../form-rules'
import { FormStatus, Honeypot, RadioGroup, SubmitButton, TextField } from './fields'
import { useLeadForm } from './useLeadForm'
import type { PriceInsightTexts } from '@/features/price-insight/texts'
import { InstantValuation } from '@/features/price-insight/ui/InstantValuation'

import {
  EMPTY_SELL_CAR,
  MAX_EMAIL_LENGTH,
  SELL_CAR_FORM_NAME,
  SELL_CAR_PAGE_TYPE,
  sellCarPost,
  sellCarProblems,
  sellCarServerMessage,
  type SellCarField,
  type SellCarTarget,
  type SellCarTexts,
} from '../sell-car'

type Props = SellCarTarget & {
  texts: SellCarTexts
  /** The instant valuation's texts (issue 46). */
  valuationTexts: PriceInsightTexts
  /** The form's accessible name: the block's heading. */
  label?: string
  privacyEditable?: { 'data-editable'?: string }
}

/** The sell-car / trade-in lead form (spec 3 §2.2, §3.2, §5.2). */
export function SellCarLeadForm({ texts, valuationTexts, label, privacyEditable, ...target }: Props) {
  const noteId = useId()
  const form = useSellCarForm(texts, target)

  return (
    <form {...form.formProps} aria-label={label || undefined} aria-describedby={noteId} className="relative">
      <p id={noteId} className="text-sm text-muted">
        {texts.requiredNote}
      </p>

      <CarFieldset form={form} texts={texts} valuationTexts={valuationTexts} locale={target.locale} />

      <div className="mt-8 border-t border-line pt-8">
        <ContactFieldset form={form} texts={texts} />
      </div>

      <Honeypot />

      {form.status === 'success' || form.status === 'error' ? (
        <FormStatus ref={form.statusRef} kind={form.status} className="mt-8">
          {form.status === 'success' ? texts.success : texts.error}
        </FormStatus>
      ) : null}

      <div className="mt-8">
        <SubmitButton busy={form.busy} disabled={form.locked} busyLabel={texts.sending}>
          {texts.submit}
        </SubmitButton>
        {target.privacyNotice ? (
          <p className="mt-4 max-w-prose text-sm leading-relaxed whitespace-pre-line text-muted" {...privacyEditable}>
            {target.privacyNotice}
          </p>
        ) : null}
      </div>
    </form>
  )
}

type SellCarForm = ReturnType<typeof useLeadForm<SellCarField>>

/** The form's values and sending, and the page's impression once its title is there (spec 3 §7). */
function useSellCarForm(texts: SellCarTexts, target: SellCarTarget): SellCarForm {
  const form = useLeadForm({
    formName: SELL_CAR_FORM_NAME,
    initialValues: EMPTY_SELL_CAR,
    normalize: { regno: (value) => value.toUpperCase() },
    validate: (values) => sellCarProblems(values, texts),
    toPost: (values) => sellCarPost(values, target),
    leadType: (values) => values.selectedOption,
    serverFieldMessage: (field) => sellCarServerMessage(field, texts),
  })
  useEffect(() => trackPageImpression(SELL_CAR_PAGE_TYPE), [])
  return form
}

type CarFieldsetProps = { form: SellCarForm; texts: SellCarTexts; valuationTexts: PriceInsightTexts; locale: SellCarTarget['locale'] }

/** The car: registration number and mileage, their instant valuation, and sell or trade in. */
function CarFieldset({ form, texts, valuationTexts, locale }: CarFieldsetProps) {
  const { field } = form
  const option = field('selectedOption')
  return (
    <fieldset className="mt-6 min-w-0">
      <legend className="font-heading text-xl [font-weight:var(--fc-heading-weight)] text-ink">{texts.carLegend}</legend>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('regno')}
          label={texts.regno}
          required
          maxLength={MAX_REGNO_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputClassName="uppercase tracking-wider"
        />
        <TextField {...field('milage')} label={texts.mileage} type="number" required min={0} step={1} inputMode="numeric" />
      </div>
      <InstantValuation
        regNo={form.values.regno}
        mileage={form.values.milage}
        locale={locale}
        texts={valuationTexts}
        disabled={form.locked}
      />
      <RadioGroup<SellCarOption>
        className="mt-6"
        legend={texts.optionLegend}
        name={option.name}
        value={option.value as SellCarOption}
        disabled={option.disabled}
        error={option.error}
        onChange={(value) => form.setValue('selectedOption', value)}
        options={[
          { value: 'sell', label: texts.sell, hint: texts.sellHint },
          { value: 'trade-in', label: texts.tradeIn, hint: texts.tradeInHint },
        ]}
      />
    </fieldset>
  )
}

function ContactFieldset({ form: { field }, texts }: { form: SellCarForm; texts: SellCarTexts }) {
  return (
    <fieldset className="min-w-0">
      <legend className="font-heading text-xl [font-weight:var(--fc-heading-weight)] text-ink">{texts.contactLegend}</legend>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('customerName')}
          label={texts.name}
          required
          maxLength={MAX_NAME_LENGTH}
          autoComplete="name"
          className="sm:col-span-2"
        />
        <TextField
          {...field('customerPhone')}
          label={texts.phone}
          type="tel"
          required
          hint={texts.phoneHint}
          autoComplete="tel"
          inputMode="tel"
        />
        <TextField
          {...field('customerEmail')}
          label={texts.email}
          type="email"
          required
          maxLength={MAX_EMAIL_LENGTH}
          autoComplete="email"
          spellCheck={false}
        />
        <TextField
          {...field('other')}
          label={texts.other}
          optionalLabel={texts.optional}
          hint={texts.otherHint}
          rows={4}
          maxLength={MAX_TEXT_LENGTH}
          className="sm:col-span-2"
        />
      </div>
    </fieldset>
  )
}
