/**
 * Deterministic, realistic redirect tables for the redirect benchmark (bench/redirects.ts) and its tests.
 *
 * A site's table looks like what a dealer brings from an old site: mostly one-to-one moves of legacy
 * addresses (2–5 segments of Swedish/English-looking slugs, some `.html`/`.aspx` endings, a few written with
 * capitals or a trailing slash), plus a share of patterns — `{id}` segments, a last `{path*}` wildcard and
 * query-conditioned sources (`/bilar/begagnade?vehicletype=PB`) — and about 1% sources that repeat an earlier
 * one (written with other capitals or a trailing slash; the first in order wins).
 *
 * Along with the rules come probes: one hit per rule that can win (a concrete address, with query string
 * when the rule needs one, that this rule and no other answers) and similar-looking misses that no rule of
 * the site answers. The generator keeps hits unambiguous by construction: every pattern starts with a
 * literal prefix of its own that is no prefix of a one-to-one source and is neither prefix nor extension of
 * another pattern's prefix. Destinations live in the new site's structure (or are https:// addresses),
 * which no source covers, so a table holds no chains or loops.
 */
import type { RedirectRule } from '../src/features/redirects/matcher'

export type RedirectProbe = { pathname: string; search: string }
/** An address a rule answers; `ruleId` is the rule that wins for it. */
export type RedirectHit = RedirectProbe & { ruleId: number; kind: 'exact' | 'pattern' }

export type GeneratedSite = {
  site: string
  /** The table in matching order (`order` = position + 1, ids 1…n). */
  rules: RedirectRule[]
  hits: RedirectHit[]
  /** Addresses no rule of this site answers. */
  misses: RedirectProbe[]
}

export type GenerateOptions = {
  sites: number
  /** Rules over all sites together. */
  rules: number
  /** Share of rules that are patterns (placeholders or query conditions) on every site. */
  patternShare: number
  seed: number
  /** Share of rules repeating an earlier source; 1% unless told. */
  duplicateShare?: number
}

/** A source is a pattern when it has a placeholder or a query condition. */
export const isPatternSource = (source: string) => source.includes('{') || source.includes('?')

/** mulberry32: small, fast and good enough for generating test data. */
export function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  }
}
type Random = ReturnType<typeof createRandom>

