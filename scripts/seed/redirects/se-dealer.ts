import type { SeedRedirect } from '../types'

/**
 * "Swedish site one" (spec 1 §2.7): Nordvik Bil's previous website had its "why Nordvik" pages under
 * /varfor-nordvik, English copies under /en with English slugs, site pages with an id segment and a few
 * addresses with a file suffix left over from the old CMS. Everything maps to today's clean paths.
 * Today's English pages live at /en + the Swedish path, so no source here is one of them.
 */
export const redirects: SeedRedirect[] = [
  // Owning a car: /bilagande
  { source: '/varfor-nordvik', destination: '/bilagande' },
  { source: '/garanti', destination: '/bilagande/garantiavtal' },
  { source: '/varfor-nordvik/garanti', destination: '/bilagande/garantiavtal' },
  { source: '/nordvik-care', destination: '/bilagande/nordvik-care' },
  { source: '/varfor-nordvik/nordvik-care', destination: '/bilagande/nordvik-care' },
  { source: '/serviceavtal', destination: '/bilagande/serviceavtal' },
  { source: '/varfor-nordvik/serviceavtal', destination: '/bilagande/serviceavtal' },
  { source: '/finansiering', destination: '/bilagande/finansiering' },
  { source: '/privatleasing', destination: '/bilagande/finansiering/privatleasing' },
  { source: '/varfor-nordvik/att-kopa-begagnad-bil', destination: '/bilagande/att-kopa-begagnad-bil' },
  { source: '/kopguide', destination: '/bilagande/att-kopa-begagnad-bil' },

  // Brands
  { source: '/bilmarken', destination: '/vara-bilmarken' },
  { source: '/bilmarken/{brand}', destination: '/vara-bilmarken', example: '/bilmarken/volkswagen' },
  { source: '/volkswagen', destination: '/vara-bilmarken' },

  // Buying a car
  { source: '/begagnade-bilar', destination: '/kop-bil/alla-begagnade-bilar' },
  { source: '/bilar-i-lager', destination: '/kop-bil/alla-begagnade-bilar' },
  { source: '/kop-bil/begagnade-bilar', destination: '/kop-bil/alla-begagnade-bilar' },
  { source: '/kop-bil/alla-begagnade-bilar/default.aspx', destination: '/kop-bil/alla-begagnade-bilar' },
  { source: '/elbilar', destination: '/kop-bil/begagnade-elbilar' },
  { source: '/kop-bil/elbilar', destination: '/kop-bil/begagnade-elbilar' },

  // Sites: /hitta-oss/{location-slug}; the old site pages sat under /anlaggningar or carried an id
  { source: '/anlaggningar', destination: '/hitta-oss' },
  { source: '/anlaggningar/{location}', destination: '/hitta-oss/{location}', example: '/anlaggningar/ostersund' },
  { source: '/hitta-oss/{id}/{location}', destination: '/hitta-oss/{location}', example: '/hitta-oss/7c1e09/skelleftea' },
  { source: '/hitta-oss/nordvik-bil-umea', destination: '/hitta-oss/umea' },
  { source: '/hitta-oss/nordvik-bil-lulea', destination: '/hitta-oss/lulea' },
  { source: '/hitta-oss/sundsvall-birsta', destination: '/hitta-oss/sundsvall' },
  { source: '/hitta-oss/index.html', destination: '/hitta-oss' },

  // About: /om-{product}
  { source: '/om-oss', destination: '/om-nordvik-bil/om-oss' },
  { source: '/om-nordvik', destination: '/om-nordvik-bil' },
  { source: '/cookies', destination: '/om-nordvik-bil/cookiepolicy' },
  { source: '/kameraovervakning', destination: '/om-nordvik-bil/kameraovervakning' },
  { source: '/om-oss/kameraovervakning', destination: '/om-nordvik-bil/kameraovervakning' },
  { source: '/leverantorer', destination: '/om-nordvik-bil/for-leverantorer' },
  { source: '/om-oss/for-leverantorer', destination: '/om-nordvik-bil/for-leverantorer' },
  { source: '/miljopolicy', destination: '/om-nordvik-bil/kvalitets-och-miljopolicy' },
  { source: '/om-oss/kvalitet-och-miljo', destination: '/om-nordvik-bil/kvalitets-och-miljopolicy' },
  { source: '/jobba-hos-oss', destination: '/om-nordvik-bil/om-oss/jobba-hos-oss' },

  // Selling a car
  { source: '/salj-din-bil/index.html', destination: '/salj-din-bil' },
  { source: '/salj-bil', destination: '/salj-din-bil' },
  { source: '/vardera-din-bil', destination: '/salj-din-bil' },

  // The old English pages had English slugs
  { source: '/en/home', destination: '/' },
  { source: '/en/used-cars', destination: '/kop-bil/alla-begagnade-bilar' },
  { source: '/en/used-electric-cars', destination: '/kop-bil/begagnade-elbilar' },
  { source: '/en/warranty', destination: '/bilagande/garantiavtal' },
  { source: '/en/about-us', destination: '/om-nordvik-bil/om-oss' },
  { source: '/en/about-us/cookie-policy', destination: '/om-nordvik-bil/cookiepolicy' },
  { source: '/en/about-us/suppliers', destination: '/om-nordvik-bil/for-leverantorer' },
  { source: '/en/find-us', destination: '/hitta-oss' },
  { source: '/en/find-us/{location}', destination: '/hitta-oss/{location}', example: '/en/find-us/lulea' },
  { source: '/en/sell-your-car', destination: '/salj-din-bil' },
]
