/**
 * The seller's description of a car: two to four sentences in the site's language about the car's state,
 * its drivetrain, some of its equipment and an invitation to the facility.
 */

import type { Fuel, Lang } from './catalog'

export type DescriptionFacts = {
  /** Make and model ('Volvo XC60', 'Polestar 2'). */
  fullModel: string
  /** Make, model and version ('Volvo XC60 B4 Plus'). */
  fullName: string
  year: number
  /** The colour's name in the site language. */
  colour: string
  used: boolean
  sample: boolean
  lcv: boolean
  fuel: Fuel
  trim: string | null
  mileageText: string
  rangeText: string | null
  dcText: string | null
  consumptionText: string | null
  cargoText: string
  seats: number
  siteName: string
  city: string
  /** Three equipment items to mention. */
  highlights: [string, string, string]
}

type Sentences = {
  opening: (facts: DescriptionFacts, variant: number) => string
  drivetrain: (facts: DescriptionFacts) => string
  equipment: (facts: DescriptionFacts) => string
  closing: (facts: DescriptionFacts, variant: number) => string
}

/** Names of things (Apple CarPlay, LED …) keep their capital inside a sentence; ordinary words do not. */
function inSentence(item: string): string {
  const first = item.split(/\s/)[0] ?? ''
  if (/^(Apple|Android|Bluetooth|DAB|DAB\+|Google|Isofix|ISOFIX|LED|Matrix|Mode)/.test(first)) return item
  if (/^[A-ZÅÄÖÆØÜČŠŽĽŤ][a-zåäöæøüéáíóúýčďľňŕšťž]/.test(item)) return item.charAt(0).toLowerCase() + item.slice(1)
  return item
}

function list(items: string[], and: string): string {
  const words = items.map(inSentence)
  return `${words.slice(0, -1).join(', ')} ${and} ${words[words.length - 1]}`
}

const SV: Sentences = {
  opening: (f, v) => {
    if (f.sample) return `Upptäck nya ${f.fullModel} i utförandet ${f.trim ?? ''} – beställ din bil hos ${f.siteName}.`
    if (!f.used) return v % 2 === 0 ? `Ny ${f.fullName} i ${f.colour.toLowerCase()}, klar för snabb leverans från ${f.siteName}.` : `Fabriksny ${f.fullModel} i lager hos oss i ${f.city}.`
    return v % 2 === 0
      ? `Välvårdad ${f.fullName} från ${f.year} som har gått ${f.mileageText}.`
      : `Snygg ${f.colour.toLowerCase()} ${f.fullModel} av årsmodell ${f.year} med ${f.mileageText} på mätaren.`
  },
  drivetrain: (f) => {
    if (f.lcv) return `Lastutrymmet rymmer ${f.cargoText} och bilen är redo för arbete från första dagen.`
    if (f.fuel === 'electric') return `Räckvidden är upp till ${f.rangeText} enligt WLTP och bilen snabbladdar med upp till ${f.dcText}.`
    if (f.fuel === 'phev') return `Laddhybriden klarar ${f.rangeText} på ren el, perfekt för pendling i vardagen.`
    return `Bränsleförbrukningen är ${f.consumptionText} vid blandad körning enligt WLTP.`
  },
  equipment: (f) => `Bland utrustningen finns ${list(f.highlights, 'och')}.`,
  closing: (f, v) => {
    if (f.used) return v % 2 === 0 ? 'Bilen är servicad och besiktigad och säljs med 12 månaders garanti.' : `Välkommen till ${f.siteName} för en provkörning!`
    return v % 2 === 0 ? `Välkommen till ${f.siteName} för en provkörning!` : 'Kontakta oss för ett erbjudande på finansiering och inbyte.'
  },
}