/** First segments of old addresses (one-to-one moves and patterns alike). */
const LEGACY_SECTIONS = [
  'bilar', 'begagnat', 'begagnade-bilar', 'nya-bilar', 'nyheter', 'kampanj', 'kampanjer', 'sv', 'en', 'pages', 'content',
  'modeller', 'anlaggningar', 'used', 'new', 'news', 'offers', 'cars', 'showroom', 'arkiv', 'site', 'info', 'produkter',
  'tjanster', 'verkstad', 'reservdelar', 'hyrbil', 'transportbilar', 'foretag', 'privat', 'om', 'press', 'blogg',
]
/** First segments that mostly old listing pages with ids used. */
const PATTERN_SECTIONS = ['annons', 'annonser', 'fordon', 'objekt', 'bil', 'car', 'vehicle', 'stock', 'lager', 'sok', 'search', 'detalj']
/** First segments of the new site's addresses: destinations only, never a source. */
const NEW_SECTIONS = [
  'kop-bil', 'buy-car', 'service-och-verkstad', 'om-oss', 'kontakt', 'erbjudanden', 'finansiering', 'hitta-oss',
  'about-us', 'contact', 'find-us', 'finance', 'elbilar', 'foretagskunder',
]
const BRANDS = [
  'volvo', 'volkswagen', 'audi', 'skoda', 'seat', 'cupra', 'porsche', 'renault', 'dacia', 'kia', 'hyundai', 'toyota',
  'ford', 'bmw', 'mercedes-benz', 'polestar', 'peugeot', 'nissan', 'mg', 'tesla',
]
const MODELS = [
  'xc40', 'xc60', 'xc90', 'v60', 'v90', 's60', 'ex30', 'golf', 'passat', 'id4', 'id-buzz', 'tiguan', 'polo', 'a3', 'a4',
  'q4-e-tron', 'octavia', 'superb', 'kodiaq', 'enyaq', 'ceed', 'niro', 'ev6', 'ioniq-5', 'tucson', 'rav4', 'yaris',
  'corolla', 'kuga', 'transit', 'clio', 'megane', 'duster', 'taycan', 'macan', 'model-y', 'born', 'formentor',
]
const CITIES = [
  'stockholm', 'goteborg', 'malmo', 'uppsala', 'vasteras', 'orebro', 'linkoping', 'helsingborg', 'jonkoping', 'norrkoping',
  'lund', 'umea', 'gavle', 'boras', 'sundsvall', 'kungsbacka', 'molndal', 'london', 'manchester', 'leeds', 'bristol',
  'helsinki', 'tampere', 'espoo',
]
const TOPICS = [
  'service', 'verkstad', 'dack', 'dackbyte', 'hjulforvaring', 'finansiering', 'leasing', 'privatleasing', 'foretagsleasing',
  'forsakring', 'garanti', 'provkorning', 'inbyte', 'kampanj', 'erbjudande', 'vinterdack', 'sommardack', 'laddbox', 'elbil',
  'laddhybrid', 'tillbehor', 'reservdelar', 'skadeverkstad', 'lackering', 'rekond', 'besiktning', 'oppettider', 'kontakt',
  'medarbetare', 'lediga-jobb', 'om-oss', 'evenemang', 'used-cars', 'new-cars', 'special-offers', 'test-drive',
  'part-exchange', 'servicing', 'mot', 'tyres', 'accessories', 'opening-hours', 'meet-the-team', 'careers', 'events',
  'electric', 'hybrid',
]
const WORDS = [
  'ny', 'nya', 'begagnad', 'billig', 'basta', 'premium', 'sport', 'kombi', 'suv', 'automat', 'diesel', 'bensin', 'sommar',
  'vinter', 'var', 'host', 'stor', 'liten', 'familj', 'family', 'best', 'cheap', 'offer', 'deal', 'nyhet', 'guide', 'tips',
]
const EXTENSIONS = ['.html', '.aspx', '.php', '.htm']
const DOMAINS = ['bilhallen.se', 'motorgruppen.se', 'bilcentrum.fi', 'autohaus.co.uk', 'forecourt-arkiv.se']
const QUERY_KEYS: [string, string[]][] = [
  ['vehicletype', ['PB', 'LB', 'MC', 'HB']],
  ['bransle', ['el', 'diesel', 'bensin', 'hybrid', 'gas']],
  ['marke', BRANDS.slice(0, 8)],
  ['kategori', ['suv', 'kombi', 'sedan', 'halvkombi', 'transport']],
  ['lang', ['sv', 'en', 'fi']],
  ['typ', ['ny', 'begagnad', 'demo']],
]
const ID_NAMES = ['id', 'regnr', 'annonsid', 'carid', 'nr']
const REST_NAMES = ['path', 'rest', 'sokvag']

function slug(r: Random): string {
  switch (r.int(0, 9)) {
    case 0:
      return r.pick(BRANDS)
    case 1:
      return `${r.pick(BRANDS)}-${r.pick(MODELS)}`
    case 2:
      return `${r.pick(BRANDS)}-${r.pick(MODELS)}-${r.int(2008, 2025)}`
    case 3:
      return `${r.pick(TOPICS)}-${r.pick(CITIES)}`
    case 4:
      return r.pick(TOPICS)
    case 5:
      return `${r.pick(WORDS)}-${r.pick(TOPICS)}`
    case 6:
      return `${r.pick(MODELS)}-${r.pick(WORDS)}-${r.int(1000, 99999)}`
    case 7:
      return r.pick(CITIES)
    case 8:
      return `${r.pick(TOPICS)}-${r.int(2010, 2025)}`
    default:
      return `${r.pick(WORDS)}-${r.pick(BRANDS)}-${r.pick(MODELS)}`
  }
}

