/**
 * The language of each country's stock feed: names of fuels, gearboxes, bodies and colours, units, price
 * titles and the words of the loan, leasing and campaign offers, plus number formatting for the locale.
 */

import type { Currency, VehicleIndex } from '../../../src/features/stock/car'
import type { DemoCountry } from '../dealer-sites/types'
import type { Body, Drive, Fuel, Gearbox, Lang } from './catalog'

export type ColourKey = 'black' | 'white' | 'silver' | 'grey' | 'blue' | 'red' | 'green'

/** Paint colours with their share of stock and a few realistic paints each (metallics and solids). */
export const COLOURS: { key: ColourKey; weight: number; paints: string[] }[] = [
  { key: 'grey', weight: 22, paints: ['#5e6266', '#4a4e53', '#6f7378', '#3c4044'] },
  { key: 'black', weight: 20, paints: ['#111317', '#1a1c20', '#0d0f12'] },
  { key: 'white', weight: 20, paints: ['#f2f2f0', '#e9ebec', '#f5f3ee'] },
  { key: 'blue', weight: 14, paints: ['#1f3a68', '#2b4f8a', '#17304f', '#44678f'] },
  { key: 'silver', weight: 12, paints: ['#b8bcc0', '#a9adb2', '#c4c7ca'] },
  { key: 'red', weight: 7, paints: ['#a3161b', '#8b1219', '#b5221f'] },
  { key: 'green', weight: 5, paints: ['#2f4a3a', '#3d5a45', '#52614a'] },
]

/** Offer words of a country; `{1}`..`{5}` in the loan disclaimer are filled by the car page (spec 2 §3). */
export type FinanceTexts = {
  loanTitle: string
  loanDescription: string
  /** `{start}` and `{invoice}` are this feed's fees; `{1}`..`{5}` stay for the calculator. */
  loanDisclaimer: string
  loanStartFee: number
  loanInvoiceFee: number
  privateTitle: string
  privateDescription: (model: string) => string
  privateSalesText: (model: string, monthly: string) => string
  privateDisclaimer: (months: number, mileage: string, startFee: string) => string
  privateStartFee: number
  privateInvoiceFee: number
  companyTitle: string
  companyDescription: (model: string) => string
  companySalesText: (model: string, monthly: string) => string
  companyDisclaimer: (rate: string) => string
  companyStartFee: number
  companyInvoiceFee: number
  campaignPriceTitle: string
  campaignPriceDescription: (saving: string) => string
  campaignLoanTitle: (rate: string) => string
  campaignLoanDescription: (rate: string) => string
  campaignLeasingTitle: string
  campaignLeasingDescription: string
}

export type CountryTexts = {
  index: VehicleIndex
  country: DemoCountry
  lang: Lang
  locale: string
  currency: Currency
  /** VAT on cars, as a fraction of the price without VAT. */
  vatRate: number
  /** The first digit of the country's car ids. */
  idPrefix: string
  odometerUnit: 'km' | 'mil' | 'mi'
  /** Yearly leasing mileages offered, in the site's unit. */
  leasingMileages: [number, number, number]
  /** Minimum cash payment of a car loan, percent. */
  loanMinCash: number
  fuel: Record<Fuel, string>
  gearbox: Record<Gearbox, string>
  drive: Record<Drive, string>
  body: Record<Body, string>
  colour: Record<ColourKey, string>
  condition: { new: string; used: string }
  vehicleType: { PC: string; LCV: string }
  priceTitle: { price: string; lcv: string; sample: string }
  perMonth: string
  exVat: string
  monthsText: (months: number) => string
  mileagePerYear: (formatted: string) => string
  acceleration: (seconds: string) => string
  finance: FinanceTexts
}

