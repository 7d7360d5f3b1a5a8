'use client'

import { useEffect, useRef, useState, type RefObject } from 'react'

import { calculatorAnalytics } from '../calculator-analytics'
import type { CalculationType } from '../uk/engine'
import type { CfdResponse, DefaultResponse, FinanceProductSummary, FinanceQuotation, LegalResponse, ProductParameter } from '../uk/schema'
import { FinanceSlider } from './FinanceSlider'

/** Spec 2 §8. */
export const FINANCE_LOADING_TEXT = 'Loading Finance options...'
export const FINANCE_APOLOGY_TEXT =
  "Sorry, but it looks like we can't get a quote for you right now. Please contact our team for more information about finance offers on this vehicle."

export type FinanceBoxVehicle = {
  /** `car_id` */
  id: string
  /** `car_chassino` */
  vin: string
  /** Cash price in pounds (the campaign price when above 0). */
  price: number
  /** `car_mileage` in miles. */
  mileage: number
  /** `car_regno` */
  registrationNumber: string
  /** `car_firstregistration`, YYYY-MM-DD. */
  firstRegistration: string | null
  isUsed: boolean
}

export type FinanceBoxProps = {
  vehicle: FinanceBoxVehicle
  /** The official dealer key of the car's dealer: `dealerKeyOf(siteFinance, car.car_site_name)`; null shows the apology. */
  dealerKey: string | null
  /** Where the finance calls are (tests point it elsewhere). */
  apiBase?: string
}

type Settings = { term: number; deposit: number; payment: number; mileage: number }
type Panel = { product: FinanceProductSummary; settings: Settings; quotation: FinanceQuotation | null; busy: boolean }

const pounds = (value: number, pence = false) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: pence ? 2 : 0,
    maximumFractionDigits: pence ? 2 : 0,
  }).format(value)
const miles = (value: number) => `${new Intl.NumberFormat('en-GB').format(value)} miles`

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return (await response.json()) as T
}

/**
 * The UK finance box (spec 2 §4, §7): loads the dealer's products for the car, then one panel per product with
 * term, deposit, monthly payment and (PCP) annual mileage sliders. Moving the deposit works out the payment,
 * moving the payment works out the deposit. Each quote shows the FCA representative example, the commission
 * disclosure, its terms, and reserve and part-exchange links carrying the quote reference.
 */
export function FinanceBox({ vehicle, dealerKey, apiBase = '/api/codeweaver' }: FinanceBoxProps) {
  const { state, move, settle } = useFinanceQuotes({ vehicle, dealerKey, apiBase })

  if (state.kind === 'loading') {
    return (
      <p role="status" className="rounded-2xl border border-line bg-surface p-5 text-sm">
        {FINANCE_LOADING_TEXT}
      </p>
    )
  }
  if (state.kind === 'failed') return <p className="rounded-2xl border border-line bg-surface p-5 text-sm">{FINANCE_APOLOGY_TEXT}</p>

  return (
    <div className="flex flex-col gap-4">
      {state.panels.map((panel, index) => (
        <FinancePanel
          key={panel.product.FamilyKey}
          panel={panel}
          apiBase={apiBase}
          move={(change) => move(index, change)}
          settle={(change, calculationType) => settle(index, panel, change, calculationType)}
        />
      ))}
    </div>
  )
}

type FinanceState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; panels: Panel[] }
type PhysicalVehicle = ReturnType<typeof physicalVehicleOf>
/** Where quotes are asked for, for which dealer and car (read when asking: the car's fields can change). */
type QuoteTarget = { apiBase: string; dealerKey: string | null; vehicleId: string; vehicle: RefObject<PhysicalVehicle> }

/**
 * The products and their quotes: asked for once per car and dealer, then a slider moved shows its value at once
 * and, let go, asks for the quote at the new settings (the sliders then follow the quote).
 */
