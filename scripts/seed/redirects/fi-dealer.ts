import type { SeedRedirect } from '../types'

/**
 * Nordvik Autot (fi-dealer): permanent redirects from the previous website (spec 1 §2.7, "Finnish site").
 * The site has real English pages under /en/{the Finnish path}, so the old English addresses below are only
 * ones that no longer exist; the /fi-fi/ forms are the old site's written-out default language.
 */
export const redirects: SeedRedirect[] = [
  // Old pages of /meista go to its current subpages
  { source: '/meista/yhtio', destination: '/meista/yritys' },
  { source: '/meista/historia', destination: '/meista/yritys' },
  { source: '/meista/vastuullisuus', destination: '/meista/yritys/vastuullisuus' },
  { source: '/meista/rekrytointi', destination: '/meista/tyopaikat' },
  { source: '/meista/avoimet-tyopaikat', destination: '/meista/tyopaikat' },
  { source: '/meista/tietosuojaseloste', destination: '/meista/tietosuoja' },

  // 'Why Nordvik' pages moved to /auton-omistaminen
  { source: '/miksi-nordvik', destination: '/auton-omistaminen' },
  { source: '/miksi-nordvik/huoltosopimus', destination: '/auton-omistaminen/huoltosopimus' },
  { source: '/miksi-nordvik/rahoitus', destination: '/auton-omistaminen/rahoitus' },
  { source: '/miksi-nordvik/yksityisleasing', destination: '/auton-omistaminen/rahoitus/yksityisleasing' },
  { source: '/miksi-nordvik/nordvik-turva', destination: '/auton-omistaminen/nordvik-turva' },
  { source: '/miksi-nordvik/takuu', destination: '/auton-omistaminen/nordvik-turva' },
  { source: '/miksi-nordvik/vaihtoauton-ostaminen', destination: '/auton-omistaminen/vaihtoauton-ostaminen' },

  // Old English and /fi-fi/ addresses go to the unprefixed page
  { source: '/en/why-nordvik/service-agreement', destination: '/auton-omistaminen/huoltosopimus' },
  { source: '/en/why-nordvik/warranty', destination: '/auton-omistaminen/nordvik-turva' },
  { source: '/en/about-us', destination: '/meista' },
  { source: '/en/used-cars', destination: '/osta-auto/vaihtoautot' },
  { source: '/en/services/tyre-hotel', destination: '/huolto/renkaat/rengashotelli' },
  { source: '/fi-fi/osta-auto/vaihtoautot', destination: '/osta-auto/vaihtoautot' },
  { source: '/fi-fi/auton-omistaminen/rahoitus', destination: '/auton-omistaminen/rahoitus' },
  { source: '/fi-fi/huolto/renkaat/rengashotelli', destination: '/huolto/renkaat/rengashotelli' },
  { source: '/fi-fi/miksi-nordvik/huoltosopimus', destination: '/auton-omistaminen/huoltosopimus' },

  // Old store pages go to /loyda-meidat
  { source: '/toimipisteet', destination: '/loyda-meidat' },
  { source: '/toimipisteet/{id}/{location}', destination: '/loyda-meidat/{location}', example: '/toimipisteet/3f9a2c71/espoo' },
  { source: '/toimipisteet/helsinki', destination: '/loyda-meidat/helsinki' },
  { source: '/myymalat/konala', destination: '/loyda-meidat/helsinki' },
  { source: '/myymalat/tampere', destination: '/loyda-meidat/tampere' },
  { source: '/myymalat/turku', destination: '/loyda-meidat/turku' },
  { source: '/en/find-us', destination: '/loyda-meidat' },
]