const SE: CountryTexts = {
  index: 'vehicles-se',
  country: 'SE',
  lang: 'sv',
  locale: 'sv-SE',
  currency: 'SEK',
  vatRate: 0.25,
  idPrefix: '1',
  odometerUnit: 'mil',
  leasingMileages: [1500, 2000, 2500],
  loanMinCash: 20,
  fuel: { petrol: 'Bensin', diesel: 'Diesel', electric: 'El', hybrid: 'Hybrid', phev: 'Laddhybrid' },
  gearbox: { automatic: 'Automat', manual: 'Manuell' },
  drive: { fwd: 'Framhjulsdrift', rwd: 'Bakhjulsdrift', awd: 'Fyrhjulsdrift' },
  body: { suv: 'SUV', hatchback: 'Halvkombi', sedan: 'Sedan', wagon: 'Kombi', coupe: 'Coupé', convertible: 'Cab', mpv: 'Familjebuss', van: 'Skåpbil' },
  colour: { black: 'Svart', white: 'Vit', silver: 'Silver', grey: 'Grå', blue: 'Blå', red: 'Röd', green: 'Grön' },
  condition: { new: 'Ny', used: 'Begagnad' },
  vehicleType: { PC: 'Personbil', LCV: 'Transportbil' },
  priceTitle: { price: 'Pris', lcv: 'Pris exkl. moms', sample: 'Pris från' },
  perMonth: '/mån',
  exVat: 'exkl. moms',
  monthsText: (months) => `${months} mån`,
  mileagePerYear: (formatted) => `${formatted} mil/år`,
  acceleration: (seconds) => `0–100 km/h ${seconds} s`,
  finance: {
    loanTitle: 'Billån',
    loanDescription: 'Finansiera bilen med billån via Nordvik Finans. Välj löptid, kontantinsats och restskuld – månadskostnaden räknas om direkt.',
    loanDisclaimer:
      'Räkneexempel: {1} månaders avbetalning, {2} % kontantinsats ({3}), {4} % restskuld och rörlig ränta {5}. Uppläggningsavgift {start} och aviavgift {invoice}/mån tillkommer. Effektiv ränta beror på lånebelopp och löptid. Kreditprövning sker.',
    loanStartFee: 595,
    loanInvoiceFee: 59,
    privateTitle: 'Privatleasing',
    privateDescription: (model) => `Privatleasa ${model} med fast månadskostnad. Service enligt serviceprogram ingår, försäkring och vinterhjul tecknas separat.`,
    privateSalesText: (model, monthly) => `Privatleasa ${model} från ${monthly}`,
    privateDisclaimer: (months, mileage, startFee) =>
      `Privatleasing ${months} mån, ${mileage}. Uppläggningsavgift ${startFee}. Övermil debiteras vid avtalets slut. Erbjudandet förutsätter godkänd kreditprövning.`,
    privateStartFee: 695,
    privateInvoiceFee: 0,
    companyTitle: 'Företagsleasing',
    companyDescription: (model) => `Företagsleasa ${model} via Nordvik Finans. Välj avtalstid, körsträcka och förhöjd första hyra.`,
    companySalesText: (model, monthly) => `Företagsleasa ${model} från ${monthly}`,
    companyDisclaimer: (rate) =>
      `Priser exkl. moms. Finansiell leasing med rörlig ränta ${rate} och restvärde enligt avtal. Uppläggningsavgift och aviavgift tillkommer. Förmånsvärdet är beräknat enligt Skatteverkets regler.`,
    companyStartFee: 695,
    companyInvoiceFee: 59,
    campaignPriceTitle: 'Kampanjpris',
    campaignPriceDescription: (saving) => `Spara ${saving} på den här bilen. Erbjudandet gäller så länge bilen finns i lager.`,
    campaignLoanTitle: (rate) => `Kampanjränta ${rate}`,
    campaignLoanDescription: (rate) => `Finansiera med billån till kampanjränta ${rate} under hela löptiden.`,
    campaignLeasingTitle: 'Leasingkampanj',
    campaignLeasingDescription: 'Kampanjpris på privat- och företagsleasing under begränsad tid.',
  },
}

