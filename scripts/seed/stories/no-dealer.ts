import type { SeedStories } from '../types'

/** News for Nordvik Bil Norge (nb-NO + en), listed on the page /nyheter. */
export const stories: SeedStories = {
  indexPath: '/nyheter',
  tags: [
    { key: 'elbil', value: { 'nb-NO': 'Elbil', en: 'Electric cars' } },
    { key: 'verksted', value: { 'nb-NO': 'Verksted og service', en: 'Workshop and service' } },
    { key: 'dekk', value: { 'nb-NO': 'Dekk og hjulskift', en: 'Tyres' } },
    { key: 'vinter', value: { 'nb-NO': 'Vinterkjøring', en: 'Winter driving' } },
    { key: 'finansiering', value: { 'nb-NO': 'Finansiering', en: 'Financing' } },
    { key: 'anlegg', value: { 'nb-NO': 'Våre anlegg', en: 'Our sites' } },
  ],
  stories: [
    {
      slug: 'mer-rekkevidde-i-kulda',
      date: '2025-01-14T08:00:00Z',
      author: 'Jonas Strand',
      tags: ['elbil', 'vinter'],
      image: {
        scene: 'hero-winter',
        variant: 'night',
        carColor: '#0f7f73',
        alt: 'Grønn elbil med lysene på i et snødekt landskap en kald vinterkveld',
      },
      content: {
        'nb-NO': {
          title: 'Slik får du mer rekkevidde ut av elbilen i kulda',
          premble:
            'Kulde kan spise 20–30 prosent av rekkevidden. Med noen enkle grep henter du tilbake mye av den – og slipper å fryse.',
          body: [
            {
              p: 'Når temperaturen kryper under null, bruker bilen mer energi på å holde batteriet og kupeen varm, og kjemien i cellene blir tregere. En bil med 400 kilometer oppgitt WLTP-rekkevidde kommer derfor ofte 280–320 kilometer en kald januardag.',
            },
            { h2: 'Seks råd fra teknikerne våre' },
            {
              ul: [
                '**Forvarm mens bilen lader.** Start klimaanlegget fra appen en halvtime før avreise, så tas strømmen fra laderen og ikke fra batteriet.',
                '**Bruk sete- og rattvarme.** Det bruker langt mindre strøm enn å varme opp hele kupeen.',
                '**Legg hurtigladeren inn i navigasjonen.** Da forvarmes batteriet underveis, og ladingen går raskere.',
                '**Sjekk lufttrykket.** Kalde dekk får lavere trykk og høyere rullemotstand.',
                '**Parker i garasje** når du kan – noen få plussgrader gjør mye.',
                '**Lad til 80–90 prosent i hverdagen**, og til 100 prosent bare før lange turer.',
              ],
            },
            { h2: 'Varmepumpe gjør stor forskjell' },
            {
              p: 'Har bilen varmepumpe, kan du regne med merkbart bedre vinterrekkevidde enn i en tilsvarende bil uten. Ser du etter brukt elbil, er det verdt å sjekke utstyrslisten. Les mer i [guiden vår om elbil](/kjop-bil/elbil) og om [lading hjemme og på tur](/kjop-bil/elbil/lading).',
            },
          ],
        },
        en: {
          title: 'How to get more range from your EV in the cold',
          premble:
            'Cold weather can eat 20–30 per cent of your range. A few simple habits win back much of it – and keep you warm too.',
          body: [
            {
              p: 'When the temperature drops below zero, the car uses more energy to keep the battery and cabin warm, and the chemistry in the cells slows down. A car with a rated WLTP range of 400 kilometres will therefore often manage 280–320 kilometres on a cold January day.',
            },
            { h2: 'Six tips from our technicians' },
            {
              ul: [
                '**Pre-heat while charging.** Start the climate control from the app half an hour before you leave, so the power comes from the charger rather than the battery.',
                '**Use the heated seats and steering wheel.** They use far less power than heating the whole cabin.',
                '**Set the rapid charger as your destination.** The battery is then pre-conditioned on the way, and charging is faster.',
                '**Check your tyre pressure.** Cold tyres lose pressure and increase rolling resistance.',
                '**Park in a garage** when you can – a few degrees above zero make a big difference.',
                '**Charge to 80–90 per cent day to day**, and to 100 per cent only before long trips.',
              ],
            },
            { h2: 'A heat pump makes a big difference' },
            {
              p: 'A car with a heat pump has noticeably better winter range than a similar car without one. If you are looking for a used EV, it is worth checking the equipment list. Read more in our [EV guide](/kjop-bil/elbil) and about [charging at home and on the road](/kjop-bil/elbil/lading).',
            },
          ],
        },
      },
    },
    {
      slug: 'ni-av-ti-solgte-biler-var-elektriske',
      date: '2025-02-11T09:30:00Z',
      author: 'Ingrid Haugen',
      tags: ['elbil'],
      image: {
        scene: 'hero-city',
        variant: 'night',
        carColor: '#0f7f73',
        alt: 'Grønn elbil på en våt bygate i Oslo en kveld, med byens lys i bakgrunnen',
      },
      content: {
        'nb-NO': {
          title: 'Ni av ti biler vi solgte i fjor var elektriske',
          premble:
            'I 2024 var nesten 89 prosent av alle nye personbiler som ble registrert i Norge, elbiler. Hos oss var andelen enda høyere – og bruktbilene tar etter.',
          body: [
            {
              p: 'Nordvik Bil Norge solgte rundt 7 500 biler i 2024, og ni av ti var helelektriske. Blant nybilene var andelen 97 prosent, og blant bruktbilene passerte den 80 prosent for første gang.',
            },
            { h2: 'Mest solgt hos oss i 2024' },
            {
              ol: ['Volkswagen ID.4', 'Škoda Enyaq', 'Kia EV6', 'Audi Q4 e-tron', 'Volkswagen ID.3'],
            },
            {
              quote:
                'For fem år siden måtte vi forklare hva en ladeboks var. I dag spør kundene om ladeeffekt, varmepumpe og batteritest før de spør om prisen. – Ingrid Haugen, salgssjef i Oslo',
            },
            { h2: 'Hva betyr det for deg som skal kjøpe bil?' },
            {
              p: 'Med så mange elbiler på veiene er utvalget av brukte elbiler større enn noen gang. Alle brukte elbiler hos oss har [batteritest](/kjop-bil/elbil/batteritest) med oppgitt batteritilstand, og du finner hele lageret under [bruktbiler](/kjop-bil/bruktbiler).',
            },
          ],
        },
        en: {
          title: 'Nine out of ten cars we sold last year were electric',
          premble:
            'In 2024 almost 89 per cent of all new passenger cars registered in Norway were fully electric. At our sites the share was even higher – and used cars are catching up.',
          body: [
            {
              p: 'Nordvik Bil Norge sold around 7,500 cars in 2024, and nine out of ten were fully electric. Among new cars the share was 97 per cent, and among used cars it passed 80 per cent for the first time.',
            },
            { h2: 'Our best sellers in 2024' },
            {
              ol: ['Volkswagen ID.4', 'Škoda Enyaq', 'Kia EV6', 'Audi Q4 e-tron', 'Volkswagen ID.3'],
            },
            {
              quote:
                'Five years ago we had to explain what a wallbox was. Today customers ask about charging speed, heat pumps and battery tests before they ask about the price. – Ingrid Haugen, Sales Manager, Oslo',
            },
            { h2: 'What does this mean if you are buying a car?' },
            {
              p: 'With so many electric cars on the road, the choice of used EVs is bigger than ever. Every used EV we sell has a [battery test](/kjop-bil/elbil/batteritest) with its battery health stated, and you can browse our full stock under [used cars](/kjop-bil/bruktbiler).',
            },
          ],
        },
      },
    },
    {
      slug: 'dekkskift-varen-2025',
      date: '2025-03-18T07:30:00Z',
      author: 'Magnus Solberg',
      tags: ['dekk'],
      image: {
        scene: 'tires',
        variant: 'day',
        carColor: '#0b3a3d',
        alt: 'Dekkhotell med reoler fulle av sommerhjul klare for vårens hjulskift',
      },
      content: {
        'nb-NO': {
          title: 'Dekkskift våren 2025: book nå og unngå køen',
          premble:
            'Piggdekksesongen i Sør-Norge varer til og med søndag 27. april. Timene i ukene etter påske blir fort fulle, så book hjulskiftet i god tid.',
          body: [
            {
              p: 'Hver vår skifter vi hjul på tusenvis av biler i løpet av noen hektiske uker. For å korte ned ventetiden har vi utvidet åpningstiden på verkstedene og holder åpent på lørdager fra 5. april.',
            },
            { h2: 'Viktige datoer' },
            {
              ul: [
                '**27. april:** siste dag med piggdekk i Sør-Norge',
                '**5. april–10. mai:** lørdagsåpent på alle fire verkstedene, 09.00–14.00',
                '**Etter 27. april:** kjører du med piggdekk uten at føret krever det, risikerer du forelegg',
              ],
            },
            { h2: 'Sjekk dekkene før du legger dem bort' },
            {
              p: 'Sommerdekk må ha minst 1,6 mm mønsterdybde, men vi anbefaler å bytte ved 3 mm. Har du hjulene på [dekkhotellet](/verksted/dekk-og-hjul/dekkhotell), måler vi mønsterdybden og sender deg bilder på SMS.',
            },
            {
              p: 'Et hjulskift koster 590 kr. [Bestill service](/verksted/bestill-service) og skriv «hjulskift» i meldingsfeltet, eller les mer om [dekk og hjulskift](/verksted/dekk-og-hjul).',
            },
          ],
        },
        en: {
          title: 'Spring tyre change 2025: book now and skip the queue',
          premble:
            'The studded tyre season in southern Norway runs until Sunday 27 April. Slots in the weeks after Easter fill up fast, so book your wheel change early.',
          body: [
            {
              p: 'Every spring we change wheels on thousands of cars in a few hectic weeks. To cut waiting times we have extended our workshop opening hours and are open on Saturdays from 5 April.',
            },
            { h2: 'Key dates' },
            {
              ul: [
                '**27 April:** last day for studded tyres in southern Norway',
                '**5 April–10 May:** Saturday opening at all four workshops, 9 am–2 pm',
                '**After 27 April:** driving on studded tyres when conditions do not require it can lead to a fine',
              ],
            },
            { h2: 'Check your tyres before you store them' },
            {
              p: 'Summer tyres must have at least 1.6 mm of tread, but we recommend replacing them at 3 mm. If your wheels are in our [tyre storage](/verksted/dekk-og-hjul/dekkhotell), we measure the tread depth and text you photos.',
            },
            {
              p: 'A wheel change costs NOK 590. [Book a service](/verksted/bestill-service) and write “wheel change” in the message field, or read more about [tyres and wheel changes](/verksted/dekk-og-hjul).',
            },
          ],
        },
      },
    },
    {
      slug: 'billan-eller-privatleasing',
      date: '2025-04-29T10:00:00Z',
      author: 'Silje Bakken',
      tags: ['finansiering'],
      image: {
        scene: 'pattern',
        carColor: '#0f7f73',
        alt: 'Abstrakt mønster i Nordvik-grønt og mørk petrol',
      },
      content: {
        'nb-NO': {
          title: 'Billån eller privatleasing – hva lønner seg?',
          premble:
            'Begge deler gir deg en bil å kjøre, men økonomien og ansvaret er ganske forskjellig. Vi forklarer forskjellene og hvem de passer for.',
          body: [
            {
              p: 'Rundt halvparten av kundene våre finansierer bilkjøpet på en eller annen måte. Det vanligste er fortsatt billån, men privatleasing blir stadig mer populært – særlig for elbiler.',
            },
            { h2: 'Billån: du eier bilen' },
            {
              ul: [
                'Du eier bilen fra første dag, og banken har pant i den til lånet er nedbetalt',
                'Bankene krever vanligvis minst 35 prosent egenkapital – innbyttebilen kan regnes med',
                'Nedbetalingstid fra 1 til 10 år, og du kan innfri lånet når du vil',
                'Du tar selv risikoen for hva bilen er verdt når du skal selge',
              ],
            },
            { h2: 'Privatleasing: du leier bilen' },
            {
              ul: [
                'Fast månedsleie i 24, 36 eller 48 måneder, vanligvis etter en startleie',
                'Service og hjulskift inngår i månedsbeløpet',
                'Du leverer bilen tilbake og slipper å tenke på bruktbilprisen',
                'Kjører du mer enn avtalt, betaler du per kilometer ved avslutning',
              ],
            },
            {
              p: 'Et eksempel: En brukt Volkswagen ID.4 fra 2022 kan leases for 5 490 kr i måneden i 36 måneder med 15 000 km i året, etter en startleie på 29 900 kr. Les mer om [privatleasing](/kjop-bil/finansiering/privatleasing) og [finansiering](/kjop-bil/finansiering), og se et regneeksempel for billån under [Kjøp bil](/kjop-bil).',
            },
          ],
        },
        en: {
          title: 'Car loan or personal leasing – which is right for you?',
          premble:
            'Both give you a car to drive, but the finances and responsibilities are quite different. We explain the differences and who each option suits.',
          body: [
            {
              p: 'Around half of our customers finance their car in one way or another. A car loan is still the most common choice, but personal leasing is becoming more and more popular – especially for electric cars.',
            },
            { h2: 'Car loan: you own the car' },
            {
              ul: [
                'You own the car from day one, and the bank holds a lien on it until the loan is repaid',
                'Banks usually require a deposit of at least 35 per cent – your trade-in can count towards it',
                'Repayment over 1 to 10 years, and you can pay off the loan early whenever you like',
                'You carry the risk of what the car is worth when you sell it',
              ],
            },
            { h2: 'Personal leasing: you rent the car' },
            {
              ul: [
                'A fixed monthly rent for 24, 36 or 48 months, usually after an initial payment',
                'Servicing and wheel changes are included in the monthly amount',
                'You hand the car back and never have to worry about its resale value',
                'If you drive further than agreed, you pay per kilometre at the end',
              ],
            },
            {
              p: 'An example: a used 2022 Volkswagen ID.4 can be leased for NOK 5,490 a month for 36 months at 15,000 km a year, after an initial payment of NOK 29,900. Read more about [personal leasing](/kjop-bil/finansiering/privatleasing) and [financing](/kjop-bil/finansiering), and see a worked car loan example under [Buy a car](/kjop-bil).',
            },
          ],
        },
      },
    },
    {
      slug: 'dette-stopper-flest-biler-pa-eu-kontrollen',
      date: '2025-06-03T08:00:00Z',
      author: 'Magnus Solberg',
      tags: ['verksted'],
      image: {
        scene: 'workshop',
        variant: 'day',
        carColor: '#0f7f73',
        alt: 'Grønn bil på løftebukk under EU-kontroll i et ryddig verksted',
      },
      content: {
        'nb-NO': {
          title: 'Dette stopper flest biler på EU-kontrollen',
          premble:
            'Lys, bremser og hjuloppheng står for de fleste 2-feilene vi finner. Mange av dem kan du oppdage selv – før du bestiller time.',
          body: [
            {
              p: 'Ved de fire verkstedene våre utfører vi flere tusen EU-kontroller i året. Omtrent hver femte bil får minst én 2-feil, som må utbedres innen to måneder.',
            },
            { h2: 'De vanligste feilene' },
            {
              ol: [
                '**Lys:** defekte pærer, feilinnstilte frontlys og sprukne lykteglass',
                '**Bremser:** ujevn bremsekraft og rustne bremseskiver – særlig på elbiler',
                '**Hjuloppheng:** slitte bærearmsforinger og kuleledd',
                '**Sikt:** steinsprut i førerens synsfelt og slitte viskerblader',
                '**Rust:** i bærende deler, ofte på biler som har gått mange vintre på saltede veier',
              ],
            },
            { h2: 'Elbiler og bremser' },
            {
              p: 'Fordi elbiler bremser mye med motoren, blir bremseskivene lite brukt og ruster lett. Det er en av de vanligste grunnene til at ellers nye elbiler ikke består. Vi anbefaler å bremse kraftig noen ganger i blant, og å ta bremseservice sammen med den årlige servicen.',
            },
            {
              p: 'EU-kontroll koster 1 190 kr, eller 890 kr sammen med service. Les mer om [EU-kontroll](/verksted/eu-kontroll) eller [bestill service](/verksted/bestill-service).',
            },
          ],
        },
        en: {
          title: 'What fails most cars at the EU roadworthiness test',
          premble:
            'Lights, brakes and suspension account for most of the faults we find. Many of them you can spot yourself – before you book.',
          body: [
            {
              p: 'Our four workshops carry out several thousand EU roadworthiness tests a year. Roughly one car in five has at least one fault that must be fixed within two months.',
            },
            { h2: 'The most common faults' },
            {
              ol: [
                '**Lights:** broken bulbs, misaligned headlights and cracked lenses',
                '**Brakes:** uneven braking force and rusty brake discs – especially on electric cars',
                '**Suspension:** worn control arm bushes and ball joints',
                '**Visibility:** stone chips in the driver’s field of view and worn wiper blades',
                '**Rust:** in load-bearing parts, often on cars that have spent many winters on salted roads',
              ],
            },
            { h2: 'Electric cars and brakes' },
            {
              p: 'Because electric cars do much of their braking with the motor, the brake discs get little use and rust easily. It is one of the most common reasons why otherwise new EVs fail. We recommend braking hard now and then, and having your brakes serviced along with the annual service.',
            },
            {
              p: 'The EU test costs NOK 1,190, or NOK 890 together with a service. Read more about the [EU roadworthiness test](/verksted/eu-kontroll) or [book a service](/verksted/bestill-service).',
            },
          ],
        },
      },
    },
    {
      slug: 'derfor-velger-flere-serviceavtale',
      date: '2025-08-26T08:00:00Z',
      author: 'Magnus Solberg',
      tags: ['verksted', 'finansiering'],
      image: {
        scene: 'family',
        variant: 'day',
        carColor: '#0f7f73',
        alt: 'Grønn familiebil parkert i et rolig boligstrøk en sensommerdag',
      },
      content: {
        'nb-NO': {
          title: 'Derfor velger flere serviceavtale med fast månedspris',
          premble:
            'Antallet kunder med serviceavtale hos oss er doblet på to år. Vi har sett på hva som gjør avtalen populær – og når den ikke lønner seg.',
          body: [
            {
              p: 'En serviceavtale fordeler kostnadene til service, deler og arbeid jevnt over året. I stedet for en regning på flere tusen kroner når servicelampen tennes, trekkes et fast beløp med AvtaleGiro hver måned.',
            },
            { h2: 'Hva koster det?' },
            {
              p: 'Prisen avhenger av bilmodell, alder og hvor mye du kjører. En Volkswagen ID.4 som kjører 15 000 km i året ligger for eksempel på 449 kr i måneden, mens en Škoda Octavia med bensinmotor ligger på 549 kr. Avtalene starter på 399 kr.',
            },
            { h2: 'Dette får du' },
            {
              ul: [
                'All service etter produsentens program, slik at garantien beholdes',
                'Gratis lånebil eller henting og levering innenfor 15 km fra anlegget',
                '15 prosent rabatt på slitedeler og 10 prosent på dekk og dekkhotell',
                'Veihjelp døgnet rundt i hele Europa',
              ],
            },
            {
              quote:
                'Kundene liker at de slipper å tenke på det. Vi sender påminnelse, de leverer bilen, og det kommer ingen overraskelser på regningen. – Magnus Solberg, servicesjef i Drammen',
            },
            {
              p: 'Kjører du svært lite, eller skal du snart selge bilen, kan det lønne seg å betale per besøk i stedet. Les mer om [serviceavtale](/bileierskap/serviceavtale).',
            },
          ],
        },
        en: {
          title: 'Why more drivers choose a service plan with a fixed monthly price',
          premble:
            'The number of customers with a service plan has doubled in two years. We looked at what makes it popular – and when it does not pay off.',
          body: [
            {
              p: 'A service plan spreads the cost of servicing, parts and labour evenly over the year. Instead of a bill for several thousand kroner when the service light comes on, a fixed amount is taken by direct debit every month.',
            },
            { h2: 'What does it cost?' },
            {
              p: 'The price depends on the model, its age and how far you drive. A Volkswagen ID.4 driven 15,000 km a year, for example, costs NOK 449 a month, while a petrol Škoda Octavia costs NOK 549. Plans start at NOK 399.',
            },
            { h2: 'What you get' },
            {
              ul: [
                'All servicing according to the manufacturer’s schedule, so your warranty stays valid',
                'A free courtesy car, or collection and delivery within 15 km of the site',
                '15 per cent off wear parts and 10 per cent off tyres and tyre storage',
                'Roadside assistance around the clock throughout Europe',
              ],
            },
            {
              quote:
                'Customers like not having to think about it. We send a reminder, they drop off the car, and there are no surprises on the bill. – Magnus Solberg, Service Manager, Drammen',
            },
            {
              p: 'If you drive very little, or are about to sell the car, paying per visit may work out cheaper. Read more about our [service plan](/bileierskap/serviceavtale).',
            },
          ],
        },
      },
    },
    {
      slug: 'snart-tid-for-vinterdekk',
      date: '2025-09-30T07:30:00Z',
      author: 'Thomas Eriksen',
      tags: ['dekk', 'vinter'],
      image: {
        scene: 'tires',
        variant: 'dusk',
        carColor: '#0b3a3d',
        alt: 'Vinterhjul med piggdekk stablet i reoler i dekkhotellet',
      },
      content: {
        'nb-NO': {
          title: 'Snart tid for vinterdekk: dette bør du vite før 1. november',
          premble:
            'Piggdekk er tillatt fra 1. november i Sør-Norge, men det er føret som bestemmer. Nå kan du bestille hjulskift, og vinterdekkampanjen er i gang.',
          body: [
            {
              p: 'Det er ikke datoen, men føret som avgjør når du bør skifte til vinterdekk. Piggfrie vinterdekk kan du bruke når du vil, og piggdekk kan brukes før 1. november hvis føret gjør det nødvendig for sikkerheten.',
            },
            { h2: 'Vinterdekkampanje til 15. november' },
            {
              ul: [
                '**20 prosent rabatt** på nye vinterdekk ved alle fire anleggene',
                '**Gratis hjulskift** når du kjøper fire dekk',
                'Dekkhotell for 1 690 kr per sesong, med hjulskift inkludert',
              ],
            },
            { h2: 'Piggdekk eller piggfritt?' },
            {
              p: 'Kjører du mest i Oslo eller andre byer med piggdekkgebyr, er piggfrie vinterdekk et godt valg. Bor du der det er mye is og bratte bakker – eller kjører mye på fjellet – gir piggdekk bedre grep. Elbiler er tunge og har høyt dreiemoment, så velg dekk med riktig lastindeks.',
            },
            {
              p: 'Vinterdekk må ha minst 3 mm mønsterdybde, men vi anbefaler å bytte ved 4 mm. [Bestill hjulskift](/verksted/bestill-service) eller les mer om [dekk og hjulskift](/verksted/dekk-og-hjul).',
            },
          ],
        },
        en: {
          title: 'Winter tyres soon: what to know before 1 November',
          premble:
            'Studded tyres are allowed from 1 November in southern Norway, but road conditions are what count. Wheel change bookings are open, and our winter tyre campaign has started.',
          body: [
            {
              p: 'It is the road conditions, not the date, that decide when you should switch to winter tyres. Non-studded winter tyres can be used whenever you like, and studded tyres may be used before 1 November if conditions make it necessary for safety.',
            },
            { h2: 'Winter tyre campaign until 15 November' },
            {
              ul: [
                '**20 per cent off** new winter tyres at all four sites',
                '**Free wheel change** when you buy four tyres',
                'Tyre storage for NOK 1,690 per season, wheel change included',
              ],
            },
            { h2: 'Studded or non-studded?' },
            {
              p: 'If you mostly drive in Oslo or other cities that charge a studded tyre fee, non-studded winter tyres are a good choice. If you live where there is a lot of ice and steep hills – or often drive in the mountains – studded tyres give better grip. Electric cars are heavy and have high torque, so choose tyres with the right load index.',
            },
            {
              p: 'Winter tyres must have at least 3 mm of tread, but we recommend replacing them at 4 mm. [Book a wheel change](/verksted/bestill-service) or read more about [tyres and wheel changes](/verksted/dekk-og-hjul).',
            },
          ],
        },
      },
    },
    {
      slug: 'ny-bilhall-pa-holmen-i-drammen',
      date: '2025-10-21T09:00:00Z',
      author: 'Thomas Eriksen',
      tags: ['anlegg'],
      image: {
        scene: 'showroom',
        variant: 'day',
        carColor: '#0b3a3d',
        alt: 'Den nye bilhallen i Drammen med to biler på blankt gulv og store vinduer',
      },
      content: {
        'nb-NO': {
          title: 'Ny bilhall på Holmen i Drammen er åpnet',
          premble:
            'Etter et halvt års ombygging har Drammen-anlegget – der Nordvik Bil Norge startet i 2004 – fått ny bilhall og ny kundesalong.',
          body: [
            {
              p: 'Bilhallen i Holmenveien 12 har stått nesten uendret siden vi åpnet i 2004. Nå er den bygget om fra gulv til tak, med plass til 24 biler innendørs, egne plasser for prøvekjøringsbiler og en kundesalong med arbeidsplasser og lekekrok.',
            },
            { h2: 'Dette er nytt' },
            {
              ul: [
                'Utstillingsplass for 24 biler innendørs, med egen sone for Kia',
                'Ny ladegård for prøvekjøringsbilene, så de alltid står fulladet',
                'Kundesalong med wifi, kaffe og stille arbeidsplasser',
                'Eget utleveringsrom, der du får en gjennomgang av bilen før du kjører',
              ],
            },
            {
              quote:
                'Drammen er der det hele startet, og mange kunder har handlet her i tjue år. Nå har de fått en bilhall som står i stil med verkstedet. – Thomas Eriksen, daglig leder i Drammen',
            },
            { h2: 'Åpningsfest lørdag' },
            {
              p: 'Vi feirer med åpen hall lørdag 25. oktober, med prøvekjøring, pølser og kaffe. Åpningstider og veibeskrivelse finner du på siden om [Nordvik Bil Drammen](/finn-oss/drammen).',
            },
          ],
        },
        en: {
          title: 'New showroom opens at Holmen in Drammen',
          premble:
            'After six months of rebuilding, our Drammen site – where Nordvik Bil Norge started in 2004 – has a new showroom and a new customer lounge.',
          body: [
            {
              p: 'The showroom at Holmenveien 12 had barely changed since we opened in 2004. Now it has been rebuilt from floor to ceiling, with room for 24 cars indoors, dedicated bays for test-drive cars and a customer lounge with work desks and a play corner.',
            },
            { h2: 'What is new' },
            {
              ul: [
                'Indoor display space for 24 cars, with a dedicated Kia area',
                'New charging bays for the test-drive cars, so they are always fully charged',
                'A customer lounge with wifi, coffee and quiet work desks',
                'A handover room where you get a walk-through of your car before you drive off',
              ],
            },
            {
              quote:
                'Drammen is where it all started, and many customers have bought from us here for twenty years. Now they have a showroom to match the workshop. – Thomas Eriksen, General Manager, Drammen',
            },
            { h2: 'Opening party on Saturday' },
            {
              p: 'We are celebrating with an open day on Saturday 25 October, with test drives, hot dogs and coffee. Opening hours and directions are on the [Nordvik Bil Drammen](/finn-oss/drammen) page.',
            },
          ],
        },
      },
    },
    {
      slug: 'gratis-vintersjekk',
      date: '2025-11-18T08:30:00Z',
      author: 'Jonas Strand',
      tags: ['vinter', 'verksted'],
      image: {
        scene: 'hero-winter',
        variant: 'dusk',
        carColor: '#0b3a3d',
        alt: 'Mørk petrolfarget bil med frontlysene på på en snødekt vei i skumringen',
      },
      content: {
        'nb-NO': {
          title: 'Gjør bilen vinterklar – gratis vintersjekk til 20. desember',
          premble:
            'Et svakt 12-voltsbatteri er fortsatt den vanligste grunnen til at bilen ikke starter en kald morgen – også på elbiler. Kom innom for en gratis vintersjekk.',
          body: [
            {
              p: 'Fram til 20. desember sjekker vi de viktigste punktene før vinteren, gratis og uten timebestilling, ved alle fire verkstedene. Sjekken tar rundt 15 minutter.',
            },
            { h2: 'Dette sjekker vi' },
            {
              ul: [
                '12-voltsbatteriet, med utskrift av batteritesten',
                'Mønsterdybde og lufttrykk på vinterdekkene',
                'Frostvæske og spylervæske',
                'Viskerblader og lys',
                'På elbil: feilkoder i høyvoltsystemet og status for varmepumpen',
              ],
            },
            { h2: 'Lang tur i jula?' },
            {
              p: 'Skal du kjøre til hytta eller til familien i jula, bør du planlegge ladingen på forhånd og ha med varme klær, spade og litt mat i bilen. Får du problemer på veien, er [veihjelp](/bileierskap/garanti/veihjelp) inkludert hvis bilen har Nordvik Garanti eller serviceavtale hos oss.',
            },
            {
              p: 'Finner vi noe som bør fikses, får du et prisoverslag før vi gjør noe. Vil du heller avtale tid, kan du [bestille service](/verksted/bestill-service).',
            },
          ],
        },
        en: {
          title: 'Get your car ready for winter – free winter check until 20 December',
          premble:
            'A weak 12-volt battery is still the most common reason a car will not start on a cold morning – electric cars included. Drop in for a free winter check.',
          body: [
            {
              p: 'Until 20 December we check the most important points before winter, free of charge and without an appointment, at all four workshops. The check takes around 15 minutes.',
            },
            { h2: 'What we check' },
            {
              ul: [
                'The 12-volt battery, with a printed battery test',
                'Tread depth and tyre pressure on your winter tyres',
                'Antifreeze and screen wash',
                'Wiper blades and lights',
                'On electric cars: fault codes in the high-voltage system and the status of the heat pump',
              ],
            },
            { h2: 'Driving far over Christmas?' },
            {
              p: 'If you are driving to the cabin or to family over Christmas, plan your charging in advance and keep warm clothes, a shovel and some food in the car. If something goes wrong on the way, [roadside assistance](/bileierskap/garanti/veihjelp) is included when your car has a Nordvik Warranty or a service plan with us.',
            },
            {
              p: 'If we find something that needs fixing, you get a price estimate before we do any work. If you would rather make an appointment, you can [book a service](/verksted/bestill-service).',
            },
          ],
        },
      },
    },
    {
      slug: 'slik-leser-du-batteritesten',
      date: '2026-01-27T08:00:00Z',
      author: 'Jonas Strand',
      tags: ['elbil'],
      image: {
        scene: 'charging',
        variant: 'dusk',
        carColor: '#0f7f73',
        alt: 'Grønn elbil som lader ved en ladestolpe i skumringen',
      },
      content: {
        'nb-NO': {
          title: 'Brukt elbil: slik leser du batteritesten',
          premble:
            'Alle brukte elbiler hos oss har oppgitt batteritilstand (SOH) i annonsen. Men hva er egentlig et godt tall, og hva bør du se etter?',
          body: [
            {
              p: 'Batteriet er den dyreste delen av en elbil, og det er naturlig å lure på hvor godt det har holdt seg. Derfor tester vi batteriet på alle brukte elbiler og ladbare hybrider før de legges ut for salg.',
            },
            { h2: 'Dette betyr tallene' },
            {
              ul: [
                '**Over 90 prosent:** svært bra, typisk for biler på to til fire år',
                '**85–90 prosent:** normalt for en bil på fem–seks år',
                '**80–85 prosent:** fortsatt helt brukbart, men du merker kortere rekkevidde om vinteren',
                '**Under 80 prosent:** slike biler selger vi ikke til privatkunder',
              ],
            },
            { h2: 'Mer enn bare SOH' },
            {
              p: 'Vi kontrollerer også at cellene holder jevn spenning, og at det ikke er lagret feilkoder i høyvoltsystemet. Resultatet står i tilstandsrapporten, sammen med hvor lenge produsentens batterigaranti gjelder – vanligvis åtte år eller 160 000 km.',
            },
            {
              quote:
                'Mange er redde for batteriet, men det er sjelden der problemene sitter. Vi ser oftere slitte bremser og hjuloppheng enn dårlige batterier. – Jonas Strand, elbiltekniker i Lillestrøm',
            },
            {
              p: 'Les mer om [hvordan vi tester batteriet](/kjop-bil/elbil/batteritest), eller se alle [bruktbiler på lager](/kjop-bil/bruktbiler).',
            },
          ],
        },
        en: {
          title: 'Used EVs: how to read the battery test',
          premble:
            'Every used EV we sell has its battery health (SOH) stated in the listing. But what is actually a good figure, and what should you look for?',
          body: [
            {
              p: 'The battery is the most expensive part of an electric car, so it is natural to wonder how well it has held up. That is why we test the battery on every used EV and plug-in hybrid before it goes on sale.',
            },
            { h2: 'What the figures mean' },
            {
              ul: [
                '**Above 90 per cent:** very good, typical for cars two to four years old',
                '**85–90 per cent:** normal for a car five or six years old',
                '**80–85 per cent:** still perfectly usable, but you will notice shorter range in winter',
                '**Below 80 per cent:** we do not sell such cars to private customers',
              ],
            },
            { h2: 'More than just SOH' },
            {
              p: 'We also check that the cells hold an even voltage and that no fault codes are stored in the high-voltage system. The result appears in the condition report, together with how long the manufacturer’s battery warranty runs – usually eight years or 160,000 km.',
            },
            {
              quote:
                'Many people worry about the battery, but that is rarely where the problems are. We see worn brakes and suspension far more often than bad batteries. – Jonas Strand, EV technician, Lillestrøm',
            },
            {
              p: 'Read more about [how we test the battery](/kjop-bil/elbil/batteritest), or browse all [used cars in stock](/kjop-bil/bruktbiler).',
            },
          ],
        },
      },
    },
    {
      slug: 'dekkskift-varen-2026',
      date: '2026-03-17T09:00:00Z',
      author: 'Marte Lunde',
      tags: ['dekk'],
      image: {
        scene: 'tires',
        variant: 'day',
        alt: 'Rader med sommerhjul og felger i reolene på dekkhotellet',
      },
      content: {
        'nb-NO': {
          title: 'Dekkskift våren 2026: tidlig påske gir kort sesong',
          premble:
            'Med påske i begynnelsen av april må piggdekkene av allerede etter søndag 12. april i Sør-Norge. Nå kan du også velge ledig time selv på nett.',
          body: [
            {
              p: 'Påsken faller tidlig i år, og dermed slutter piggdekksesongen i Sør-Norge allerede søndag 12. april. Det gir kortere tid til hjulskift enn vanlig, og vi venter travle uker rett etter påske.',
            },
            { h2: 'Nytt i år: velg time selv' },
            {
              p: 'Fra i år kan du velge ledig time til hjulskift direkte på nett, i stedet for å sende en forespørsel og vente på svar. Har du hjulene på dekkhotellet, ser du også mønsterdybden og bildene fra i fjor høst.',
            },
            { h2: 'Viktige datoer' },
            {
              ul: [
                '**21. mars–25. april:** lørdagsåpent på alle fire verkstedene',
                '**12. april:** siste dag med piggdekk i Sør-Norge',
                '**Hele april:** 15 prosent rabatt på nye sommerdekk',
              ],
            },
            {
              p: 'Et hjulskift koster 590 kr, og dekkhotell koster 1 690 kr per sesong med hjulskift inkludert. Les mer om [dekkhotellet](/verksted/dekk-og-hjul/dekkhotell) eller [bestill hjulskift](/verksted/bestill-service).',
            },
          ],
        },
        en: {
          title: 'Spring tyre change 2026: an early Easter means a short season',
          premble:
            'With Easter in early April, studded tyres must come off after Sunday 12 April in southern Norway. You can now also pick an available slot online yourself.',
          body: [
            {
              p: 'Easter falls early this year, so the studded tyre season in southern Norway already ends on Sunday 12 April. That leaves less time than usual for wheel changes, and we expect busy weeks straight after Easter.',
            },
            { h2: 'New this year: choose your own slot' },
            {
              p: 'From this year you can choose an available wheel change slot directly online, instead of sending a request and waiting for a reply. If your wheels are in our tyre storage, you can also see the tread depth and photos from last autumn.',
            },
            { h2: 'Key dates' },
            {
              ul: [
                '**21 March–25 April:** Saturday opening at all four workshops',
                '**12 April:** last day for studded tyres in southern Norway',
                '**All of April:** 15 per cent off new summer tyres',
              ],
            },
            {
              p: 'A wheel change costs NOK 590, and tyre storage costs NOK 1,690 per season with the wheel change included. Read more about [tyre storage](/verksted/dekk-og-hjul/dekkhotell) or [book a wheel change](/verksted/bestill-service).',
            },
          ],
        },
      },
    },
    {
      slug: 'billan-forklart',
      date: '2026-05-12T08:00:00Z',
      author: 'Silje Bakken',
      tags: ['finansiering'],
      image: {
        scene: 'dealership',
        variant: 'dusk',
        carColor: '#0b3a3d',
        alt: 'Nordvik Bil sin forhandlerbygning med glassfasade og biler parkert foran i kveldslys',
      },
      content: {
        'nb-NO': {
          title: 'Billån forklart: effektiv rente, egenkapital og gebyrer',
          premble:
            'Den nominelle renten forteller bare en del av historien. Slik leser du et lånetilbud – og sammenligner det med andre.',
          body: [
            {
              p: 'Når du får et tilbud på billån, står det flere tall som kan være vanskelige å holde fra hverandre. Det viktigste å sammenligne er den effektive renten og totalkostnaden.',
            },
            { h2: 'Ordene du bør kjenne' },
            {
              ul: [
                '**Nominell rente:** renten banken tar på selve lånebeløpet',
                '**Effektiv rente:** den reelle årlige kostnaden, inkludert etableringsgebyr og termingebyr',
                '**Egenkapital:** det du betaler selv, kontant eller med innbyttebil – vanligvis minst 35 prosent',
                '**Kostnad:** alt du betaler banken utover lånebeløpet i hele lånets løpetid',
              ],
            },
            { h2: 'Et regneeksempel' },
            {
              p: 'Kjøpesum 460 000 kr, egenkapital 160 000 kr. Lånebeløp 300 000 kr over 5 år. Nominell rente 6,90 %, effektiv rente 8,60 %. Etableringsgebyr 4 990 kr, termingebyr 95 kr. Månedlig beløp 6 021 kr. Kostnad 66 263 kr. Totalt 366 263 kr.',
            },
            { h2: 'Tre råd' },
            {
              ol: [
                'Sammenlign alltid effektiv rente, ikke nominell.',
                'Kortere nedbetalingstid gir høyere månedsbeløp, men lavere totalkostnad.',
                'Sjekk at du kan innfri lånet uten gebyr – det kan du hos alle bankene vi samarbeider med.',
              ],
            },
            {
              p: 'Les mer om [finansiering](/kjop-bil/finansiering) og om hvordan du kan bruke [innbyttebilen](/bileierskap/innbytte-av-bil) som egenkapital.',
            },
          ],
        },
        en: {
          title: 'Car loans explained: APR, deposit and fees',
          premble:
            'The nominal interest rate only tells part of the story. Here is how to read a loan offer – and compare it with others.',
          body: [
            {
              p: 'A car loan offer contains several figures that can be hard to tell apart. The most important ones to compare are the effective interest rate and the total cost.',
            },
            { h2: 'Terms worth knowing' },
            {
              ul: [
                '**Nominal rate:** the interest the bank charges on the loan amount itself',
                '**Effective rate (APR):** the real annual cost, including the arrangement fee and instalment fees',
                '**Deposit:** what you pay yourself, in cash or with a trade-in – usually at least 35 per cent',
                '**Cost of credit:** everything you pay the bank on top of the loan amount over the whole term',
              ],
            },
            { h2: 'A worked example' },
            {
              p: 'Purchase price NOK 460,000, deposit NOK 160,000. Loan amount NOK 300,000 over 5 years. Nominal rate 6.90%, effective rate 8.60%. Arrangement fee NOK 4,990, instalment fee NOK 95. Monthly payment NOK 6,021. Cost of credit NOK 66,263. Total NOK 366,263.',
            },
            { h2: 'Three tips' },
            {
              ol: [
                'Always compare the effective rate, not the nominal one.',
                'A shorter term means higher monthly payments but a lower total cost.',
                'Check that you can repay early without a fee – you can with all the banks we work with.',
              ],
            },
            {
              p: 'Read more about [financing](/kjop-bil/finansiering) and how you can use your [trade-in](/bileierskap/innbytte-av-bil) as a deposit.',
            },
          ],
        },
      },
    },
    {
      slug: 'lillestrom-reparerer-hoyvoltbatterier',
      date: '2026-08-25T10:00:00Z',
      author: 'Jonas Strand',
      tags: ['anlegg', 'verksted'],
      image: {
        scene: 'workshop',
        variant: 'night',
        carColor: '#0f7f73',
        alt: 'Grønn elbil på løftebukk med batteripakken demontert i et avsperret verksted',
      },
      content: {
        'nb-NO': {
          title: 'Lillestrøm kan nå reparere høyvoltbatterier',
          premble:
            'Som første verksted i Nordvik Bil Norge kan Lillestrøm reparere høyvoltbatterier på stedet, i stedet for å bytte hele batteriet.',
          body: [
            {
              p: 'Når et høyvoltbatteri får en feil, er det som regel én eller noen få moduler som er skadet – ikke hele batteriet. Likevel har de fleste batterier hittil blitt byttet i sin helhet. Nå kan vi reparere dem.',
            },
            { h2: 'Dette er nytt på verkstedet' },
            {
              ul: [
                'Eget avsperret rom for batteriarbeid, med slukkecontainer',
                'Løfteutstyr for batteripakker på opptil 800 kg',
                'Fire teknikere sertifisert for modulbytte på elbiler fra Volkswagen-konsernet',
                'Moduler på lager til ID.3, ID.4, Enyaq og Q4 e-tron',
              ],
            },
            {
              quote:
                'Et nytt batteri kan koste like mye som bilen er verdt. Når vi kan bytte en modul i stedet, sparer kunden ofte over hundre tusen kroner – og miljøet sparer et helt batteri. – Jonas Strand, elbiltekniker i Lillestrøm',
            },
            { h2: 'For kunder ved alle anlegg' },
            {
              p: 'Du kan levere bilen ved hvilket som helst av de fire anleggene våre, så frakter vi den til Lillestrøm. Ofte dekkes reparasjonen av produsentens batterigaranti. [Bestill service](/verksted/bestill-service) eller les om [Nordvik Bil Lillestrøm](/finn-oss/lillestrom).',
            },
          ],
        },
        en: {
          title: 'Lillestrøm can now repair high-voltage batteries',
          premble:
            'Lillestrøm is the first Nordvik Bil Norge workshop able to repair high-voltage batteries on site, rather than replacing the whole battery.',
          body: [
            {
              p: 'When a high-voltage battery develops a fault, it is usually one or a few modules that are damaged – not the whole battery. Even so, most batteries have until now been replaced in full. Now we can repair them.',
            },
            { h2: 'What is new in the workshop' },
            {
              ul: [
                'A separate, cordoned-off room for battery work, with a fire-suppression container',
                'Lifting equipment for battery packs weighing up to 800 kg',
                'Four technicians certified to replace modules on Volkswagen Group electric cars',
                'Modules in stock for the ID.3, ID.4, Enyaq and Q4 e-tron',
              ],
            },
            {
              quote:
                'A new battery can cost as much as the car is worth. When we can replace a module instead, the customer often saves more than a hundred thousand kroner – and the environment is spared a whole battery. – Jonas Strand, EV technician, Lillestrøm',
            },
            { h2: 'For customers at every site' },
            {
              p: 'You can drop your car off at any of our four sites, and we will take it to Lillestrøm. The repair is often covered by the manufacturer’s battery warranty. [Book a service](/verksted/bestill-service) or read about [Nordvik Bil Lillestrøm](/finn-oss/lillestrom).',
            },
          ],
        },
      },
    },
    {
      slug: 'nye-hurtigladere-i-tonsberg',
      date: '2026-10-13T08:00:00Z',
      author: 'Marte Lunde',
      tags: ['elbil', 'anlegg'],
      image: {
        scene: 'charging',
        variant: 'night',
        carColor: '#0b3a3d',
        alt: 'Elbil ved en av de nye hurtigladerne i Tønsberg en høstkveld',
      },
      content: {
        'nb-NO': {
          title: 'Nye hurtigladere i Tønsberg – åpne for alle',
          premble:
            'Seks nye hurtigladere på 150 kW står nå klare ved anlegget i Ringveien 40. De kan brukes av alle elbilister, døgnet rundt.',
          body: [
            {
              p: 'Ladeplassen ved Nordvik Bil Tønsberg har til nå vært forbeholdt kunder. Nå er den bygget ut med seks nye hurtigladere som er åpne for alle – døgnet rundt og uten abonnement.',
            },
            { h2: 'Slik fungerer det' },
            {
              ul: [
                'Seks ladere på 150 kW, og to av plassene har plass til bil med henger',
                'Betal med bankkort direkte på laderen eller i en ladeapp',
                'Kunder med serviceavtale lader til redusert pris',
                'Overbygg med solceller som gir strøm til anlegget om sommeren',
              ],
            },
            {
              quote:
                'Mange av kundene våre har båt eller campingvogn. Nå kan de lade uten å koble fra hengeren. – Marte Lunde, daglig leder i Tønsberg',
            },
            { h2: 'Lading om vinteren' },
            {
              p: 'Skal du hurtiglade om vinteren, bør du legge laderen inn som mål i bilens navigasjon, så forvarmes batteriet før du kommer fram. Les flere råd om [lading hjemme og på tur](/kjop-bil/elbil/lading), eller se åpningstidene for [Nordvik Bil Tønsberg](/finn-oss/tonsberg).',
            },
          ],
        },
        en: {
          title: 'New rapid chargers in Tønsberg – open to everyone',
          premble:
            'Six new 150 kW rapid chargers are now ready at our site on Ringveien 40. Every EV driver can use them, around the clock.',
          body: [
            {
              p: 'Until now the charging area at Nordvik Bil Tønsberg has been reserved for customers. It has now been expanded with six new rapid chargers that are open to everyone – around the clock and with no subscription.',
            },
            { h2: 'How it works' },
            {
              ul: [
                'Six 150 kW chargers, two of them with room for a car towing a trailer',
                'Pay by bank card directly at the charger or in a charging app',
                'Customers with a service plan charge at a reduced price',
                'A solar canopy that supplies the site with electricity in summer',
              ],
            },
            {
              quote:
                'Many of our customers have a boat or a caravan. Now they can charge without unhitching the trailer. – Marte Lunde, General Manager, Tønsberg',
            },
            { h2: 'Charging in winter' },
            {
              p: 'If you are rapid charging in winter, set the charger as your destination in the car’s navigation so the battery is pre-heated before you arrive. Read more tips on [charging at home and on the road](/kjop-bil/elbil/lading), or see the opening hours for [Nordvik Bil Tønsberg](/finn-oss/tonsberg).',
            },
          ],
        },
      },
    },
  ],
}
