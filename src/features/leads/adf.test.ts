import { describe, expect, it } from 'vitest'

import { isoTimestamp, leadToAdf } from './adf'
import type { LeadForDelivery, LeadOf } from './delivery-types'

/*
 * A small strict XML 1.0 reader: the browser-style parsers in node_modules forgive a bare & or a control character,
 * which are exactly the mistakes these tests look for.
 */
type XmlNode = { name: string; attributes: Record<string, string>; children: XmlNode[]; text: string }

const XML_CHARACTERS = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u
const NAME = '[A-Za-z_][A-Za-z0-9._-]*'

function parseXml(source: string): XmlNode {
  if (!XML_CHARACTERS.test(source)) throw new Error('a character XML 1.0 does not allow')
  let at = 0
  const fail = (why: string): never => {
    throw new Error(`${why} at ${at}`)
  }
  const sticky = (pattern: string) => {
    const expression = new RegExp(pattern, 'y')
    expression.lastIndex = at
    const match = expression.exec(source)
    if (match) at = expression.lastIndex
    return match
  }
  const decode = (raw: string): string => {
    if (raw.includes('<')) fail('a < in text')
    if (raw.includes(']]>')) fail(']]> in text')
    return raw.replace(/&[^&]*/g, (chunk) => {
      const entity = /^&(lt|gt|amp|quot|apos|#[0-9]+|#x[0-9A-Fa-f]+);/.exec(chunk)
      if (!entity) return fail('a bare &')
      const body = entity[1] as string
      const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }
      const character =
        named[body] ?? String.fromCodePoint(body.startsWith('#x') ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10))
      return character + chunk.slice(entity[0].length)
    })
  }
  const misc = () => {
    for (;;) {
      sticky('\\s*')
      if (!source.startsWith('<?', at)) return
      const end = source.indexOf('?>', at)
      if (end === -1) fail('an unclosed processing instruction')
      at = end + 2
    }
  }
  const element = (): XmlNode => {
    const open = sticky(`<(${NAME})`) ?? fail('expected an element')
    const node: XmlNode = { name: open[1] as string, attributes: {}, children: [], text: '' }
    for (
      let attribute = sticky(`\\s+(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
      attribute;
      attribute = sticky(`\\s+(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
    ) {
      const name = attribute[1] as string
      if (name in node.attributes) fail('a repeated attribute')
      node.attributes[name] = decode(attribute[2] ?? attribute[3] ?? '')
    }
    const close = sticky('\\s*(/?)>') ?? fail('a malformed start tag')
    if (close[1] === '/') return node
    for (;;) {
      const next = source.indexOf('<', at)
      if (next === -1) fail('an unclosed element')
      node.text += decode(source.slice(at, next))
      at = next
      if (source.startsWith('</', at)) {
        if (!sticky(`</${node.name}\\s*>`)) fail(`a mismatched end tag for ${node.name}`)
        return node
      }
      if (source.startsWith('<?', at) || source.startsWith('<!', at)) fail('unexpected markup')
      node.children.push(element())
    }
  }
  if (!source.startsWith('<?xml ')) fail('no XML declaration first')
  misc()
  const root = element()
  misc()
  if (at !== source.length) fail('content after the root element')
  return root
}

/** The first element down a path such as 'prospect/vehicle/id'. */
function find(node: XmlNode, path: string): XmlNode | undefined {
  return path.split('/').reduce<XmlNode | undefined>((current, name) => current?.children.find((child) => child.name === name), node)
}
function get(node: XmlNode, path: string): XmlNode {
  const found = find(node, path)
  if (!found) throw new Error(`no ${path}`)
  return found
}
const names = (node: XmlNode) => node.children.map((child) => child.name)

const base = {
  submissionId: 'sub_20260302_0001',
  receivedAt: '2026-03-02T13:05:09.412Z',
  locale: 'sv-SE',
  site: { key: 'nordvik', name: 'Nordvik Bil', country: 'SE' },
  receivingAddress: 'leads@nordvik.example',
  consents: [{ name: 'gdpr', text: 'Jag godkänner att Nordvik Bil behandlar mina uppgifter.', givenAt: '2026-03-02T13:04:58Z' }],
}

function sellCar(overrides: Partial<LeadOf<'sell-car'>['values']> = {}, lead: Partial<LeadForDelivery> = {}): LeadForDelivery {
  return {
    ...base,
    receivingName: 'Nordvik Bilhall',
    sourceUrl: 'https://nordvik.example/salj-bil',
    ...lead,
    formName: 'sell-car',
    values: {
      regno: 'ABC123',
      milage: 12345,
      milageUnit: 'mil',
      customerName: 'Kari Lind',
      customerPhone: '+46 70 123 45 67',
      customerEmail: 'kari@example.com',
      selectedOption: 'sell',
      other: 'Vinterdäck ingår.',
      ...overrides,
    },
  } as LeadForDelivery
}

function serviceRequest(overrides: Partial<LeadOf<'service-request'>['values']> = {}): LeadForDelivery {
  return {
    ...base,
    locale: 'nb-NO',
    site: { key: 'bergen', name: 'Bergen Bil', country: 'NO' },
    receivingAddress: 'verksted@bergen.example',
    formName: 'service-request',
    values: {
      siteEmail: 'verksted@bergen.example',
      siteName: 'Bergen Bil Åsane',
      description: 'Bremsene piper.',
      customerName: 'Ola Nordmann',
      customerPhone: '+47 912 34 567',
      customerEmail: 'ola@example.no',
      regno: 'AB12345',
      milage: 88000,
      milageUnit: 'km',
      date: '2026-03-10',
      services: ['Service', 'Bremser'],
      gdpr: true,
      newsletter: true,
      typeMC: false,
      sourceUrl: 'https://bergen.example/service',
      ...overrides,
    },
  }
}

function contactSeller(
  overrides: Partial<LeadOf<'contact-seller'>['values']> = {},
  car: Partial<NonNullable<LeadForDelivery['car']>> | null = {},
): LeadForDelivery {
  return {
    ...base,
    sourceUrl: 'https://nordvik.example/bil/volvo-xc60-123',
    car:
      car === null
        ? undefined
        : {
            car_id: 'car-123',
            brand: 'Volvo',
            model: 'XC60',
            version: 'T6 Recharge Plus',
            year: 2021,
            isUsed: true,
            price: 349900,
            currency: 'SEK',
            title: 'Volvo XC60 T6 Recharge Plus',
            ...car,
          },
    formName: 'contact-seller',
    values: {
      car: { car_id: 'car-123' },
      name: 'Sara Berg',
      phone: '070 111 22 33',
      email: 'sara@example.com',
      message: 'Finns bilen kvar?',
      quote: true,
      testDrive: false,
      toName: 'Johan Säljare',
      ...overrides,
    },
  }
}

describe('the strict XML reader used by these tests', () => {
  it('refuses what a forgiving parser would accept', () => {
    const declaration = '<?xml version="1.0"?>'
    expect(() => parseXml(`${declaration}<a>x & y</a>`)).toThrow(/bare &/)
    expect(() => parseXml(`${declaration}<a><b></a>`)).toThrow(/mismatched/)
    expect(() => parseXml(`${declaration}<a>\u0001</a>`)).toThrow(/does not allow/)
    expect(() => parseXml(`${declaration}<a b="<"/>`)).toThrow(/< in text/)
    expect(() => parseXml(`${declaration}<a/><b/>`)).toThrow(/after the root/)
    expect(parseXml(`${declaration}<a b='1'>x &amp; &#60;</a>`)).toEqual({ name: 'a', attributes: { b: '1' }, children: [], text: 'x & <' })
  })
})

describe('leadToAdf: the document', () => {
  it('is an ADF 1.0 document with the prospect in the order of the DTD', () => {
    const xml = leadToAdf(sellCar())
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true)
    const adf = parseXml(xml)
    expect(adf.name).toBe('adf')
    const prospect = get(adf, 'prospect')
    expect(prospect.attributes).toEqual({ status: 'new' })
    expect(names(prospect)).toEqual(['id', 'requestdate', 'vehicle', 'customer', 'vendor', 'provider'])
    expect(get(prospect, 'id')).toMatchObject({ attributes: { sequence: '1', source: 'Forecourt' }, text: 'sub_20260302_0001' })
    expect(get(prospect, 'requestdate').text).toBe('2026-03-02T13:05:09Z')
  })

  it('names the customer with full name, e-mail and phone', () => {
    const contact = get(parseXml(leadToAdf(sellCar())), 'prospect/customer/contact')
    expect(names(contact)).toEqual(['name', 'email', 'phone'])
    expect(get(contact, 'name')).toMatchObject({ attributes: { part: 'full' }, text: 'Kari Lind' })
    expect(get(contact, 'email').text).toBe('kari@example.com')
    expect(get(contact, 'phone').text).toBe('+46 70 123 45 67')
  })

  it('names the receiving dealer as vendor, with the receiving address', () => {
    const vendor = get(parseXml(leadToAdf(sellCar())), 'prospect/vendor')
    expect(names(vendor)).toEqual(['vendorname', 'contact'])
    expect(get(vendor, 'vendorname').text).toBe('Nordvik Bilhall')
    expect(get(vendor, 'contact/name')).toMatchObject({ attributes: { part: 'full' }, text: 'Nordvik Bilhall' })
    expect(get(vendor, 'contact/email').text).toBe('leads@nordvik.example')
  })

  it('falls back to the site name when no receiving name is known', () => {
    const vendor = get(parseXml(leadToAdf(sellCar({}, { receivingName: undefined }))), 'prospect/vendor')
    expect(get(vendor, 'vendorname').text).toBe('Nordvik Bil')
  })

  it('names Forecourt as provider, the form as service and the source page', () => {
    const provider = get(parseXml(leadToAdf(sellCar())), 'prospect/provider')
    expect(names(provider)).toEqual(['name', 'service', 'url'])
    expect(get(provider, 'name')).toMatchObject({ attributes: { part: 'full' }, text: 'Forecourt' })
    expect(get(provider, 'service').text).toBe('sell-car')
    expect(get(provider, 'url').text).toBe('https://nordvik.example/salj-bil')
  })

  it('takes the source page from the form values when the lead has none, and leaves it out when neither has', () => {
    expect(get(parseXml(leadToAdf(serviceRequest())), 'prospect/provider/url').text).toBe('https://bergen.example/service')
    expect(find(parseXml(leadToAdf(sellCar({}, { sourceUrl: undefined }))), 'prospect/provider/url')).toBeUndefined()
  })

  it('keeps the consents as shown, with when they were given, in the customer comments', () => {
    const comments = get(parseXml(leadToAdf(sellCar())), 'prospect/customer/comments').text
    expect(comments).toContain(
      'Consents shown:\n- gdpr (given 2026-03-02T13:04:58Z): Jag godkänner att Nordvik Bil behandlar mina uppgifter.',
    )
  })

  it('says so when no consent was shown', () => {
    const comments = get(parseXml(leadToAdf(sellCar({}, { consents: [] }))), 'prospect/customer/comments').text
    expect(comments).toContain('Consents shown: none')
  })

  it('passes on a received time that is not a time rather than inventing one', () => {
    expect(get(parseXml(leadToAdf(sellCar({}, { receivedAt: 'soon' }))), 'prospect/requestdate').text).toBe('soon')
  })
})

