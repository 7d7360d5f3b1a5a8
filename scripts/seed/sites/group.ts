import type { SiteSeed } from '../types'

export const site: SiteSeed = {
  key: 'group',
  name: 'Nordvik Group',
  type: 'group',
  country: 'SE',
  hostnames: ['localhost', 'group.localhost'],
  locales: ['sv-SE', 'en'],
  defaultLocale: 'sv-SE',
  fontPair: 'editorial',
  theme: 'nordvik',
  titleTemplate: '%s | Nordvik Group',
  faviconColor: '#0f2740',
  images: {
    coast: {
      scene: 'hero-coast',
      variant: 'dusk',
      carColor: '#1f3a5f',
      alt: 'Mörkblå kombi på en kustväg längs Bottenviken i solnedgång',
    },
    dealership: {
      scene: 'dealership',
      variant: 'day',
      carColor: '#2457d6',
      alt: 'Nordviks anläggning i Umeå med hög glasfasad och bilar parkerade framför entrén',
    },
    forest: {
      scene: 'hero-forest',
      variant: 'dawn',
      carColor: '#c9ced6',
      alt: 'Silverfärgad SUV på en grusväg genom norrländsk tallskog i morgonljus',
    },
    charging: {
      scene: 'charging',
      variant: 'dusk',
      carColor: '#e8ebef',
      alt: 'Vit elbil som laddar vid en laddstolpe i skymningen',
    },
    workshop: {
      scene: 'workshop',
      variant: 'day',
      carColor: '#1f3a5f',
      alt: 'Mörkblå personbil på lyft i en ljus verkstad med verktygsvägg i bakgrunden',
    },
    winter: {
      scene: 'hero-winter',
      variant: 'dusk',
      carColor: '#0f2740',
      alt: 'Marinblå SUV med tända strålkastare i ett snötäckt landskap i skymningen',
    },
    city: {
      scene: 'hero-city',
      variant: 'night',
      carColor: '#2a2f38',
      alt: 'Mörkgrå sedan på en regnvåt stadsgata där kvällsljusen speglar sig i asfalten',
    },
    showroom: {
      scene: 'showroom',
      variant: 'day',
      carColor: '#2457d6',
      alt: 'Ljus bilhall med blankt golv och två bilar, en blå och en silverfärgad',
    },
    pattern: {
      scene: 'pattern',
      alt: 'Abstrakt mönster i Nordviks djupblå färger',
    },
  },
  pages: [
    {
      path: '/',
      ogImage: 'coast',
      content: {
        'sv-SE': {
          title: 'Nordvik Group',
          navTitle: 'Start',
          metaTitle: 'Nordvik Group – bilhandel med rötter i Norrland sedan 1962',
          metaDescription:
            'Nordvik Group är en familjeägd bilhandelskoncern med 30 anläggningar i fem länder. Vi säljer nya och begagnade bilar, servar och förvarar däck – sedan 1962.',
          ogDescription: 'Familjeägd bilhandel sedan 1962, i dag med 1 900 medarbetare i fem länder.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Bilhandel med långa perspektiv',
              text: 'Sedan 1962 har vi hjälpt människor att köpa, äga och byta bil. Det som började som en verkstad med två lyftar i Umeå är i dag en koncern med 30 anläggningar i fem länder – fortfarande familjeägd.',
              link: { path: '/om-oss', label: 'Läs om Nordvik Group' },
              buttonType: 'Primary',
              image: 'coast',
              textColor: 'White',
              contentPlacement: 'Bottom',
              variant: 'FullScreen',
            },
            {
              blockType: 'cardList',
              heading: 'Det här är Nordvik',
              intro: 'En koncern, flera varumärken och ett gemensamt löfte: att det ska vara enkelt och tryggt att ha bil.',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Våra varumärken',
                  text: 'Från bilhallar i Norrland och Mellansverige till Carstore, Auktion och Partner – och bolag i Norge, Storbritannien, Finland och Slovakien.',
                  link: { path: '/vara-varumarken' },
                  buttonText: 'Se alla varumärken',
                  image: 'showroom',
                },
                {
                  title: 'Hållbarhet',
                  text: 'Förnybar el på alla anläggningar, solceller på 14 tak och ett tydligt mål: halverade egna utsläpp till 2030.',
                  link: { path: '/hallbarhet' },
                  buttonText: 'Så arbetar vi',
                  image: 'charging',
                },
                {
                  title: 'Karriär',
                  text: 'Bli en av 1 900 kollegor. Vi söker biltekniker, säljare, lagerpersonal och lärlingar till vår egen verkstadsskola.',
                  link: { path: '/karriar' },
                  buttonText: 'Lediga jobb',
                  image: 'workshop',
                },
                {
                  title: 'Press',
                  text: 'Pressmeddelanden, bildbank och kontaktuppgifter till vår presstjänst.',
                  link: { path: '/press' },
                  buttonText: 'Till pressrummet',
                  image: 'city',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Från Umeå till fem länder',
              text: [
                {
                  p: 'Erik och Margit Nordvik öppnade sin första verkstad på Backen i Umeå våren 1962. Kunderna var bönder, skogsarbetare och pendlare som behövde en bil som startade även när termometern visade minus 35.',
                },
                {
                  p: 'Sextio år senare är vi **1 900 medarbetare** på **30 anläggningar** i Sverige, Norge, Storbritannien, Finland och Slovakien. Vi levererar runt 38 000 nya och begagnade bilar om året – men grundidén är densamma: rak rådgivning, ordentligt verkstadshantverk och kunder som kommer tillbaka.',
                },
              ],
              link: { path: '/om-oss', label: 'Vår historia' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'blurb',
              title: 'Vi ställer om – på riktigt',
              text: [
                {
                  p: 'Var tredje bil vi levererade förra året var laddbar. Vi har byggt ut laddinfrastrukturen på våra anläggningar, utbildat våra tekniker i högvoltssystem och driver alla lokaler med förnybar el.',
                },
                {
                  ul: [
                    '100 % förnybar el på alla anläggningar sedan 2022',
                    '240 publika laddpunkter vid våra anläggningar',
                    'Mål: 50 % lägre egna utsläpp 2030 jämfört med 2019',
                  ],
                },
              ],
              link: { path: '/hallbarhet', label: 'Läs om vårt hållbarhetsarbete' },
              image: 'charging',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Nordvik i siffror' },
                {
                  ul: [
                    '**1962** – året då allt började i Umeå',
                    '**30** anläggningar i fem länder',
                    '**1 900** medarbetare, varav 650 biltekniker',
                    '**38 000** levererade bilar per år, nya och begagnade',
                    '**130 000** verkstadsbesök och **60 000** däckskiften per år',
                  ],
                },
                {
                  p: 'Letar du efter en bil, en verkstadstid eller ett nytt jobb? Börja hos [våra varumärken](/vara-varumarken) – där hittar du rätt bolag och rätt anläggning nära dig.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Nordvik Group',
          navTitle: 'Home',
          metaTitle: 'Nordvik Group – car retail rooted in northern Sweden since 1962',
          metaDescription:
            'Nordvik Group is a family-owned automotive retail group with 30 sites in five countries. We sell new and used cars, service vehicles and store tyres – since 1962.',
          ogDescription: 'Family-owned car retail since 1962, today with 1,900 people in five countries.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Car retail with the long view',
              text: 'Since 1962 we have helped people buy, own and change cars. What started as a two-lift workshop in Umeå is now a group with 30 sites in five countries – and still family-owned.',
              link: { path: '/om-oss', label: 'About Nordvik Group' },
              buttonType: 'Primary',
              image: 'coast',
              textColor: 'White',
              contentPlacement: 'Bottom',
              variant: 'FullScreen',
            },
            {
              blockType: 'cardList',
              heading: 'This is Nordvik',
              intro: 'One group, several brands and one shared promise: owning a car should be simple and safe.',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Our brands',
                  text: 'From dealerships in northern and central Sweden to Carstore, Auction and Partner – plus our companies in Norway, the UK, Finland and Slovakia.',
                  link: { path: '/vara-varumarken' },
                  buttonText: 'See all brands',
                  image: 'showroom',
                },
                {
                  title: 'Sustainability',
                  text: 'Renewable electricity at every site, solar panels on 14 roofs and a clear target: halve our own emissions by 2030.',
                  link: { path: '/hallbarhet' },
                  buttonText: 'How we work',
                  image: 'charging',
                },
                {
                  title: 'Careers',
                  text: 'Join 1,900 colleagues. We are hiring technicians, sales advisers, warehouse staff and apprentices for our own workshop academy.',
                  link: { path: '/karriar' },
                  buttonText: 'Open positions',
                  image: 'workshop',
                },
                {
                  title: 'Press',
                  text: 'Press releases, image bank and contact details for our press office.',
                  link: { path: '/press' },
                  buttonText: 'Visit the newsroom',
                  image: 'city',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'From Umeå to five countries',
              text: [
                {
                  p: 'Erik and Margit Nordvik opened their first workshop in Umeå in the spring of 1962. Their customers were farmers, forestry workers and commuters who needed a car that started even at minus 35 degrees.',
                },
                {
                  p: 'Sixty years later we are **1,900 people** at **30 sites** in Sweden, Norway, the UK, Finland and Slovakia. We deliver around 38,000 new and used cars a year – yet the idea is unchanged: straight advice, proper workshop craft and customers who come back.',
                },
              ],
              link: { path: '/om-oss', label: 'Our story' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'blurb',
              title: 'Making the shift – for real',
              text: [
                {
                  p: 'One in three cars we delivered last year had a plug. We have expanded charging at our sites, trained our technicians in high-voltage systems and run every building on renewable electricity.',
                },
                {
                  ul: [
                    '100% renewable electricity at all sites since 2022',
                    '240 public charging points at our sites',
                    'Target: 50% lower own emissions by 2030 compared with 2019',
                  ],
                },
              ],
              link: { path: '/hallbarhet', label: 'Our sustainability work' },
              image: 'charging',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Nordvik in numbers' },
                {
                  ul: [
                    '**1962** – the year it all began in Umeå',
                    '**30** sites in five countries',
                    '**1,900** employees, 650 of them technicians',
                    '**38,000** cars delivered a year, new and used',
                    '**130,000** workshop visits and **60,000** tyre changes a year',
                  ],
                },
                {
                  p: 'Looking for a car, a workshop appointment or a new job? Start with [our brands](/vara-varumarken) – that is where you will find the right company and the right site near you.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/om-oss',
      sortOrder: 10,
      ogImage: 'dealership',
      content: {
        'sv-SE': {
          title: 'Om Nordvik Group',
          navTitle: 'Om oss',
          metaDescription:
            'Nordvik Group grundades i Umeå 1962 och är i dag en familjeägd bilhandelskoncern med 30 anläggningar och 1 900 medarbetare i fem länder.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Familjeägt sedan 1962',
              text: 'Tre generationer Nordvik, en idé: att bilhandel ska bygga på förtroende, inte på engångsaffärer.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Vår historia' },
                {
                  p: 'Allt började när Erik Nordvik, utbildad mekaniker från Vännäs, tillsammans med Margit Nordvik hyrde en plåthall på Backen i Umeå. Verkstaden hade två lyftar och ett kontor som också var fikarum. Redan året därpå blev de återförsäljare av Volkswagen, och bubblorna som rullade ut därifrån syntes snart på varje gårdsplan i Västerbotten.',
                },
                {
                  ul: [
                    '**1962** – Första verkstaden öppnar i Umeå.',
                    '**1975** – Anläggningar i Skellefteå och Luleå.',
                    '**1988** – Anna Nordvik, andra generationen, tar över som vd.',
                    '**1996** – Nordvik etablerar sig i Sundsvall och Östersund.',
                    '**2004** – Nordvik Bilhall bildas med anläggningar i Gävle och Uppsala, och den första anläggningen utanför Sverige öppnar i Drammen i Norge.',
                    '**2009** – Nordvik Autot startar i Esbo, Finland.',
                    '**2012** – Nordvik Auto Slovensko öppnar i Bratislava.',
                    '**2014** – Nordvik Carstore lanseras för begagnade bilar i stor skala.',
                    '**2019** – Mercedes-Benz-handlaren i Reading blir Nordvik Motors UK.',
                    '**2023** – Nordvik Partner startar för fristående verkstäder och handlare.',
                  ],
                },
                {
                  p: 'I dag leds koncernen av Johan Nordvik, tredje generationen, och ägs fortfarande av familjen. Det ger oss möjlighet att fatta beslut med tio års perspektiv i stället för ett kvartal.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Det vi står för',
              text: [
                {
                  ul: [
                    '**Rakt besked.** Vi säger hur det är – om bilens skick, om priset och om vad en reparation kostar innan vi börjar.',
                    '**Hantverk.** Våra tekniker utbildas kontinuerligt och vi investerar i rätt verktyg, även när det inte syns utåt.',
                    '**Omtanke.** Om kunden, om kollegan och om orten vi verkar på. Vi sponsrar över 120 lokala föreningar.',
                    '**Långsiktighet.** Vi vill att du kommer tillbaka för att du vill, inte för att du måste.',
                  ],
                },
              ],
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Koncernen i korthet' },
                {
                  p: 'Nordvik Group omsatte 17,2 miljarder kronor förra räkenskapsåret. Verksamheten bedrivs i nio bolag under egna varumärken, med gemensamma funktioner för ekonomi, IT, inköp och utbildning i Umeå.',
                },
                {
                  ul: [
                    '30 anläggningar i Sverige, Norge, Storbritannien, Finland och Slovakien',
                    '1 900 medarbetare, varav 110 lärlingar',
                    'Auktoriserade återförsäljare och verkstäder för bland annat Volkswagen, Audi, Škoda, Kia, Volvo, Toyota, BMW och Mercedes-Benz',
                    'Huvudkontor: Nordvik Group AB, Umeå',
                  ],
                },
                { p: 'Vill du veta mer om bolagen? Se [våra varumärken](/vara-varumarken).' },
              ],
            },
          ],
        },
        en: {
          title: 'About Nordvik Group',
          navTitle: 'About us',
          metaDescription:
            'Nordvik Group was founded in Umeå, Sweden, in 1962. Today it is a family-owned automotive retail group with 30 sites and 1,900 employees in five countries.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Family-owned since 1962',
              text: 'Three generations of Nordviks, one idea: car retail should be built on trust, not on one-off deals.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Our story' },
                {
                  p: 'It all began when Erik Nordvik, a trained mechanic from Vännäs, and Margit Nordvik rented a sheet-metal hall in Umeå. The workshop had two lifts and an office that doubled as the coffee room. A year later they became a Volkswagen dealer, and the Beetles rolling out of the yard were soon parked outside farmhouses all over Västerbotten.',
                },
                {
                  ul: [
                    '**1962** – The first workshop opens in Umeå.',
                    '**1975** – New sites in Skellefteå and Luleå.',
                    '**1988** – Anna Nordvik, the second generation, becomes CEO.',
                    '**1996** – Nordvik expands to Sundsvall and Östersund.',
                    '**2004** – Nordvik Bilhall is formed with sites in Gävle and Uppsala, and the first site outside Sweden opens in Drammen, Norway.',
                    '**2009** – Nordvik Autot opens in Espoo, Finland.',
                    '**2012** – Nordvik Auto Slovensko opens in Bratislava.',
                    '**2014** – Nordvik Carstore launches for used cars at scale.',
                    '**2019** – The Mercedes-Benz dealership in Reading becomes Nordvik Motors UK.',
                    '**2023** – Nordvik Partner starts for independent workshops and dealers.',
                  ],
                },
                {
                  p: 'Today the group is led by Johan Nordvik, the third generation, and is still owned by the family. That lets us make decisions with a ten-year horizon rather than a quarterly one.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'What we stand for',
              text: [
                {
                  ul: [
                    '**Straight answers.** We tell it like it is – about the condition of the car, the price and what a repair will cost before we start.',
                    '**Craftsmanship.** Our technicians train continuously, and we invest in the right tools even when nobody sees it.',
                    '**Care.** For the customer, for our colleagues and for the towns we work in. We sponsor more than 120 local clubs.',
                    '**The long view.** We want you to come back because you want to, not because you have to.',
                  ],
                },
              ],
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'The group at a glance' },
                {
                  p: 'Nordvik Group had a turnover of SEK 17.2 billion in the last financial year. The business runs through nine companies under their own brands, with shared finance, IT, purchasing and training functions in Umeå.',
                },
                {
                  ul: [
                    '30 sites in Sweden, Norway, the UK, Finland and Slovakia',
                    '1,900 employees, including 110 apprentices',
                    'Authorised dealer and workshop for Volkswagen, Audi, Škoda, Kia, Volvo, Toyota, BMW and Mercedes-Benz, among others',
                    'Head office: Nordvik Group AB, Umeå, Sweden',
                  ],
                },
                { p: 'Want to know more about the companies? See [our brands](/vara-varumarken).' },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/vara-varumarken',
      sortOrder: 20,
      ogImage: 'showroom',
      content: {
        'sv-SE': {
          title: 'Våra varumärken',
          metaDescription:
            'Nordvik Bil, Nordvik Bilhall, Nordvik Carstore, Nordvik Auktion, Nordvik Partner och våra bolag i Norge, Storbritannien, Finland och Slovakien.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Ett Nordvik – många vägar in',
              text: 'Varje varumärke har sitt eget uppdrag och sin egen publik, men samma verkstadskunnande och samma krav på rakt besked.',
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              heading: 'Våra varumärken i Sverige',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Nordvik Bil',
                  text: 'Begagnade och nya bilar, service och finansiering i Umeå, Luleå, Sundsvall, Östersund och Skellefteå.',
                  link: { url: 'http://se.localhost:3000', newTab: true },
                  buttonText: 'Till Nordvik Bil',
                  image: 'winter',
                },
                {
                  title: 'Nordvik Bilhall',
                  text: 'Fullservice-bilhallar i Gävle, Uppsala, Västerås och Örebro – med verkstad, däckhotell och privatleasing.',
                  link: { url: 'http://se2.localhost:3000', newTab: true },
                  buttonText: 'Till Nordvik Bilhall',
                  image: 'dealership',
                },
                {
                  title: 'Nordvik Carstore',
                  text: 'Begagnade bilar till fasta priser i bilhallar i Stockholm, Göteborg och Malmö – eller hem till dörren.',
                  link: { url: 'http://carstore.localhost:3000', newTab: true },
                  buttonText: 'Till Nordvik Carstore',
                  image: 'city',
                },
                {
                  title: 'Nordvik Auktion',
                  text: 'Bilauktioner online varje vecka, med visningshallar i Upplands Väsby och Jönköping.',
                  link: { url: 'http://auction.localhost:3000', newTab: true },
                  buttonText: 'Till Nordvik Auktion',
                  image: 'pattern',
                },
                {
                  title: 'Nordvik Partner',
                  text: 'Ett samarbetskoncept för fristående verkstäder och handlare: inköp, system, utbildning och finansiering.',
                  link: { url: 'http://partner.localhost:3000', newTab: true },
                  buttonText: 'Till Nordvik Partner',
                  image: 'workshop',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Våra bolag utanför Sverige',
              intro: 'Sedan 2004 växer vi även utanför Sverige – alltid med lokala team som känner sina marknader.',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Nordvik Bil Norge',
                  text: 'Bilförsäljning, verkstad och däckhotell i Oslo, Drammen, Tønsberg och Lillestrøm.',
                  link: { url: 'http://no.localhost:3000', newTab: true },
                  buttonText: 'Besök nordvik.no',
                },
                {
                  title: 'Nordvik Motors UK',
                  text: 'Auktoriserad återförsäljare för Mercedes-Benz, smart, MINI och BMW i Reading, Guildford, Basingstoke och Oxford.',
                  link: { url: 'http://uk.localhost:3000', newTab: true },
                  buttonText: 'Besök Nordvik Motors',
                },
                {
                  title: 'Nordvik Autot',
                  text: 'Bilar, service och däckhotell i Esbo, Helsingfors, Tammerfors och Åbo.',
                  link: { url: 'http://fi.localhost:3000', newTab: true },
                  buttonText: 'Besök Nordvik Autot',
                },
                {
                  title: 'Nordvik Auto Slovensko',
                  text: 'Bilar och verkstad i Bratislava, Trnava, Žilina och Košice.',
                  link: { url: 'http://sk.localhost:3000', newTab: true },
                  buttonText: 'Besök Nordvik Auto',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Gemensamt för alla bolag' },
                {
                  p: 'Bakom varumärkena finns koncerngemensamma funktioner som gör att varje bolag kan fokusera på sina kunder: ett eget utbildningscenter i Umeå, gemensam teknisk support för verkstäderna, samordnade inköp av delar och däck samt ett gemensamt system för begagnade bilar som gör att en bil i Luleå kan säljas till en kund i Örebro samma dag.',
                },
                {
                  p: 'Är du leverantör eller vill samarbeta med oss? Kontakta koncernens inköpsavdelning på **inkop@nordvik.example**.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Our brands',
          metaDescription:
            'Nordvik Bil, Nordvik Bilhall, Nordvik Carstore, Nordvik Auktion, Nordvik Partner and our companies in Norway, the UK, Finland and Slovakia.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'One Nordvik – many ways in',
              text: 'Each brand has its own mission and its own audience, but the same workshop expertise and the same commitment to straight answers.',
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              heading: 'Our brands in Sweden',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Nordvik Bil',
                  text: 'Used and new cars, servicing and finance in Umeå, Luleå, Sundsvall, Östersund and Skellefteå.',
                  link: { url: 'http://se.localhost:3000', newTab: true },
                  buttonText: 'Visit Nordvik Bil',
                  image: 'winter',
                },
                {
                  title: 'Nordvik Bilhall',
                  text: 'Full-service dealerships in Gävle, Uppsala, Västerås and Örebro – with workshops, tyre hotels and private leasing.',
                  link: { url: 'http://se2.localhost:3000', newTab: true },
                  buttonText: 'Visit Nordvik Bilhall',
                  image: 'dealership',
                },
                {
                  title: 'Nordvik Carstore',
                  text: 'Used cars at fixed prices in showrooms in Stockholm, Gothenburg and Malmö – or delivered to your door.',
                  link: { url: 'http://carstore.localhost:3000', newTab: true },
                  buttonText: 'Visit Nordvik Carstore',
                  image: 'city',
                },
                {
                  title: 'Nordvik Auktion',
                  text: 'Weekly online car auctions, with viewing halls in Upplands Väsby and Jönköping.',
                  link: { url: 'http://auction.localhost:3000', newTab: true },
                  buttonText: 'Visit Nordvik Auktion',
                  image: 'pattern',
                },
                {
                  title: 'Nordvik Partner',
                  text: 'A partnership programme for independent workshops and dealers: purchasing, systems, training and finance.',
                  link: { url: 'http://partner.localhost:3000', newTab: true },
                  buttonText: 'Visit Nordvik Partner',
                  image: 'workshop',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Our companies outside Sweden',
              intro: 'Since 2004 we have been growing beyond Sweden – always with local teams who know their markets.',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Nordvik Bil Norge',
                  text: 'Car sales, servicing and tyre storage in Oslo, Drammen, Tønsberg and Lillestrøm.',
                  link: { url: 'http://no.localhost:3000', newTab: true },
                  buttonText: 'Visit Nordvik Norway',
                },
                {
                  title: 'Nordvik Motors UK',
                  text: 'Authorised retailer for Mercedes-Benz, smart, MINI and BMW in Reading, Guildford, Basingstoke and Oxford.',
                  link: { url: 'http://uk.localhost:3000', newTab: true },
                  buttonText: 'Visit Nordvik Motors',
                },
                {
                  title: 'Nordvik Autot',
                  text: 'Cars, servicing and tyre hotels in Espoo, Helsinki, Tampere and Turku.',
                  link: { url: 'http://fi.localhost:3000', newTab: true },
                  buttonText: 'Visit Nordvik Autot',
                },
                {
                  title: 'Nordvik Auto Slovensko',
                  text: 'Cars and workshops in Bratislava, Trnava, Žilina and Košice.',
                  link: { url: 'http://sk.localhost:3000', newTab: true },
                  buttonText: 'Visit Nordvik Auto',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Shared across every company' },
                {
                  p: 'Behind the brands are group-wide functions that let each company focus on its customers: our own training centre in Umeå, shared technical support for the workshops, joint purchasing of parts and tyres, and a common used-car system that means a car in Luleå can be sold to a customer in Örebro the same day.',
                },
                {
                  p: 'Are you a supplier, or would you like to work with us? Contact group purchasing at **inkop@nordvik.example**.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/hallbarhet',
      sortOrder: 30,
      ogImage: 'forest',
      content: {
        'sv-SE': {
          title: 'Hållbarhet',
          metaDescription:
            'Så arbetar Nordvik Group med hållbarhet: förnybar el, laddinfrastruktur, cirkulära reservdelar, längre billiv och trygga arbetsplatser.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Bilen kommer att vara en del av vardagen i Norrland, på landsbygden och i våra städer under lång tid framöver. Vår uppgift är att göra den så hållbar som möjligt – genom vad vi säljer, hur vi tar hand om bilarna som redan rullar och hur vi driver våra egna anläggningar.',
                },
                { h2: 'Våra mål till 2030' },
                {
                  ul: [
                    '**Halvera** de egna utsläppen (scope 1 och 2) jämfört med basåret 2019.',
                    'Minst **60 %** laddbara bilar bland de nya bilar vi levererar.',
                    '**Noll** deponerat avfall från våra verkstäder.',
                    'Minst **40 %** kvinnor bland nyanställda bilteknikerlärlingar.',
                  ],
                },
                {
                  p: 'Vi redovisar utfallet varje år i vår hållbarhetsrapport. Förra året minskade de egna utsläppen med 38 % mot basåret, främst tack vare förnybar el och bergvärme i nio anläggningar.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Energi och laddning',
              text: [
                {
                  p: 'Sedan 2022 köper alla våra anläggningar 100 % förnybar el. Solceller på 14 tak producerar omkring 1,4 GWh per år – ungefär vad 70 villor gör av med. Vid anläggningarna finns 240 publika laddpunkter, varav 38 snabbladdare.',
                },
                {
                  p: 'Alla säljare går en utbildning i elbilsrådgivning, och alla verkstäder har tekniker certifierade för arbete med högvoltssystem.',
                },
              ],
              image: 'charging',
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'blurb',
              title: 'Längre liv för varje bil',
              text: [
                {
                  p: 'Den mest hållbara bilen är ofta den som redan är tillverkad. Därför lägger vi stor vikt vid begagnatbilar: varje bil genomgår en kontroll och iordningställs i egen verkstad innan den säljs. Där det går använder vi renoverade reservdelar – växellådor, startmotorer och strålkastare – med samma garanti som nya.',
                },
                {
                  p: 'I våra biltvättar återvinns upp till 85 % av vattnet, och spillolja, filter och däck går till materialåtervinning.',
                },
              ],
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Ansvar i hela kedjan' },
                {
                  p: 'Vi ställer krav på våra leverantörer genom en uppförandekod som omfattar arbetsvillkor, miljö och affärsetik. Inom koncernen har vi en oberoende visselblåsarfunktion där medarbetare och externa parter kan rapportera missförhållanden anonymt.',
                },
                {
                  p: 'Frågor om vårt hållbarhetsarbete? Kontakta vår hållbarhetschef på **hallbarhet@nordvik.example**.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Sustainability',
          metaDescription:
            'How Nordvik Group works with sustainability: renewable electricity, charging infrastructure, circular spare parts, longer car lives and safe workplaces.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'The car will remain part of everyday life in northern Sweden, in the countryside and in our cities for a long time to come. Our job is to make it as sustainable as possible – through what we sell, how we look after the cars already on the road and how we run our own sites.',
                },
                { h2: 'Our 2030 targets' },
                {
                  ul: [
                    '**Halve** our own emissions (scope 1 and 2) compared with the 2019 baseline.',
                    'At least **60%** of the new cars we deliver will be plug-in vehicles.',
                    '**Zero** waste to landfill from our workshops.',
                    'At least **40%** women among newly hired apprentice technicians.',
                  ],
                },
                {
                  p: 'We report our progress every year in our sustainability report. Last year our own emissions were 38% below the baseline, mainly thanks to renewable electricity and ground-source heating at nine sites.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Energy and charging',
              text: [
                {
                  p: 'Since 2022 every site buys 100% renewable electricity. Solar panels on 14 roofs generate around 1.4 GWh a year – roughly what 70 houses use. Our sites offer 240 public charging points, 38 of them rapid chargers.',
                },
                {
                  p: 'Every sales adviser is trained in EV advice, and every workshop has technicians certified to work on high-voltage systems.',
                },
              ],
              image: 'charging',
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'blurb',
              title: 'A longer life for every car',
              text: [
                {
                  p: 'The most sustainable car is often the one that already exists. That is why used cars matter so much to us: each one is inspected and reconditioned in our own workshops before it is sold. Where we can, we use remanufactured parts – gearboxes, starter motors and headlamps – with the same warranty as new ones.',
                },
                {
                  p: 'Our car washes recycle up to 85% of their water, and waste oil, filters and tyres all go to material recycling.',
                },
              ],
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Responsibility across the chain' },
                {
                  p: 'We hold our suppliers to a code of conduct covering working conditions, the environment and business ethics. Within the group we run an independent whistleblowing channel where employees and external parties can report wrongdoing anonymously.',
                },
                {
                  p: 'Questions about our sustainability work? Contact our head of sustainability at **hallbarhet@nordvik.example**.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/karriar',
      sortOrder: 40,
      ogImage: 'workshop',
      content: {
        'sv-SE': {
          title: 'Karriär på Nordvik',
          navTitle: 'Karriär',
          metaDescription:
            'Jobba på Nordvik Group: bilteknik, försäljning, lager och administration på 30 anläggningar. Läs om vår verkstadsskola, förmåner och lediga tjänster.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Bygg din karriär hos oss',
              text: 'Vi är 1 900 kollegor som tycker om bilar, människor och ordentligt utfört arbete. Kanske blir du nästa?',
              link: { url: 'https://jobb.nordvik.example', label: 'Se lediga jobb', newTab: true },
              buttonType: 'Primary',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              heading: 'Här behöver vi dig',
              variant: 'Default',
              cards: [
                {
                  title: 'Bilteknik',
                  text: 'Service, diagnostik och reparation på moderna bilar – allt fler med elektrisk drivlina. Vi söker både erfarna tekniker och nyexaminerade.',
                },
                {
                  title: 'Försäljning',
                  text: 'Som bilsäljare eller finansieringsrådgivare hjälper du kunder genom ett av livets större köp, från provkörning till leverans.',
                },
                {
                  title: 'Lager och logistik',
                  text: 'Reservdelar, däckhotell och bilhantering. Ett jobb för dig som gillar ordning, tempo och att lösa problem.',
                },
                {
                  title: 'Administration och IT',
                  text: 'Ekonomi, HR, marknad och IT på huvudkontoret i Umeå eller ute på våra bolag.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Nordvik Verkstadsskola',
              text: [
                {
                  p: 'Bristen på biltekniker är stor, så vi utbildar själva. Vår lärlingsutbildning är **18 månader** lång och varvar teori på utbildningscentret i Umeå med praktik på en anläggning nära dig. Du har lön från första dagen och en handledare som följer dig hela vägen.',
                },
                {
                  p: 'Efter avslutad utbildning får nio av tio lärlingar en tillsvidareanställning hos oss. Nästa kull startar i augusti – ansökan öppnar i februari.',
                },
              ],
              image: 'forest',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Det här får du hos oss' },
                {
                  ul: [
                    'Kollektivavtal och tjänstepension på alla svenska bolag',
                    'Friskvårdsbidrag på 5 000 kr per år',
                    'Rabatt på service, däck och tillbehör för dig och din familj',
                    'Möjlighet till förmånsbil eller cykelförmån',
                    'Intern utbildning – i snitt fem utbildningsdagar per medarbetare och år',
                  ],
                },
                {
                  p: 'Hittar du ingen tjänst som passar? Skicka en spontanansökan till **rekrytering@nordvik.example** och berätta vilken ort du är intresserad av.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Careers at Nordvik',
          navTitle: 'Careers',
          metaDescription:
            'Work at Nordvik Group: technicians, sales, warehouse and administration at 30 sites. Read about our workshop academy, benefits and open positions.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Build your career with us',
              text: 'We are 1,900 colleagues who care about cars, people and a job done properly. Maybe you are next?',
              link: { url: 'https://jobb.nordvik.example', label: 'See open positions', newTab: true },
              buttonType: 'Primary',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              heading: 'Where we need you',
              variant: 'Default',
              cards: [
                {
                  title: 'Vehicle technicians',
                  text: 'Servicing, diagnostics and repairs on modern cars – more and more of them electric. We hire both experienced technicians and recent graduates.',
                },
                {
                  title: 'Sales',
                  text: 'As a sales or finance adviser you guide customers through one of life’s bigger purchases, from test drive to handover.',
                },
                {
                  title: 'Warehouse and logistics',
                  text: 'Spare parts, tyre hotels and vehicle handling. A job for people who like order, pace and solving problems.',
                },
                {
                  title: 'Administration and IT',
                  text: 'Finance, HR, marketing and IT at the head office in Umeå or at our companies.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Nordvik Workshop Academy',
              text: [
                {
                  p: 'Technicians are in short supply, so we train our own. Our apprenticeship lasts **18 months** and combines theory at the training centre in Umeå with hands-on work at a site near you. You are paid from day one and have a mentor who follows you all the way.',
                },
                {
                  p: 'Nine out of ten apprentices are offered a permanent position when they finish. The next intake starts in August – applications open in February.',
                },
              ],
              image: 'forest',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'What we offer' },
                {
                  ul: [
                    'Collective agreements and occupational pension at all Swedish companies',
                    'A wellness allowance of SEK 5,000 a year',
                    'Discounts on servicing, tyres and accessories for you and your family',
                    'Company car or bike benefit schemes',
                    'In-house training – on average five training days per employee a year',
                  ],
                },
                {
                  p: 'Can’t find a role that fits? Send an open application to **rekrytering@nordvik.example** and tell us which town you are interested in.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/press',
      sortOrder: 50,
      ogImage: 'city',
      content: {
        'sv-SE': {
          title: 'Press',
          metaTitle: 'Press och media',
          metaDescription:
            'Pressmeddelanden, bildbank och presskontakter för Nordvik Group. Vi svarar journalister på vardagar 8–17.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Här hittar du nyheter från Nordvik Group och våra bolag, bilder för fri publicering i redaktionellt sammanhang och kontaktuppgifter till vår presstjänst.',
                },
                { h2: 'Senaste pressmeddelanden' },
                {
                  ul: [
                    '**12 mars 2025** – Nordvik Bilhall öppnar ny anläggning med 24 laddplatser i Västerås.',
                    '**20 februari 2025** – Bokslutskommuniké: rekordmånga begagnade bilar levererade under året.',
                    '**28 januari 2025** – 28 nya lärlingar startar på Nordvik Verkstadsskola.',
                    '**4 december 2024** – Nordvik Auktion passerar 100 000 sålda fordon.',
                    '**15 oktober 2024** – Nordvik Group investerar i solceller på ytterligare sex anläggningar.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Presskontakt',
              text: [
                { p: '**Karin Lindqvist**, kommunikationschef Nordvik Group' },
                { ul: ['Telefon: 070-174 06 15', 'E-post: press@nordvik.example'] },
                {
                  p: 'Presstjänsten svarar på vardagar kl. 8–17. För frågor om enskilda anläggningar hänvisar vi i första hand till respektive bolag, men vi hjälper dig gärna att hitta rätt person.',
                },
              ],
              image: 'dealership',
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Bildbank och fakta' },
                {
                  p: 'Pressbilder på ledning, anläggningar och logotyper får användas fritt i redaktionellt sammanhang. Ange fotograf där det anges. Behöver du högupplösta bilder eller en specifik anläggning? Mejla **press@nordvik.example** så skickar vi inom en arbetsdag.',
                },
                {
                  p: 'Fakta om koncernen – historia, antal anläggningar och medarbetare – finns under [Om oss](/om-oss).',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Press',
          metaTitle: 'Press and media',
          metaDescription:
            'Press releases, image bank and press contacts for Nordvik Group. We answer journalists on weekdays 8 am–5 pm CET.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Here you will find news from Nordvik Group and our companies, images free to use in editorial contexts and contact details for our press office.',
                },
                { h2: 'Latest press releases' },
                {
                  ul: [
                    '**12 March 2025** – Nordvik Bilhall opens a new site with 24 charging bays in Västerås.',
                    '**20 February 2025** – Year-end report: a record number of used cars delivered during the year.',
                    '**28 January 2025** – 28 new apprentices start at the Nordvik Workshop Academy.',
                    '**4 December 2024** – Nordvik Auktion passes 100,000 vehicles sold.',
                    '**15 October 2024** – Nordvik Group invests in solar panels at six more sites.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Press contact',
              text: [
                { p: '**Karin Lindqvist**, Head of Communications, Nordvik Group' },
                { ul: ['Phone: 070-174 06 15', 'Email: press@nordvik.example'] },
                {
                  p: 'The press office answers on weekdays from 8 am to 5 pm CET. Questions about individual sites are best directed to the company concerned, but we are happy to help you find the right person.',
                },
              ],
              image: 'dealership',
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Image bank and facts' },
                {
                  p: 'Press photos of management, sites and logos may be used freely in editorial contexts. Please credit the photographer where stated. Need high-resolution images or a particular site? Email **press@nordvik.example** and we will send them within one working day.',
                },
                {
                  p: 'Facts about the group – history, number of sites and employees – are available under [About us](/om-oss).',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/sidan-finns-inte',
      notFound: true,
      hideInNavigation: true,
      content: {
        'sv-SE': {
          title: 'Sidan kunde inte hittas',
          metaDescription: 'Sidan du letar efter finns inte längre eller har flyttats.',
          layout: [
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Tyvärr hittar vi inte sidan du letar efter. Den kan ha flyttats i samband med att vi byggt om webbplatsen, eller så har adressen blivit felstavad. Prova någon av länkarna nedan, eller gå till [startsidan](/).',
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                { title: 'Startsidan', text: 'Nyheter och genvägar till hela Nordvik Group.', link: { path: '/' }, buttonText: 'Till startsidan' },
                { title: 'Våra varumärken', text: 'Hitta rätt bolag och anläggning nära dig.', link: { path: '/vara-varumarken' }, buttonText: 'Se varumärken' },
                { title: 'Karriär', text: 'Lediga jobb och vår lärlingsutbildning.', link: { path: '/karriar' }, buttonText: 'Till karriärsidan' },
              ],
            },
          ],
        },
        en: {
          title: 'Page not found',
          metaDescription: 'The page you are looking for no longer exists or has moved.',
          layout: [
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Sorry, we can’t find the page you are looking for. It may have moved when we rebuilt the website, or the address may be misspelt. Try one of the links below, or go to the [home page](/).',
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                { title: 'Home', text: 'News and shortcuts across Nordvik Group.', link: { path: '/' }, buttonText: 'Go to home page' },
                { title: 'Our brands', text: 'Find the right company and site near you.', link: { path: '/vara-varumarken' }, buttonText: 'See our brands' },
                { title: 'Careers', text: 'Open positions and our apprenticeship programme.', link: { path: '/karriar' }, buttonText: 'Go to careers' },
              ],
            },
          ],
        },
      },
    },
  ],
}