function useFinanceQuotes({ vehicle, dealerKey, apiBase }: Required<Pick<FinanceBoxProps, 'vehicle' | 'dealerKey' | 'apiBase'>>) {
  const [state, setState] = useState<FinanceState>({ kind: 'loading' })
  const physicalVehicle = physicalVehicleOf(vehicle)
  const vehicleRef = useRef(physicalVehicle)
  vehicleRef.current = physicalVehicle

  const analytics = useRef<ReturnType<typeof calculatorAnalytics> | null>(null)
  useEffect(() => {
    analytics.current = calculatorAnalytics('uk_finance')
    return () => analytics.current?.dispose()
  }, [])

  const target: QuoteTarget = { apiBase, dealerKey, vehicleId: vehicle.id, vehicle: vehicleRef }

  useEffect(() => {
    if (!dealerKey) {
      setState({ kind: 'failed' })
      return
    }
    let live = true
    ;(async () => {
      try {
        const panels = await loadPanels(target)
        if (live) setState({ kind: 'ready', panels })
      } catch (error) {
        console.warn('finance quotes unavailable', error)
        if (live) setState({ kind: 'failed' })
      }
    })()
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the products are asked for once per car and dealer
  }, [vehicle.id, dealerKey, apiBase])

  const setPanel = (index: number, change: (panel: Panel) => Panel) =>
    setState((current) =>
      current.kind === 'ready'
        ? { kind: 'ready', panels: current.panels.map((panel, i) => (i === index ? change(panel) : panel)) }
        : current,
    )

  const move = (index: number, change: Partial<Settings>) =>
    setPanel(index, (panel) => ({ ...panel, settings: { ...panel.settings, ...change } }))

  const settle = async (index: number, panel: Panel, change: Partial<Settings>, calculationType: CalculationType) => {
    const settings = { ...panel.settings, ...change }
    analytics.current?.changed({
      product: panel.product.FamilyKey,
      term: settings.term,
      deposit: settings.deposit,
      payment: settings.payment,
      mileage: settings.mileage,
    })
    setPanel(index, (current) => ({ ...current, settings, busy: true }))
    try {
      const quotation = await requestQuote(target, panel.product, settings, calculationType)
      const quote = quotation?.Finance.Quote
      setPanel(index, (current) => ({
        ...current,
        busy: false,
        quotation,
        settings: quote
          ? {
              term: quote.Term,
              deposit: quote.TotalDeposit,
              payment: quote.TotalRegularPayment,
              mileage: quote.AnnualMileage ?? current.settings.mileage,
            }
          : current.settings,
      }))
    } catch (error) {
      console.warn('finance quote failed', error)
      setPanel(index, (current) => ({ ...current, busy: false, quotation: null }))
    }
  }

  return { state, move, settle }
}

/** The car as the finance engine takes it. */
function physicalVehicleOf(vehicle: FinanceBoxVehicle) {
  return {
    Type: 'Car',
    VehicleId: vehicle.id,
    Vin: vehicle.vin,
    Status: vehicle.isUsed ? 'PreOwned' : 'New',
    Price: vehicle.price,
    Mileage: vehicle.mileage,
    RegistrationNumber: vehicle.registrationNumber,
    Country: 'GB',
    FirstRegistration: vehicle.firstRegistration,
  }
}

async function requestQuote(
  { apiBase, dealerKey, vehicleId, vehicle }: QuoteTarget,
  product: FinanceProductSummary,
  settings: Settings,
  calculationType: CalculationType,
): Promise<FinanceQuotation | null> {
  const answer = await postJson<CfdResponse>(`${apiBase}/cfd`, {
    OrganisationIdentifier: { Value: dealerKey },
    VehicleRequests: [
      {
        Id: vehicleId,
        PhysicalVehicle: vehicle.current,
        Parameters: {
          Term: settings.term,
          CashDeposit: settings.deposit,
          RegularPayment: settings.payment,
          AnnualMileage: settings.mileage,
          FinanceProductFamilyKeys: [product.FamilyKey],
          CalculationType: calculationType,
        },
      },
    ],
  })
  return answer.Vehicles[0]?.FinanceQuotations[0] ?? null
}