describe('leadToAdf: sell-car', () => {
  it('describes the car to sell: plate, mileage and the other text', () => {
    const vehicle = get(parseXml(leadToAdf(sellCar())), 'prospect/vehicle')
    expect(vehicle.attributes).toEqual({ interest: 'sell', status: 'used' })
    expect(names(vehicle)).toEqual(['id', 'year', 'make', 'model', 'odometer', 'comments'])
    expect(get(vehicle, 'id')).toMatchObject({ attributes: { source: 'registration-number' }, text: 'ABC123' })
    // 12 345 Swedish mil as typed on a Swedish site: ADF's odometer takes kilometres or miles only.
    expect(get(vehicle, 'odometer')).toMatchObject({ attributes: { status: 'original', units: 'km' }, text: '123450' })
    expect(get(vehicle, 'comments').text).toBe('Vinterdäck ingår.')
    expect(get(vehicle, 'make').text).toBe('')
  })

  it('keeps kilometres and miles as typed, and reads a mileage without a unit as kilometres', () => {
    const odometer = (values: Partial<LeadOf<'sell-car'>['values']>) =>
      get(parseXml(leadToAdf(sellCar(values))), 'prospect/vehicle/odometer')
    expect(odometer({ milage: 45000, milageUnit: 'mi' })).toMatchObject({ attributes: { units: 'mi' }, text: '45000' })
    expect(odometer({ milage: 88000, milageUnit: 'km' })).toMatchObject({ attributes: { units: 'km' }, text: '88000' })
    expect(odometer({ milage: 88000, milageUnit: undefined })).toMatchObject({ attributes: { units: 'km' }, text: '88000' })
  })

  it('marks a trade-in as such, the data the dealer imports', () => {
    const adf = parseXml(leadToAdf(sellCar({ selectedOption: 'trade-in' })))
    expect(get(adf, 'prospect/vehicle').attributes.interest).toBe('trade-in')
    expect(get(adf, 'prospect/customer/comments').text).toContain('Request: trade-in')
  })

  it('leaves the vehicle comments out when the visitor wrote nothing else', () => {
    expect(find(parseXml(leadToAdf(sellCar({ other: '' }))), 'prospect/vehicle/comments')).toBeUndefined()
    expect(find(parseXml(leadToAdf(sellCar({ other: undefined }))), 'prospect/vehicle/comments')).toBeUndefined()
  })
})

