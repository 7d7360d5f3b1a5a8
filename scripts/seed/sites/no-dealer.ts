import type { SiteSeed } from '../types'

export const site: SiteSeed = {
  key: 'no-dealer',
  name: 'Nordvik Bil Norge',
  type: 'dealer',
  country: 'NO',
  hostnames: ['no.localhost'],
  locales: ['nb-NO', 'en'],
  defaultLocale: 'nb-NO',
  fontPair: 'nordic',
  theme: 'fjord',
  titleTemplate: '%s | Nordvik Bil Norge',
  pathToCarList: '/kjop-bil/bruktbiler',
  pathToCarDetail: '/kjop-bil',
  vehicleIndex: 'vehicles-no',
  siteSearchIndex: 'sites-no',
  faviconColor: '#0b3a3d',
  images: {
    heroFjord: {
      scene: 'hero-fjord',
      variant: 'dusk',
      carColor: '#0f7f73',
      alt: 'Grønn elbil på kystveien langs en fjord med bratte fjell i kveldslys',
    },
    showroom: {
      scene: 'showroom',
      variant: 'day',
      carColor: '#0b3a3d',
      alt: 'Lyst bilutsalg med to nyvaskede biler på blankt gulv',
    },
    workshop: {
      scene: 'workshop',
      variant: 'day',
      carColor: '#0f7f73',
      alt: 'Bil på løftebukk i et ryddig verksted med verktøyvegg',
    },
    charging: {
      scene: 'charging',
      variant: 'dusk',
      carColor: '#0f7f73',
      alt: 'Elbil som lader ved en ladestolpe i skumringen',
    },
    tires: {
      scene: 'tires',
      variant: 'day',
      carColor: '#0b3a3d',
      alt: 'Dekkhotell med reoler fulle av vinterhjul og sommerhjul',
    },
    dealership: {
      scene: 'dealership',
      variant: 'dusk',
      carColor: '#0b3a3d',
      alt: 'Nordvik Bil sin forhandlerbygning med glassfasade og biler parkert foran',
    },
    family: {
      scene: 'family',
      variant: 'day',
      carColor: '#0f7f73',
      alt: 'Familiebil parkert i et rolig boligstrøk en solfylt dag',
    },
    winter: {
      scene: 'hero-winter',
      variant: 'night',
      carColor: '#0b3a3d',
      alt: 'Bil med lysene på i et snødekt landskap en vinterkveld',
    },
    pattern: {
      scene: 'pattern',
      carColor: '#0f7f73',
      alt: 'Abstrakt mønster i Nordvik-grønt og mørk petrol',
    },
    heroCity: {
      scene: 'hero-city',
      variant: 'night',
      carColor: '#0f7f73',
      alt: 'Grønn bil på en våt bygate med byens lys i bakgrunnen en kveld i Oslo',
    },
    heroCoast: {
      scene: 'hero-coast',
      variant: 'dusk',
      carColor: '#0b3a3d',
      alt: 'Bil på kystveien ved sjøen i solnedgang',
    },
  },
  navigation: {
    isSticky: true,
    extraItems: {
      'nb-NO': [{ title: 'Bestill service', link: { path: '/verksted/bestill-service' } }],
      en: [{ title: 'Book a service', link: { path: '/verksted/bestill-service' } }],
    },
    alert: {
      type: 'Light',
      icon: 'CampaignAlert',
      content: {
        'nb-NO': {
          title: 'Vinterdekkampanje',
          text: '20 % rabatt på nye vinterdekk og gratis hjulskift når du kjøper fire dekk. Gjelder til 15. november ved alle anlegg.',
        },
        en: {
          title: 'Winter tyre campaign',
          text: '20 % off new winter tyres and a free wheel change when you buy a set of four. Until 15 November at all our sites.',
        },
      },
    },
  },
  footer: {
    brands: ['Volkswagen', 'Skoda', 'Audi', 'Kia'],
    brandsHeading: { 'nb-NO': 'Våre bilmerker', en: 'Our brands' },
    columns: {
      'nb-NO': [
        {
          title: 'Kjøp bil',
          description: 'Kvalitetssikrede bruktbiler og elbiler med garanti og innbytte på stedet.',
          items: [
            { label: 'Bruktbiler', link: { path: '/kjop-bil/bruktbiler' } },
            { label: 'Elbil', link: { path: '/kjop-bil/elbil' } },
            { label: 'Finansiering', link: { path: '/kjop-bil/finansiering' } },
            { label: 'Innbytte av bil', link: { path: '/bileierskap/innbytte-av-bil' } },
            { label: 'Nordvik Garanti', link: { path: '/bileierskap/garanti' } },
          ],
        },
        {
          title: 'Verksted',
          items: [
            { label: 'Bestill service', link: { path: '/verksted/bestill-service' } },
            { label: 'Dekkhotell', link: { path: '/verksted/dekk-og-hjul/dekkhotell' } },
            { label: 'EU-kontroll', link: { path: '/verksted/eu-kontroll' } },
            { label: 'Serviceavtale', link: { path: '/bileierskap/serviceavtale' } },
            { label: 'Veihjelp', link: { path: '/bileierskap/garanti/veihjelp' } },
          ],
        },
        {
          title: 'Kundeservice',
          description: 'Vi svarer på e-post og telefon innen én virkedag.',
          items: [
            { label: 'kundeservice@nordvikbil.test', link: { url: 'mailto:kundeservice@nordvikbil.test' } },
            { label: '+47 21 00 00 40', link: { url: 'tel:+4721000040' } },
            { label: 'Finn oss', link: { path: '/finn-oss' } },
            { label: 'Cookie-innstillinger', cookieSettings: true },
          ],
        },
        {
          title: 'Om Nordvik',
          items: [
            { label: 'Om oss', link: { path: '/om-nordvik/om-oss' } },
            { label: 'Nyheter', link: { path: '/nyheter' } },
            { label: 'Jobb hos oss', link: { path: '/om-nordvik/jobb-hos-oss' } },
            { label: 'Kvalitets- og miljøpolitikk', link: { path: '/om-nordvik/om-oss/kvalitets-og-miljopolitikk' } },
            { label: 'Åpenhetsloven', link: { path: '/om-nordvik/apenhetsloven' } },
            { label: 'Informasjonskapsler', link: { path: '/om-nordvik/om-oss/cookie-policy' } },
          ],
        },
      ],
      en: [
        {
          title: 'Buy a car',
          description: 'Quality-checked used cars and EVs with warranty and trade-in on the spot.',
          items: [
            { label: 'Used cars', link: { path: '/kjop-bil/bruktbiler' } },
            { label: 'Electric cars', link: { path: '/kjop-bil/elbil' } },
            { label: 'Financing', link: { path: '/kjop-bil/finansiering' } },
            { label: 'Trade in your car', link: { path: '/bileierskap/innbytte-av-bil' } },
            { label: 'Nordvik Warranty', link: { path: '/bileierskap/garanti' } },
          ],
        },
        {
          title: 'Workshop',
          items: [
            { label: 'Book a service', link: { path: '/verksted/bestill-service' } },
            { label: 'Tyre storage', link: { path: '/verksted/dekk-og-hjul/dekkhotell' } },
            { label: 'Roadworthiness test', link: { path: '/verksted/eu-kontroll' } },
            { label: 'Service plan', link: { path: '/bileierskap/serviceavtale' } },
            { label: 'Roadside assistance', link: { path: '/bileierskap/garanti/veihjelp' } },
          ],
        },
        {
          title: 'Customer service',
          description: 'We answer e-mails and calls within one working day.',
          items: [
            { label: 'kundeservice@nordvikbil.test', link: { url: 'mailto:kundeservice@nordvikbil.test' } },
            { label: '+47 21 00 00 40', link: { url: 'tel:+4721000040' } },
            { label: 'Find us', link: { path: '/finn-oss' } },
            { label: 'Cookie settings', cookieSettings: true },
          ],
        },
        {
          title: 'About Nordvik',
          items: [
            { label: 'About us', link: { path: '/om-nordvik/om-oss' } },
            { label: 'News', link: { path: '/nyheter' } },
            { label: 'Work with us', link: { path: '/om-nordvik/jobb-hos-oss' } },
            { label: 'Quality and environment', link: { path: '/om-nordvik/om-oss/kvalitets-og-miljopolitikk' } },
            { label: 'Transparency Act', link: { path: '/om-nordvik/apenhetsloven' } },
            { label: 'Cookie policy', link: { path: '/om-nordvik/om-oss/cookie-policy' } },
          ],
        },
      ],
    },
    highlightedLink: {
      'nb-NO': { label: 'Se alle bruktbiler på lager', link: { path: '/kjop-bil/bruktbiler' } },
      en: { label: 'See every used car in stock', link: { path: '/kjop-bil/bruktbiler' } },
    },
    socialLinks: [
      { name: 'facebook', url: 'https://www.facebook.com/nordvikbilnorge' },
      { name: 'instagram', url: 'https://www.instagram.com/nordvikbilnorge' },
      { name: 'youtube', url: 'https://www.youtube.com/@nordvikbilnorge' },
      { name: 'linkedin', url: 'https://www.linkedin.com/company/nordvik-bil-norge' },
    ],
    infoField1: {
      'nb-NO': {
        heading: 'Åpningstider',
        text: 'Salg: mandag–fredag 09.00–17.00, lørdag 10.00–14.00 (Oslo til 18.00 og 15.00)\nVerksted: mandag–fredag 07.00–16.00, torsdag til 18.00 i Oslo',
      },
      en: {
        heading: 'Opening hours',
        text: 'Sales: Monday–Friday 09:00–17:00, Saturday 10:00–14:00 (Oslo until 18:00 and 15:00)\nWorkshop: Monday–Friday 07:00–16:00, Thursday until 18:00 in Oslo',
      },
    },
    infoField2: {
      'nb-NO': { heading: 'Hovedkontor', text: 'Nordvik Bil Norge AS\nStrømsveien 245\n0668 Oslo' },
      en: { heading: 'Head office', text: 'Nordvik Bil Norge AS\nStrømsveien 245\n0668 Oslo, Norway' },
    },
  },
  pages: [
    {
      path: '/',
      ogImage: 'heroFjord',
      content: {
        'nb-NO': {
          title: 'Nordvik Bil Norge',
          navTitle: 'Hjem',
          metaTitle: 'Bruktbil, elbil og verksted på Østlandet',
          metaDescription:
            'Nordvik Bil Norge selger kvalitetssikrede bruktbiler og elbiler og har eget merkeverksted i Oslo, Drammen, Lillestrøm og Tønsberg.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Bil for norske veier',
              text: 'Kvalitetssikrede bruktbiler og elbiler med garanti, innbytte på stedet og verksted som kjenner bilen din. Velkommen til oss i Oslo, Drammen, Lillestrøm og Tønsberg.',
              link: { path: '/kjop-bil/bruktbiler', label: 'Se bruktbiler på lager' },
              buttonType: 'Primary',
              image: 'heroFjord',
              textColor: 'White',
              contentPlacement: 'Bottom',
              variant: 'FullScreen',
            },
            {
              blockType: 'cardList',
              heading: 'Hva kan vi hjelpe deg med?',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Kjøp bil',
                  text: 'Over 300 bruktbiler og elbiler på lager, alle gjennomgått med 120-punkts kontroll.',
                  link: { path: '/kjop-bil' },
                  buttonText: 'Slik kjøper du bil',
                  image: 'showroom',
                },
                {
                  title: 'Bestill service',
                  text: 'Send en forespørsel, så finner vi et tidspunkt som passer – ofte samme uke.',
                  link: { path: '/verksted/bestill-service' },
                  buttonText: 'Bestill verkstedtime',
                  image: 'workshop',
                },
                {
                  title: 'Innbytte av bil',
                  text: 'Få en konkret pris på bilen din og bruk den som del av betalingen.',
                  link: { path: '/bileierskap/innbytte-av-bil' },
                  buttonText: 'Slik verdsetter vi',
                  image: 'family',
                },
                {
                  title: 'Finn oss',
                  text: 'Fire anlegg på Østlandet med salg, verksted og dekkhotell.',
                  link: { path: '/finn-oss' },
                  buttonText: 'Adresser og åpningstider',
                  image: 'dealership',
                },
              ],
            },
            { blockType: 'carOfTheWeek', title: 'Ukens biler', text: 'Håndplukkede biler på lager til ekstra god pris – kun denne uken.', buttonLink: { path: '/kjop-bil/bruktbiler', label: 'Se alle bruktbiler' } },
            { blockType: 'carTeasers', title: 'Elbiler på lager', query: 'car_fuel=Elektrisitet', limit: 8, sort: 'newest', buttonLink: { path: '/kjop-bil/bruktbiler', label: 'Se alle biler' } },
            {
              blockType: 'imageCard',
              heading: 'Våre bilmerker',
              cards: [
                { title: 'Volkswagen', text: 'ID.4, ID.7 og Tiguan – nye og brukte.', image: 'family', link: { path: '/vare-bilmerker/volkswagen', label: 'Volkswagen' } },
                { title: 'Škoda', text: 'Elroq, Enyaq og Octavia for familier med mye bagasje.', image: 'heroCoast', link: { path: '/vare-bilmerker/skoda', label: 'Škoda' } },
                { title: 'Audi', text: 'Q4 e-tron, Q6 e-tron og e-tron GT.', image: 'heroCity', link: { path: '/vare-bilmerker/audi', label: 'Audi' } },
                { title: 'Kia', text: 'EV3, EV6 og EV9 med sju års garanti.', image: 'charging', link: { path: '/vare-bilmerker/kia', label: 'Kia' } },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Elbil uten bekymringer',
              text: [
                {
                  p: 'Ni av ti biler vi selger i dag er elektriske. Derfor tester vi **batteritilstanden** på hver eneste brukte elbil og oppgir den i annonsen, slik at du vet hva du kjøper.',
                },
                {
                  p: 'Våre teknikere er sertifisert for arbeid på høyvoltsystemer, og vi hjelper deg gjerne med hjemmelading og valg av ladeboks.',
                },
              ],
              link: { path: '/vare-bilmerker', label: 'Se merkene vi forhandler' },
              image: 'winter',
              video: 'winter-road',
              backgroundColor: 'BackgroundColor1',
              useMediaAnimations: true,
            },
            {
              blockType: 'blurb',
              title: 'Fast pris på vedlikeholdet',
              text: [
                {
                  p: 'Med en serviceavtale betaler du et fast beløp hver måned, og vi tar oss av service etter produsentens program, deler og arbeid. Ingen overraskelser når servicelampen tennes.',
                },
              ],
              link: { path: '/bileierskap/serviceavtale', label: 'Les om serviceavtale' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'En lokal forhandler med hele Norden i ryggen' },
                {
                  p: 'Nordvik Bil Norge er en del av Nordvik Group, som har solgt og vedlikeholdt biler i Norden siden 1962. Hos oss møter du de samme selgerne og teknikerne år etter år – folk som bor i nærmiljøet og kjenner veiene du kjører på, fra bomringen i Oslo til vinterføret i Vestfold.',
                },
                {
                  p: 'Alle bruktbiler leveres med nylig service, gyldig EU-kontroll og [Nordvik Garanti](/bileierskap/garanti). Lurer du på noe? Send oss en e-post på kundeservice@nordvik.example eller kom innom – kaffen står klar.',
                },
              ],
            },
            {
              blockType: 'storiesTeaser',
              title: 'Nytt fra Nordvik Bil',
              indexPath: '/nyheter',
              buttonText: 'Alle nyheter',
            },
          ],
        },
        en: {
          title: 'Nordvik Bil Norge',
          navTitle: 'Home',
          metaTitle: 'Used cars, EVs and servicing in Eastern Norway',
          metaDescription:
            'Nordvik Bil Norge sells quality-checked used cars and electric cars and runs franchised workshops in Oslo, Drammen, Lillestrøm and Tønsberg.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Cars for Norwegian roads',
              text: 'Quality-checked used cars and EVs with warranty, trade-in on the spot and a workshop that knows your car. Visit us in Oslo, Drammen, Lillestrøm and Tønsberg.',
              link: { path: '/kjop-bil/bruktbiler', label: 'Browse used cars in stock' },
              buttonType: 'Primary',
              image: 'heroFjord',
              textColor: 'White',
              contentPlacement: 'Bottom',
              variant: 'FullScreen',
            },
            {
              blockType: 'cardList',
              heading: 'How can we help?',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Buy a car',
                  text: 'More than 300 used cars and EVs in stock, each one put through a 120-point inspection.',
                  link: { path: '/kjop-bil' },
                  buttonText: 'How buying works',
                  image: 'showroom',
                },
                {
                  title: 'Book a service',
                  text: 'Send us a request and we will find a time that suits you – often the same week.',
                  link: { path: '/verksted/bestill-service' },
                  buttonText: 'Book a workshop slot',
                  image: 'workshop',
                },
                {
                  title: 'Trade in your car',
                  text: 'Get a firm price for your current car and use it towards the next one.',
                  link: { path: '/bileierskap/innbytte-av-bil' },
                  buttonText: 'How we value cars',
                  image: 'family',
                },
                {
                  title: 'Find us',
                  text: 'Four sites in Eastern Norway with sales, workshop and tyre storage.',
                  link: { path: '/finn-oss' },
                  buttonText: 'Addresses and opening hours',
                  image: 'dealership',
                },
              ],
            },
            { blockType: 'carOfTheWeek', title: 'Cars of the week', text: 'Handpicked cars in stock at a special price – this week only.', buttonLink: { path: '/kjop-bil/bruktbiler', label: 'See all cars in stock' } },
            { blockType: 'carTeasers', title: 'Electric cars in stock', query: 'car_fuel=Elektrisitet', limit: 8, sort: 'newest', buttonLink: { path: '/kjop-bil/bruktbiler', label: 'See all cars' } },
            {
              blockType: 'imageCard',
              heading: 'Our brands',
              cards: [
                { title: 'Volkswagen', text: 'ID.4, ID.7 and Tiguan – new and used.', image: 'family', link: { path: '/vare-bilmerker/volkswagen', label: 'Volkswagen' } },
                { title: 'Škoda', text: 'Elroq, Enyaq and Octavia for families with plenty of luggage.', image: 'heroCoast', link: { path: '/vare-bilmerker/skoda', label: 'Škoda' } },
                { title: 'Audi', text: 'Q4 e-tron, Q6 e-tron and e-tron GT.', image: 'heroCity', link: { path: '/vare-bilmerker/audi', label: 'Audi' } },
                { title: 'Kia', text: 'EV3, EV6 and EV9 with a seven-year warranty.', image: 'charging', link: { path: '/vare-bilmerker/kia', label: 'Kia' } },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Electric, without the worry',
              text: [
                {
                  p: 'Nine out of ten cars we sell today are electric. That is why we test the **battery health** of every used EV and state it in the listing, so you know exactly what you are buying.',
                },
                {
                  p: 'Our technicians are certified to work on high-voltage systems, and we are happy to help with home charging and choosing a wallbox.',
                },
              ],
              link: { path: '/vare-bilmerker', label: 'See the brands we sell' },
              image: 'winter',
              video: 'winter-road',
              backgroundColor: 'BackgroundColor1',
              useMediaAnimations: true,
            },
            {
              blockType: 'blurb',
              title: 'A fixed price for upkeep',
              text: [
                {
                  p: 'With a service plan you pay a fixed amount each month, and we take care of servicing to the manufacturer’s schedule, parts and labour. No surprises when the service light comes on.',
                },
              ],
              link: { path: '/bileierskap/serviceavtale', label: 'Read about service plans' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'A local dealer backed by a Nordic group' },
                {
                  p: 'Nordvik Bil Norge is part of Nordvik Group, which has sold and maintained cars across the Nordics since 1962. You will meet the same sales advisers and technicians year after year – people who live locally and know the roads you drive, from the Oslo toll ring to winter conditions in Vestfold.',
                },
                {
                  p: 'Every used car is delivered freshly serviced, with a valid EU roadworthiness test and [Nordvik Warranty](/bileierskap/garanti). Questions? E-mail kundeservice@nordvik.example or drop by – the coffee is on.',
                },
              ],
            },
            {
              blockType: 'storiesTeaser',
              title: 'News from Nordvik Bil',
              indexPath: '/nyheter',
              buttonText: 'All news',
            },
          ],
        },
      },
    },
    {
      path: '/kjop-bil',
      sortOrder: 10,
      ogImage: 'showroom',
      content: {
        'nb-NO': {
          title: 'Kjøp bil',
          metaDescription:
            'Slik kjøper du bruktbil eller elbil hos Nordvik Bil Norge: prøvekjøring, tilstandsrapport, finansiering, innbytte og levering.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Finn din neste bil',
              text: 'Bruktbiler og elbiler fra våre fire anlegg, klare for prøvekjøring.',
              link: { path: '/kjop-bil/bruktbiler', label: 'Se alle biler på lager' },
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Slik foregår et bilkjøp hos oss' },
                {
                  ol: [
                    '**Finn bilen.** Alle biler på lager ligger på nettsiden med bilder, utstyrsliste og tilstandsrapport. Bilen kan flyttes kostnadsfritt til anlegget nærmest deg.',
                    '**Prøvekjør.** Book en prøvetur på 30 minutter, eller lån bilen over natten hvis du vil teste lading hjemme.',
                    '**Avtal innbytte og finansiering.** Vi gir deg en fast pris på innbyttebilen og ordner billån eller leasing på stedet.',
                    '**Signer og hent.** Vi ordner digital salgsmelding hos Statens vegvesen, og bilen står vasket og klar med full tank eller fullt batteri.',
                  ],
                },
                {
                  p: 'Alle bruktbiler leveres med ny service, gyldig EU-kontroll i minst 12 måneder og [Nordvik Garanti](/bileierskap/garanti) på 12 måneder eller 20 000 km.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Finansiering' },
                {
                  p: 'Vi samarbeider med flere banker og finner betingelser som passer din økonomi. Du får svar på søknaden mens du er hos oss, og kan velge nedbetalingstid fra 1 til 10 år. Bankene krever vanligvis minst 35 % egenkapital; innbyttebilen kan regnes med.',
                },
                {
                  p: '**Regneeksempel:** Kjøpesum 460 000 kr, egenkapital 160 000 kr. Lånebeløp 300 000 kr over 5 år. Nominell rente 6,90 %, effektiv rente 8,60 %. Etableringsgebyr 4 990 kr, termingebyr 95 kr. Månedlig beløp 6 021 kr. Kostnad 66 263 kr. Totalt 366 263 kr.',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Trygt bilkjøp',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Bruktbiler på lager',
                  text: 'Filtrer på merke, drivstoff, pris og anlegg.',
                  link: { path: '/kjop-bil/bruktbiler' },
                  image: 'showroom',
                },
                {
                  title: 'Nordvik Garanti',
                  text: '12 måneder eller 20 000 km, kan forlenges til 36 måneder.',
                  link: { path: '/bileierskap/garanti' },
                  image: 'pattern',
                },
                {
                  title: 'Innbytte',
                  text: 'Fast pris på bilen din, gyldig i sju dager.',
                  link: { path: '/bileierskap/innbytte-av-bil' },
                  image: 'family',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Buy a car',
          metaDescription:
            'How to buy a used car or EV at Nordvik Bil Norge: test drive, condition report, financing, trade-in and handover.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Find your next car',
              text: 'Used cars and EVs from our four sites, ready for a test drive.',
              link: { path: '/kjop-bil/bruktbiler', label: 'See all cars in stock' },
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'How buying a car with us works' },
                {
                  ol: [
                    '**Find the car.** Every car in stock is online with photos, equipment list and condition report. We can move it free of charge to the site nearest you.',
                    '**Test drive.** Book a 30-minute test drive, or borrow the car overnight if you want to try charging at home.',
                    '**Agree trade-in and finance.** We give you a firm price for your current car and arrange a car loan or lease on the spot.',
                    '**Sign and collect.** We complete the digital transfer of ownership with the Norwegian Public Roads Administration, and the car is washed and ready with a full tank or a full battery.',
                  ],
                },
                {
                  p: 'Every used car comes freshly serviced, with at least 12 months left on its EU roadworthiness test and [Nordvik Warranty](/bileierskap/garanti) for 12 months or 20,000 km.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Financing' },
                {
                  p: 'We work with several banks to find terms that suit your finances. You get an answer while you are with us and can choose a repayment period of 1 to 10 years. Banks usually require a deposit of at least 35 %; your trade-in counts towards it.',
                },
                {
                  p: '**Representative example:** Purchase price NOK 460,000, deposit NOK 160,000. Loan amount NOK 300,000 over 5 years. Nominal rate 6.90 %, effective rate 8.60 %. Arrangement fee NOK 4,990, monthly admin fee NOK 95. Monthly payment NOK 6,021. Cost of credit NOK 66,263. Total payable NOK 366,263.',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Buy with confidence',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Used cars in stock',
                  text: 'Filter by make, fuel, price and location.',
                  link: { path: '/kjop-bil/bruktbiler' },
                  image: 'showroom',
                },
                {
                  title: 'Nordvik Warranty',
                  text: '12 months or 20,000 km, extendable to 36 months.',
                  link: { path: '/bileierskap/garanti' },
                  image: 'pattern',
                },
                {
                  title: 'Trade-in',
                  text: 'A firm price for your car, valid for seven days.',
                  link: { path: '/bileierskap/innbytte-av-bil' },
                  image: 'family',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kjop-bil/bruktbiler',
      sortOrder: 10,
      menuImage: 'showroom',
      content: {
        'nb-NO': {
          title: 'Bruktbiler',
          metaTitle: 'Bruktbiler og brukte elbiler til salgs',
          metaDescription:
            'Se alle bruktbiler og brukte elbiler hos Nordvik Bil Norge i Oslo, Drammen, Lillestrøm og Tønsberg. Garanti, tilstandsrapport og innbytte.',
          layout: [
            { blockType: 'carList', fixedQuery: 'car_condition=Brukt' },
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Her finner du alle bruktbilene våre, oppdatert flere ganger daglig. Bruk filtrene for å snevre inn på merke, drivstoff, girkasse, pris eller anlegg. Ser du en bil ved et annet anlegg enn ditt, flytter vi den gratis dit du vil prøvekjøre.',
                },
                { h2: 'Dette får du med alle bruktbiler' },
                {
                  ul: [
                    '120-punkts kontroll utført av våre egne teknikere, med tilstandsrapport du kan lese før du kommer',
                    'Ny service og minst 12 måneder til neste EU-kontroll',
                    'Batteritest med oppgitt kapasitet (State of Health) på alle elbiler og ladbare hybrider',
                    'Nordvik Garanti i 12 måneder eller 20 000 km',
                    'Sjekk av heftelser i Løsøreregisteret og full servicehistorikk der den finnes',
                    'To sett hjul på de fleste biler – sommer og vinter',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Fant du ikke drømmebilen?',
              text: [
                {
                  p: 'Fortell oss hva du ser etter, så leter vi i hele Nordvik-konsernets lager i Norge og Sverige. Vi sier fra så snart en passende bil kommer inn – ofte før den blir annonsert.',
                },
                { p: 'Send ønskene dine til bilsok@nordvik.example.' },
              ],
              link: { path: '/finn-oss', label: 'Kontakt nærmeste anlegg' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Used cars',
          metaTitle: 'Used cars and used EVs for sale',
          metaDescription:
            'Browse all used cars and used EVs at Nordvik Bil Norge in Oslo, Drammen, Lillestrøm and Tønsberg. Warranty, condition report and trade-in.',
          layout: [
            { blockType: 'carList', fixedQuery: 'car_condition=Brukt' },
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Here you will find all of our used cars, updated several times a day. Use the filters to narrow down by make, fuel, gearbox, price or location. If the car you like is at another site, we will move it free of charge to wherever you want to test drive it.',
                },
                { h2: 'Included with every used car' },
                {
                  ul: [
                    '120-point inspection by our own technicians, with a condition report you can read before you visit',
                    'A fresh service and at least 12 months until the next EU roadworthiness test',
                    'Battery test with stated capacity (State of Health) on all EVs and plug-in hybrids',
                    'Nordvik Warranty for 12 months or 20,000 km',
                    'A check for liens in the Norwegian Register of Mortgaged Moveable Property and full service history where available',
                    'Two sets of wheels on most cars – summer and winter',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Not found your dream car?',
              text: [
                {
                  p: 'Tell us what you are looking for and we will search the whole Nordvik Group stock in Norway and Sweden. We will let you know as soon as a suitable car arrives – often before it is advertised.',
                },
                { p: 'Send your wish list to bilsok@nordvik.example.' },
              ],
              link: { path: '/finn-oss', label: 'Contact your nearest site' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/kjop-bil/elbil',
      sortOrder: 20,
      ogImage: 'charging',
      menuImage: 'charging',
      content: {
        'nb-NO': {
          title: 'Elbil',
          metaTitle: 'Kjøpe brukt elbil',
          metaDescription:
            'Dette bør du vite før du kjøper brukt elbil: vinterrekkevidde, varmepumpe, ladehastighet, batteritest og lading hjemme.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Klar for elbil?',
              text: 'Ni av ti biler vi selger er elektriske. Vi hjelper deg å finne en som passer hverdagen din – også i januar.',
              link: { path: '/kjop-bil/bruktbiler', label: 'Se elbiler på lager' },
              buttonType: 'Primary',
              image: 'charging',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Dette bør du tenke på' },
                {
                  ul: [
                    '**Rekkevidde:** regn med 20–30 % kortere rekkevidde i kulde. En bil med 400 km oppgitt WLTP-rekkevidde kommer som regel 280–320 km en kald vinterdag.',
                    '**Varmepumpe:** gjør stor forskjell om vinteren og er verdt å se etter på bruktmarkedet.',
                    '**Ladehastighet:** kjører du ofte langt, bør bilen lade med minst 100 kW på hurtiglader.',
                    '**Hengerfeste:** sjekk tillatt tilhengervekt hvis du skal trekke båthenger eller campingvogn.',
                    '**Plass:** mange elbiler har ekstra bagasjerom under panseret – praktisk til ladekabelen.',
                  ],
                },
                {
                  p: 'Usikker på hvilken modell som passer? Lån bilen over natten, så kan du teste lading hjemme før du bestemmer deg.',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Les mer om elbil',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Lading hjemme og på tur',
                  text: 'Ladeboks, sameie og hurtiglading på langtur.',
                  link: { path: '/kjop-bil/elbil/lading' },
                  buttonText: 'Les om lading',
                  image: 'charging',
                },
                {
                  title: 'Batteritest',
                  text: 'Slik måler vi batteritilstanden på alle brukte elbiler.',
                  link: { path: '/kjop-bil/elbil/batteritest' },
                  buttonText: 'Slik tester vi',
                  image: 'workshop',
                },
                {
                  title: 'Brukte elbiler på lager',
                  text: 'Alle med oppgitt batteritilstand i annonsen.',
                  link: { path: '/kjop-bil/bruktbiler' },
                  buttonText: 'Se bilene',
                  image: 'showroom',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Electric cars',
          navTitle: 'EVs',
          metaTitle: 'Buying a used electric car',
          metaDescription:
            'What to know before you buy a used EV: winter range, heat pump, charging speed, battery testing and charging at home.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Ready to go electric?',
              text: 'Nine out of ten cars we sell are electric. We help you find one that fits your everyday life – in January, too.',
              link: { path: '/kjop-bil/bruktbiler', label: 'See EVs in stock' },
              buttonType: 'Primary',
              image: 'charging',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'What to consider' },
                {
                  ul: [
                    '**Range:** expect 20–30 % less range in the cold. A car with a stated WLTP range of 400 km usually manages 280–320 km on a cold winter day.',
                    '**Heat pump:** makes a big difference in winter and is worth looking for on the used market.',
                    '**Charging speed:** if you often drive long distances, the car should rapid-charge at 100 kW or more.',
                    '**Tow bar:** check the permitted towing weight if you tow a boat trailer or a caravan.',
                    '**Space:** many EVs have an extra storage compartment under the bonnet – handy for the charging cable.',
                  ],
                },
                {
                  p: 'Not sure which model suits you? Borrow the car overnight and try charging at home before you decide.',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Read more about EVs',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Charging at home and on the road',
                  text: 'Wallboxes, shared buildings and rapid charging on long trips.',
                  link: { path: '/kjop-bil/elbil/lading' },
                  buttonText: 'About charging',
                  image: 'charging',
                },
                {
                  title: 'Battery test',
                  text: 'How we measure battery health on every used EV.',
                  link: { path: '/kjop-bil/elbil/batteritest' },
                  buttonText: 'How we test',
                  image: 'workshop',
                },
                {
                  title: 'Used EVs in stock',
                  text: 'Every listing states the battery health.',
                  link: { path: '/kjop-bil/bruktbiler' },
                  buttonText: 'See the cars',
                  image: 'showroom',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kjop-bil/elbil/lading',
      sortOrder: 10,
      ogImage: 'charging',
      content: {
        'nb-NO': {
          title: 'Lading hjemme og på tur',
          navTitle: 'Lading',
          metaDescription:
            'Slik lader du elbilen trygt hjemme, i borettslag og sameie, og raskt på langtur. Ladeboks med montering til fast pris fra Nordvik Bil Norge.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'De fleste elbileiere lader hjemme om natten og bruker hurtigladere bare på lengre turer. Med riktig utstyr er lading både tryggere og billigere enn du kanskje tror.',
                },
                { h2: 'Lading hjemme' },
                {
                  ul: [
                    'En ladeboks på 11 kW lader de fleste elbiler fulle i løpet av natten.',
                    'Ikke bruk vanlig stikkontakt som fast løsning. En ladeboks med innebygd jordfeilvern er tryggere og raskere, og den skal installeres av elektriker.',
                    'Mange strømselskaper gir lavere pris om natten. Still inn bilen eller ladeboksen til å lade når strømmen er billigst.',
                    'Bor du i sameie, kan styret bare nekte deg å sette opp ladepunkt hvis det finnes en saklig grunn. Borettslag har ofte en felles løsning – spør styret først.',
                  ],
                },
                { h2: 'Lading på tur' },
                {
                  p: 'Planlegg lange turer med bilens egen navigasjon. Da forvarmes batteriet før du kommer fram til hurtigladeren, og ladingen går raskere – særlig om vinteren. Lad gjerne til 80 %; de siste prosentene tar lengst tid.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Ladeboks til fast pris',
              text: [
                {
                  p: 'Sammen med lokale elektrikere tilbyr vi ladeboks med standard montering fra 14 990 kr. Bestiller du når du kjøper bil, er ladeboksen på plass før du henter bilen.',
                },
              ],
              link: { path: '/finn-oss', label: 'Kontakt nærmeste anlegg' },
              image: 'charging',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Charging at home and on the road',
          navTitle: 'Charging',
          metaDescription:
            'How to charge your EV safely at home, in shared housing and quickly on long trips. Wallbox with installation at a fixed price from Nordvik Bil Norge.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Most EV owners charge at home overnight and use rapid chargers only on longer trips. With the right equipment, charging is both safer and cheaper than you might think.',
                },
                { h2: 'Charging at home' },
                {
                  ul: [
                    'An 11 kW wallbox charges most EVs fully overnight.',
                    'Do not use an ordinary socket as a permanent solution. A wallbox with built-in residual current protection is safer and faster, and must be installed by an electrician.',
                    'Many electricity suppliers charge less at night. Set the car or the wallbox to charge when power is cheapest.',
                    'If you live in an owner-occupied building, the board can only refuse a charging point on reasonable grounds. Housing co-operatives often have a shared solution – ask the board first.',
                  ],
                },
                { h2: 'Charging on the road' },
                {
                  p: 'Plan long trips with the car’s own navigation. It preheats the battery before you reach the rapid charger, so charging is faster – especially in winter. Charge to around 80 %; the last few per cent take the longest.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'A wallbox at a fixed price',
              text: [
                {
                  p: 'Together with local electricians we offer a wallbox with standard installation from NOK 14,990. Order it when you buy your car, and it will be in place before you collect the car.',
                },
              ],
              link: { path: '/finn-oss', label: 'Contact your nearest site' },
              image: 'charging',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/kjop-bil/elbil/batteritest',
      sortOrder: 20,
      content: {
        'nb-NO': {
          title: 'Batteritest på brukte elbiler',
          navTitle: 'Batteritest',
          metaDescription:
            'Nordvik Bil Norge tester batteriet på alle brukte elbiler og ladbare hybrider og oppgir batteritilstanden (SOH) i annonsen. Slik gjør vi det.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Batteriet er den dyreste delen av en elbil. Derfor tester vi alle brukte elbiler og ladbare hybrider før de legges ut for salg, og oppgir resultatet i annonsen.',
                },
                { h2: 'Slik tester vi' },
                {
                  ol: [
                    'Vi lader bilen helt opp og leser av batteriets styringssystem med produsentens diagnoseverktøy.',
                    'Testen gir batteriets tilstand, State of Health (SOH), i prosent av kapasiteten da bilen var ny.',
                    'Vi kontrollerer at cellene holder jevn spenning, og at det ikke er lagret feilkoder i høyvoltsystemet.',
                    'Resultatet står i tilstandsrapporten, sammen med hvor lenge produsentens batterigaranti gjelder.',
                  ],
                },
                { h2: 'Hva er et godt resultat?' },
                {
                  p: 'De fleste elbiler mister bare noen få prosent kapasitet de første årene. En SOH over 90 % er svært bra, og over 85 % er normalt for en bil på fem–seks år. Vi selger ikke elbiler med SOH under 80 % til privatkunder.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Batterigarantien følger bilen',
              text: [
                {
                  p: 'Produsentens batterigaranti – vanligvis åtte år eller 160 000 km – går over til deg når du kjøper bilen. Sammen med [Nordvik Garanti](/bileierskap/garanti) er du godt dekket.',
                },
              ],
              link: { path: '/kjop-bil/bruktbiler', label: 'Se brukte elbiler' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'Battery test on used EVs',
          navTitle: 'Battery test',
          metaDescription:
            'Nordvik Bil Norge tests the battery of every used EV and plug-in hybrid and states its State of Health (SOH) in the listing. Here is how.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'The battery is the most expensive part of an electric car. That is why we test every used EV and plug-in hybrid before it goes on sale, and state the result in the listing.',
                },
                { h2: 'How we test' },
                {
                  ol: [
                    'We charge the car fully and read the battery management system with the manufacturer’s diagnostic tools.',
                    'The test gives the battery’s State of Health (SOH) as a percentage of its capacity when new.',
                    'We check that the cells hold an even voltage and that no fault codes are stored in the high-voltage system.',
                    'The result goes into the condition report, together with how long the manufacturer’s battery warranty runs.',
                  ],
                },
                { h2: 'What is a good result?' },
                {
                  p: 'Most EVs lose only a few per cent of their capacity in the first years. An SOH above 90 % is very good, and above 85 % is normal for a car that is five or six years old. We do not sell EVs with an SOH below 80 % to private customers.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'The battery warranty stays with the car',
              text: [
                {
                  p: 'The manufacturer’s battery warranty – usually eight years or 160,000 km – passes to you when you buy the car. Together with [Nordvik Warranty](/bileierskap/garanti) you are well covered.',
                },
              ],
              link: { path: '/kjop-bil/bruktbiler', label: 'Browse used EVs' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/kjop-bil/finansiering',
      sortOrder: 30,
      ogImage: 'pattern',
      menuImage: 'pattern',
      content: {
        'nb-NO': {
          title: 'Finansiering',
          metaTitle: 'Billån og privatleasing',
          metaDescription:
            'Billån eller privatleasing hos Nordvik Bil Norge: svar på søknaden mens du er hos oss, nedbetaling over 1–10 år og innbyttebilen som egenkapital.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Vi samarbeider med flere banker og finansieringsselskaper og finner betingelser som passer økonomien din. Du får svar på søknaden mens du er hos oss, og et skriftlig tilbud med effektiv rente og totalkostnad før du signerer noe.',
                },
                { h2: 'Billån' },
                {
                  ul: [
                    'Nedbetalingstid fra 1 til 10 år',
                    'Bankene krever vanligvis minst 35 % egenkapital – innbyttebilen kan regnes med',
                    'Du eier bilen fra første dag, og banken har pant i den til lånet er nedbetalt',
                    'Du kan innfri lånet når du vil, uten gebyr',
                  ],
                },
                {
                  p: 'Et regneeksempel for billån finner du på siden [Kjøp bil](/kjop-bil).',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Velg det som passer deg',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Privatleasing',
                  text: 'Fast månedsleie, og bilen leveres tilbake når avtalen er over.',
                  link: { path: '/kjop-bil/finansiering/privatleasing' },
                  buttonText: 'Les om privatleasing',
                  image: 'family',
                },
                {
                  title: 'Innbytte',
                  text: 'Bruk bilen du har som egenkapital.',
                  link: { path: '/bileierskap/innbytte-av-bil' },
                  buttonText: 'Få pris på bilen',
                  image: 'showroom',
                },
                {
                  title: 'Serviceavtale',
                  text: 'Legg service til en fast månedspris.',
                  link: { path: '/bileierskap/serviceavtale' },
                  buttonText: 'Se hva som er inkludert',
                  image: 'workshop',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Financing',
          metaTitle: 'Car loans and personal leasing',
          metaDescription:
            'Car loan or personal lease at Nordvik Bil Norge: an answer while you are with us, repayment over 1–10 years and your trade-in as the deposit.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'We work with several banks and finance companies to find terms that suit your budget. You get an answer while you are with us, and a written offer showing the effective rate and total cost before you sign anything.',
                },
                { h2: 'Car loans' },
                {
                  ul: [
                    'Repayment periods from 1 to 10 years',
                    'Banks usually require a deposit of at least 35 % – your trade-in counts towards it',
                    'You own the car from day one, and the bank holds a charge on it until the loan is repaid',
                    'You can repay the loan early at any time, free of charge',
                  ],
                },
                {
                  p: 'You will find a representative example for a car loan on the [Buy a car](/kjop-bil) page.',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Choose what suits you',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Personal leasing',
                  text: 'A fixed monthly rent, and you hand the car back when the lease ends.',
                  link: { path: '/kjop-bil/finansiering/privatleasing' },
                  buttonText: 'About personal leasing',
                  image: 'family',
                },
                {
                  title: 'Trade-in',
                  text: 'Use your current car as the deposit.',
                  link: { path: '/bileierskap/innbytte-av-bil' },
                  buttonText: 'Get a price',
                  image: 'showroom',
                },
                {
                  title: 'Service plan',
                  text: 'Add servicing for a fixed monthly price.',
                  link: { path: '/bileierskap/serviceavtale' },
                  buttonText: 'See what is included',
                  image: 'workshop',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kjop-bil/finansiering/privatleasing',
      sortOrder: 10,
      content: {
        'nb-NO': {
          title: 'Privatleasing',
          metaDescription:
            'Privatleasing av bruktbil og elbil hos Nordvik Bil Norge: fast månedsleie i 24–48 måneder, service inkludert og ingen bekymring for bruktbilprisen.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Med privatleasing betaler du en fast månedsleie for å bruke bilen, og leverer den tilbake når avtalen er over. Du slipper å tenke på hva bilen er verdt om tre år.',
                },
                { h2: 'Dette er inkludert' },
                {
                  ul: [
                    'Avtaletid på 24, 36 eller 48 måneder og 10 000–30 000 km i året',
                    'Service etter produsentens program og hjulskift to ganger i året',
                    'Nordvik Garanti og veihjelp i hele leieperioden',
                    'Mulighet for dekkhotell og forsikring i samme månedsbeløp',
                  ],
                },
                { h2: 'Hva koster det?' },
                {
                  p: 'Månedsleien avhenger av bilen, avtaletiden og hvor langt du kjører. En brukt Volkswagen ID.4 fra 2022 kan for eksempel leases for 5 490 kr i måneden i 36 måneder med 15 000 km i året, etter en startleie på 29 900 kr. Kjører du mer enn avtalt, betaler du per kilometer ved avslutning.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Når avtalen er over' },
                {
                  p: 'Vi går gjennom bilen sammen med deg etter bransjens felles retningslinjer for normal slitasje. Steinsprut og små riper er normalt; bulker, skader på felger og manglende service er det ikke. Du kan også lease en ny bil eller kjøpe bilen du har leaset.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Finn en bil å lease',
              text: [{ p: 'De fleste bilene vi har på lager kan også leases. Spør selgeren om et tilbud når du har funnet en bil du liker.' }],
              link: { path: '/kjop-bil/bruktbiler', label: 'Se biler på lager' },
              image: 'family',
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
        en: {
          title: 'Personal leasing',
          metaDescription:
            'Personal leasing of used cars and EVs at Nordvik Bil Norge: a fixed monthly rent for 24–48 months, servicing included and no worries about resale value.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'With personal leasing you pay a fixed monthly rent to use the car and hand it back when the lease ends. You never have to worry about what the car will be worth in three years.',
                },
                { h2: 'What is included' },
                {
                  ul: [
                    'A term of 24, 36 or 48 months and 10,000–30,000 km a year',
                    'Servicing to the manufacturer’s schedule and a wheel change twice a year',
                    'Nordvik Warranty and roadside assistance throughout the lease',
                    'Tyre storage and insurance can be added to the same monthly payment',
                  ],
                },
                { h2: 'What does it cost?' },
                {
                  p: 'The monthly rent depends on the car, the term and how far you drive. A used 2022 Volkswagen ID.4, for example, can be leased for NOK 5,490 a month for 36 months at 15,000 km a year, after an initial rent of NOK 29,900. If you drive further than agreed, you pay per kilometre when the lease ends.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'When the lease ends' },
                {
                  p: 'We inspect the car together with you using the industry’s shared guidelines for normal wear and tear. Stone chips and light scratches are normal; dents, damaged rims and missed services are not. You can then lease a new car or buy the one you have been driving.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Find a car to lease',
              text: [{ p: 'Most of the cars we have in stock can also be leased. Ask your sales adviser for a quote once you have found a car you like.' }],
              link: { path: '/kjop-bil/bruktbiler', label: 'See cars in stock' },
              image: 'family',
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/bileierskap',
      sortOrder: 20,
      ogImage: 'family',
      content: {
        'nb-NO': {
          title: 'Bileierskap',
          metaDescription:
            'Garanti, serviceavtale og innbytte hos Nordvik Bil Norge – alt som gjør det enklere å eie bil.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Enklere å eie bil',
              text: 'Garanti, faste servicekostnader og en rettferdig pris når du skal bytte. Vi følger deg hele veien.',
              image: 'family',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Garanti',
                  text: 'Nordvik Garanti på alle bruktbiler, med mulighet for forlengelse.',
                  link: { path: '/bileierskap/garanti' },
                  buttonText: 'Les om garanti',
                  image: 'pattern',
                },
                {
                  title: 'Serviceavtale',
                  text: 'Fast månedspris på service, deler og arbeid.',
                  link: { path: '/bileierskap/serviceavtale' },
                  buttonText: 'Se hva som er inkludert',
                  image: 'workshop',
                },
                {
                  title: 'Innbytte av bil',
                  text: 'Slik setter vi en ærlig pris på bilen din.',
                  link: { path: '/bileierskap/innbytte-av-bil' },
                  buttonText: 'Få pris på bilen',
                  image: 'family',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Husk dette som bileier' },
                {
                  ul: [
                    '**EU-kontroll:** første gang senest fire år etter førstegangsregistrering, deretter hvert andre år. Vi utfører EU-kontroll ved alle fire anlegg.',
                    '**Hjulskift:** piggdekk er tillatt fra 1. november til og med første søndag etter 2. påskedag i Sør-Norge. Bestill hjulskift i god tid før sesongen.',
                    '**Service:** følg produsentens serviceintervall for å beholde garantien – som regel hvert år eller hver 15 000–30 000 km.',
                    '**Elbil:** sjekk bremsene jevnlig. Regenerativ bremsing gjør at skivene brukes lite og lett ruster.',
                  ],
                },
              ],
            },
          ],
        },
        en: {
          title: 'Car ownership',
          metaDescription:
            'Warranty, service plans and trade-in at Nordvik Bil Norge – everything that makes owning a car easier.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Owning a car, made easier',
              text: 'Warranty, fixed servicing costs and a fair price when it is time to change. We are with you all the way.',
              image: 'family',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Warranty',
                  text: 'Nordvik Warranty on every used car, with the option to extend.',
                  link: { path: '/bileierskap/garanti' },
                  buttonText: 'Read about warranty',
                  image: 'pattern',
                },
                {
                  title: 'Service plan',
                  text: 'A fixed monthly price for servicing, parts and labour.',
                  link: { path: '/bileierskap/serviceavtale' },
                  buttonText: 'See what is included',
                  image: 'workshop',
                },
                {
                  title: 'Trade in your car',
                  text: 'How we put an honest price on your car.',
                  link: { path: '/bileierskap/innbytte-av-bil' },
                  buttonText: 'Get a price',
                  image: 'family',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Good to know as a car owner' },
                {
                  ul: [
                    '**EU roadworthiness test:** first due no later than four years after first registration, then every two years. We carry out the test at all four sites.',
                    '**Changing wheels:** studded tyres are allowed from 1 November until the first Sunday after Easter Monday in Southern Norway. Book your wheel change well before the season starts.',
                    '**Servicing:** follow the manufacturer’s service interval to keep your warranty – usually every year or every 15,000–30,000 km.',
                    '**EVs:** have the brakes checked regularly. Regenerative braking means the discs see little use and rust easily.',
                  ],
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/bileierskap/garanti',
      sortOrder: 10,
      content: {
        'nb-NO': {
          title: 'Nordvik Garanti',
          navTitle: 'Garanti',
          metaDescription:
            'Nordvik Garanti gir 12 måneder eller 20 000 km garanti på bruktbiler, med mulighet for forlengelse til 36 måneder. Les hva som dekkes.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Alle bruktbiler vi selger som er under ti år gamle og har gått mindre enn 200 000 km, leveres med **Nordvik Garanti i 12 måneder eller 20 000 km** – det som inntreffer først. Garantien gjelder ved alle våre verksteder og hos godkjente partnerverksteder i hele Norden.',
                },
                { h2: 'Dette dekker garantien' },
                {
                  ul: [
                    'Motor, girkasse og drivverk, inkludert turbo og clutch (unntatt normal slitasje)',
                    'Elektrisk drivlinje på elbiler og hybrider: elmotor, inverter og ombordlader',
                    'Styring, hjuloppheng og bremsesystem (unntatt klosser og skiver)',
                    'Klimaanlegg, elektriske anlegg og styreenheter',
                    'Veihjelp døgnet rundt i hele Europa i garantiperioden',
                  ],
                },
                {
                  p: 'Du kan forlenge garantien til 24 eller 36 måneder ved kjøp. Prisen avhenger av bilmodell og kilometerstand – spør selgeren om et tilbud.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Garanti og reklamasjonsrett' },
                {
                  p: 'Som forbruker har du reklamasjonsrett etter forbrukerkjøpsloven, for en bil inntil fem år. Nordvik Garanti kommer i tillegg og begrenser ikke rettighetene dine. Batterigarantien fra produsenten – ofte åtte år eller 160 000 km – følger bilen og gjelder fortsatt når du kjøper en brukt elbil fra oss.',
                },
                {
                  p: 'Har du oppdaget en feil? Kontakt verkstedet der du kjøpte bilen, eller send en e-post til garanti@nordvik.example med registreringsnummer og en kort beskrivelse.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Behold garantien med riktig service',
              text: [
                {
                  p: 'Garantien forutsetter at bilen får service etter produsentens program. Med en serviceavtale skjer det automatisk – vi sender deg påminnelse i god tid.',
                },
              ],
              link: { path: '/bileierskap/serviceavtale', label: 'Se serviceavtale' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
        en: {
          title: 'Nordvik Warranty',
          navTitle: 'Warranty',
          metaDescription:
            'Nordvik Warranty covers used cars for 12 months or 20,000 km and can be extended to 36 months. See what is covered.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Every used car we sell that is under ten years old with less than 200,000 km on the clock comes with **Nordvik Warranty for 12 months or 20,000 km** – whichever comes first. It is valid at all our workshops and at approved partner workshops throughout the Nordics.',
                },
                { h2: 'What the warranty covers' },
                {
                  ul: [
                    'Engine, gearbox and drivetrain, including turbo and clutch (excluding normal wear)',
                    'Electric drivetrain on EVs and hybrids: electric motor, inverter and on-board charger',
                    'Steering, suspension and braking system (excluding pads and discs)',
                    'Air conditioning, electrical systems and control units',
                    'Round-the-clock roadside assistance throughout Europe during the warranty period',
                  ],
                },
                {
                  p: 'You can extend the warranty to 24 or 36 months when you buy. The price depends on the model and mileage – ask your sales adviser for a quote.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Warranty and your statutory rights' },
                {
                  p: 'As a consumer you have the right to complain about defects under the Norwegian Consumer Purchases Act – for a car, for up to five years. Nordvik Warranty comes on top of this and does not limit your rights. The manufacturer’s battery warranty – often eight years or 160,000 km – stays with the car and still applies when you buy a used EV from us.',
                },
                {
                  p: 'Found a fault? Contact the workshop where you bought the car, or e-mail garanti@nordvik.example with your registration number and a short description.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Keep your warranty with the right servicing',
              text: [
                {
                  p: 'The warranty requires the car to be serviced according to the manufacturer’s schedule. With a service plan that happens automatically – we send you a reminder in good time.',
                },
              ],
              link: { path: '/bileierskap/serviceavtale', label: 'See service plans' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/bileierskap/garanti/veihjelp',
      sortOrder: 10,
      content: {
        'nb-NO': {
          title: 'Veihjelp',
          metaDescription:
            'Veihjelp døgnet rundt i hele Europa er inkludert i Nordvik Garanti: starthjelp, hjulskift, tauing og leiebil. Slik får du hjelp.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Så lenge bilen har Nordvik Garanti eller serviceavtale hos oss, er veihjelp inkludert – døgnet rundt, i hele Europa. Ring veihjelpen på **+47 21 00 00 99** og oppgi registreringsnummeret.',
                },
                { h2: 'Dette hjelper vi deg med' },
                {
                  ul: [
                    'Starthjelp når batteriet er flatt, og hjelp hvis du har låst nøkkelen inne i bilen',
                    'Hjulskift ved punktering og tauing til nærmeste verksted ved motorstopp',
                    'Elbil uten strøm: tauing til nærmeste hurtiglader innenfor 50 km',
                    'Leiebil i inntil tre dager, eller overnatting hvis du blir stående langt hjemmefra',
                    'Hjemtransport av bilen hvis den ikke kan repareres innen tre virkedager',
                  ],
                },
                {
                  p: 'Veihjelpen dekker ikke drivstoff, feilfylling eller skader etter trafikkuhell – da er det bilforsikringen din som gjelder.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Trygg på tur',
              text: [
                {
                  p: 'Skal du kjøre langt i vinter? Book en vinterkontroll hos oss før avreise, så sjekker vi batteri, dekk, vindusviskere og frostvæske.',
                },
              ],
              link: { path: '/verksted/bestill-service', label: 'Bestill vinterkontroll' },
              image: 'winter',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Roadside assistance',
          metaDescription:
            'Round-the-clock roadside assistance throughout Europe is part of Nordvik Warranty: jump starts, wheel changes, towing and a hire car. How to get help.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'As long as your car has Nordvik Warranty or a service plan with us, roadside assistance is included – around the clock, anywhere in Europe. Call roadside assistance on **+47 21 00 00 99** and give your registration number.',
                },
                { h2: 'What we help with' },
                {
                  ul: [
                    'A jump start when the battery is flat, and help if you have locked the key inside the car',
                    'A wheel change after a puncture, and towing to the nearest workshop after a breakdown',
                    'An EV out of charge: towing to the nearest rapid charger within 50 km',
                    'A hire car for up to three days, or a hotel night if you are stranded far from home',
                    'Transport of the car back home if it cannot be repaired within three working days',
                  ],
                },
                {
                  p: 'Roadside assistance does not cover fuel, misfuelling or damage after a collision – that is what your car insurance is for.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Travel with peace of mind',
              text: [
                {
                  p: 'Planning a long winter drive? Book a winter check with us before you go, and we will check the battery, tyres, wipers and coolant.',
                },
              ],
              link: { path: '/verksted/bestill-service', label: 'Book a winter check' },
              image: 'winter',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/bileierskap/serviceavtale',
      sortOrder: 20,
      ogImage: 'workshop',
      content: {
        'nb-NO': {
          title: 'Serviceavtale',
          metaDescription:
            'Serviceavtale fra Nordvik Bil Norge: fast månedspris fra 399 kr for service, deler og arbeid etter produsentens program.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Serviceavtale med fast månedspris',
              text: 'Fra 399 kr per måned. Service, deler og arbeid – fordelt jevnt over året.',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Dette er inkludert' },
                {
                  ul: [
                    'All service etter produsentens program, med originale deler og godkjente oljer',
                    'Skift av bremsevæske, pollenfilter og tennplugger når programmet krever det',
                    'Oppdatering av programvare og sjekk av høyvoltbatteri på elbiler',
                    'Forhåndskontroll før EU-kontroll, slik at bilen består første gang',
                    'Gratis lånebil eller henting og levering innenfor 15 km fra anlegget',
                  ],
                },
                {
                  p: 'I tillegg får du **15 % rabatt** på slitedeler som bremseklosser, viskerblader og batteri, og 10 % rabatt på dekk og dekkhotell.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Slik fungerer avtalen' },
                {
                  p: 'Månedsprisen beregnes ut fra bilmodell, alder og hvor mye du kjører i året. En Volkswagen ID.4 som kjører 15 000 km i året ligger for eksempel på 449 kr per måned, mens en Škoda Octavia med bensinmotor ligger på 549 kr.',
                },
                {
                  p: 'Avtalen løper i 12 til 60 måneder og trekkes automatisk med AvtaleGiro. Selger du bilen, kan avtalen overføres til neste eier eller avsluttes med én måneds varsel. Ønsker du et tilbud? [Send en forespørsel](/verksted/bestill-service) eller spør oss neste gang du er innom verkstedet.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Service plan',
          metaDescription:
            'Service plan from Nordvik Bil Norge: a fixed monthly price from NOK 399 for servicing, parts and labour to the manufacturer’s schedule.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'A service plan with a fixed monthly price',
              text: 'From NOK 399 a month. Servicing, parts and labour – spread evenly over the year.',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'What is included' },
                {
                  ul: [
                    'All servicing to the manufacturer’s schedule, with genuine parts and approved oils',
                    'Brake fluid, cabin filter and spark plug changes when the schedule calls for them',
                    'Software updates and a high-voltage battery check on EVs',
                    'A pre-check before the EU roadworthiness test, so your car passes first time',
                    'A free courtesy car, or collection and delivery within 15 km of the site',
                  ],
                },
                {
                  p: 'You also get **15 % off** wear parts such as brake pads, wiper blades and batteries, and 10 % off tyres and tyre storage.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'How the plan works' },
                {
                  p: 'The monthly price depends on the model, its age and how far you drive each year. A Volkswagen ID.4 covering 15,000 km a year, for example, costs NOK 449 a month, while a petrol Škoda Octavia costs NOK 549.',
                },
                {
                  p: 'The plan runs for 12 to 60 months and is paid by direct debit. If you sell the car, the plan can be transferred to the new owner or cancelled with one month’s notice. Would you like a quote? [Send a request](/verksted/bestill-service) or ask us next time you visit the workshop.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/bileierskap/nordvik-care',
      sortOrder: 25,
      ogImage: 'showroom',
      content: {
        'nb-NO': {
          title: 'Nordvik Care',
          metaTitle: 'Nordvik Care – pleieavtale for bilen din',
          metaDescription:
            'Nordvik Care er en pleieavtale som dekker lakkbeskyttelse, småskader, felgreparasjon og steinsprut i frontruten for en fast månedspris.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Små skader er en del av hverdagen med bil: en ripe i parkeringshuset, en felg som har tatt borti fortauskanten, et steinsprut på vei til hytta. Med **Nordvik Care** utbedrer vi dette for en fast månedspris, slik at bilen holder seg pen – og verdien – hele eiertiden.',
                },
                { h2: 'Dette dekker Nordvik Care' },
                {
                  ul: [
                    'Reparasjon av riper, skrammer og småbulker opptil 30 cm',
                    'Kosmetisk felgreparasjon, opptil fire felger i året',
                    'Reparasjon av steinsprut i frontruten',
                    'Keramisk lakkbeskyttelse og interiørrens én gang i året',
                  ],
                },
                {
                  p: 'Avtalen koster fra 249 kr i måneden, løper i 12, 24 eller 36 måneder og kan tegnes på nye og brukte biler som er under fem år gamle.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Kombiner med serviceavtale',
              text: [
                {
                  p: 'Samle service og bilpleie på én faktura. Med serviceavtale og Nordvik Care er både vedlikehold og utseende tatt hånd om.',
                },
              ],
              link: { path: '/bileierskap/serviceavtale', label: 'Les om serviceavtale' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'Nordvik Care',
          metaTitle: 'Nordvik Care – a care plan for your car',
          metaDescription:
            'Nordvik Care is a care plan covering paint protection, minor damage, alloy wheel repair and windscreen chips for a fixed monthly price.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Minor damage is part of everyday driving: a scratch in the car park, a wheel that met the kerb, a stone chip on the way to the cabin. With **Nordvik Care** we put it right for a fixed monthly price, so your car stays looking good – and keeps its value – for as long as you own it.',
                },
                { h2: 'What Nordvik Care covers' },
                {
                  ul: [
                    'Repair of scratches, scuffs and small dents up to 30 cm',
                    'Cosmetic alloy wheel repair, up to four wheels a year',
                    'Windscreen stone chip repair',
                    'Ceramic paint protection and an interior clean once a year',
                  ],
                },
                {
                  p: 'The plan costs from NOK 249 a month, runs for 12, 24 or 36 months and is available on new and used cars under five years old.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Combine it with a service plan',
              text: [
                {
                  p: 'Put servicing and car care on one invoice. With a service plan and Nordvik Care, both maintenance and looks are taken care of.',
                },
              ],
              link: { path: '/bileierskap/serviceavtale', label: 'About service plans' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/bileierskap/innbytte-av-bil',
      sortOrder: 30,
      content: {
        'nb-NO': {
          title: 'Innbytte av bil',
          metaDescription:
            'Bytt inn bilen din hos Nordvik Bil Norge. Slik verdsetter vi innbyttebilen, innfrir billånet og gir deg en fast pris som gjelder i sju dager.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Skal du kjøpe ny bil, kan du bruke den gamle som en del av betalingen. Du slipper annonser, visninger og prutende kjøpere – og vi tar ansvaret for bilen fra det øyeblikket du leverer nøklene.',
                },
                { h2: 'Slik verdsetter vi bilen din' },
                {
                  ol: [
                    '**Registreringsnummer og kilometerstand.** Vi henter tekniske data og EU-kontrollhistorikk fra Statens vegvesen.',
                    '**Markedsdata.** Vi sammenligner med hva tilsvarende biler faktisk er solgt for de siste 90 dagene, ikke hva de er annonsert for.',
                    '**Tilstand.** En takstmann går over lakk, dekk, interiør og servicehefte, og prøvekjører bilen. Det tar rundt 20 minutter.',
                    '**Fast pris.** Du får et skriftlig tilbud som gjelder i sju dager eller 500 km.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Har du lån på bilen?' },
                {
                  p: 'Det går helt fint. Vi sjekker heftelser i Løsøreregisteret, innfrir restlånet direkte med banken din og trekker beløpet fra innbytteprisen. Du trenger bare å ta med vognkort del 2 (eller ha det digitalt), begge nøklene og servicehistorikken.',
                },
                {
                  p: 'Vi kjøper også bilen din uten at du kjøper en ny av oss. Da utbetaler vi beløpet til kontoen din innen to virkedager etter at salgsmeldingen er signert.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Klar for neste bil?',
              text: [{ p: 'Se hvilke biler vi har på lager nå, og ta med innbyttebilen til prøvekjøringen – da får du pris på begge samme dag.' }],
              link: { path: '/kjop-bil/bruktbiler', label: 'Se bruktbiler' },
              image: 'showroom',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'Trade in your car',
          navTitle: 'Trade-in',
          metaDescription:
            'Trade in your car at Nordvik Bil Norge. How we value your car, settle your car loan and give you a firm price valid for seven days.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'When you buy your next car, your current one can go towards the price. No adverts, no viewings, no haggling buyers – and we take responsibility for the car the moment you hand over the keys.',
                },
                { h2: 'How we value your car' },
                {
                  ol: [
                    '**Registration number and mileage.** We fetch technical data and roadworthiness test history from the Norwegian Public Roads Administration.',
                    '**Market data.** We compare with what similar cars have actually sold for over the last 90 days – not what they were advertised for.',
                    '**Condition.** An appraiser checks the paintwork, tyres, interior and service book, and takes the car for a short drive. It takes about 20 minutes.',
                    '**A firm price.** You get a written offer valid for seven days or 500 km.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Still paying off a loan?' },
                {
                  p: 'No problem. We check for liens in the Register of Mortgaged Moveable Property, settle the outstanding loan directly with your bank and deduct it from the trade-in price. Just bring part 2 of the registration certificate (or have it digitally), both keys and the service history.',
                },
                {
                  p: 'We will also buy your car without you buying one from us. In that case we pay the amount into your account within two working days of the transfer being signed.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Ready for your next car?',
              text: [{ p: 'See what we have in stock now, and bring your current car to the test drive – you will get a price on both the same day.' }],
              link: { path: '/kjop-bil/bruktbiler', label: 'Browse used cars' },
              image: 'showroom',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/bileierskap/velg-den-perfekte-bruktbilen',
      sortOrder: 40,
      ogImage: 'family',
      content: {
        'nb-NO': {
          title: 'Velg riktig bruktbil',
          metaTitle: 'Slik velger du den perfekte bruktbilen',
          metaDescription:
            'Elbil, hybrid eller bensin? Stasjonsvogn eller SUV? Slik finner du bruktbilen som passer behovene og økonomien din.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Den perfekte bruktbilen er den som passer hverdagen din – ikke nødvendigvis den med mest utstyr. Start med hvordan du faktisk bruker bilen, så blir valget mye enklere.',
                },
                { h2: 'Fire spørsmål før du begynner å lete' },
                {
                  ol: [
                    '**Hvor langt kjører du en vanlig dag?** Kjører du under 100 km og kan lade hjemme, er elbil nesten alltid det billigste valget.',
                    '**Hvor mange er dere, og hva skal være med?** Barnevogn, hund og skiutstyr krever mer bagasjerom enn du tror.',
                    '**Skal du trekke noe?** Båthenger og campingvogn krever hengerfeste og høy tillatt tilhengervekt.',
                    '**Hva er budsjettet per måned?** Regn med forsikring, drivstoff eller strøm, bompenger, service og verdifall – ikke bare kjøpesummen.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Elbil, hybrid eller fossil?' },
                {
                  p: 'Elbil har lavest driftskostnader og lavere bompengetakster i de fleste bomringer. Ladbar hybrid passer hvis du kjører kort i hverdagen, men ofte langt der det er få ladere. Bensin- og dieselbiler er fortsatt et godt valg for deg som kjører svært langt eller trekker tungt.',
                },
                {
                  p: 'Vil du vite mer om elbil? Les vår [guide til brukt elbil](/kjop-bil/elbil) og se hvordan vi [tester batteriet](/kjop-bil/elbil/batteritest).',
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Bruktbiler på lager',
                  text: 'Filtrer på drivstoff, størrelse og pris.',
                  link: { path: '/kjop-bil/bruktbiler' },
                  image: 'showroom',
                },
                {
                  title: 'Sjekkliste for bruktbilkjøp',
                  text: 'Dette bør du sjekke før du signerer.',
                  link: { path: '/bileierskap/kjope-bruktbil' },
                  image: 'pattern',
                },
                {
                  title: 'Finansiering',
                  text: 'Billån og privatleasing.',
                  link: { path: '/kjop-bil/finansiering' },
                  image: 'family',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Choosing the right used car',
          navTitle: 'Choosing a used car',
          metaTitle: 'How to choose the perfect used car',
          metaDescription:
            'Electric, hybrid or petrol? Estate or SUV? How to find the used car that fits your needs and your budget.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'The perfect used car is the one that fits your everyday life – not necessarily the one with the most equipment. Start with how you actually use a car, and the choice becomes much easier.',
                },
                { h2: 'Four questions before you start looking' },
                {
                  ol: [
                    '**How far do you drive on a normal day?** If it is under 100 km and you can charge at home, an EV is almost always the cheapest choice.',
                    '**How many of you are there, and what comes along?** A pushchair, a dog and ski gear need more boot space than you think.',
                    '**Will you tow anything?** Boat trailers and caravans need a tow bar and a high permitted towing weight.',
                    '**What is your monthly budget?** Include insurance, fuel or electricity, tolls, servicing and depreciation – not just the purchase price.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Electric, hybrid or combustion?' },
                {
                  p: 'EVs have the lowest running costs and pay lower tolls in most toll rings. A plug-in hybrid suits you if you drive short distances day to day but often travel far where chargers are scarce. Petrol and diesel cars are still a good choice if you drive very long distances or tow heavy loads.',
                },
                {
                  p: 'Want to know more about EVs? Read our [guide to used EVs](/kjop-bil/elbil) and see how we [test the battery](/kjop-bil/elbil/batteritest).',
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Used cars in stock',
                  text: 'Filter by fuel, size and price.',
                  link: { path: '/kjop-bil/bruktbiler' },
                  image: 'showroom',
                },
                {
                  title: 'Used car checklist',
                  text: 'What to check before you sign.',
                  link: { path: '/bileierskap/kjope-bruktbil' },
                  image: 'pattern',
                },
                {
                  title: 'Financing',
                  text: 'Car loans and personal leasing.',
                  link: { path: '/kjop-bil/finansiering' },
                  image: 'family',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/bileierskap/kjope-bruktbil',
      sortOrder: 50,
      content: {
        'nb-NO': {
          title: 'Kjøpe bruktbil – sjekkliste',
          navTitle: 'Kjøpe bruktbil',
          metaDescription:
            'Sjekkliste for bruktbilkjøp: registreringsnummer, EU-kontroll, heftelser, servicehistorikk, prøvekjøring, kontrakt og omregistrering.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Enten du kjøper fra forhandler eller privat, lønner det seg å gjøre hjemmeleksen. Bruk sjekklisten under før du signerer.',
                },
                { h2: 'Før du ser på bilen' },
                {
                  ul: [
                    '**Kjøretøyopplysninger:** søk opp registreringsnummeret hos Statens vegvesen og se når bilen sist var på EU-kontroll, og når neste frist er.',
                    '**Heftelser:** sjekk i Løsøreregisteret at det ikke er registrert pant eller utlegg i bilen.',
                    '**Kilometerstand:** sammenlign med kilometerstanden som ble registrert ved de siste EU-kontrollene.',
                    '**Servicehistorikk:** be om digital servicehistorikk eller stemplet servicehefte.',
                  ],
                },
                { h2: 'Når du ser på bilen' },
                {
                  ul: [
                    'Se etter ujevne mellomrom mellom karosserideler og fargeforskjeller i lakken – tegn på tidligere skader.',
                    'Sjekk mønsterdybden på begge hjulsettene og at dekkene er like slitt.',
                    'Prøvekjør både i by og på landevei, og test bremser, kobling og alle elektriske funksjoner.',
                    'På elbil: be om dokumentert batteritest.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Kontrakt, omregistrering og rettigheter' },
                {
                  p: 'Bruk en skriftlig kjøpekontrakt, for eksempel Forbrukerrådets mal ved privatkjøp. Selger og kjøper signerer salgsmeldingen digitalt hos Statens vegvesen, og kjøperen betaler omregistreringsavgift før bilen kan kjøres.',
                },
                {
                  p: 'Kjøper du av forhandler, har du reklamasjonsrett etter forbrukerkjøpsloven. Hos oss får du i tillegg tilstandsrapport, batteritest og [Nordvik Garanti](/bileierskap/garanti) – og vi ordner omregistreringen for deg.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Vi har gjort sjekken for deg',
              text: [{ p: 'Alle bruktbilene våre har gått gjennom 120-punkts kontroll og sjekk av heftelser før de legges ut for salg.' }],
              link: { path: '/kjop-bil/bruktbiler', label: 'Se bruktbiler' },
              image: 'showroom',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'Buying a used car – checklist',
          navTitle: 'Buying a used car',
          metaDescription:
            'Used car checklist: registration number, roadworthiness tests, liens, service history, test drive, contract and change of ownership.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Whether you buy from a dealer or privately, it pays to do your homework. Use the checklist below before you sign.',
                },
                { h2: 'Before you see the car' },
                {
                  ul: [
                    '**Vehicle records:** look up the registration number with the Norwegian Public Roads Administration to see when the car last passed its EU roadworthiness test and when the next one is due.',
                    '**Liens:** check the Register of Mortgaged Moveable Property to make sure there is no charge or attachment on the car.',
                    '**Mileage:** compare it with the readings recorded at recent roadworthiness tests.',
                    '**Service history:** ask for the digital service history or a stamped service book.',
                  ],
                },
                { h2: 'When you see the car' },
                {
                  ul: [
                    'Look for uneven gaps between body panels and differences in paint colour – signs of earlier damage.',
                    'Check the tread depth on both sets of wheels and that the tyres are evenly worn.',
                    'Test drive both in town and on open roads, and try the brakes, clutch and every electrical function.',
                    'On an EV: ask for a documented battery test.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Contract, registration and your rights' },
                {
                  p: 'Use a written purchase contract, such as the Norwegian Consumer Council’s template for private sales. Seller and buyer sign the transfer digitally with the Norwegian Public Roads Administration, and the buyer pays the re-registration fee before the car can be driven.',
                },
                {
                  p: 'When you buy from a dealer, you have the right to complain about defects under the Consumer Purchases Act. With us you also get a condition report, a battery test and [Nordvik Warranty](/bileierskap/garanti) – and we handle the re-registration for you.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'We have done the checks for you',
              text: [{ p: 'Every used car we sell has been through a 120-point inspection and a lien check before it goes on sale.' }],
              link: { path: '/kjop-bil/bruktbiler', label: 'Browse used cars' },
              image: 'showroom',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/verksted',
      sortOrder: 30,
      ogImage: 'workshop',
      content: {
        'nb-NO': {
          title: 'Verksted',
          metaTitle: 'Verksted, service og EU-kontroll',
          metaDescription:
            'Merkeverksted i Oslo, Drammen, Lillestrøm og Tønsberg: service, EU-kontroll, hjulskift, dekkhotell og reparasjoner på alle bilmerker.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Verksted for alle bilmerker',
              text: 'Autorisert merkeverksted for Volkswagen, Škoda, Audi og Kia – og service på alle andre merker.',
              link: { path: '/verksted/bestill-service', label: 'Bestill service' },
              buttonType: 'Primary',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Våre verkstedtjenester' },
                {
                  ul: [
                    '**Service** etter produsentens program – garantien din beholdes, også på biler vi ikke forhandler',
                    '**EU-kontroll** ved alle anlegg, gjerne samtidig med service',
                    '**Hjulskift og dekkhotell** med vask, balansering og mønsterdybdemåling',
                    '**Elbil og hybrid:** batteridiagnose, programvareoppdateringer og reparasjon av høyvoltsystemer',
                    '**Bremser, eksos og hjulstilling**',
                    '**Rute- og glasskader** – vi fakturerer forsikringsselskapet direkte',
                  ],
                },
                {
                  p: 'Verkstedene har åpent mandag til fredag 07.00–16.00, og i Oslo til 18.00 på torsdager. Mens du venter, kan du jobbe i kundesalongen med gratis wifi.',
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Bestill service',
                  text: 'Send en forespørsel – vi svarer innen én virkedag.',
                  link: { path: '/verksted/bestill-service' },
                  image: 'workshop',
                },
                {
                  title: 'Serviceavtale',
                  text: 'Fast månedspris på vedlikeholdet.',
                  link: { path: '/bileierskap/serviceavtale' },
                  image: 'pattern',
                },
                {
                  title: 'Dekkhotell',
                  text: 'Vi lagrer hjulene dine og skifter når sesongen kommer.',
                  link: { path: '/verksted/dekk-og-hjul/dekkhotell' },
                  image: 'tires',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Workshop',
          metaTitle: 'Workshop, servicing and roadworthiness tests',
          metaDescription:
            'Franchised workshops in Oslo, Drammen, Lillestrøm and Tønsberg: servicing, EU roadworthiness tests, wheel changes, tyre storage and repairs on all makes.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'A workshop for every make',
              text: 'Authorised workshop for Volkswagen, Škoda, Audi and Kia – and servicing for all other makes.',
              link: { path: '/verksted/bestill-service', label: 'Book a service' },
              buttonType: 'Primary',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Our workshop services' },
                {
                  ul: [
                    '**Servicing** to the manufacturer’s schedule – your warranty stays intact, even on makes we do not sell',
                    '**EU roadworthiness tests** at every site, ideally combined with a service',
                    '**Wheel changes and tyre storage** including washing, balancing and tread depth measurement',
                    '**EVs and hybrids:** battery diagnostics, software updates and high-voltage repairs',
                    '**Brakes, exhausts and wheel alignment**',
                    '**Windscreen and glass damage** – we invoice your insurer directly',
                  ],
                },
                {
                  p: 'Our workshops are open Monday to Friday 07:00–16:00, and until 18:00 on Thursdays in Oslo. While you wait, you can work from the customer lounge with free Wi-Fi.',
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Book a service',
                  text: 'Send a request – we reply within one working day.',
                  link: { path: '/verksted/bestill-service' },
                  image: 'workshop',
                },
                {
                  title: 'Service plan',
                  text: 'A fixed monthly price for upkeep.',
                  link: { path: '/bileierskap/serviceavtale' },
                  image: 'pattern',
                },
                {
                  title: 'Tyre storage',
                  text: 'We store your wheels and swap them when the season changes.',
                  link: { path: '/verksted/dekk-og-hjul/dekkhotell' },
                  image: 'tires',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/verksted/bestill-service',
      sortOrder: 10,
      content: {
        'nb-NO': {
          title: 'Bestill service',
          metaTitle: 'Bestill service og verkstedtime',
          metaDescription:
            'Send en serviceforespørsel til Nordvik Bil Norge. Vi bekrefter tid innen én virkedag. Se vanlige verkstedtjenester og åpningstider.',
          layout: [
            {
              blockType: 'serviceRequestForm',
              heading: 'Send en serviceforespørsel',
              intro:
                'Fyll ut skjemaet med registreringsnummer, kilometerstand og hva bilen trenger, og velg hvilket verksted som passer deg best.\n\nEr du usikker på hva som skal gjøres, skriver du bare hva du har lagt merke til – en lyd, en varsellampe eller at det er tid for EU-kontroll.',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Dette skjer etter at du har sendt forespørselen' },
                {
                  ol: [
                    'Du får en bekreftelse på e-post med det du har sendt oss.',
                    'En servicerådgiver går gjennom forespørselen og bilens historikk, og kontakter deg innen én virkedag med forslag til tid og prisoverslag.',
                    'Når du har godtatt tidspunktet, får du en endelig bekreftelse og en påminnelse dagen før.',
                    'Du leverer bilen i resepsjonen eller i nøkkelboksen utenfor åpningstid. Finner vi noe mer enn avtalt, ringer vi deg før vi gjør noe.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Vanlige tjenester' },
                {
                  ul: [
                    'Årlig service eller service etter kilometerstand – fra 2 990 kr for småbiler',
                    'EU-kontroll – 1 190 kr, eller 890 kr sammen med service',
                    'Hjulskift – 590 kr, med dekkhotell 1 690 kr per sesong',
                    'Bremseservice og bytte av klosser og skiver',
                    'Feilsøking av varsellamper og elektronikk',
                    'Service og batteridiagnose på elbiler',
                  ],
                },
                {
                  p: 'Trenger du lånebil? Skriv det i beskrivelsen, så reserverer vi en. Lånebil er gratis med [serviceavtale](/bileierskap/serviceavtale) og koster ellers 295 kr per dag.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Åpningstider verksted' },
                {
                  ul: [
                    '**Oslo (Alnabru):** mandag–fredag 07.00–16.00, torsdag til 18.00',
                    '**Drammen:** mandag–fredag 07.00–16.00',
                    '**Lillestrøm:** mandag–fredag 07.30–16.00',
                    '**Tønsberg:** mandag–fredag 07.00–15.30, sommerstengt i fellesferien',
                  ],
                },
                {
                  p: 'Før hjulskiftsesongen i oktober–november og mars–april har vi utvidet åpningstid på lørdager. Adresser og veibeskrivelse finner du under [Finn oss](/finn-oss).',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Book a service',
          metaTitle: 'Book a service or workshop appointment',
          metaDescription:
            'Send a service request to Nordvik Bil Norge. We confirm a time within one working day. See common workshop services and opening hours.',
          layout: [
            {
              blockType: 'serviceRequestForm',
              heading: 'Send a service request',
              intro:
                'Fill in the form with your registration number, mileage and what the car needs, and choose the workshop that suits you best.\n\nNot sure what needs doing? Just describe what you have noticed – a noise, a warning light, or that the roadworthiness test is due.',
              texts: {
                dealerLabel: 'Workshop',
                dealerPlaceholder: 'Choose a workshop',
                dealerRequired: 'Choose the workshop you want to book with.',
                regnoLabel: 'Registration number',
                regnoRequired: 'Enter the registration number.',
                mileageLabel: 'Mileage (km)',
                mileageInvalid: 'Enter the mileage as a whole number, 0 or more.',
                dateLabel: 'Preferred date',
                datePlaceholder: 'Choose a date',
                dateHint: 'We confirm the exact time when we contact you.',
                dateRequired: 'Choose a preferred date.',
                dateInvalid: 'Choose today or a later date.',
                previousMonth: 'Previous month',
                nextMonth: 'Next month',
                servicesLabel: 'What needs doing?',
                descriptionLabel: 'Description',
                descriptionHint: 'Tell us what you have noticed, such as a noise or a warning light.',
                nameLabel: 'Name',
                nameRequired: 'Enter your name.',
                phoneLabel: 'Phone',
                phoneRequired: 'Enter your phone number.',
                phoneInvalid: 'The phone number is 6–20 digits or spaces, optionally starting with +.',
                emailLabel: 'E-mail',
                emailRequired: 'Enter your e-mail address.',
                emailInvalid: 'Enter a valid e-mail address, such as name@example.com.',
                consentText: 'I agree that my details are stored and used to handle this service request and to contact me about it.',
                consentRequired: 'You must agree to send the request.',
                newsletterText: 'Yes please, send me newsletters with offers and reminders by e-mail.',
                requiredNote: 'Fields marked * are required.',
                optional: 'optional',
                submit: 'Send request',
                sending: 'Sending …',
                success: 'Thank you! We have received your request and will contact you within one working day.',
                error: 'Something went wrong, please try again later.',
              },
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'What happens after you send your request' },
                {
                  ol: [
                    'You receive an e-mail confirming what you sent us.',
                    'A service adviser reviews your request and the car’s history, and contacts you within one working day with a suggested time and a cost estimate.',
                    'Once you accept the time, you get a final confirmation and a reminder the day before.',
                    'Drop the car off at reception, or use the key box outside opening hours. If we find anything beyond what was agreed, we call you before doing any work.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Common services' },
                {
                  ul: [
                    'Annual or mileage-based service – from NOK 2,990 for small cars',
                    'EU roadworthiness test – NOK 1,190, or NOK 890 together with a service',
                    'Wheel change – NOK 590, with tyre storage NOK 1,690 per season',
                    'Brake service and replacement of pads and discs',
                    'Diagnosing warning lights and electronics',
                    'Servicing and battery diagnostics for EVs',
                  ],
                },
                {
                  p: 'Need a courtesy car? Say so in the description and we will reserve one. Courtesy cars are free with a [service plan](/bileierskap/serviceavtale) and otherwise cost NOK 295 per day.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Workshop opening hours' },
                {
                  ul: [
                    '**Oslo (Alnabru):** Monday–Friday 07:00–16:00, Thursday until 18:00',
                    '**Drammen:** Monday–Friday 07:00–16:00',
                    '**Lillestrøm:** Monday–Friday 07:30–16:00',
                    '**Tønsberg:** Monday–Friday 07:00–15:30, closed during the summer holiday',
                  ],
                },
                {
                  p: 'Ahead of the tyre-change seasons in October–November and March–April we also open on Saturdays. Addresses and directions are under [Find us](/finn-oss).',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/verksted/dekk-og-hjul',
      sortOrder: 20,
      ogImage: 'tires',
      content: {
        'nb-NO': {
          title: 'Dekk og hjulskift',
          metaDescription:
            'Hjulskift fra 590 kr, nye sommer- og vinterdekk og dekkhotell ved alle Nordvik Bil Norge sine anlegg. Regler for piggdekk og mønsterdybde.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Riktige dekk til riktig tid',
              text: 'Hjulskift, nye dekk og dekkhotell ved alle fire anlegg.',
              link: { path: '/verksted/bestill-service', label: 'Bestill hjulskift' },
              buttonType: 'Primary',
              image: 'tires',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Hjulskift' },
                {
                  p: 'Et hjulskift koster 590 kr og inkluderer kontroll av lufttrykk og mønsterdybde. Vi tiltrekker boltene med momentnøkkel, og du får beskjed hvis dekkene bør byttes før neste sesong.',
                },
                { h2: 'Regler du bør kjenne til' },
                {
                  ul: [
                    'I Sør-Norge er piggdekk tillatt fra 1. november til og med første søndag etter 2. påskedag. I Nord-Norge gjelder andre datoer.',
                    'Vinterdekk må ha minst 3 mm mønsterdybde, sommerdekk minst 1,6 mm. Vi anbefaler å bytte vinterdekk ved 4 mm og sommerdekk ved 3 mm.',
                    'Oslo, Bergen og Trondheim krever piggdekkgebyr. Piggfrie vinterdekk er et godt alternativ i byen.',
                    'Elbiler er tunge og har høyt dreiemoment – velg dekk med riktig lastindeks og gjerne merket for elbil.',
                  ],
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Dekkhotell',
                  text: 'Vi lagrer hjulene dine trygt mellom sesongene.',
                  link: { path: '/verksted/dekk-og-hjul/dekkhotell' },
                  buttonText: 'Les om dekkhotell',
                  image: 'tires',
                },
                {
                  title: 'Bestill hjulskift',
                  text: 'Book i god tid før sesongen.',
                  link: { path: '/verksted/bestill-service' },
                  buttonText: 'Send forespørsel',
                  image: 'workshop',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Tyres and wheel changes',
          metaDescription:
            'Wheel changes from NOK 590, new summer and winter tyres and tyre storage at every Nordvik Bil Norge site. Rules for studded tyres and tread depth.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'The right tyres at the right time',
              text: 'Wheel changes, new tyres and tyre storage at all four sites.',
              link: { path: '/verksted/bestill-service', label: 'Book a wheel change' },
              buttonType: 'Primary',
              image: 'tires',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Wheel changes' },
                {
                  p: 'A wheel change costs NOK 590 and includes a check of tyre pressure and tread depth. We tighten the bolts with a torque wrench and let you know if the tyres should be replaced before next season.',
                },
                { h2: 'Rules worth knowing' },
                {
                  ul: [
                    'In Southern Norway, studded tyres are allowed from 1 November until the first Sunday after Easter Monday. Other dates apply in Northern Norway.',
                    'Winter tyres must have at least 3 mm of tread, summer tyres at least 1.6 mm. We recommend replacing winter tyres at 4 mm and summer tyres at 3 mm.',
                    'Oslo, Bergen and Trondheim charge a fee for studded tyres. Non-studded winter tyres are a good alternative in town.',
                    'EVs are heavy and have high torque – choose tyres with the right load index, ideally marked for EVs.',
                  ],
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Tyre storage',
                  text: 'We store your wheels safely between seasons.',
                  link: { path: '/verksted/dekk-og-hjul/dekkhotell' },
                  buttonText: 'About tyre storage',
                  image: 'tires',
                },
                {
                  title: 'Book a wheel change',
                  text: 'Book well before the season starts.',
                  link: { path: '/verksted/bestill-service' },
                  buttonText: 'Send a request',
                  image: 'workshop',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/verksted/dekk-og-hjul/dekkhotell',
      sortOrder: 10,
      ogImage: 'tires',
      content: {
        'nb-NO': {
          title: 'Dekkhotell',
          metaDescription:
            'Dekkhotell hos Nordvik Bil Norge: vask, kontroll og forsikret oppbevaring av hjulene dine for 1 690 kr per sesong, hjulskift inkludert.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Slipp å bære hjul opp og ned fra kjelleren. På dekkhotellet vårt lagres hjulene dine tørt, mørkt og forsikret, og de står klare når det er tid for hjulskift.',
                },
                { h2: 'Dette får du for 1 690 kr per sesong' },
                {
                  ul: [
                    'Hjulskift med tiltrekking av bolter',
                    'Vask av hjulene før de settes på lager',
                    'Måling av mønsterdybde og kontroll for skader, med bilder i rapporten du får på SMS',
                    'Forsikret oppbevaring i reoler, merket med registreringsnummeret ditt',
                    'Påminnelse på SMS når det nærmer seg hjulskift',
                  ],
                },
                {
                  p: 'Med [serviceavtale](/bileierskap/serviceavtale) får du 10 % rabatt på dekkhotell.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Trenger du nye dekk?',
              text: [
                {
                  p: 'Viser kontrollen at dekkene er slitt, gir vi deg et tilbud på nye – og de står montert og klare neste gang du kommer.',
                },
              ],
              link: { path: '/verksted/bestill-service', label: 'Bestill hjulskift' },
              image: 'tires',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Tyre storage',
          metaDescription:
            'Tyre storage at Nordvik Bil Norge: washing, inspection and insured storage of your wheels for NOK 1,690 per season, wheel change included.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'No more carrying wheels up and down from the basement. In our tyre hotel your wheels are stored dry, dark and insured, and they are ready when it is time to change.',
                },
                { h2: 'What you get for NOK 1,690 per season' },
                {
                  ul: [
                    'A wheel change, with the bolts torqued to specification',
                    'Washing of the wheels before they go into storage',
                    'Tread depth measurement and a damage check, with photos in the report we text you',
                    'Insured storage on racks, labelled with your registration number',
                    'A text reminder when the wheel-change season approaches',
                  ],
                },
                {
                  p: 'With a [service plan](/bileierskap/serviceavtale) you get 10 % off tyre storage.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Need new tyres?',
              text: [
                {
                  p: 'If the inspection shows your tyres are worn, we will quote you for new ones – fitted and ready the next time you visit.',
                },
              ],
              link: { path: '/verksted/bestill-service', label: 'Book a wheel change' },
              image: 'tires',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/verksted/eu-kontroll',
      sortOrder: 30,
      content: {
        'nb-NO': {
          title: 'EU-kontroll',
          metaDescription:
            'EU-kontroll hos Nordvik Bil Norge for 1 190 kr, eller 890 kr sammen med service. Frister, hva som kontrolleres og hva som skjer hvis bilen ikke består.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Alle fire anleggene våre er godkjent for periodisk kjøretøykontroll. EU-kontroll koster 1 190 kr, eller 890 kr hvis du tar den samtidig med service.',
                },
                { h2: 'Når skal bilen på EU-kontroll?' },
                {
                  p: 'Personbiler skal på EU-kontroll senest fire år etter førstegangsregistrering, og deretter hvert andre år. Fristen finner du i kjøretøyopplysningene hos Statens vegvesen, og du får varsel i god tid. Kjører du etter fristen, risikerer du gebyr og i verste fall bruksforbud.',
                },
                { h2: 'Dette kontrolleres' },
                {
                  ul: [
                    'Bremser, styring og hjuloppheng',
                    'Lys, vinduer og sikt',
                    'Rust og skader i bærende konstruksjon',
                    'Eksos og utslipp på bensin- og dieselbiler',
                    'Kilometerstand, som registreres hos Statens vegvesen',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Består ikke bilen?',
              text: [
                {
                  p: 'Får bilen 2-feil, har du to måneder på å utbedre dem og ta etterkontroll. Hos oss får du prisoverslag på reparasjonen med en gang, og etterkontrollen er gratis hvis vi gjør jobben.',
                },
              ],
              link: { path: '/verksted/bestill-service', label: 'Bestill EU-kontroll' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'EU roadworthiness test',
          navTitle: 'Roadworthiness test',
          metaDescription:
            'EU roadworthiness test at Nordvik Bil Norge for NOK 1,190, or NOK 890 with a service. Deadlines, what is checked and what happens if the car fails.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'All four of our sites are approved for periodic vehicle inspections. An EU roadworthiness test costs NOK 1,190, or NOK 890 when combined with a service.',
                },
                { h2: 'When is the test due?' },
                {
                  p: 'Passenger cars must be tested no later than four years after first registration, and every two years after that. You will find the deadline in the vehicle records of the Norwegian Public Roads Administration, and you will be reminded in good time. Driving past the deadline risks a fee and, at worst, a driving ban for the car.',
                },
                { h2: 'What is checked' },
                {
                  ul: [
                    'Brakes, steering and suspension',
                    'Lights, windows and visibility',
                    'Rust and damage to the load-bearing structure',
                    'Exhaust and emissions on petrol and diesel cars',
                    'Mileage, which is recorded by the Norwegian Public Roads Administration',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Did the car fail?',
              text: [
                {
                  p: 'If the car has category 2 defects, you have two months to fix them and return for a re-test. We give you a repair estimate on the spot, and the re-test is free if we do the work.',
                },
              ],
              link: { path: '/verksted/bestill-service', label: 'Book a roadworthiness test' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/vare-bilmerker',
      sortOrder: 40,
      ogImage: 'charging',
      content: {
        'nb-NO': {
          title: 'Våre bilmerker',
          metaDescription:
            'Nordvik Bil Norge er autorisert forhandler og merkeverksted for Volkswagen, Škoda, Audi og Kia, med service på alle bilmerker.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Merker vi kjenner ut og inn',
              text: 'Autorisert salg og service for Volkswagen, Škoda, Audi og Kia.',
              image: 'charging',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Volkswagen' },
                {
                  p: 'Fra den kompakte ID.3 til familiebilen ID.4 og den romslige ID. Buzz – Volkswagens elbiler er blant de mest solgte i Norge. Vi har alle modeller til prøvekjøring i Oslo og Drammen, og verkstedet er godkjent for Volkswagen Nyttekjøretøy. [Mer om Volkswagen](/vare-bilmerker/volkswagen)',
                },
                { h2: 'Škoda' },
                {
                  p: 'Škoda Enyaq og Elroq gir mye plass for pengene, og Octavia stasjonsvogn er fortsatt en favoritt blant dem som trenger hengerfeste og stort bagasjerom. Škoda selges ved alle fire anlegg. [Mer om Škoda](/vare-bilmerker/skoda)',
                },
                { h2: 'Audi' },
                {
                  p: 'Audi Q4 e-tron og Q6 e-tron kombinerer quattro-firehjulstrekk med lang rekkevidde – godt egnet for norske vintre. Audi selges og serviceres i Oslo og Lillestrøm. [Mer om Audi](/vare-bilmerker/audi)',
                },
                { h2: 'Kia' },
                {
                  p: 'Kia EV3, EV6 og Niro leveres med sju års nybilgaranti fra fabrikken, som følger bilen hvis du selger den. Kia finner du i Drammen og Tønsberg. [Mer om Kia](/vare-bilmerker/kia)',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Service på alle merker',
              text: [
                {
                  p: 'Kjører du et merke vi ikke forhandler? Vi utfører service etter produsentens program på alle personbiler og varebiler, med originale eller tilsvarende deler – og garantien din beholdes.',
                },
              ],
              link: { path: '/verksted/bestill-service', label: 'Bestill service' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Our brands',
          metaDescription:
            'Nordvik Bil Norge is an authorised dealer and workshop for Volkswagen, Škoda, Audi and Kia, and services all makes.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Brands we know inside out',
              text: 'Authorised sales and service for Volkswagen, Škoda, Audi and Kia.',
              image: 'charging',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Volkswagen' },
                {
                  p: 'From the compact ID.3 to the family-sized ID.4 and the roomy ID. Buzz – Volkswagen’s electric cars are among Norway’s best sellers. Every model is available for test drives in Oslo and Drammen, and our workshop is approved for Volkswagen Commercial Vehicles. [More about Volkswagen](/vare-bilmerker/volkswagen)',
                },
                { h2: 'Škoda' },
                {
                  p: 'The Škoda Enyaq and Elroq offer plenty of space for the money, and the Octavia estate remains a favourite for anyone who needs a tow bar and a big boot. Škoda is sold at all four sites. [More about Škoda](/vare-bilmerker/skoda)',
                },
                { h2: 'Audi' },
                {
                  p: 'The Audi Q4 e-tron and Q6 e-tron combine quattro all-wheel drive with long range – well suited to Norwegian winters. Audi is sold and serviced in Oslo and Lillestrøm. [More about Audi](/vare-bilmerker/audi)',
                },
                { h2: 'Kia' },
                {
                  p: 'The Kia EV3, EV6 and Niro come with a seven-year factory warranty that stays with the car if you sell it. You will find Kia in Drammen and Tønsberg. [More about Kia](/vare-bilmerker/kia)',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Servicing for all makes',
              text: [
                {
                  p: 'Driving a make we do not sell? We service all cars and vans to the manufacturer’s schedule, with genuine or equivalent parts – and your warranty stays intact.',
                },
              ],
              link: { path: '/verksted/bestill-service', label: 'Book a service' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/vare-bilmerker/volkswagen',
      sortOrder: 10,
      ogImage: 'family',
      menuImage: 'family',
      content: {
        'nb-NO': {
          title: 'Volkswagen',
          metaDescription:
            'Volkswagen hos Nordvik Bil Norge: ID.3, ID.4, ID.7 og ID. Buzz til prøvekjøring i Oslo og Drammen, og godkjent verksted for personbiler og nyttekjøretøy.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Volkswagen har vært blant de mest solgte bilmerkene i Norge i flere tiår, og i dag er det elbilene som dominerer. Vi er autorisert forhandler og verksted for Volkswagen i Oslo og Drammen, og for Volkswagen Nyttekjøretøy i Oslo.',
                },
                { h2: 'Populære modeller' },
                {
                  ul: [
                    '**ID.3** – kompakt elbil som passer perfekt i byen',
                    '**ID.4 og ID.5** – romslige familiebiler med firehjulstrekk som tilvalg',
                    '**ID.7 Tourer** – stasjonsvogn med lang rekkevidde for deg som kjører mye',
                    '**ID. Buzz** – sju seter, eller som varebil for håndverkeren',
                  ],
                },
                {
                  p: 'Brukte Volkswagen-modeller finner du blant [bruktbilene våre](/kjop-bil/bruktbiler), alle med batteritest og Nordvik Garanti.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Service på din Volkswagen',
              text: [
                {
                  p: 'Teknikerne våre er sertifisert av Volkswagen og bruker originale deler og oppdatert diagnoseutstyr. Service hos oss holder produsentgarantien gyldig.',
                },
              ],
              link: { path: '/verksted/bestill-service', label: 'Bestill service' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Volkswagen',
          metaDescription:
            'Volkswagen at Nordvik Bil Norge: ID.3, ID.4, ID.7 and ID. Buzz for test drives in Oslo and Drammen, and an approved workshop for cars and commercial vehicles.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Volkswagen has been one of Norway’s best-selling makes for decades, and today its electric cars lead the way. We are an authorised Volkswagen dealer and workshop in Oslo and Drammen, and for Volkswagen Commercial Vehicles in Oslo.',
                },
                { h2: 'Popular models' },
                {
                  ul: [
                    '**ID.3** – a compact EV that is perfect in town',
                    '**ID.4 and ID.5** – spacious family cars with optional all-wheel drive',
                    '**ID.7 Tourer** – a long-range estate for high-mileage drivers',
                    '**ID. Buzz** – seven seats, or a van for tradespeople',
                  ],
                },
                {
                  p: 'You will find used Volkswagens among [our used cars](/kjop-bil/bruktbiler), all with a battery test and Nordvik Warranty.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Servicing your Volkswagen',
              text: [
                {
                  p: 'Our technicians are Volkswagen-certified and use genuine parts and up-to-date diagnostic equipment. Servicing with us keeps the manufacturer’s warranty valid.',
                },
              ],
              link: { path: '/verksted/bestill-service', label: 'Book a service' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/vare-bilmerker/skoda',
      sortOrder: 20,
      ogImage: 'heroFjord',
      menuImage: 'heroFjord',
      content: {
        'nb-NO': {
          title: 'Škoda',
          metaDescription:
            'Škoda hos Nordvik Bil Norge: Enyaq, Elroq og Octavia ved alle fire anlegg i Oslo, Drammen, Lillestrøm og Tønsberg, med autorisert Škoda-verksted.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Škoda er kjent for mye plass for pengene og smarte detaljer – som isskrapen i tanklokket og paraplyen i døra. Vi selger og har service på Škoda ved alle fire anleggene våre.',
                },
                { h2: 'Populære modeller' },
                {
                  ul: [
                    '**Elroq** – kompakt elektrisk SUV med stort bagasjerom',
                    '**Enyaq** – romslig familiebil med hengerfeste som tilvalg, også som Coupé',
                    '**Octavia stasjonsvogn** – fortsatt en favoritt for deg som kjører langt og trenger hengerfeste',
                    '**Kodiaq** – stor SUV med plass til opptil sju, også som ladbar hybrid',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Škoda til hytta',
              text: [
                {
                  p: 'Firehjulsdrevne Škoda-modeller er populære blant hytteeiere. Vi hjelper deg å finne en med riktig tilhengervekt og takstativ – og lar deg gjerne prøvekjøre over helgen.',
                },
              ],
              link: { path: '/kjop-bil/bruktbiler', label: 'Se brukte Škoda-modeller' },
              image: 'heroFjord',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'Škoda',
          metaDescription:
            'Škoda at Nordvik Bil Norge: Enyaq, Elroq and Octavia at all four sites in Oslo, Drammen, Lillestrøm and Tønsberg, with an authorised Škoda workshop.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Škoda is known for plenty of space for the money and clever details – like the ice scraper in the fuel flap and the umbrella in the door. We sell and service Škoda at all four of our sites.',
                },
                { h2: 'Popular models' },
                {
                  ul: [
                    '**Elroq** – a compact electric SUV with a big boot',
                    '**Enyaq** – a roomy family car with an optional tow bar, also available as a Coupé',
                    '**Octavia estate** – still a favourite for high-mileage drivers who need a tow bar',
                    '**Kodiaq** – a large SUV with room for up to seven, also as a plug-in hybrid',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'A Škoda for the cabin trip',
              text: [
                {
                  p: 'All-wheel-drive Škodas are popular with cabin owners. We help you find one with the right towing weight and roof bars – and are happy to lend it to you for a weekend test drive.',
                },
              ],
              link: { path: '/kjop-bil/bruktbiler', label: 'See used Škodas' },
              image: 'heroFjord',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/vare-bilmerker/audi',
      sortOrder: 30,
      ogImage: 'winter',
      menuImage: 'winter',
      content: {
        'nb-NO': {
          title: 'Audi',
          metaDescription:
            'Audi hos Nordvik Bil Norge i Oslo og Lillestrøm: Q4 e-tron, Q6 e-tron og e-tron GT med quattro, og autorisert Audi-verksted.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Audi kombinerer premium kvalitet med quattro-firehjulstrekk – et solid valg på glatte vinterveier. Du finner Audi-salg og autorisert Audi-verksted i Oslo og Lillestrøm.',
                },
                { h2: 'Populære modeller' },
                {
                  ul: [
                    '**Q4 e-tron** – kompakt elektrisk SUV, også som Sportback',
                    '**Q6 e-tron** – rask lading med opptil 270 kW og lang rekkevidde',
                    '**A6 e-tron Avant** – elektrisk stasjonsvogn for lange turer',
                    '**e-tron GT** – for deg som vil ha sportsbil og elbil i ett',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Audi-service med hente- og bringetjeneste',
              text: [
                {
                  p: 'Vi henter bilen hjemme eller på jobb og leverer den tilbake etter service, innenfor 15 km fra anlegget. Tjenesten er gratis med serviceavtale.',
                },
              ],
              link: { path: '/bileierskap/serviceavtale', label: 'Les om serviceavtale' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
        en: {
          title: 'Audi',
          metaDescription:
            'Audi at Nordvik Bil Norge in Oslo and Lillestrøm: Q4 e-tron, Q6 e-tron and e-tron GT with quattro, and an authorised Audi workshop.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Audi combines premium quality with quattro all-wheel drive – a solid choice on slippery winter roads. You will find Audi sales and an authorised Audi workshop in Oslo and Lillestrøm.',
                },
                { h2: 'Popular models' },
                {
                  ul: [
                    '**Q4 e-tron** – a compact electric SUV, also as a Sportback',
                    '**Q6 e-tron** – fast charging at up to 270 kW and a long range',
                    '**A6 e-tron Avant** – an electric estate for long journeys',
                    '**e-tron GT** – a sports car and an EV in one',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Audi servicing with collection and delivery',
              text: [
                {
                  p: 'We collect the car from your home or workplace and bring it back after the service, within 15 km of the site. The service is free with a service plan.',
                },
              ],
              link: { path: '/bileierskap/serviceavtale', label: 'About service plans' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/vare-bilmerker/kia',
      sortOrder: 40,
      ogImage: 'charging',
      menuImage: 'charging',
      content: {
        'nb-NO': {
          title: 'Kia',
          metaDescription:
            'Kia hos Nordvik Bil Norge i Drammen og Tønsberg: EV3, EV6, EV9 og Niro med sju års nybilgaranti, og autorisert Kia-verksted.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Kia leverer nye biler med **sju års garanti** eller 150 000 km, og garantien følger bilen når den selges videre. Det gjør en brukt Kia til et trygt kjøp. Kia finner du i Drammen og Tønsberg.',
                },
                { h2: 'Populære modeller' },
                {
                  ul: [
                    '**EV3** – kompakt elbil med lang rekkevidde for størrelsen',
                    '**EV6** – 800-voltsteknologi som lader fra 10 til 80 % på under 20 minutter',
                    '**EV9** – stor elektrisk SUV med sju seter',
                    '**Niro EV** – praktisk familiebil som har vært populær i Norge i mange år',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Behold sju års garanti',
              text: [
                {
                  p: 'For å beholde Kia-garantien må bilen ha service etter Kias program. Det gjør vi ved vårt autoriserte verksted – også om bilen er kjøpt et annet sted.',
                },
              ],
              link: { path: '/verksted/bestill-service', label: 'Bestill service' },
              image: 'charging',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Kia',
          metaDescription:
            'Kia at Nordvik Bil Norge in Drammen and Tønsberg: EV3, EV6, EV9 and Niro with a seven-year warranty, and an authorised Kia workshop.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Kia delivers new cars with a **seven-year warranty** or 150,000 km, and the warranty stays with the car when it is sold on. That makes a used Kia a safe buy. You will find Kia in Drammen and Tønsberg.',
                },
                { h2: 'Popular models' },
                {
                  ul: [
                    '**EV3** – a compact EV with a long range for its size',
                    '**EV6** – 800-volt technology that charges from 10 to 80 % in under 20 minutes',
                    '**EV9** – a large electric SUV with seven seats',
                    '**Niro EV** – a practical family car that has been popular in Norway for years',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Keep the seven-year warranty',
              text: [
                {
                  p: 'To keep the Kia warranty, the car must be serviced to Kia’s schedule. We do that at our authorised workshop – even if you bought the car elsewhere.',
                },
              ],
              link: { path: '/verksted/bestill-service', label: 'Book a service' },
              image: 'charging',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/finn-oss',
      sortOrder: 50,
      content: {
        'nb-NO': {
          title: 'Finn oss',
          metaTitle: 'Finn oss i Oslo, Drammen, Lillestrøm og Tønsberg',
          metaDescription:
            'Adresser og åpningstider for Nordvik Bil Norge i Oslo, Drammen, Lillestrøm og Tønsberg – salg, verksted og dekkhotell.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Vi har fire anlegg på Østlandet, alle med bilsalg, verksted og dekkhotell. Skriv gjerne til oss på e-post, så svarer vi innen én virkedag – eller kom innom uten avtale.',
                },
                { h2: 'Oslo – Alnabru' },
                {
                  p: 'Strømsveien 245, Oslo. Salg: mandag–fredag 09.00–18.00, lørdag 10.00–15.00. Verksted: mandag–fredag 07.00–16.00, torsdag til 18.00. E-post: oslo@nordvik-bil-norge.example. [Mer om anlegget](/finn-oss/oslo-alnabru)',
                },
                { h2: 'Drammen' },
                {
                  p: 'Holmenveien 12, Drammen. Salg: mandag–fredag 09.00–17.00, lørdag 10.00–14.00. Verksted: mandag–fredag 07.00–16.00. E-post: drammen@nordvik-bil-norge.example. [Mer om anlegget](/finn-oss/drammen)',
                },
                { h2: 'Lillestrøm' },
                {
                  p: 'Fetveien 20, Lillestrøm. Salg: mandag–fredag 09.00–17.00, lørdag 10.00–14.00. Verksted: mandag–fredag 07.30–16.00. E-post: lillestrom@nordvik-bil-norge.example. [Mer om anlegget](/finn-oss/lillestrom)',
                },
                { h2: 'Tønsberg' },
                {
                  p: 'Ringveien 40, Tønsberg. Salg: mandag–fredag 09.00–17.00, lørdag 10.00–14.00. Verksted: mandag–fredag 07.00–15.30. E-post: tonsberg@nordvik-bil-norge.example. [Mer om anlegget](/finn-oss/tonsberg)',
                },
              ],
            },
            { blockType: 'dealerSiteList', title: 'Våre anlegg' },
            {
              blockType: 'blurb',
              title: 'Lett å komme til – også med elbil',
              text: [
                {
                  p: 'Alle anleggene har gratis kundeparkering og hurtiglader for kunder. I Oslo ligger vi rett ved E6 og Alnabru-krysset, og i Lillestrøm er det ti minutters gange fra togstasjonen.',
                },
              ],
              link: { path: '/verksted/bestill-service', label: 'Bestill verkstedtime' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'Find us',
          metaTitle: 'Find us in Oslo, Drammen, Lillestrøm and Tønsberg',
          metaDescription:
            'Addresses and opening hours for Nordvik Bil Norge in Oslo, Drammen, Lillestrøm and Tønsberg – sales, workshop and tyre storage.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'We have four sites in Eastern Norway, each with car sales, a workshop and tyre storage. E-mail us and we will reply within one working day – or just drop by, no appointment needed.',
                },
                { h2: 'Oslo – Alnabru' },
                {
                  p: 'Strømsveien 245, Oslo. Sales: Monday–Friday 09:00–18:00, Saturday 10:00–15:00. Workshop: Monday–Friday 07:00–16:00, Thursday until 18:00. E-mail: oslo@nordvik-bil-norge.example. [More about this site](/finn-oss/oslo-alnabru)',
                },
                { h2: 'Drammen' },
                {
                  p: 'Holmenveien 12, Drammen. Sales: Monday–Friday 09:00–17:00, Saturday 10:00–14:00. Workshop: Monday–Friday 07:00–16:00. E-mail: drammen@nordvik-bil-norge.example. [More about this site](/finn-oss/drammen)',
                },
                { h2: 'Lillestrøm' },
                {
                  p: 'Fetveien 20, Lillestrøm. Sales: Monday–Friday 09:00–17:00, Saturday 10:00–14:00. Workshop: Monday–Friday 07:30–16:00. E-mail: lillestrom@nordvik-bil-norge.example. [More about this site](/finn-oss/lillestrom)',
                },
                { h2: 'Tønsberg' },
                {
                  p: 'Ringveien 40, Tønsberg. Sales: Monday–Friday 09:00–17:00, Saturday 10:00–14:00. Workshop: Monday–Friday 07:00–15:30. E-mail: tonsberg@nordvik-bil-norge.example. [More about this site](/finn-oss/tonsberg)',
                },
              ],
            },
            { blockType: 'dealerSiteList', title: 'Våre anlegg' },
            {
              blockType: 'blurb',
              title: 'Easy to reach – by EV too',
              text: [
                {
                  p: 'Every site has free customer parking and a rapid charger for customers. In Oslo we are right by the E6 at the Alnabru interchange, and in Lillestrøm we are a ten-minute walk from the station.',
                },
              ],
              link: { path: '/verksted/bestill-service', label: 'Book a workshop slot' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/finn-oss/oslo-alnabru',
      sortOrder: 10,
      ogImage: 'heroCity',
      menuImage: 'heroCity',
      content: {
        'nb-NO': {
          title: 'Nordvik Bil Oslo – Alnabru',
          navTitle: 'Oslo – Alnabru',
          metaDescription:
            'Nordvik Bil Oslo på Alnabru: bruktbiler og elbiler, Volkswagen, Audi og Škoda, verksted med EU-kontroll, skadeverksted og dekkhotell. Strømsveien 245.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Bil Oslo – Alnabru',
              text: 'Strømsveien 245, rett ved E6 og Alnabru-krysset. Vårt største anlegg, med salg, verksted, skadeverksted og dekkhotell.',
              image: 'heroCity',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Åpningstider' },
                {
                  ul: [
                    '**Salg:** mandag–fredag 09.00–18.00, lørdag 10.00–15.00',
                    '**Verksted:** mandag–fredag 07.00–16.00, torsdag til 18.00',
                    '**Skadeverksted:** mandag–fredag 07.00–15.30',
                  ],
                },
                { h2: 'Dette finner du hos oss' },
                {
                  p: 'Rundt 120 biler på lager, autorisert salg og service for Volkswagen, Audi og Škoda, og godkjent verksted for Volkswagen Nyttekjøretøy. Kundesalongen har wifi, kaffe og arbeidsplasser, og du kan lade bilen gratis på en av fire hurtigladere mens du venter.',
                },
                { p: 'E-post: oslo@nordvik-bil-norge.example' },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Slik finner du oss' },
                {
                  p: 'Med bil tar du av fra E6 ved Alnabru og følger skiltingen mot Strømsveien. Med kollektivt tar du bussen til Alnabru og går noen få minutter. Kundeparkeringen er gratis.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Nordvik Bil Oslo – Alnabru',
          navTitle: 'Oslo – Alnabru',
          metaDescription:
            'Nordvik Bil Oslo at Alnabru: used cars and EVs, Volkswagen, Audi and Škoda, workshop with roadworthiness tests, body shop and tyre storage. Strømsveien 245.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Bil Oslo – Alnabru',
              text: 'Strømsveien 245, right by the E6 at the Alnabru interchange. Our largest site, with sales, a workshop, a body shop and tyre storage.',
              image: 'heroCity',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Opening hours' },
                {
                  ul: [
                    '**Sales:** Monday–Friday 09:00–18:00, Saturday 10:00–15:00',
                    '**Workshop:** Monday–Friday 07:00–16:00, Thursday until 18:00',
                    '**Body shop:** Monday–Friday 07:00–15:30',
                  ],
                },
                { h2: 'What you will find here' },
                {
                  p: 'Around 120 cars in stock, authorised sales and servicing for Volkswagen, Audi and Škoda, and an approved workshop for Volkswagen Commercial Vehicles. The customer lounge has Wi-Fi, coffee and desks, and you can charge your car for free on one of four rapid chargers while you wait.',
                },
                { p: 'E-mail: oslo@nordvik-bil-norge.example' },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Getting here' },
                {
                  p: 'By car, leave the E6 at Alnabru and follow the signs for Strømsveien. By public transport, take the bus to Alnabru and walk for a few minutes. Customer parking is free.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/finn-oss/drammen',
      sortOrder: 20,
      ogImage: 'dealership',
      menuImage: 'dealership',
      content: {
        'nb-NO': {
          title: 'Nordvik Bil Drammen',
          navTitle: 'Drammen',
          metaDescription:
            'Nordvik Bil Drammen i Holmenveien 12: bruktbiler, Volkswagen, Škoda og Kia, verksted, EU-kontroll og dekkhotell. Åpningstider og veibeskrivelse.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Bil Drammen',
              text: 'Holmenveien 12 – der det hele startet i 2004. Salg, verksted og dekkhotell under samme tak.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Åpningstider' },
                {
                  ul: [
                    '**Salg:** mandag–fredag 09.00–17.00, lørdag 10.00–14.00',
                    '**Verksted:** mandag–fredag 07.00–16.00',
                  ],
                },
                { h2: 'Dette finner du hos oss' },
                {
                  p: 'Autorisert salg og service for Volkswagen, Škoda og Kia, rundt 80 bruktbiler på lager og dekkhotell med plass til 4 000 hjulsett. Holmen ligger fem minutter fra E18, og vi har gratis kundeparkering og to hurtigladere.',
                },
                { p: 'E-post: drammen@nordvik-bil-norge.example' },
              ],
            },
          ],
        },
        en: {
          title: 'Nordvik Bil Drammen',
          navTitle: 'Drammen',
          metaDescription:
            'Nordvik Bil Drammen at Holmenveien 12: used cars, Volkswagen, Škoda and Kia, workshop, roadworthiness tests and tyre storage. Opening hours and directions.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Bil Drammen',
              text: 'Holmenveien 12 – where it all began in 2004. Sales, workshop and tyre storage under one roof.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Opening hours' },
                {
                  ul: [
                    '**Sales:** Monday–Friday 09:00–17:00, Saturday 10:00–14:00',
                    '**Workshop:** Monday–Friday 07:00–16:00',
                  ],
                },
                { h2: 'What you will find here' },
                {
                  p: 'Authorised sales and servicing for Volkswagen, Škoda and Kia, around 80 used cars in stock and tyre storage for 4,000 sets of wheels. Holmen is five minutes from the E18, with free customer parking and two rapid chargers.',
                },
                { p: 'E-mail: drammen@nordvik-bil-norge.example' },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/finn-oss/lillestrom',
      sortOrder: 30,
      ogImage: 'showroom',
      menuImage: 'showroom',
      content: {
        'nb-NO': {
          title: 'Nordvik Bil Lillestrøm',
          navTitle: 'Lillestrøm',
          metaDescription:
            'Nordvik Bil Lillestrøm i Fetveien 20: Audi og Škoda, bruktbiler, verksted og dekkhotell, ti minutter å gå fra Lillestrøm stasjon.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Bil Lillestrøm',
              text: 'Fetveien 20 – vårt nyeste anlegg, åpnet i 2020. Ti minutter å gå fra togstasjonen.',
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Åpningstider' },
                {
                  ul: [
                    '**Salg:** mandag–fredag 09.00–17.00, lørdag 10.00–14.00',
                    '**Verksted:** mandag–fredag 07.30–16.00',
                  ],
                },
                { h2: 'Dette finner du hos oss' },
                {
                  p: 'Autorisert salg og service for Audi og Škoda, bruktbiler fra hele Nordvik-konsernet og et moderne verksted med egne løfter for elbiler. Leverer du bilen på morgenen, kan du ta toget til Oslo S på 11 minutter og hente bilen på vei hjem.',
                },
                { p: 'E-post: lillestrom@nordvik-bil-norge.example' },
              ],
            },
          ],
        },
        en: {
          title: 'Nordvik Bil Lillestrøm',
          navTitle: 'Lillestrøm',
          metaDescription:
            'Nordvik Bil Lillestrøm at Fetveien 20: Audi and Škoda, used cars, workshop and tyre storage, a ten-minute walk from Lillestrøm station.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Bil Lillestrøm',
              text: 'Fetveien 20 – our newest site, opened in 2020. A ten-minute walk from the station.',
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Opening hours' },
                {
                  ul: [
                    '**Sales:** Monday–Friday 09:00–17:00, Saturday 10:00–14:00',
                    '**Workshop:** Monday–Friday 07:30–16:00',
                  ],
                },
                { h2: 'What you will find here' },
                {
                  p: 'Authorised sales and servicing for Audi and Škoda, used cars from across Nordvik Group and a modern workshop with dedicated EV lifts. Drop your car off in the morning, take the train to Oslo Central in 11 minutes and pick the car up on your way home.',
                },
                { p: 'E-mail: lillestrom@nordvik-bil-norge.example' },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/finn-oss/tonsberg',
      sortOrder: 40,
      ogImage: 'heroCoast',
      menuImage: 'heroCoast',
      content: {
        'nb-NO': {
          title: 'Nordvik Bil Tønsberg',
          navTitle: 'Tønsberg',
          metaDescription:
            'Nordvik Bil Tønsberg i Ringveien 40: Škoda og Kia, bruktbiler, verksted og dekkhotell for hele Vestfold. Åpningstider og kontakt.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Bil Tønsberg',
              text: 'Ringveien 40 – salg, verksted og dekkhotell for hele Vestfold.',
              image: 'heroCoast',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Åpningstider' },
                {
                  ul: [
                    '**Salg:** mandag–fredag 09.00–17.00, lørdag 10.00–14.00',
                    '**Verksted:** mandag–fredag 07.00–15.30',
                  ],
                },
                { h2: 'Dette finner du hos oss' },
                {
                  p: 'Autorisert salg og service for Škoda og Kia, og et bredt utvalg bruktbiler med hengerfeste – populært blant båt- og hytteeiere i distriktet. Om sommeren har vi utvidet åpningstid på lørdager.',
                },
                { p: 'E-post: tonsberg@nordvik-bil-norge.example' },
              ],
            },
          ],
        },
        en: {
          title: 'Nordvik Bil Tønsberg',
          navTitle: 'Tønsberg',
          metaDescription:
            'Nordvik Bil Tønsberg at Ringveien 40: Škoda and Kia, used cars, workshop and tyre storage for all of Vestfold. Opening hours and contact details.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Bil Tønsberg',
              text: 'Ringveien 40 – sales, workshop and tyre storage for all of Vestfold.',
              image: 'heroCoast',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Opening hours' },
                {
                  ul: [
                    '**Sales:** Monday–Friday 09:00–17:00, Saturday 10:00–14:00',
                    '**Workshop:** Monday–Friday 07:00–15:30',
                  ],
                },
                { h2: 'What you will find here' },
                {
                  p: 'Authorised sales and servicing for Škoda and Kia, and a wide choice of used cars with tow bars – popular with boat and cabin owners in the area. In summer we stay open longer on Saturdays.',
                },
                { p: 'E-mail: tonsberg@nordvik-bil-norge.example' },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/om-nordvik',
      sortOrder: 60,
      navigableWithChildren: false,
      ogImage: 'dealership',
      content: {
        'nb-NO': {
          title: 'Om Nordvik',
          metaDescription:
            'Nordvik Bil Norge er en del av Nordvik Group. Les om hvem vi er, hvordan vi jobber og vårt ansvar etter åpenhetsloven.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Bilfolk siden 1962',
              text: 'Et familieeid konsern med bilforretninger i Sverige, Norge, Finland, Storbritannia og Slovakia.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Lokalt forankret' },
                {
                  p: 'Nordvik Bil Norge ble etablert i Drammen i 2004 og har i dag rundt 180 ansatte fordelt på fire anlegg. Vi driver bilsalg, verksted, skadeverksted og dekkhotell, og tar imot lærlinger i bilfaget hvert år.',
                },
                {
                  p: 'Vi tror på langsiktige kundeforhold: en bil skal selges ærlig, vedlikeholdes riktig og tas imot igjen til en rettferdig pris. Derfor er innbytte, garanti og service like viktige for oss som selve salget.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Nordvik Bil Norge i tall' },
                {
                  ul: [
                    'Rundt 7 500 solgte biler i året, hvorav ni av ti er elbiler',
                    'Over 40 000 verkstedbesøk i året ved fire verksteder',
                    'Plass til mer enn 15 000 hjulsett i dekkhotellene våre',
                    'Kundetilfredshet på 4,7 av 5 basert på over 9 000 vurderinger',
                  ],
                },
                {
                  p: 'Vi er en del av Nordvik Group, som har over 2 000 ansatte i Sverige, Norge, Finland, Storbritannia og Slovakia. For deg som kunde betyr det et større utvalg og bedre innkjøpsavtaler – mens servicen forblir lokal.',
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Om oss',
                  text: 'Historien, menneskene og verdiene våre.',
                  link: { path: '/om-nordvik/om-oss' },
                  image: 'showroom',
                },
                {
                  title: 'Nyheter',
                  text: 'Nytt fra verkstedet, bilhallen og lokalmiljøet.',
                  link: { path: '/nyheter' },
                  image: 'heroCoast',
                },
                {
                  title: 'Åpenhetsloven',
                  text: 'Slik jobber vi med menneskerettigheter og anstendige arbeidsforhold.',
                  link: { path: '/om-nordvik/apenhetsloven' },
                  image: 'pattern',
                },
                {
                  title: 'Finn oss',
                  text: 'Adresser og åpningstider.',
                  link: { path: '/finn-oss' },
                  image: 'dealership',
                },
              ],
            },
          ],
        },
        en: {
          title: 'About Nordvik',
          metaDescription:
            'Nordvik Bil Norge is part of Nordvik Group. Read about who we are, how we work and our duties under the Norwegian Transparency Act.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Car people since 1962',
              text: 'A family-owned group with car dealerships in Sweden, Norway, Finland, the UK and Slovakia.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Rooted locally' },
                {
                  p: 'Nordvik Bil Norge was founded in Drammen in 2004 and today employs around 180 people across four sites. We run car sales, servicing, a body shop and tyre storage, and take on apprentice mechanics every year.',
                },
                {
                  p: 'We believe in long-term customer relationships: a car should be sold honestly, maintained properly and taken back at a fair price. That is why trade-in, warranty and servicing matter as much to us as the sale itself.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Nordvik Bil Norge in numbers' },
                {
                  ul: [
                    'Around 7,500 cars sold a year, nine out of ten of them electric',
                    'Over 40,000 workshop visits a year across four workshops',
                    'Room for more than 15,000 sets of wheels in our tyre storage',
                    'Customer satisfaction of 4.7 out of 5 based on more than 9,000 reviews',
                  ],
                },
                {
                  p: 'We are part of Nordvik Group, which employs more than 2,000 people in Sweden, Norway, Finland, the UK and Slovakia. For you as a customer, that means a wider choice and better purchasing terms – while the service stays local.',
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'About us',
                  text: 'Our history, our people and our values.',
                  link: { path: '/om-nordvik/om-oss' },
                  image: 'showroom',
                },
                {
                  title: 'News',
                  text: 'News from the workshop, the showroom and the local community.',
                  link: { path: '/nyheter' },
                  image: 'heroCoast',
                },
                {
                  title: 'Transparency Act',
                  text: 'How we work on human rights and decent working conditions.',
                  link: { path: '/om-nordvik/apenhetsloven' },
                  image: 'pattern',
                },
                {
                  title: 'Find us',
                  text: 'Addresses and opening hours.',
                  link: { path: '/finn-oss' },
                  image: 'dealership',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/om-nordvik/om-oss',
      sortOrder: 10,
      content: {
        'nb-NO': {
          title: 'Om oss',
          metaDescription:
            'Historien om Nordvik Bil Norge: fra ett bilverksted i Drammen til fire anlegg på Østlandet, med rundt 180 ansatte.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik Group startet som et lite bilverksted i Sverige i 1962. I 2004 åpnet vi vårt første norske anlegg i Drammen, og siden har vi vokst med Oslo i 2011, Tønsberg i 2016 og Lillestrøm i 2020.',
                },
                { h2: 'Dette står vi for' },
                {
                  ul: [
                    '**Ærlighet:** tilstandsrapport på alle bruktbiler, og prisoverslag før vi gjør verkstedarbeid.',
                    '**Fagkunnskap:** alle teknikere har fagbrev, og over halvparten er sertifisert for arbeid på høyvoltsystemer.',
                    '**Nærhet:** beslutninger tas lokalt, av folk som kjenner kundene og markedet.',
                    '**Ansvar:** vi resirkulerer dekk, olje og batterier, og alle anleggene har vært Miljøfyrtårn-sertifisert siden 2019.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Jobb hos oss' },
                {
                  p: 'Vi tar inn fire til seks lærlinger i bilfaget hvert år og søker jevnlig etter bilselgere, servicerådgivere og bilmekanikere. Send en åpen søknad til jobb@nordvik.example – vi leser alle.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Velkommen innom',
              text: [{ p: 'Den beste måten å bli kjent med oss på er å ta en kaffe i en av bilhallene våre.' }],
              link: { path: '/finn-oss', label: 'Se våre anlegg' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'About us',
          metaDescription:
            'The story of Nordvik Bil Norge: from a single workshop in Drammen to four sites in Eastern Norway with around 180 employees.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik Group started as a small car workshop in Sweden in 1962. In 2004 we opened our first Norwegian site in Drammen, and have since grown with Oslo in 2011, Tønsberg in 2016 and Lillestrøm in 2020.',
                },
                { h2: 'What we stand for' },
                {
                  ul: [
                    '**Honesty:** a condition report on every used car, and a cost estimate before any workshop job.',
                    '**Expertise:** every technician holds a trade certificate, and more than half are certified to work on high-voltage systems.',
                    '**Closeness:** decisions are made locally, by people who know the customers and the market.',
                    '**Responsibility:** we recycle tyres, oil and batteries, and all our sites have held Eco-Lighthouse certification since 2019.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Work with us' },
                {
                  p: 'We take on four to six apprentice mechanics every year and regularly recruit sales advisers, service advisers and technicians. Send an open application to jobb@nordvik.example – we read every one.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Come and say hello',
              text: [{ p: 'The best way to get to know us is over a coffee in one of our showrooms.' }],
              link: { path: '/finn-oss', label: 'See our sites' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/om-nordvik/om-oss/kvalitets-og-miljopolitikk',
      sortOrder: 10,
      content: {
        'nb-NO': {
          title: 'Kvalitets- og miljøpolitikk',
          metaDescription:
            'Kvalitets- og miljøpolitikken til Nordvik Bil Norge: Miljøfyrtårn-sertifiserte anlegg, gjenvinning av dekk, olje og batterier og mål for utslippskutt.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Vi skal selge og vedlikeholde biler på en måte som kundene kan stole på, og som belaster miljøet så lite som mulig. Alle fire anleggene våre har vært Miljøfyrtårn-sertifisert siden 2019.',
                },
                { h2: 'Kvalitet' },
                {
                  ul: [
                    'Alle verkstedjobber følger produsentens metoder, og teknikerne får jevnlig opplæring.',
                    'Vi gir prisoverslag før arbeidet starter, og ringer deg før vi gjør noe mer enn avtalt.',
                    'Vi måler kundetilfredshet etter hvert kjøp og verkstedbesøk og følger opp alle klager innen to virkedager.',
                  ],
                },
                { h2: 'Miljø' },
                {
                  ul: [
                    'Brukte dekk, olje, filtre og batterier leveres til godkjent gjenvinning.',
                    'Vaskehallene har oljeutskiller og resirkulerer vaskevannet.',
                    'Anleggene bruker fornybar strøm, og lånebilparken er helelektrisk.',
                    'Innen 2030 skal utslippene fra egen drift være halvert sammenlignet med 2019.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Les mer om ansvaret vårt',
              text: [
                {
                  p: 'Hvordan vi følger opp menneskerettigheter og arbeidsforhold hos leverandørene, kan du lese i redegjørelsen etter [åpenhetsloven](/om-nordvik/apenhetsloven).',
                },
              ],
              link: { path: '/om-nordvik/om-oss', label: 'Om oss' },
              image: 'pattern',
              reverse: true,
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
        en: {
          title: 'Quality and environmental policy',
          navTitle: 'Quality and environment',
          metaDescription:
            'Nordvik Bil Norge’s quality and environmental policy: Eco-Lighthouse certified sites, recycling of tyres, oil and batteries, and emission reduction targets.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'We aim to sell and maintain cars in a way customers can trust, with as little impact on the environment as possible. All four of our sites have held Eco-Lighthouse certification since 2019.',
                },
                { h2: 'Quality' },
                {
                  ul: [
                    'All workshop jobs follow the manufacturer’s methods, and our technicians are trained regularly.',
                    'We give a cost estimate before work starts, and call you before doing anything beyond what was agreed.',
                    'We measure customer satisfaction after every purchase and workshop visit, and follow up every complaint within two working days.',
                  ],
                },
                { h2: 'Environment' },
                {
                  ul: [
                    'Used tyres, oil, filters and batteries go to approved recycling.',
                    'Our car washes have oil separators and recycle their water.',
                    'Our sites run on renewable electricity, and our courtesy car fleet is fully electric.',
                    'By 2030, emissions from our own operations will be half of what they were in 2019.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'More about our responsibilities',
              text: [
                {
                  p: 'How we follow up human rights and working conditions at our suppliers is set out in our account under the [Transparency Act](/om-nordvik/apenhetsloven).',
                },
              ],
              link: { path: '/om-nordvik/om-oss', label: 'About us' },
              image: 'pattern',
              reverse: true,
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/om-nordvik/om-oss/cookie-policy',
      sortOrder: 20,
      content: {
        'nb-NO': {
          title: 'Informasjonskapsler',
          metaTitle: 'Informasjonskapsler (cookies)',
          metaDescription:
            'Slik bruker Nordvik Bil Norge informasjonskapsler (cookies) på nettstedet, og hvordan du endrer samtykket ditt.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Informasjonskapsler (cookies) er små tekstfiler som lagres i nettleseren din. Vi bruker dem for at nettstedet skal fungere, og – hvis du samtykker – for å forstå hvordan det brukes og vise relevante annonser.',
                },
                { h2: 'Kategorier' },
                {
                  ul: [
                    '**Nødvendige:** husker språkvalg, innstillingene dine for informasjonskapsler og om du har lukket et varsel. Disse kan ikke slås av.',
                    '**Statistikk:** viser oss hvilke sider som brukes, slik at vi kan gjøre nettstedet bedre. Dataene er anonymisert.',
                    '**Markedsføring:** lar oss og våre partnere vise annonser for biler og tjenester som kan interessere deg.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Endre samtykket ditt' },
                {
                  p: 'Du kan når som helst endre eller trekke tilbake samtykket ditt via «Cookie-innstillinger» nederst på alle sider. Du kan også slette informasjonskapsler i nettleseren din.',
                },
                {
                  p: 'Spørsmål om personvern? Send en e-post til personvern@nordvik.example.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Cookie policy',
          metaDescription:
            'How Nordvik Bil Norge uses cookies on this website, and how to change your consent.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Cookies are small text files stored in your browser. We use them to make the website work and – if you consent – to understand how it is used and to show relevant advertising.',
                },
                { h2: 'Categories' },
                {
                  ul: [
                    '**Necessary:** remember your language, your cookie settings and whether you have closed a notice. These cannot be switched off.',
                    '**Statistics:** show us which pages are used, so we can improve the website. The data is anonymised.',
                    '**Marketing:** let us and our partners show ads for cars and services that may interest you.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Change your consent' },
                {
                  p: 'You can change or withdraw your consent at any time under “Cookie settings” at the bottom of every page. You can also delete cookies in your browser.',
                },
                {
                  p: 'Questions about privacy? E-mail personvern@nordvik.example.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/om-nordvik/om-oss/for-leverandorer',
      sortOrder: 30,
      content: {
        'nb-NO': {
          title: 'For leverandører',
          metaDescription:
            'Informasjon til leverandører av Nordvik Bil Norge: etiske retningslinjer, fakturering med EHF og kontaktpersoner for innkjøp.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Vi kjøper varer og tjenester for rundt 400 millioner kroner i året, fra deler og dekk til renhold, vakthold og IT. Vi ønsker leverandører som deler våre krav til kvalitet, miljø og anstendige arbeidsforhold.',
                },
                { h2: 'Krav til leverandører' },
                {
                  ul: [
                    'Alle leverandører må signere Nordvik Groups etiske retningslinjer for leverandører.',
                    'Leverandører i risikobransjer må svare på egenerklæring om arbeidsforhold og kan bli revidert.',
                    'Vi følger opp leverandørene våre i tråd med [åpenhetsloven](/om-nordvik/apenhetsloven).',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Fakturering' },
                {
                  p: 'Vi tar imot faktura som EHF til organisasjonsnummeret til Nordvik Bil Norge AS. Oppgi alltid bestillingsnummer eller navnet på bestilleren. Spørsmål om innkjøp kan sendes til innkjop@nordvik.example.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'For suppliers',
          metaDescription:
            'Information for suppliers to Nordvik Bil Norge: supplier code of conduct, e-invoicing with EHF and purchasing contacts.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'We buy goods and services worth around NOK 400 million a year, from parts and tyres to cleaning, security and IT. We look for suppliers who share our standards for quality, the environment and decent working conditions.',
                },
                { h2: 'What we expect from suppliers' },
                {
                  ul: [
                    'All suppliers must sign the Nordvik Group Supplier Code of Conduct.',
                    'Suppliers in high-risk industries must complete a self-assessment on working conditions and may be audited.',
                    'We follow up our suppliers in line with the [Transparency Act](/om-nordvik/apenhetsloven).',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Invoicing' },
                {
                  p: 'We accept invoices as EHF e-invoices to the organisation number of Nordvik Bil Norge AS. Always state the order number or the name of the person who placed the order. Purchasing questions can be sent to innkjop@nordvik.example.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/om-nordvik/om-oss/whistleblower',
      sortOrder: 40,
      content: {
        'nb-NO': {
          title: 'Varsling',
          metaTitle: 'Varsling av kritikkverdige forhold',
          metaDescription:
            'Slik varsler du om kritikkverdige forhold i Nordvik Bil Norge – også anonymt – og slik behandler vi varselet.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Ansatte, innleide, leverandører og kunder skal trygt kunne si fra om kritikkverdige forhold, for eksempel korrupsjon, økonomisk mislighold, brudd på personvernet, farlige arbeidsforhold eller trakassering. Varsling er beskyttet etter arbeidsmiljøloven kapittel 2 A.',
                },
                { h2: 'Slik varsler du' },
                {
                  ol: [
                    'Si fra til nærmeste leder eller en annen leder du har tillit til.',
                    'Send e-post til varsling@nordvik.example, som bare leses av Nordvik Groups compliance-ansvarlige.',
                    'Bruk Nordvik Groups eksterne varslingskanal, der du kan være anonym.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Dette skjer med varselet ditt',
              text: [
                {
                  p: 'Alle varsler blir undersøkt innen rimelig tid, og du får tilbakemelding så langt det er mulig. Gjengjeldelse mot noen som varsler i god tro, er forbudt.',
                },
              ],
              link: { path: '/om-nordvik/om-oss', label: 'Om oss' },
              image: 'pattern',
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
        en: {
          title: 'Whistleblowing',
          metaTitle: 'Reporting concerns (whistleblowing)',
          metaDescription:
            'How to report wrongdoing at Nordvik Bil Norge – anonymously if you prefer – and how we handle your report.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Employees, agency staff, suppliers and customers must be able to report wrongdoing safely – for example corruption, financial misconduct, privacy breaches, dangerous working conditions or harassment. Whistleblowers are protected under chapter 2 A of the Norwegian Working Environment Act.',
                },
                { h2: 'How to report' },
                {
                  ol: [
                    'Tell your line manager or another manager you trust.',
                    'E-mail varsling@nordvik.example, which is read only by Nordvik Group’s compliance officers.',
                    'Use Nordvik Group’s external reporting channel, where you can remain anonymous.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'What happens to your report',
              text: [
                {
                  p: 'Every report is investigated within a reasonable time, and you will hear back as far as possible. Retaliation against anyone who reports in good faith is prohibited.',
                },
              ],
              link: { path: '/om-nordvik/om-oss', label: 'About us' },
              image: 'pattern',
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/om-nordvik/jobb-hos-oss',
      sortOrder: 20,
      ogImage: 'workshop',
      content: {
        'nb-NO': {
          title: 'Jobb hos oss',
          metaDescription:
            'Jobb i Nordvik Bil Norge: bilmekaniker, servicerådgiver, bilselger eller lærling i bilfaget i Oslo, Drammen, Lillestrøm eller Tønsberg.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Bli en av oss',
              text: 'Rundt 180 kolleger på fire anlegg – og plass til flere.',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Hvem ser vi etter?' },
                {
                  ul: [
                    '**Bilmekanikere og skadereparatører** – gjerne med erfaring fra høyvoltsystemer, men vi lærer deg opp',
                    '**Servicerådgivere** som liker å forklare teknikk på en enkel måte',
                    '**Bilselgere** som vil gi gode råd framfor å presse fram et salg',
                    '**Lærlinger** i bilfaget – vi tar inn fire til seks hvert år',
                  ],
                },
                { h2: 'Dette får du' },
                {
                  p: 'Ordnede arbeidsforhold med tariffavtale, innskuddspensjon utover lovens minstekrav, sertifiseringer fra bilprodusentene og en arbeidsplass der lederne også har stått på verkstedgulvet.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Send en åpen søknad',
              text: [{ p: 'Ingen ledige stillinger som passer? Send CV og noen ord om deg selv til jobb@nordvik.example – vi leser alle søknader.' }],
              link: { path: '/finn-oss', label: 'Se anleggene våre' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'Work with us',
          metaDescription:
            'Work at Nordvik Bil Norge: technician, service adviser, sales adviser or apprentice mechanic in Oslo, Drammen, Lillestrøm or Tønsberg.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Join the team',
              text: 'Around 180 colleagues at four sites – and room for more.',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Who are we looking for?' },
                {
                  ul: [
                    '**Technicians and body repairers** – high-voltage experience is a plus, but we will train you',
                    '**Service advisers** who enjoy explaining technical things simply',
                    '**Sales advisers** who would rather give good advice than push a sale',
                    '**Apprentices** in light vehicle maintenance – we take on four to six every year',
                  ],
                },
                { h2: 'What you get' },
                {
                  p: 'Proper working conditions under a collective agreement, a pension above the statutory minimum, manufacturer certifications and a workplace where the managers have worked on the workshop floor too.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Send an open application',
              text: [{ p: 'No suitable vacancy right now? Send your CV and a few words about yourself to jobb@nordvik.example – we read every application.' }],
              link: { path: '/finn-oss', label: 'See our sites' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/om-nordvik/apenhetsloven',
      sortOrder: 30,
      hideInNavigation: true,
      content: {
        'nb-NO': {
          title: 'Åpenhetsloven',
          metaTitle: 'Åpenhetsloven – redegjørelse og informasjonskrav',
          metaDescription:
            'Nordvik Bil Norge AS og åpenhetsloven: hvordan vi vurderer risiko for brudd på menneskerettigheter og anstendige arbeidsforhold, og hvordan du ber om informasjon.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik Bil Norge AS er omfattet av lov om virksomheters åpenhet og arbeid med grunnleggende menneskerettigheter og anstendige arbeidsforhold (åpenhetsloven), som trådte i kraft 1. juli 2022.',
                },
                { h2: 'Slik jobber vi med aktsomhetsvurderinger' },
                {
                  ul: [
                    'Vi kartlegger leverandørkjeden for biler, deler, dekk, rekvisita og tjenester som renhold og vakthold.',
                    'Leverandører med høyest risiko – blant annet for batterimineraler og arbeidsintensive tjenester – følges opp med egenerklæringer og revisjoner.',
                    'Alle leverandører må signere Nordvik Groups etiske retningslinjer for leverandører.',
                    'Avvik følges opp med tiltaksplaner, og samarbeid avsluttes hvis alvorlige brudd ikke rettes.',
                  ],
                },
                {
                  p: 'Redegjørelsen for aktsomhetsvurderingene publiseres innen 30. juni hvert år og kan fås ved henvendelse.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Be om informasjon' },
                {
                  p: 'Alle har rett til informasjon om hvordan vi håndterer faktiske og potensielle negative konsekvenser for menneskerettigheter og arbeidsforhold. Send en skriftlig forespørsel til apenhetsloven@nordvik.example.',
                },
                {
                  p: 'Vi svarer innen tre uker. Hvis omfanget av forespørselen gjør det nødvendig, kan fristen forlenges med inntil tre nye uker; da får du beskjed om det og om når du kan vente svar.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Transparency Act',
          metaTitle: 'Norwegian Transparency Act – account and information requests',
          metaDescription:
            'Nordvik Bil Norge AS and the Norwegian Transparency Act: how we assess risks to human rights and decent working conditions, and how to request information.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik Bil Norge AS is subject to the Norwegian Act relating to enterprises’ transparency and work on fundamental human rights and decent working conditions (the Transparency Act), which came into force on 1 July 2022.',
                },
                { h2: 'How we carry out due diligence' },
                {
                  ul: [
                    'We map our supply chain for cars, parts, tyres, consumables and services such as cleaning and security.',
                    'Suppliers with the highest risk – including battery minerals and labour-intensive services – are followed up with self-assessments and audits.',
                    'All suppliers must sign the Nordvik Group Supplier Code of Conduct.',
                    'Non-conformities are followed up with action plans, and we end the relationship if serious breaches are not remedied.',
                  ],
                },
                {
                  p: 'Our account of the due diligence assessments is published by 30 June each year and is available on request.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Request information' },
                {
                  p: 'Everyone has the right to information about how we address actual and potential adverse impacts on human rights and working conditions. Send a written request to apenhetsloven@nordvik.example.',
                },
                {
                  p: 'We reply within three weeks. If the scope of the request makes it necessary, the deadline may be extended by up to three further weeks; we will let you know, and tell you when to expect an answer.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/nyheter',
      sortOrder: 55,
      ogImage: 'heroCoast',
      content: {
        'nb-NO': {
          title: 'Nyheter',
          metaTitle: 'Nyheter fra Nordvik Bil Norge',
          metaDescription:
            'Nyheter fra Nordvik Bil i Oslo, Drammen, Lillestrøm og Tønsberg: nye modeller, elbilråd, tips fra verkstedet og arrangementer hos oss.',
          layout: [
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Her forteller vi hva som skjer hos Nordvik Bil – nye modeller i bilhallen, råd fra verkstedet før vinteren, lading og rekkevidde, og arrangementer på avdelingene våre i Oslo, Drammen, Lillestrøm og Tønsberg.',
                },
              ],
            },
            { blockType: 'storiesList', layout: 'TwoColumns', showDates: true, highlightLatestStory: true },
          ],
        },
        en: {
          title: 'News',
          metaTitle: 'News from Nordvik Bil Norge',
          metaDescription:
            'News from Nordvik Bil in Oslo, Drammen, Lillestrøm and Tønsberg: new models, EV advice, tips from the workshop and events at our sites.',
          layout: [
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'What is happening at Nordvik Bil – new models in the showroom, advice from the workshop before winter, charging and range, and events at our sites in Oslo, Drammen, Lillestrøm and Tønsberg.',
                },
              ],
            },
            { blockType: 'storiesList', layout: 'TwoColumns', showDates: true, highlightLatestStory: true },
          ],
        },
      },
    },
    {
      path: '/404-side',
      notFound: true,
      hideInNavigation: true,
      content: {
        'nb-NO': {
          title: 'Siden finnes ikke',
          metaDescription: 'Siden du leter etter finnes ikke eller er flyttet.',
          layout: [
            {
              blockType: 'notFoundHero',
              title: 'Her var det tomt',
              text: 'Beklager, vi fant ikke siden du lette etter. Den kan ha blitt flyttet, eller lenken kan være feilskrevet. Prøv en av snarveiene under.',
              link: { path: '/', label: 'Til forsiden' },
            },
            {
              blockType: 'cardList',
              heading: 'Kanskje du lette etter dette?',
              cards: [
                { title: 'Bruktbiler', text: 'Se alle biler på lager.', link: { path: '/kjop-bil/bruktbiler' }, image: 'showroom' },
                { title: 'Bestill service', text: 'Send en verkstedforespørsel.', link: { path: '/verksted/bestill-service' }, image: 'workshop' },
                { title: 'Finn oss', text: 'Adresser og åpningstider.', link: { path: '/finn-oss' }, image: 'dealership' },
              ],
            },
          ],
        },
        en: {
          title: 'Page not found',
          metaDescription: 'The page you are looking for does not exist or has moved.',
          layout: [
            {
              blockType: 'notFoundHero',
              title: 'Nothing to see here',
              text: 'Sorry, we could not find the page you were looking for. It may have moved, or the link may be mistyped. Try one of the shortcuts below.',
              link: { path: '/', label: 'Go to the home page' },
            },
            {
              blockType: 'cardList',
              heading: 'Were you looking for one of these?',
              cards: [
                { title: 'Used cars', text: 'See every car in stock.', link: { path: '/kjop-bil/bruktbiler' }, image: 'showroom' },
                { title: 'Book a service', text: 'Send a workshop request.', link: { path: '/verksted/bestill-service' }, image: 'workshop' },
                { title: 'Find us', text: 'Addresses and opening hours.', link: { path: '/finn-oss' }, image: 'dealership' },
              ],
            },
          ],
        },
      },
    },
  ],
}
