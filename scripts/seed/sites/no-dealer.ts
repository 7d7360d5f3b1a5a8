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
              image: 'charging',
              backgroundColor: 'BackgroundColor1',
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
              image: 'charging',
              backgroundColor: 'BackgroundColor1',
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
      content: {
        'nb-NO': {
          title: 'Bruktbiler',
          metaTitle: 'Bruktbiler og brukte elbiler til salgs',
          metaDescription:
            'Se alle bruktbiler og brukte elbiler hos Nordvik Bil Norge i Oslo, Drammen, Lillestrøm og Tønsberg. Garanti, tilstandsrapport og innbytte.',
          layout: [
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
      path: '/bileierskap/serviceavtale',
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
      path: '/bileierskap/innbytte-av-bil',
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
                  text: 'Vi lagrer hjulene dine og skifter når sesongen kommer. Spør verkstedet ditt.',
                  link: { path: '/finn-oss' },
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
                  text: 'We store your wheels and swap them when the season changes. Ask your local workshop.',
                  link: { path: '/finn-oss' },
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
      content: {
        'nb-NO': {
          title: 'Bestill service',
          metaTitle: 'Bestill service og verkstedtime',
          metaDescription:
            'Send en serviceforespørsel til Nordvik Bil Norge. Vi bekrefter tid innen én virkedag. Se vanlige verkstedtjenester og åpningstider.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Fyll ut skjemaet med registreringsnummer, kilometerstand og hva bilen trenger, og velg hvilket anlegg som passer deg best. Er du usikker på hva som skal gjøres, skriver du bare hva du har lagt merke til – en lyd, en varsellampe eller at det er tid for EU-kontroll.',
                },
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
                  p: 'Trenger du lånebil? Kryss av i skjemaet, så reserverer vi en. Lånebil er gratis med [serviceavtale](/bileierskap/serviceavtale) og koster ellers 295 kr per dag.',
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
                    '**Tønsberg:** mandag–fredag 07.00–15.30',
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
              blockType: 'richText',
              content: [
                {
                  p: 'Fill in the form with your registration number, mileage and what the car needs, and choose the site that suits you best. Not sure what needs doing? Just describe what you have noticed – a noise, a warning light, or that the roadworthiness test is due.',
                },
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
                  p: 'Need a courtesy car? Tick the box in the form and we will reserve one. Courtesy cars are free with a [service plan](/bileierskap/serviceavtale) and otherwise cost NOK 295 per day.',
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
                    '**Tønsberg:** Monday–Friday 07:00–15:30',
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
                  p: 'Fra den kompakte ID.3 til familiebilen ID.4 og den romslige ID. Buzz – Volkswagens elbiler er blant de mest solgte i Norge. Vi har alle modeller til prøvekjøring i Oslo og Drammen, og verkstedet er godkjent for Volkswagen Nyttekjøretøy.',
                },
                { h2: 'Škoda' },
                {
                  p: 'Škoda Enyaq og Elroq gir mye plass for pengene, og Octavia stasjonsvogn er fortsatt en favoritt blant dem som trenger hengerfeste og stort bagasjerom. Škoda selges ved alle fire anlegg.',
                },
                { h2: 'Audi' },
                {
                  p: 'Audi Q4 e-tron og Q6 e-tron kombinerer quattro-firehjulstrekk med lang rekkevidde – godt egnet for norske vintre. Audi selges og serviceres i Oslo og Lillestrøm.',
                },
                { h2: 'Kia' },
                {
                  p: 'Kia EV3, EV6 og Niro leveres med sju års nybilgaranti fra fabrikken, som følger bilen hvis du selger den. Kia finner du i Drammen og Tønsberg.',
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
                  p: 'From the compact ID.3 to the family-sized ID.4 and the roomy ID. Buzz – Volkswagen’s electric cars are among Norway’s best sellers. Every model is available for test drives in Oslo and Drammen, and our workshop is approved for Volkswagen Commercial Vehicles.',
                },
                { h2: 'Škoda' },
                {
                  p: 'The Škoda Enyaq and Elroq offer plenty of space for the money, and the Octavia estate remains a favourite for anyone who needs a tow bar and a big boot. Škoda is sold at all four sites.',
                },
                { h2: 'Audi' },
                {
                  p: 'The Audi Q4 e-tron and Q6 e-tron combine quattro all-wheel drive with long range – well suited to Norwegian winters. Audi is sold and serviced in Oslo and Lillestrøm.',
                },
                { h2: 'Kia' },
                {
                  p: 'The Kia EV3, EV6 and Niro come with a seven-year factory warranty that stays with the car if you sell it. You will find Kia in Drammen and Tønsberg.',
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
                  p: 'Strømsveien 245, Oslo. Salg: mandag–fredag 09.00–18.00, lørdag 10.00–15.00. Verksted: mandag–fredag 07.00–16.00, torsdag til 18.00. E-post: oslo@nordvik.example',
                },
                { h2: 'Drammen' },
                {
                  p: 'Holmenveien 12, Drammen. Salg: mandag–fredag 09.00–17.00, lørdag 10.00–14.00. Verksted: mandag–fredag 07.00–16.00. E-post: drammen@nordvik.example',
                },
                { h2: 'Lillestrøm' },
                {
                  p: 'Fetveien 20, Lillestrøm. Salg: mandag–fredag 09.00–17.00, lørdag 10.00–14.00. Verksted: mandag–fredag 07.30–16.00. E-post: lillestrom@nordvik.example',
                },
                { h2: 'Tønsberg' },
                {
                  p: 'Ringveien 40, Tønsberg. Salg: mandag–fredag 09.00–17.00, lørdag 10.00–14.00. Verksted: mandag–fredag 07.00–15.30. E-post: tonsberg@nordvik.example',
                },
              ],
            },
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
                  p: 'Strømsveien 245, Oslo. Sales: Monday–Friday 09:00–18:00, Saturday 10:00–15:00. Workshop: Monday–Friday 07:00–16:00, Thursday until 18:00. E-mail: oslo@nordvik.example',
                },
                { h2: 'Drammen' },
                {
                  p: 'Holmenveien 12, Drammen. Sales: Monday–Friday 09:00–17:00, Saturday 10:00–14:00. Workshop: Monday–Friday 07:00–16:00. E-mail: drammen@nordvik.example',
                },
                { h2: 'Lillestrøm' },
                {
                  p: 'Fetveien 20, Lillestrøm. Sales: Monday–Friday 09:00–17:00, Saturday 10:00–14:00. Workshop: Monday–Friday 07:30–16:00. E-mail: lillestrom@nordvik.example',
                },
                { h2: 'Tønsberg' },
                {
                  p: 'Ringveien 40, Tønsberg. Sales: Monday–Friday 09:00–17:00, Saturday 10:00–14:00. Workshop: Monday–Friday 07:00–15:30. E-mail: tonsberg@nordvik.example',
                },
              ],
            },
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
      path: '/om-nordvik',
      sortOrder: 60,
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
      path: '/om-nordvik/apenhetsloven',
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
      path: '/404-side',
      notFound: true,
      hideInNavigation: true,
      content: {
        'nb-NO': {
          title: 'Siden finnes ikke',
          metaDescription: 'Siden du leter etter finnes ikke eller er flyttet.',
          layout: [
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Beklager, vi fant ikke siden du lette etter. Den kan ha blitt flyttet, eller lenken kan være feilskrevet. Prøv en av snarveiene under, eller gå til [forsiden](/).',
                },
              ],
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
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Sorry, we could not find the page you were looking for. It may have moved, or the link may be mistyped. Try one of the shortcuts below, or go to the [home page](/).',
                },
              ],
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
