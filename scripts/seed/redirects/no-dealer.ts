import type { SeedRedirect } from '../types'

/**
 * Nordvik Bil Norge (no-dealer): permanent redirects from the previous website (spec 1 §2.7, "Norwegian site").
 * The site has real English pages under /en/{the Norwegian path}: the old English addresses below are only ones
 * that no longer exist, and /en itself (the English home page) is not redirected.
 */
export const redirects: SeedRedirect[] = [
  // Old 'why Nordvik' pages move to /bileierskap
  { source: '/hvorfor-nordvik', destination: '/bileierskap' },
  { source: '/hvorfor-nordvik/velg-den-perfekte-bruktbilen', destination: '/bileierskap/velg-den-perfekte-bruktbilen' },
  { source: '/hvorfor-nordvik/kjope-bruktbil', destination: '/bileierskap/kjope-bruktbil' },
  { source: '/hvorfor-nordvik/innbytte-av-bil', destination: '/bileierskap/innbytte-av-bil' },
  { source: '/hvorfor-nordvik/garanti', destination: '/bileierskap/garanti' },
  { source: '/hvorfor-nordvik/serviceavtale', destination: '/bileierskap/serviceavtale' },
  { source: '/hvorfor-nordvik/nordvik-care', destination: '/bileierskap/nordvik-care' },
  { source: '/hvorfor-velge-oss/{path*}', destination: '/bileierskap/{path*}', example: '/hvorfor-velge-oss/garanti' },

  // About pages move under /om-nordvik/om-oss (the Transparency Act account stays at /om-nordvik/apenhetsloven)
  { source: '/om-oss', destination: '/om-nordvik/om-oss' },
  { source: '/om-oss/apenhetslov', destination: '/om-nordvik/apenhetsloven' },
  { source: '/om-oss/apenhetsloven', destination: '/om-nordvik/apenhetsloven' },
  { source: '/om-oss/whistleblower', destination: '/om-nordvik/om-oss/whistleblower' },
  { source: '/om-oss/varsling', destination: '/om-nordvik/om-oss/whistleblower' },
  { source: '/om-oss/for-leverandorer', destination: '/om-nordvik/om-oss/for-leverandorer' },
  { source: '/om-oss/kvalitets-og-miljopolitikk', destination: '/om-nordvik/om-oss/kvalitets-og-miljopolitikk' },
  { source: '/om-oss/cookie-policy', destination: '/om-nordvik/om-oss/cookie-policy' },
  { source: '/om-nordvik/whistleblower', destination: '/om-nordvik/om-oss/whistleblower' },
  { source: '/om-nordvik/cookie-policy', destination: '/om-nordvik/om-oss/cookie-policy' },

  // Brand pages are under /vare-bilmerker; brands we no longer sell fall back to the list
  { source: '/bilmerker', destination: '/vare-bilmerker' },
  { source: '/bilmerker/volkswagen', destination: '/vare-bilmerker/volkswagen' },
  { source: '/bilmerker/volkswagen-nyttekjoretoy', destination: '/vare-bilmerker/volkswagen' },
  { source: '/bilmerker/skoda', destination: '/vare-bilmerker/skoda' },
  { source: '/bilmerker/audi', destination: '/vare-bilmerker/audi' },
  { source: '/bilmerker/kia', destination: '/vare-bilmerker/kia' },
  { source: '/bilmerker/cupra', destination: '/vare-bilmerker' },
  { source: '/bilmerker/seat', destination: '/vare-bilmerker' },
  { source: '/vare-bilmerker/cupra', destination: '/vare-bilmerker' },

  // Location pages are /finn-oss/{location}; the old forms carry a hex id that is dropped
  { source: '/forhandlere', destination: '/finn-oss' },
  { source: '/forhandlere/{id}/{location}', destination: '/finn-oss/{location}', example: '/forhandlere/5e8f1c2a9b3d/drammen' },
  { source: '/finn-oss/{id}/{location}', destination: '/finn-oss/{location}', example: '/finn-oss/61a4b0e7c2f3/oslo-alnabru' },
  { source: '/avdelinger/oslo', destination: '/finn-oss/oslo-alnabru' },
  { source: '/avdelinger/lillestrom', destination: '/finn-oss/lillestrom' },
  { source: '/avdelinger/tonsberg', destination: '/finn-oss/tonsberg' },

  // Old English addresses go to the root
  { source: '/en/home', destination: '/' },
  { source: '/en/about-us', destination: '/' },
  { source: '/en/why-nordvik', destination: '/' },
  { source: '/en-gb', destination: '/' },
]
