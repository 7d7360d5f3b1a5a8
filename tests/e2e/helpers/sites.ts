/** The demo sites (DEMO.md) as the end-to-end tests visit them. */
export const DEMO_HOMES = [
  { key: 'group', host: 'localhost', name: 'Nordvik Group', lang: 'sv-SE' },
  { key: 'se-dealer', host: 'se.localhost', name: 'Nordvik Bil', lang: 'sv-SE' },
  { key: 'se-dealer-2', host: 'se2.localhost', name: 'Nordvik Bilhall', lang: 'sv-SE' },
  { key: 'no-dealer', host: 'no.localhost', name: 'Nordvik Bil Norge', lang: 'nb-NO' },
  { key: 'uk-dealer', host: 'uk.localhost', name: 'Nordvik Motors UK', lang: 'en-GB' },
  { key: 'fi-dealer', host: 'fi.localhost', name: 'Nordvik Autot', lang: 'fi-FI' },
  { key: 'sk-dealer', host: 'sk.localhost', name: 'Nordvik Auto Slovensko', lang: 'sk-SK' },
  { key: 'carstore', host: 'carstore.localhost', name: 'Nordvik Carstore', lang: 'sv-SE' },
  { key: 'auction', host: 'auction.localhost', name: 'Nordvik Auktion', lang: 'sv-SE' },
  { key: 'partner', host: 'partner.localhost', name: 'Nordvik Partner', lang: 'sv-SE' },
] as const
