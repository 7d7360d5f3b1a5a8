import { describe, expect, it } from 'vitest'

import { contactTextParts } from './contact-text'

const kinds = (text: string) => contactTextParts(text).map((part) => (part.kind === 'email' ? `email:${part.local}|${part.domain}` : `${part.kind}:${part.text}`))

describe('phone numbers and e-mail addresses in running text', () => {
  it('finds the numbers of every country of the group', () => {
    expect(kinds('Telefon 070-174 06 44, gavle@nordvik.example.')).toEqual(['text:Telefon ', 'phone:070-174 06 44', 'text:, ', 'email:gavle@|nordvik.example', 'text:.'])
    expect(kinds('Ring +46 70 174 06 05 eller 01632 960400')).toEqual(['text:Ring ', 'phone:+46 70 174 06 05', 'text: eller ', 'phone:01632 960400'])
    expect(kinds('Sentralbord 22 90 41 00.')).toEqual(['text:Sentralbord ', 'phone:22 90 41 00', 'text:.'])
    expect(kinds('hello@nordvik-motors.test')).toEqual(['email:hello@|nordvik-motors.test'])
  })

  it('leaves prices, years, postcodes and counts alone', () => {
    for (const text of ['Över 1 200 bilar i lager', 'Från 389 900 kr', 'Sedan 1962, 802 93 Gävle', 'Ringveien 40, 3112 Tønsberg', 'Öppet 07.00–16.00', 'Upp till 10 000 000 kr']) {
      expect(kinds(text), text).toEqual([`text:${text}`])
    }
  })
})