describe('leadToAdf: sell-car with an instant valuation', () => {
  const valued = {
    kind: 'range',
    car: { brand: 'Volkswagen', model: 'Golf', year: 2019 },
    low: 152_000,
    high: 171_000,
    currency: 'SEK',
    comparables: 14,
    marginPercent: 12,
  } as const

  it('names the car from the register and carries the valuation as an appraisal price, in the order of the DTD', () => {
    const vehicle = get(parseXml(leadToAdf(sellCar({}, { valuation: valued } as Partial<LeadForDelivery>))), 'prospect/vehicle')
    // ADF 1.0: (id*, year, make, model, vin?, stock?, trim?, doors?, bodystyle?, transmission?, odometer?, condition?,
    // colorcombination*, imagetag?, price?, pricecomments?, option*, finance?, comments?)
    expect(names(vehicle)).toEqual(['id', 'year', 'make', 'model', 'odometer', 'price', 'pricecomments', 'comments'])
    expect([get(vehicle, 'year').text, get(vehicle, 'make').text, get(vehicle, 'model').text]).toEqual(['2019', 'Volkswagen', 'Golf'])
    expect(get(vehicle, 'price')).toMatchObject({ attributes: { type: 'appraisal', currency: 'SEK' }, text: '161500' })
    expect(get(vehicle, 'pricecomments').text).toBe(
      'Instant valuation 152000-171000 SEK from 14 comparable cars in stock, 12 % dealer margin taken off',
    )
    expect(
      get(parseXml(leadToAdf(sellCar({}, { valuation: valued } as Partial<LeadForDelivery>))), 'prospect/customer/comments').text,
    ).toContain('Instant valuation: 152000-171000 SEK')
  })

  it('says when there was no valuation to show, without a price', () => {
    const manual = parseXml(leadToAdf(sellCar({}, { valuation: { kind: 'manual', car: valued.car } } as Partial<LeadForDelivery>)))
    expect(find(manual, 'prospect/vehicle/price')).toBeUndefined()
    expect(get(manual, 'prospect/vehicle/make').text).toBe('Volkswagen')
    expect(get(manual, 'prospect/customer/comments').text).toContain('Instant valuation: none (too few comparable cars in stock)')
    const unknown = parseXml(leadToAdf(sellCar({}, { valuation: { kind: 'not-found' } } as Partial<LeadForDelivery>)))
    expect(get(unknown, 'prospect/vehicle/make').text).toBe('')
    expect(get(unknown, 'prospect/customer/comments').text).toContain('Instant valuation: none (not in the vehicle register)')
  })
})

