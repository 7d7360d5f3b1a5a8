import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type * as FinanceEndpoints from '@/app/api/codeweaver/endpoint'
import { importStock } from '@/features/stock/repository'

import { UK_DEALER_FINANCE } from '../../scripts/demo/finance-uk'
import { testCar } from '../helpers/stock-cars'
import { startCms, type TestCms } from './helpers/cms'
import { createSite, createUser } from './helpers/fixtures'

/**
 * The UK finance calls (spec 2 §7) through their routes, answered by Forecourt's quote engine over a site's
 * finance settings in the CMS, quotes kept in the database: bad input is a 400 naming the field.
 */
describe('UK finance calls', () => {
  let cms: TestCms
  let sites: { uk: number; se: number }
  let routes: {
    default: (body: unknown) => Promise<Response>
    cfd: (body: unknown) => Promise<Response>
    legal: (query: string) => Promise<Response>
  }

  const vehicle = {
    Type: 'Car',
    VehicleId: '7100001',
    Status: 'PreOwned',
    Price: 20_000,
    Mileage: 21_000,
    RegistrationNumber: 'NV21 ABC',
    Country: 'GB',
    FirstRegistration: '2021-03-01',
  }
  const organisation = { Value: 'NVM-LEEDS' }
  const parameters = {
    Term: 48,
    CashDeposit: 2000,
    RegularPayment: 0,
    AnnualMileage: 10_000,
    FinanceProductFamilyKeys: ['PCP', 'HP'],
    CalculationType: 'ToRegularPayment',
  }
  const json = async (response: Response) => ({ status: response.status, body: await response.json() })

  beforeAll(async () => {
    cms = await startCms()
    const endpoints: typeof FinanceEndpoints = await import('@/app/api/codeweaver/endpoint')
    const { routeOf } = await import('@/http/next-route')
    const { ForecourtFinance } = await import('@/features/finance/uk/forecourt-finance')
    const { cmsQuoteStore } = await import('@/features/finance/uk/quote-store')
    const { cmsSiteFinance } = await import('@/features/finance/uk/site-finance')
    const { stockPriceOf } = await import('@/features/finance/uk/stock-price')
    const uk = await createSite(cms.payload, 'finance-uk', {
      country: 'GB',
      locales: ['en-GB'],
      defaultLocale: 'en-GB',
      finance: UK_DEALER_FINANCE,
    })
    const se = await createSite(cms.payload, 'finance-se')
    sites = { uk: uk.id, se: se.id }
    const payload = async () => cms.payload
    const settings = cmsSiteFinance(payload)
    const engine = new ForecourtFinance({
      siteFinance: settings.byDealerKey,
      siteFinanceOfSite: settings.bySite,
      store: cmsQuoteStore(payload),
      stockPrice: stockPriceOf(payload),
    })
    await importStock(cms.db, {
      index: 'vehicles-uk',
      mode: 'upsert',
      cars: [testCar(7, { car_id: '3100777', car_price: 15_000, car_campaign_price: 0, car_price_currency: 'GBP' })],
    })
    const context = { finance: () => engine }
    const post =
      (endpoint: ReturnType<typeof endpoints.financeDefaultEndpoint> | ReturnType<typeof endpoints.financeQuoteEndpoint>, path: string) =>
      (body: unknown) =>
        routeOf(endpoint).POST(
          new Request(`http://uk.localhost/api/codeweaver/${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: typeof body === 'string' ? body : JSON.stringify(body),
          }),
        )
    routes = {
      default: post(endpoints.financeDefaultEndpoint(context), 'default'),
      cfd: post(endpoints.financeQuoteEndpoint(context), 'cfd'),
      legal: (query) =>
        routeOf(endpoints.financeLegalEndpoint(context)).GET(new Request(`http://uk.localhost/api/codeweaver/legal${query}`)),
    }
  })
  afterAll(async () => cms?.stop())

  it('offers the site’s PCP and HP products with their sliders', async () => {
    const { status, body } = await json(await routes.default({ PhysicalVehicle: vehicle, OrganisationIdentifier: organisation }))
    expect(status).toBe(200)
    expect(body.Products.map((product: { FamilyKey: string }) => product.FamilyKey)).toEqual(['PCP', 'HP'])
    const [pcp, hp] = body.Products
    expect(pcp.Term).toMatchObject({ Default: 48, Values: [24, 30, 36, 42, 48] })
    expect(pcp.Deposit).toMatchObject({ Default: 2000, Minimum: 2000, Maximum: 8000 })
    expect(pcp.AnnualMileage).toMatchObject({ Default: 10_000, Values: [6000, 8000, 10000, 12000, 15000, 20000] })
    expect(pcp.Payment.Minimum).toBeLessThan(pcp.Payment.Default)
    expect(pcp.Payment.Locale.DisplayValue).toMatch(/£/)
    expect(hp.AnnualMileage).toBeNull()
  })

  it('quotes, stores each quote under its reference and shows its terms', async () => {
    const { status, body } = await json(
      await routes.cfd({ OrganisationIdentifier: organisation, VehicleRequests: [{ PhysicalVehicle: vehicle, Parameters: parameters }] }),
    )
    expect(status).toBe(200)
    const [pcp, hp] = body.Vehicles[0].FinanceQuotations
    expect(pcp.Finance.Quote).toMatchObject({ Term: 48, TotalDeposit: 2000, AnnualMileage: 10_000 })
    expect(hp.Finance.Quote.AnnualMileage).toBeNull()
    expect(pcp.Finance.Quote.QuoteReference).not.toBe(hp.Finance.Quote.QuoteReference)
    expect(pcp.Finance.Quote.QuoteActions.Apply).toContain(pcp.Finance.Quote.QuoteReference)
    const labels = pcp.Blocks[0].Details.map((detail: { Label: string }) => detail.Label)
    expect(labels).toEqual(
      expect.arrayContaining([
        'Cash price',
        'Deposit',
        'Total amount of credit',
        'Followed by an optional final payment of',
        'Total amount payable',
        'Representative APR',
      ]),
    )
    expect(pcp.Disclosure).toMatch(/credit broker/)

    // Kept in the CMS's key-value store, as its own API reads it.
    expect(await cms.payload.kv.get(`finance-quote:${pcp.Finance.Quote.QuoteReference}`)).toMatchObject({
      siteKey: 'finance-uk',
      dealerKey: 'NVM-LEEDS',
      quote: { familyKey: 'PCP', deposit: 2000 },
    })
    const legal = await json(await routes.legal(`?quoteRef=${pcp.Finance.Quote.QuoteReference}`))
    expect(legal.status).toBe(200)
    expect(legal.body.TermsAndConditions).toContain(pcp.Finance.Quote.QuoteReference)
    expect(legal.body.TermsAndConditions).toContain('Nordvik Motor Finance Ltd')
    expect(legal.body.TermsAndConditions).toContain('Representative APR: 9.9% APR')
  })

  it('works the deposit out from a payment (ToCashDeposit)', async () => {
    const first = await json(
      await routes.cfd({
        OrganisationIdentifier: organisation,
        VehicleRequests: [{ PhysicalVehicle: vehicle, Parameters: { ...parameters, CashDeposit: 4000, FinanceProductFamilyKeys: ['HP'] } }],
      }),
    )
    const payment = first.body.Vehicles[0].FinanceQuotations[0].Finance.Quote.TotalRegularPayment
    const back = await json(
      await routes.cfd({
        OrganisationIdentifier: organisation,
        VehicleRequests: [
          {
            PhysicalVehicle: vehicle,
            Parameters: {
              ...parameters,
              RegularPayment: payment,
              CashDeposit: 0,
              FinanceProductFamilyKeys: ['HP'],
              CalculationType: 'ToCashDeposit',
            },
          },
        ],
      }),
    )
    expect(back.body.Vehicles[0].FinanceQuotations[0].Finance.Quote).toMatchObject({ TotalDeposit: 4000, TotalRegularPayment: payment })
  })

  it.each([
    ['no vehicle', { OrganisationIdentifier: organisation }, 'PhysicalVehicle'],
    [
      'a price in words',
      { PhysicalVehicle: { ...vehicle, Price: 'twenty thousand' }, OrganisationIdentifier: organisation },
      'PhysicalVehicle.Price',
    ],
    ['a price below £100', { PhysicalVehicle: { ...vehicle, Price: 5 }, OrganisationIdentifier: organisation }, 'PhysicalVehicle.Price'],
    [
      'a car outside Great Britain',
      { PhysicalVehicle: { ...vehicle, Country: 'SE' }, OrganisationIdentifier: organisation },
      'PhysicalVehicle.Country',
    ],
    ['no dealer', { PhysicalVehicle: vehicle }, 'OrganisationIdentifier'],
    [
      'a bad first registration',
      { PhysicalVehicle: { ...vehicle, FirstRegistration: '01/03/2021' }, OrganisationIdentifier: organisation },
      'PhysicalVehicle.FirstRegistration',
    ],
  ])('refuses products for %s with a 400 naming the field', async (_, body, field) => {
    const { status, body: answer } = await json(await routes.default(body))
    expect(status).toBe(400)
    expect(Object.keys(answer.fields)).toContain(field)
  })

  it.each([
    ['no vehicle requests', { OrganisationIdentifier: organisation, VehicleRequests: [] }, 'VehicleRequests'],
    [
      'a term in words',
      {
        OrganisationIdentifier: organisation,
        VehicleRequests: [{ PhysicalVehicle: vehicle, Parameters: { ...parameters, Term: 'four years' } }],
      },
      'VehicleRequests.0.Parameters.Term',
    ],
    [
      'a negative deposit',
      {
        OrganisationIdentifier: organisation,
        VehicleRequests: [{ PhysicalVehicle: vehicle, Parameters: { ...parameters, CashDeposit: -1 } }],
      },
      'VehicleRequests.0.Parameters.CashDeposit',
    ],
    [
      'an unknown calculation',
      {
        OrganisationIdentifier: organisation,
        VehicleRequests: [{ PhysicalVehicle: vehicle, Parameters: { ...parameters, CalculationType: 'ToAnything' } }],
      },
      'VehicleRequests.0.Parameters.CalculationType',
    ],
    [
      'no product',
      {
        OrganisationIdentifier: organisation,
        VehicleRequests: [{ PhysicalVehicle: vehicle, Parameters: { ...parameters, FinanceProductFamilyKeys: [] } }],
      },
      'VehicleRequests.0.Parameters.FinanceProductFamilyKeys',
    ],
  ])('refuses a quote with %s with a 400 naming the field', async (_, body, field) => {
    const { status, body: answer } = await json(await routes.cfd(body))
    expect(status).toBe(400)
    expect(Object.keys(answer.fields)).toContain(field)
  })

  it('refuses a body that is not JSON', async () => {
    expect((await routes.cfd('{"VehicleRequests":')).status).toBe(400)
  })

  it('answers 404 for a dealer no site knows, and a product the site does not offer in the quotation', async () => {
    const unknown = await json(await routes.default({ PhysicalVehicle: vehicle, OrganisationIdentifier: { Value: 'NOBODY' } }))
    expect(unknown).toMatchObject({ status: 404, body: { error: 'unknown_dealer' } })
    const { body } = await json(
      await routes.cfd({
        OrganisationIdentifier: organisation,
        VehicleRequests: [{ PhysicalVehicle: vehicle, Parameters: { ...parameters, FinanceProductFamilyKeys: ['LEASE'] } }],
      }),
    )
    expect(body.Vehicles[0].FinanceQuotations[0].Finance).toMatchObject({ Quote: null, Notifications: [{ Type: 'Error' }] })
  })

  it.each([
    ['no reference', '', 'quoteRef'],
    ['a reference with spaces', '?quoteRef=FQ%20ABC%20DEF', 'quoteRef'],
    ['a short reference', '?quoteRef=FQ', 'quoteRef'],
  ])('refuses terms for %s with a 400 naming the field', async (_, query, field) => {
    const { status, body } = await json(await routes.legal(query))
    expect(status).toBe(400)
    expect(Object.keys(body.fields)).toContain(field)
  })

  it('answers 404 for a reference nobody was given', async () => {
    expect((await routes.legal('?quoteRef=FQ-NOTAREALREF1')).status).toBe(404)
  })

  it('lets an editor set the finance products of their own site only', async () => {
    const { token } = await createUser(cms.payload, 'finance-editor@forecourt.test', ['editor'], [sites.se])
    const product = { ...UK_DEALER_FINANCE.products![1]!, id: undefined, familyKey: 'HP', apr: 7.9 }
    const own = await cms.rest('PATCH', `/sites/${sites.se}`, { token, body: { finance: { products: [product] } } })
    expect(own.status, own.text.slice(0, 300)).toBe(200)
    const theirs = await cms.rest('PATCH', `/sites/${sites.uk}`, { token, body: { finance: { products: [product] } } })
    expect([403, 404]).toContain(theirs.status)
    const stored = await cms.payload.findByID({ collection: 'sites', id: sites.uk, overrideAccess: true, depth: 0 })
    expect(stored.finance?.products?.map((entry) => entry.apr)).toEqual([9.9, 10.9])
  })

  it('quotes a stock car on the stock’s price, whatever price the request names', async () => {
    const { body } = await json(
      await routes.cfd({
        OrganisationIdentifier: organisation,
        VehicleRequests: [
          {
            PhysicalVehicle: { ...vehicle, VehicleId: '3100777', Price: 150 },
            Parameters: { ...parameters, FinanceProductFamilyKeys: ['HP'] },
          },
        ],
      }),
    )
    const cashPrice = body.Vehicles[0].FinanceQuotations[0].Blocks[0].Details.find(
      (detail: { Label: string }) => detail.Label === 'Cash price',
    )
    expect(cashPrice).toMatchObject({ Value: 15_000, DisplayValue: '£15,000' })
  })
})