const NB: Sentences = {
  opening: (f, v) => {
    if (f.sample) return `Oppdag nye ${f.fullModel} i utstyrsnivået ${f.trim ?? ''} – bestill din bil hos ${f.siteName}.`
    if (!f.used) return v % 2 === 0 ? `Ny ${f.fullName} i ${f.colour.toLowerCase()}, klar for rask levering fra ${f.siteName}.` : `Fabrikkny ${f.fullModel} på lager hos oss i ${f.city}.`
    return v % 2 === 0
      ? `Velholdt ${f.fullName} fra ${f.year} som har gått ${f.mileageText}.`
      : `Pen ${f.colour.toLowerCase()} ${f.fullModel} årsmodell ${f.year} med ${f.mileageText} på telleren.`
  },
  drivetrain: (f) => {
    if (f.lcv) return `Lasterommet rommer ${f.cargoText}, og bilen er klar for jobb fra første dag.`
    if (f.fuel === 'electric') return `Rekkevidden er opptil ${f.rangeText} etter WLTP, og bilen hurtiglader med opptil ${f.dcText}.`
    if (f.fuel === 'phev') return `Den ladbare hybriden kjører ${f.rangeText} på strøm, perfekt til daglig pendling.`
    return `Forbruket er ${f.consumptionText} ved blandet kjøring etter WLTP.`
  },
  equipment: (f) => `Blant utstyret finner du ${list(f.highlights, 'og')}.`,
  closing: (f, v) => {
    if (f.used) return v % 2 === 0 ? 'Bilen er servicert og selges med 12 måneders garanti.' : `Velkommen til ${f.siteName} for prøvekjøring!`
    return v % 2 === 0 ? `Velkommen til ${f.siteName} for prøvekjøring!` : 'Kontakt oss for et tilbud på finansiering og innbytte.'
  },
}

const EN: Sentences = {
  opening: (f, v) => {
    if (f.sample) return `Discover the new ${f.fullModel} in ${f.trim ?? ''} trim and order yours from ${f.siteName}.`
    if (!f.used) return v % 2 === 0 ? `Brand-new ${f.fullName} in ${f.colour.toLowerCase()}, ready for quick delivery from ${f.siteName}.` : `A factory-fresh ${f.fullModel} in stock with us in ${f.city}.`
    return v % 2 === 0
      ? `A well-kept ${f.year} ${f.fullName} that has covered ${f.mileageText}.`
      : `This ${f.colour.toLowerCase()} ${f.fullModel} from ${f.year} shows ${f.mileageText} on the clock.`
  },
  drivetrain: (f) => {
    if (f.lcv) return `The load area takes ${f.cargoText}, so it is ready for work from day one.`
    if (f.fuel === 'electric') return `It has a WLTP range of up to ${f.rangeText} and rapid-charges at up to ${f.dcText}.`
    if (f.fuel === 'phev') return `The plug-in hybrid covers ${f.rangeText} on electricity alone, ideal for the daily commute.`
    return `Official WLTP economy is ${f.consumptionText} combined.`
  },
  equipment: (f) => `Highlights include ${list(f.highlights, 'and')}.`,
  closing: (f, v) => {
    if (f.used) return v % 2 === 0 ? 'Serviced, with a fresh MOT and a 12-month warranty.' : `Visit us at ${f.siteName} for a test drive.`
    return v % 2 === 0 ? `Visit us at ${f.siteName} for a test drive.` : 'Ask us for a finance quote and a valuation of your part-exchange.'
  },
}