describe('leadToAdf: service-request', () => {
  it('describes the car by plate and odometer', () => {
    const vehicle = get(parseXml(leadToAdf(serviceRequest())), 'prospect/vehicle')
    expect(vehicle.attributes).toEqual({ status: 'used' })
    expect(get(vehicle, 'id')).toMatchObject({ attributes: { source: 'registration-number' }, text: 'AB12345' })
    expect(get(vehicle, 'odometer')).toMatchObject({ attributes: { units: 'km' }, text: '88000' })
  })

  it('leaves the odometer out when no mileage was given', () => {
    expect(find(parseXml(leadToAdf(serviceRequest({ milage: undefined }))), 'prospect/vehicle/odometer')).toBeUndefined()
  })

  it('puts the request in the customer comments: date, services, vehicle type, description', () => {
    const comments = get(parseXml(leadToAdf(serviceRequest())), 'prospect/customer/comments').text
    expect(comments).toContain('Desired date: 2026-03-10')
    expect(comments).toContain('Service types: Service, Bremser')
    expect(comments).toContain('Vehicle type: car')
    expect(comments).toContain('Description: Bremsene piper.')
    expect(comments).toContain('Newsletter: yes')
  })

  it('says motorcycle for a motorcycle and when no service type was chosen', () => {
    const comments = get(parseXml(leadToAdf(serviceRequest({ typeMC: true, services: [] }))), 'prospect/customer/comments').text
    expect(comments).toContain('Vehicle type: motorcycle')
    expect(comments).toContain('Service types: none chosen')
  })

  it('names the chosen dealer as vendor', () => {
    const vendor = get(parseXml(leadToAdf(serviceRequest())), 'prospect/vendor')
    expect(get(vendor, 'vendorname').text).toBe('Bergen Bil Åsane')
    expect(get(vendor, 'contact/email').text).toBe('verksted@bergen.example')
  })
})

