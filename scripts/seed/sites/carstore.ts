import type { SiteSeed } from '../types'

export const site: SiteSeed = {
  key: 'carstore',
  name: 'Nordvik Carstore',
  type: 'used-car-retail',
  country: 'SE',
  hostnames: ['carstore.localhost'],
  locales: ['sv-SE'],
  defaultLocale: 'sv-SE',
  fontPair: 'modern',
  theme: 'fjord',
  titleTemplate: '%s | Nordvik Carstore',
  pathToCarList: '/bilar',
  pathToCarDetail: '/bilar',
  vehicleIndex: 'vehicles-se',
  siteSearchIndex: 'sites-se',
  faviconColor: '#0f7f73',
  images: {
    heroCoast: {
      scene: 'hero-coast',
      variant: 'dusk',
      carColor: '#0f7f73',
      alt: 'En petrolfärgad kombi på en kustväg vid havet i solnedgången',
    },
    heroForest: {
      scene: 'hero-forest',
      variant: 'dawn',
      carColor: '#d9d6cf',
      alt: 'En ljus SUV på en skogsväg mellan tallar i morgonljus',
    },
    showroom: {
      scene: 'showroom',
      variant: 'day',
      carColor: '#0b3a3d',
      alt: 'Två begagnade bilar i en ljus bilhall med blankt golv',
    },
    dealership: {
      scene: 'dealership',
      variant: 'day',
      carColor: '#5b6770',
      alt: 'Nordvik Carstores bilhall med glasfasad och bilar parkerade utanför',
    },
    family: {
      scene: 'family',
      variant: 'day',
      carColor: '#2a4d7a',
      alt: 'En blå familjebil parkerad på en villagata en solig dag',
    },
    workshop: {
      scene: 'workshop',
      variant: 'day',
      carColor: '#c9c9c4',
      alt: 'En silverfärgad bil på lyft i en ljus verkstad',
    },
    charging: {
      scene: 'charging',
      variant: 'dusk',
      carColor: '#f0efe9',
      alt: 'En vit elbil som laddar vid en laddstolpe i skymningen',
    },
    pattern: {
      scene: 'pattern',
      alt: 'Abstrakt mönster i petrol och mörkgrönt',
    },
    city: {
      scene: 'hero-city',
      variant: 'dusk',
      carColor: '#0f7f73',
      alt: 'En petrolfärgad bil på en regnvåt stadsgata i kvällsljus',
    },
  },
  pages: [
    {
      path: '/',
      sortOrder: 10,
      ogImage: 'heroCoast',
      content: {
        'sv-SE': {
          title: 'Startsida',
          metaTitle: 'Begagnade bilar med 14 dagars öppet köp och hemleverans',
          metaDescription:
            'Köp begagnad bil hos Nordvik Carstore. Över 600 kontrollerade bilar, 14 dagars öppet köp, 12 månaders garanti och hemleverans i hela Sverige.',
          ogDescription: 'Över 600 kontrollerade begagnade bilar. Köp online eller i någon av våra tre bilhallar.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Begagnad bil – utan krångel',
              text: 'Över 600 kontrollerade bilar med fasta priser, 14 dagars öppet köp och 12 månaders garanti. Köp hemifrån eller i Stockholm, Göteborg och Malmö.',
              link: { path: '/bilar', label: 'Se alla bilar' },
              buttonType: 'Secondary',
              image: 'heroCoast',
              textColor: 'White',
              contentPlacement: 'Center',
              centerContent: true,
              titleTag: 'h1',
              search: {
                url: '/bilar',
                placeholder: 'Sök bland 600 bilar',
                placeholderDesktop: 'Sök på märke, modell eller utrustning',
              },
            },
            {
              blockType: 'cardList',
              heading: 'Tryggt från första klick',
              intro: 'Vi har gjort bilköpet så enkelt som det borde vara – och så tryggt som det måste vara.',
              variant: 'Gray background',
              cardStyle: 'List card',
              cards: [
                {
                  title: 'Så funkar det',
                  text: 'Välj bil, reservera, byt in din gamla och få nya bilen levererad till dörren.',
                  link: { path: '/sa-funkar-det', label: 'Läs mer' },
                  buttonText: 'Så funkar det',
                  icon: 'key',
                },
                {
                  title: 'Finansiering',
                  text: 'Billån med besked direkt och månadskostnad som syns redan i annonsen.',
                  link: { path: '/finansiering', label: 'Räkna på billån' },
                  buttonText: 'Räkna på billån',
                  icon: 'finance',
                },
                {
                  title: 'Garanti',
                  text: '12 månaders garanti ingår på varje bil – utan milgräns.',
                  link: { path: '/garanti', label: 'Om garantin' },
                  buttonText: 'Om garantin',
                  icon: 'shield',
                },
                {
                  title: 'Besök oss',
                  text: 'Tre bilhallar med öppet sju dagar i veckan.',
                  link: { path: '/kontakt', label: 'Hitta hit' },
                  buttonText: 'Hitta hit',
                  icon: 'location',
                },
              ],
            },
            { blockType: 'carOfTheWeek', title: 'Veckans bilar', text: 'Utvalda bilar i lager till extra bra pris – bara den här veckan.', buttonLink: { path: '/bilar', label: 'Se alla bilar i lager' } },
            { blockType: 'carTeasers', title: 'Utvalda bilar', ids: ['1000012', '1000045', '1000101', '1000230'], numberOfCars: '4', buttonLink: { path: '/bilar', label: 'Se alla bilar' } },
            { blockType: 'consumerDebtWarning', compact: true },
            {
              blockType: 'blurb',
              title: '14 dagars öppet köp',
              text: [
                {
                  p: 'Provkör bilen i vardagen – till jobbet, till förskolan och på helgens utflykt. Känns den inte rätt lämnar du tillbaka den inom 14 dagar och får pengarna tillbaka. Det enda vi ber om är att du kört högst **100 mil** och att bilen är i samma skick som när du fick den.',
                },
              ],
              link: { path: '/sa-funkar-det', label: 'Så fungerar öppet köp' },
              image: 'family',
              backgroundColor: 'BackgroundColor1',
              useTextAnimations: true,
              useMediaAnimations: true,
            },
            {
              blockType: 'blurb',
              title: 'Dags för elbil?',
              text: [
                {
                  p: 'Vi har alltid runt 150 begagnade el- och laddhybridbilar i lager. Varje elbil får ett **batteritest** med uppmätt kapacitet i procent, så att du vet precis vad du köper. Testresultatet finns i annonsen.',
                },
              ],
              link: { path: '/bilar', label: 'Se elbilar i lager' },
              image: 'charging',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
              useMediaAnimations: true,
            },
            {
              blockType: 'faqList',
              heading: 'Vanliga frågor',
              intro: 'Det här undrar våra kunder oftast. Hittar du inte svaret? Kundservice svarar vardagar 9–19 och helger 10–16.',
              questions: [
                {
                  question: 'Kan jag provköra bilen innan jag köper den?',
                  answer: [
                    {
                      p: 'Ja. Boka en provkörning i bilhallen i Stockholm, Göteborg eller Malmö – bilen står uttvättad och klar när du kommer. Köper du online är de 14 dagarna med öppet köp din provkörning.',
                    },
                  ],
                },
                {
                  question: 'Hur fungerar 14 dagars öppet köp?',
                  answer: [
                    {
                      p: 'Du kan lämna tillbaka bilen inom 14 dagar från leveransen och få hela köpesumman tillbaka, så länge du kört högst 100 mil och bilen är i samma skick. Läs mer under [14 dagars öppet köp](/sa-funkar-det/oppet-kop).',
                    },
                  ],
                },
                {
                  question: 'Vad ingår i garantin?',
                  answer: [
                    {
                      p: 'Alla bilar har 12 månaders Nordvik Garanti utan milgräns. Den täcker motor, växellåda, drivlina, elsystem, styrning och bromsar – och gäller utöver dina rättigheter enligt lag. Du kan förlänga garantin med 12 eller 24 månader. Läs mer om [garantin](/garanti).',
                    },
                  ],
                },
                {
                  question: 'Kan ni leverera bilen hem till mig?',
                  answer: [
                    {
                      p: 'Ja, vi levererar i hela Sverige, måndag till lördag. Leveransen är kostnadsfri inom 10 mil från någon av våra bilhallar och kostar 1 995 kr till övriga Sverige. Se [hemleverans](/sa-funkar-det/hemleverans) för priser och leveranstider.',
                    },
                  ],
                },
                {
                  question: 'Tar ni min gamla bil i inbyte?',
                  answer: [
                    {
                      p: 'Ja, vi tar bilar av alla märken i inbyte. Du får en preliminär värdering inom en arbetsdag, och har du lån kvar på bilen löser vi det direkt med din bank. [Så fungerar inbyte](/sa-funkar-det/inbyte).',
                    },
                  ],
                },
                {
                  question: 'Kan jag reservera en bil?',
                  answer: [
                    {
                      p: 'Ja. Du reserverar med BankID i 48 timmar utan kostnad, och reservationen förpliktar inte till köp. Under tiden kan du ansöka om billån och boka leverans. Fler svar finns under [vanliga frågor](/kontakt/vanliga-fragor).',
                    },
                  ],
                },
              ],
            },
            {
              blockType: 'storiesTeaser',
              title: 'Tips och nyheter från Carstore',
              indexPath: '/nyheter',
              layout: 'Variant 2',
              buttonText: 'Fler artiklar',
            },
          ],
        },
      },
    },
    {
      path: '/bilar',
      sortOrder: 20,
      ogImage: 'showroom',
      content: {
        'sv-SE': {
          title: 'Bilar i lager',
          navTitle: 'Köp bil',
          metaTitle: 'Begagnade bilar till salu',
          metaDescription:
            'Sök bland över 600 begagnade bilar hos Nordvik Carstore. Filtrera på märke, pris, drivmedel och månadskostnad. Alla bilar är testade och klara för leverans.',
          layout: [
            { blockType: 'carList' },
            {
              blockType: 'richText',
              width: 'wide',
              content: [
                {
                  p: 'Här ser du hela vårt lager i Stockholm, Göteborg och Malmö – uppdaterat i realtid. Alla bilar har genomgått vårt **110-punktstest**, har servicebok eller digital servicehistorik och är högst tio år gamla. Priserna är fasta och inkluderar registrering, garanti och full tank eller fulladdat batteri.',
                },
                {
                  p: 'Är du företagare? Bilar märkta med **avdragsgill moms** visas med pris både inklusive och exklusive moms. Läs mer under [finansiering](/finansiering).',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Hittar du inte rätt bil?',
              text: [
                {
                  p: 'Varje vecka kommer runt 120 nya bilar in i lagret. Spara din sökning så skickar vi ett mejl så fort en bil som matchar dina önskemål är klar för försäljning – ofta innan den syns på andra annonsplatser.',
                },
                {
                  ul: [
                    'Bevaka märke, modell, årsmodell, miltal och pris',
                    'Se bilar som är på väg in, med beräknat leveransdatum',
                    'Ring oss på 070-174 06 20 om du söker något särskilt',
                  ],
                },
              ],
              link: { path: '/kontakt', label: 'Kontakta en bilrådgivare' },
              image: 'showroom',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/sa-funkar-det',
      sortOrder: 30,
      ogImage: 'family',
      content: {
        'sv-SE': {
          title: 'Så funkar det',
          metaDescription:
            'Så köper du bil hos Nordvik Carstore: reservera online, byt in din gamla bil, välj hemleverans eller hämta i bilhallen och testa bilen i 14 dagar.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Bilköp på dina villkor',
              text: 'Online, i bilhallen eller lite av båda. Du bestämmer takten – vi sköter pappersarbetet.',
              link: { path: '/bilar', label: 'Hitta din bil' },
              buttonType: 'Primary',
              image: 'family',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Fyra steg till ny bil' },
                {
                  ol: [
                    '**Välj bil.** Alla bilar har minst 40 bilder, testprotokoll och historik i annonsen. Vill du se bilen på riktigt bokar du en visning eller provkörning.',
                    '**Reservera.** Reservera bilen med BankID i 48 timmar. Reservationen är kostnadsfri och förpliktar inte till köp.',
                    '**Betala.** Betala med banköverföring, Swish för handpenning eller ansök om billån direkt i kassan. Låneansökan tar cirka fem minuter.',
                    '**Hämta eller få den levererad.** Vi registrerar bilen på dig, tecknar trafikförsäkring vid behov och förbereder den för leverans.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Hemleverans i hela Sverige',
              text: [
                {
                  p: 'Vi levererar till din dörr från måndag till lördag. Leveransen är **kostnadsfri inom 10 mil** från någon av våra bilhallar, och kostar 1 995 kr till övriga Sverige. Chauffören går igenom bilen med dig, visar hur allt fungerar och tar med din inbytesbil tillbaka om du har en.',
                },
              ],
              image: 'heroForest',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Byt in din bil' },
                {
                  p: 'Fyll i registreringsnummer och mätarställning så får du en **preliminär inbytesvärdering** inom en arbetsdag. Värderingen bekräftas när vi tittar på bilen vid leverans eller i bilhallen, och inbytespriset dras direkt av på din nya bil.',
                },
                {
                  ul: [
                    'Vi löser eventuellt kvarvarande lån hos din bank',
                    'Alla märken och årsmodeller, även bilar med fel eller skador',
                    'Inbytesvärdet gäller i 14 dagar eller 200 mil',
                  ],
                },
                { h2: '14 dagars öppet köp' },
                {
                  p: 'Ångrar du dig kontaktar du oss inom 14 dagar från leverans. Du får tillbaka hela köpesumman inom fem bankdagar, förutsatt att bilen körts högst 100 mil och är i samma skick. Eventuell hemleveransavgift återbetalas inte.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/sa-funkar-det/oppet-kop',
      sortOrder: 10,
      ogImage: 'family',
      menuImage: 'family',
      content: {
        'sv-SE': {
          title: '14 dagars öppet köp',
          navTitle: 'Öppet köp',
          metaDescription:
            'Alla bilar från Nordvik Carstore har 14 dagars öppet köp. Kör bilen i vardagen i upp till 100 mil – ångrar du dig får du tillbaka hela köpesumman.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Testa bilen i två veckor',
              text: 'En provtur runt kvarteret säger inte allt. Därför får du köra bilen i din vardag i 14 dagar innan köpet blir slutgiltigt.',
              link: { path: '/bilar', label: 'Hitta din bil' },
              buttonType: 'Primary',
              image: 'family',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Så fungerar öppet köp' },
                {
                  ol: [
                    '**Kör som vanligt.** Pendla, handla och packa in barnvagnen. Du får köra upp till 100 mil under de 14 dagarna.',
                    '**Ångrar du dig?** Ring eller mejla kundservice inom 14 dagar från leveransdagen. Du behöver inte ange något skäl.',
                    '**Lämna tillbaka bilen** i någon av våra bilhallar, eller låt oss hämta den mot samma avgift som hemleveransen.',
                    '**Få pengarna tillbaka.** Vi betalar tillbaka hela köpesumman inom fem bankdagar. Har du bytt in en bil får du tillbaka den, eller dess värde om den redan är såld.',
                  ],
                },
                {
                  p: 'Bilen ska vara i samma skick som vid leveransen, bortsett från normalt slitage. Skador som uppstått under de 14 dagarna dras av enligt vår prislista. Öppet köp gäller privatpersoner; för företag gäller andra villkor.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/sa-funkar-det/hemleverans',
      sortOrder: 20,
      ogImage: 'city',
      menuImage: 'city',
      content: {
        'sv-SE': {
          title: 'Hemleverans',
          metaDescription:
            'Nordvik Carstore levererar din bil hem till dörren i hela Sverige, måndag till lördag. Kostnadsfritt inom 10 mil från våra bilhallar, annars 1 995 kr.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Ungefär hälften av våra kunder har aldrig satt sin fot i en av våra bilhallar. De väljer bil på nätet, signerar med BankID och får bilen levererad hem – tvättad, tankad eller fulladdad och registrerad i deras namn.',
                },
                { h2: 'Vad kostar det?' },
                {
                  ul: [
                    '**Kostnadsfritt** inom 10 mil från Barkarby, Hisings Backa eller Bulltofta',
                    '**1 995 kr** till övriga Sverige, inklusive Gotland',
                    'Leverans måndag till lördag, med en leveranstid du väljer inom ett tvåtimmarsfönster',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Vid leveransen',
              text: [
                {
                  p: 'Vår chaufför går igenom bilen tillsammans med dig: utrustning, appen, laddning om det är en elbil, och var servicebok och reservnyckel finns. Har du en inbytesbil kontrollerar chauffören den på plats och tar med den tillbaka – inga extra resor för dig.',
                },
                { p: 'Leveransen tar ungefär 45 minuter. De 14 dagarna med öppet köp börjar räknas från leveransdagen.' },
              ],
              link: { path: '/sa-funkar-det/oppet-kop', label: 'Om öppet köp' },
              image: 'heroForest',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/sa-funkar-det/inbyte',
      sortOrder: 30,
      ogImage: 'heroForest',
      menuImage: 'heroForest',
      content: {
        'sv-SE': {
          title: 'Byt in din bil',
          navTitle: 'Inbyte',
          metaDescription:
            'Byt in din gamla bil när du köper hos Nordvik Carstore. Preliminär värdering inom en arbetsdag, vi löser ditt billån och inbytet dras direkt av på priset.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Din gamla bil blir kontantinsatsen',
              text: 'Ange registreringsnummer och mätarställning, så får du en preliminär värdering inom en arbetsdag.',
              image: 'heroForest',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Så går inbytet till' },
                {
                  ol: [
                    '**Berätta om bilen** – registreringsnummer, mätarställning, skick och gärna några bilder.',
                    '**Få en preliminär värdering** inom en arbetsdag. Den gäller i 14 dagar eller 200 mil.',
                    '**Vi kontrollerar bilen** när vi levererar din nya, eller när du hämtar i bilhallen.',
                    '**Inbytesvärdet dras av** på din nya bil. Har du lån kvar löser vi det direkt med din bank.',
                  ],
                },
                {
                  p: 'Vi tar emot bilar av alla märken och årsmodeller, även bilar med fel eller skador. Ta med båda nycklarna, registreringsbevisets del 2 och gärna serviceboken.',
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Så värderar vi din bil',
                  text: 'Vad som höjer och sänker värdet – och hur du får ut mest.',
                  link: { path: '/sa-funkar-det/inbyte/vardering' },
                  buttonText: 'Läs mer',
                  image: 'showroom',
                },
                {
                  title: 'Finansiera mellanskillnaden',
                  text: 'Billån med besked på några minuter.',
                  link: { path: '/finansiering/billan' },
                  buttonText: 'Om billån',
                  image: 'pattern',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/sa-funkar-det/inbyte/vardering',
      sortOrder: 10,
      ogImage: 'showroom',
      content: {
        'sv-SE': {
          title: 'Så värderar vi din bil',
          navTitle: 'Värdering',
          metaDescription:
            'Så räknar Nordvik Carstore fram inbytesvärdet: marknadsdata från de senaste 90 dagarna, miltal, utrustning, servicehistorik och skick. Se vad som höjer värdet.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Vår värdering utgår från vad liknande bilar faktiskt har sålts för de senaste 90 dagarna – inte från annonspriser. Därefter justerar vi för det som gör just din bil unik. Du får alltid se hur vi har räknat.',
                },
                { h2: 'Det här påverkar värdet' },
                {
                  ul: [
                    '**Miltal och ålder** jämfört med andra bilar av samma modell',
                    '**Servicehistorik** – en obruten servicebok kan höja värdet med flera tusen kronor',
                    '**Utrustning** som dragkrok, fyrhjulsdrift, värmepump och vinterhjul',
                    '**Skick** – lackskador, stenskott, slitage i kupén och däckens mönsterdjup',
                    '**Efterfrågan** – just nu söker vi särskilt elbilar och kombibilar upp till fem år',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Tre tips för ett högre inbytesvärde',
              text: [
                {
                  ol: [
                    'Ta med båda nycklarna – en saknad nyckel kostar ofta 3 000–5 000 kr att ersätta.',
                    'Se till att servicen är gjord och stämplad, även om den bara är någon månad försenad.',
                    'Ta bilder i dagsljus på en ren bil. Det ger en säkrare preliminär värdering.',
                  ],
                },
              ],
              link: { path: '/bilar', label: 'Hitta din nästa bil' },
              image: 'showroom',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/finansiering',
      sortOrder: 40,
      // Opens its sub-pages in the menu instead of linking to the overview.
      navigableWithChildren: false,
      ogImage: 'pattern',
      content: {
        'sv-SE': {
          title: 'Finansiering',
          metaDescription:
            'Billån, privatleasing och finansiering för företag hos Nordvik Carstore. Se räkneexempel, effektiv ränta och vad avdragsgill moms innebär.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Vi samarbetar med Nordvik Finans och två svenska banker för att ge dig ett billån med bra villkor. Ansök direkt när du reserverar bilen – du får besked inom några minuter, och månadskostnaden syns redan i varje annons.',
                },
                { h2: 'Billån' },
                {
                  ul: [
                    'Kontantinsats från 20 % av bilens pris – din inbytesbil kan räknas som insats',
                    'Löptid 12–84 månader',
                    'Fri amortering – du kan lösa lånet i förtid utan avgift',
                    'Valfritt restvärde på upp till 50 % för bilar yngre än fyra år',
                  ],
                },
                { h3: 'Räkneexempel' },
                {
                  p: 'Kontantpris 189 900 kr, kontantinsats 20 % (37 980 kr), lånebelopp 151 920 kr, löptid 72 månader, rörlig ränta 7,95 %, uppläggningsavgift 695 kr och aviavgift 49 kr/mån. Månadskostnad ca 2 709 kr, totalt belopp att betala 195 739 kr, **effektiv ränta 9,14 %**. Räntan är rörlig och kan ändras under lånets löptid.',
                },
              ],
            },
            { blockType: 'consumerDebtWarning' },
            {
              blockType: 'blurb',
              title: 'För företag: avdragsgill moms',
              text: [
                {
                  p: 'En del av våra bilar – framför allt transportbilar och tidigare leasingbilar från företag – säljs med **avdragsgill moms**. Det betyder att ett momsregistrerat företag kan dra av momsen på köpet, och priset exklusive moms blir det som påverkar resultatet. Bilarna är märkta i annonsen och priset visas både med och utan moms.',
                },
                {
                  p: 'Vi erbjuder också företagsleasing och avbetalning via företagets organisationsnummer. Kontakta vår företagssäljare på 070-174 06 32 eller foretag@nordvik.example.',
                },
              ],
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Privatleasing av begagnad bil' },
                {
                  p: 'Vill du hellre betala en fast månadskostnad utan att äga bilen? Utvalda bilar upp till tre år gamla kan privatleasas i 24 eller 36 månader med 1 500 mil per år. Service enligt serviceprogrammet ingår, och du lämnar bara tillbaka bilen när avtalet löper ut.',
                },
                {
                  p: '*Kreditprövning sker alltid. Nordvik Carstore förmedlar krediten och är inte långivare.*',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/finansiering/billan',
      sortOrder: 10,
      ogImage: 'pattern',
      content: {
        'sv-SE': {
          title: 'Billån',
          metaDescription:
            'Billån hos Nordvik Carstore: kontantinsats från 20 %, löptid 12–84 månader, fri amortering och besked inom några minuter. Se räkneexempel med effektiv ränta.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Ett billån har oftast lägre ränta än ett privatlån, eftersom bilen är säkerhet för lånet. Du ansöker med BankID när du reserverar bilen och får besked på några minuter – och månadskostnaden ser du redan i annonsen.',
                },
                { h2: 'Villkor i korthet' },
                {
                  ul: [
                    'Kontantinsats från **20 %** – inbytesbilen kan räknas in',
                    'Löptid **12–84 månader**',
                    'Rörlig ränta, fri amortering och ingen avgift för att lösa lånet i förtid',
                    'Valfritt restvärde på upp till 50 % för bilar yngre än fyra år',
                  ],
                },
                {
                  p: '*Räkneexempel:* Kontantpris 229 900 kr, kontantinsats 20 % (45 980 kr), lånebelopp 183 920 kr, löptid 72 månader, rörlig ränta 7,95 %, uppläggningsavgift 695 kr och aviavgift 49 kr/mån. Månadskostnad ca 3 266 kr, totalt belopp att betala 236 050 kr, effektiv ränta 9,02 %. Räntan kan ändras under löptiden.',
                },
              ],
            },
            { blockType: 'consumerDebtWarning' },
            {
              blockType: 'blurb',
              title: 'Restvärde – lägre månadskostnad',
              text: [
                {
                  p: 'Med ett restvärde skjuter du en del av lånet till slutet av löptiden. Månadskostnaden blir lägre, och när lånet löper ut väljer du mellan att betala restvärdet, refinansiera det eller byta in bilen mot en ny.',
                },
              ],
              link: { path: '/sa-funkar-det/inbyte', label: 'Om inbyte' },
              image: 'family',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/finansiering/privatleasing',
      sortOrder: 20,
      ogImage: 'charging',
      content: {
        'sv-SE': {
          title: 'Privatleasing av begagnad bil',
          navTitle: 'Privatleasing',
          metaDescription:
            'Privatleasa en begagnad bil hos Nordvik Carstore i 24 eller 36 månader. Ingen kontantinsats, service ingår och 1 500 mil per år.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nästan ny bil – till fast månadskostnad',
              text: 'Utvalda bilar upp till tre år gamla kan privatleasas utan kontantinsats. Service och vägassistans ingår.',
              link: { path: '/bilar', label: 'Se leasingbara bilar' },
              buttonType: 'Primary',
              image: 'charging',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Det här ingår' },
                {
                  ul: [
                    'Service enligt tillverkarens serviceprogram',
                    'Vägassistans dygnet runt i Sverige och övriga Europa',
                    '12 månaders Nordvik Garanti, förlängd under hela avtalstiden',
                    '1 500 mil per år – fler mil kan väljas mot tillägg',
                  ],
                },
                {
                  p: 'Försäkring, däck och drivmedel står du för själv. När avtalet löper ut lämnar du tillbaka bilen i en av våra bilhallar, och vi gör en gemensam genomgång enligt branschens riktlinjer för normalt slitage.',
                },
                {
                  p: '*Exempel:* Volkswagen ID.3 2023, 36 månader, 1 500 mil per år: 3 795 kr/mån inklusive service. Uppläggningsavgift 695 kr och aviavgift 49 kr/mån tillkommer. Kreditprövning sker alltid.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/finansiering/foretag',
      sortOrder: 30,
      ogImage: 'dealership',
      content: {
        'sv-SE': {
          title: 'Finansiering för företag',
          navTitle: 'För företag',
          metaDescription:
            'Köp eller leasa begagnad bil till företaget hos Nordvik Carstore. Bilar med avdragsgill moms, företagsleasing och avbetalning – med en egen företagssäljare.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Vi säljer varje månad ett hundratal bilar till företag – från enskilda firmor som behöver en pålitlig transportbil till koncerner som köper in tjänstebilar i omgångar. Du får en egen företagssäljare som sköter allt från offert till leverans.',
                },
                { h2: 'Avdragsgill moms' },
                {
                  p: 'Bilar märkta **avdragsgill moms** har tidigare ägts av ett företag som dragit av momsen. Köper ditt momsregistrerade företag bilen kan ni dra av momsen igen, och det är priset exklusive moms som påverkar resultatet. I annonsen visas priset både med och utan moms.',
                },
                {
                  ul: [
                    'Gäller främst transportbilar och vissa tidigare leasingbilar',
                    'Personbilar med avdragsgill moms kräver att bilen används i en verksamhet som medger avdrag, till exempel taxi eller uthyrning',
                    'Vi hjälper dig att se vad som gäller för ditt företag',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Företagsleasing och avbetalning',
              text: [
                {
                  p: 'Finansiera via företagets organisationsnummer med finansiell leasing, operationell leasing eller avbetalning. Vi tar fram förslag från flera finansiärer så att du kan jämföra.',
                },
                { p: 'Ring vår företagssäljare på **070-174 06 32** eller mejla foretag@nordvikcarstore.test.' },
              ],
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/garanti',
      sortOrder: 50,
      ogImage: 'workshop',
      content: {
        'sv-SE': {
          title: 'Garanti',
          metaDescription:
            'Alla bilar från Nordvik Carstore har 12 månaders garanti utan milgräns, vagnskadegaranti och vägassistans. Förläng med Garanti Plus i upp till 36 månader.',
          layout: [
            {
              blockType: 'heroBanner',
              title: '12 månaders garanti på varje bil',
              text: 'Utan milgräns, utan självrisk för garantireparationer och med vägassistans i hela Europa.',
              link: { path: '/bilar', label: 'Se bilarna' },
              buttonType: 'Primary',
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
                    '**Nordvik Garanti 12 månader** på motor, växellåda, drivlina, elsystem, styrning och bromsar',
                    'Ingen milgräns under garantitiden',
                    '**Vagnskadegaranti i 12 månader** – om bilen skadas betalar du bara självrisken',
                    'Vägassistans dygnet runt i Sverige och övriga Europa',
                    'Garantin gäller hos alla verkstäder i Nordviknätverket – över 90 stycken i Sverige',
                  ],
                },
                {
                  p: 'Elbilar och laddhybrider omfattas dessutom av tillverkarens batterigaranti, som för de flesta märken gäller i åtta år eller 16 000 mil från första registrering.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Förläng med Garanti Plus',
              text: [
                {
                  p: 'För bilar upp till åtta år och 20 000 mil kan du förlänga garantin med **12 eller 24 månader** i taget. Garanti Plus kostar från 249 kr/mån och kan läggas till i billånet.',
                },
                {
                  ul: [
                    'Samma omfattning som grundgarantin',
                    'Max 4 000 mil per år under förlängningen',
                    'Följer med bilen om du säljer den',
                  ],
                },
              ],
              image: 'heroForest',
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Om något händer' },
                {
                  p: 'Ring vår garantiservice på **070-174 06 40** (vardagar 8–17) eller mejla garanti@nordvik.example. Vid driftstopp utanför kontorstid ringer du vägassistansen – numret står på garantibeviset och i handskfacket. Dina rättigheter enligt konsumentköplagen gäller alltid, utöver garantin.',
                },
                { h3: 'Det här täcks inte' },
                {
                  p: 'Garantin omfattar inte normalt slitage som däck, bromsbelägg, torkarblad och kopplingslamell, och inte heller skador som beror på eftersatt service. Följ därför bilens serviceprogram – service hos en verkstad i Nordviknätverket registreras automatiskt i den digitala serviceboken.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kontakt',
      sortOrder: 60,
      ogImage: 'dealership',
      content: {
        'sv-SE': {
          title: 'Kontakt',
          metaDescription:
            'Kontakta Nordvik Carstore. Adresser, öppettider och telefonnummer till våra bilhallar i Stockholm, Göteborg och Malmö.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Vår kundservice svarar på telefon **070-174 06 20** och på kundservice@nordvik.example. Vardagar 9–19, lördag och söndag 10–16. Chatten på webbplatsen är öppen samma tider.',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Våra bilhallar',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Stockholm – Barkarby',
                  text: 'Cirka 250 bilar inomhus. Telefon 070-174 06 21. Vardagar 10–19, helger 10–16.',
                  link: { path: '/kontakt/stockholm' },
                  buttonText: 'Om bilhallen',
                  image: 'dealership',
                },
                {
                  title: 'Göteborg – Hisings Backa',
                  text: 'Cirka 200 bilar. Telefon 070-174 06 22. Vardagar 10–19, helger 10–16.',
                  link: { path: '/kontakt/goteborg' },
                  buttonText: 'Om bilhallen',
                  image: 'showroom',
                },
                {
                  title: 'Malmö – Bulltofta',
                  text: 'Cirka 170 bilar. Telefon 070-174 06 23. Vardagar 10–18, helger 10–15.',
                  link: { path: '/kontakt/malmo' },
                  buttonText: 'Om bilhallen',
                  image: 'heroCoast',
                },
              ],
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Vanliga frågor' },
                { h3: 'Kan jag provköra utan att boka?' },
                {
                  p: 'Ja, men bokar du i förväg ser vi till att bilen står laddad eller tankad och framkörd när du kommer. Ta med giltigt körkort.',
                },
                { h3: 'Kan jag köpa bilen om jag bor långt bort?' },
                {
                  p: 'Absolut. Ungefär hälften av våra kunder köper helt online. Vi spelar gärna in en videovisning av bilen, och med hemleverans och 14 dagars öppet köp tar du ingen risk.',
                },
                { h3: 'Hur reklamerar jag ett fel?' },
                {
                  p: 'Kontakta kundservice så bokar vi in bilen hos närmaste verkstad i Nordviknätverket. Läs mer om vad som ingår på sidan om [garanti](/garanti).',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kontakt/stockholm',
      sortOrder: 10,
      ogImage: 'dealership',
      content: {
        'sv-SE': {
          title: 'Nordvik Carstore Stockholm',
          navTitle: 'Stockholm – Barkarby',
          metaDescription:
            'Nordvik Carstore i Barkarby, Stockholm: cirka 250 begagnade bilar inomhus, provkörning utan förbokning och öppet sju dagar i veckan. Adress och öppettider.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Stockholm – Barkarby',
              text: 'Vår största bilhall, med cirka 250 bilar inomhus – torrt och varmt att titta på bilar året om.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Hitta hit' },
                {
                  p: '**Skarprättarvägen 9, 177 42 Järfälla.** Tio minuter från Barkarby station med buss 567, och precis vid avfarten från E18. Det finns 60 kundparkeringar och tolv laddplatser.',
                },
                { h2: 'Öppettider' },
                {
                  ul: ['**Måndag–fredag:** 10–19', '**Lördag och söndag:** 10–16', '**Telefon:** 070-174 06 21'],
                },
                {
                  p: 'Vill du provköra en viss bil? Boka gärna i förväg så står den framkörd och laddad. Hämtning av bilar köpta online sker vid leveransdisken till vänster om entrén.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kontakt/goteborg',
      sortOrder: 20,
      ogImage: 'showroom',
      content: {
        'sv-SE': {
          title: 'Nordvik Carstore Göteborg',
          navTitle: 'Göteborg – Hisings Backa',
          metaDescription:
            'Nordvik Carstore i Hisings Backa, Göteborg: cirka 200 begagnade bilar, provkörning och hämtning av bilar köpta online. Adress, öppettider och vägbeskrivning.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Göteborg – Hisings Backa',
              text: 'Cirka 200 bilar, en ljus bilhall och kaffe som alltid är nybryggt.',
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Hitta hit' },
                {
                  p: '**Exportgatan 40, 422 46 Hisings Backa.** Nära Tingstadsmotet på E6, och spårvagn 5 eller 6 till Hjalmar Brantingsplatsen följt av buss 31. Gott om kundparkering och åtta laddplatser.',
                },
                { h2: 'Öppettider' },
                {
                  ul: ['**Måndag–fredag:** 10–19', '**Lördag och söndag:** 10–16', '**Telefon:** 070-174 06 22'],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Inbyte på plats',
              text: [
                {
                  p: 'Kom med din gamla bil så värderar vi den medan du provkör. Slutvärderingen tar cirka 20 minuter, och inbytespriset dras direkt av om du bestämmer dig samma dag.',
                },
              ],
              link: { path: '/sa-funkar-det/inbyte', label: 'Om inbyte' },
              image: 'heroCoast',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/kontakt/malmo',
      sortOrder: 30,
      ogImage: 'heroCoast',
      content: {
        'sv-SE': {
          title: 'Nordvik Carstore Malmö',
          navTitle: 'Malmö – Bulltofta',
          metaDescription:
            'Nordvik Carstore i Bulltofta, Malmö: cirka 170 begagnade bilar, provkörning och hemleverans i hela Skåne. Adress, öppettider och telefonnummer.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Malmö – Bulltofta',
              text: 'Cirka 170 bilar och kostnadsfri hemleverans i stora delar av Skåne.',
              image: 'heroCoast',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Hitta hit' },
                {
                  p: '**Stenyxegatan 11, 213 76 Malmö.** Vid Bulltoftamotet på Inre ringvägen, med buss 5 från Malmö C till hållplats Stenyxegatan. Kundparkering och sex laddplatser finns framför entrén.',
                },
                { h2: 'Öppettider' },
                {
                  ul: ['**Måndag–fredag:** 10–18', '**Lördag och söndag:** 10–15', '**Telefon:** 070-174 06 23'],
                },
                {
                  p: 'Bor du i Lund, Helsingborg eller Ystad? Hemleveransen är kostnadsfri inom 10 mil från bilhallen. Läs mer om [hemleverans](/sa-funkar-det/hemleverans).',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kontakt/kundservice',
      sortOrder: 40,
      ogImage: 'pattern',
      content: {
        'sv-SE': {
          title: 'Kundservice',
          metaDescription:
            'Kontakta Nordvik Carstores kundservice via telefon, e-post eller chatt – sju dagar i veckan. Hjälp med köp, leverans, öppet köp, garanti och reklamation.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Vår kundservice hjälper dig före, under och efter köpet – med allt från frågor om en bil i lagret till leveransen, öppet köp och garantin.',
                },
                {
                  ul: [
                    '**Telefon:** 070-174 06 20',
                    '**E-post:** kundservice@nordvikcarstore.test – vi svarar inom en arbetsdag',
                    '**Chatt:** öppen samma tider som telefonen',
                    '**Öppettider:** vardagar 9–19, lördag och söndag 10–16',
                  ],
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Vanliga ärenden',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Reklamation',
                  text: 'Har något gått sönder? Så anmäler du ett fel.',
                  link: { path: '/kontakt/kundservice/reklamation' },
                  buttonText: 'Anmäl fel',
                  image: 'workshop',
                },
                {
                  title: 'Ångra köpet',
                  text: '14 dagars öppet köp – så lämnar du tillbaka bilen.',
                  link: { path: '/sa-funkar-det/oppet-kop' },
                  buttonText: 'Om öppet köp',
                  image: 'family',
                },
                {
                  title: 'Vanliga frågor',
                  text: 'Svar på det våra kunder oftast undrar.',
                  link: { path: '/kontakt/vanliga-fragor' },
                  buttonText: 'Till frågorna',
                  image: 'showroom',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kontakt/kundservice/reklamation',
      sortOrder: 10,
      ogImage: 'workshop',
      content: {
        'sv-SE': {
          title: 'Reklamation',
          metaDescription:
            'Så reklamerar du ett fel på en bil köpt hos Nordvik Carstore. Dina rättigheter enligt konsumentköplagen, garantin och hur vi hanterar ärendet.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Har du upptäckt ett fel på bilen? Hör av dig så snart som möjligt – helst innan du kör vidare om felet påverkar säkerheten. Enligt konsumentköplagen har du rätt att reklamera fel som fanns vid köpet i upp till tre år, och fel som visar sig inom de första sex månaderna antas ha funnits från början.',
                },
                { h2: 'Så anmäler du ett fel' },
                {
                  ol: [
                    'Ring kundservice på **070-174 06 20** eller mejla **reklamation@nordvikcarstore.test** med registreringsnummer och en beskrivning av felet.',
                    'Vi bokar in bilen hos närmaste verkstad i Nordviknätverket, oftast inom tre arbetsdagar.',
                    'Verkstaden felsöker och vi meddelar dig vad som gäller innan något arbete påbörjas.',
                    'Behöver bilen stå kvar mer än en dag får du en lånebil utan kostnad.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Garantin gäller utöver lagen',
              text: [
                {
                  p: 'Nordvik Garanti täcker motor, växellåda, drivlina, elsystem, styrning och bromsar i 12 månader utan milgräns. Garantin gäller utöver dina rättigheter enligt lag – aldrig i stället för dem.',
                },
              ],
              link: { path: '/garanti', label: 'Om garantin' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/kontakt/vanliga-fragor',
      sortOrder: 50,
      ogImage: 'showroom',
      content: {
        'sv-SE': {
          title: 'Vanliga frågor',
          metaDescription:
            'Svar på vanliga frågor om att köpa begagnad bil hos Nordvik Carstore: reservation, provkörning, betalning, leverans, öppet köp och garanti.',
          layout: [
            {
              blockType: 'richText',
              content: [
                { h2: 'Köpa bil' },
                { h3: 'Kan jag reservera en bil?' },
                {
                  p: 'Ja. Du reserverar med BankID i 48 timmar utan kostnad, och reservationen förpliktar inte till köp.',
                },
                { h3: 'Går det att pruta?' },
                {
                  p: 'Våra priser är fasta och satta utifrån marknaden, så att alla kunder får samma pris. Däremot kan värderingen av din inbytesbil alltid diskuteras om du har uppgifter vi inte känt till.',
                },
                { h3: 'Vilka betalsätt finns?' },
                {
                  p: 'Banköverföring, billån via oss eller din egen bank, och Swish för handpenning upp till 20 000 kr. Vi tar inte emot kontanter.',
                },
                { h2: 'Leverans och efter köpet' },
                { h3: 'Hur snabbt kan jag få bilen?' },
                {
                  p: 'Hämtar du i bilhallen är bilen oftast klar inom två arbetsdagar. Hemleverans sker normalt inom tre till fem arbetsdagar.',
                },
                { h3: 'Var servar jag bilen?' },
                {
                  p: 'Hos valfri verkstad som följer tillverkarens serviceprogram. Hos de över 90 verkstäderna i Nordviknätverket registreras servicen automatiskt i den digitala serviceboken.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Hittade du inte svaret?',
              text: [{ p: 'Kundservice svarar vardagar 9–19 och helger 10–16 på telefon, e-post och i chatten.' }],
              link: { path: '/kontakt/kundservice', label: 'Kontakta kundservice' },
              image: 'showroom',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/nyheter',
      sortOrder: 70,
      ogImage: 'city',
      content: {
        'sv-SE': {
          title: 'Tips och nyheter',
          navTitle: 'Nyheter',
          metaTitle: 'Tips och nyheter om begagnade bilar',
          metaDescription:
            'Köpguider, elbilsråd och nyheter från Nordvik Carstore: så väljer du rätt begagnad bil, vad garantin täcker och hur du räknar på billån.',
          layout: [
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Här delar våra bilexperter med sig av det de lärt sig efter tusentals bilaffärer: hur du läser en servicehistorik, vad ett batteritest säger om en begagnad elbil och hur du räknar på månadskostnaden. Du hittar också nyheter från våra bilhallar i Stockholm, Göteborg och Malmö.',
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
      sortOrder: 100,
      hideInNavigation: true,
      notFound: true,
      content: {
        'sv-SE': {
          title: 'Sidan kunde inte hittas',
          metaDescription: 'Sidan du letade efter finns inte längre.',
          layout: [
            {
              blockType: 'notFoundHero',
              title: 'Hoppsan! Sidan finns inte',
              text: 'Kanske har bilen du letade efter redan hittat en ny ägare. Här är några ställen att fortsätta på.',
              link: { path: '/', label: 'Till startsidan' },
            },
            {
              blockType: 'cardList',
              heading: 'Hitta rätt',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Alla bilar i lager',
                  text: 'Över 600 bilar, uppdaterat i realtid.',
                  link: { path: '/bilar' },
                  buttonText: 'Se bilarna',
                  image: 'showroom',
                },
                {
                  title: 'Så funkar det',
                  text: 'Öppet köp, hemleverans och inbyte.',
                  link: { path: '/sa-funkar-det' },
                  buttonText: 'Läs mer',
                  image: 'family',
                },
                {
                  title: 'Kontakta oss',
                  text: 'Kundservice sju dagar i veckan.',
                  link: { path: '/kontakt' },
                  buttonText: 'Kontakt',
                  image: 'dealership',
                },
              ],
            },
          ],
        },
      },
    },
  ],
  navigation: {
    slimNav: true,
    showSeparator: true,
    isSticky: false,
  },
  footer: {
    // A used-car store: every make it usually has in stock.
    brands: ['Volvo', 'Volkswagen', 'Toyota', 'Kia', 'BMW', 'Mercedes-Benz', 'Audi', 'Polestar'],
    brandsHeading: { 'sv-SE': 'Bilmärken i lager' },
    columns: {
      'sv-SE': [
        {
          title: 'Köp bil',
          description: 'Över 600 kontrollerade begagnade bilar med fasta priser och 14 dagars öppet köp.',
          items: [
            { label: 'Alla bilar i lager', link: { path: '/bilar' } },
            { label: 'Så funkar det', link: { path: '/sa-funkar-det' } },
            { label: 'Öppet köp', link: { path: '/sa-funkar-det/oppet-kop' } },
            { label: 'Hemleverans', link: { path: '/sa-funkar-det/hemleverans' } },
            { label: 'Byt in din bil', link: { path: '/sa-funkar-det/inbyte' } },
          ],
        },
        {
          title: 'Trygghet och ekonomi',
          items: [
            { label: 'Billån', link: { path: '/finansiering/billan' } },
            { label: 'Privatleasing', link: { path: '/finansiering/privatleasing' } },
            { label: 'För företag', link: { path: '/finansiering/foretag' } },
            { label: 'Garanti', link: { path: '/garanti' } },
            { label: 'Reklamation', link: { path: '/kontakt/kundservice/reklamation' } },
          ],
        },
        {
          title: 'Kundservice',
          description: 'Vardagar 9–19, lördag och söndag 10–16.',
          items: [
            { label: '070-174 06 20', link: { url: 'tel:0701740620' } },
            { label: 'kundservice@nordvikcarstore.test', link: { url: 'mailto:kundservice@nordvikcarstore.test' } },
            { label: 'Vanliga frågor', link: { path: '/kontakt/vanliga-fragor' } },
            { label: 'Tips och nyheter', link: { path: '/nyheter' } },
            { label: 'Cookie-inställningar', cookieSettings: true },
          ],
        },
        {
          title: 'Bilhallar',
          items: [
            { label: 'Stockholm – Barkarby', link: { path: '/kontakt/stockholm' } },
            { label: 'Göteborg – Hisings Backa', link: { path: '/kontakt/goteborg' } },
            { label: 'Malmö – Bulltofta', link: { path: '/kontakt/malmo' } },
          ],
        },
      ],
    },
    highlightedLink: { 'sv-SE': { label: 'Värdera din bil', link: { path: '/sa-funkar-det/inbyte' } } },
    socialLinks: [
      { name: 'facebook', url: 'https://www.facebook.com/nordvikcarstore' },
      { name: 'instagram', url: 'https://www.instagram.com/nordvikcarstore/' },
      { name: 'youtube', url: 'https://www.youtube.com/@nordvikcarstore' },
      { name: 'linkedin', url: 'https://www.linkedin.com/company/nordvik-carstore/' },
    ],
    infoField1: {
      'sv-SE': {
        heading: 'Öppet sju dagar i veckan',
        text: 'Stockholm och Göteborg: vardagar 10–19, helger 10–16\nMalmö: vardagar 10–18, helger 10–15\nKöp online dygnet runt – vi levererar i hela Sverige.',
      },
    },
    infoFieldOneChildFullWidth: true,
  },
}