const NO: CountryTexts = {
  index: 'vehicles-no',
  country: 'NO',
  lang: 'nb',
  locale: 'nb-NO',
  currency: 'NOK',
  vatRate: 0.25,
  idPrefix: '2',
  odometerUnit: 'km',
  leasingMileages: [15000, 20000, 25000],
  loanMinCash: 35,
  fuel: { petrol: 'Bensin', diesel: 'Diesel', electric: 'Elektrisitet', hybrid: 'Hybrid', phev: 'Ladbar hybrid' },
  gearbox: { automatic: 'Automat', manual: 'Manuell' },
  drive: { fwd: 'Forhjulsdrift', rwd: 'Bakhjulsdrift', awd: 'Firehjulsdrift' },
  body: { suv: 'SUV', hatchback: 'Kombi 5-dørs', sedan: 'Sedan', wagon: 'Stasjonsvogn', coupe: 'Coupé', convertible: 'Cabriolet', mpv: 'Flerbruksbil', van: 'Varebil' },
  colour: { black: 'Svart', white: 'Hvit', silver: 'Sølv', grey: 'Grå', blue: 'Blå', red: 'Rød', green: 'Grønn' },
  condition: { new: 'Ny', used: 'Brukt' },
  vehicleType: { PC: 'Personbil', LCV: 'Varebil' },
  priceTitle: { price: 'Pris', lcv: 'Pris eks. mva.', sample: 'Pris fra' },
  perMonth: '/mnd',
  exVat: 'eks. mva.',
  monthsText: (months) => `${months} mnd`,
  mileagePerYear: (formatted) => `${formatted} km/år`,
  acceleration: (seconds) => `0–100 km/t ${seconds} s`,
  finance: {
    loanTitle: 'Billån',
    loanDescription: 'Finansier bilen med billån fra Nordvik Finans. Velg nedbetalingstid, egenkapital og restverdi – månedsprisen beregnes med en gang.',
    loanDisclaimer:
      'Eksempel: {1} måneders nedbetaling, {2} % egenkapital ({3}), {4} % restverdi og nominell rente {5}. Etableringsgebyr {start} og termingebyr {invoice}/mnd kommer i tillegg. Effektiv rente avhenger av lånebeløp og nedbetalingstid. Forutsetter kredittgodkjenning.',
    loanStartFee: 3490,
    loanInvoiceFee: 95,
    privateTitle: 'Privatleasing',
    privateDescription: (model) => `Privatlease ${model} med fast månedspris. Service etter serviceprogram er inkludert, forsikring kommer i tillegg.`,
    privateSalesText: (model, monthly) => `Privatlease ${model} fra ${monthly}`,
    privateDisclaimer: (months, mileage, startFee) =>
      `Privatleasing ${months} mnd, ${mileage}. Etableringsgebyr ${startFee}. Overkjørte kilometer faktureres ved avtalens slutt. Forutsetter kredittgodkjenning.`,
    privateStartFee: 5990,
    privateInvoiceFee: 0,
    companyTitle: 'Bedriftsleasing',
    companyDescription: (model) => `Lease ${model} til bedriften via Nordvik Finans. Velg avtaletid, kjørelengde og forskuddsleie.`,
    companySalesText: (model, monthly) => `Bedriftsleasing av ${model} fra ${monthly}`,
    companyDisclaimer: (rate) =>
      `Priser eks. mva. Finansiell leasing med flytende rente ${rate} og restverdi etter avtale. Etableringsgebyr og termingebyr kommer i tillegg.`,
    companyStartFee: 5990,
    companyInvoiceFee: 95,
    campaignPriceTitle: 'Kampanjepris',
    campaignPriceDescription: (saving) => `Spar ${saving} på denne bilen. Tilbudet gjelder så lenge bilen er på lager.`,
    campaignLoanTitle: (rate) => `Kampanjerente ${rate}`,
    campaignLoanDescription: (rate) => `Finansier med billån til kampanjerente ${rate} i hele låneperioden.`,
    campaignLeasingTitle: 'Leasingkampanje',
    campaignLeasingDescription: 'Kampanjepris på privat- og bedriftsleasing i en begrenset periode.',
  },
}