/** The dealer's products for the car, each with the quote at its default settings. Throws when there are none. */
async function loadPanels(target: QuoteTarget): Promise<Panel[]> {
  const { Products } = await postJson<DefaultResponse>(`${target.apiBase}/default`, {
    PhysicalVehicle: target.vehicle.current,
    OrganisationIdentifier: { Value: target.dealerKey },
  })
  if (Products.length === 0) throw new Error('no finance products')
  return Promise.all(
    Products.map(async (product) => {
      const asked = {
        term: product.Term.Default,
        deposit: product.Deposit.Default,
        payment: product.Payment.Default,
        mileage: product.AnnualMileage?.Default ?? 0,
      }
      const quotation = await requestQuote(target, product, asked, 'ToRegularPayment')
      // The sliders start where the quote is: its payment to the penny.
      const quote = quotation?.Finance.Quote
      const settings = quote
        ? {
            term: quote.Term,
            deposit: quote.TotalDeposit,
            payment: quote.TotalRegularPayment,
            mileage: quote.AnnualMileage ?? asked.mileage,
          }
        : asked
      return { product, settings, quotation, busy: false }
    }),
  )
}

type FinancePanelProps = {
  panel: Panel
  apiBase: string
  move: (change: Partial<Settings>) => void
  settle: (change: Partial<Settings>, calculationType: CalculationType) => void
}

/** One product: its sliders and quote, or the engine's error for it. */
function FinancePanel({ panel, apiBase, move, settle }: FinancePanelProps) {
  const { product, settings } = panel
  const error = panel.quotation?.Finance.Notifications.find((notification) => notification.Type === 'Error')
  const headingId = `finance-${product.FamilyKey}`
  return (
    <section aria-labelledby={headingId} aria-busy={panel.busy} className="rounded-2xl border border-line bg-surface p-5">
      <h3 id={headingId} className="text-lg font-bold">
        {product.Name}
      </h3>
      {error ? (
        <p role="alert" className="mt-3 text-sm">
          {error.Message}
        </p>
      ) : (
        <>
          <div className="mt-4 flex flex-col gap-4">
            <ListSlider
              parameter={product.Term}
              value={settings.term}
              format={(months) => `${months} months`}
              onChange={(term) => move({ term })}
              onChangeEnd={(term) => settle({ term }, 'ToRegularPayment')}
            />
            <RangeParameterSlider
              parameter={product.Deposit}
              value={settings.deposit}
              format={(value) => pounds(value)}
              onChange={(deposit) => move({ deposit })}
              onChangeEnd={(deposit) => settle({ deposit }, 'ToRegularPayment')}
            />
            <RangeParameterSlider
              parameter={product.Payment}
              value={settings.payment}
              quoted={panel.quotation?.Finance.Quote?.TotalRegularPayment}
              format={(value) => pounds(value, true)}
              onChange={(payment) => move({ payment })}
              onChangeEnd={(payment) => settle({ payment }, 'ToCashDeposit')}
            />
            {product.AnnualMileage ? (
              <ListSlider
                parameter={product.AnnualMileage}
                value={settings.mileage}
                format={miles}
                onChange={(mileage) => move({ mileage })}
                onChangeEnd={(mileage) => settle({ mileage }, 'ToRegularPayment')}
              />
            ) : null}
          </div>
          {panel.quotation ? (
            <Quotation quotation={panel.quotation} apiBase={apiBase} />
          ) : (
            <p className="mt-4 text-sm">{FINANCE_APOLOGY_TEXT}</p>
          )}
        </>
      )}
    </section>
  )
}

