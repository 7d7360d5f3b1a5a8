import { describe, expect, it } from 'vitest'

import { carCardImage, carCardView, carDetailHref, formatMoney, showsDeductibleVat, type CarCardDoc } from './car-card'

const CAR: CarCardDoc = {
  car_id: '1000001',
  slug: 'volvo-xc40-b4-awd-plus-2027',
  car_brand: 'Volvo',
  car_model: 'XC40',
  car_version: 'B4 AWD Plus',
  car_body: 'SUV',
  car_year: 2027,
  car_mileage_text: '2 mil',
  car_fuel: 'Hybrid',
  car_gearbox: 'Automat',
  car_price: 543_900,
  car_price_currency: 'SEK',
  car_campaign_price: 0,
  car_retail_price: 543_900,
  car_loan_monthly_cost: 6_309,
  car_privateleasing_monthly_cost: 6_395,
  car_vat_eligible: true,
  car_primary_image: { thumbnail_url: '/api/stock-images/showroom-day-1a1c20-1000001a-640.jpg', blur_data_url: 'data:image/svg+xml,x' },
}
const OPTIONS = { locale: 'sv-SE', detailBase: '/kop-bil', deductibleVat: false }
const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('car card', () => {
  it('shows brand and model, version, year, mileage, fuel and gearbox, and links to the car page', () => {
    const card = carCardView(CAR, OPTIONS)
    expect(card).toMatchObject({ id: '1000001', title: 'Volvo XC40', version: 'B4 AWD Plus', href: '/kop-bil/1000001/volvo-xc40-b4-awd-plus-2027' })
    expect(card.facts).toEqual(['2027', '2 mil', 'Hybrid', 'Automat'])
  })

  it('formats the price with Intl for the site’s language and currency', () => {
    expect(nbsp(carCardView(CAR, OPTIONS).price)).toBe('543 900 kr')
    expect(formatMoney(24_995, 'GBP', 'en-GB')).toBe('£24,995')
    expect(nbsp(formatMoney(24_990, 'EUR', 'fi-FI'))).toBe('24 990 €')
    expect(nbsp(formatMoney(349_900.4, 'NOK', 'nb-NO'))).toBe('349 900 kr')
  })

  it('shows a campaign price (greater than 0) with the retail price struck through', () => {
    const card = carCardView({ ...CAR, car_campaign_price: 499_900 }, OPTIONS)
    expect(nbsp(card.price)).toBe('499 900 kr')
    expect(nbsp(card.retailPrice!)).toBe('543 900 kr')
    expect(carCardView(CAR, OPTIONS).retailPrice).toBeNull()
  })

  it('shows the monthly loan cost, else the private leasing cost, else none', () => {
    expect(carCardView(CAR, OPTIONS).monthly).toMatchObject({ kind: 'loan' })
    expect(carCardView({ ...CAR, car_loan_monthly_cost: null }, OPTIONS).monthly).toMatchObject({ kind: 'privateLeasing' })
    expect(carCardView({ ...CAR, car_loan_monthly_cost: null, car_privateleasing_monthly_cost: 0 }, OPTIONS).monthly).toBeNull()
  })

  it('tags deductible VAT only on sites whose name contains carstore, and only for cars with it', () => {
    expect(showsDeductibleVat('Nordvik Carstore')).toBe(true)
    expect(showsDeductibleVat('Nordvik Bilhall')).toBe(false)
    expect(carCardView(CAR, { ...OPTIONS, deductibleVat: true }).deductibleVat).toBe(true)
    expect(carCardView({ ...CAR, car_vat_eligible: false }, { ...OPTIONS, deductibleVat: true }).deductibleVat).toBe(false)
    expect(carCardView(CAR, OPTIONS).deductibleVat).toBe(false)
  })

  it('takes a drawn stock picture in three widths, with its blur placeholder', () => {
    expect(carCardImage(CAR.car_primary_image)).toEqual({
      src: '/api/stock-images/showroom-day-1a1c20-1000001a-640.jpg',
      srcSet:
        '/api/stock-images/showroom-day-1a1c20-1000001a-320.jpg 320w, /api/stock-images/showroom-day-1a1c20-1000001a-640.jpg 640w, /api/stock-images/showroom-day-1a1c20-1000001a-1280.jpg 1280w',
      blur: 'data:image/svg+xml,x',
    })
    expect(carCardImage({ thumbnail_url: 'https://cdn.example.com/car.jpg', blur_data_url: 'data:image/png;base64,x' })?.srcSet).toBeNull()
    expect(carCardImage(null)).toBeNull()
  })

  it('builds the car page address from pathToCarDetail plus {car_id}/{slug}', () => {
    expect(carDetailHref('/buy-car/used-cars/', { car_id: '3000001', slug: 'bmw-x1' })).toBe('/buy-car/used-cars/3000001/bmw-x1')
  })
})
