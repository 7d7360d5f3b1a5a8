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
              buttonType: 'Ghost Contrast',
              image: 'coast',
              textColor: 'White',
              contentPlacement: 'Bottom',
              variant: 'FullScreen',
              titleTag: 'h1',
              content: 'Video',
              video: 'coast-drive',
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
                { p: 'Se filmen om hur en verkstad med två lyftar blev en koncern i fem länder.' },
              ],
              link: { path: '/om-oss', label: 'Vår historia' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor1',
              youtubeId: 'M7lc1UVf-VE',
              hasControlBar: true,
              useTextAnimations: true,
            },
            {
              blockType: 'imageCard',
              heading: 'Våra bolag',
              cards: [
                {
                  title: 'Bilhandel i Sverige',
                  text: 'Nordvik Bil i Norrland och Nordvik Bilhall i Mellansverige.',
                  image: 'showroom',
                  link: { path: '/vara-varumarken/bilhandel-i-sverige', label: 'Bilhandel i Sverige' },
                },
                {
                  title: 'Carstore och Auktion',
                  text: 'Begagnade bilar online och en digital bilauktion för handlare och privatpersoner.',
                  image: 'city',
                  link: { path: '/vara-varumarken/carstore-och-auktion', label: 'Carstore och Auktion' },
                },
                {
                  title: 'Nordvik Partner',
                  text: 'Inköp, system och utbildning för fristående verkstäder och bilhandlare.',
                  image: 'workshop',
                  link: { path: '/vara-varumarken/nordvik-partner', label: 'Nordvik Partner' },
                },
                {
                  title: 'Internationellt',
                  text: 'Bilhandel och verkstad i Norge, Storbritannien, Finland och Slovakien.',
                  image: 'forest',
                  link: { path: '/vara-varumarken/internationellt', label: 'Internationellt' },
                },
              ],
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
              useTextAnimations: true,
              useMediaAnimations: true,
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
            {
              blockType: 'storiesTeaser',
              title: 'Senaste nytt från Nordvik',
              indexPath: '/press/pressmeddelanden',
              layout: 'Variant 2',
              buttonText: 'Alla nyheter',
            },
            { blockType: 'socialSharing', heading: 'Dela sidan', channels: ['linkedin', 'facebook', 'x', 'email', 'copy'] },
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
              buttonType: 'Ghost Contrast',
              image: 'coast',
              textColor: 'White',
              contentPlacement: 'Bottom',
              variant: 'FullScreen',
              titleTag: 'h1',
              content: 'Video',
              video: 'coast-drive',
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
                { p: 'Watch the film about how a two-lift workshop became a group in five countries.' },
              ],
              link: { path: '/om-oss', label: 'Our story' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor1',
              youtubeId: 'M7lc1UVf-VE',
              hasControlBar: true,
              useTextAnimations: true,
            },
            {
              blockType: 'imageCard',
              heading: 'Our companies',
              cards: [
                {
                  title: 'Car retail in Sweden',
                  text: 'Nordvik Bil in northern Sweden and Nordvik Bilhall in central Sweden.',
                  image: 'showroom',
                  link: { path: '/vara-varumarken/bilhandel-i-sverige', label: 'Car retail in Sweden' },
                },
                {
                  title: 'Carstore and Auction',
                  text: 'Used cars online and a digital car auction for traders and private buyers.',
                  image: 'city',
                  link: { path: '/vara-varumarken/carstore-och-auktion', label: 'Carstore and Auction' },
                },
                {
                  title: 'Nordvik Partner',
                  text: 'Purchasing, systems and training for independent workshops and dealers.',
                  image: 'workshop',
                  link: { path: '/vara-varumarken/nordvik-partner', label: 'Nordvik Partner' },
                },
                {
                  title: 'International',
                  text: 'Car retail and workshops in Norway, the UK, Finland and Slovakia.',
                  image: 'forest',
                  link: { path: '/vara-varumarken/internationellt', label: 'International' },
                },
              ],
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
              useTextAnimations: true,
              useMediaAnimations: true,
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
            {
              blockType: 'storiesTeaser',
              title: 'Latest news from Nordvik',
              indexPath: '/press/pressmeddelanden',
              layout: 'Variant 2',
              buttonText: 'All news',
            },
            { blockType: 'socialSharing', heading: 'Share this page', channels: ['linkedin', 'facebook', 'x', 'email', 'copy'] },
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
      path: '/om-oss/var-historia',
      sortOrder: 10,
      ogImage: 'winter',
      content: {
        'sv-SE': {
          title: 'Vår historia',
          metaDescription:
            'Från en verkstad med två lyftar i Umeå 1962 till 30 anläggningar i fem länder. Historien om familjen Nordvik och koncernen som växte fram.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Sextio år av bilar, människor och minusgrader',
              text: 'En berättelse om tre generationer, ett verkstadsgolv i Umeå och kunder som kommit tillbaka i årtionden.',
              image: 'winter',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: '1960-talet: verkstaden på Backen' },
                {
                  p: 'Erik Nordvik hade lärt sig yrket på ett sågverk i Vännäs, där han höll lastbilarna rullande i trettio minusgrader. När han och Margit öppnade egen verkstad i Umeå 1962 var idén enkel: en bil ska starta en januarimorgon, och kunden ska förstå vad som gjorts och vad det kostat. Margit skötte kassan, kundregistret och – enligt familjens egen historieskrivning – de flesta förhandlingarna.',
                },
                { h2: '1970- och 80-talen: Norrland runt' },
                {
                  p: 'Med Volkswagen-agenturen kom nya anläggningar i Skellefteå och Luleå. 1988 tog dottern Anna Nordvik över som vd och byggde upp de första egna begagnatbilshallarna, med en då ovanlig idé: skriftlig testrapport på varje bil.',
                },
                { h2: '2000-talet och framåt: fem länder' },
                {
                  p: 'Under 2000-talet växte Nordvik söderut och utomlands – till Gävle och Uppsala, till Norge, Finland, Slovakien och Storbritannien. Sedan 2016 leder Johan Nordvik, tredje generationen, koncernen. Verkstaden på Backen finns kvar, i dag som en del av vårt utbildningscenter.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Kundkortet från 1963',
              text: [
                {
                  p: 'I arkivet på huvudkontoret finns Margits första kundkort kvar. Kort nummer 14 tillhör en skogsarbetare från Hörnefors som köpte en Volkswagen 1200 på avbetalning. Hans barnbarn köpte en elbil av oss i fjol – från samma anläggning.',
                },
              ],
              link: { path: '/om-oss', label: 'Om Nordvik Group' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Our history',
          metaDescription:
            'From a two-lift workshop in Umeå in 1962 to 30 sites in five countries. The story of the Nordvik family and the group that grew from it.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Sixty years of cars, people and sub-zero mornings',
              text: 'A story of three generations, a workshop floor in Umeå and customers who have come back for decades.',
              image: 'winter',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'The 1960s: the workshop on Backen' },
                {
                  p: 'Erik Nordvik learned his trade at a sawmill in Vännäs, keeping the timber lorries running at minus thirty. When he and Margit opened their own workshop in Umeå in 1962, the idea was simple: a car should start on a January morning, and the customer should understand what was done and what it cost. Margit ran the till, the customer records and – according to family lore – most of the negotiations.',
                },
                { h2: 'The 1970s and 80s: across northern Sweden' },
                {
                  p: 'The Volkswagen franchise brought new sites in Skellefteå and Luleå. In 1988 their daughter Anna Nordvik became CEO and built the first dedicated used-car showrooms, with what was then an unusual idea: a written inspection report for every car.',
                },
                { h2: 'The 2000s onwards: five countries' },
                {
                  p: 'In the 2000s Nordvik grew south and abroad – to Gävle and Uppsala, to Norway, Finland, Slovakia and the UK. Since 2016 Johan Nordvik, the third generation, has led the group. The workshop on Backen is still there, today part of our training centre.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'The customer card from 1963',
              text: [
                {
                  p: 'The archive at head office still holds Margit’s first customer cards. Card number 14 belongs to a forestry worker from Hörnefors who bought a Volkswagen 1200 on hire purchase. Last year his grandson bought an electric car from us – at the same site.',
                },
              ],
              link: { path: '/om-oss', label: 'About Nordvik Group' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/om-oss/ledning',
      sortOrder: 20,
      ogImage: 'dealership',
      content: {
        'sv-SE': {
          title: 'Koncernledning',
          navTitle: 'Ledning',
          metaDescription:
            'Möt koncernledningen i Nordvik Group: vd Johan Nordvik och de chefer som leder koncernens bolag och gemensamma funktioner.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Koncernledningen ansvarar för Nordvik Groups strategi, för samordningen mellan bolagen och för de gemensamma funktionerna i Umeå. Varje bolag har sin egen vd och ledningsgrupp med ansvar för den dagliga verksamheten.',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Koncernledningen',
              variant: 'Card With Borders',
              cards: [
                { title: 'Johan Nordvik', text: 'Vd och koncernchef. Tredje generationen Nordvik, i koncernen sedan 2001 och vd sedan 2016.' },
                { title: 'Helena Bergström', text: 'Ekonomi- och finansdirektör. Ansvarar för ekonomi, finansiering och Nordvik Finans.' },
                { title: 'Mikael Sandberg', text: 'Eftermarknadsdirektör. Leder verkstäder, reservdelar och däckhotell i hela koncernen.' },
                { title: 'Karin Lindqvist', text: 'Kommunikationschef. Ansvarar för varumärken, kommunikation och presskontakter.' },
                { title: 'Petra Öhman', text: 'HR-direktör. Leder rekrytering, kompetensutveckling och Nordvik Verkstadsskola.' },
                { title: 'Daniel Eriksson', text: 'IT- och digitaldirektör. Ansvarar för koncernens system och webbplatser.' },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Styrelsen leds av Anna Nordvik, andra generationen, och består av fem ledamöter varav två oberoende i förhållande till ägarfamiljen. Läs mer under [bolagsstyrning](/om-oss/bolagsstyrning).',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Group management',
          navTitle: 'Management',
          metaDescription:
            'Meet the Nordvik Group management team: CEO Johan Nordvik and the executives who lead the group’s companies and shared functions.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Group management is responsible for Nordvik Group’s strategy, for coordination between the companies and for the shared functions in Umeå. Each company has its own managing director and management team responsible for day-to-day operations.',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Group management',
              variant: 'Card With Borders',
              cards: [
                { title: 'Johan Nordvik', text: 'President and CEO. Third-generation Nordvik, with the group since 2001 and CEO since 2016.' },
                { title: 'Helena Bergström', text: 'Chief Financial Officer. Responsible for finance, funding and Nordvik Finans.' },
                { title: 'Mikael Sandberg', text: 'Aftersales Director. Leads workshops, parts and tyre hotels across the group.' },
                { title: 'Karin Lindqvist', text: 'Head of Communications. Responsible for brands, communications and press relations.' },
                { title: 'Petra Öhman', text: 'HR Director. Leads recruitment, skills development and the Nordvik Workshop Academy.' },
                { title: 'Daniel Eriksson', text: 'Chief Digital Officer. Responsible for the group’s systems and websites.' },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'The board is chaired by Anna Nordvik, the second generation, and has five members, two of whom are independent of the owning family. Read more under [corporate governance](/om-oss/bolagsstyrning).',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/om-oss/bolagsstyrning',
      sortOrder: 30,
      ogImage: 'pattern',
      content: {
        'sv-SE': {
          title: 'Bolagsstyrning',
          metaDescription:
            'Så styrs Nordvik Group: ägande, styrelse, revision, uppförandekod och visselblåsarfunktion.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik Group AB är moderbolag i koncernen och ägs till 100 % av familjen Nordvik via Nordvik Holding AB. Även om bolaget inte är noterat följer vi i tillämpliga delar Svensk kod för bolagsstyrning, eftersom vi tror att ordning och transparens gör oss till en bättre arbetsgivare, leverantör och affärspartner.',
                },
                { h2: 'Styrelse och revision' },
                {
                  ul: [
                    'Styrelsen har fem ledamöter och sammanträder minst sex gånger per år',
                    'Två ledamöter är oberoende i förhållande till ägarfamiljen',
                    'Revisionsutskottet granskar den finansiella rapporteringen och den interna kontrollen',
                    'Koncernens revisor väljs av årsstämman för ett år i taget',
                  ],
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Policyer och rapportering',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Uppförandekod',
                  text: 'De regler som gäller för alla medarbetare, chefer och styrelseledamöter.',
                  link: { path: '/om-oss/bolagsstyrning/uppforandekod' },
                  buttonText: 'Läs uppförandekoden',
                },
                {
                  title: 'Visselblåsning',
                  text: 'Så rapporterar du missförhållanden – anonymt om du vill.',
                  link: { path: '/om-oss/bolagsstyrning/visselblasning' },
                  buttonText: 'Till visselblåsarfunktionen',
                },
                {
                  title: 'För leverantörer',
                  text: 'Krav och förväntningar på dem vi gör affärer med.',
                  link: { path: '/om-oss/for-leverantorer' },
                  buttonText: 'Leverantörsinformation',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Corporate governance',
          metaDescription:
            'How Nordvik Group is governed: ownership, board, audit, code of conduct and whistleblowing.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik Group AB is the parent company of the group and is wholly owned by the Nordvik family through Nordvik Holding AB. Although the company is not listed, we follow the Swedish Corporate Governance Code where applicable, because we believe order and transparency make us a better employer, supplier and business partner.',
                },
                { h2: 'Board and audit' },
                {
                  ul: [
                    'The board has five members and meets at least six times a year',
                    'Two members are independent of the owning family',
                    'The audit committee reviews financial reporting and internal control',
                    'The group auditor is elected by the annual general meeting for one year at a time',
                  ],
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Policies and reporting',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Code of conduct',
                  text: 'The rules that apply to every employee, manager and board member.',
                  link: { path: '/om-oss/bolagsstyrning/uppforandekod' },
                  buttonText: 'Read the code of conduct',
                },
                {
                  title: 'Whistleblowing',
                  text: 'How to report wrongdoing – anonymously if you prefer.',
                  link: { path: '/om-oss/bolagsstyrning/visselblasning' },
                  buttonText: 'Go to whistleblowing',
                },
                {
                  title: 'For suppliers',
                  text: 'Our requirements and expectations of the companies we do business with.',
                  link: { path: '/om-oss/for-leverantorer' },
                  buttonText: 'Supplier information',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/om-oss/bolagsstyrning/uppforandekod',
      sortOrder: 10,
      ogImage: 'pattern',
      content: {
        'sv-SE': {
          title: 'Uppförandekod',
          metaDescription:
            'Nordvik Groups uppförandekod: affärsetik, antikorruption, konkurrens, arbetsvillkor, miljö och dataskydd.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Uppförandekoden beskriver hur vi ska agera mot kunder, kollegor, leverantörer och samhället. Den gäller alla som arbetar i Nordvik Group, oavsett land, bolag och roll, och beslutas av styrelsen. Alla nyanställda går igenom koden under introduktionen och alla chefer bekräftar den varje år.',
                },
                { h2: 'Det viktigaste i korthet' },
                {
                  ul: [
                    '**Ärlighet mot kunden.** Vi beskriver bilar, priser och villkor korrekt och säljer aldrig tilläggstjänster som kunden inte förstått.',
                    '**Inga mutor.** Vi varken ger eller tar emot gåvor eller förmåner som kan påverka ett affärsbeslut. Gåvor över 500 kr ska alltid godkännas av närmaste chef.',
                    '**Sund konkurrens.** Vi diskuterar aldrig priser, marginaler eller marknadsuppdelning med konkurrenter.',
                    '**Trygga arbetsplatser.** Vi accepterar inga trakasserier eller diskriminering och prioriterar säkerheten i verkstaden.',
                    '**Varsamhet med data.** Kunduppgifter används bara för det ändamål de samlats in för.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Om något inte står rätt till',
              text: [
                {
                  p: 'Den som misstänker att koden inte följs ska i första hand vända sig till sin chef eller till HR. Om det inte känns möjligt finns vår oberoende visselblåsarfunktion, där du kan rapportera anonymt.',
                },
              ],
              link: { path: '/om-oss/bolagsstyrning/visselblasning', label: 'Till visselblåsning' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'Code of conduct',
          metaDescription:
            'Nordvik Group’s code of conduct: business ethics, anti-corruption, competition, working conditions, environment and data protection.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'The code of conduct describes how we act towards customers, colleagues, suppliers and society. It applies to everyone who works at Nordvik Group, regardless of country, company or role, and is adopted by the board. Every new employee goes through the code during induction, and every manager confirms it annually.',
                },
                { h2: 'The essentials' },
                {
                  ul: [
                    '**Honesty with customers.** We describe cars, prices and terms accurately and never sell add-ons the customer has not understood.',
                    '**No bribes.** We neither give nor accept gifts or benefits that could influence a business decision. Gifts worth more than SEK 500 must always be approved by your manager.',
                    '**Fair competition.** We never discuss prices, margins or market sharing with competitors.',
                    '**Safe workplaces.** We accept no harassment or discrimination, and safety in the workshop comes first.',
                    '**Care with data.** Customer data is used only for the purpose for which it was collected.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'If something is not right',
              text: [
                {
                  p: 'Anyone who suspects that the code is not being followed should first speak to their manager or to HR. If that does not feel possible, our independent whistleblowing service lets you report anonymously.',
                },
              ],
              link: { path: '/om-oss/bolagsstyrning/visselblasning', label: 'Go to whistleblowing' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/om-oss/bolagsstyrning/visselblasning',
      sortOrder: 20,
      ogImage: 'pattern',
      content: {
        'sv-SE': {
          title: 'Visselblåsning',
          metaDescription:
            'Rapportera missförhållanden i Nordvik Group anonymt via vår oberoende visselblåsarfunktion. Så fungerar det och så skyddas du.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Vår visselblåsarfunktion är till för allvarliga missförhållanden som det finns ett allmänintresse av att de kommer fram: till exempel mutor, bedrägeri, brott mot miljö- eller säkerhetsregler eller allvarlig diskriminering. Funktionen kan användas av medarbetare, inhyrd personal, praktikanter, leverantörer och kunder.',
                },
                { h2: 'Så går det till' },
                {
                  ol: [
                    'Du lämnar din rapport via den externa rapporteringskanalen, skriftligt eller muntligt. Du väljer själv om du vill vara anonym.',
                    'Rapporten tas emot av en extern part och hanteras av en särskild utredningsgrupp som är oberoende av den verksamhet rapporten gäller.',
                    'Du får en bekräftelse inom **sju dagar** och återkoppling om vad som görs inom **tre månader**.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Du är skyddad' },
                {
                  p: 'Den som i god tro rapporterar ett missförhållande skyddas av lagen om skydd för personer som rapporterar om missförhållanden. Vi accepterar inga repressalier mot en visselblåsare. Frågor om själva funktionen besvaras av koncernens jurist på **visselblasning@nordvik.example**.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Whistleblowing',
          metaDescription:
            'Report wrongdoing at Nordvik Group anonymously through our independent whistleblowing service. How it works and how you are protected.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Our whistleblowing service is for serious wrongdoing where there is a public interest in it coming to light: for example bribery, fraud, breaches of environmental or safety rules, or serious discrimination. It can be used by employees, agency staff, trainees, suppliers and customers.',
                },
                { h2: 'How it works' },
                {
                  ol: [
                    'You submit your report through the external reporting channel, in writing or orally. You choose whether to remain anonymous.',
                    'The report is received by an external party and handled by a dedicated investigation team that is independent of the part of the business concerned.',
                    'You receive an acknowledgement within **seven days** and feedback on what is being done within **three months**.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'You are protected' },
                {
                  p: 'Anyone who reports wrongdoing in good faith is protected by the Swedish Whistleblower Protection Act. We accept no retaliation against a whistleblower. Questions about the service itself are answered by the group’s legal counsel at **visselblasning@nordvik.example**.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/om-oss/for-leverantorer',
      sortOrder: 40,
      ogImage: 'workshop',
      content: {
        'sv-SE': {
          title: 'För leverantörer',
          metaDescription:
            'Information för leverantörer till Nordvik Group: inköpsorganisation, uppförandekod för leverantörer, fakturering och kontakt.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik Group köper varje år in reservdelar, däck, verkstadsutrustning, IT, fastighetstjänster och marknadsföring för omkring 1,8 miljarder kronor. Inköpen samordnas av koncernens inköpsavdelning i Umeå, medan bolagen själva beställer inom de avtal som finns.',
                },
                { h2: 'Det här förväntar vi oss' },
                {
                  ul: [
                    'Att du följer vår uppförandekod för leverantörer, bland annat om arbetsvillkor, miljö och antikorruption',
                    'Att du kan redovisa klimatpåverkan för de varor och tjänster du levererar',
                    'Elektronisk faktura i Peppol-format med vårt inköpsordernummer',
                    'Betalningsvillkor 30 dagar netto',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Vill du bli leverantör?',
              text: [
                {
                  p: 'Vi upphandlar större avtal vart tredje år och publicerar planerade upphandlingar i början av varje år. Presentera ditt företag för inköpsavdelningen på **inkop@nordvik.example** så hör vi av oss när det blir aktuellt.',
                },
              ],
              link: { path: '/om-oss/bolagsstyrning/uppforandekod', label: 'Läs uppförandekoden' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'For suppliers',
          metaDescription:
            'Information for suppliers to Nordvik Group: purchasing organisation, supplier code of conduct, invoicing and contacts.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Every year Nordvik Group buys spare parts, tyres, workshop equipment, IT, facility services and marketing worth around SEK 1.8 billion. Purchasing is coordinated by the group purchasing department in Umeå, while the companies place orders within the agreements in place.',
                },
                { h2: 'What we expect' },
                {
                  ul: [
                    'That you follow our supplier code of conduct, covering working conditions, environment and anti-corruption',
                    'That you can report the climate impact of the goods and services you supply',
                    'Electronic invoices in Peppol format with our purchase order number',
                    'Payment terms of 30 days net',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Want to become a supplier?',
              text: [
                {
                  p: 'We tender larger agreements every three years and publish planned tenders at the start of each year. Introduce your company to group purchasing at **inkop@nordvik.example** and we will be in touch when the time comes.',
                },
              ],
              link: { path: '/om-oss/bolagsstyrning/uppforandekod', label: 'Read the code of conduct' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/om-oss/kontakt',
      sortOrder: 50,
      ogImage: 'dealership',
      content: {
        'sv-SE': {
          title: 'Kontakta oss',
          navTitle: 'Kontakt',
          metaDescription:
            'Kontakta Nordvik Group: huvudkontoret i Umeå, presstjänsten, inköp och rekrytering. Frågor om en bil eller verkstadstid besvaras av respektive bolag.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Har du en fråga om en bil, en verkstadstid eller ett däckbyte? Då hjälper bolaget och anläggningen närmast dig dig snabbast – du hittar dem under [våra varumärken](/vara-varumarken). För frågor om koncernen är du välkommen att kontakta huvudkontoret.',
                },
                { h2: 'Huvudkontoret' },
                {
                  ul: [
                    'Nordvik Group AB, Backen, Umeå',
                    'Växel: 070-174 06 51, vardagar 8–17',
                    'E-post: info@nordvik.example',
                  ],
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Vem vill du nå?',
              variant: 'Card With Borders',
              cards: [
                { title: 'Press', text: 'Karin Lindqvist, kommunikationschef. press@nordvik.example', link: { path: '/press' }, buttonText: 'Till pressrummet' },
                { title: 'Inköp', text: 'Leverantörsfrågor och upphandlingar. inkop@nordvik.example', link: { path: '/om-oss/for-leverantorer' }, buttonText: 'För leverantörer' },
                { title: 'Rekrytering', text: 'Lediga jobb och spontanansökningar. rekrytering@nordvik.example', link: { path: '/karriar' }, buttonText: 'Till karriärsidan' },
              ],
            },
          ],
        },
        en: {
          title: 'Contact us',
          navTitle: 'Contact',
          metaDescription:
            'Contact Nordvik Group: head office in Umeå, press office, purchasing and recruitment. Questions about a car or a workshop booking are answered by each company.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Do you have a question about a car, a workshop appointment or a tyre change? The company and site nearest to you can help you fastest – find them under [our brands](/vara-varumarken). For questions about the group, you are welcome to contact head office.',
                },
                { h2: 'Head office' },
                {
                  ul: [
                    'Nordvik Group AB, Backen, Umeå, Sweden',
                    'Switchboard: 070-174 06 51, weekdays 8 am–5 pm CET',
                    'Email: info@nordvik.example',
                  ],
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Who would you like to reach?',
              variant: 'Card With Borders',
              cards: [
                { title: 'Press', text: 'Karin Lindqvist, Head of Communications. press@nordvik.example', link: { path: '/press' }, buttonText: 'Visit the newsroom' },
                { title: 'Purchasing', text: 'Supplier questions and tenders. inkop@nordvik.example', link: { path: '/om-oss/for-leverantorer' }, buttonText: 'For suppliers' },
                { title: 'Recruitment', text: 'Open positions and open applications. rekrytering@nordvik.example', link: { path: '/karriar' }, buttonText: 'Go to careers' },
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
      path: '/vara-varumarken/bilhandel-i-sverige',
      sortOrder: 10,
      ogImage: 'winter',
      menuImage: 'winter',
      content: {
        'sv-SE': {
          title: 'Bilhandel i Sverige',
          metaDescription:
            'Nordvik Bil och Nordvik Bilhall: nya och begagnade bilar, verkstad, däckhotell och finansiering på anläggningar från Luleå till Örebro.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'I Sverige driver vi bilhandel under två varumärken med var sin historia. Tillsammans har de nio anläggningar och omkring 800 medarbetare, och levererar över 15 000 bilar om året.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Nordvik Bil',
              text: [
                {
                  p: 'Där allt började. Nordvik Bil säljer nya och begagnade bilar och har verkstäder i Umeå, Luleå, Sundsvall, Östersund och Skellefteå. Bolaget är känt för sina vintertestade begagnatbilar och en service som är öppen redan kl. 6.30 på vintern.',
                },
              ],
              link: { url: 'http://se.localhost:3000', label: 'Till Nordvik Bil', newTab: true },
              image: 'winter',
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'blurb',
              title: 'Nordvik Bilhall',
              text: [
                {
                  p: 'Fullservice-bilhallar i Gävle, Uppsala, Västerås och Örebro. Här finns allt under ett tak: nya och begagnade bilar, privatleasing, verkstad och däckhotell med onlinebokning.',
                },
              ],
              link: { url: 'http://se2.localhost:3000', label: 'Till Nordvik Bilhall', newTab: true },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'Car retail in Sweden',
          metaDescription:
            'Nordvik Bil and Nordvik Bilhall: new and used cars, workshops, tyre hotels and finance at sites from Luleå to Örebro.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'In Sweden we run car retail under two brands, each with its own history. Together they have nine sites and around 800 employees, and deliver more than 15,000 cars a year.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Nordvik Bil',
              text: [
                {
                  p: 'Where it all began. Nordvik Bil sells new and used cars and runs workshops in Umeå, Luleå, Sundsvall, Östersund and Skellefteå. The company is known for its winter-tested used cars and a service reception that opens at 6.30 am in winter.',
                },
              ],
              link: { url: 'http://se.localhost:3000', label: 'Visit Nordvik Bil', newTab: true },
              image: 'winter',
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'blurb',
              title: 'Nordvik Bilhall',
              text: [
                {
                  p: 'Full-service dealerships in Gävle, Uppsala, Västerås and Örebro. Everything under one roof: new and used cars, private leasing, workshops and tyre hotels with online booking.',
                },
              ],
              link: { url: 'http://se2.localhost:3000', label: 'Visit Nordvik Bilhall', newTab: true },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/vara-varumarken/carstore-och-auktion',
      sortOrder: 20,
      ogImage: 'city',
      menuImage: 'city',
      content: {
        'sv-SE': {
          title: 'Carstore och Auktion',
          metaDescription:
            'Nordvik Carstore säljer begagnade bilar till fasta priser och Nordvik Auktion säljer bilar på auktion online varje vecka.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Två sätt att köpa begagnat, med samma testprotokoll i botten. Carstore är för dig som vill ha ett fast pris och bilen hem till dörren; Auktion är för dig som gillar att fynda – eller vill sälja din egen bil till högstbjudande.',
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Nordvik Carstore',
                  text: 'Omkring 2 000 begagnade bilar till fasta priser i bilhallar i Stockholm, Göteborg och Malmö. 14 dagars öppet köp och hemleverans i hela landet.',
                  link: { url: 'http://carstore.localhost:3000', newTab: true },
                  buttonText: 'Till Nordvik Carstore',
                  image: 'city',
                },
                {
                  title: 'Nordvik Auktion',
                  text: 'Runt 600 testade bilar på auktion varje vecka, med visningshallar i Upplands Väsby och Jönköping. Budgivning med BankID.',
                  link: { url: 'http://auction.localhost:3000', newTab: true },
                  buttonText: 'Till Nordvik Auktion',
                  image: 'showroom',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Båda bolagen använder koncernens gemensamma begagnatbilssystem. En inbytesbil i Luleå kan därför ligga ute i Carstores hall i Göteborg eller på veckoauktionen redan dagen efter att den testats.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Carstore and Auction',
          metaDescription:
            'Nordvik Carstore sells used cars at fixed prices, and Nordvik Auktion sells cars at online auction every week.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Two ways to buy used, built on the same inspection protocol. Carstore is for those who want a fixed price and the car delivered to their door; Auction is for bargain hunters – or for selling your own car to the highest bidder.',
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Nordvik Carstore',
                  text: 'Around 2,000 used cars at fixed prices in showrooms in Stockholm, Gothenburg and Malmö. A 14-day return policy and home delivery nationwide.',
                  link: { url: 'http://carstore.localhost:3000', newTab: true },
                  buttonText: 'Visit Nordvik Carstore',
                  image: 'city',
                },
                {
                  title: 'Nordvik Auktion',
                  text: 'Around 600 inspected cars at auction every week, with viewing halls in Upplands Väsby and Jönköping. Bid securely with BankID.',
                  link: { url: 'http://auction.localhost:3000', newTab: true },
                  buttonText: 'Visit Nordvik Auktion',
                  image: 'showroom',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Both companies use the group’s shared used-car system. A part-exchanged car in Luleå can be on display in Carstore’s Gothenburg showroom, or in the weekly auction, the day after it has been inspected.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/vara-varumarken/nordvik-partner',
      sortOrder: 30,
      ogImage: 'workshop',
      menuImage: 'workshop',
      content: {
        'sv-SE': {
          title: 'Nordvik Partner',
          metaDescription:
            'Nordvik Partner är koncernens samarbetsprogram för fristående verkstäder och bilhandlare: inköp, system, utbildning och kundflöde.',
          layout: [
            {
              blockType: 'blurb',
              title: 'En koncerns styrka för den fristående företagaren',
              text: [
                {
                  p: 'Sedan 2023 erbjuder vi fristående verkstäder och bilhandlare att bli en del av Nordvik – utan att ge upp sitt eget namn. I dag är över 140 företag från Kiruna till Trelleborg anslutna.',
                },
                {
                  ul: [
                    'Reservdelar och däck till koncernpris',
                    'Verkstadssystem med onlinebokning',
                    'Bokningar från Nordviks webbplatser',
                    'Utbildning i Jönköping och Göteborg',
                  ],
                },
              ],
              link: { url: 'http://partner.localhost:3000', label: 'Till Nordvik Partner', newTab: true },
              image: 'workshop',
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Partnerprogrammet bidrar till något som är viktigt för hela branschen: att det finns kunniga verkstäder även på mindre orter. Många av våra partner ligger där Nordvik inte har egna anläggningar.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Nordvik Partner',
          metaDescription:
            'Nordvik Partner is the group’s partnership programme for independent workshops and dealers: purchasing, systems, training and customer flow.',
          layout: [
            {
              blockType: 'blurb',
              title: 'The strength of a group for the independent business',
              text: [
                {
                  p: 'Since 2023 we have invited independent workshops and dealers to become part of Nordvik – without giving up their own name. Today more than 140 businesses from Kiruna to Trelleborg have joined.',
                },
                {
                  ul: [
                    'Parts and tyres at group prices',
                    'Workshop management system with online booking',
                    'Bookings from Nordvik’s websites',
                    'Training in Jönköping and Gothenburg',
                  ],
                },
              ],
              link: { url: 'http://partner.localhost:3000', label: 'Visit Nordvik Partner', newTab: true },
              image: 'workshop',
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'The programme contributes to something that matters to the whole industry: skilled workshops in smaller towns, too. Many of our partners are located where Nordvik has no sites of its own.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/vara-varumarken/internationellt',
      sortOrder: 40,
      ogImage: 'coast',
      menuImage: 'coast',
      content: {
        'sv-SE': {
          title: 'Internationellt',
          metaDescription:
            'Nordviks bolag i Norge, Storbritannien, Finland och Slovakien: 16 anläggningar med lokala team och gemensamma arbetssätt.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Lokala bolag, gemensamma värderingar',
              text: 'Sedan 2004 har vi byggt upp verksamhet i fyra länder utanför Sverige – alltid med lokala ledningar som känner sina kunder.',
              image: 'coast',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Nordvik Bil Norge',
                  text: 'Oslo, Drammen, Tønsberg och Lillestrøm. Norges elbilsmarknad gör bolaget till koncernens kunskapscenter för elbilar.',
                  link: { url: 'http://no.localhost:3000', newTab: true },
                  buttonText: 'Besök Nordvik Bil Norge',
                },
                {
                  title: 'Nordvik Motors UK',
                  text: 'Mercedes-Benz, smart, MINI och BMW i Reading, Guildford, Basingstoke och Oxford.',
                  link: { url: 'http://uk.localhost:3000', newTab: true },
                  buttonText: 'Besök Nordvik Motors',
                },
                {
                  title: 'Nordvik Autot',
                  text: 'Esbo, Helsingfors, Tammerfors och Åbo. Bilar, service och däckhotell på finska och svenska.',
                  link: { url: 'http://fi.localhost:3000', newTab: true },
                  buttonText: 'Besök Nordvik Autot',
                },
                {
                  title: 'Nordvik Auto Slovensko',
                  text: 'Bratislava, Trnava, Žilina och Košice. Koncernens snabbast växande bolag.',
                  link: { url: 'http://sk.localhost:3000', newTab: true },
                  buttonText: 'Besök Nordvik Auto',
                },
              ],
            },
          ],
        },
        en: {
          title: 'International',
          metaDescription:
            'Nordvik’s companies in Norway, the UK, Finland and Slovakia: 16 sites with local teams and shared ways of working.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Local companies, shared values',
              text: 'Since 2004 we have built businesses in four countries outside Sweden – always led by local teams who know their customers.',
              image: 'coast',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Nordvik Bil Norge',
                  text: 'Oslo, Drammen, Tønsberg and Lillestrøm. Norway’s electric car market makes it the group’s centre of EV expertise.',
                  link: { url: 'http://no.localhost:3000', newTab: true },
                  buttonText: 'Visit Nordvik Bil Norge',
                },
                {
                  title: 'Nordvik Motors UK',
                  text: 'Mercedes-Benz, smart, MINI and BMW in Reading, Guildford, Basingstoke and Oxford.',
                  link: { url: 'http://uk.localhost:3000', newTab: true },
                  buttonText: 'Visit Nordvik Motors',
                },
                {
                  title: 'Nordvik Autot',
                  text: 'Espoo, Helsinki, Tampere and Turku. Cars, servicing and tyre hotels in Finnish and Swedish.',
                  link: { url: 'http://fi.localhost:3000', newTab: true },
                  buttonText: 'Visit Nordvik Autot',
                },
                {
                  title: 'Nordvik Auto Slovensko',
                  text: 'Bratislava, Trnava, Žilina and Košice. The group’s fastest-growing company.',
                  link: { url: 'http://sk.localhost:3000', newTab: true },
                  buttonText: 'Visit Nordvik Auto',
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
      navigableWithChildren: false,
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
      path: '/karriar/lediga-jobb',
      sortOrder: 10,
      ogImage: 'showroom',
      menuImage: 'showroom',
      externalLink: { href: 'https://jobb.nordvik.example', linktype: 'external' },
      content: {
        'sv-SE': {
          title: 'Lediga jobb',
          metaDescription:
            'Lediga jobb i Nordvik Group: biltekniker, säljare, servicerådgivare, lager och administration på 30 anläggningar i fem länder.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Alla lediga tjänster i koncernen publiceras på vår jobbportal, där du kan filtrera på ort, bolag och yrkesområde och ansöka direkt. Just nu söker vi bland annat:',
                },
                {
                  ul: [
                    'Biltekniker och elbilstekniker i Umeå, Luleå, Gävle och Uppsala',
                    'Servicerådgivare i Sundsvall och Västerås',
                    'Bilsäljare till Nordvik Carstore i Göteborg',
                    'Testtekniker till Nordvik Auktion i Jönköping',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Till jobbportalen',
              text: [
                {
                  p: 'Skapa en jobbevakning så får du ett mejl när en tjänst som passar dig publiceras. Ansökan tar omkring tio minuter och du behöver inget personligt brev – vi ställer i stället tre korta frågor.',
                },
              ],
              link: { url: 'https://jobb.nordvik.example', label: 'Se alla lediga jobb', newTab: true },
              image: 'showroom',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Open positions',
          metaDescription:
            'Jobs at Nordvik Group: technicians, sales advisers, service advisers, warehouse and administration at 30 sites in five countries.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Every open position in the group is published on our job portal, where you can filter by town, company and field and apply directly. Right now we are looking for, among others:',
                },
                {
                  ul: [
                    'Vehicle and EV technicians in Umeå, Luleå, Gävle and Uppsala',
                    'Service advisers in Sundsvall and Västerås',
                    'Sales advisers for Nordvik Carstore in Gothenburg',
                    'Inspection technicians for Nordvik Auktion in Jönköping',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Go to the job portal',
              text: [
                {
                  p: 'Set up a job alert and we will email you when a suitable position is published. Applying takes about ten minutes and you do not need a cover letter – instead we ask three short questions.',
                },
              ],
              link: { url: 'https://jobb.nordvik.example', label: 'See all open positions', newTab: true },
              image: 'showroom',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/karriar/verkstadsskolan',
      sortOrder: 20,
      ogImage: 'forest',
      menuImage: 'forest',
      content: {
        'sv-SE': {
          title: 'Nordvik Verkstadsskola',
          navTitle: 'Verkstadsskolan',
          metaDescription:
            'Nordvik Verkstadsskola: 18 månaders betald lärlingsutbildning till biltekniker, med teori i Umeå och praktik på en anläggning nära dig.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Bli biltekniker – med lön från första dagen',
              text: '18 månader, en handledare som följer dig hela vägen och ett jobb som väntar när du är klar.',
              link: { path: '/karriar/verkstadsskolan/sa-soker-du', label: 'Så söker du' },
              buttonType: 'Primary',
              image: 'forest',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Upplägget' },
                {
                  ul: [
                    '**Sex teoriblock** om tre veckor vardera på utbildningscentret i Umeå – resa och boende betalas av oss',
                    '**Praktik** på en av koncernens verkstäder, med en utsedd handledare',
                    '**Certifieringar** inom bland annat högvoltssystem, luftkonditionering och ADAS-kalibrering',
                    '**Lärlingslön** enligt kollektivavtal från första dagen',
                  ],
                },
                {
                  p: 'Sedan starten 2011 har över 600 lärlingar gått utbildningen. Nio av tio får en tillsvidareanställning hos oss när de är klara, och flera är i dag verkstadschefer.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Nordvik Workshop Academy',
          navTitle: 'Workshop Academy',
          metaDescription:
            'Nordvik Workshop Academy: an 18-month paid apprenticeship to become a vehicle technician, with theory in Umeå and hands-on work at a site near you.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Become a technician – paid from day one',
              text: '18 months, a mentor who follows you all the way and a job waiting when you finish.',
              link: { path: '/karriar/verkstadsskolan/sa-soker-du', label: 'How to apply' },
              buttonType: 'Primary',
              image: 'forest',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'How it works' },
                {
                  ul: [
                    '**Six theory blocks** of three weeks each at the training centre in Umeå – we pay for travel and accommodation',
                    '**Hands-on training** at one of the group’s workshops, with a dedicated mentor',
                    '**Certifications** in high-voltage systems, air conditioning and ADAS calibration, among others',
                    '**Apprentice pay** under the collective agreement from day one',
                  ],
                },
                {
                  p: 'Since the start in 2011 more than 600 apprentices have completed the programme. Nine out of ten are offered a permanent position with us when they finish, and several are now workshop managers.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/karriar/verkstadsskolan/sa-soker-du',
      sortOrder: 10,
      ogImage: 'workshop',
      content: {
        'sv-SE': {
          title: 'Så söker du till Verkstadsskolan',
          navTitle: 'Så söker du',
          metaDescription:
            'Så söker du till Nordvik Verkstadsskola: krav, urval, prova-på-dag och ansökningsperioder för augusti- och januarikullen.',
          layout: [
            {
              blockType: 'richText',
              content: [
                { h2: 'Vem kan söka?' },
                {
                  p: 'Du som har gått fordons- och transportprogrammet på gymnasiet, eller har motsvarande kunskaper från jobb eller egna projekt. Du behöver B-körkort senast när utbildningen startar. Vi väljer inte bort någon på grund av ålder – flera av våra lärlingar har bytt bana mitt i livet.',
                },
                { h2: 'Två kullar per år' },
                {
                  ul: [
                    '**Augustikullen:** ansökan är öppen 1 februari–31 mars, intervjuer och prova-på-dagar hålls i april och maj, och utbildningen startar i mitten av augusti',
                    '**Januarikullen:** ansökan är öppen 1 september–31 oktober, intervjuer hålls i november och utbildningen startar i slutet av januari',
                  ],
                },
                { p: 'Båda kullarna börjar med en introduktionsvecka på utbildningscentret i Umeå.' },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Prova på en dag',
              text: [
                {
                  p: 'Under prova-på-dagen följer du en av våra tekniker, byter hjul, läser av felkoder och får se hur en vanlig arbetsdag ser ut. Det är lika mycket ett sätt för dig att känna efter som för oss att lära känna dig.',
                },
              ],
              link: { url: 'https://jobb.nordvik.example', label: 'Till ansökan', newTab: true },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'How to apply to the Workshop Academy',
          navTitle: 'How to apply',
          metaDescription:
            'How to apply to the Nordvik Workshop Academy: requirements, selection, taster day and application periods for the August and January intakes.',
          layout: [
            {
              blockType: 'richText',
              content: [
                { h2: 'Who can apply?' },
                {
                  p: 'Anyone who has completed the vehicle and transport programme at upper secondary school, or has equivalent skills from work or their own projects. You need a driving licence for cars by the time the programme starts. We do not rule anyone out because of age – several of our apprentices changed careers in mid-life.',
                },
                { h2: 'Two intakes a year' },
                {
                  ul: [
                    '**August intake:** applications are open 1 February–31 March, interviews and taster days take place in April and May, and the programme starts in mid-August',
                    '**January intake:** applications are open 1 September–31 October, interviews take place in November and the programme starts at the end of January',
                  ],
                },
                { p: 'Both intakes begin with an induction week at the training centre in Umeå.' },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Try it for a day',
              text: [
                {
                  p: 'On the taster day you shadow one of our technicians, change wheels, read fault codes and see what an ordinary working day looks like. It is as much a chance for you to get a feel for the job as for us to get to know you.',
                },
              ],
              link: { url: 'https://jobb.nordvik.example', label: 'Apply now', newTab: true },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
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
      path: '/press/pressmeddelanden',
      sortOrder: 10,
      ogImage: 'city',
      content: {
        'sv-SE': {
          title: 'Pressmeddelanden',
          metaDescription: 'Pressmeddelanden från Nordvik Group och koncernens bolag, senaste först – med kontaktuppgifter till vår presstjänst.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Här publicerar vi pressmeddelanden från koncernen och bolagen. Vill du få dem direkt i din inkorg? Mejla **press@nordvik.example** så lägger vi till dig på sändlistan.',
                },
              ],
            },
            { blockType: 'storiesList', layout: 'TwoColumns', showDates: true, highlightLatestStory: true },
            {
              blockType: 'cardList',
              heading: 'Ur arkivet',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Nordvik Bilhall öppnar i Västerås',
                  text: '12 mars 2025 – Ny anläggning med 24 laddplatser, verkstad och däckhotell.',
                  link: { path: '/press/pressmeddelanden/ny-anlaggning-i-vasteras' },
                  buttonText: 'Läs pressmeddelandet',
                  image: 'dealership',
                },
                {
                  title: '28 nya lärlingar på Verkstadsskolan',
                  text: '28 januari 2025 – Den största kullen hittills, med rekordmånga kvinnor.',
                  link: { path: '/press/pressmeddelanden/28-nya-larlingar' },
                  buttonText: 'Läs pressmeddelandet',
                  image: 'workshop',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Press releases',
          metaDescription: 'Press releases from Nordvik Group and its companies, latest first – with contact details for our press office.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Here we publish press releases from the group and its companies. Would you like them sent straight to your inbox? Email **press@nordvik.example** and we will add you to the distribution list.',
                },
              ],
            },
            { blockType: 'storiesList', layout: 'TwoColumns', showDates: true, highlightLatestStory: true },
            {
              blockType: 'cardList',
              heading: 'From the archive',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Nordvik Bilhall opens in Västerås',
                  text: '12 March 2025 – A new site with 24 charging bays, a workshop and a tyre hotel.',
                  link: { path: '/press/pressmeddelanden/ny-anlaggning-i-vasteras' },
                  buttonText: 'Read the press release',
                  image: 'dealership',
                },
                {
                  title: '28 new apprentices at the Workshop Academy',
                  text: '28 January 2025 – The largest intake yet, with a record number of women.',
                  link: { path: '/press/pressmeddelanden/28-nya-larlingar' },
                  buttonText: 'Read the press release',
                  image: 'workshop',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/press/pressmeddelanden/ny-anlaggning-i-vasteras',
      sortOrder: 10,
      ogImage: 'dealership',
      content: {
        'sv-SE': {
          title: 'Nordvik Bilhall öppnar ny anläggning i Västerås',
          navTitle: 'Ny anläggning i Västerås',
          metaDescription:
            'Nordvik Bilhall öppnar en ny anläggning i Västerås med bilhall, verkstad, däckhotell och 24 laddplatser. 45 nya jobb skapas.',
          layout: [
            {
              blockType: 'richText',
              content: [
                { p: '*Umeå, 12 mars 2025*' },
                {
                  p: '**Nordvik Bilhall öppnar i dag en ny anläggning i Västerås. Med bilhall, verkstad med tolv arbetsplatser, däckhotell för 4 000 hjulsatser och 24 publika laddplatser är det koncernens största nyetablering hittills. 45 nya jobb skapas.**',
                },
                {
                  p: 'Anläggningen ligger vid Erikslund och är byggd för att drivas helt utan fossil energi. Taket bär 1 100 kvadratmeter solceller och byggnaden värms med bergvärme.',
                },
                {
                  quote: 'Västerås har länge varit en vit fläck på vår karta. Nu kan vi erbjuda kunderna i Mälardalen samma service som i Gävle och Uppsala – och tolv av de 45 nya medarbetarna kommer direkt från vår egen verkstadsskola. – Johan Nordvik, vd Nordvik Group',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Om Nordvik Bilhall',
              text: [
                {
                  p: 'Nordvik Bilhall har sedan 2004 sålt och servat bilar i Mellansverige och har nu anläggningar i Gävle, Uppsala, Västerås och Örebro. Bolaget ingår i familjeägda Nordvik Group.',
                },
              ],
              link: { path: '/vara-varumarken/bilhandel-i-sverige', label: 'Om bilhandeln i Sverige' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Nordvik Bilhall opens a new site in Västerås',
          navTitle: 'New site in Västerås',
          metaDescription:
            'Nordvik Bilhall opens a new site in Västerås with a showroom, workshop, tyre hotel and 24 charging bays, creating 45 new jobs.',
          layout: [
            {
              blockType: 'richText',
              content: [
                { p: '*Umeå, 12 March 2025*' },
                {
                  p: '**Nordvik Bilhall today opens a new site in Västerås. With a showroom, a twelve-bay workshop, a tyre hotel for 4,000 wheel sets and 24 public charging bays, it is the group’s largest new site to date. 45 new jobs are being created.**',
                },
                {
                  p: 'The site is located at Erikslund and is built to run entirely without fossil energy. The roof carries 1,100 square metres of solar panels, and the building is heated by ground-source heat pumps.',
                },
                {
                  quote: 'Västerås has long been a blank spot on our map. Now we can offer customers in the Mälardalen region the same service as in Gävle and Uppsala – and twelve of the 45 new colleagues come straight from our own workshop academy. – Johan Nordvik, CEO, Nordvik Group',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'About Nordvik Bilhall',
              text: [
                {
                  p: 'Since 2004 Nordvik Bilhall has sold and serviced cars in central Sweden and now has sites in Gävle, Uppsala, Västerås and Örebro. The company is part of the family-owned Nordvik Group.',
                },
              ],
              link: { path: '/vara-varumarken/bilhandel-i-sverige', label: 'About our car retail in Sweden' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/press/pressmeddelanden/28-nya-larlingar',
      sortOrder: 20,
      ogImage: 'workshop',
      content: {
        'sv-SE': {
          title: '28 nya lärlingar startar på Nordvik Verkstadsskola',
          navTitle: '28 nya lärlingar',
          metaDescription:
            'Nordvik Verkstadsskola välkomnar 28 nya lärlingar, den största kullen hittills. Elva av dem är kvinnor.',
          layout: [
            {
              blockType: 'richText',
              content: [
                { p: '*Umeå, 28 januari 2025*' },
                {
                  p: '**I dag startar 28 nya lärlingar på Nordvik Verkstadsskola – den största kullen sedan utbildningen startade 2011. Elva av lärlingarna är kvinnor, vilket är fler än någonsin tidigare.**',
                },
                {
                  p: 'Lärlingarna kommer att arbeta på 19 av koncernens verkstäder i Sverige, från Luleå i norr till Örebro i söder. Utbildningen pågår i 18 månader och varvar teori i Umeå med praktik på hemmaverkstaden.',
                },
                {
                  quote: 'Bristen på biltekniker är en av branschens största utmaningar. Vi löser den inte genom att vänta på att andra ska utbilda åt oss. – Petra Öhman, HR-direktör Nordvik Group',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Om Nordvik Verkstadsskola',
              text: [
                {
                  p: 'Nordvik Verkstadsskola är koncernens egen lärlingsutbildning för biltekniker. Över 600 lärlingar har utbildats sedan starten, och nio av tio får fast anställning efter avslutad utbildning.',
                },
              ],
              link: { path: '/karriar/verkstadsskolan', label: 'Om Verkstadsskolan' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: '28 new apprentices start at the Nordvik Workshop Academy',
          navTitle: '28 new apprentices',
          metaDescription:
            'The Nordvik Workshop Academy welcomes 28 new apprentices, its largest intake yet. Eleven of them are women.',
          layout: [
            {
              blockType: 'richText',
              content: [
                { p: '*Umeå, 28 January 2025*' },
                {
                  p: '**Today 28 new apprentices start at the Nordvik Workshop Academy – the largest intake since the programme began in 2011. Eleven of the apprentices are women, more than ever before.**',
                },
                {
                  p: 'The apprentices will work at 19 of the group’s workshops in Sweden, from Luleå in the north to Örebro in the south. The programme lasts 18 months and combines theory in Umeå with hands-on work at their home workshop.',
                },
                {
                  quote: 'The shortage of vehicle technicians is one of the industry’s biggest challenges. We will not solve it by waiting for others to train people for us. – Petra Öhman, HR Director, Nordvik Group',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'About the Nordvik Workshop Academy',
              text: [
                {
                  p: 'The Nordvik Workshop Academy is the group’s own apprenticeship programme for vehicle technicians. More than 600 apprentices have trained since it began, and nine out of ten are offered a permanent position when they finish.',
                },
              ],
              link: { path: '/karriar/verkstadsskolan', label: 'About the Workshop Academy' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/press/bildbank',
      sortOrder: 20,
      ogImage: 'coast',
      content: {
        'sv-SE': {
          title: 'Bildbank',
          metaDescription:
            'Pressbilder på Nordvik Groups ledning, anläggningar och logotyper, fria att använda i redaktionellt sammanhang.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Bilderna får användas fritt i redaktionellt sammanhang om Nordvik Group och koncernens bolag. De får inte användas i reklam eller beskäras så att innehållet förvanskas. Ange fotograf där det anges.',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Bildkategorier',
              variant: 'Gray background',
              cards: [
                { title: 'Ledning', text: 'Porträtt av koncernledning och styrelseordförande.', image: 'pattern' },
                { title: 'Anläggningar', text: 'Exteriör- och interiörbilder från anläggningar i fem länder.', image: 'dealership' },
                { title: 'Verkstad och elbil', text: 'Bilder från verkstäder, utbildningscentret och laddstationer.', image: 'charging' },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Behöver du högupplösta original eller bilder på en viss anläggning? Mejla **press@nordvik.example** så skickar vi dem inom en arbetsdag. Logotyper finns i färg, svart och vitt som SVG och PNG.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Image bank',
          metaDescription:
            'Press images of Nordvik Group’s management, sites and logos, free to use in editorial contexts.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'These images may be used freely in editorial coverage of Nordvik Group and its companies. They may not be used in advertising or cropped in a way that distorts their content. Please credit the photographer where stated.',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Image categories',
              variant: 'Gray background',
              cards: [
                { title: 'Management', text: 'Portraits of group management and the chair of the board.', image: 'pattern' },
                { title: 'Sites', text: 'Exterior and interior photos of our sites in five countries.', image: 'dealership' },
                { title: 'Workshops and EVs', text: 'Photos from workshops, the training centre and charging stations.', image: 'charging' },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Need high-resolution originals or photos of a particular site? Email **press@nordvik.example** and we will send them within one working day. Logos are available in colour, black and white as SVG and PNG.',
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
              blockType: 'notFoundHero',
              title: 'Sidan kunde inte hittas',
              text: 'Den kan ha flyttats i samband med att vi byggt om webbplatsen, eller så har adressen blivit felstavad. Prova någon av länkarna nedan.',
              link: { path: '/', label: 'Till startsidan' },
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
              blockType: 'notFoundHero',
              title: 'Page not found',
              text: 'Sorry, we can’t find the page you are looking for. It may have moved when we rebuilt the website, or the address may be misspelt. Try one of the links below.',
              link: { path: '/', label: 'Go to the home page' },
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
  navigation: {
    isSticky: false,
    showSeparator: true,
  },
  footer: {
    brands: ['Volkswagen', 'Audi', 'Skoda', 'Kia', 'Volvo', 'Toyota', 'BMW', 'Mercedes-Benz'],
    brandsHeading: { 'sv-SE': 'Märken vi representerar', en: 'Makes we represent' },
    columns: {
      'sv-SE': [
        {
          title: 'Koncernen',
          items: [
            { label: 'Om Nordvik Group', link: { path: '/om-oss' } },
            { label: 'Vår historia', link: { path: '/om-oss/var-historia' } },
            { label: 'Koncernledning', link: { path: '/om-oss/ledning' } },
            { label: 'Bolagsstyrning', link: { path: '/om-oss/bolagsstyrning' } },
            { label: 'Hållbarhet', link: { path: '/hallbarhet' } },
          ],
        },
        {
          title: 'Våra varumärken',
          items: [
            { label: 'Bilhandel i Sverige', link: { path: '/vara-varumarken/bilhandel-i-sverige' } },
            { label: 'Carstore och Auktion', link: { path: '/vara-varumarken/carstore-och-auktion' } },
            { label: 'Nordvik Partner', link: { path: '/vara-varumarken/nordvik-partner' } },
            { label: 'Internationellt', link: { path: '/vara-varumarken/internationellt' } },
          ],
        },
        {
          title: 'Karriär och press',
          items: [
            { label: 'Lediga jobb', link: { path: '/karriar/lediga-jobb' } },
            { label: 'Nordvik Verkstadsskola', link: { path: '/karriar/verkstadsskolan' } },
            { label: 'Pressmeddelanden', link: { path: '/press/pressmeddelanden' } },
            { label: 'Bildbank', link: { path: '/press/bildbank' } },
          ],
        },
        {
          title: 'Kontakt',
          description: 'Huvudkontoret i Umeå svarar på vardagar kl. 8–17. Frågor om bilar och verkstadstider besvaras av respektive bolag.',
          items: [
            { label: '070-174 06 51', link: { url: 'tel:0701740651' } },
            { label: 'info@nordvik-group.test', link: { url: 'mailto:info@nordvik-group.test' } },
            { label: 'Kontakta oss', link: { path: '/om-oss/kontakt' } },
            { label: 'Visselblåsning', link: { path: '/om-oss/bolagsstyrning/visselblasning' } },
            { label: 'Cookie-inställningar', cookieSettings: true },
          ],
        },
      ],
      en: [
        {
          title: 'The group',
          items: [
            { label: 'About Nordvik Group', link: { path: '/om-oss' } },
            { label: 'Our history', link: { path: '/om-oss/var-historia' } },
            { label: 'Group management', link: { path: '/om-oss/ledning' } },
            { label: 'Corporate governance', link: { path: '/om-oss/bolagsstyrning' } },
            { label: 'Sustainability', link: { path: '/hallbarhet' } },
          ],
        },
        {
          title: 'Our brands',
          items: [
            { label: 'Car retail in Sweden', link: { path: '/vara-varumarken/bilhandel-i-sverige' } },
            { label: 'Carstore and Auction', link: { path: '/vara-varumarken/carstore-och-auktion' } },
            { label: 'Nordvik Partner', link: { path: '/vara-varumarken/nordvik-partner' } },
            { label: 'International', link: { path: '/vara-varumarken/internationellt' } },
          ],
        },
        {
          title: 'Careers and press',
          items: [
            { label: 'Open positions', link: { path: '/karriar/lediga-jobb' } },
            { label: 'Nordvik Workshop Academy', link: { path: '/karriar/verkstadsskolan' } },
            { label: 'Press releases', link: { path: '/press/pressmeddelanden' } },
            { label: 'Image bank', link: { path: '/press/bildbank' } },
          ],
        },
        {
          title: 'Contact',
          description: 'Head office in Umeå answers on weekdays, 8 am–5 pm CET. Questions about cars and workshop bookings are answered by each company.',
          items: [
            { label: '070-174 06 51', link: { url: 'tel:0701740651' } },
            { label: 'info@nordvik-group.test', link: { url: 'mailto:info@nordvik-group.test' } },
            { label: 'Contact us', link: { path: '/om-oss/kontakt' } },
            { label: 'Whistleblowing', link: { path: '/om-oss/bolagsstyrning/visselblasning' } },
            { label: 'Cookie settings', cookieSettings: true },
          ],
        },
      ],
    },
    highlightedLink: {
      'sv-SE': { label: 'Sök till Nordvik Verkstadsskola', link: { path: '/karriar/verkstadsskolan' } },
      en: { label: 'Apply to the Nordvik Workshop Academy', link: { path: '/karriar/verkstadsskolan' } },
    },
    socialLinks: [
      { name: 'facebook', url: 'https://www.facebook.com/nordvikgroup' },
      { name: 'instagram', url: 'https://www.instagram.com/nordvikgroup' },
      { name: 'youtube', url: 'https://www.youtube.com/@nordvikgroup' },
      { name: 'linkedin', url: 'https://www.linkedin.com/company/nordvik-group' },
    ],
    infoField1: {
      'sv-SE': {
        heading: 'Nordvik Group AB',
        text: 'Familjeägd bilhandelskoncern sedan 1962, med 30 anläggningar och 1 900 medarbetare i Sverige, Norge, Storbritannien, Finland och Slovakien. Huvudkontor: Backen, Umeå.',
      },
      en: {
        heading: 'Nordvik Group AB',
        text: 'A family-owned automotive retail group since 1962, with 30 sites and 1,900 employees in Sweden, Norway, the UK, Finland and Slovakia. Head office: Backen, Umeå, Sweden.',
      },
    },
    infoField2: {
      'sv-SE': {
        heading: 'Presskontakt',
        text: 'Karin Lindqvist, kommunikationschef. Telefon 070-174 06 15, press@nordvik.example. Vi svarar journalister på vardagar kl. 8–17.',
      },
      en: {
        heading: 'Press contact',
        text: 'Karin Lindqvist, Head of Communications. Phone 070-174 06 15, press@nordvik.example. We answer journalists on weekdays, 8 am–5 pm CET.',
      },
    },
  },
}