describe('leadToAdf: contact-seller', () => {
  it('describes the car from the stock, in the order of the DTD', () => {
    const vehicle = get(parseXml(leadToAdf(contactSeller())), 'prospect/vehicle')
    expect(vehicle.attributes).toEqual({ interest: 'buy', status: 'used' })
    expect(names(vehicle)).toEqual(['year', 'make', 'model', 'stock', 'trim', 'price', 'comments'])
    expect(get(vehicle, 'year').text).toBe('2021')
    expect(get(vehicle, 'make').text).toBe('Volvo')
    expect(get(vehicle, 'model').text).toBe('XC60')
    expect(get(vehicle, 'trim').text).toBe('T6 Recharge Plus')
    expect(get(vehicle, 'stock').text).toBe('car-123')
    expect(get(vehicle, 'price')).toMatchObject({ attributes: { type: 'asking', currency: 'SEK' }, text: '349900' })
  })

  it('is a test-drive lead when a test drive is wanted, and new for a new car', () => {
    const vehicle = get(parseXml(leadToAdf(contactSeller({ testDrive: true }, { isUsed: false }))), 'prospect/vehicle')
    expect(vehicle.attributes).toEqual({ interest: 'test-drive', status: 'new' })
  })

  it('takes the currency from the site country when the stock gives none', () => {
    const price = get(parseXml(leadToAdf(contactSeller({}, { currency: undefined }))), 'prospect/vehicle/price')
    expect(price.attributes.currency).toBe('SEK')
  })

  it('still names the car by its stock id when the stock no longer knows it', () => {
    const vehicle = get(parseXml(leadToAdf(contactSeller({}, null))), 'prospect/vehicle')
    expect(vehicle.attributes).toEqual({ interest: 'buy' })
    expect(names(vehicle)).toEqual(['year', 'make', 'model', 'stock'])
    expect(get(vehicle, 'stock').text).toBe('car-123')
  })

  it('puts the message and what is wanted in the customer comments', () => {
    const comments = get(parseXml(leadToAdf(contactSeller({ testDrive: true }))), 'prospect/customer/comments').text
    expect(comments).toContain('Message: Finns bilen kvar?')
    expect(comments).toContain('Quote wanted: yes')
    expect(comments).toContain('Test drive wanted: yes')
    expect(comments).toContain('Seller: Johan Säljare')
  })

  it('names the seller as the vendor contact and the dealer as vendor', () => {
    const vendor = get(parseXml(leadToAdf(contactSeller({ siteName: 'Nordvik Bilhall Malmö' }))), 'prospect/vendor')
    expect(get(vendor, 'vendorname').text).toBe('Nordvik Bilhall Malmö')
    expect(get(vendor, 'contact/name').text).toBe('Johan Säljare')
  })
})

