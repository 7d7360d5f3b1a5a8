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
              buttonType: 'Primary',
              image: 'heroCoast',
              textColor: 'White',
              contentPlacement: 'Bottom',
              variant: 'FullScreen',
            },
            {
              blockType: 'cardList',
              heading: 'Tryggt från första klick',
              intro: 'Vi har gjort bilköpet så enkelt som det borde vara – och så tryggt som det måste vara.',
              variant: 'Default',
              cards: [
                {
                  title: 'Så funkar det',
                  text: 'Välj bil, reservera, byt in din gamla och få nya bilen levererad till dörren.',
                  link: { path: '/sa-funkar-det', label: 'Läs mer' },
                  buttonText: 'Så funkar det',
                  image: 'family',
                },
                {
                  title: 'Finansiering',
                  text: 'Billån med besked direkt och månadskostnad som syns redan i annonsen.',
                  link: { path: '/finansiering', label: 'Räkna på billån' },
                  buttonText: 'Räkna på billån',
                  image: 'pattern',
                },
                {
                  title: 'Garanti',
                  text: '12 månaders garanti ingår på varje bil – utan milgräns.',
                  link: { path: '/garanti', label: 'Om garantin' },
                  buttonText: 'Om garantin',
                  image: 'workshop',
                },
                {
                  title: 'Besök oss',
                  text: 'Tre bilhallar med öppet sju dagar i veckan.',
                  link: { path: '/kontakt', label: 'Hitta hit' },
                  buttonText: 'Hitta hit',
                  image: 'dealership',
                },
              ],
            },
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
      path: '/finansiering',
      sortOrder: 40,
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
                  image: 'dealership',
                },
                {
                  title: 'Göteborg – Hisings Backa',
                  text: 'Cirka 200 bilar. Telefon 070-174 06 22. Vardagar 10–19, helger 10–16.',
                  image: 'showroom',
                },
                {
                  title: 'Malmö – Bulltofta',
                  text: 'Cirka 170 bilar. Telefon 070-174 06 23. Vardagar 10–18, helger 10–15.',
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
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Hoppsan! Sidan du letar efter finns inte – kanske har bilen redan hittat en ny ägare. Här är några ställen att fortsätta på.',
                },
              ],
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
}