const UK: CountryTexts = {
  index: 'vehicles-uk',
  country: 'GB',
  lang: 'en',
  locale: 'en-GB',
  currency: 'GBP',
  vatRate: 0.2,
  idPrefix: '3',
  odometerUnit: 'mi',
  leasingMileages: [8000, 10000, 12000],
  loanMinCash: 10,
  fuel: { petrol: 'Petrol', diesel: 'Diesel', electric: 'Electric', hybrid: 'Hybrid', phev: 'Plug-in hybrid' },
  gearbox: { automatic: 'Automatic', manual: 'Manual' },
  drive: { fwd: 'Front-wheel drive', rwd: 'Rear-wheel drive', awd: 'All-wheel drive' },
  body: { suv: 'SUV', hatchback: 'Hatchback', sedan: 'Saloon', wagon: 'Estate', coupe: 'Coupe', convertible: 'Convertible', mpv: 'MPV', van: 'Panel van' },
  colour: { black: 'Black', white: 'White', silver: 'Silver', grey: 'Grey', blue: 'Blue', red: 'Red', green: 'Green' },
  condition: { new: 'New', used: 'Used' },
  vehicleType: { PC: 'Car', LCV: 'Van' },
  priceTitle: { price: 'Price', lcv: 'Price excl. VAT', sample: 'Price from' },
  perMonth: '/month',
  exVat: '+ VAT',
  monthsText: (months) => `${months} months`,
  mileagePerYear: (formatted) => `${formatted} miles a year`,
  acceleration: (seconds) => `0–62 mph ${seconds} s`,
  finance: {
    loanTitle: 'Personal Contract Purchase',
    loanDescription:
      'Spread the cost with a Personal Contract Purchase from Nordvik Finance. Choose your term, deposit and optional final payment; your monthly payment updates instantly.',
    loanDisclaimer:
      'Representative example: {1} monthly payments, {2}% deposit ({3}), optional final payment of {4}% of the price and a fixed interest rate of {5}. An acceptance fee of {start} is added to the first payment; option to purchase fee {invoice}. Finance subject to status; 18s and over. Nordvik Motors is a credit broker, not a lender.',
    loanStartFee: 149,
    loanInvoiceFee: 10,
    privateTitle: 'Personal Contract Hire',
    privateDescription: (model) => `Drive a ${model} for a fixed monthly rental with road tax included. Maintenance packages are available.`,
    privateSalesText: (model, monthly) => `Personal contract hire on the ${model} from ${monthly}`,
    privateDisclaimer: (months, mileage, startFee) =>
      `Personal contract hire over ${months} months, ${mileage}, with an initial rental of six months and a processing fee of ${startFee}. Excess mileage charges apply. Subject to status.`,
    privateStartFee: 299,
    privateInvoiceFee: 0,
    companyTitle: 'Business Contract Hire',
    companyDescription: (model) => `Business contract hire on the ${model}: choose your term, annual mileage and initial rental.`,
    companySalesText: (model, monthly) => `Business contract hire on the ${model} from ${monthly}`,
    companyDisclaimer: (rate) =>
      `Prices exclude VAT. Rentals are based on an interest rate of ${rate} and the agreed residual value. A processing fee applies. Subject to status; business users only.`,
    companyStartFee: 299,
    companyInvoiceFee: 0,
    campaignPriceTitle: 'Offer price',
    campaignPriceDescription: (saving) => `Save ${saving} on this car while it is in stock.`,
    campaignLoanTitle: (rate) => `Low-rate finance at ${rate}`,
    campaignLoanDescription: (rate) => `Spread the cost at a fixed ${rate} for the whole term.`,
    campaignLeasingTitle: 'Contract hire offer',
    campaignLeasingDescription: 'Reduced monthly rentals on personal and business contract hire for a limited time.',
  },
}

