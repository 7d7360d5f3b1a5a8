import { describe, expect, it } from 'vitest'

import { brandStatus, unsupportedNotice } from './brand-notice'

const EXTERNAL = [
  { brand: 'BMW', url: 'https://www.bmw.se/boka-service' },
  { brand: 'MINI', url: 'https://www.mini.se/service' },
]

describe('an unsupported make (spec 3 §2.1 header, §8 "Unsupported car")', () => {
  it('sends a make with a booking of its own to the link at the top, and the top shows that link', () => {
    const notice = unsupportedNotice('BMW', EXTERNAL)
    expect(notice.message).toBe('Du bokar din service, däckbyte och verkstad för BMW via länken högst upp på sidan.')
    expect(notice.link).toEqual(EXTERNAL[0])
    // The make as the register writes it finds the link whatever its case.
    expect(unsupportedNotice('Mini', EXTERNAL).link).toEqual(EXTERNAL[1])
    expect(brandStatus({ brand: 'BMW', isSupported: false }, false, EXTERNAL)).toEqual({ authorised: false, text: 'Vi har ingen auktoriserad verkstad för BMW.', link: EXTERNAL[0] })
  })

  it('refuses a make without a booking of its own in the words of spec 3 §8, never pointing at a link that is not there', () => {
    const notice = unsupportedNotice('Lada', EXTERNAL)
    expect(notice).toEqual({ link: null, message: 'Vi kan inte erbjuda service för bilar av märket Lada.' })
    expect(brandStatus({ brand: 'Lada', isSupported: false }, false, EXTERNAL)).toEqual({ authorised: false, text: 'Vi har ingen auktoriserad verkstad för Lada.', link: null })
  })

  it('says a supported make is serviced here, authorised or not', () => {
    expect(brandStatus({ brand: 'Volkswagen', isSupported: true }, true, EXTERNAL)).toEqual({ authorised: true, text: 'Vi har auktoriserade verkstäder för Volkswagen.', link: null })
    expect(brandStatus({ brand: 'Tesla', isSupported: true }, false, EXTERNAL)).toEqual({
      authorised: false,
      text: 'Vi har ingen auktoriserad verkstad för Tesla, men vi servar bilen enligt tillverkarens program.',
      link: null,
    })
  })
})