/** A slider over a list of values (terms, mileages): it moves from one offered value to the next. */
function ListSlider({
  parameter,
  value,
  format,
  onChange,
  onChangeEnd,
}: {
  parameter: ProductParameter
  value: number
  format: (value: number) => string
  onChange: (value: number) => void
  onChangeEnd: (value: number) => void
}) {
  const values = parameter.Values ?? [parameter.Default]
  if (values.length < 2) return null
  const position = Math.max(0, values.indexOf(value))
  return (
    <FinanceSlider
      label={parameter.Locale.DisplayValue}
      value={position}
      min={0}
      max={values.length - 1}
      step={1}
      format={(index) => format(values[index] ?? value)}
      onChange={(index) => onChange(values[index]!)}
      onChangeEnd={(index) => onChangeEnd(values[index]!)}
    />
  )
}

/**
 * A slider over a range (deposit, payment) in whole pounds, clamped at its bounds. Given the `quoted` value (the
 * payment of the quote shown), it writes that value, pence and all, while its handle rests at its whole pound, so
 * its label agrees with the quote beside it.
 */
function RangeParameterSlider({
  parameter,
  value,
  quoted,
  format,
  onChange,
  onChangeEnd,
}: {
  parameter: ProductParameter
  value: number
  quoted?: number
  format: (value: number) => string
  onChange: (value: number) => void
  onChangeEnd: (value: number) => void
}) {
  const min = Math.ceil(parameter.Minimum ?? value)
  const max = Math.floor(parameter.Maximum ?? value)
  if (max <= min) return null
  const clamp = (amount: number) => Math.min(max, Math.max(min, amount))
  const written = quoted === undefined ? format : (shown: number) => format(shown === clamp(Math.round(quoted)) ? quoted : shown)
  return (
    <FinanceSlider
      label={parameter.Locale.DisplayValue}
      value={clamp(value)}
      min={min}
      max={max}
      step={1}
      format={written}
      onChange={onChange}
      onChangeEnd={onChangeEnd}
    />
  )
}

function Quotation({ quotation, apiBase }: { quotation: FinanceQuotation; apiBase: string }) {
  const quote = quotation.Finance.Quote
  const [terms, setTerms] = useState<string | null>(null)
  if (!quote) return null
  const loadTerms = async () => {
    if (terms !== null) return
    try {
      const response = await fetch(`${apiBase}/legal?quoteRef=${encodeURIComponent(quote.QuoteReference)}`)
      setTerms(response.ok ? ((await response.json()) as LegalResponse).TermsAndConditions : FINANCE_APOLOGY_TEXT)
    } catch {
      setTerms(FINANCE_APOLOGY_TEXT)
    }
  }
  return (
    <div className="mt-5" aria-live="polite">
      <p className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-medium">Monthly payment</span>
        <span className="text-2xl font-extrabold tabular-nums">{pounds(quote.TotalRegularPayment, true)}</span>
      </p>
      {quotation.Blocks.map((block) => (
        <div key={block.Title} className="mt-3">
          <h4 className="text-sm font-bold">{block.Title}</h4>
          <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {block.Details.map((detail) => (
              <div key={detail.Label} className="contents">
                <dt>{detail.Label}</dt>
                <dd className="text-right font-semibold tabular-nums">{detail.DisplayValue}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      <p className="mt-3 text-xs text-muted">Quote reference {quote.QuoteReference}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={quote.QuoteActions.Apply} className="rounded-full bg-accent px-4 py-2 text-sm font-semibold text-accent-ink">
          Reserve this car
        </a>
        <a href={quote.QuoteActions.PartExchange} className="rounded-full border border-line px-4 py-2 text-sm font-semibold">
          Value my part exchange
        </a>
      </div>
      <details className="mt-3 text-xs" onToggle={(event) => (event.currentTarget.open ? void loadTerms() : undefined)}>
        <summary className="cursor-pointer font-semibold">Terms and conditions</summary>
        <p className="mt-2 whitespace-pre-line">{terms ?? FINANCE_LOADING_TEXT}</p>
      </details>
      {quotation.Disclosure ? <p className="mt-3 text-xs text-muted">{quotation.Disclosure}</p> : null}
    </div>
  )
}