const FI: Sentences = {
  opening: (f, v) => {
    if (f.sample) return `Tutustu uuteen ${f.fullModel} -malliin ${f.trim ?? ''}-varustelulla ja tilaa omasi ${f.siteName} -liikkeestä.`
    if (!f.used) return v % 2 === 0 ? `Uusi ${f.fullName}, väri ${f.colour.toLowerCase()}, nopeaan toimitukseen ${f.siteName} -liikkeestä.` : `Tehdasuusi ${f.fullModel} odottaa uutta omistajaansa ${f.siteName} -liikkeessä.`
    return v % 2 === 0
      ? `Hyväkuntoinen ${f.fullName} vuodelta ${f.year}, ajettu ${f.mileageText}.`
      : `Siisti ${f.colour.toLowerCase()} ${f.fullModel}, vuosimalli ${f.year}, mittarissa ${f.mileageText}.`
  },
  drivetrain: (f) => {
    if (f.lcv) return `Tavaratilaa on ${f.cargoText}, joten auto on valmis töihin heti ensimmäisestä päivästä.`
    if (f.fuel === 'electric') return `WLTP-toimintamatka on jopa ${f.rangeText}, ja pikalataus onnistuu jopa ${f.dcText} teholla.`
    if (f.fuel === 'phev') return `Ladattava hybridi kulkee sähköllä ${f.rangeText}, mikä riittää hyvin päivittäiseen työmatkaan.`
    return `Yhdistetty WLTP-kulutus on ${f.consumptionText}.`
  },
  equipment: (f) => `Varusteisiin kuuluvat muun muassa ${list(f.highlights, 'ja')}.`,
  closing: (f, v) => {
    if (f.used) return v % 2 === 0 ? 'Auto on huollettu ja katsastettu, ja sillä on 12 kuukauden takuu.' : `Tervetuloa koeajolle ${f.siteName} -liikkeeseen!`
    return v % 2 === 0 ? `Tervetuloa koeajolle ${f.siteName} -liikkeeseen!` : 'Kysy meiltä tarjous rahoituksesta ja vaihtoautostasi.'
  },
}

const SK: Sentences = {
  opening: (f, v) => {
    if (f.sample) return `Objavte nové vozidlo ${f.fullModel} vo výbave ${f.trim ?? ''} a objednajte si ho v predajni ${f.siteName}.`
    if (!f.used) return v % 2 === 0 ? `Nové vozidlo ${f.fullName}, farba ${f.colour.toLowerCase()}, pripravené na rýchle dodanie z predajne ${f.siteName}.` : `Úplne nové vozidlo ${f.fullModel} je skladom v predajni ${f.siteName}.`
    return v % 2 === 0
      ? `Udržiavané vozidlo ${f.fullName} z roku ${f.year} s najazdenými ${f.mileageText}.`
      : `Pekné vozidlo ${f.fullModel}, modelový rok ${f.year}, farba ${f.colour.toLowerCase()}, najazdené ${f.mileageText}.`
  },
  drivetrain: (f) => {
    if (f.lcv) return `Nákladový priestor má objem ${f.cargoText}, vozidlo je pripravené do práce od prvého dňa.`
    if (f.fuel === 'electric') return `Dojazd podľa WLTP je až ${f.rangeText} a rýchlonabíjanie zvládne výkonom až ${f.dcText}.`
    if (f.fuel === 'phev') return `Plug-in hybrid prejde na elektrinu ${f.rangeText}, čo stačí na bežné dochádzanie.`
    return `Kombinovaná spotreba podľa WLTP je ${f.consumptionText}.`
  },
  equipment: (f) => `Z výbavy: ${list(f.highlights, 'a')}.`,
  closing: (f, v) => {
    if (f.used) return v % 2 === 0 ? 'Vozidlo je po servise, s platnou STK a zárukou 12 mesiacov.' : `Príďte na testovaciu jazdu do predajne ${f.siteName}.`
    return v % 2 === 0 ? `Príďte na testovaciu jazdu do predajne ${f.siteName}.` : 'Kontaktujte nás pre ponuku financovania a výkupu vášho vozidla.'
  },
}

const SENTENCES: Record<Lang, Sentences> = { sv: SV, nb: NB, en: EN, fi: FI, sk: SK }

/**
 * A description of two to four sentences. `roll` (0–1) chooses which of the middle sentences appear and
 * `variant` the wording of the first and last.
 */
export function describeCar(lang: Lang, facts: DescriptionFacts, roll: number, variant: number): string {
  const sentences = SENTENCES[lang]
  const parts = [sentences.opening(facts, variant)]
  if (roll < 0.75) parts.push(sentences.drivetrain(facts))
  if (roll > 0.25) parts.push(sentences.equipment(facts))
  parts.push(sentences.closing(facts, variant >> 1))
  return parts.join(' ')
}