const FI: CountryTexts = {
  index: 'vehicles-fi',
  country: 'FI',
  lang: 'fi',
  locale: 'fi-FI',
  currency: 'EUR',
  vatRate: 0.255,
  idPrefix: '4',
  odometerUnit: 'km',
  leasingMileages: [15000, 20000, 25000],
  loanMinCash: 20,
  fuel: { petrol: 'Bensiini', diesel: 'Diesel', electric: 'Sähkö', hybrid: 'Hybridi', phev: 'Ladattava hybridi' },
  gearbox: { automatic: 'Automaatti', manual: 'Manuaali' },
  drive: { fwd: 'Etuveto', rwd: 'Takaveto', awd: 'Neliveto' },
  body: { suv: 'Maastoauto', hatchback: 'Viistoperä', sedan: 'Sedan', wagon: 'Farmari', coupe: 'Coupé', convertible: 'Avoauto', mpv: 'Tila-auto', van: 'Pakettiauto' },
  colour: { black: 'Musta', white: 'Valkoinen', silver: 'Hopea', grey: 'Harmaa', blue: 'Sininen', red: 'Punainen', green: 'Vihreä' },
  condition: { new: 'Uusi', used: 'Vaihtoauto' },
  vehicleType: { PC: 'Henkilöauto', LCV: 'Pakettiauto' },
  priceTitle: { price: 'Hinta', lcv: 'Hinta alv 0 %', sample: 'Hinta alkaen' },
  perMonth: '/kk',
  exVat: 'alv 0 %',
  monthsText: (months) => `${months} kk`,
  mileagePerYear: (formatted) => `${formatted} km/v`,
  acceleration: (seconds) => `0–100 km/h ${seconds} s`,
  finance: {
    loanTitle: 'Rahoitus',
    loanDescription: 'Rahoita autosi Nordvik Rahoituksen osamaksulla. Valitse laina-aika, käsiraha ja viimeinen erä – kuukausierä lasketaan heti uudelleen.',
    loanDisclaimer:
      'Esimerkki: laina-aika {1} kk, käsiraha {2} % ({3}), viimeinen erä {4} % ja korko {5}. Lisäksi avausmaksu {start} ja käsittelymaksu {invoice}/kk. Todellinen vuosikorko riippuu luoton määrästä ja laina-ajasta. Rahoitus edellyttää hyväksyttyä luottopäätöstä.',
    loanStartFee: 290,
    loanInvoiceFee: 9,
    privateTitle: 'Yksityisleasing',
    privateDescription: (model) => `Aja ${model} kiinteällä kuukausimaksulla. Määräaikaishuollot sisältyvät hintaan, vakuutus hankitaan erikseen.`,
    privateSalesText: (model, monthly) => `${model} yksityisleasingilla alkaen ${monthly}`,
    privateDisclaimer: (months, mileage, startFee) =>
      `Yksityisleasing ${months} kk, ${mileage}. Avausmaksu ${startFee}. Ylittyvät kilometrit laskutetaan sopimuksen lopussa. Edellyttää hyväksyttyä luottopäätöstä.`,
    privateStartFee: 350,
    privateInvoiceFee: 0,
    companyTitle: 'Yritysleasing',
    companyDescription: (model) => `${model} yritysleasingilla Nordvik Rahoituksen kautta. Valitse sopimusaika, ajomäärä ja ensimmäinen korotettu vuokra.`,
    companySalesText: (model, monthly) => `${model} yritysleasingilla alkaen ${monthly}`,
    companyDisclaimer: (rate) => `Hinnat alv 0 %. Rahoitusleasing, korko ${rate} ja jäännösarvo sopimuksen mukaan. Lisäksi avausmaksu ja laskutuslisä.`,
    companyStartFee: 350,
    companyInvoiceFee: 9,
    campaignPriceTitle: 'Kampanjahinta',
    campaignPriceDescription: (saving) => `Säästä ${saving} tästä autosta. Tarjous on voimassa niin kauan kuin auto on myynnissä.`,
    campaignLoanTitle: (rate) => `Kampanjakorko ${rate}`,
    campaignLoanDescription: (rate) => `Rahoita autosi kampanjakorolla ${rate} koko laina-ajan.`,
    campaignLeasingTitle: 'Leasingkampanja',
    campaignLeasingDescription: 'Edullisemmat kuukausimaksut yksityis- ja yritysleasingissa rajoitetun ajan.',
  },
}