describe('leadToAdf: hostile input', () => {
  const hostile = `<script>alert("x")</script> & 'Tom' \u0000\u0007\u001b\uFFFE\uD800 😀`
  const cleaned = `<script>alert("x")</script> & 'Tom'  😀`

  it('escapes markup, ampersands and quotes and drops what XML does not allow', () => {
    const xml = leadToAdf(sellCar({ customerName: hostile, other: hostile }, { sourceUrl: 'https://x.example/?a=1&b="2"' }))
    expect(xml).not.toContain('<script>')
    expect(xml).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;Tom&apos;')
    const adf = parseXml(xml)
    expect(get(adf, 'prospect/customer/contact/name').text).toBe(cleaned)
    expect(get(adf, 'prospect/vehicle/comments').text).toBe(cleaned)
    expect(get(adf, 'prospect/provider/url').text).toBe('https://x.example/?a=1&b="2"')
  })

  it('cannot close an element early or add elements', () => {
    const adf = parseXml(leadToAdf(contactSeller({ message: '</comments></customer><vendor><vendorname>Evil</vendorname></vendor>' })))
    expect(get(adf, 'prospect/customer/comments').text).toContain('</comments></customer><vendor>')
    expect(get(adf, 'prospect').children.filter((child) => child.name === 'vendor')).toHaveLength(1)
  })

  it('keeps hostile consents and stock data well-formed', () => {
    const lead = contactSeller({}, { brand: 'A&B <Motors>', title: '"Quoted" car' })
    const xml = leadToAdf({ ...lead, consents: [{ name: 'x"y', text: 'a<b>&c', givenAt: '2026-03-02T13:04:58Z' }] })
    const adf = parseXml(xml)
    expect(get(adf, 'prospect/vehicle/make').text).toBe('A&B <Motors>')
    expect(get(adf, 'prospect/customer/comments').text).toContain('- x"y (given 2026-03-02T13:04:58Z): a<b>&c')
  })

  it('keeps tabs and line breaks and writes line breaks as \\n', () => {
    const adf = parseXml(leadToAdf(sellCar({ other: 'one\r\ntwo\rthree\tfour' })))
    expect(get(adf, 'prospect/vehicle/comments').text).toBe('one\ntwo\nthree\tfour')
  })
})

describe('the XML text helpers', () => {
  it('write a time as ISO 8601 to the second', () => {
    expect(isoTimestamp('2026-03-02T14:05:09.999+01:00')).toBe('2026-03-02T13:05:09Z')
  })
})