/** Capitals the way old CMSs wrote them: `/Bilar/Volvo-XC60`. */
const capitalize = (path: string) => path.replace(/(^|[/-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())

/** `/a/b/c` → ['/a', '/a/b', '/a/b/c']. */
function prefixesOf(path: string): string[] {
  const out: string[] = []
  let index = path.indexOf('/', 1)
  while (index !== -1) {
    out.push(path.slice(0, index))
    index = path.indexOf('/', index + 1)
  }
  out.push(path)
  return out
}

function newPath(r: Random): string {
  let path = `/${r.pick(NEW_SECTIONS)}`
  for (let i = r.int(0, 2); i > 0; i--) path += `/${slug(r)}`
  return path
}

const idValue = (r: Random) =>
  r.chance(0.6) ? String(r.int(10000, 9999999)) : `${'abcdefghjklmnprstuwxyz'[r.int(0, 21)]}${'abcdefghjklmnprstuwxyz'[r.int(0, 21)]}${'abcdefghjklmnprstuwxyz'[r.int(0, 21)]}${r.int(10, 99)}${r.int(0, 9)}`

type Spec = {
  source: string
  destination: string
  kind: 'exact' | 'pattern' | 'duplicate'
  hit: RedirectProbe | null
  miss: RedirectProbe | null
}

/** Splits `rules` over `sites` by weights 1, 1/2, 1/3 …: one large site and a tail of smaller ones. */
export function siteSizes(sites: number, rules: number): number[] {
  const weights = Array.from({ length: sites }, (_, index) => 1 / (index + 1))
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const exact = weights.map((weight) => (weight / total) * rules)
  const sizes = exact.map(Math.floor)
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index)
  const missing = rules - sizes.reduce((sum, size) => sum + size, 0)
  for (let i = 0; i < missing; i++) sizes[order[i % sites]!.index]!++
  return sizes
}

export function generateRedirectTables(options: GenerateOptions): GeneratedSite[] {
  const r = createRandom(options.seed)
  return siteSizes(options.sites, options.rules).map((size, index) =>
    generateSite(r, `site-${String(index + 1).padStart(2, '0')}`, size, options.patternShare, options.duplicateShare ?? 0.01),
  )
}

function generateSite(r: Random, site: string, size: number, patternShare: number, duplicateShare: number): GeneratedSite {
  const patternCount = Math.round(size * patternShare)
  const exactCount = size - patternCount
  const duplicateCount = exactCount > 1 ? Math.min(Math.round(size * duplicateShare), exactCount - 1) : 0
  const uniqueCount = exactCount - duplicateCount

  // 1. One-to-one moves: unique legacy paths (canonical: lower case, no trailing slash).
  const exactPaths = new Set<string>()
  const exactPrefixes = new Set<string>()
  const exactSpecs: Spec[] = []
  while (exactSpecs.length < uniqueCount) {
    let path = `/${r.pick(LEGACY_SECTIONS)}`
    for (let i = r.int(1, 4); i > 0; i--) path += `/${slug(r)}`
    if (r.chance(0.1)) path += r.pick(EXTENSIONS)
    if (exactPaths.has(path)) continue
    exactPaths.add(path)
    for (const prefix of prefixesOf(path)) exactPrefixes.add(prefix)
    let source = r.chance(0.04) ? capitalize(path) : path
    if (r.chance(0.03)) source += '/'
    let destination = r.chance(0.05) ? `https://www.${r.pick(DOMAINS)}/${slug(r)}` : newPath(r)
    if (r.chance(0.05)) destination += r.chance(0.5) ? '?car_site_region=vast&car_site_region=syd' : `?utm_source=gamla-sajten`
    let hitPath = path
    if (r.chance(0.05)) hitPath = capitalize(hitPath)
    if (r.chance(0.05)) hitPath += '/'
    exactSpecs.push({ source, destination, kind: 'exact', hit: { pathname: hitPath, search: r.chance(0.05) ? '?utm_source=nyhetsbrev' : '' }, miss: null })
  }

  // 2. Patterns, each under a literal prefix of its own.
  const patternPrefixes = new Set<string>()
  const patternAncestors = new Set<string>()
  const prefixFree = (prefix: string) => {
    if (exactPrefixes.has(prefix) || patternPrefixes.has(prefix) || patternAncestors.has(prefix)) return false
    return prefixesOf(prefix).every((ancestor) => !patternPrefixes.has(ancestor))
  }
  let fallback = 0
  const newPrefix = () => {
    for (let attempt = 0; ; attempt++) {
      let prefix = `/${r.chance(0.4) ? r.pick(PATTERN_SECTIONS) : r.pick(LEGACY_SECTIONS)}`
      for (let i = r.int(0, 2); i > 0; i--) prefix += `/${slug(r)}`
      if (attempt > 50) prefix += `/arkiv-${++fallback}`
      if (!prefixFree(prefix)) continue
      patternPrefixes.add(prefix)
      for (const ancestor of prefixesOf(prefix).slice(0, -1)) patternAncestors.add(ancestor)
      return prefix
    }
  }
  const rest = (r: Random, min: number) => Array.from({ length: r.int(min, 3) }, () => slug(r)).join('/')
  const patternSpecs: Spec[] = []
  while (patternSpecs.length < patternCount) {
    const prefix = newPrefix()
    const shape = r.next()
    const id = r.pick(ID_NAMES)
    const wild = r.pick(REST_NAMES)
    const target = newPath(r)
    const external = r.chance(0.1) ? `https://${r.chance(0.5) ? 'arkiv' : 'www'}.${r.pick(DOMAINS)}` : null
    if (shape < 0.35) {
      // /annons/{id} → /kop-bil/begagnade-bilar/{id}
      const value = idValue(r)
      patternSpecs.push({
        source: `${prefix}/{${id}}`,
        destination: `${external ?? target}/{${id}}`,
        kind: 'pattern',
        hit: { pathname: `${prefix}/${value}`, search: '' },
        miss: r.chance(0.5) ? { pathname: prefix, search: '' } : { pathname: `${prefix}/${value}/${slug(r)}`, search: '' },
      })
    } else if (shape < 0.45) {
      // /bilar/{id}/{slug} → /kop-bil/{id}
      patternSpecs.push({
        source: `${prefix}/{${id}}/{slug}`,
        destination: r.chance(0.5) ? `${target}/{${id}}` : `${target}/{${id}}/{slug}`,
        kind: 'pattern',
        hit: { pathname: `${prefix}/${idValue(r)}/${slug(r)}`, search: '' },
        miss: { pathname: `${prefix}/${idValue(r)}`, search: '' },
      })
    } else if (shape < 0.75) {
      // /kampanj/sommar-2019/{path*} → /erbjudanden/{path*}
      let missPath = ''
      for (let attempt = 0; attempt < 10 && !missPath; attempt++) {
        const candidate = `${prefix}-${r.pick(['2', 'gammal', 'old', 'x', 'arkiv'])}`
        if (!exactPaths.has(candidate) && prefixesOf(candidate).every((ancestor) => !patternPrefixes.has(ancestor))) missPath = candidate
      }
      patternSpecs.push({
        source: `${prefix}/{${wild}*}`,
        destination: `${external ?? target}/{${wild}*}`,
        kind: 'pattern',
        hit: { pathname: r.chance(0.05) ? prefix : `${prefix}/${rest(r, 1)}`, search: '' },
        miss: missPath ? { pathname: missPath, search: '' } : null,
      })
    } else if (shape < 0.85) {
      // /fordon/{regnr}/{rest*} → /kop-bil/{regnr}/{rest*}
      patternSpecs.push({
        source: `${prefix}/{${id}}/{${wild}*}`,
        destination: `${target}/{${id}}/{${wild}*}`,
        kind: 'pattern',
        hit: { pathname: `${prefix}/${idValue(r)}${r.chance(0.7) ? `/${rest(r, 1)}` : ''}`, search: '' },
        miss: { pathname: prefix, search: '' },
      })
    } else {
      // A group of query-conditioned sources on one path: /bilar/begagnade?vehicletype=PB, …=LB
      const [key, values] = r.pick(QUERY_KEYS)
      const withId = r.chance(0.3)
      const groupSize = Math.min(r.int(1, 3), patternCount - patternSpecs.length)
      const chosen: string[] = []
      while (chosen.length < groupSize) {
        const value = r.pick(values)
        if (!chosen.includes(value)) chosen.push(value)
      }
      const unused = values.find((value) => !chosen.includes(value)) ?? 'zz'
      for (const value of chosen) {
        const path = withId ? `${prefix}/{${id}}` : prefix
        const concrete = withId ? `${prefix}/${idValue(r)}` : prefix
        const extra = r.chance(0.3) ? '&utm_source=nyhetsbrev' : ''
        patternSpecs.push({
          source: `${path}?${key}=${value}`,
          destination: withId ? `${target}/{${id}}` : r.chance(0.5) ? `${target}?${key}=${value.toLowerCase()}` : target,
          kind: 'pattern',
          hit: { pathname: concrete, search: `?${key}=${value}${extra}` },
          miss: r.chance(0.5) ? { pathname: concrete, search: `?${key}=${unused}` } : { pathname: concrete, search: '' },
        })
      }
    }
  }

  // Misses of the one-to-one moves: a changed last segment, the parent, or one segment more.
  const isMiss = (path: string) => !exactPaths.has(path) && prefixesOf(path).every((ancestor) => !patternPrefixes.has(ancestor))
  for (const spec of exactSpecs) {
    const path = spec.hit!.pathname.toLowerCase().replace(/\/$/, '')
    for (let attempt = 0; attempt < 5 && !spec.miss; attempt++) {
      const cut = path.lastIndexOf('/')
      const choice = r.int(0, 3)
      const candidate =
        choice === 0 && cut > 0
          ? path.slice(0, cut)
          : choice === 1
            ? `${path}/${slug(r)}`
            : choice === 2
              ? `${path.slice(0, cut)}/${slug(r)}`
              : `${path}-${r.pick(['2', 'gammal', 'old', 'x', 'arkiv', 'kopia'])}`
      if (isMiss(candidate)) spec.miss = { pathname: r.chance(0.05) ? capitalize(candidate) : candidate, search: '' }
    }
  }

  // 3. The table in a shuffled order; a repeated source comes after the one it repeats.
  const kinds: Spec['kind'][] = [
    ...Array<Spec['kind']>(uniqueCount).fill('exact'),
    ...Array<Spec['kind']>(patternCount).fill('pattern'),
    ...Array<Spec['kind']>(duplicateCount).fill('duplicate'),
  ]
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = r.int(0, i)
    ;[kinds[i], kinds[j]] = [kinds[j]!, kinds[i]!]
  }
  const firstExact = kinds.indexOf('exact')
  for (let i = 0; i < firstExact; i++) {
    if (kinds[i] === 'duplicate') [kinds[i], kinds[firstExact]] = ['exact', 'duplicate']
  }
  const placed: Spec[] = []
  let nextExact = 0
  let nextPattern = 0
  const rules: RedirectRule[] = []
  const hits: RedirectHit[] = []
  const misses: RedirectProbe[] = []
  for (const [index, kind] of kinds.entries()) {
    let spec: Spec
    if (kind === 'exact') placed.push((spec = exactSpecs[nextExact++]!))
    else if (kind === 'pattern') spec = patternSpecs[nextPattern++]!
    else {
      const original = r.pick(placed)
      const path = original.hit!.pathname.toLowerCase().replace(/\/$/, '')
      const source = r.chance(0.5) ? `${capitalize(path)}${r.chance(0.5) ? '/' : ''}` : `${path}/`
      spec = { source, destination: r.chance(0.5) ? original.destination : newPath(r), kind: 'duplicate', hit: null, miss: null }
    }
    const id = index + 1
    rules.push({ id, source: spec.source, destination: spec.destination, permanent: true, order: id })
    if (spec.hit) hits.push({ ...spec.hit, ruleId: id, kind: kind === 'pattern' ? 'pattern' : 'exact' })
    if (spec.miss) misses.push(spec.miss)
  }
  return { site, rules, hits, misses }
}