const SK: CountryTexts = {
  index: 'vehicles-sk',
  country: 'SK',
  lang: 'sk',
  locale: 'sk-SK',
  currency: 'EUR',
  vatRate: 0.23,
  idPrefix: '5',
  odometerUnit: 'km',
  leasingMileages: [15000, 20000, 25000],
  loanMinCash: 20,
  fuel: { petrol: 'Benzín', diesel: 'Diesel', electric: 'Elektro', hybrid: 'Hybrid', phev: 'Plug-in hybrid' },
  gearbox: { automatic: 'Automatická', manual: 'Manuálna' },
  drive: { fwd: 'Predný náhon', rwd: 'Zadný náhon', awd: 'Pohon všetkých kolies' },
  body: { suv: 'SUV', hatchback: 'Hatchback', sedan: 'Sedan', wagon: 'Kombi', coupe: 'Kupé', convertible: 'Kabriolet', mpv: 'MPV', van: 'Dodávka' },
  colour: { black: 'Čierna', white: 'Biela', silver: 'Strieborná', grey: 'Sivá', blue: 'Modrá', red: 'Červená', green: 'Zelená' },
  condition: { new: 'Nové', used: 'Jazdené' },
  vehicleType: { PC: 'Osobné vozidlo', LCV: 'Úžitkové vozidlo' },
  priceTitle: { price: 'Cena', lcv: 'Cena bez DPH', sample: 'Cena od' },
  perMonth: '/mes.',
  exVat: 'bez DPH',
  monthsText: (months) => `${months} mes.`,
  mileagePerYear: (formatted) => `${formatted} km/rok`,
  acceleration: (seconds) => `0–100 km/h ${seconds} s`,
  finance: {
    loanTitle: 'Úver na auto',
    loanDescription: 'Financujte auto úverom od Nordvik Finance. Zvoľte dobu splácania, akontáciu a zostatkovú hodnotu – mesačná splátka sa prepočíta okamžite.',
    loanDisclaimer:
      'Príklad: doba splácania {1} mesiacov, akontácia {2} % ({3}), zostatková hodnota {4} % a úroková sadzba {5}. Poplatok za spracovanie {start} a mesačný poplatok {invoice}. RPMN závisí od výšky úveru a doby splácania. Financovanie podlieha schváleniu.',
    loanStartFee: 199,
    loanInvoiceFee: 5,
    privateTitle: 'Operatívny leasing pre súkromné osoby',
    privateDescription: (model) => `Jazdite na ${model} za pevnú mesačnú splátku vrátane servisu a diaľničnej známky.`,
    privateSalesText: (model, monthly) => `${model} na operatívny leasing od ${monthly}`,
    privateDisclaimer: (months, mileage, startFee) =>
      `Operatívny leasing na ${months} mesiacov, ${mileage}. Poplatok za uzatvorenie zmluvy ${startFee}. Nadlimitné kilometre sa účtujú na konci zmluvy. Podlieha schváleniu.`,
    privateStartFee: 250,
    privateInvoiceFee: 0,
    companyTitle: 'Operatívny leasing pre firmy',
    companyDescription: (model) => `${model} na firemný leasing cez Nordvik Finance. Zvoľte dobu trvania, nájazd a akontáciu.`,
    companySalesText: (model, monthly) => `${model} na firemný leasing od ${monthly}`,
    companyDisclaimer: (rate) => `Ceny bez DPH. Finančný leasing s úrokovou sadzbou ${rate} a zostatkovou hodnotou podľa zmluvy. Poplatok za spracovanie a mesačný poplatok sa pripočítavajú.`,
    companyStartFee: 250,
    companyInvoiceFee: 5,
    campaignPriceTitle: 'Akciová cena',
    campaignPriceDescription: (saving) => `Ušetrite ${saving} na tomto vozidle. Ponuka platí do vypredania zásob.`,
    campaignLoanTitle: (rate) => `Akciová úroková sadzba ${rate}`,
    campaignLoanDescription: (rate) => `Financujte vozidlo so zvýhodnenou úrokovou sadzbou ${rate} počas celej doby splácania.`,
    campaignLeasingTitle: 'Akcia na operatívny leasing',
    campaignLeasingDescription: 'Znížené mesačné splátky operatívneho leasingu na obmedzený čas.',
  },
}

export const COUNTRY_TEXTS: Record<VehicleIndex, CountryTexts> = {
  'vehicles-se': SE,
  'vehicles-no': NO,
  'vehicles-uk': UK,
  'vehicles-fi': FI,
  'vehicles-sk': SK,
}
