import type { SiteSeed } from '../types'

export const site: SiteSeed = {
  key: 'se-dealer',
  name: 'Nordvik Bil',
  type: 'dealer',
  country: 'SE',
  hostnames: ['se.localhost'],
  locales: ['sv-SE', 'en'],
  defaultLocale: 'sv-SE',
  fontPair: 'nordic',
  theme: 'nordvik',
  titleTemplate: '%s | Nordvik Bil',
  pathToCarList: '/kop-bil/alla-begagnade-bilar',
  pathToCarDetail: '/kop-bil',
  vehicleIndex: 'vehicles-se',
  siteSearchIndex: 'sites-se',
  faviconColor: '#2457d6',
  images: {
    winter: {
      scene: 'hero-winter',
      variant: 'dusk',
      carColor: '#0f2740',
      alt: 'Marinblå SUV med tända strålkastare på en snöig väg i skymningen',
    },
    forest: {
      scene: 'hero-forest',
      variant: 'dawn',
      carColor: '#c9ced6',
      alt: 'Silverfärgad kombi på en skogsväg genom tallskog i tidigt morgonljus',
    },
    coast: {
      scene: 'hero-coast',
      variant: 'dusk',
      carColor: '#1f3a5f',
      alt: 'Mörkblå kombi på en kustväg vid havet i solnedgång',
    },
    showroom: {
      scene: 'showroom',
      variant: 'day',
      carColor: '#2457d6',
      alt: 'Ljus bilhall med blankt golv där en blå och en silverfärgad bil speglar sig',
    },
    charging: {
      scene: 'charging',
      variant: 'dusk',
      carColor: '#e8ebef',
      alt: 'Vit elbil som laddar vid en laddstolpe i blå skymning',
    },
    workshop: {
      scene: 'workshop',
      variant: 'day',
      carColor: '#1f3a5f',
      alt: 'Mörkblå bil på lyft i en ljus verkstad med verktygsvägg',
    },
    dealership: {
      scene: 'dealership',
      variant: 'day',
      carColor: '#2457d6',
      alt: 'Nordvik Bils anläggning med glasfasad och begagnade bilar uppställda framför',
    },
    family: {
      scene: 'family',
      variant: 'day',
      carColor: '#4a6a8f',
      alt: 'Blå familjebil parkerad på en lugn villagata en sommardag',
    },
    pattern: {
      scene: 'pattern',
      alt: 'Abstrakt mönster i mörkblått och klarblått',
    },
    tires: {
      scene: 'tires',
      variant: 'day',
      alt: 'Nordvik Bils däckhotell med höga hyllor fulla av tvättade hjul',
    },
  },
  pages: [
    {
      path: '/',
      ogImage: 'winter',
      content: {
        'sv-SE': {
          title: 'Nordvik Bil',
          navTitle: 'Start',
          metaTitle: 'Nordvik Bil – begagnade bilar i Umeå, Luleå, Sundsvall, Östersund och Skellefteå',
          metaDescription:
            'Över 1 200 kontrollerade begagnade bilar i lager, garanti på varje bil och fem anläggningar i Norrland. Köp, sälj och finansiera din bil hos Nordvik Bil.',
          ogDescription: 'Över 1 200 begagnade bilar i lager – med garanti, finansiering och inbyte.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Bilar byggda för norrländska vintrar',
              text: 'Över 1 200 kontrollerade begagnade bilar i lager i Umeå, Luleå, Sundsvall, Östersund och Skellefteå. Varje bil med minst 12 månaders garanti.',
              link: { path: '/kop-bil/alla-begagnade-bilar', label: 'Se alla bilar i lager' },
              buttonType: 'Primary',
              image: 'winter',
              textColor: 'White',
              contentPlacement: 'Bottom',
              variant: 'FullScreen',
              titleTag: 'h1',
              search: {
                url: '/kop-bil/alla-begagnade-bilar',
                placeholder: 'Sök bland 1 200 bilar',
                placeholderDesktop: 'Sök på märke, modell eller utrustning',
              },
            },
            {
              blockType: 'cardList',
              heading: 'Vad kan vi hjälpa dig med?',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Köp begagnad bil',
                  text: 'Kombi, SUV eller småbil – alla bilar är genomgångna i vår egen verkstad innan de säljs.',
                  link: { path: '/kop-bil/alla-begagnade-bilar' },
                  buttonText: 'Se bilarna',
                  image: 'showroom',
                },
                {
                  title: 'Begagnade elbilar',
                  text: 'Varje elbil levereras med ett batteritest som visar batteriets hälsa i procent.',
                  link: { path: '/kop-bil/begagnade-elbilar' },
                  buttonText: 'Läs om elbilar',
                  image: 'charging',
                },
                {
                  title: 'Sälj din bil',
                  text: 'Få ett preliminärt bud inom 24 timmar och pengarna på kontot inom två bankdagar.',
                  link: { path: '/salj-din-bil' },
                  buttonText: 'Värdera din bil',
                  image: 'coast',
                },
                {
                  title: 'Serviceavtal',
                  text: 'Fast månadskostnad för all service enligt tillverkarens program – från 249 kr i månaden.',
                  link: { path: '/bilagande/serviceavtal' },
                  buttonText: 'Så fungerar det',
                  image: 'workshop',
                },
              ],
            },
            { blockType: 'carOfTheWeek', title: 'Veckans bilar', text: 'Utvalda bilar i lager till extra bra pris – bara den här veckan.', buttonLink: { path: '/kop-bil/alla-begagnade-bilar', label: 'Se alla bilar i lager' } },
            { blockType: 'carTeasers', title: 'Begagnade elbilar i lager', query: 'car_fuel=El&car_condition=Begagnad', limit: 8, sort: 'newest', buttonLink: { path: '/kop-bil/alla-begagnade-bilar', label: 'Visa alla bilar' } },
            {
              blockType: 'countdown',
              title: 'Vinterhjul på köpet – kampanjen slutar om',
              text: 'Köp en begagnad bil av årsmodell 2019 eller senare så ingår ett komplett set vinterhjul, monterade och klara för norrländskt väglag.',
              endsAt: '2027-01-31T17:00:00+01:00',
              endedText: 'Vinterkampanjen är avslutad. Tack till alla som var med – nya erbjudanden kommer till våren.',
              link: { path: '/kop-bil/fyrhjulsdrivna-bilar', label: 'Se fyrhjulsdrivna bilar' },
              backgroundColor: 'BackgroundColor3',
            },
            {
              blockType: 'blurb',
              title: 'Trygghet i varje köp',
              text: [
                {
                  p: 'Innan en bil hamnar i vårt lager går den igenom en **kontroll i 110 punkter** – bromsar, däck, drivlina, elsystem och rost. Det som inte håller måttet åtgärdar vi innan bilen säljs.',
                },
                {
                  ul: [
                    'Nordvik Garanti i 12 månader eller 20 000 km ingår',
                    '14 dagars bytesrätt (högst 100 mil)',
                    'Möjlighet att förlänga garantin upp till 36 månader',
                  ],
                },
              ],
              link: { path: '/bilagande/garantiavtal', label: 'Läs om garantin' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor1',
              variant: '50/50',
              useMediaAnimations: true,
            },
            {
              blockType: 'blurb',
              title: 'Fem anläggningar – från Sundsvall till Luleå',
              text: [
                {
                  p: 'Nordvik Bil startade i Umeå 1962 och finns i dag på fem orter längs norrlandskusten och i Jämtland. Hos oss kan du provköra, lämna in din gamla bil, ordna finansiering och boka service – på samma ställe.',
                },
                {
                  p: 'Försäljningen har öppet **vardagar 9–18 och lördagar 10–15**. Verkstäderna öppnar redan kl. 7.',
                },
              ],
              link: { path: '/hitta-oss', label: 'Hitta din närmaste anläggning' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
            {
              blockType: 'storiesTeaser',
              title: 'Nyheter från Nordvik Bil',
              indexPath: '/nyheter',
              buttonText: 'Alla nyheter',
            },
          ],
        },
        en: {
          title: 'Nordvik Bil',
          navTitle: 'Home',
          metaTitle: 'Nordvik Bil – used cars in Umeå, Luleå, Sundsvall, Östersund and Skellefteå',
          metaDescription:
            'More than 1,200 inspected used cars in stock, a warranty on every car and five sites in northern Sweden. Buy, sell and finance your car with Nordvik Bil.',
          ogDescription: 'More than 1,200 used cars in stock – with warranty, finance and part-exchange.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Cars built for northern winters',
              text: 'More than 1,200 inspected used cars in stock in Umeå, Luleå, Sundsvall, Östersund and Skellefteå. Every car comes with at least a 12-month warranty.',
              link: { path: '/kop-bil/alla-begagnade-bilar', label: 'See all cars in stock' },
              buttonType: 'Primary',
              image: 'winter',
              textColor: 'White',
              contentPlacement: 'Bottom',
              variant: 'FullScreen',
              titleTag: 'h1',
              search: {
                url: '/kop-bil/alla-begagnade-bilar',
                placeholder: 'Search 1,200 cars',
                placeholderDesktop: 'Search by make, model or equipment',
              },
            },
            {
              blockType: 'cardList',
              heading: 'How can we help?',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Buy a used car',
                  text: 'Estate, SUV or city car – every car is checked in our own workshop before it goes on sale.',
                  link: { path: '/kop-bil/alla-begagnade-bilar' },
                  buttonText: 'Browse cars',
                  image: 'showroom',
                },
                {
                  title: 'Used electric cars',
                  text: 'Every EV comes with a battery test showing the state of health as a percentage.',
                  link: { path: '/kop-bil/begagnade-elbilar' },
                  buttonText: 'About used EVs',
                  image: 'charging',
                },
                {
                  title: 'Sell your car',
                  text: 'Get a provisional offer within 24 hours and the money in your account within two banking days.',
                  link: { path: '/salj-din-bil' },
                  buttonText: 'Value your car',
                  image: 'coast',
                },
                {
                  title: 'Service plans',
                  text: 'A fixed monthly cost for all servicing to the manufacturer’s schedule – from SEK 249 a month.',
                  link: { path: '/bilagande/serviceavtal' },
                  buttonText: 'How it works',
                  image: 'workshop',
                },
              ],
            },
            { blockType: 'carOfTheWeek', title: 'Cars of the week', text: 'Handpicked cars in stock at a special price – this week only.', buttonLink: { path: '/kop-bil/alla-begagnade-bilar', label: 'See all cars in stock' } },
            { blockType: 'carTeasers', title: 'Used electric cars in stock', query: 'car_fuel=El&car_condition=Begagnad', limit: 8, sort: 'newest', buttonLink: { path: '/kop-bil/alla-begagnade-bilar', label: 'See all cars' } },
            {
              blockType: 'countdown',
              title: 'Winter wheels included – the offer ends in',
              text: 'Buy a used car from model year 2019 or later and a complete set of winter wheels is included, fitted and ready for northern roads.',
              endsAt: '2027-01-31T17:00:00+01:00',
              endedText: 'The winter offer has ended. Thank you to everyone who took part – new offers are coming in the spring.',
              link: { path: '/kop-bil/fyrhjulsdrivna-bilar', label: 'See four-wheel-drive cars' },
              backgroundColor: 'BackgroundColor3',
            },
            {
              blockType: 'blurb',
              title: 'Peace of mind with every purchase',
              text: [
                {
                  p: 'Before a car joins our stock it goes through a **110-point inspection** – brakes, tyres, drivetrain, electrics and rust. Anything that doesn’t meet our standard is put right before the car is sold.',
                },
                {
                  ul: [
                    'Nordvik Warranty for 12 months or 20,000 km included',
                    '14-day exchange right (up to 1,000 km)',
                    'Option to extend the warranty to up to 36 months',
                  ],
                },
              ],
              link: { path: '/bilagande/garantiavtal', label: 'About the warranty' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor1',
              variant: '50/50',
              useMediaAnimations: true,
            },
            {
              blockType: 'blurb',
              title: 'Five sites – from Sundsvall to Luleå',
              text: [
                {
                  p: 'Nordvik Bil started in Umeå in 1962 and today has five sites along the northern coast and in Jämtland. You can test drive, trade in your old car, arrange finance and book a service – all in one place.',
                },
                {
                  p: 'Sales are open **weekdays 9 am–6 pm and Saturdays 10 am–3 pm**. The workshops open at 7 am.',
                },
              ],
              link: { path: '/hitta-oss', label: 'Find your nearest site' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
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
      path: '/kop-bil',
      sortOrder: 10,
      ogImage: 'showroom',
      content: {
        'sv-SE': {
          title: 'Köp bil',
          metaDescription:
            'Köp begagnad bil hos Nordvik Bil. Över 1 200 bilar i lager, 110-punktskontroll, garanti, finansiering och inbyte på fem orter i Norrland.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Hitta din nästa bil',
              text: 'Vi har över 1 200 begagnade bilar i lager – de flesta med vinterhjul, dragkrok och motorvärmare. Precis vad som behövs här uppe.',
              link: { path: '/kop-bil/alla-begagnade-bilar', label: 'Visa alla bilar' },
              buttonType: 'Primary',
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'cardList',
              variant: 'Default',
              cards: [
                {
                  title: 'Alla begagnade bilar',
                  text: 'Filtrera på märke, pris, miltal, drivning och ort.',
                  link: { path: '/kop-bil/alla-begagnade-bilar' },
                  buttonText: 'Till bilarna',
                  image: 'forest',
                },
                {
                  title: 'Begagnade elbilar',
                  text: 'Elbilar med dokumenterad batterihälsa och laddrådgivning.',
                  link: { path: '/kop-bil/begagnade-elbilar' },
                  buttonText: 'Till elbilarna',
                  image: 'charging',
                },
                {
                  title: 'Finansiering',
                  text: 'Billån med fast eller rörlig ränta och valfri kontantinsats från 20 %.',
                  link: { path: '/bilagande/finansiering' },
                  buttonText: 'Räkna på lån',
                  image: 'pattern',
                },
              ],
            },
            { blockType: 'consumerDebtWarning', compact: true },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Så går ett bilköp till hos oss' },
                {
                  ol: [
                    '**Hitta bilen.** Sök bland alla bilar i lager och boka en provkörning online eller per telefon.',
                    '**Provkör och ställ frågor.** Du får bilens servicehistorik, besiktningsprotokoll och vår kontrollrapport.',
                    '**Räkna på affären.** Vi värderar din nuvarande bil och tar fram ett finansieringsförslag om du vill.',
                    '**Hämta ut bilen.** Bilen är tvättad, servad och har fulla tankar eller fullt batteri. Vi går igenom allt vid leveransen.',
                  ],
                },
                {
                  p: 'Står bilen du vill ha på en annan av våra anläggningar flyttar vi den kostnadsfritt till den ort som passar dig bäst, oftast inom tre vardagar.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Buy a car',
          metaDescription:
            'Buy a used car from Nordvik Bil. More than 1,200 cars in stock, 110-point inspection, warranty, finance and part-exchange at five sites in northern Sweden.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Find your next car',
              text: 'We have more than 1,200 used cars in stock – most of them with winter wheels, a tow bar and an engine heater. Exactly what you need up here.',
              link: { path: '/kop-bil/alla-begagnade-bilar', label: 'Show all cars' },
              buttonType: 'Primary',
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'cardList',
              variant: 'Default',
              cards: [
                {
                  title: 'All used cars',
                  text: 'Filter by make, price, mileage, drive and location.',
                  link: { path: '/kop-bil/alla-begagnade-bilar' },
                  buttonText: 'Browse cars',
                  image: 'forest',
                },
                {
                  title: 'Used electric cars',
                  text: 'EVs with documented battery health and charging advice.',
                  link: { path: '/kop-bil/begagnade-elbilar' },
                  buttonText: 'Browse EVs',
                  image: 'charging',
                },
                {
                  title: 'Finance',
                  text: 'Car loans with fixed or variable interest and a deposit from 20%.',
                  link: { path: '/bilagande/finansiering' },
                  buttonText: 'Explore finance',
                  image: 'pattern',
                },
              ],
            },
            { blockType: 'consumerDebtWarning', compact: true },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'How buying a car with us works' },
                {
                  ol: [
                    '**Find the car.** Search everything in stock and book a test drive online or by phone.',
                    '**Test drive and ask away.** You get the car’s service history, latest roadworthiness test report and our own inspection report.',
                    '**Work out the numbers.** We value your current car and put together a finance proposal if you want one.',
                    '**Collect your car.** It will be washed, serviced and have a full tank or a full battery. We go through everything at handover.',
                  ],
                },
                {
                  p: 'If the car you want is at another of our sites, we move it free of charge to the location that suits you best, usually within three working days.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/alla-begagnade-bilar',
      sortOrder: 10,
      menuImage: 'showroom',
      content: {
        'sv-SE': {
          title: 'Alla begagnade bilar',
          navTitle: 'Alla bilar i lager',
          metaDescription:
            'Se alla begagnade bilar i lager hos Nordvik Bil i Umeå, Luleå, Sundsvall, Östersund och Skellefteå. Filtrera på märke, pris, miltal och drivmedel.',
          layout: [
            { blockType: 'carList', fixedQuery: 'car_condition=Begagnad' },
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Här ser du alla begagnade bilar som finns i lager på våra fem anläggningar just nu. Lagret uppdateras flera gånger om dagen, så den bil du ser är till salu. Använd filtren för att begränsa på märke, prisintervall, miltal, drivmedel, växellåda och fyrhjulsdrift.',
                },
                {
                  p: 'Alla bilar har genomgått vår kontroll i 110 punkter och levereras med **Nordvik Garanti i 12 månader eller 20 000 km**. Priserna är inklusive moms och registreringsavgift.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Hittar du inte rätt bil?',
              text: [
                {
                  p: 'Varje vecka kommer över 150 nya inbytesbilar in till oss, och många säljs innan de hunnit fotograferas. Berätta vad du letar efter så hör våra säljare av sig när en passande bil dyker upp – även från andra bolag inom Nordvik Group.',
                },
                { p: 'Ring kundservice på **070-174 06 12** eller besök närmaste anläggning.' },
              ],
              link: { path: '/hitta-oss', label: 'Kontakta en säljare' },
              image: 'forest',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'All used cars',
          navTitle: 'All cars in stock',
          metaDescription:
            'See all used cars in stock at Nordvik Bil in Umeå, Luleå, Sundsvall, Östersund and Skellefteå. Filter by make, price, mileage and fuel.',
          layout: [
            { blockType: 'carList', fixedQuery: 'car_condition=Begagnad' },
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Here you can see every used car currently in stock at our five sites. The list is updated several times a day, so the car you see is for sale. Use the filters to narrow down by make, price range, mileage, fuel, gearbox and four-wheel drive.',
                },
                {
                  p: 'Every car has passed our 110-point inspection and comes with the **Nordvik Warranty for 12 months or 20,000 km**. Prices include VAT and registration.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Can’t find the right car?',
              text: [
                {
                  p: 'More than 150 part-exchange cars come in every week, and many are sold before they have even been photographed. Tell us what you are looking for and our sales team will get in touch when a suitable car turns up – including from other Nordvik Group companies.',
                },
                { p: 'Call customer service on **070-174 06 12** or visit your nearest site.' },
              ],
              link: { path: '/hitta-oss', label: 'Contact a sales adviser' },
              image: 'forest',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/begagnade-elbilar',
      sortOrder: 20,
      menuImage: 'charging',
      ogImage: 'charging',
      content: {
        'sv-SE': {
          title: 'Begagnade elbilar',
          metaDescription:
            'Köp begagnad elbil med batteritest, garanti och laddrådgivning. Nordvik Bil har elbilar från bland annat Volkswagen, Kia, Volvo, Škoda och Tesla i lager.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Begagnad elbil – med koll på batteriet',
              text: 'Varje elbil vi säljer har ett dokumenterat batteritest. Du vet vad du köper, även när det är minus 25 ute.',
              link: { path: '/kop-bil/alla-begagnade-bilar', label: 'Se elbilar i lager' },
              buttonType: 'Primary',
              image: 'charging',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            { blockType: 'carList', fixedQuery: 'car_condition=Begagnad&car_fuel=El' },
            {
              blockType: 'richText',
              content: [
                { h2: 'Det här ingår när du köper elbil hos oss' },
                {
                  ul: [
                    '**Batteritest (SoH).** Vi mäter batteriets hälsa och skriver in resultatet i procent i kontrollrapporten. Vi säljer inga elbilar med under 80 %.',
                    '**Laddkabel och laddbricka.** Typ 2-kabel för publik laddning ingår alltid.',
                    '**Genomgång vid leverans.** Vi hjälper dig med appen, förvärmningen och laddinställningarna.',
                    '**Kvarvarande batterigaranti.** Många tillverkare ger 8 år eller 160 000 km på drivbatteriet. Vi visar exakt vad som gäller för just din bil.',
                  ],
                },
                { h2: 'Elbil i norrländskt klimat' },
                {
                  p: 'Räckvidden minskar i kyla, ofta med 20–30 % en riktigt kall vintermorgon. Med en värmepump och förvärmning medan bilen står på laddning blir skillnaden betydligt mindre. Våra säljare berättar gärna hur bilen du är intresserad av klarar vintern – de flesta kör elbil själva.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Ladda hemma',
              text: [
                {
                  p: 'Det smidigaste är att ladda hemma över natten. Vi samarbetar med lokala elinstallatörer på alla fem orter och kan ge dig en offert på laddbox med installation i samband med bilköpet. Bor du i bostadsrätt hjälper vi gärna till med underlag till styrelsen.',
                },
              ],
              link: { path: '/bilagande/finansiering', label: 'Finansiera bil och laddbox' },
              image: 'family',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'Used electric cars',
          metaDescription:
            'Buy a used electric car with a battery test, warranty and charging advice. Nordvik Bil stocks EVs from Volkswagen, Kia, Volvo, Škoda, Tesla and more.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Used EVs – with the battery checked',
              text: 'Every electric car we sell has a documented battery test. You know what you are buying, even when it is minus 25 outside.',
              link: { path: '/kop-bil/alla-begagnade-bilar', label: 'See EVs in stock' },
              buttonType: 'Primary',
              image: 'charging',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            { blockType: 'carList', fixedQuery: 'car_condition=Begagnad&car_fuel=El' },
            {
              blockType: 'richText',
              content: [
                { h2: 'What you get when you buy an EV from us' },
                {
                  ul: [
                    '**Battery test (SoH).** We measure the battery’s state of health and record it as a percentage in the inspection report. We don’t sell EVs below 80%.',
                    '**Charging cable and charging tag.** A Type 2 cable for public charging is always included.',
                    '**A walkthrough at handover.** We help you set up the app, pre-heating and charging settings.',
                    '**Remaining battery warranty.** Many manufacturers cover the traction battery for 8 years or 160,000 km. We show you exactly what applies to your car.',
                  ],
                },
                { h2: 'An EV in a northern climate' },
                {
                  p: 'Range drops in the cold, often by 20–30% on a really freezing winter morning. With a heat pump and pre-heating while the car is plugged in, the difference is much smaller. Our sales team are happy to explain how the car you are interested in copes with winter – most of them drive electric themselves.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Charging at home',
              text: [
                {
                  p: 'The easiest option is charging at home overnight. We work with local electricians in all five towns and can quote for a wallbox including installation when you buy your car. If you live in a housing cooperative, we can help you prepare the paperwork for the board.',
                },
              ],
              link: { path: '/bilagande/finansiering', label: 'Finance your car and wallbox' },
              image: 'family',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/fyrhjulsdrivna-bilar',
      sortOrder: 30,
      ogImage: 'winter',
      menuImage: 'winter',
      content: {
        'sv-SE': {
          title: 'Fyrhjulsdrivna bilar',
          navTitle: 'Fyrhjulsdrift',
          metaDescription:
            'Begagnade fyrhjulsdrivna bilar hos Nordvik Bil – kombi, SUV och elbil med 4x4 för norrländska vintrar. Alla med vinterhjul, kontrollerade i vår verkstad.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Grepp när det behövs som mest',
              text: 'Var tredje bil vi säljer har fyrhjulsdrift. Här uppe är det ingen lyx – det är så du kommer upp för backen till stugan en januarimorgon.',
              link: { path: '/kop-bil/alla-begagnade-bilar', label: 'Se fyrhjulsdrivna bilar' },
              buttonType: 'Primary',
              image: 'winter',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Vilken fyrhjulsdrift passar dig?' },
                {
                  ul: [
                    '**Kombi med 4x4** – till exempel Volkswagen Passat Alltrack, Škoda Octavia Scout och Audi A6 allroad. Låg förbrukning, stort bagageutrymme och bra dragförmåga.',
                    '**SUV** – högre markfrigång för skogsvägar och djup snö, och ofta 2 000 kg i dragvikt för husvagn eller skoterkärra.',
                    '**Elbil med två motorer** – en motor per axel ger blixtsnabb fördelning av kraften och mycket bra grepp på halt underlag.',
                  ],
                },
                {
                  p: 'Fyrhjulsdrift hjälper dig att komma iväg och hålla farten uppför, men bromssträckan blir inte kortare. Bra vinterdäck är fortfarande det viktigaste du har.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Vinterklar från dag ett',
              text: [
                {
                  p: 'De flesta av våra fyrhjulsdrivna bilar levereras med vinterhjul, motorvärmare och dragkrok. Vi kontrollerar alltid kardanaxel, differentialer och kopplingen till bakaxeln, och byter olja i fyrhjulsdriften om serviceprogrammet kräver det.',
                },
              ],
              link: { path: '/bilagande/att-kopa-begagnad-bil', label: 'Tips inför bilköpet' },
              image: 'forest',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Four-wheel drive cars',
          navTitle: 'Four-wheel drive',
          metaDescription:
            'Used four-wheel drive cars at Nordvik Bil – estates, SUVs and EVs with AWD for northern winters. All with winter wheels and checked in our own workshop.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Grip when you need it most',
              text: 'One in three cars we sell has four-wheel drive. Up here it is not a luxury – it is how you get up the hill to the cabin on a January morning.',
              link: { path: '/kop-bil/alla-begagnade-bilar', label: 'See four-wheel drive cars' },
              buttonType: 'Primary',
              image: 'winter',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Which kind of four-wheel drive suits you?' },
                {
                  ul: [
                    '**Estate with AWD** – such as the Volkswagen Passat Alltrack, Škoda Octavia Scout and Audi A6 allroad. Low fuel consumption, plenty of luggage space and good towing ability.',
                    '**SUV** – more ground clearance for forest tracks and deep snow, and often a 2,000 kg towing limit for a caravan or snowmobile trailer.',
                    '**Dual-motor EV** – one motor per axle distributes power in an instant and gives excellent grip on slippery roads.',
                  ],
                },
                {
                  p: 'Four-wheel drive helps you pull away and keep your speed uphill, but it does not shorten your braking distance. Good winter tyres are still the most important thing you have.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Winter-ready from day one',
              text: [
                {
                  p: 'Most of our four-wheel drive cars come with winter wheels, an engine heater and a tow bar. We always check the propshaft, differentials and the coupling to the rear axle, and change the all-wheel-drive oil if the service schedule calls for it.',
                },
              ],
              link: { path: '/bilagande/att-kopa-begagnad-bil', label: 'Tips before you buy' },
              image: 'forest',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/foretagsbilar',
      sortOrder: 40,
      ogImage: 'dealership',
      menuImage: 'dealership',
      content: {
        'sv-SE': {
          title: 'Företagsbilar',
          navTitle: 'För företag',
          metaDescription:
            'Tjänstebilar och transportbilar för företag i Norrland. Nordvik Bil hjälper dig med förmånsvärde, företagsleasing, serviceavtal och däckhotell för hela flottan.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Från åkerier i Skellefteå till konsultbolag i Sundsvall – vi hjälper företag i hela Norrland med bilar som klarar både långa avstånd och tuffa vintrar. Du får en egen företagssäljare som känner till din verksamhet och håller ordning på avtal, service och byten.',
                },
                { h2: 'Det här kan vi erbjuda' },
                {
                  ul: [
                    '**Tjänstebilar** med beräkning av förmånsvärde och nettolöneavdrag',
                    '**Transportbilar** från Volkswagen, med inredning, dragkrok och extra värmare',
                    '**Företagsleasing** med service och vinterhjul inbakat i månadskostnaden',
                    '**En faktura** för service, däckhotell och reparationer för alla bilar',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Miljöbilar som klarar kylan',
              text: [
                {
                  p: 'Elbilar och laddhybrider ger lägre förmånsvärde och driftkostnad, men kräver rätt förutsättningar. Vi hjälper er att planera laddning på arbetsplatsen och att välja bilar med värmepump och förvärmning, så att räckvidden håller även när det är minus 30.',
                },
                { p: 'Ring företagsavdelningen på **070-174 06 35**, vardagar 8–17.' },
              ],
              link: { path: '/bilagande/finansiering/foretagsleasing', label: 'Om företagsleasing' },
              image: 'charging',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Company cars',
          navTitle: 'For businesses',
          metaDescription:
            'Company cars and vans for businesses in northern Sweden. Nordvik Bil helps with benefit-in-kind, business leasing, service plans and tyre storage for the whole fleet.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'From hauliers in Skellefteå to consultancies in Sundsvall, we help businesses across northern Sweden with cars that handle long distances and harsh winters. You get a dedicated business sales adviser who knows your company and keeps track of contracts, servicing and replacements.',
                },
                { h2: 'What we offer' },
                {
                  ul: [
                    '**Company cars**, with a calculation of the taxable benefit and the salary sacrifice',
                    '**Vans** from Volkswagen, with racking, a tow bar and an extra heater',
                    '**Business leasing** with servicing and winter wheels included in the monthly cost',
                    '**One invoice** for servicing, tyre storage and repairs across all your cars',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Low-emission cars that handle the cold',
              text: [
                {
                  p: 'Electric and plug-in hybrid cars mean a lower taxable benefit and lower running costs, but they need the right conditions. We help you plan charging at the workplace and choose cars with a heat pump and pre-heating, so the range holds up even at minus 30.',
                },
                { p: 'Call our business team on **070-174 06 35**, weekdays 8 am–5 pm.' },
              ],
              link: { path: '/bilagande/finansiering/foretagsleasing', label: 'About business leasing' },
              image: 'charging',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/vara-bilmarken',
      sortOrder: 15,
      ogImage: 'showroom',
      menuImage: 'showroom',
      content: {
        'sv-SE': {
          title: 'Våra bilmärken',
          metaDescription:
            'Nordvik Bil är auktoriserad återförsäljare och verkstad för Volkswagen, Audi, Škoda och Kia – och säljer begagnade bilar av alla märken.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Många märken – en bilhandlare',
              text: 'Auktoriserad service för fyra märken och begagnade bilar av alla sorter, kontrollerade i vår egen verkstad.',
              link: { path: '/kop-bil/alla-begagnade-bilar', label: 'Se alla bilar i lager' },
              buttonType: 'Primary',
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              heading: 'Auktoriserade märken',
              intro: 'För de här märkena har vi auktoriserad verkstad med tillverkarens diagnosutrustning, originaldelar och utbildade tekniker.',
              variant: 'Card With Borders',
              perRow: 'Four',
              cards: [
                { title: 'Volkswagen', text: 'Försäljning och auktoriserad verkstad i Umeå, Luleå, Sundsvall och Skellefteå.', icon: 'car' },
                { title: 'Audi', text: 'Auktoriserad service i Umeå, Sundsvall och Skellefteå.', icon: 'star' },
                { title: 'Škoda', text: 'Auktoriserad service i Umeå, Sundsvall och Östersund.', icon: 'car' },
                { title: 'Kia', text: 'Auktoriserad service i Umeå, Luleå och Östersund – även sju års nybilsgaranti.', icon: 'shield' },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Alla andra märken' },
                {
                  p: 'Vi säljer begagnade bilar av alla märken – Volvo, Toyota, BMW, Tesla och många fler – och servar dem i våra verkstäder. Varje bil går igenom vår 110-punktskontroll innan den säljs, oavsett märke. Läs mer om [garantin](/bilagande/garantiavtal) som följer med varje bil.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Our brands',
          metaDescription:
            'Nordvik Bil is an authorised dealer and workshop for Volkswagen, Audi, Škoda and Kia – and sells used cars of every make.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Many makes – one dealer',
              text: 'Authorised servicing for four makes and used cars of every kind, checked in our own workshop.',
              link: { path: '/kop-bil/alla-begagnade-bilar', label: 'See all cars in stock' },
              buttonType: 'Primary',
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              heading: 'Authorised makes',
              intro: 'For these makes our workshops are authorised, with the manufacturer’s diagnostic equipment, genuine parts and trained technicians.',
              variant: 'Card With Borders',
              perRow: 'Four',
              cards: [
                { title: 'Volkswagen', text: 'Sales and authorised workshop in Umeå, Luleå, Sundsvall and Skellefteå.', icon: 'car' },
                { title: 'Audi', text: 'Authorised servicing in Umeå, Sundsvall and Skellefteå.', icon: 'star' },
                { title: 'Škoda', text: 'Authorised servicing in Umeå, Sundsvall and Östersund.', icon: 'car' },
                { title: 'Kia', text: 'Authorised servicing in Umeå, Luleå and Östersund – including the seven-year new-car warranty.', icon: 'shield' },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Every other make' },
                {
                  p: 'We sell used cars of every make – Volvo, Toyota, BMW, Tesla and many more – and service them in our workshops. Every car passes our 110-point inspection before it is sold, whatever the make. Read more about the [warranty](/bilagande/garantiavtal) that comes with every car.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/bilagande',
      sortOrder: 20,
      ogImage: 'family',
      content: {
        'sv-SE': {
          title: 'Bilägande',
          metaDescription:
            'Allt om att äga bil med Nordvik Bil: finansiering, serviceavtal, garantiavtal och våra bästa råd när du köper begagnad bil.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Enklare att äga bil',
              text: 'Finansiering, service och garanti samlat på ett ställe – så att du kan lägga tiden på att köra.',
              image: 'family',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Finansiering',
                  text: 'Billån med kontantinsats från 20 % och löptid upp till 84 månader.',
                  link: { path: '/bilagande/finansiering' },
                  buttonText: 'Läs mer',
                  image: 'pattern',
                },
                {
                  title: 'Serviceavtal',
                  text: 'All service enligt tillverkarens program till en fast månadskostnad.',
                  link: { path: '/bilagande/serviceavtal' },
                  buttonText: 'Läs mer',
                  image: 'workshop',
                },
                {
                  title: 'Garantiavtal',
                  text: 'Förläng tryggheten upp till 36 månader efter köpet.',
                  link: { path: '/bilagande/garantiavtal' },
                  buttonText: 'Läs mer',
                  image: 'forest',
                },
                {
                  title: 'Att köpa begagnad bil',
                  text: 'Checklistan som hjälper dig att göra ett tryggt begagnatköp.',
                  link: { path: '/bilagande/att-kopa-begagnad-bil' },
                  buttonText: 'Till guiden',
                  image: 'showroom',
                },
              ],
            },
            { blockType: 'consumerDebtWarning', compact: true },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Samla allt hos en och samma handlare' },
                {
                  p: 'När lån, service och garanti finns hos samma handlare blir det lättare för dig. Du har en kontaktperson, verkstaden ser bilens hela historik och om något händer vet vi direkt vad som gäller. Många av våra kunder väljer att lägga serviceavtalet i samma månadsbetalning som billånet – en faktura, inga överraskningar.',
                },
                {
                  p: 'Frågor om ditt avtal? Ring kundservice på **070-174 06 12**, vardagar 8–17, eller mejla **kundservice.bil@nordvik.example**.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Car ownership',
          metaDescription:
            'Everything about owning a car with Nordvik Bil: finance, service plans, warranty extensions and our best advice on buying a used car.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Car ownership made easier',
              text: 'Finance, servicing and warranty in one place – so you can spend your time driving.',
              image: 'family',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Finance',
                  text: 'Car loans with a deposit from 20% and terms of up to 84 months.',
                  link: { path: '/bilagande/finansiering' },
                  buttonText: 'Read more',
                  image: 'pattern',
                },
                {
                  title: 'Service plans',
                  text: 'All servicing to the manufacturer’s schedule for a fixed monthly cost.',
                  link: { path: '/bilagande/serviceavtal' },
                  buttonText: 'Read more',
                  image: 'workshop',
                },
                {
                  title: 'Extended warranty',
                  text: 'Extend your cover for up to 36 months after purchase.',
                  link: { path: '/bilagande/garantiavtal' },
                  buttonText: 'Read more',
                  image: 'forest',
                },
                {
                  title: 'Buying a used car',
                  text: 'The checklist that helps you buy a used car with confidence.',
                  link: { path: '/bilagande/att-kopa-begagnad-bil' },
                  buttonText: 'Read the guide',
                  image: 'showroom',
                },
              ],
            },
            { blockType: 'consumerDebtWarning', compact: true },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Keep it all with one dealer' },
                {
                  p: 'When your loan, servicing and warranty are with the same dealer, life gets simpler. You have one contact person, the workshop sees the car’s full history, and if something happens we know straight away what applies. Many customers add their service plan to the same monthly payment as their car loan – one invoice, no surprises.',
                },
                {
                  p: 'Questions about your agreement? Call customer service on **070-174 06 12**, weekdays 8 am–5 pm, or email **kundservice.bil@nordvik.example**.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/bilagande/finansiering',
      sortOrder: 10,
      content: {
        'sv-SE': {
          title: 'Finansiering',
          metaTitle: 'Billån och finansiering',
          metaDescription:
            'Finansiera din bil hos Nordvik Bil: billån med kontantinsats från 20 %, löptid upp till 84 månader och snabbt besked. Se räkneexempel.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Vi erbjuder billån i samarbete med Nordvik Finans. Du ansöker direkt hos din säljare eller digitalt, och får oftast besked inom 15 minuter. Lånet är kopplat till bilen, vilket ger en lägre ränta än ett vanligt privatlån.',
                },
                { h2: 'Så fungerar billånet' },
                {
                  ul: [
                    'Kontantinsats från **20 %** – din inbytesbil kan räknas som hela eller delar av insatsen',
                    'Löptid **12–84 månader**',
                    'Rörlig ränta, eller fast ränta i upp till 36 månader',
                    'Möjlighet till restvärde, så att månadskostnaden blir lägre',
                    'Du kan lösa lånet i förtid utan extra avgift vid rörlig ränta',
                  ],
                },
                { h2: 'Räkneexempel' },
                {
                  p: '*Räkneexempel:* Kontantpris 249 900 kr, kontantinsats 20 % (49 980 kr), lånebelopp 199 920 kr, löptid 72 månader, rörlig ränta 6,95 %, uppläggningsavgift 695 kr och aviavgift 59 kr/mån. Månadskostnad ca **3 463 kr**. Effektiv ränta 7,96 %. Totalt belopp att betala 250 005 kr. Räntan är rörlig och kan ändras under lånets löptid. Exemplet är ett räkneexempel, inte ett erbjudande; slutliga villkor sätts efter kreditprövning.',
                },
              ],
            },
            { blockType: 'consumerDebtWarning' },
            {
              blockType: 'blurb',
              title: 'Byt in din gamla bil',
              text: [
                {
                  p: 'Det enklaste sättet att klara kontantinsatsen är att byta in din nuvarande bil. Vi värderar den utifrån skick, miltal och utrustning, och har du ett befintligt lån löser vi det åt dig i samma affär.',
                },
              ],
              link: { path: '/salj-din-bil', label: 'Värdera din bil' },
              image: 'coast',
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Lägg till service och garanti' },
                {
                  p: 'Du kan bygga in [serviceavtal](/bilagande/serviceavtal) och [garantiavtal](/bilagande/garantiavtal) i månadsbetalningen. Då har du en enda faktura för bil, service och trygghet. Fråga din säljare om ett förslag som passar din körning.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Finance',
          metaTitle: 'Car loans and finance',
          metaDescription:
            'Finance your car with Nordvik Bil: car loans with a deposit from 20%, terms up to 84 months and a quick decision. See a worked example.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'We offer car loans in partnership with Nordvik Finans. You apply through your sales adviser or online, and usually get a decision within 15 minutes. The loan is secured on the car, which gives a lower rate than an ordinary personal loan.',
                },
                { h2: 'How the car loan works' },
                {
                  ul: [
                    'Deposit from **20%** – your part-exchange can cover all or part of it',
                    'Terms of **12–84 months**',
                    'Variable rate, or a fixed rate for up to 36 months',
                    'Optional balloon payment for a lower monthly cost',
                    'Repay early with no extra fee on a variable rate',
                  ],
                },
                { h2: 'Worked example' },
                {
                  p: '*Example:* Cash price SEK 249,900, deposit 20% (SEK 49,980), loan amount SEK 199,920, term 72 months, variable rate 6.95%, arrangement fee SEK 695 and a monthly admin fee of SEK 59. Monthly payment approx. **SEK 3,463**. APR 7.96%. Total amount payable SEK 250,005. The rate is variable and may change during the term. This is an illustration, not an offer; final terms are set after a credit check.',
                },
              ],
            },
            { blockType: 'consumerDebtWarning' },
            {
              blockType: 'blurb',
              title: 'Trade in your old car',
              text: [
                {
                  p: 'The easiest way to cover the deposit is to trade in your current car. We value it on condition, mileage and equipment, and if there is outstanding finance we settle it for you as part of the same deal.',
                },
              ],
              link: { path: '/salj-din-bil', label: 'Value your car' },
              image: 'coast',
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Add servicing and warranty' },
                {
                  p: 'You can include a [service plan](/bilagande/serviceavtal) and an [extended warranty](/bilagande/garantiavtal) in your monthly payment. That gives you one invoice for the car, its servicing and your peace of mind. Ask your sales adviser for a proposal that suits the way you drive.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/bilagande/finansiering/privatleasing',
      sortOrder: 10,
      ogImage: 'charging',
      content: {
        'sv-SE': {
          title: 'Privatleasing',
          metaDescription:
            'Privatleasa en begagnad bil hos Nordvik Bil i 24 eller 36 månader. Ingen kontantinsats, service och vinterhjul ingår – fast kostnad varje månad.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Fast kostnad, inga överraskningar',
              text: 'Privatleasa en nästan ny bil utan kontantinsats. Service, vägassistans och vinterhjul ingår i månadskostnaden.',
              image: 'charging',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Så fungerar det' },
                {
                  ul: [
                    'Välj bland utvalda bilar upp till tre år gamla – många av dem elbilar',
                    'Avtalstid 24 eller 36 månader, 1 000–2 500 mil per år',
                    'Service enligt tillverkarens program och vägassistans ingår',
                    'Ett set vinterhjul och däckhotell ingår – skiftet bokar du hos oss',
                  ],
                },
                {
                  p: 'Försäkring och drivmedel betalar du själv. När avtalet löper ut lämnar du tillbaka bilen, och vi går igenom den tillsammans enligt branschens riktlinjer för normalt slitage.',
                },
                {
                  p: '*Exempel:* Kia Niro EV 2023, 36 månader, 1 500 mil per år: 4 295 kr/mån inklusive service och vinterhjul. Uppläggningsavgift 695 kr och aviavgift 59 kr/mån tillkommer. Kreditprövning sker alltid.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Private leasing',
          metaDescription:
            'Lease a used car privately from Nordvik Bil for 24 or 36 months. No deposit, servicing and winter wheels included – a fixed cost every month.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'A fixed cost, no surprises',
              text: 'Lease a nearly new car with no deposit. Servicing, roadside assistance and winter wheels are included in the monthly cost.',
              image: 'charging',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'How it works' },
                {
                  ul: [
                    'Choose from selected cars up to three years old – many of them electric',
                    'Contract length 24 or 36 months, 10,000–25,000 km a year',
                    'Servicing to the manufacturer’s schedule and roadside assistance included',
                    'A set of winter wheels and tyre storage included – you book the changeover with us',
                  ],
                },
                {
                  p: 'You pay for insurance and fuel yourself. When the contract ends you return the car, and we inspect it together following the industry guidelines for normal wear and tear.',
                },
                {
                  p: '*Example:* Kia Niro EV 2023, 36 months, 15,000 km a year: SEK 4,295 a month including servicing and winter wheels. An arrangement fee of SEK 695 and an invoice fee of SEK 59 a month apply. Subject to a credit check.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/bilagande/finansiering/foretagsleasing',
      sortOrder: 20,
      ogImage: 'dealership',
      content: {
        'sv-SE': {
          title: 'Företagsleasing',
          metaDescription:
            'Företagsleasing hos Nordvik Bil: finansiell eller operationell leasing av personbilar och transportbilar, med service, däck och vägassistans i samma avtal.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Med företagsleasing binder ni inte kapital i bilarna, och kostnaden blir lätt att budgetera. Vi erbjuder både finansiell och operationell leasing i samarbete med Nordvik Finans.',
                },
                { h2: 'Finansiell eller operationell?' },
                {
                  ul: [
                    '**Finansiell leasing** – ni betalar av på bilen och bär restvärdesrisken. Passar om ni vill kunna köpa loss bilen eller kör mycket.',
                    '**Operationell leasing** – vi tar restvärdesrisken och ni lämnar tillbaka bilen när avtalet löper ut. Service, däck och vägassistans kan ingå.',
                  ],
                },
                {
                  p: 'Avtalstiden är 12–48 månader. Leasingavgiften är avdragsgill, och för momsregistrerade företag kan halva momsen på leasingavgiften för personbilar dras av.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'En kontaktperson för hela flottan',
              text: [
                {
                  p: 'Er företagssäljare håller koll på när avtal löper ut, föreslår ersättningsbilar i god tid och ser till att service och däckskiften sker utan att någon behöver påminna. Ni får en samlad faktura varje månad.',
                },
              ],
              link: { path: '/kop-bil/foretagsbilar', label: 'Om företagsbilar' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'Business leasing',
          metaDescription:
            'Business leasing at Nordvik Bil: finance or operating leases for cars and vans, with servicing, tyres and roadside assistance in the same contract.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'With business leasing you do not tie up capital in your vehicles, and the cost is easy to budget for. We offer both finance and operating leases in partnership with Nordvik Finans.',
                },
                { h2: 'Finance or operating lease?' },
                {
                  ul: [
                    '**Finance lease** – you pay off the car and carry the residual value risk. Suits businesses that want the option to buy the car or that drive long distances.',
                    '**Operating lease** – we carry the residual value risk and you return the car when the contract ends. Servicing, tyres and roadside assistance can be included.',
                  ],
                },
                {
                  p: 'Contracts run for 12–48 months. Lease payments are tax-deductible, and VAT-registered businesses can reclaim half the VAT on lease payments for passenger cars.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'One contact for the whole fleet',
              text: [
                {
                  p: 'Your business sales adviser keeps track of when contracts end, suggests replacement cars in good time and makes sure servicing and tyre changes happen without anyone having to chase them. You get one combined invoice every month.',
                },
              ],
              link: { path: '/kop-bil/foretagsbilar', label: 'About company cars' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/bilagande/serviceavtal',
      sortOrder: 20,
      ogImage: 'workshop',
      content: {
        'sv-SE': {
          title: 'Serviceavtal',
          metaDescription:
            'Med Nordvik Serviceavtal betalar du en fast månadskostnad för all service enligt tillverkarens program – med originaldelar, lånebil och vägassistans.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Service utan överraskningar',
              text: 'En fast månadskostnad från 249 kr – och bilen servas alltid enligt tillverkarens program.',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Det här ingår' },
                {
                  ul: [
                    'All service enligt tillverkarens serviceprogram, inklusive arbete',
                    'Originaldelar, motorolja, filter, tändstift och bromsvätska',
                    'Byte av pollenfilter och torkarblad vid varje service',
                    'Vägassistans dygnet runt i hela Europa under avtalstiden',
                    'Kostnadsfri lånebil eller hämtning och lämning inom 15 km',
                    'Servicestämpel i den digitala serviceboken – bra för andrahandsvärdet',
                  ],
                },
                { h2: 'Vad kostar det?' },
                {
                  p: 'Priset beror på bilmodell och hur långt du kör. En Volkswagen Golf som körs 1 500 mil per år kostar till exempel 329 kr i månaden, och en Kia Niro EV 249 kr. Du binder avtalet i 12 månader, därefter gäller en månads uppsägningstid. Ändras din körsträcka justerar vi avgiften – åt båda håll.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Villkor i korthet',
              text: [
                {
                  ul: [
                    'Bilen får vara högst 8 år och ha gått högst 15 000 mil när avtalet tecknas',
                    'Avtalet kan löpa tills bilen är 10 år eller har gått 20 000 mil',
                    'Slitdelar som bromsbelägg, däck och kopplingar ingår inte',
                    'Avtalet följer med bilen om du säljer den',
                  ],
                },
                { p: 'Teckna avtalet i samband med bilköpet eller när du servar bilen nästa gång.' },
              ],
              link: { path: '/hitta-oss', label: 'Kontakta verkstaden' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Service plans',
          metaDescription:
            'A Nordvik service plan gives you a fixed monthly cost for all scheduled servicing – with genuine parts, a courtesy car and roadside assistance.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Servicing without surprises',
              text: 'A fixed monthly cost from SEK 249 – and your car is always serviced to the manufacturer’s schedule.',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'What is included' },
                {
                  ul: [
                    'All servicing to the manufacturer’s schedule, including labour',
                    'Genuine parts, engine oil, filters, spark plugs and brake fluid',
                    'New pollen filter and wiper blades at every service',
                    '24/7 roadside assistance throughout Europe during the plan',
                    'Free courtesy car, or collection and delivery within 15 km',
                    'A stamp in the digital service book – good for resale value',
                  ],
                },
                { h2: 'What does it cost?' },
                {
                  p: 'The price depends on the model and how far you drive. A Volkswagen Golf driven 15,000 km a year, for example, costs SEK 329 a month, and a Kia Niro EV SEK 249. The minimum term is 12 months, after which one month’s notice applies. If your mileage changes, we adjust the fee – in either direction.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Terms at a glance',
              text: [
                {
                  ul: [
                    'The car must be no more than 8 years old and have covered no more than 150,000 km when the plan starts',
                    'The plan can run until the car is 10 years old or has covered 200,000 km',
                    'Wear parts such as brake pads, tyres and clutches are not included',
                    'The plan stays with the car if you sell it',
                  ],
                },
                { p: 'Sign up when you buy your car or at your next service.' },
              ],
              link: { path: '/hitta-oss', label: 'Contact the workshop' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/bilagande/nordvik-care',
      sortOrder: 25,
      ogImage: 'coast',
      content: {
        'sv-SE': {
          title: 'Nordvik Care',
          metaTitle: 'Nordvik Care – skydd mot småskador',
          metaDescription:
            'Nordvik Care lagar stenskott, repor, bucklor och fälgskador utan självrisk. Från 149 kr i månaden för bilar som köpts hos Nordvik Bil.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Care – bilen ser ny ut längre',
              text: 'Stenskott, repor och kantstensskador på fälgarna lagas utan självrisk. Från 149 kr i månaden.',
              image: 'coast',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Grusvägar, sandade vintervägar och trånga parkeringshus sätter sina spår. Nordvik Care är ett skötselavtal som tar hand om småskadorna som försäkringen sällan lönar sig för – och som drar ned bilens värde när du säljer den.',
                },
                { h2: 'Det här ingår' },
                {
                  ul: [
                    'Lagning av stenskott i vindrutan – obegränsat antal gånger',
                    'Spotlackering av repor och lackskador upp till 30 cm',
                    'Bucklor utan lackskada lagas med PDR-teknik',
                    'Reparation av kantstensskador på lättmetallfälgar',
                    'Lackskydd och invändigt skydd vid leverans av bilen',
                  ],
                },
                {
                  p: 'Avtalet tecknas på 12, 24 eller 36 månader och kostar från 149 kr i månaden beroende på bilens storlek. Högst tre lagningar per avtalsår, utöver stenskotten.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Tillsammans med serviceavtalet',
              text: [
                {
                  p: 'Har du redan ett serviceavtal hos oss lägger vi Nordvik Care på samma månadsfaktura och gör lagningarna i samband med servicen, så slipper du ett extra besök.',
                },
              ],
              link: { path: '/bilagande/serviceavtal', label: 'Om serviceavtalet' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Nordvik Care',
          metaTitle: 'Nordvik Care – cover for minor damage',
          metaDescription:
            'Nordvik Care repairs stone chips, scratches, dents and scuffed wheels with no excess. From SEK 149 a month for cars bought from Nordvik Bil.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Care – keep your car looking new',
              text: 'Stone chips, scratches and kerbed alloy wheels repaired with no excess. From SEK 149 a month.',
              image: 'coast',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Gravel roads, gritted winter roads and tight car parks all leave their mark. Nordvik Care is a care plan for the small damage that is rarely worth an insurance claim – and that lowers your car’s value when you sell it.',
                },
                { h2: 'What is included' },
                {
                  ul: [
                    'Windscreen stone-chip repairs – as many times as you need',
                    'Smart repair of scratches and paint damage up to 30 cm',
                    'Paintless dent removal',
                    'Repair of kerb damage on alloy wheels',
                    'Paint and interior protection when the car is delivered',
                  ],
                },
                {
                  p: 'The plan runs for 12, 24 or 36 months and costs from SEK 149 a month depending on the size of the car. Up to three repairs per plan year, plus stone chips.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Together with your service plan',
              text: [
                {
                  p: 'If you already have a service plan with us, we add Nordvik Care to the same monthly invoice and carry out repairs at your service, so you save an extra visit.',
                },
              ],
              link: { path: '/bilagande/serviceavtal', label: 'About service plans' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/bilagande/garantiavtal',
      sortOrder: 30,
      content: {
        'sv-SE': {
          title: 'Garantiavtal',
          metaDescription:
            'Alla begagnade bilar från Nordvik Bil har 12 månaders garanti. Förläng med Nordvik Garantiavtal upp till 36 månader och skydda motor, växellåda och elsystem.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Alla begagnade bilar vi säljer som är högst 8 år gamla och har gått högst 15 000 mil levereras med **Nordvik Garanti i 12 månader eller 20 000 km**, det som inträffar först. Vill du ha längre trygghet kan du teckna ett garantiavtal som förlänger skyddet till totalt 24 eller 36 månader.',
                },
                { h2: 'Det här omfattas' },
                {
                  ul: [
                    'Motor, inklusive turbo och insprutning',
                    'Manuell och automatisk växellåda, koppling undantagen',
                    'Kraftöverföring, drivaxlar och fyrhjulsdrift',
                    'Elsystem, styrenheter och infotainment',
                    'Luftkonditionering, värme och motorvärmare',
                    'För elbilar och laddhybrider: laddsystem och elmotor',
                  ],
                },
                { h2: 'Det här omfattas inte' },
                {
                  p: 'Slitdelar som bromsbelägg, bromsskivor, däck, torkarblad och kopplingslamell, samt skador som beror på olyckor, vanvård eller att bilen inte servats enligt tillverkarens program.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Pris och villkor',
              text: [
                {
                  p: 'Garantiavtalet kostar från **195 kr i månaden** eller som en engångssumma vid köpet. Självrisken är 1 000 kr per skadetillfälle, och reparationen görs på någon av våra verkstäder eller på en auktoriserad verkstad var som helst i Norden.',
                },
                {
                  p: 'Garantiavtalet gäller utöver dina rättigheter enligt konsumentköplagen och begränsar dem inte.',
                },
              ],
              link: { path: '/bilagande/serviceavtal', label: 'Kombinera med serviceavtal' },
              image: 'forest',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'Extended warranty',
          metaDescription:
            'Every used car from Nordvik Bil has a 12-month warranty. Extend it to up to 36 months with a Nordvik warranty plan covering engine, gearbox and electrics.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Every used car we sell that is no more than 8 years old and has covered no more than 150,000 km comes with the **Nordvik Warranty for 12 months or 20,000 km**, whichever comes first. For longer cover you can take out a warranty plan that extends protection to a total of 24 or 36 months.',
                },
                { h2: 'What is covered' },
                {
                  ul: [
                    'Engine, including turbo and fuel injection',
                    'Manual and automatic gearbox, excluding the clutch',
                    'Transmission, driveshafts and four-wheel drive',
                    'Electrical system, control units and infotainment',
                    'Air conditioning, heating and engine heater',
                    'For EVs and plug-in hybrids: charging system and electric motor',
                  ],
                },
                { h2: 'What is not covered' },
                {
                  p: 'Wear parts such as brake pads, brake discs, tyres, wiper blades and clutch plate, and damage caused by accidents, neglect or the car not being serviced to the manufacturer’s schedule.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Price and terms',
              text: [
                {
                  p: 'A warranty plan costs from **SEK 195 a month**, or a one-off payment at purchase. The excess is SEK 1,000 per claim, and repairs are carried out at one of our workshops or at any authorised workshop in the Nordic countries.',
                },
                {
                  p: 'The warranty plan applies in addition to your rights under the Swedish Consumer Sales Act and does not limit them.',
                },
              ],
              link: { path: '/bilagande/serviceavtal', label: 'Combine with a service plan' },
              image: 'forest',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/bilagande/att-kopa-begagnad-bil',
      sortOrder: 40,
      ogImage: 'forest',
      content: {
        'sv-SE': {
          title: 'Att köpa begagnad bil',
          metaDescription:
            'Checklista för dig som ska köpa begagnad bil: servicehistorik, besiktning, provkörning, rost, vinterhjul och vad du ska fråga säljaren om.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Så köper du rätt begagnad bil',
              text: 'Våra säljare har tillsammans sålt över 40 000 begagnade bilar. Här är deras bästa råd.',
              image: 'forest',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Innan du provkör' },
                {
                  ul: [
                    '**Servicehistorik.** Be om en utskrift från den digitala serviceboken. Luckor i historiken är inte alltid ett problem, men fråga varför.',
                    '**Besiktning.** Titta på de senaste besiktningsprotokollen – anmärkningar som återkommer säger mycket.',
                    '**Ägare och miltal.** Kontrollera antal ägare och att mätarställningen stämmer med service- och besiktningsuppgifterna.',
                    '**Skulder och leasing.** Kontrollera att bilen inte är belånad eller leasad. Hos oss är det alltid utrett innan bilen säljs.',
                  ],
                },
                { h2: 'Under provkörningen' },
                {
                  ol: [
                    'Starta bilen kall om det går – ljud från motorn hörs bäst då.',
                    'Kör både i stadstrafik och på landsväg i minst 20 minuter.',
                    'Testa bromsarna, växlingarna och att bilen går rakt när du släpper ratten en kort stund.',
                    'Prova all utrustning: värme, AC, motorvärmare, stolsvärme och backkamera.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Tänk på vintern redan nu',
              text: [
                {
                  p: 'I Norrland är vinterhjulen en del av bilen. Fråga om de ingår, vilket mönsterdjup de har och om de är dubbade. Kontrollera också att motorvärmaren fungerar och att det finns en kupévärmare om du ska parkera ute. Rost under trösklar och hjulhus är värt en extra titt – ta gärna med en ficklampa.',
                },
              ],
              image: 'winter',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'När du köper hos oss' },
                {
                  p: 'Alla våra bilar har gått igenom en kontroll i 110 punkter och du får protokollet med dig. Du har 14 dagars bytesrätt och minst 12 månaders garanti. Läs mer om [garantiavtal](/bilagande/garantiavtal) eller [se alla bilar i lager](/kop-bil/alla-begagnade-bilar).',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Buying a used car',
          metaDescription:
            'A checklist for buying a used car: service history, roadworthiness tests, test drive, rust, winter wheels and what to ask the seller.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'How to buy the right used car',
              text: 'Between them, our sales advisers have sold more than 40,000 used cars. Here is their best advice.',
              image: 'forest',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Before the test drive' },
                {
                  ul: [
                    '**Service history.** Ask for a printout of the digital service book. Gaps aren’t always a problem, but ask why.',
                    '**Roadworthiness tests.** Look at the latest test reports – recurring remarks tell you a lot.',
                    '**Owners and mileage.** Check the number of owners and that the odometer matches the service and inspection records.',
                    '**Outstanding finance and leasing.** Make sure the car isn’t financed or leased. With us, that is always cleared before a car is sold.',
                  ],
                },
                { h2: 'During the test drive' },
                {
                  ol: [
                    'Start the car from cold if you can – engine noises are easiest to hear then.',
                    'Drive both in town and on open roads for at least 20 minutes.',
                    'Test the brakes and gear changes, and check that the car runs straight when you briefly relax your grip on the wheel.',
                    'Try all the equipment: heating, air conditioning, engine heater, heated seats and reversing camera.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Think about winter now',
              text: [
                {
                  p: 'In northern Sweden winter wheels are part of the car. Ask whether they are included, how much tread they have and whether they are studded. Check that the engine heater works and whether there is a cabin heater if you will park outside. Rust under the sills and wheel arches deserves a closer look – bring a torch.',
                },
              ],
              image: 'winter',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'When you buy from us' },
                {
                  p: 'All our cars have passed a 110-point inspection and you take the report home with you. You get a 14-day exchange right and at least a 12-month warranty. Read about our [extended warranty](/bilagande/garantiavtal) or [see all cars in stock](/kop-bil/alla-begagnade-bilar).',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/bilagande/forsakring',
      sortOrder: 50,
      ogImage: 'pattern',
      content: {
        'sv-SE': {
          title: 'Bilförsäkring',
          navTitle: 'Försäkring',
          metaDescription:
            'Nordvik Bilförsäkring: helförsäkring med reparation i vår egen verkstad, originaldelar, hyrbil vid skada och tre månader utan kostnad när du köper bil.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik Bilförsäkring är framtagen tillsammans med ett av Sveriges största försäkringsbolag för bilar som köps hos oss. Vid en skada repareras bilen i vår egen verkstad med originaldelar, så att garantin och andrahandsvärdet inte påverkas.',
                },
                { h2: 'Det här ingår i helförsäkringen' },
                {
                  ul: [
                    'Trafik-, halv- och vagnskadeförsäkring',
                    'Hyrbil i upp till 30 dagar medan bilen repareras',
                    'Ingen självrisk för stenskott som lagas i stället för att rutan byts',
                    'Viltskador utan självrisk – viktigt på norrländska vägar',
                    'Skydd för laddkabel och laddbox om du kör elbil',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Tre månader utan kostnad',
              text: [
                {
                  p: 'När du köper en bil som är yngre än åtta år ingår de tre första månaderna av helförsäkringen. Därefter fortsätter den till ordinarie pris, och du kan säga upp den med en månads varsel.',
                },
                { p: 'Har du råkat ut för en skada? Ring skadeservice på **070-174 06 37**, dygnet runt.' },
              ],
              link: { path: '/bilagande/garantiavtal', label: 'Om garantiavtal' },
              image: 'winter',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Car insurance',
          navTitle: 'Insurance',
          metaDescription:
            'Nordvik Car Insurance: comprehensive cover with repairs in our own workshop, genuine parts, a hire car after damage and three months free when you buy a car.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik Car Insurance was developed with one of Sweden’s largest insurers for cars bought from us. If the car is damaged it is repaired in our own workshop with genuine parts, so your warranty and resale value are not affected.',
                },
                { h2: 'What comprehensive cover includes' },
                {
                  ul: [
                    'Third-party, part and comprehensive cover',
                    'A hire car for up to 30 days while your car is repaired',
                    'No excess for stone chips that are repaired instead of the windscreen being replaced',
                    'No excess for collisions with wildlife – important on northern roads',
                    'Cover for the charging cable and wallbox if you drive an EV',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Three months at no cost',
              text: [
                {
                  p: 'When you buy a car that is less than eight years old, the first three months of comprehensive cover are included. After that the policy continues at the standard price, and you can cancel it with one month’s notice.',
                },
                { p: 'Had an accident? Call our claims service on **070-174 06 37**, day and night.' },
              ],
              link: { path: '/bilagande/garantiavtal', label: 'About extended warranty' },
              image: 'winter',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/service-och-verkstad',
      sortOrder: 25,
      ogImage: 'workshop',
      content: {
        'sv-SE': {
          title: 'Service och verkstad',
          metaDescription:
            'Service, reparationer och däckhotell hos Nordvik Bil i Umeå, Luleå, Sundsvall, Östersund och Skellefteå. Auktoriserad verkstad för Volkswagen, Audi, Škoda och Kia.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Verkstäder som kan vinter',
              text: 'Fem verkstäder, 70 tekniker och lånebilar med vinterhjul. Vi servar alla märken – och ringer alltid innan vi gör något extra.',
              link: { path: '/service-och-verkstad/boka-service', label: 'Boka service' },
              buttonType: 'Primary',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Boka service',
                  text: 'Service enligt tillverkarens program, reparationer och felsökning.',
                  link: { path: '/service-och-verkstad/boka-service' },
                  buttonText: 'Så bokar du',
                  image: 'workshop',
                },
                {
                  title: 'Däckhotell',
                  text: 'Vi skiftar, tvättar och förvarar dina hjul mellan säsongerna.',
                  link: { path: '/service-och-verkstad/dackhotell' },
                  buttonText: 'Om däckhotellet',
                  image: 'tires',
                },
                {
                  title: 'Serviceavtal',
                  text: 'All service till fast månadskostnad, från 249 kr i månaden.',
                  link: { path: '/bilagande/serviceavtal' },
                  buttonText: 'Läs mer',
                  image: 'dealership',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Öppettider' },
                {
                  p: 'Verkstäderna har öppet **vardagar 7–17**. Under skiftesperioderna i oktober–november och april–maj har vi även öppet lördagar 9–14 för hjulskiften. Adresser hittar du under [Hitta oss](/hitta-oss).',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Service and workshop',
          metaDescription:
            'Servicing, repairs and tyre storage at Nordvik Bil in Umeå, Luleå, Sundsvall, Östersund and Skellefteå. Authorised workshop for Volkswagen, Audi, Škoda and Kia.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Workshops that know winter',
              text: 'Five workshops, 70 technicians and courtesy cars on winter tyres. We service every make – and we always call before doing anything extra.',
              link: { path: '/service-och-verkstad/boka-service', label: 'Book a service' },
              buttonType: 'Primary',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Book a service',
                  text: 'Servicing to the manufacturer’s schedule, repairs and diagnostics.',
                  link: { path: '/service-och-verkstad/boka-service' },
                  buttonText: 'How to book',
                  image: 'workshop',
                },
                {
                  title: 'Tyre hotel',
                  text: 'We change, wash and store your wheels between seasons.',
                  link: { path: '/service-och-verkstad/dackhotell' },
                  buttonText: 'About the tyre hotel',
                  image: 'tires',
                },
                {
                  title: 'Service plans',
                  text: 'All servicing for a fixed monthly cost, from SEK 249 a month.',
                  link: { path: '/bilagande/serviceavtal' },
                  buttonText: 'Read more',
                  image: 'dealership',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Opening hours' },
                {
                  p: 'Our workshops are open **weekdays 7 am–5 pm**. During the changeover seasons in October–November and April–May we are also open on Saturdays 9 am–2 pm for wheel changes. You will find the addresses under [Find us](/hitta-oss).',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service-och-verkstad/boka-service',
      sortOrder: 10,
      ogImage: 'workshop',
      content: {
        'sv-SE': {
          title: 'Boka service',
          metaDescription:
            'Boka service eller reparation hos Nordvik Bil. Ring din verkstad eller mejla oss – du får ett fast pris innan vi börjar och en lånebil om du behöver.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Ring verkstaden på din ort eller mejla **verkstad@nordvikbil.test** med registreringsnummer, mätarställning och vad du vill ha gjort. Vi återkommer med pris och förslag på tider samma arbetsdag.',
                },
                {
                  ul: [
                    '**Umeå:** 070-174 06 30',
                    '**Luleå:** 070-174 06 31',
                    '**Östersund:** 070-174 06 33',
                    '**Skellefteå:** 070-174 06 34',
                    '**Sundsvall:** 070-174 06 36',
                  ],
                },
                { h2: 'Bra att veta' },
                {
                  ul: [
                    'Lämna bilen mellan 7 och 9, eller släpp nyckeln i nyckelinkastet kvällen före',
                    'Lånebil med vinterhjul kostar 195 kr per dag – och ingår i serviceavtalet',
                    'Vi ringer alltid innan vi gör arbete utöver det du har bokat',
                    'Servicen registreras i den digitala serviceboken, så att garantin gäller',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Har du serviceavtal?',
              text: [
                {
                  p: 'Med serviceavtal betalar du ingenting extra för schemalagd service, och du får 15 % rabatt på reparationer. Säg att du har avtal när du bokar, så är allt klart när du hämtar bilen.',
                },
              ],
              link: { path: '/bilagande/serviceavtal', label: 'Om serviceavtal' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Book a service',
          metaDescription:
            'Book a service or repair at Nordvik Bil. Call your local workshop or email us – you get a fixed price before we start and a courtesy car if you need one.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Call the workshop in your town or email **verkstad@nordvikbil.test** with your registration number, mileage and what you would like done. We will come back with a price and suggested times on the same working day.',
                },
                {
                  ul: [
                    '**Umeå:** 070-174 06 30',
                    '**Luleå:** 070-174 06 31',
                    '**Östersund:** 070-174 06 33',
                    '**Skellefteå:** 070-174 06 34',
                    '**Sundsvall:** 070-174 06 36',
                  ],
                },
                { h2: 'Good to know' },
                {
                  ul: [
                    'Drop the car off between 7 and 9 am, or leave the key in the key drop the evening before',
                    'A courtesy car on winter tyres costs SEK 195 a day – and is included in the service plan',
                    'We always call before doing work beyond what you booked',
                    'The service is recorded in the digital service book, so your warranty stays valid',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Do you have a service plan?',
              text: [
                {
                  p: 'With a service plan you pay nothing extra for scheduled servicing, and you get 15% off repairs. Mention your plan when you book, and everything will be settled when you collect the car.',
                },
              ],
              link: { path: '/bilagande/serviceavtal', label: 'About service plans' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/service-och-verkstad/dackhotell',
      sortOrder: 20,
      ogImage: 'tires',
      content: {
        'sv-SE': {
          title: 'Däckhotell',
          metaDescription:
            'Förvara dina hjul i Nordvik Bils däckhotell. Skifte, tvätt, mätning av mönsterdjup och försäkrad förvaring från 1 095 kr per säsong.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Vi tar hand om hjulen',
              text: 'Skifte, tvätt och förvaring i ett – och en påminnelse när det är dags igen.',
              image: 'tires',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Det här ingår' },
                {
                  ul: [
                    'Hjulskifte två gånger per år, med balansering vid behov',
                    'Tvätt av hjulen innan de ställs in',
                    'Mätning av mönsterdjupet på alla fyra däck, med protokoll via sms',
                    'Förvaring i uppvärmt lager, försäkrat mot brand och stöld',
                  ],
                },
                {
                  p: 'Däckhotellet kostar **1 095 kr per säsong** för personbil och 1 295 kr för SUV och fälgar över 18 tum. Vi skickar en påminnelse i god tid innan skiftesperioden börjar.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'När ska jag byta till vinterhjul?',
              text: [
                {
                  p: 'Dubbdäck får användas från 1 oktober, och vid vinterväglag är vinterdäck ett krav från 1 december till 31 mars. I inlandet kan snön komma redan i september, så vänta inte för länge med att boka – de populäraste tiderna tar slut först.',
                },
              ],
              link: { path: '/service-och-verkstad/boka-service', label: 'Boka hjulskifte' },
              image: 'winter',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'Tyre hotel',
          metaDescription:
            'Store your wheels in Nordvik Bil’s tyre hotel. Changeover, washing, tread-depth measurement and insured storage from SEK 1,095 a season.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'We look after your wheels',
              text: 'Changeover, washing and storage in one – and a reminder when it is time again.',
              image: 'tires',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'What is included' },
                {
                  ul: [
                    'Wheel changeover twice a year, with balancing when needed',
                    'Washing the wheels before they go into storage',
                    'Tread-depth measurement on all four tyres, with a report by text message',
                    'Storage in a heated warehouse, insured against fire and theft',
                  ],
                },
                {
                  p: 'The tyre hotel costs **SEK 1,095 a season** for a passenger car and SEK 1,295 for SUVs and rims over 18 inches. We send you a reminder well before the changeover season starts.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'When should I switch to winter wheels?',
              text: [
                {
                  p: 'Studded tyres are allowed from 1 October, and in wintry conditions winter tyres are compulsory from 1 December to 31 March. Inland, snow can arrive as early as September, so do not leave booking too late – the most popular times go first.',
                },
              ],
              link: { path: '/service-och-verkstad/boka-service', label: 'Book a wheel change' },
              image: 'winter',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/salj-din-bil',
      sortOrder: 30,
      ogImage: 'coast',
      content: {
        'sv-SE': {
          title: 'Sälj din bil',
          metaDescription:
            'Sälj din bil till Nordvik Bil. Preliminärt bud inom 24 timmar, slutbud efter en kort besiktning och pengarna på kontot inom två bankdagar. Vi löser ditt billån.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Sälj din bil – snabbt och tryggt',
              text: 'Få ett preliminärt bud inom 24 timmar. Vi köper bilar av alla märken, även om du inte köper en ny bil av oss.',
              link: { path: '/hitta-oss', label: 'Boka värdering' },
              buttonType: 'Primary',
              image: 'coast',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Så går det till' },
                {
                  ol: [
                    '**Berätta om bilen.** Ange registreringsnummer, mätarställning och skick. Bifoga gärna några bilder.',
                    '**Få ett preliminärt bud.** Vi återkommer inom 24 timmar, vardagar, med ett bud baserat på aktuella marknadspriser.',
                    '**Kort besiktning.** Du kommer till närmaste anläggning där vi går igenom bilen på cirka 20 minuter.',
                    '**Slutbud och betalning.** Slutbudet gäller i 7 dagar. Accepterar du får du pengarna på kontot inom två bankdagar.',
                  ],
                },
                {
                  p: 'Har du lån på bilen löser vi det direkt med långivaren och betalar ut mellanskillnaden till dig. Du behöver inte göra något mer än att ta med registreringsbeviset del 2 och båda nycklarna.',
                },
              ],
            },
            {
              blockType: 'sellCarForm',
              heading: 'Berätta om din bil',
              intro: 'Det tar mindre än en minut. Vi återkommer med ett preliminärt bud inom 24 timmar, vardagar – helt utan förpliktelser.',
              privacyNotice:
                'Nordvik Bil behandlar dina uppgifter för att värdera bilen och kontakta dig om budet. Uppgifterna sparas i högst tolv månader, och du kan när som helst be oss radera dem.',
            },
            {
              blockType: 'blurb',
              title: 'Vad påverkar värderingen?',
              text: [
                {
                  ul: [
                    '**Servicehistorik** – en komplett servicebok höjer värdet märkbart',
                    '**Miltal och ålder** – jämfört med likvärdiga bilar på marknaden',
                    '**Skick** – lackskador, stenskott, slitage i kupén och däckens mönsterdjup',
                    '**Utrustning** – dragkrok, fyrhjulsdrift och motorvärmare är eftertraktat här',
                    '**Efterfrågan** – just nu söker vi särskilt kombibilar, SUV:ar och elbilar',
                  ],
                },
              ],
              image: 'family',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Sell your car',
          metaDescription:
            'Sell your car to Nordvik Bil: a provisional offer within 24 hours, a final offer after a short inspection and payment within two banking days.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Sell your car – quickly and safely',
              text: 'Get a provisional offer within 24 hours. We buy cars of every make, even if you aren’t buying a new one from us.',
              link: { path: '/hitta-oss', label: 'Book a valuation' },
              buttonType: 'Primary',
              image: 'coast',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'How it works' },
                {
                  ol: [
                    '**Tell us about the car.** Enter the registration number, mileage and condition. Feel free to add a few photos.',
                    '**Get a provisional offer.** We reply within 24 hours on weekdays with an offer based on current market prices.',
                    '**Short inspection.** Bring the car to your nearest site, where we look it over in about 20 minutes.',
                    '**Final offer and payment.** The final offer is valid for 7 days. If you accept, the money is in your account within two banking days.',
                  ],
                },
                {
                  p: 'If there is finance on the car, we settle it directly with the lender and pay the difference to you. All you need to bring is part 2 of the registration certificate and both keys.',
                },
              ],
            },
            {
              blockType: 'sellCarForm',
              heading: 'Tell us about your car',
              intro: 'It takes less than a minute. We reply with a provisional offer within 24 hours on weekdays – with no obligation.',
              privacyNotice:
                'Nordvik Bil uses your details to value the car and to contact you about the offer. We keep them for at most twelve months, and you can ask us to delete them at any time.',
            },
            {
              blockType: 'blurb',
              title: 'What affects the valuation?',
              text: [
                {
                  ul: [
                    '**Service history** – a complete service record noticeably raises the value',
                    '**Mileage and age** – compared with similar cars on the market',
                    '**Condition** – paint damage, stone chips, interior wear and tyre tread depth',
                    '**Equipment** – tow bar, four-wheel drive and engine heater are in demand up here',
                    '**Demand** – right now we are especially looking for estates, SUVs and EVs',
                  ],
                },
              ],
              image: 'family',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/hitta-oss',
      sortOrder: 40,
      ogImage: 'dealership',
      content: {
        'sv-SE': {
          title: 'Hitta oss',
          metaDescription:
            'Nordvik Bil finns i Umeå, Luleå, Sundsvall, Östersund och Skellefteå. Se adresser, telefonnummer och öppettider för försäljning och verkstad.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Välkommen till oss',
              text: 'Fem anläggningar med försäljning, verkstad och däckförvaring – och kaffet är alltid på.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            { blockType: 'dealerSiteList', title: 'Våra anläggningar' },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Öppettider' },
                {
                  ul: [
                    '**Försäljning:** måndag–fredag 9–18, lördag 10–15',
                    '**Verkstad och reservdelar:** måndag–fredag 7–17',
                    '**Däckhotell under skiftesperioden** (oktober–november och april–maj): även lördagar 9–14',
                  ],
                },
                {
                  p: 'Avvikande öppettider kring storhelger visas på respektive anläggnings sida. Centralt kundservicenummer: **070-174 06 12**, vardagar 8–17.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Find us',
          metaDescription:
            'Nordvik Bil has sites in Umeå, Luleå, Sundsvall, Östersund and Skellefteå. See addresses, phone numbers and opening hours for sales and workshop.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Come and see us',
              text: 'Five sites with sales, workshop and tyre storage – and the coffee is always on.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            { blockType: 'dealerSiteList', title: 'Our locations' },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Opening hours' },
                {
                  ul: [
                    '**Sales:** Monday–Friday 9 am–6 pm, Saturday 10 am–3 pm',
                    '**Workshop and parts:** Monday–Friday 7 am–5 pm',
                    '**Tyre hotel during changeover season** (October–November and April–May): also Saturdays 9 am–2 pm',
                  ],
                },
                {
                  p: 'Holiday opening hours are shown on each site’s page. Central customer service: **070-174 06 12**, weekdays 8 am–5 pm.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/hitta-oss/umea',
      sortOrder: 10,
      ogImage: 'dealership',
      menuImage: 'dealership',
      content: {
        'sv-SE': {
          title: 'Nordvik Bil Umeå',
          navTitle: 'Umeå',
          metaDescription:
            'Nordvik Bil Umeå, Förrådsvägen 12: begagnade bilar, verkstad och däckhotell. Adress, telefon och öppettider.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Bil Umeå',
              text: 'Vår största anläggning – med cirka 380 bilar i lager och Norrlands största däckhotell.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { p: '**Förrådsvägen 12, 906 20 Umeå**. Telefon 070-174 06 30, umea@nordvik.example.' },
                { h2: 'Öppettider' },
                {
                  ul: [
                    '**Försäljning:** måndag–fredag 9–18, lördag 10–15',
                    '**Verkstad och reservdelar:** måndag–fredag 7–17',
                    '**Däckhotell under skiftesperioden:** även lördagar 9–14',
                  ],
                },
                { h2: 'Det här finns hos oss' },
                {
                  p: 'Här började Nordvik Bil 1962, och i dag finns försäljning av begagnade bilar, auktoriserad verkstad för Volkswagen, Audi, Škoda och Kia, plåt och lack, reservdelar och ett däckhotell med plats för 6 000 hjulsatser. I kundloungen finns kaffe, wifi och arbetsplatser medan du väntar.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Hitta hit',
              text: [
                {
                  p: 'Anläggningen ligger på Västerslätt, fem minuter från E4 och E12. Buss 8 stannar vid Förrådsvägen, och har du lämnat bilen på service kör vi dig gärna in till centrum.',
                },
              ],
              link: { path: '/service-och-verkstad/boka-service', label: 'Boka service i Umeå' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Nordvik Bil Umeå',
          navTitle: 'Umeå',
          metaDescription:
            'Nordvik Bil Umeå, Förrådsvägen 12: used cars, workshop and tyre hotel. Address, phone number and opening hours.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Bil Umeå',
              text: 'Our largest site – with around 380 cars in stock and the biggest tyre hotel in northern Sweden.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { p: '**Förrådsvägen 12, 906 20 Umeå**. Phone 070-174 06 30, umea@nordvik.example.' },
                { h2: 'Opening hours' },
                {
                  ul: [
                    '**Sales:** Monday–Friday 9 am–6 pm, Saturday 10 am–3 pm',
                    '**Workshop and parts:** Monday–Friday 7 am–5 pm',
                    '**Tyre hotel during changeover season:** also Saturdays 9 am–2 pm',
                  ],
                },
                { h2: 'What you will find here' },
                {
                  p: 'This is where Nordvik Bil began in 1962. Today the site has used-car sales, an authorised Volkswagen, Audi, Škoda and Kia workshop, a body and paint shop, parts and a tyre hotel with room for 6,000 sets of wheels. The customer lounge has coffee, Wi-Fi and desks while you wait.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Getting here',
              text: [
                {
                  p: 'The site is in Västerslätt, five minutes from the E4 and E12. Bus 8 stops on Förrådsvägen, and if you leave your car for a service we are happy to drive you into town.',
                },
              ],
              link: { path: '/service-och-verkstad/boka-service', label: 'Book a service in Umeå' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/hitta-oss/lulea',
      sortOrder: 20,
      ogImage: 'winter',
      menuImage: 'winter',
      content: {
        'sv-SE': {
          title: 'Nordvik Bil Luleå',
          navTitle: 'Luleå',
          metaDescription:
            'Nordvik Bil Luleå, Mjölkuddsvägen 40: begagnade bilar, verkstad och däckhotell. Adress, telefon och öppettider.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Bil Luleå',
              text: 'Bilar, verkstad och däckhotell på Mjölkudden – med motorvärmaruttag på hela kundparkeringen.',
              image: 'winter',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { p: '**Mjölkuddsvägen 40, 973 45 Luleå**. Telefon 070-174 06 31, lulea@nordvik.example.' },
                { h2: 'Öppettider' },
                {
                  ul: [
                    '**Försäljning:** måndag–fredag 9–18, lördag 10–15',
                    '**Verkstad och reservdelar:** måndag–fredag 7–17',
                    '**Däckhotell under skiftesperioden:** även lördagar 9–14',
                  ],
                },
                { h2: 'Det här finns hos oss' },
                {
                  p: 'I Luleå har vi cirka 220 begagnade bilar i lager, de flesta fyrhjulsdrivna och med vinterhjul. Verkstaden servar alla märken och är auktoriserad för Volkswagen och Kia. Vi har också snabbladdare för kunder och monterar motorvärmare och dragkrokar på beställning.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Hitta hit',
              text: [
                {
                  p: 'Vi ligger vid Mjölkuddsvägen, strax intill handelsområdet på Storheden – tio minuter från centrum och från flygplatsen.',
                },
              ],
              link: { path: '/service-och-verkstad/boka-service', label: 'Boka service i Luleå' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Nordvik Bil Luleå',
          navTitle: 'Luleå',
          metaDescription:
            'Nordvik Bil Luleå, Mjölkuddsvägen 40: used cars, workshop and tyre hotel. Address, phone number and opening hours.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Bil Luleå',
              text: 'Cars, workshop and tyre hotel at Mjölkudden – with engine-heater sockets across the whole customer car park.',
              image: 'winter',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { p: '**Mjölkuddsvägen 40, 973 45 Luleå**. Phone 070-174 06 31, lulea@nordvik.example.' },
                { h2: 'Opening hours' },
                {
                  ul: [
                    '**Sales:** Monday–Friday 9 am–6 pm, Saturday 10 am–3 pm',
                    '**Workshop and parts:** Monday–Friday 7 am–5 pm',
                    '**Tyre hotel during changeover season:** also Saturdays 9 am–2 pm',
                  ],
                },
                { h2: 'What you will find here' },
                {
                  p: 'In Luleå we have around 220 used cars in stock, most of them four-wheel drive and on winter tyres. The workshop services every make and is authorised for Volkswagen and Kia. We also have rapid chargers for customers and fit engine heaters and tow bars to order.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Getting here',
              text: [
                {
                  p: 'We are on Mjölkuddsvägen, next to the Storheden retail park – ten minutes from both the town centre and the airport.',
                },
              ],
              link: { path: '/service-och-verkstad/boka-service', label: 'Book a service in Luleå' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/hitta-oss/sundsvall',
      sortOrder: 30,
      ogImage: 'coast',
      menuImage: 'coast',
      content: {
        'sv-SE': {
          title: 'Nordvik Bil Sundsvall',
          navTitle: 'Sundsvall',
          metaDescription:
            'Nordvik Bil Sundsvall, Birstavägen 8: begagnade bilar, verkstad och däckhotell. Adress, telefon och öppettider.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Bil Sundsvall',
              text: 'Vid Birsta handelsområde, precis vid E4 – försäljning, verkstad och däckhotell.',
              image: 'coast',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { p: '**Birstavägen 8, 853 50 Sundsvall**. Telefon 070-174 06 36, sundsvall@nordvik.example.' },
                { h2: 'Öppettider' },
                {
                  ul: [
                    '**Försäljning:** måndag–fredag 9–18, lördag 10–15',
                    '**Verkstad och reservdelar:** måndag–fredag 7–17',
                    '**Däckhotell under skiftesperioden:** även lördagar 9–14',
                  ],
                },
                { h2: 'Det här finns hos oss' },
                {
                  p: 'Sundsvall har cirka 250 bilar i lager och vår största samling begagnade elbilar, alla med batteritest. Verkstaden är auktoriserad för Volkswagen, Audi och Škoda, och på taket sitter solceller som täcker en tredjedel av anläggningens elbehov.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Hitta hit',
              text: [
                {
                  p: 'Ta avfart Birsta från E4. Kundparkeringen ligger framför entrén och har fyra laddplatser som du fritt kan använda under besöket.',
                },
              ],
              link: { path: '/service-och-verkstad/boka-service', label: 'Boka service i Sundsvall' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Nordvik Bil Sundsvall',
          navTitle: 'Sundsvall',
          metaDescription:
            'Nordvik Bil Sundsvall, Birstavägen 8: used cars, workshop and tyre hotel. Address, phone number and opening hours.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Bil Sundsvall',
              text: 'At the Birsta retail park, right by the E4 – sales, workshop and tyre hotel.',
              image: 'coast',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { p: '**Birstavägen 8, 853 50 Sundsvall**. Phone 070-174 06 36, sundsvall@nordvik.example.' },
                { h2: 'Opening hours' },
                {
                  ul: [
                    '**Sales:** Monday–Friday 9 am–6 pm, Saturday 10 am–3 pm',
                    '**Workshop and parts:** Monday–Friday 7 am–5 pm',
                    '**Tyre hotel during changeover season:** also Saturdays 9 am–2 pm',
                  ],
                },
                { h2: 'What you will find here' },
                {
                  p: 'Sundsvall has around 250 cars in stock and our largest selection of used electric cars, every one with a battery test. The workshop is authorised for Volkswagen, Audi and Škoda, and the solar panels on the roof cover a third of the site’s electricity.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Getting here',
              text: [
                {
                  p: 'Take the Birsta exit from the E4. Customer parking is in front of the entrance, with four charging points you are welcome to use during your visit.',
                },
              ],
              link: { path: '/service-och-verkstad/boka-service', label: 'Book a service in Sundsvall' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/hitta-oss/ostersund',
      sortOrder: 40,
      ogImage: 'forest',
      menuImage: 'forest',
      content: {
        'sv-SE': {
          title: 'Nordvik Bil Östersund',
          navTitle: 'Östersund',
          metaDescription:
            'Nordvik Bil Östersund, Stuguvägen 9: begagnade bilar, verkstad och däckhotell. Adress, telefon och öppettider.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Bil Östersund',
              text: 'Bilar för fjällvägar och skidresor – mitt i Jämtland.',
              image: 'forest',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { p: '**Stuguvägen 9, 831 48 Östersund**. Telefon 070-174 06 33, ostersund@nordvik.example.' },
                { h2: 'Öppettider' },
                {
                  ul: [
                    '**Försäljning:** måndag–fredag 9–18, lördag 10–15',
                    '**Verkstad och reservdelar:** måndag–fredag 7–17',
                    '**Däckhotell under skiftesperioden:** även lördagar 9–14',
                  ],
                },
                { h2: 'Det här finns hos oss' },
                {
                  p: 'I Östersund har vi cirka 160 begagnade bilar i lager, med tonvikt på fyrhjulsdrivna kombibilar och SUV:ar med dragkrok. Verkstaden servar alla märken och är auktoriserad för Škoda och Kia. Under vintersäsongen har vi förlängda öppettider i däckhotellet.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Hitta hit',
              text: [
                {
                  p: 'Anläggningen ligger på Lugnvik, nära Stuguvägens korsning med E14. Från centrum tar det omkring fem minuter med bil.',
                },
              ],
              link: { path: '/service-och-verkstad/boka-service', label: 'Boka service i Östersund' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Nordvik Bil Östersund',
          navTitle: 'Östersund',
          metaDescription:
            'Nordvik Bil Östersund, Stuguvägen 9: used cars, workshop and tyre hotel. Address, phone number and opening hours.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Bil Östersund',
              text: 'Cars for mountain roads and ski trips – in the heart of Jämtland.',
              image: 'forest',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { p: '**Stuguvägen 9, 831 48 Östersund**. Phone 070-174 06 33, ostersund@nordvik.example.' },
                { h2: 'Opening hours' },
                {
                  ul: [
                    '**Sales:** Monday–Friday 9 am–6 pm, Saturday 10 am–3 pm',
                    '**Workshop and parts:** Monday–Friday 7 am–5 pm',
                    '**Tyre hotel during changeover season:** also Saturdays 9 am–2 pm',
                  ],
                },
                { h2: 'What you will find here' },
                {
                  p: 'In Östersund we have around 160 used cars in stock, mostly four-wheel-drive estates and SUVs with tow bars. The workshop services every make and is authorised for Škoda and Kia. In winter the tyre hotel has extended opening hours.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Getting here',
              text: [
                {
                  p: 'The site is in Lugnvik, near the junction of Stuguvägen and the E14. It is about five minutes by car from the town centre.',
                },
              ],
              link: { path: '/service-och-verkstad/boka-service', label: 'Book a service in Östersund' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/hitta-oss/skelleftea',
      sortOrder: 50,
      ogImage: 'showroom',
      menuImage: 'showroom',
      content: {
        'sv-SE': {
          title: 'Nordvik Bil Skellefteå',
          navTitle: 'Skellefteå',
          metaDescription:
            'Nordvik Bil Skellefteå, Solbackavägen 21: begagnade bilar, verkstad och däckhotell. Adress, telefon och öppettider.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Bil Skellefteå',
              text: 'Försäljning, verkstad och däckhotell på Solbacka – sedan 1975.',
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { p: '**Solbackavägen 21, 931 44 Skellefteå**. Telefon 070-174 06 34, skelleftea@nordvik.example.' },
                { h2: 'Öppettider' },
                {
                  ul: [
                    '**Försäljning:** måndag–fredag 9–18, lördag 10–15',
                    '**Verkstad och reservdelar:** måndag–fredag 7–17',
                    '**Däckhotell under skiftesperioden:** även lördagar 9–14',
                  ],
                },
                { h2: 'Det här finns hos oss' },
                {
                  p: 'Skellefteå var vår andra ort och har i dag cirka 180 bilar i lager. Verkstaden är auktoriserad för Volkswagen och Audi och har fyra lyftar anpassade för elbilar, och i däckhotellet tvättar och kontrollerar vi varje hjul innan det ställs in.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Hitta hit',
              text: [
                {
                  p: 'Vi ligger på Solbacka industriområde, en kort bit från E4. Har du lämnat bilen på service finns lånecyklar och lånebilar att boka.',
                },
              ],
              link: { path: '/service-och-verkstad/boka-service', label: 'Boka service i Skellefteå' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Nordvik Bil Skellefteå',
          navTitle: 'Skellefteå',
          metaDescription:
            'Nordvik Bil Skellefteå, Solbackavägen 21: used cars, workshop and tyre hotel. Address, phone number and opening hours.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Bil Skellefteå',
              text: 'Sales, workshop and tyre hotel at Solbacka – since 1975.',
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { p: '**Solbackavägen 21, 931 44 Skellefteå**. Phone 070-174 06 34, skelleftea@nordvik.example.' },
                { h2: 'Opening hours' },
                {
                  ul: [
                    '**Sales:** Monday–Friday 9 am–6 pm, Saturday 10 am–3 pm',
                    '**Workshop and parts:** Monday–Friday 7 am–5 pm',
                    '**Tyre hotel during changeover season:** also Saturdays 9 am–2 pm',
                  ],
                },
                { h2: 'What you will find here' },
                {
                  p: 'Skellefteå was our second town and today has around 180 cars in stock. The workshop is authorised for Volkswagen and Audi and has four lifts equipped for electric cars, and in the tyre hotel every wheel is washed and checked before it goes into storage.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Getting here',
              text: [
                {
                  p: 'We are in the Solbacka industrial area, a short drive from the E4. If you leave your car for a service you can book a courtesy bike or car.',
                },
              ],
              link: { path: '/service-och-verkstad/boka-service', label: 'Book a service in Skellefteå' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/om-nordvik-bil',
      sortOrder: 50,
      // Opens its sub-pages in the menu instead of linking to the overview.
      navigableWithChildren: false,
      content: {
        'sv-SE': {
          title: 'Om Nordvik Bil',
          metaDescription:
            'Nordvik Bil är en del av familjeägda Nordvik Group. Läs om oss, hur vi hanterar dina uppgifter och hur du kontaktar oss.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik Bil är en av Nordvik Groups bilhandlare och den del av koncernen där allt började, i Umeå 1962. I dag är vi 420 medarbetare på fem orter och levererar omkring 9 500 bilar om året, de flesta begagnade. Vi är auktoriserade återförsäljare och verkstad för Volkswagen, Audi, Škoda och Kia, och servar bilar av alla märken.',
                },
                {
                  p: 'Här hittar du mer information om företaget, våra policyer och hur du når oss.',
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Om oss',
                  text: 'Vår historia, våra medarbetare och vad vi lovar våra kunder.',
                  link: { path: '/om-nordvik-bil/om-oss' },
                  buttonText: 'Läs mer',
                  image: 'dealership',
                },
                {
                  title: 'Nyheter',
                  text: 'Nyheter från anläggningarna, bilråd från verkstaden och aktuella evenemang.',
                  link: { path: '/nyheter' },
                  buttonText: 'Läs nyheterna',
                  image: 'coast',
                },
                {
                  title: 'Hitta oss',
                  text: 'Adresser och öppettider för alla fem anläggningar.',
                  link: { path: '/hitta-oss' },
                  buttonText: 'Till anläggningarna',
                  image: 'winter',
                },
                {
                  title: 'Kvalitets- och miljöpolicy',
                  text: 'Så arbetar vi med kvalitet, säkerhet och minskad miljöpåverkan.',
                  link: { path: '/om-nordvik-bil/kvalitets-och-miljopolicy' },
                  buttonText: 'Läs policyn',
                  image: 'forest',
                },
                {
                  title: 'Cookiepolicy',
                  text: 'Vilka cookies vi använder och hur du ändrar dina val.',
                  link: { path: '/om-nordvik-bil/cookiepolicy' },
                  buttonText: 'Läs policyn',
                  image: 'pattern',
                },
              ],
            },
          ],
        },
        en: {
          title: 'About Nordvik Bil',
          metaDescription:
            'Nordvik Bil is part of the family-owned Nordvik Group. Read about us, how we handle your data and how to contact us.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik Bil is one of Nordvik Group’s dealerships and the part of the group where it all began, in Umeå in 1962. Today we are 420 people in five towns, delivering around 9,500 cars a year, most of them used. We are an authorised dealer and workshop for Volkswagen, Audi, Škoda and Kia, and we service cars of every make.',
                },
                {
                  p: 'Here you will find more about the company, our policies and how to reach us.',
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'About us',
                  text: 'Our history, our people and what we promise our customers.',
                  link: { path: '/om-nordvik-bil/om-oss' },
                  buttonText: 'Read more',
                  image: 'dealership',
                },
                {
                  title: 'News',
                  text: 'News from our sites, advice from the workshop and upcoming events.',
                  link: { path: '/nyheter' },
                  buttonText: 'Read the news',
                  image: 'coast',
                },
                {
                  title: 'Find us',
                  text: 'Addresses and opening hours for all five sites.',
                  link: { path: '/hitta-oss' },
                  buttonText: 'See our sites',
                  image: 'winter',
                },
                {
                  title: 'Quality and environmental policy',
                  text: 'How we work on quality, safety and a smaller environmental footprint.',
                  link: { path: '/om-nordvik-bil/kvalitets-och-miljopolicy' },
                  buttonText: 'Read the policy',
                  image: 'forest',
                },
                {
                  title: 'Cookie policy',
                  text: 'Which cookies we use and how to change your choices.',
                  link: { path: '/om-nordvik-bil/cookiepolicy' },
                  buttonText: 'Read the policy',
                  image: 'pattern',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/om-nordvik-bil/om-oss',
      sortOrder: 10,
      ogImage: 'dealership',
      content: {
        'sv-SE': {
          title: 'Om oss',
          metaDescription:
            'Nordvik Bil grundades i Umeå 1962. I dag har vi fem anläggningar i Norrland, 420 medarbetare och över 1 200 begagnade bilar i lager.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Norrländsk bilhandel sedan 1962',
              text: 'Från en verkstad med två lyftar i Umeå till fem anläggningar mellan Sundsvall och Luleå.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Vår historia' },
                {
                  p: 'Erik och Margit Nordvik öppnade sin verkstad i Umeå 1962 och blev året därpå återförsäljare av Volkswagen. Under 1970-talet följde Skellefteå och Luleå, och 1996 Sundsvall och Östersund. Fortfarande arbetar flera medarbetare hos oss vars föräldrar gjorde detsamma.',
                },
                { h2: 'Vad vi lovar dig' },
                {
                  ul: [
                    'Ett tydligt pris utan dolda avgifter – leveranskostnad och registrering ingår',
                    'Ärliga besked om bilens skick, med kontrollprotokoll på papper',
                    'Att vi svarar på mejl och samtal inom en arbetsdag',
                    'Att vi tar hand om dig även efter köpet, i verkstaden och vid frågor',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'En del av Nordvik Group',
              text: [
                {
                  p: 'Som en del av Nordvik Group har vi tillgång till bilar från hela koncernens lager, en egen verkstadsskola och gemensam teknisk support. Det gör att vi kan erbjuda ett större urval och snabbare hjälp än en fristående handlare – med samma personliga bemötande.',
                },
                { p: 'Vi sponsrar också över 30 lokala idrottsföreningar, från ishockey i Luleå till skidskytte i Östersund.' },
              ],
              link: { path: '/hitta-oss', label: 'Besök oss' },
              image: 'winter',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'About us',
          metaDescription:
            'Nordvik Bil was founded in Umeå in 1962. Today we have five sites in northern Sweden, 420 employees and more than 1,200 used cars in stock.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Car retail in the north since 1962',
              text: 'From a two-lift workshop in Umeå to five sites between Sundsvall and Luleå.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Our story' },
                {
                  p: 'Erik and Margit Nordvik opened their workshop in Umeå in 1962 and became a Volkswagen dealer the following year. Skellefteå and Luleå followed in the 1970s, then Sundsvall and Östersund in 1996. Several of our colleagues today work here just as their parents did.',
                },
                { h2: 'Our promise to you' },
                {
                  ul: [
                    'A clear price with no hidden fees – delivery and registration included',
                    'Honest answers about the car’s condition, with a written inspection report',
                    'We answer emails and calls within one working day',
                    'We look after you after the sale, in the workshop and whenever you have a question',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Part of Nordvik Group',
              text: [
                {
                  p: 'As part of Nordvik Group we can offer cars from the whole group’s stock, and we have our own workshop academy and shared technical support. That means a wider choice and faster help than an independent dealer – with the same personal service.',
                },
                { p: 'We also sponsor more than 30 local sports clubs, from ice hockey in Luleå to biathlon in Östersund.' },
              ],
              link: { path: '/hitta-oss', label: 'Visit us' },
              image: 'winter',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/om-nordvik-bil/om-oss/jobba-hos-oss',
      sortOrder: 10,
      ogImage: 'workshop',
      content: {
        'sv-SE': {
          title: 'Jobba hos oss',
          metaDescription:
            'Jobba på Nordvik Bil – bilhandel och verkstad i Umeå, Luleå, Sundsvall, Östersund och Skellefteå. Tekniker, säljare och lärlingar: se hur du söker.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Bli en av oss',
              text: '420 kollegor på fem orter – och plats för fler. Vi söker tekniker, säljare och kundmottagare som gillar bilar och människor.',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Varför Nordvik Bil?' },
                {
                  ul: [
                    '**Utbildning varje år** – våra tekniker går minst fem dagar märkesutbildning om året, på arbetstid',
                    '**Trygg anställning** i ett familjeägt företag som funnits sedan 1962',
                    '**Friskvårdsbidrag** på 5 000 kr och rabatt på bil, service och däck',
                    '**Lärlingsprogram** för dig som gått fordonsprogrammet – med handledare och garanterad anställning efter godkänd utbildning',
                  ],
                },
                {
                  p: 'Lediga tjänster publiceras på Nordvik Groups karriärsida. Hittar du inget som passar just nu? Skicka en spontanansökan till **jobb@nordvikbil.test** och berätta vilken ort du är intresserad av.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Work with us',
          metaDescription:
            'Work at Nordvik Bil – car retail and workshops in Umeå, Luleå, Sundsvall, Östersund and Skellefteå. Technicians, sales advisers and apprentices: see how to apply.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Join the team',
              text: '420 colleagues in five towns – and room for more. We are looking for technicians, sales advisers and service receptionists who like cars and people.',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Why Nordvik Bil?' },
                {
                  ul: [
                    '**Training every year** – our technicians spend at least five days a year on manufacturer training, in working hours',
                    '**Secure employment** with a family-owned company that has been around since 1962',
                    '**A wellness allowance** of SEK 5,000 and discounts on cars, servicing and tyres',
                    '**An apprenticeship programme** for vehicle-programme graduates – with a mentor and a guaranteed job after completing the training',
                  ],
                },
                {
                  p: 'Vacancies are published on Nordvik Group’s careers page. Nothing that fits right now? Send an open application to **jobb@nordvikbil.test** and tell us which town you are interested in.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/om-nordvik-bil/cookiepolicy',
      sortOrder: 20,
      hideInNavigation: true,
      content: {
        'sv-SE': {
          title: 'Cookiepolicy',
          metaDescription: 'Så använder Nordvik Bil cookies på webbplatsen och hur du ändrar dina samtycken.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'En cookie är en liten textfil som sparas i din webbläsare när du besöker en webbplats. Vi använder cookies för att webbplatsen ska fungera, för att förstå hur den används och – om du samtycker – för att visa relevant marknadsföring.',
                },
                { h2: 'Vilka cookies vi använder' },
                {
                  ul: [
                    '**Nödvändiga cookies** gör att sidan fungerar, till exempel att ditt språkval och dina cookieval sparas. De kan inte stängas av.',
                    '**Analyscookies** hjälper oss att förstå vilka sidor som besöks och hur länge. Uppgifterna är sammanställda och kan inte kopplas till dig som person.',
                    '**Marknadsföringscookies** används för att visa annonser som är relevanta för dig på andra webbplatser. De sätts bara om du har samtyckt.',
                  ],
                },
                {
                  p: 'En cookie som gör att ett stängt meddelande hålls dolt sparas i ett dygn. Övriga cookies sparas i högst 13 månader.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Ändra eller återkalla ditt samtycke' },
                {
                  p: 'Du kan när som helst ändra dina val via länken ”Cookie-inställningar” längst ned på varje sida. Du kan också radera cookies i webbläsarens inställningar; då visas frågan om samtycke igen vid nästa besök.',
                },
                {
                  p: 'Har du frågor om hur vi behandlar personuppgifter? Kontakta vårt dataskyddsombud på **dataskydd@nordvik.example**.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Cookie policy',
          metaDescription: 'How Nordvik Bil uses cookies on this website and how to change your consent.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'A cookie is a small text file stored in your browser when you visit a website. We use cookies to make the site work, to understand how it is used and – if you consent – to show relevant marketing.',
                },
                { h2: 'The cookies we use' },
                {
                  ul: [
                    '**Necessary cookies** make the site work, for example by remembering your language and cookie choices. They cannot be switched off.',
                    '**Analytics cookies** help us understand which pages are visited and for how long. The data is aggregated and cannot be linked to you personally.',
                    '**Marketing cookies** are used to show you relevant ads on other websites. They are only set if you have consented.',
                  ],
                },
                {
                  p: 'A cookie that keeps a dismissed message hidden is stored for one day. Other cookies are stored for no more than 13 months.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Change or withdraw your consent' },
                {
                  p: 'You can change your choices at any time via the “Cookie settings” link at the bottom of every page. You can also delete cookies in your browser settings; you will then be asked for consent again on your next visit.',
                },
                {
                  p: 'Questions about how we process personal data? Contact our data protection officer at **dataskydd@nordvik.example**.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/om-nordvik-bil/kvalitets-och-miljopolicy',
      sortOrder: 30,
      ogImage: 'forest',
      content: {
        'sv-SE': {
          title: 'Kvalitets- och miljöpolicy',
          metaDescription:
            'Nordvik Bils kvalitets- och miljöpolicy: så arbetar vi med nöjda kunder, säkra verkstäder, minskade utsläpp och återvinning på alla fem anläggningar.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik Bil är certifierat enligt ISO 9001 och ISO 14001. Policyn gäller alla medarbetare och alla anläggningar, och följs upp av ledningen varje kvartal.',
                },
                { h2: 'Kvalitet' },
                {
                  ul: [
                    'Vi ger tydliga besked om pris, tid och bilens skick – och håller det vi lovar',
                    'Varje begagnad bil kontrolleras i 110 punkter innan den säljs',
                    'Vi mäter kundnöjdheten efter varje köp och verkstadsbesök och agerar på det vi får veta',
                  ],
                },
                { h2: 'Miljö' },
                {
                  ul: [
                    'All el på våra anläggningar är förnybar, och taken i Umeå och Sundsvall har solceller',
                    'Spillolja, batterier och däck lämnas till certifierad återvinning',
                    'Biltvättarna renar och återanvänder vattnet',
                    'Vi ska halvera utsläppen från våra egna transporter och lånebilar till 2030, jämfört med 2020',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Begagnat är hållbart',
              text: [
                {
                  p: 'Den mest klimatsmarta bilen är ofta den som redan är tillverkad. Genom att ta hand om begagnade bilar och ge dem ett långt andra liv gör vi vår största miljöinsats.',
                },
              ],
              link: { path: '/kop-bil/begagnade-elbilar', label: 'Begagnade elbilar' },
              image: 'forest',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Quality and environmental policy',
          metaDescription:
            'Nordvik Bil’s quality and environmental policy: how we work for satisfied customers, safe workshops, lower emissions and recycling at all five sites.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik Bil is certified to ISO 9001 and ISO 14001. This policy applies to every employee and every site, and management reviews it every quarter.',
                },
                { h2: 'Quality' },
                {
                  ul: [
                    'We give clear answers on price, timing and the car’s condition – and keep our promises',
                    'Every used car passes a 110-point inspection before it is sold',
                    'We measure customer satisfaction after every purchase and workshop visit and act on what we learn',
                  ],
                },
                { h2: 'Environment' },
                {
                  ul: [
                    'All electricity at our sites is renewable, and the roofs in Umeå and Sundsvall have solar panels',
                    'Waste oil, batteries and tyres go to certified recycling',
                    'Our car washes clean and reuse their water',
                    'We will halve emissions from our own transport and courtesy cars by 2030, compared with 2020',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Used is sustainable',
              text: [
                {
                  p: 'The most climate-friendly car is often one that has already been built. By looking after used cars and giving them a long second life, we make our biggest contribution to the environment.',
                },
              ],
              link: { path: '/kop-bil/begagnade-elbilar', label: 'Used electric cars' },
              image: 'forest',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/om-nordvik-bil/for-leverantorer',
      sortOrder: 35,
      ogImage: 'pattern',
      content: {
        'sv-SE': {
          title: 'För leverantörer',
          metaDescription:
            'Information för leverantörer till Nordvik Bil: fakturaadress, e-faktura, betalningsvillkor och vår uppförandekod för leverantörer.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Vi köper varor och tjänster för drygt 400 miljoner kronor om året – från reservdelar och däck till städning, snöröjning och IT. Här hittar du det du behöver veta för att fakturera oss och vad vi förväntar oss av våra leverantörer.',
                },
                { h2: 'Fakturering' },
                {
                  ul: [
                    'Vi tar emot e-faktura via Peppol. Peppol-id: 0007:5560000001',
                    'PDF-fakturor skickas till **faktura@nordvik.example** – en faktura per fil',
                    'Ange alltid vår referens, beställarens namn och anläggning',
                    'Betalningsvillkor 30 dagar netto',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Vår uppförandekod',
              text: [
                {
                  p: 'Alla leverantörer ska följa Nordvik Groups uppförandekod för leverantörer. Den ställer krav på arbetsvillkor, mänskliga rättigheter, miljö och affärsetik, och gäller även era underleverantörer.',
                },
                { p: 'Frågor om inköp och avtal besvaras av inköpsavdelningen på **inkop@nordvik.example**.' },
              ],
              link: { path: '/om-nordvik-bil/kvalitets-och-miljopolicy', label: 'Vår kvalitets- och miljöpolicy' },
              image: 'pattern',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'For suppliers',
          metaDescription:
            'Information for suppliers to Nordvik Bil: invoice address, e-invoicing, payment terms and our supplier code of conduct.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'We buy goods and services worth more than SEK 400 million a year – from parts and tyres to cleaning, snow clearing and IT. Here is what you need to know to invoice us and what we expect from our suppliers.',
                },
                { h2: 'Invoicing' },
                {
                  ul: [
                    'We accept e-invoices via Peppol. Peppol ID: 0007:5560000001',
                    'Send PDF invoices to **faktura@nordvik.example** – one invoice per file',
                    'Always state our reference, the name of the person who placed the order and the site',
                    'Payment terms 30 days net',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Our code of conduct',
              text: [
                {
                  p: 'All suppliers must follow the Nordvik Group supplier code of conduct. It sets requirements on working conditions, human rights, the environment and business ethics, and also applies to your subcontractors.',
                },
                { p: 'Questions about purchasing and contracts go to our purchasing team at **inkop@nordvik.example**.' },
              ],
              link: { path: '/om-nordvik-bil/kvalitets-och-miljopolicy', label: 'Our quality and environmental policy' },
              image: 'pattern',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/om-nordvik-bil/kameraovervakning',
      sortOrder: 40,
      hideInNavigation: true,
      content: {
        'sv-SE': {
          title: 'Kameraövervakning',
          metaDescription: 'Så använder Nordvik Bil kameraövervakning på anläggningarna, hur länge bilderna sparas och vilka rättigheter du har.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Vi har kameraövervakning på våra fem anläggningar för att förebygga och utreda inbrott, stölder och skadegörelse på bilar och lokaler. Kamerorna sitter vid infarter, uppställningsplatser, nyckelinlämning och verkstadsportar – aldrig i personalutrymmen, toaletter eller kundlounger.',
                },
                { h2: 'Så hanterar vi bilderna' },
                {
                  ul: [
                    'Inspelat material sparas i högst 14 dagar och raderas sedan automatiskt',
                    'Bara utsedd säkerhetsansvarig får titta på materialet, och bara vid en incident',
                    'Material lämnas ut endast till polisen eller för att ta tillvara rättsliga anspråk',
                    'Rättslig grund är vårt berättigade intresse av att skydda egendom och personer',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Dina rättigheter' },
                {
                  p: 'Du har rätt att få veta om du har filmats och att begära ut eller radera material där du syns. Kontakta vårt dataskyddsombud på **dataskydd@nordvik.example**. Du kan också läsa vår [cookiepolicy](/om-nordvik-bil/cookiepolicy) eller vända dig till Integritetsskyddsmyndigheten.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'CCTV',
          metaDescription: 'How Nordvik Bil uses CCTV at its sites, how long recordings are kept and what rights you have.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'We use CCTV at our five sites to prevent and investigate break-ins, theft and damage to cars and premises. Cameras cover entrances, car parks, key drop-off points and workshop doors – never staff rooms, toilets or customer lounges.',
                },
                { h2: 'How we handle recordings' },
                {
                  ul: [
                    'Recordings are kept for no more than 14 days and then deleted automatically',
                    'Only the designated security officer may view recordings, and only after an incident',
                    'Recordings are released only to the police or to establish legal claims',
                    'The legal basis is our legitimate interest in protecting property and people',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Your rights' },
                {
                  p: 'You have the right to know whether you have been recorded and to request a copy or deletion of recordings in which you appear. Contact our data protection officer at **dataskydd@nordvik.example**. You can also read our [cookie policy](/om-nordvik-bil/cookiepolicy) or contact the Swedish Authority for Privacy Protection.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/nyheter',
      sortOrder: 45,
      ogImage: 'coast',
      content: {
        'sv-SE': {
          title: 'Nyheter',
          metaTitle: 'Nyheter från Nordvik Bil',
          metaDescription:
            'Nyheter från Nordvik Bil i Umeå, Luleå, Sundsvall, Östersund och Skellefteå: nya bilar i lager, råd från verkstaden, kampanjer och evenemang.',
          layout: [
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Här berättar vi vad som händer på våra fem anläggningar – från öppet hus och provkörningsdagar till råd från verkstaden inför vintern och nyheter om begagnade elbilar. Filtrera på ämne för att hitta det som intresserar dig.',
                },
              ],
            },
            { blockType: 'storiesList', layout: 'TwoColumns', showDates: true, highlightLatestStory: true },
          ],
        },
        en: {
          title: 'News',
          metaTitle: 'News from Nordvik Bil',
          metaDescription:
            'News from Nordvik Bil in Umeå, Luleå, Sundsvall, Östersund and Skellefteå: new cars in stock, advice from the workshop, offers and events.',
          layout: [
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'What is happening at our five sites – from open days and test-drive events to winter advice from the workshop and news about used electric cars. Filter by topic to find what interests you.',
                },
              ],
            },
            { blockType: 'storiesList', layout: 'TwoColumns', showDates: true, highlightLatestStory: true },
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
              title: 'Oj, här var det tomt',
              text: 'Sidan kan ha flyttats, eller så har bilen du letade efter redan fått en ny ägare. Prova någon av länkarna nedan.',
              link: { path: '/', label: 'Till startsidan' },
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Alla bilar i lager',
                  text: 'Över 1 200 begagnade bilar att välja bland.',
                  link: { path: '/kop-bil/alla-begagnade-bilar' },
                  buttonText: 'Se bilarna',
                },
                {
                  title: 'Sälj din bil',
                  text: 'Preliminärt bud inom 24 timmar.',
                  link: { path: '/salj-din-bil' },
                  buttonText: 'Värdera din bil',
                },
                {
                  title: 'Hitta oss',
                  text: 'Adresser och öppettider för alla anläggningar.',
                  link: { path: '/hitta-oss' },
                  buttonText: 'Till anläggningarna',
                },
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
              title: 'Oops, nothing here',
              text: 'The page may have moved, or the car you were looking for has already found a new owner. Try one of the links below.',
              link: { path: '/', label: 'Go to the home page' },
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'All cars in stock',
                  text: 'More than 1,200 used cars to choose from.',
                  link: { path: '/kop-bil/alla-begagnade-bilar' },
                  buttonText: 'Browse cars',
                },
                {
                  title: 'Sell your car',
                  text: 'A provisional offer within 24 hours.',
                  link: { path: '/salj-din-bil' },
                  buttonText: 'Value your car',
                },
                {
                  title: 'Find us',
                  text: 'Addresses and opening hours for all sites.',
                  link: { path: '/hitta-oss' },
                  buttonText: 'See our sites',
                },
              ],
            },
          ],
        },
      },
    },
  ],
  navigation: {
    isSticky: true,
    showSeparator: false,
    extraItems: {
      'sv-SE': [{ title: 'Boka service', link: { path: '/service-och-verkstad/boka-service' } }],
      en: [{ title: 'Book a service', link: { path: '/service-och-verkstad/boka-service' } }],
    },
    alert: {
      type: 'Dark',
      icon: 'CampaignAlert',
      content: {
        'sv-SE': {
          title: 'Vinterkampanj: vinterhjul på köpet',
          text: 'Köp en begagnad bil av årsmodell 2019 eller senare före 31 januari så ingår ett komplett set vinterhjul – monterade och klara.',
        },
        en: {
          title: 'Winter offer: winter wheels included',
          text: 'Buy a used car from model year 2019 or later before 31 January and a complete set of winter wheels is included – fitted and ready to go.',
        },
      },
    },
  },
  footer: {
    brands: ['Volkswagen', 'Audi', 'Skoda', 'Kia', 'Volvo', 'Toyota'],
    brandsHeading: { 'sv-SE': 'Populära märken i lager', en: 'Popular makes in stock' },
    columns: {
      'sv-SE': [
        {
          title: 'Köp och sälj',
          description: 'Över 1 200 kontrollerade begagnade bilar på fem orter i Norrland.',
          items: [
            { label: 'Alla bilar i lager', link: { path: '/kop-bil/alla-begagnade-bilar' } },
            { label: 'Begagnade elbilar', link: { path: '/kop-bil/begagnade-elbilar' } },
            { label: 'Fyrhjulsdrivna bilar', link: { path: '/kop-bil/fyrhjulsdrivna-bilar' } },
            { label: 'Företagsbilar', link: { path: '/kop-bil/foretagsbilar' } },
            { label: 'Sälj din bil', link: { path: '/salj-din-bil' } },
          ],
        },
        {
          title: 'Bilägande',
          items: [
            { label: 'Finansiering', link: { path: '/bilagande/finansiering' } },
            { label: 'Privatleasing', link: { path: '/bilagande/finansiering/privatleasing' } },
            { label: 'Serviceavtal', link: { path: '/bilagande/serviceavtal' } },
            { label: 'Garantiavtal', link: { path: '/bilagande/garantiavtal' } },
            { label: 'Bilförsäkring', link: { path: '/bilagande/forsakring' } },
          ],
        },
        {
          title: 'Service och verkstad',
          description: 'Verkstäderna har öppet vardagar 7–17.',
          items: [
            { label: 'Boka service', link: { path: '/service-och-verkstad/boka-service' } },
            { label: 'Däckhotell', link: { path: '/service-och-verkstad/dackhotell' } },
            { label: 'Hitta oss', link: { path: '/hitta-oss' } },
          ],
        },
        {
          title: 'Kontakt och företaget',
          description: 'Kundservice svarar vardagar 8–17.',
          items: [
            { label: '070-174 06 12', link: { url: 'tel:0701740612' } },
            { label: 'kundservice@nordvikbil.test', link: { url: 'mailto:kundservice@nordvikbil.test' } },
            { label: 'Om oss', link: { path: '/om-nordvik-bil/om-oss' } },
            { label: 'Nyheter', link: { path: '/nyheter' } },
            { label: 'Jobba hos oss', link: { path: '/om-nordvik-bil/om-oss/jobba-hos-oss' } },
            { label: 'Cookiepolicy', link: { path: '/om-nordvik-bil/cookiepolicy' } },
            { label: 'Cookie-inställningar', cookieSettings: true },
          ],
        },
      ],
      en: [
        {
          title: 'Buy and sell',
          description: 'More than 1,200 inspected used cars at five sites in northern Sweden.',
          items: [
            { label: 'All cars in stock', link: { path: '/kop-bil/alla-begagnade-bilar' } },
            { label: 'Used electric cars', link: { path: '/kop-bil/begagnade-elbilar' } },
            { label: 'Four-wheel drive cars', link: { path: '/kop-bil/fyrhjulsdrivna-bilar' } },
            { label: 'Company cars', link: { path: '/kop-bil/foretagsbilar' } },
            { label: 'Sell your car', link: { path: '/salj-din-bil' } },
          ],
        },
        {
          title: 'Car ownership',
          items: [
            { label: 'Finance', link: { path: '/bilagande/finansiering' } },
            { label: 'Private leasing', link: { path: '/bilagande/finansiering/privatleasing' } },
            { label: 'Service plans', link: { path: '/bilagande/serviceavtal' } },
            { label: 'Extended warranty', link: { path: '/bilagande/garantiavtal' } },
            { label: 'Car insurance', link: { path: '/bilagande/forsakring' } },
          ],
        },
        {
          title: 'Service and workshop',
          description: 'Our workshops are open weekdays 7 am–5 pm.',
          items: [
            { label: 'Book a service', link: { path: '/service-och-verkstad/boka-service' } },
            { label: 'Tyre hotel', link: { path: '/service-och-verkstad/dackhotell' } },
            { label: 'Find us', link: { path: '/hitta-oss' } },
          ],
        },
        {
          title: 'Contact and company',
          description: 'Customer service is open weekdays 8 am–5 pm.',
          items: [
            { label: '070-174 06 12', link: { url: 'tel:0701740612' } },
            { label: 'kundservice@nordvikbil.test', link: { url: 'mailto:kundservice@nordvikbil.test' } },
            { label: 'About us', link: { path: '/om-nordvik-bil/om-oss' } },
            { label: 'News', link: { path: '/nyheter' } },
            { label: 'Work with us', link: { path: '/om-nordvik-bil/om-oss/jobba-hos-oss' } },
            { label: 'Cookie policy', link: { path: '/om-nordvik-bil/cookiepolicy' } },
            { label: 'Cookie settings', cookieSettings: true },
          ],
        },
      ],
    },
    highlightedLink: {
      'sv-SE': { label: 'Boka service', link: { path: '/service-och-verkstad/boka-service' } },
      en: { label: 'Book a service', link: { path: '/service-och-verkstad/boka-service' } },
    },
    socialLinks: [
      { name: 'facebook', url: 'https://www.facebook.com/nordvikbil' },
      { name: 'instagram', url: 'https://www.instagram.com/nordvikbil/' },
      { name: 'youtube', url: 'https://www.youtube.com/@nordvikbil' },
      { name: 'linkedin', url: 'https://www.linkedin.com/company/nordvik-bil/' },
      // No icon exists for this network: the footer logs 'Icon not found' and skips it (spec 1 §5, §8).
      { name: 'myspace', url: 'https://myspace.com/nordvikbil' },
    ],
    infoField1: {
      'sv-SE': {
        heading: 'Öppettider',
        text: 'Försäljning: vardagar 9–18, lördag 10–15\nVerkstad och reservdelar: vardagar 7–17\nKundservice: vardagar 8–17',
      },
      en: {
        heading: 'Opening hours',
        text: 'Sales: weekdays 9 am–6 pm, Saturday 10 am–3 pm\nWorkshop and parts: weekdays 7 am–5 pm\nCustomer service: weekdays 8 am–5 pm',
      },
    },
    infoField2: {
      'sv-SE': { heading: 'Huvudkontor', text: 'Nordvik Bil AB\nFörrådsvägen 12\n906 20 Umeå' },
      en: { heading: 'Head office', text: 'Nordvik Bil AB\nFörrådsvägen 12\n906 20 Umeå, Sweden' },
    },
  },
}
