// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { axeViolations } from '@/blocks/test-context'
import { ForecourtFinance } from '@/features/finance/uk/forecourt-finance'
import { memoryQuoteStore } from '@/features/finance/uk/quote-store'
import { siteFinanceOf } from '@/features/finance/uk/site-finance'

import { UK_DEALER_FINANCE } from '../../../../scripts/demo/finance-uk'
import { cfdRequestSchema, defaultRequestSchema } from '../uk/schema'
import { FINANCE_APOLOGY_TEXT, FINANCE_LOADING_TEXT, FinanceBox } from './FinanceBox'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const vehicle = {
  id: '3100042',
  vin: 'WBA00000000000042',
  price: 20_000,
  mileage: 21_000,
  registrationNumber: 'NV21 ABC',
  firstRegistration: '2021-03-01',
  isUsed: true,
}
let root: Root | null = null
let requests: Array<{ url: string; body: unknown }> = []

/** The finance calls answered by Forecourt's engine over the demo's UK settings, as the endpoints would. */
function serveFinance() {
  const finance = siteFinanceOf({ key: 'uk-dealer', finance: UK_DEALER_FINANCE })!
  const engine = new ForecourtFinance({
    siteFinance: async (key) => (finance.dealerKeys.some((entry) => entry.dealerKey === key) ? finance : null),
    siteFinanceOfSite: async () => finance,
    store: memoryQuoteStore(),
  })
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    requests.push({ url, body })
    const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } })
    if (url.endsWith('/default')) return json(await engine.products(defaultRequestSchema.parse(body)))
    if (url.endsWith('/cfd')) return json(await engine.quotations(cfdRequestSchema.parse(body)))
    return new Response('{}', { status: 404 })
  })
}

async function mount(dealerKey: string | null) {
  const host = document.body.appendChild(document.createElement('main'))
  root = createRoot(host)
  act(() => root!.render(<FinanceBox vehicle={vehicle} dealerKey={dealerKey} />))
  return host
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)))

beforeEach(() => {
  requests = []
  serveFinance()
})
afterEach(() => {
  if (root) act(() => root!.unmount())
  root = null
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

describe('the UK finance box', () => {
  it('loads, then shows a panel per product with sliders, the representative example, the disclosure and the links', async () => {
    const host = await mount('NVM-LEEDS')
    expect(host.textContent).toBe(FINANCE_LOADING_TEXT)
    await settle()
    const headings = [...host.querySelectorAll('h3')].map((heading) => heading.textContent)
    expect(headings).toEqual(['Personal Contract Purchase', 'Hire Purchase'])
    const pcp = host.querySelector('section')!
    // Term, deposit, payment and annual mileage.
    expect(pcp.querySelectorAll('input[type="range"]')).toHaveLength(4)
    expect(pcp.textContent).toContain('Representative APR9.9% APR')
    expect(pcp.textContent).toContain('Followed by an optional final payment of')
    expect(pcp.textContent).toContain('credit broker')
    const reference = /Quote reference (FQ-[A-Z0-9]{12})/.exec(pcp.textContent!)![1]!
    expect(pcp.querySelector('a')!.getAttribute('href')).toBe(`?quoteRef=${reference}#contact-quote`)
    expect(await axeViolations()).toEqual([])
  })

  it('works the payment out from a new deposit', async () => {
    const host = await mount('NVM-LEEDS')
    await settle()
    const hp = host.querySelectorAll('section')[1]!
    const deposit = [...hp.querySelectorAll('input[type="range"]')].find((input) =>
      input.closest('[class*="flex-col"]')?.textContent?.includes('Deposit'),
    ) as HTMLInputElement
    const before = hp.textContent
    await act(async () => {
      deposit.focus()
      deposit.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }))
      deposit.dispatchEvent(new KeyboardEvent('keyup', { key: 'End', bubbles: true }))
    })
    await settle()
    const last = requests.at(-1)!.body as { VehicleRequests: Array<{ Parameters: { CashDeposit: number; CalculationType: string } }> }
    expect(last.VehicleRequests[0]!.Parameters).toMatchObject({ CashDeposit: 10_000, CalculationType: 'ToRegularPayment' })
    expect(hp.textContent).not.toBe(before)
    expect(hp.textContent).toContain('Deposit£10,000')
  })

  it('writes the quoted monthly payment, to the penny, beside the payment slider', async () => {
    const host = await mount('NVM-LEEDS')
    await settle()
    for (const panel of host.querySelectorAll('section')) {
      const quoted = /Monthly payment(£[\d,]+\.\d{2})/.exec(panel.textContent!)![1]!
      const slider = [...panel.querySelectorAll('input[type="range"]')].find((input) =>
        input.closest('[class*="flex-col"]')?.textContent?.includes('Monthly payment (£)'),
      ) as HTMLInputElement
      expect(slider.closest('[class*="flex-col"]')!.querySelector('output')!.textContent).toBe(quoted)
    }
  })

  it('apologises when no dealer key is known or no product comes back', async () => {
    let host = await mount(null)
    await settle()
    expect(host.textContent).toBe(FINANCE_APOLOGY_TEXT)
    act(() => root!.unmount())
    document.body.innerHTML = ''
    host = await mount('NOBODY')
    await settle()
    expect(host.textContent).toBe(FINANCE_APOLOGY_TEXT)
  })
})
