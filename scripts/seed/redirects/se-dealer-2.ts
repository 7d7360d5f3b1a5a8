import type { SeedRedirect } from '../types'

/**
 * "Swedish site two" (spec 1 §2.7): Nordvik Bilhall's old website (bilar, nya-bilar, hitta-oss, verkstad,
 * webbshop, dackdepa …) mapped onto today's structure. Listed in table order: specific rules (with required
 * query parameters, literal paths) come before the broader patterns of the same family. The table keeps
 * its history: a few rules appear twice, and a few sources get a different destination further down.
 */
export const redirects: SeedRedirect[] = [
  // Dead and test paths
  { source: '/404', destination: '/' },
  { source: '/test', destination: '/' },
  { source: '/startsida', destination: '/' },

  // Car lists of the old site: /bilar with the vehicle-type filter of the old stock system
  { source: '/bilar?vehicletype=PB', destination: '/kop-bil/alla-bilar-i-lager?car_vehicle_type=Personbil' },
  { source: '/bilar?vehicletype=LB', destination: '/kop-bil/foretag/transportbilar?car_vehicle_type=Transportbil' },
  { source: '/bilar', destination: '/kop-bil/alla-bilar-i-lager' },
  { source: '/bilar/begagnade-bilar', destination: '/kop-bil/begagnade-bilar-i-lager' },
  { source: '/bilar/nya-bilar', destination: '/kop-bil/nya-bilar-i-lager' },
  { source: '/bilar/elbilar', destination: '/kop-bil/alla-bilar-i-lager?car_fuel=El' },
  { source: '/bilar/begagnade-elbilar', destination: '/kop-bil/alla-bilar-i-lager?car_fuel=El&car_condition=Begagnad' },
  { source: '/bilar/demobilar', destination: '/kop-bil/biltyp/demobilar' },
  // Old car detail pages: the car is long sold, so the visitor lands on the list.
  { source: '/bilar/{id}/{slug}', destination: '/kop-bil/alla-bilar-i-lager', example: '/bilar/4418207/volkswagen-id4-pro-77-kwh' },
  { source: '/begagnade-bilar', destination: '/kop-bil/begagnade-bilar-i-lager' },
  {
    source: '/begagnade-bilar/{id}/{slug}',
    destination: '/kop-bil/begagnade-bilar-i-lager',
    example: '/begagnade-bilar/3920115/skoda-octavia-kombi-tdi-dsg-style',
  },
  { source: '/nya-bilar', destination: '/kop-bil/nya-bilar-i-lager' },
  { source: '/nya-bilar/volkswagen', destination: '/kop-bil/alla-bilar-i-lager?car_brand=Volkswagen' },
  { source: '/nya-bilar/audi', destination: '/kop-bil/bilmarken/audi' },
  { source: '/nya-bilar/skoda', destination: '/kop-bil/alla-bilar-i-lager?car_brand=Skoda' },
  { source: '/nya-bilar/kia', destination: '/kop-bil/alla-bilar-i-lager?car_brand=Kia' },
  { source: '/elbilar', destination: '/kop-bil/elbilar-och-laddhybrider' },

  // Retired pages under today's /kop-bil
  { source: '/kop-bil/begagnade-bilar', destination: '/kop-bil/begagnade-bilar-i-lager' },
  { source: '/kop-bil/nya-bilar', destination: '/kop-bil/nya-bilar-i-lager' },
  { source: '/kop-bil/biltyp/elbilar', destination: '/kop-bil/alla-bilar-i-lager?car_fuel=El' },
  { source: '/kop-bil/biltyp/hybridbilar', destination: '/kop-bil/biltyp' },

  // Brands
  { source: '/bilmarken', destination: '/kop-bil/bilmarken' },
  { source: '/bilmarken/audi', destination: '/kop-bil/bilmarken/audi' },
  { source: '/bilmarken/{brand}', destination: '/kop-bil/bilmarken', example: '/bilmarken/seat' },
  { source: '/audi/begagnade-bilar', destination: '/kop-bil/alla-bilar-i-lager?car_brand=Audi&car_condition=Begagnad' },

  // Campaigns
  { source: '/kampanjer', destination: '/kop-bil/kampanjer' },
  { source: '/kampanjer/bilkampanjer', destination: '/kop-bil/kampanjer/bilkampanjer' },
  { source: '/erbjudanden', destination: '/kop-bil/kampanjer/bilkampanjer' },
  { source: '/kampanjer/{path*}', destination: '/kop-bil/kampanjer', example: '/kampanjer/2023/varkampanj-id4' },

  // Business customers: the old van pages carried a region and a site id
  { source: '/foretag', destination: '/kop-bil/foretag' },
  {
    source: '/foretag/transportbilar?region=malardalen&siteid=2210',
    destination: '/kop-bil/foretag/transportbilar?car_vehicle_type=Transportbil&car_site_region=Uppsala&car_site_region=V%C3%A4stmanland',
  },
  {
    source: '/foretag/transportbilar?region=norr&siteid=1042',
    destination: '/kop-bil/foretag/transportbilar?car_vehicle_type=Transportbil&car_site_region=G%C3%A4vleborg&car_site_region=Uppsala',
  },
  { source: '/foretag/transportbilar', destination: '/kop-bil/foretag/transportbilar' },
  { source: '/foretag/tjanstebilar', destination: '/kop-bil/foretag/tjanstebilar' },
  { source: '/foretag/foretagsbil', destination: '/kop-bil/foretag/tjanstebilar' },
  { source: '/foretag/lastbilar', destination: '/kop-bil/foretag/transportbilar?car_vehicle_type=Transportbil' },
  { source: '/transportbilar', destination: '/kop-bil/foretag/transportbilar?car_vehicle_type=Transportbil' },

  // Sites: the old site pages had an id and, on the brand sub-sites, a brand prefix
  { source: '/hitta-oss', destination: '/anlaggningar' },
  { source: '/hitta-oss/{id}/{location}', destination: '/anlaggningar/{location}', example: '/hitta-oss/1042/gavle' },
  { source: '/volkswagen/anlaggningar/{id}/{location}', destination: '/anlaggningar/{location}', example: '/volkswagen/anlaggningar/2210/uppsala' },
  { source: '/audi/anlaggningar/{id}/{location}', destination: '/anlaggningar/{location}', example: '/audi/anlaggningar/3307/enkoping' },
  { source: '/skoda/anlaggningar/{id}/{location}', destination: '/anlaggningar/{location}', example: '/skoda/anlaggningar/4415/malmo-jagersro' },
  { source: '/kia/anlaggningar/{id}/{location}', destination: '/anlaggningar/{location}', example: '/kia/anlaggningar/1042/gavle' },
  { source: '/audi/anlaggningar', destination: '/anlaggningar?site_departments.brands.name=Audi' },
  { source: '/anlaggningar/volkswagen-gavle', destination: '/anlaggningar/gavle' },
  { source: '/anlaggningar/volkswagen-transportbilar-uppsala', destination: '/anlaggningar/uppsala' },
  // Örebro closed: its Audi customers are pointed to the list of Audi facilities.
  { source: '/anlaggningar/audi-orebro', destination: '/anlaggningar?site_departments.brands.name=Audi' },
  { source: '/kontakt', destination: '/anlaggningar' },
  { source: '/oppettider', destination: '/anlaggningar' },

  // Owning a car
  { source: '/finansiering', destination: '/bilagande/finansiering' },
  { source: '/billan', destination: '/bilagande/finansiering' },
  { source: '/privatleasing', destination: '/bilagande/privatleasa-din-bil' },
  { source: '/forsakring', destination: '/bilagande/forsakring' },

  // Workshop
  { source: '/verkstad', destination: '/service-och-verkstad' },
  { source: '/boka-service', destination: '/service-och-verkstad/boka-bilverkstad' },
  { source: '/verkstad/boka-tid', destination: '/service-och-verkstad/boka-bilverkstad' },
  { source: '/verkstad/service', destination: '/service-och-verkstad/vara-verkstadstjanster/bilservice' },
  { source: '/verkstad/bromsar', destination: '/service-och-verkstad/vara-verkstadstjanster/bromsar-och-hjulinstallning' },
  { source: '/verkstad/ac-service', destination: '/service-och-verkstad/vara-verkstadstjanster/ac-service' },
  { source: '/verkstad/{service}', destination: '/service-och-verkstad/vara-verkstadstjanster', example: '/verkstad/glasreparation' },
  { source: '/serviceavtal', destination: '/service-och-verkstad/serviceavtal' },

  // Tyres, accessories and the web shop (the old tyre depot paid through the shop's checkout)
  { source: '/dackhotell', destination: '/dack-och-biltillbehor/dackhotell' },
  { source: '/dackdepa', destination: '/dack-och-biltillbehor/dackhotell' },
  { source: '/dackdepa/success', destination: '/dack-och-biltillbehor/webbshop/tack-for-ditt-kop' },
  { source: '/dackdepa/error', destination: '/dack-och-biltillbehor/webbshop/kopet-kunde-inte-genomforas' },
  { source: '/dack', destination: '/dack-och-biltillbehor/nya-dack' },
  { source: '/tillbehor', destination: '/dack-och-biltillbehor/biltillbehor' },
  { source: '/webbshop', destination: '/dack-och-biltillbehor/webbshop' },
  { source: '/webbshop/kopvillkor', destination: '/dack-och-biltillbehor/webbshop/kopvillkor' },
  { source: '/webbshop/villkor', destination: '/dack-och-biltillbehor/webbshop/kopvillkor' },
  { source: '/webbshop/leveransvillkor', destination: '/dack-och-biltillbehor/webbshop/kopvillkor' },
  { source: '/webbshop/angerratt', destination: '/dack-och-biltillbehor/webbshop/kopvillkor' },

  // Selling, stories, the group and jobs
  { source: '/salj-din-bil', destination: '/salj-bil' },
  { source: '/nyheter', destination: '/livet-med-bil' },
  { source: '/nyheter/{path*}', destination: '/livet-med-bil', example: '/nyheter/2023/nu-oppnar-vi-i-vasteras' },
  { source: '/om-nordvik-group', destination: '/om-oss' },
  { source: '/om-oss/nordvik-group', destination: '/om-oss' },
  { source: '/jobb', destination: 'https://jobb.nordvik.example/' },
  { source: '/lediga-jobb', destination: 'https://jobb.nordvik.example/lediga-tjanster?bolag=nordvik-bilhall' },
  { source: '/jobba-hos-oss/verkstadsskolan', destination: 'https://verkstadsskolan.nordvik.example/' },

  // Added again later by editors: duplicates, and newer destinations for sources listed above
  { source: '/kontakt', destination: '/anlaggningar' },
  { source: '/webbshop/villkor', destination: '/dack-och-biltillbehor/webbshop/kopvillkor' },
  { source: '/boka-service', destination: '/service-och-verkstad' },
  { source: '/kampanjer', destination: '/kop-bil/kampanjer/bilkampanjer' },
]
