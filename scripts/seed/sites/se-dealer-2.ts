import type { SiteSeed } from '../types'

export const site: SiteSeed = {
  key: 'se-dealer-2',
  name: 'Nordvik Bilhall',
  type: 'dealer',
  country: 'SE',
  hostnames: ['se2.localhost'],
  locales: ['sv-SE'],
  defaultLocale: 'sv-SE',
  fontPair: 'modern',
  theme: 'granite',
  titleTemplate: '%s | Nordvik Bilhall',
  pathToCarList: '/kop-bil/alla-bilar-i-lager',
  pathToCarDetail: '/kop-bil',
  vehicleIndex: 'vehicles-se',
  siteSearchIndex: 'sites-se',
  faviconColor: '#b35c2a',
  images: {
    city: {
      scene: 'hero-city',
      variant: 'dusk',
      carColor: '#3a3f44',
      alt: 'Grafitgrå SUV på en regnvåt stadsgata där kvällsljusen speglar sig',
    },
    forest: {
      scene: 'hero-forest',
      variant: 'day',
      carColor: '#b35c2a',
      alt: 'Kopparröd kombi på en skogsväg genom tallskog en klar dag',
    },
    showroom: {
      scene: 'showroom',
      variant: 'day',
      carColor: '#3a3f44',
      alt: 'Ljus bilhall med blankt golv och två bilar i grafitgrått och koppar',
    },
    workshop: {
      scene: 'workshop',
      variant: 'day',
      carColor: '#b35c2a',
      alt: 'Kopparfärgad bil på lyft i en ljus verkstad med verktygsvägg',
    },
    tires: {
      scene: 'tires',
      variant: 'day',
      alt: 'Däckhotell med höga hyllor fulla av staplade däck och fälgar',
    },
    dealership: {
      scene: 'dealership',
      variant: 'dusk',
      carColor: '#3a3f44',
      alt: 'Nordvik Bilhalls anläggning med upplyst glasfasad och bilar framför i skymningen',
    },
    family: {
      scene: 'family',
      variant: 'day',
      carColor: '#c9c4bb',
      alt: 'Ljusgrå familjebil parkerad på en villagata en vårdag',
    },
    charging: {
      scene: 'charging',
      variant: 'night',
      carColor: '#d9d4cc',
      alt: 'Ljus elbil som laddar vid en laddstolpe en sen kväll',
    },
    winter: {
      scene: 'hero-winter',
      variant: 'dusk',
      carColor: '#b35c2a',
      alt: 'Kopparfärgad SUV med tända strålkastare i ett snötäckt landskap i skymningen',
    },
    pattern: {
      scene: 'pattern',
      alt: 'Abstrakt mönster i grafitgrått och koppar',
    },
    modelTourer: {
      scene: 'hero-coast',
      variant: 'dusk',
      carColor: '#2f4a5c',
      alt: 'Mörkblå elkombi på en kustväg i solnedgången',
    },
    modelCompact: {
      scene: 'hero-forest',
      variant: 'dawn',
      carColor: '#5f7f66',
      alt: 'Grön kompakt elektrisk SUV på en skogsväg i morgonljus',
    },
    modelCity: {
      scene: 'hero-city',
      variant: 'night',
      carColor: '#b3362a',
      alt: 'Röd kompakt elbil på en regnvåt stadsgata i kvällsljus',
    },
    modelSuv: {
      scene: 'hero-fjord',
      variant: 'day',
      carColor: '#1e1f22',
      alt: 'Svart elektrisk SUV på en strandväg under branta fjäll',
    },
  },
  pages: [
    {
      path: '/',
      ogImage: 'city',
      content: {
        'sv-SE': {
          title: 'Nordvik Bilhall',
          navTitle: 'Start',
          metaTitle: 'Nordvik Bilhall – bilar, verkstad och däck i Gävle, Uppsala, Västerås och Örebro',
          metaDescription:
            'Köp ny eller begagnad bil, boka verkstad och förvara dina däck hos Nordvik Bilhall. Fyra anläggningar i Gävle, Uppsala, Västerås och Örebro.',
          ogDescription: 'Bilar, verkstad, däckhotell och privatleasing – på fyra orter i Mellansverige.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Allt för din bil – under ett tak',
              text: 'Nya och begagnade bilar, verkstad, däckhotell och privatleasing. Välkommen till Nordvik Bilhall i Gävle, Uppsala, Västerås och Örebro.',
              image: 'city',
              textColor: 'White',
              contentPlacement: 'Bottom',
              variant: 'FullScreen',
              titleTag: 'h1',
              search: {
                url: '/kop-bil/alla-bilar-i-lager',
                placeholder: 'Sök bland 650 bilar',
                placeholderDesktop: 'Sök på märke, modell eller utrustning',
              },
            },
            {
              blockType: 'alertBanner',
              type: 'Neutral',
              title: 'Däckskiftet är igång',
              text: 'Fram till 30 november har däckhotellen i Gävle, Uppsala, Västerås och Örebro även öppet lördagar 9–14. Boka ditt hjulskifte online och hoppa över kön.',
              link: { path: '/dack-och-biltillbehor/dackhotell', label: 'Boka hjulskifte' },
            },
            {
              blockType: 'cardList',
              heading: 'Genvägar',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Bilar i lager',
                  text: 'Omkring 650 nya och begagnade bilar från Volkswagen, Audi, Škoda, Cupra och Kia.',
                  link: { path: '/kop-bil/alla-bilar-i-lager' },
                  buttonText: 'Se alla bilar',
                  image: 'showroom',
                },
                {
                  title: 'Boka verkstad',
                  text: 'Service, reparation och felsökning. Se pris och lediga tider direkt.',
                  link: { path: '/service-och-verkstad/boka-bilverkstad' },
                  buttonText: 'Boka tid',
                  image: 'workshop',
                },
                {
                  title: 'Däckhotell',
                  text: 'Vi tvättar, kontrollerar och förvarar dina hjul. Boka skiftet själv online.',
                  link: { path: '/dack-och-biltillbehor/dackhotell' },
                  buttonText: 'Om däckhotellet',
                  image: 'tires',
                },
                {
                  title: 'Privatleasing',
                  text: 'Ny bil till fast månadskostnad – service och vägassistans ingår.',
                  link: { path: '/bilagande/privatleasa-din-bil' },
                  buttonText: 'Se hur det fungerar',
                  image: 'charging',
                },
              ],
            },
            { blockType: 'carOfTheWeek', title: 'Veckans bilar', text: 'Utvalda bilar i lager till extra bra pris – bara den här veckan.', buttonLink: { path: '/kop-bil/alla-bilar-i-lager', label: 'Se alla bilar i lager' } },
            { blockType: 'carTeasers', title: 'Nya elbilar i lager', query: 'car_fuel=El&car_condition=Ny', limit: 8, sort: 'newest', buttonLink: { path: '/kop-bil/alla-bilar-i-lager', label: 'Visa alla bilar' } },
            {
              blockType: 'carModelCard',
              heading: 'Elbilar i lager just nu',
              cards: [
                {
                  title: 'Volkswagen ID.7 Tourer',
                  text: 'Rymlig elkombi med 605 liters bagageutrymme och laddning upp till 200 kW.',
                  image: 'modelTourer',
                  link: { path: '/kop-bil/elbilar-och-laddhybrider', label: 'Mer om ID.7 Tourer' },
                  labels: [
                    { label: 'Räckvidd', value: 'upp till 685 km' },
                    { label: 'Pris från', value: '569 900 kr' },
                    { label: 'Privatleasing från', value: '5 995 kr/mån' },
                  ],
                },
                {
                  title: 'Škoda Elroq',
                  text: 'Kompakt SUV med smarta lösningar och plats för hela familjen.',
                  image: 'modelCompact',
                  link: { path: '/kop-bil/elbilar-och-laddhybrider', label: 'Mer om Elroq' },
                  labels: [
                    { label: 'Räckvidd', value: 'upp till 580 km' },
                    { label: 'Pris från', value: '409 900 kr' },
                    { label: 'Billån från', value: '3 490 kr/mån' },
                    { label: 'Laddtid 10–80 %', value: '28 min' },
                  ],
                },
                {
                  title: 'Kia EV3',
                  text: 'Vinterkampanj: kompletta vinterhjul ingår när du köper eller privatleasar före 31 januari.',
                  image: 'modelCity',
                  campaign: 'Vinterkampanj',
                  link: { path: '/kop-bil/kampanjer', label: 'Se erbjudandet' },
                  labels: [
                    { label: 'Räckvidd', value: 'upp till 605 km' },
                    { label: 'Kampanjpris', value: '379 900 kr' },
                    { label: 'Privatleasing från', value: '3 995 kr/mån' },
                    { label: 'Vinterhjul', value: 'ingår' },
                  ],
                },
                {
                  title: 'Audi Q6 e-tron',
                  text: 'Premium-SUV med 800-voltsteknik och quattro-fyrhjulsdrift.',
                  image: 'modelSuv',
                  link: { path: '/kop-bil/elbilar-och-laddhybrider', label: 'Mer om Q6 e-tron' },
                  labels: [
                    { label: 'Räckvidd', value: 'upp till 641 km' },
                    { label: 'Pris från', value: '749 900 kr' },
                    { label: 'Dragvikt', value: '2 400 kg' },
                  ],
                },
              ],
            },
            { blockType: 'consumerDebtWarning', compact: true },
            {
              blockType: 'blurb',
              title: 'Sälj din bil till oss',
              text: [
                {
                  p: 'Vi köper bilar av alla märken – även om du inte köper nästa bil hos oss. Fyll i registreringsnummer och mätarställning, så får du ett preliminärt bud inom ett dygn. Slutbudet lämnar vi efter en kort genomgång på plats, och pengarna är på ditt konto inom två bankdagar.',
                },
              ],
              link: { path: '/salj-bil', label: 'Få ett bud på din bil' },
              image: 'family',
              backgroundColor: 'BackgroundColor1',
              useTextAnimations: true,
              useMediaAnimations: true,
            },
            {
              blockType: 'blurb',
              title: 'Fyra anläggningar, ett och samma bemötande',
              text: [
                {
                  p: 'Våra anläggningar i Gävle, Uppsala, Västerås och Örebro har alla försäljning, verkstad och däckhotell. Vi har öppet **vardagar 9–18 och lördagar 10–15**, och verkstäderna tar emot bilar från kl. 7.',
                },
              ],
              link: { path: '/anlaggningar', label: 'Hitta din anläggning' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
            {
              blockType: 'storiesTeaser',
              title: 'Livet med bil – råd från verkstadsgolvet och bilhallen',
              indexPath: '/livet-med-bil',
              buttonText: 'Fler artiklar',
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
            'Köp ny eller begagnad bil hos Nordvik Bilhall. Volkswagen, Audi, Škoda, Cupra, Kia och transportbilar – med finansiering, privatleasing och inbyte.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Ny eller begagnad – vi har bilen',
              text: 'Omkring 650 bilar i lager på fyra orter. Provkör i dag och kör hem med inbytet löst.',
              link: { path: '/kop-bil/alla-bilar-i-lager', label: 'Alla bilar i lager' },
              buttonType: 'Primary',
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Våra märken' },
                {
                  p: 'Vi är auktoriserad återförsäljare för **Volkswagen, Volkswagen Transportbilar, Audi, Škoda, Cupra och Kia**. I lagret hittar du också begagnade bilar av de flesta andra märken – alla kontrollerade i vår egen verkstad.',
                },
                {
                  ul: [
                    '**Nya bilar:** beställ exakt den utrustning du vill ha, eller välj en lagerbil med kort leveranstid.',
                    '**Begagnade bilar:** alla med minst 12 månaders garanti och 14 dagars bytesrätt.',
                    '**Demobilar:** nästan nya bilar med låg mätarställning och full nybilsgaranti.',
                    '**Företag:** tjänstebilar och transportbilar med rådgivning om förmånsvärde och finansiering.',
                  ],
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Alla bilar i lager',
                  text: 'Filtrera på märke, bränsle, pris och anläggning.',
                  link: { path: '/kop-bil/alla-bilar-i-lager' },
                  buttonText: 'Se bilarna',
                  image: 'forest',
                },
                {
                  title: 'Privatleasa',
                  text: 'Fast månadskostnad utan kontantinsats.',
                  link: { path: '/bilagande/privatleasa-din-bil' },
                  buttonText: 'Läs mer',
                  image: 'charging',
                },
                {
                  title: 'Finansiering',
                  text: 'Billån med löptid upp till 84 månader.',
                  link: { path: '/bilagande/finansiering' },
                  buttonText: 'Läs mer',
                  image: 'family',
                },
              ],
            },
            { blockType: 'consumerDebtWarning', compact: true },
          ],
        },
      },
    },
    {
      path: '/kop-bil/alla-bilar-i-lager',
      sortOrder: 10,
      menuImage: 'showroom',
      content: {
        'sv-SE': {
          title: 'Alla bilar i lager',
          metaDescription:
            'Se alla nya och begagnade bilar i lager hos Nordvik Bilhall i Gävle, Uppsala, Västerås och Örebro. Filtrera på märke, bränsle, pris och ort.',
          layout: [
            { blockType: 'carList' },
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Här är alla bilar som finns i lager hos oss just nu – nya, begagnade och demobilar. Lagret uppdateras löpande under dagen. Filtrera på märke, bränsle, växellåda, pris eller anläggning för att hitta rätt, och spara gärna bilar du vill jämföra.',
                },
                {
                  p: 'Står bilen på en annan anläggning än den som ligger närmast dig? Vi flyttar den utan kostnad, oftast inom två vardagar. Alla priser är inklusive moms.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Vill du ha hjälp att välja?',
              text: [
                {
                  p: 'Våra säljare hjälper dig att jämföra bilar, räkna på månadskostnad och förstå skillnaden mellan elbil, laddhybrid och bensin för just din körning. Ring kundservice på **070-174 06 45** eller kom förbi – ingen tidsbokning behövs.',
                },
              ],
              link: { path: '/anlaggningar', label: 'Våra anläggningar' },
              image: 'showroom',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/begagnade-bilar-i-lager',
      sortOrder: 12,
      ogImage: 'forest',
      content: {
        'sv-SE': {
          title: 'Begagnade bilar i lager',
          metaDescription:
            'Begagnade bilar i lager hos Nordvik Bilhall: kontrollerade i egen verkstad, minst 12 månaders garanti och 14 dagars bytesrätt. Gävle, Uppsala, Västerås och Örebro.',
          layout: [
            { blockType: 'carList', fixedQuery: 'car_condition=Begagnad' },
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Vi har omkring 400 begagnade bilar i lager, från små stadsbilar till rymliga elkombi och transportbilar. Alla har gått igenom vår egen verkstad innan de ställs ut, och du ser alltid bilens servicehistorik och antal ägare i annonsen.',
                },
                { h2: 'Det här får du med varje begagnad bil' },
                {
                  ul: [
                    '**Minst 12 månaders garanti** – förlängningsbar upp till 36 månader',
                    '**14 dagars bytesrätt** om bilen inte passar, upp till 100 mil',
                    '**Batteritest** på alla begagnade elbilar och laddhybrider',
                    '**Nyservad** med originaldelar och godkända däck',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Byt in din gamla bil',
              text: [
                {
                  p: 'Din nuvarande bil kan bli kontantinsatsen. Vi värderar den när du provkör, och har du lån kvar löser vi det direkt i samma affär.',
                },
              ],
              link: { path: '/salj-bil', label: 'Värdera din bil' },
              image: 'forest',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/nya-bilar-i-lager',
      sortOrder: 14,
      ogImage: 'showroom',
      content: {
        'sv-SE': {
          title: 'Nya bilar i lager',
          metaDescription:
            'Nya bilar i lager med kort leveranstid hos Nordvik Bilhall: Volkswagen, Audi, Škoda, Cupra och Kia. Köp, billån eller privatleasing.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Ny bil – hem redan nästa vecka',
              text: 'Lagerbilarna står klara på våra anläggningar. Välj färg och utrustning bland drygt 200 nya bilar och kör hem inom några dagar.',
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            { blockType: 'carList', fixedQuery: 'car_condition=Ny' },
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nya bilar beställer du med exakt den utrustning du vill ha – men leveranstiden från fabrik kan vara flera månader. Lagerbilarna har vi redan hemma, ofta med vinterhjul och extra utrustning till kampanjpris.',
                },
                {
                  ul: [
                    '**Volkswagen** på alla fyra anläggningar',
                    '**Škoda** i Gävle och Västerås',
                    '**Audi och Cupra** i Uppsala och Örebro',
                    '**Kia** i Gävle och Västerås – med sju års nybilsgaranti',
                  ],
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Privatleasa en ny bil',
                  text: 'Fast månadskostnad med service och vägassistans.',
                  link: { path: '/bilagande/privatleasa-din-bil' },
                  buttonText: 'Om privatleasing',
                  image: 'charging',
                },
                {
                  title: 'Aktuella kampanjer',
                  text: 'Kampanjränta och vinterhjul på köpet.',
                  link: { path: '/kop-bil/kampanjer' },
                  buttonText: 'Se kampanjerna',
                  image: 'winter',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/elbilar-och-laddhybrider',
      sortOrder: 20,
      ogImage: 'charging',
      menuImage: 'charging',
      content: {
        'sv-SE': {
          title: 'Elbilar och laddhybrider',
          navTitle: 'Elbilar och laddhybrider',
          metaDescription:
            'Nya och begagnade elbilar och laddhybrider hos Nordvik Bilhall. Batteritest på varje begagnad elbil, laddrådgivning och laddbox med installation.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Redo att köra på el?',
              text: 'Runt 140 elbilar och laddhybrider i lager – nya, begagnade och demobilar. Provkör i lugn och ro och få hjälp att räkna på laddningen.',
              link: { path: '/kop-bil/alla-bilar-i-lager', label: 'Se elbilar i lager' },
              buttonType: 'Primary',
              image: 'charging',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Elbil eller laddhybrid?' },
                {
                  p: 'Kör du mest till jobbet, skolan och mataffären och kan ladda hemma räcker en elbil gott – de flesta av våra kunder kör under 5 mil om dagen. Gör du ofta långa resor utan laddstopp, eller saknar du laddplats hemma, kan en laddhybrid vara ett bättre första steg.',
                },
                {
                  ul: [
                    '**Elbil:** lägst driftkostnad, ingen oljeservice och tyst i stadstrafik. Ladda hemma över natten och snabbladda på resan.',
                    '**Laddhybrid:** 5–10 mil på el i vardagen och bensinmotorn som reserv på långresan.',
                    '**Elhybrid:** laddas inte med sladd, men drar mindre bränsle än en vanlig bensinbil i stadstrafik.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Batteritest på varje begagnad elbil',
              text: [
                {
                  p: 'Innan en begagnad elbil säljs mäter vi batteriets hälsa (SoH) och skriver in resultatet i annonsen. Vi säljer inga elbilar med under 80 procent kvar, och du får alltid veta hur lång tid som återstår av tillverkarens batterigaranti.',
                },
                { p: 'Behöver du ladda hemma? Vi offererar laddbox med installation i samma affär som bilen.' },
              ],
              link: { path: '/dack-och-biltillbehor/laddbox', label: 'Läs om laddbox' },
              image: 'family',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/biltyp',
      sortOrder: 25,
      content: {
        'sv-SE': {
          title: 'Bilar efter biltyp',
          navTitle: 'Biltyp',
          metaDescription:
            'Hitta rätt bil efter biltyp hos Nordvik Bilhall: elbilar och laddhybrider, demobilar, begagnade bilar och transportbilar.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Vet du vilken sorts bil du behöver men inte vilket märke? Börja här. Våra säljare hjälper dig gärna att jämföra drivlinor och räkna på vad bilen kostar per mil för just din körning.',
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Elbilar och laddhybrider',
                  text: 'Runt 140 laddbara bilar i lager, alla begagnade med batteritest.',
                  link: { path: '/kop-bil/elbilar-och-laddhybrider' },
                  buttonText: 'Se elbilarna',
                  image: 'charging',
                  icon: 'electric',
                },
                {
                  title: 'Demobilar',
                  text: 'Nästan nya bilar med låg mätarställning och full nybilsgaranti.',
                  link: { path: '/kop-bil/biltyp/demobilar' },
                  buttonText: 'Se demobilarna',
                  image: 'showroom',
                  icon: 'star',
                },
                {
                  title: 'Begagnade bilar',
                  text: 'Kontrollerade bilar med garanti och bytesrätt.',
                  link: { path: '/kop-bil/begagnade-bilar-i-lager' },
                  buttonText: 'Se begagnade bilar',
                  image: 'forest',
                  icon: 'car',
                },
                {
                  title: 'Transportbilar',
                  text: 'Skåpbilar och pickuper, många redan inredda.',
                  link: { path: '/kop-bil/foretag/transportbilar' },
                  buttonText: 'Se transportbilarna',
                  image: 'dealership',
                  icon: 'key',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/biltyp/demobilar',
      sortOrder: 10,
      ogImage: 'showroom',
      content: {
        'sv-SE': {
          title: 'Demobilar',
          metaDescription:
            'Demobilar hos Nordvik Bilhall: nästan nya bilar med låg mätarställning, full nybilsgaranti och upp till 20 procent lägre pris än ny.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nästan ny – till ett bättre pris',
              text: 'Våra demobilar har använts för provkörning och som visningsbilar. De har gått kort, har full nybilsgaranti och kostar upp till 20 procent mindre än en ny bil.',
              link: { path: '/kop-bil/alla-bilar-i-lager', label: 'Se bilar i lager' },
              buttonType: 'Primary',
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Så fungerar det' },
                {
                  ul: [
                    'Demobilarna är oftast 3–9 månader gamla och har gått under 1 000 mil',
                    'Nybilsgarantin räknas från bilens första registrering',
                    'Alla demobilar säljs nyservade och rekonditionerade',
                    'De flesta går att privatleasa eller finansiera med kampanjränta',
                  ],
                },
                {
                  p: 'Utbudet växlar varje vecka när nya visningsbilar kommer in. Fråga din säljare om vilka som blir lediga framöver – många demobilar säljs innan de hinner annonseras.',
                },
              ],
            },
            { blockType: 'consumerDebtWarning', compact: true },
          ],
        },
      },
    },
    {
      path: '/kop-bil/bilmarken',
      sortOrder: 27,
      content: {
        'sv-SE': {
          title: 'Bilmärken',
          metaDescription:
            'Nordvik Bilhall är auktoriserad återförsäljare för Volkswagen, Volkswagen Transportbilar, Audi, Škoda, Cupra och Kia.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Vi är auktoriserad återförsäljare och verkstad för sex märken. Det betyder att våra säljare och tekniker är utbildade av tillverkarna, att vi har deras diagnosutrustning och att du får originaldelar och full garanti.',
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              perRow: 'Three',
              cards: [
                { title: 'Volkswagen', text: 'Gävle, Uppsala, Västerås och Örebro.', icon: 'car' },
                {
                  title: 'Audi',
                  text: 'Uppsala och Örebro.',
                  link: { path: '/kop-bil/bilmarken/audi' },
                  buttonText: 'Om Audi hos oss',
                  icon: 'star',
                },
                { title: 'Škoda', text: 'Gävle och Västerås.', icon: 'car' },
                { title: 'Cupra', text: 'Uppsala och Örebro.', icon: 'car' },
                { title: 'Kia', text: 'Gävle och Västerås – med sju års nybilsgaranti.', icon: 'shield' },
                {
                  title: 'Volkswagen Transportbilar',
                  text: 'Uppsala, med eget företagscenter.',
                  link: { path: '/kop-bil/foretag/transportbilar' },
                  buttonText: 'Om transportbilar',
                  icon: 'key',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Begagnat av alla märken',
              text: [
                {
                  p: 'I lagret finns också begagnade bilar av de flesta andra märken, inbytta hos oss och kontrollerade i vår egen verkstad.',
                },
              ],
              link: { path: '/kop-bil/begagnade-bilar-i-lager', label: 'Begagnade bilar i lager' },
              image: 'forest',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/bilmarken/audi',
      sortOrder: 10,
      ogImage: 'modelSuv',
      content: {
        'sv-SE': {
          title: 'Audi',
          metaTitle: 'Audi i Uppsala och Örebro',
          metaDescription:
            'Audi hos Nordvik Bilhall i Uppsala och Örebro: nya och begagnade Audi, e-tron-modellerna, Audi Service och originaltillbehör.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Audi hos Nordvik Bilhall',
              text: 'Provkör Q6 e-tron, Q4 e-tron och A6 Avant i Uppsala och Örebro – eller hitta en begagnad Audi med två års garanti.',
              link: { path: '/kop-bil/alla-bilar-i-lager', label: 'Se Audi i lager' },
              buttonType: 'Primary',
              image: 'modelSuv',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Våra Audi-säljare i Uppsala och Örebro hjälper dig att konfigurera en ny bil, välja en lagerbil med kort leveranstid eller hitta en begagnad Audi med känd historik. Verkstäderna är auktoriserade Audi Service med tekniker certifierade för högvoltssystem.',
                },
                {
                  ul: [
                    '**Begagnad Audi:** upp till sex år gammal, med 24 månaders garanti',
                    '**Företag:** förmånsvärde och företagsleasing för hela e-tron-programmet',
                    '**Service:** originaldelar, lånebil och hämtning inom 15 km',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Besök Audi i Örebro',
              text: [
                {
                  p: 'På Bettorpsgatan i Örebro har vi vår största Audi-hall, med provkörningsbilar för hela e-tron-programmet och snabbladdare för kunder.',
                },
              ],
              link: { path: '/anlaggningar/orebro', label: 'Till anläggningen i Örebro' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/kampanjer',
      sortOrder: 30,
      ogImage: 'city',
      menuImage: 'city',
      content: {
        'sv-SE': {
          title: 'Kampanjer',
          metaTitle: 'Bilkampanjer och erbjudanden',
          metaDescription:
            'Aktuella bilkampanjer hos Nordvik Bilhall: kampanjränta på billån, privatleasing med service och vinterhjul på köpet. Gäller så långt lagret räcker.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Vinterkampanj: kompletta vinterhjul på köpet',
              text: 'Köp eller privatleasa en ny Škoda, Volkswagen eller Kia från lager före 31 januari så ingår kompletta vinterhjul – monterade och klara.',
              link: { path: '/kop-bil/alla-bilar-i-lager', label: 'Se kampanjbilar' },
              buttonType: 'Primary',
              image: 'winter',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'countdown',
              title: 'Vinterkampanjen slutar om',
              text: 'Teckna avtal senast 31 januari så ingår kompletta vinterhjul – monterade och klara att köra.',
              endsAt: '2027-01-31T18:00:00+01:00',
              endedText: 'Vinterkampanjen är slut. Tack till alla som var med – håll utkik efter vårens erbjudanden.',
              link: { path: '/kop-bil/alla-bilar-i-lager', label: 'Se kampanjbilar' },
              backgroundColor: 'BackgroundColor2',
            },
            {
              blockType: 'cardList',
              heading: 'Aktuella erbjudanden',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Kampanjränta 3,95 %',
                  text: 'På billån för begagnade bilar upp till fem år gamla, med löptid upp till 60 månader.',
                  link: { path: '/bilagande/finansiering' },
                  buttonText: 'Om billånet',
                  image: 'family',
                },
                {
                  title: 'Privatleasing med service',
                  text: 'Utvalda elbilar från 3 995 kr i månaden i 36 månader, service och vägassistans ingår.',
                  link: { path: '/bilagande/privatleasa-din-bil' },
                  buttonText: 'Om privatleasing',
                  image: 'charging',
                },
                {
                  title: 'Höjt inbytespris',
                  text: 'Vi lägger 5 000 kr extra på värderingen av din gamla bil när du köper en demobil.',
                  link: { path: '/salj-bil' },
                  buttonText: 'Värdera din bil',
                  image: 'forest',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: '*Villkor:* Erbjudandena gäller för avtal tecknade hos Nordvik Bilhall till och med 31 januari och så långt lagret räcker. De kan inte kombineras med varandra eller med andra rabatter. Kampanjräntan är rörlig och förutsätter godkänd kreditprövning; effektiv ränta och totalt belopp beror på lånebelopp och löptid – din säljare visar ett exakt räkneexempel.',
                },
              ],
            },
            { blockType: 'consumerDebtWarning' },
          ],
        },
      },
    },
    {
      path: '/kop-bil/kampanjer/bilkampanjer',
      sortOrder: 10,
      ogImage: 'modelCity',
      content: {
        'sv-SE': {
          title: 'Bilkampanjer',
          metaDescription:
            'Aktuella modellkampanjer hos Nordvik Bilhall: kampanjpris, privatleasing och billån på utvalda Volkswagen, Škoda, Kia och Audi i lager.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Här samlar vi månadens kampanjer på utvalda modeller i lager. Priserna gäller bilar som finns på våra anläggningar i dag – när en kampanjbil är såld är den borta, så hör av dig tidigt om du ser något du gillar.',
                },
              ],
            },
            {
              blockType: 'carModelCard',
              heading: 'Månadens modellkampanjer',
              cards: [
                {
                  title: 'Kia EV3',
                  text: 'Kompletta vinterhjul ingår när du köper eller privatleasar före 31 januari.',
                  image: 'modelCity',
                  campaign: 'Vinterkampanj',
                  link: { path: '/kop-bil/kampanjer', label: 'Om vinterkampanjen' },
                  labels: [
                    { label: 'Kampanjpris', value: '379 900 kr' },
                    { label: 'Privatleasing från', value: '3 995 kr/mån' },
                    { label: 'Vinterhjul', value: 'ingår' },
                  ],
                },
                {
                  title: 'Škoda Elroq',
                  text: 'Kampanjränta 3,95 % på billån för lagerbilar.',
                  image: 'modelCompact',
                  campaign: 'Kampanjränta',
                  link: { path: '/bilagande/finansiering', label: 'Om billånet' },
                  labels: [
                    { label: 'Pris från', value: '409 900 kr' },
                    { label: 'Billån från', value: '3 290 kr/mån' },
                  ],
                },
                {
                  title: 'Volkswagen ID.7 Tourer',
                  text: 'Privatleasing med service och vägassistans i 36 månader.',
                  image: 'modelTourer',
                  campaign: 'Privatleasing',
                  link: { path: '/bilagande/privatleasa-din-bil', label: 'Om privatleasing' },
                  labels: [
                    { label: 'Privatleasing från', value: '5 495 kr/mån' },
                    { label: 'Räckvidd', value: 'upp till 685 km' },
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: '*Villkor:* Kampanjerna gäller avtal tecknade till och med 31 januari och så långt lagret räcker. Priser för privatleasing avser 36 månader och 1 500 mil per år; uppläggningsavgift 595 kr och aviavgift 49 kr/mån tillkommer. Billån förutsätter godkänd kreditprövning och 20 % kontantinsats.',
                },
              ],
            },
            { blockType: 'consumerDebtWarning' },
          ],
        },
      },
    },
    {
      path: '/kop-bil/foretag',
      sortOrder: 40,
      ogImage: 'dealership',
      menuImage: 'dealership',
      content: {
        'sv-SE': {
          title: 'Företagsbilar',
          navTitle: 'För företag',
          metaDescription:
            'Tjänstebilar och transportbilar för företag hos Nordvik Bilhall. Rådgivning om förmånsvärde, företagsleasing och serviceavtal – med en egen kontaktperson.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Vi hjälper företag i Gävleborg, Uppsala, Västmanland och Örebro län med allt från en enda tjänstebil till hela fordonsflottor. Du får en egen företagssäljare som håller ordning på avtal, service och byten – och som svarar när du ringer.',
                },
                { h2: 'Det här kan vi hjälpa dig med' },
                {
                  ul: [
                    '**Tjänstebilar** – vi räknar fram förmånsvärde och nettolöneavdrag för de bilar du jämför',
                    '**Transportbilar** – Volkswagen Transportbilar med inredning, dragkrok och hyllsystem',
                    '**Företagsleasing** – operationell eller finansiell leasing med service inbakat',
                    '**Flotthantering** – samlad faktura, servicepåminnelser och däckhotell för alla bilar',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Transportbilar redo att jobba',
              text: [
                {
                  p: 'Vi har alltid ett 30-tal transportbilar i lager, många redan inredda för hantverkare och servicetekniker. Behöver du något särskilt bygger vår partner om bilen efter dina mått – leveranstiden är oftast två till fyra veckor.',
                },
                { p: 'Ring företagsavdelningen på **070-174 06 47**, vardagar 8–17.' },
              ],
              link: { path: '/kop-bil/alla-bilar-i-lager', label: 'Se transportbilar i lager' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Serviceavtal för företag',
                  text: 'Fast kostnad per bil och månad – budgeten håller hela avtalstiden.',
                  link: { path: '/service-och-verkstad/serviceavtal' },
                  buttonText: 'Läs mer',
                  image: 'workshop',
                },
                {
                  title: 'Laddning på arbetsplatsen',
                  text: 'Laddboxar för personal och firmabilar, med installation och lastbalansering.',
                  link: { path: '/dack-och-biltillbehor/laddbox' },
                  buttonText: 'Läs mer',
                  image: 'charging',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/foretag/tjanstebilar',
      sortOrder: 10,
      ogImage: 'modelTourer',
      content: {
        'sv-SE': {
          title: 'Tjänstebilar',
          metaDescription:
            'Tjänstebilar hos Nordvik Bilhall: vi räknar förmånsvärde och nettolöneavdrag, erbjuder företagsleasing och sköter service för hela bilpolicyn.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Rätt tjänstebil för både företaget och föraren',
              text: 'Jämför förmånsvärde, räckvidd och månadskostnad – vi hjälper dig att hitta bilen som passar bilpolicyn.',
              image: 'modelTourer',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                {
                  p: 'En elbil som tjänstebil ger oftast lägst förmånsvärde och lägst driftkostnad. Vi tar fram en jämförelse av förmånsvärde och nettolöneavdrag för de bilar som står på listan, så att både företaget och föraren vet vad valet kostar.',
                },
                { h2: 'Det här ingår när du väljer oss' },
                {
                  ul: [
                    'En egen företagssäljare som känner er bilpolicy',
                    'Operationell leasing med service, däck och däckhotell i samma avgift',
                    'Laddbox hemma hos föraren och på arbetsplatsen',
                    'Samlad faktura och uppföljning av körsträckor',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Boka ett möte med företagssäljaren',
              text: [{ p: 'Ring företagsavdelningen på **070-174 06 47**, vardagar 8–17, så kommer vi till er.' }],
              link: { path: '/kop-bil/foretag', label: 'Allt för företag' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/kop-bil/foretag/transportbilar',
      sortOrder: 20,
      ogImage: 'dealership',
      menuImage: 'dealership',
      content: {
        'sv-SE': {
          title: 'Transportbilar',
          metaDescription:
            'Transportbilar från Volkswagen Transportbilar hos Nordvik Bilhall: skåpbilar och pickuper i lager, inredning, dragkrok och företagsleasing.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Transportbilar redo att jobba',
              text: 'Ett 30-tal skåpbilar och pickuper i lager – många redan inredda med hyllsystem, dragkrok och arbetsbelysning.',
              link: { path: '/kop-bil/alla-bilar-i-lager', label: 'Se transportbilar i lager' },
              buttonType: 'Primary',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            { blockType: 'carList', fixedQuery: 'car_vehicle_type=Transportbil' },
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Vårt företagscenter för Volkswagen Transportbilar ligger i Uppsala, men bilarna levererar vi till alla våra orter. Vi hjälper dig att välja rätt längd, höjd och lastvikt och att få inredningen på plats innan bilen rullar ut.',
                },
                {
                  ul: [
                    '**Skåpbilar:** Caddy Cargo, Transporter och ID. Buzz Cargo',
                    '**Stora skåp och chassin:** Crafter med flak, tippflak eller kylskåp',
                    '**Pickup:** Amarok med fyrhjulsdrift',
                    '**Verkstad för transportbilar** med förlängda öppettider och lånebil',
                  ],
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Serviceavtal för transportbilar',
                  text: 'Fast kostnad per bil och månad.',
                  link: { path: '/service-och-verkstad/serviceavtal' },
                  buttonText: 'Läs mer',
                  image: 'workshop',
                },
                {
                  title: 'Anläggningen i Uppsala',
                  text: 'Företagscenter och verkstad för transportbilar.',
                  link: { path: '/anlaggningar/uppsala' },
                  buttonText: 'Hitta hit',
                  image: 'showroom',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service-och-verkstad',
      sortOrder: 20,
      ogImage: 'workshop',
      content: {
        'sv-SE': {
          title: 'Service och verkstad',
          metaDescription:
            'Service, reparationer, felsökning och AC-service hos Nordvik Bilhall. Auktoriserad verkstad för Volkswagen, Audi, Škoda, Cupra och Kia – vi servar även andra märken.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'En verkstad du kan lita på',
              text: 'Fast pris innan vi börjar, originaldelar och tekniker som utbildas varje år. Boka tid online på två minuter.',
              link: { path: '/service-och-verkstad/boka-bilverkstad', label: 'Boka verkstadstid' },
              buttonType: 'Primary',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Våra verkstadstjänster' },
                {
                  ul: [
                    '**Service enligt tillverkarens program** – med stämpel i den digitala serviceboken, så att nybilsgarantin gäller',
                    '**Reparationer och felsökning** – från varningslampor till missljud',
                    '**Bromsar och hjulinställning**',
                    '**AC-service** – rengöring, påfyllning och läcktest',
                    '**Elbil och laddhybrid** – batterikontroll och service av högvoltssystem',
                    '**Glas- och plåtskador** – vi hanterar kontakten med ditt försäkringsbolag',
                  ],
                },
                {
                  p: 'Vi servar bilar av de flesta märken. Vissa märken, till exempel BMW, bokas via märkets egen tidsbokning – då skickar bokningen dig dit automatiskt.',
                },
              ],
            },
            {
              blockType: 'workshopSiteList',
              title: 'Våra verkstäder',
              detailPath: '/anlaggningar',
              buttonLink: { path: '/service-och-verkstad/boka-bilverkstad', label: 'Boka verkstadstid' },
            },
            {
              blockType: 'blurb',
              title: 'Lägre pris med serviceavtal',
              text: [
                {
                  p: 'Har du serviceavtal hos oss ser du dina **rabatterade priser** direkt när du bokar med registreringsnumret. Avtalet ger en fast månadskostnad för all schemalagd service, och du får 15 % rabatt på reparationer och tillbehör under avtalstiden.',
                },
                {
                  ul: [
                    'Kostnadsfri lånebil eller hämtning inom 10 km',
                    'Vägassistans dygnet runt',
                    'Avtalet följer med bilen om du säljer den',
                  ],
                },
              ],
              link: { path: '/service-och-verkstad/boka-bilverkstad', label: 'Boka service' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/service-och-verkstad/boka-bilverkstad',
      sortOrder: 10,
      content: {
        'sv-SE': {
          title: 'Boka bilverkstad',
          metaTitle: 'Boka service och verkstad online',
          metaDescription:
            'Boka service eller reparation online hos Nordvik Bilhall. Ange registreringsnummer, välj tjänster, verkstad och tid – se priset för din bil direkt och få bekräftelsen med kalenderinbjudan via e-post.',
          layout: [
            {
              blockType: 'serviceBooking',
              heading: 'Boka service och verkstad',
              intro: 'Se priset för just din bil, välj verkstad och en tid som passar – klart på två minuter.',
              contactEmail: 'verkstad.bilhall@nordvik.example',
            },
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Boka din verkstadstid på några minuter. Du ser priset innan du bekräftar, och vi kontaktar dig alltid innan vi gör något arbete utöver det du bokat.',
                },
                { h2: 'Så bokar du' },
                {
                  ol: [
                    '**Ange registreringsnummer.** Vi hämtar bilens modell och servicehistorik. Har du serviceavtal visas dina rabatterade priser.',
                    '**Välj tjänster.** Service, hjulskifte, felsökning eller något annat – du kan välja flera.',
                    '**Välj anläggning och tid.** Närmaste verkstäderna visas först, med lediga tider vecka för vecka.',
                    '**Fyll i dina uppgifter och boka.** Bekräftelsen med kalenderinbjudan och vägbeskrivning kommer direkt via e-post.',
                  ],
                },
                {
                  p: 'Lämna bilen mellan 7 och 9 på morgonen. Vill du vänta på plats har alla anläggningar en lounge med wifi och kaffe; kortare jobb tar oftast under en timme.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Behöver du hjälp med bokningen?',
              text: [
                {
                  p: 'Hittar vi inte din bil i registret, eller är du osäker på vad bilen behöver? Ring verkstadens kundmottagning på **070-174 06 46**, vardagar 7–17, eller mejla **verkstad.bilhall@nordvik.example** så hjälper vi dig.',
                },
              ],
              link: { path: '/anlaggningar', label: 'Kontaktuppgifter till anläggningarna' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/service-och-verkstad/vara-verkstadstjanster',
      sortOrder: 20,
      ogImage: 'workshop',
      content: {
        'sv-SE': {
          title: 'Våra verkstadstjänster',
          navTitle: 'Verkstadstjänster',
          metaDescription:
            'Service, bromsar, hjulinställning, AC-service och felsökning hos Nordvik Bilhall. Fast pris innan vi börjar och originaldelar för alla märken.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Våra verkstäder i Gävle, Uppsala, Västerås och Örebro har tillsammans 64 lyftar och över 90 tekniker. Vi är auktoriserade för Volkswagen, Audi, Škoda, Cupra och Kia, men tar emot bilar av alla märken – och du får alltid ett fast pris innan vi sätter igång.',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Vanligaste tjänsterna',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Bilservice',
                  text: 'Service enligt tillverkarens program, med stämpel i den digitala serviceboken.',
                  link: { path: '/service-och-verkstad/vara-verkstadstjanster/bilservice' },
                  buttonText: 'Om service',
                  image: 'workshop',
                },
                {
                  title: 'Bromsar och hjulinställning',
                  text: 'Bromskontroll, byte av skivor och belägg och 3D-hjulinställning.',
                  link: { path: '/service-och-verkstad/vara-verkstadstjanster/bromsar-och-hjulinstallning' },
                  buttonText: 'Läs mer',
                  image: 'forest',
                },
                {
                  title: 'AC-service',
                  text: 'Rengöring, läcktest och påfyllning av köldmedium – för sval kupé och imfria rutor.',
                  link: { path: '/service-och-verkstad/vara-verkstadstjanster/ac-service' },
                  buttonText: 'Läs mer',
                  image: 'city',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Och så mycket mer' },
                {
                  ul: [
                    'Felsökning av varningslampor och elektronik',
                    'Service av elbilar och laddhybrider, inklusive kontroll av högvoltsbatteriet',
                    'Glasskador och stenskott – vi sköter kontakten med ditt försäkringsbolag',
                    'Montering av dragkrok, takräcke och andra tillbehör',
                  ],
                },
                {
                  p: 'Alla tjänster går att [boka online](/service-och-verkstad/boka-bilverkstad), där du ser priset för just din bil innan du bekräftar.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service-och-verkstad/vara-verkstadstjanster/bilservice',
      sortOrder: 10,
      ogImage: 'workshop',
      content: {
        'sv-SE': {
          title: 'Bilservice',
          metaDescription:
            'Bilservice enligt tillverkarens serviceprogram hos Nordvik Bilhall. Nybilsgarantin gäller, originaldelar och digital servicebok. Se pris och boka online.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Service som håller garantin vid liv',
              text: 'Vi följer tillverkarens serviceprogram punkt för punkt och stämplar den digitala serviceboken – så att garantin och andrahandsvärdet håller.',
              link: { path: '/service-och-verkstad/boka-bilverkstad', label: 'Boka service' },
              buttonType: 'Primary',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Det här ingår i en service' },
                {
                  ul: [
                    'Byte av motorolja och oljefilter enligt tillverkarens specifikation',
                    'Kontroll av bromsar, styrning, avgassystem, stötdämpare och belysning',
                    'Byte av filter, tändstift och bromsvätska när serviceprogrammet kräver det',
                    'Uppdatering av bilens programvara när tillverkaren har släppt en ny version',
                    'Ett protokoll via sms och e-post som visar vad vi har gjort och vad som bör åtgärdas framöver',
                  ],
                },
                {
                  p: 'Hittar vi något som behöver lagas ringer vi dig innan vi gör något mer än det du bokat. Du bestämmer alltid själv.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Vad kostar en service?',
              text: [
                {
                  p: 'Priset beror på bilmodell och vilken service bilen står på. En årlig service på en Volkswagen Golf kostar till exempel från **3 290 kr**, och med serviceavtal blir priset lägre. Ange registreringsnumret när du bokar så ser du exakt vad din bil kostar.',
                },
              ],
              link: { path: '/service-och-verkstad/serviceavtal', label: 'Om serviceavtal' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/service-och-verkstad/vara-verkstadstjanster/bromsar-och-hjulinstallning',
      sortOrder: 20,
      ogImage: 'forest',
      content: {
        'sv-SE': {
          title: 'Bromsar och hjulinställning',
          metaDescription:
            'Bromskontroll, byte av bromsskivor och belägg samt 3D-hjulinställning hos Nordvik Bilhall. Fast pris och originaldelar – boka tid online.',
          layout: [
            {
              blockType: 'richText',
              content: [
                { h2: 'Bromsar' },
                {
                  p: 'Gnisslar det när du bromsar, vibrerar ratten eller drar bilen åt ena hållet? Då är det dags att låta oss titta. En bromskontroll tar cirka 30 minuter och är kostnadsfri när du ändå har bilen på service hos oss.',
                },
                {
                  ul: [
                    'Byte av bromsbelägg fram eller bak, från 1 890 kr',
                    'Byte av skivor och belägg, från 3 990 kr per axel',
                    'Byte av bromsvätska vartannat år eller enligt serviceprogrammet',
                  ],
                },
                {
                  p: 'Elbilar och hybrider bromsar mycket med motorn, så skivorna kan rosta i stället för att slitas. Vi rekommenderar att de rengörs och kontrolleras vid varje hjulskifte.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Hjulinställning med 3D-mätning',
              text: [
                {
                  p: 'Efter en kantstensträff, ett potthål eller nya däck kan hjulvinklarna ändras. Felaktig hjulinställning sliter på däcken och ökar förbrukningen. Vi mäter alla fyra hjul med 3D-kameror och justerar till tillverkarens värden, och du får mätprotokollet före och efter.',
                },
                { p: 'Hjulinställning kostar från **1 295 kr** för personbil.' },
              ],
              link: { path: '/service-och-verkstad/boka-bilverkstad', label: 'Boka hjulinställning' },
              image: 'forest',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/service-och-verkstad/vara-verkstadstjanster/ac-service',
      sortOrder: 30,
      ogImage: 'city',
      content: {
        'sv-SE': {
          title: 'AC-service',
          metaDescription:
            'AC-service hos Nordvik Bilhall: läcktest, påfyllning av köldmedium och rengöring av förångaren. Sval kupé på sommaren och imfria rutor på vintern.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Luftkonditioneringen gör mer än att kyla på sommaren. Den torkar också luften, så att rutorna inte immar igen en regnig novembermorgon. Ett AC-system tappar upp till tio procent av köldmediet varje år, och med för lite köldmedium blir både kylningen och avfuktningen sämre.',
                },
                { h2: 'Så går en AC-service till' },
                {
                  ol: [
                    'Vi tömmer systemet, mäter hur mycket köldmedium som fanns kvar och gör ett läcktest.',
                    'Vi fyller på rätt mängd köldmedium och kompressorolja enligt tillverkarens specifikation.',
                    'Vi rengör förångaren och byter kupéfilter, så att det inte luktar unket.',
                    'Vi kontrollerar att utblåset håller rätt temperatur.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Vartannat år räcker för de flesta',
              text: [
                {
                  p: 'Vi rekommenderar AC-service vartannat år, eller oftare om bilen luktar illa när fläkten går. AC-service kostar från **1 495 kr** och tar ungefär en timme – vänta gärna i vår lounge.',
                },
              ],
              link: { path: '/service-och-verkstad/boka-bilverkstad', label: 'Boka AC-service' },
              image: 'city',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/service-och-verkstad/serviceavtal',
      sortOrder: 30,
      ogImage: 'dealership',
      content: {
        'sv-SE': {
          title: 'Serviceavtal',
          metaDescription:
            'Serviceavtal hos Nordvik Bilhall: all schemalagd service till fast månadskostnad, 15 % rabatt på reparationer och rabatterade priser när du bokar online.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Fast pris på all service',
              text: 'Betala en fast summa varje månad i stället för en stor räkning när det är dags för service.',
              link: { path: '/service-och-verkstad/boka-bilverkstad', label: 'Boka service' },
              buttonType: 'Primary',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Det här ingår' },
                {
                  ul: [
                    'All service enligt tillverkarens serviceprogram, inklusive delar och arbete',
                    '15 % rabatt på reparationer, tillbehör och däck under avtalstiden',
                    'Kostnadsfri lånebil eller hämtning och lämning inom 10 km',
                    'Vägassistans dygnet runt i hela Europa',
                  ],
                },
                {
                  p: 'Avtalet tecknas för 12–60 månader och kostar från **219 kr i månaden** beroende på bilmodell och körsträcka. Det kan tecknas för bilar upp till sju år gamla, och följer med bilen om du säljer den.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Dina avtalspriser syns när du bokar',
              text: [
                {
                  p: 'När du bokar verkstadstid med registreringsnumret känner vi igen ditt serviceavtal och visar de rabatterade priserna direkt. Service som ingår i avtalet kostar 0 kr.',
                },
              ],
              link: { path: '/service-och-verkstad/boka-bilverkstad', label: 'Boka verkstadstid' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/dack-och-biltillbehor',
      sortOrder: 30,
      ogImage: 'tires',
      content: {
        'sv-SE': {
          title: 'Däck och biltillbehör',
          metaDescription:
            'Däckskifte, däckhotell, nya sommar- och vinterdäck, fälgar, laddboxar och biltillbehör hos Nordvik Bilhall i Gävle, Uppsala, Västerås och Örebro.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Rätt däck för varje säsong',
              text: 'Skifte, förvaring och nya däck – med mönsterdjupet uppmätt varje gång.',
              link: { path: '/dack-och-biltillbehor/dackhotell', label: 'Om däckhotellet' },
              buttonType: 'Primary',
              image: 'tires',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Däck' },
                {
                  p: 'Vi säljer sommardäck, friktionsdäck och dubbdäck från bland andra Nokian, Michelin och Continental, och monterar dem på plats. Köper du kompletta hjul ingår montering, balansering och kontroll av däcktrycksgivare.',
                },
                {
                  ul: [
                    'Vinterdäck krävs från 1 december till 31 mars när det är vinterväglag',
                    'Dubbdäck får användas från 1 oktober till 15 april, eller längre om vinterväglag råder',
                    'Lagkravet på vinterdäck är minst 3 mm mönsterdjup, men vi rekommenderar byte vid 4 mm',
                  ],
                },
                { h2: 'Biltillbehör' },
                {
                  p: 'Takboxar, dragkrokar, cykelhållare, gummimattor och laddboxar för hemmet. Våra tekniker monterar tillbehören på plats, oftast medan du väntar.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Laddbox för hemmet',
              text: [
                {
                  p: 'Kör du elbil eller laddhybrid är en laddbox hemma det bekvämaste sättet att ladda. Vi erbjuder laddbox inklusive standardinstallation av behörig elinstallatör, och när du har rätt till skattereduktion för grön teknik drar vi av den direkt på fakturan.',
                },
              ],
              link: { path: '/dack-och-biltillbehor/laddbox', label: 'Läs om laddbox' },
              image: 'charging',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/dack-och-biltillbehor/dackhotell',
      sortOrder: 10,
      ogImage: 'tires',
      content: {
        'sv-SE': {
          title: 'Däckhotell',
          metaDescription:
            'Förvara dina hjul i Nordvik Bilhalls däckhotell. Tvätt, kontroll av mönsterdjup och skifte ingår. Boka skiftet själv med registreringsnummer och mobilnummer.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Däckhotell – vi sköter hjulen',
              text: 'Slipp bära däck i trapphuset. Vi tvättar, kontrollerar och förvarar dina hjul tills det är dags att skifta igen.',
              image: 'tires',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'tireHotel',
              heading: 'Boka hjulskifte',
              intro: 'Logga in med bilens registreringsnummer och en engångskod via sms. Du ser dina förvarade däck, deras mönsterdjup och lediga tider på din anläggning.',
              contactEmail: 'dack.bilhall@nordvik.example',
              serviceBookingPath: '/service-och-verkstad/boka-bilverkstad',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Det här ingår' },
                {
                  ul: [
                    'Skifte två gånger per år, inklusive balansering vid behov',
                    'Tvätt av hjulen innan de ställs in',
                    'Mätning av mönsterdjup på alla fyra däck, med protokoll via sms',
                    'Förvaring i klimatstyrt lager, försäkrat mot brand och stöld',
                    'Kontroll av lufttryck och hjulbultar vid varje skifte',
                  ],
                },
                {
                  p: 'Däckhotellet kostar **1 195 kr per säsong** för personbil med fälgar upp till 18 tum, skifte inräknat. För större fälgar och SUV:ar tillkommer 200 kr.',
                },
                { h2: 'Så bokar du ditt skifte' },
                {
                  p: 'Ange bilens registreringsnummer ovan, så skickar vi en engångskod via sms till mobilnumret på ditt avtal. Med koden ser du dina förvarade däck, deras mönsterdjup och lediga tider på din anläggning. Visar något däck för lite mönster får du en varning och ett förslag på nya däck.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Boka i god tid',
              text: [
                {
                  p: 'De mest eftertraktade tiderna försvinner snabbt när första snön kommer. Skiftesperioden för vinterhjul börjar i mitten av oktober och för sommarhjul i början av april. Under skiftesperioden har vi även öppet lördagar 9–14.',
                },
              ],
              link: { path: '/dack-och-biltillbehor/nya-dack', label: 'Köp nya däck' },
              image: 'winter',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/dack-och-biltillbehor/nya-dack',
      sortOrder: 20,
      ogImage: 'tires',
      content: {
        'sv-SE': {
          title: 'Nya däck',
          metaDescription:
            'Köp nya sommardäck, friktionsdäck och dubbdäck hos Nordvik Bilhall. Montering, balansering och kontroll av däcktrycksgivare ingår när du köper kompletta hjul.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Däcken är bilens enda kontakt med vägen, och skillnaden mellan ett bra och ett slitet däck märks tydligast en blöt höstkväll. Våra däckspecialister hjälper dig att välja rätt däck för din bil och din körning – och monterar dem medan du väntar.',
                },
                { h2: 'Friktion eller dubb?' },
                {
                  ul: [
                    '**Friktionsdäck** är tystare och passar dig som mest kör på saltade och plogade vägar i och kring städerna.',
                    '**Dubbdäck** ger bäst grepp på blankis och passar dig som kör mycket på landsväg eller bor där det är isigt ofta.',
                    '**Helårsdäck** är en kompromiss vi bara rekommenderar för bilar som sällan körs vintertid.',
                  ],
                },
                {
                  p: 'Lagen kräver 3 mm mönsterdjup på vinterdäck och 1,6 mm på sommardäck. Vi rekommenderar byte vid 4 respektive 3 mm, eftersom greppet försämras snabbt under de nivåerna.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Kompletta hjul – klara att köra',
              text: [
                {
                  p: 'Köper du kompletta hjul ingår montering, balansering, kontroll av däcktrycksgivare och en första säsong i vårt däckhotell. Vi har alltid fälgar i lager för de vanligaste modellerna från Volkswagen, Audi, Škoda, Cupra och Kia.',
                },
              ],
              link: { path: '/dack-och-biltillbehor/dackhotell', label: 'Om däckhotellet' },
              image: 'tires',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/dack-och-biltillbehor/biltillbehor',
      sortOrder: 30,
      ogImage: 'family',
      content: {
        'sv-SE': {
          title: 'Biltillbehör',
          metaDescription:
            'Dragkrok, takbox, cykelhållare, mattor och andra originaltillbehör hos Nordvik Bilhall. Vi monterar på plats, ofta medan du väntar.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Gör bilen till din',
              text: 'Originaltillbehör som passar exakt – och som inte påverkar garantin.',
              image: 'family',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Populärt just nu' },
                {
                  ul: [
                    '**Dragkrok** – avtagbar eller elektriskt infällbar, monterad och registrerad på en dag',
                    '**Takbox och takräcke** – från 360 liter, med lås och snabbfästen',
                    '**Cykelhållare** för dragkrok, för upp till fyra cyklar eller två elcyklar',
                    '**Gummimattor och bagagerumsmatta** som tål snö, grus och hundtassar',
                    '**Motorvärmare och kupévärmare** med tidur eller app',
                  ],
                },
                {
                  p: 'Köper du tillbehören i samband med en ny bil kan de läggas in i billånet eller leasingavtalet.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Handla online, hämta på anläggningen',
              text: [
                {
                  p: 'Många tillbehör kan du beställa i vår webbshop och hämta på din anläggning redan nästa vardag. Behöver tillbehöret monteras bokar du samtidigt en tid i verkstaden.',
                },
              ],
              link: { path: '/dack-och-biltillbehor/webbshop', label: 'Till webbshopen' },
              image: 'showroom',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/dack-och-biltillbehor/laddbox',
      sortOrder: 40,
      ogImage: 'charging',
      content: {
        'sv-SE': {
          title: 'Laddbox',
          metaTitle: 'Laddbox med installation',
          metaDescription:
            'Laddbox för villa, radhus och bostadsrättsförening hos Nordvik Bilhall. Installation av behörig elinstallatör och skattereduktion för grön teknik direkt på fakturan.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Med en laddbox hemma laddar du elbilen säkert och snabbt över natten, till lägre elpris än vid publika laddare. En vanlig 11 kW-laddbox fyller en elbil med 60 kWh batteri på ungefär sex timmar.',
                },
                { h2: 'Så går det till' },
                {
                  ol: [
                    '**Beställ hembesök eller skicka bilder** på elcentralen och platsen där laddboxen ska sitta.',
                    '**Få ett fast pris.** Standardinstallation i villa kostar från 13 990 kr inklusive laddbox, efter skattereduktion.',
                    '**Installation.** En behörig elinstallatör från vår partner monterar laddboxen, oftast inom två veckor.',
                  ],
                },
                {
                  p: 'Skattereduktionen för grön teknik är 50 procent av kostnaden för arbete och material. Vi drar av den direkt på fakturan och sköter ansökan hos Skatteverket.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Bor du i bostadsrätt?',
              text: [
                {
                  p: 'Vi hjälper bostadsrättsföreningar med laddplatser för hela parkeringen: lastbalansering, debitering per lägenhet och ansökan om stöd. Styrelsen får ett färdigt underlag att ta ställning till.',
                },
              ],
              link: { path: '/kop-bil/elbilar-och-laddhybrider', label: 'Elbilar i lager' },
              image: 'charging',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/dack-och-biltillbehor/webbshop',
      sortOrder: 50,
      ogImage: 'showroom',
      content: {
        'sv-SE': {
          title: 'Webbshop',
          metaDescription:
            'Handla däck, fälgar, biltillbehör och bilvård i Nordvik Bilhalls webbshop. Hämta på din anläggning nästa vardag eller få det hemskickat.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'I vår webbshop hittar du över 4 000 artiklar: däck och kompletta hjul, originaltillbehör, bilvård och laddkablar. Sök på ditt registreringsnummer, så visar vi bara det som passar din bil.',
                },
                {
                  ul: [
                    '**Hämta i butik** – kostnadsfritt på alla fyra anläggningar, oftast nästa vardag',
                    '**Hemleverans** – 79 kr, fritt över 1 500 kr',
                    '**Montering** – boka tid i verkstaden när du handlar',
                    '**30 dagars öppet köp** på oanvända varor i obruten förpackning',
                  ],
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Däck och hjul',
                  text: 'Sommardäck, vinterdäck och kompletta hjul med montering.',
                  link: { path: '/dack-och-biltillbehor/nya-dack' },
                  buttonText: 'Om däck',
                  image: 'tires',
                },
                {
                  title: 'Biltillbehör',
                  text: 'Dragkrokar, takboxar, mattor och mycket mer.',
                  link: { path: '/dack-och-biltillbehor/biltillbehor' },
                  buttonText: 'Om tillbehör',
                  image: 'family',
                },
                {
                  title: 'Laddbox',
                  text: 'Laddbox med installation och skattereduktion.',
                  link: { path: '/dack-och-biltillbehor/laddbox' },
                  buttonText: 'Om laddbox',
                  image: 'charging',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/dack-och-biltillbehor/webbshop/kopvillkor',
      sortOrder: 10,
      hideInNavigation: true,
      content: {
        'sv-SE': {
          title: 'Köpvillkor för webbshopen',
          navTitle: 'Köpvillkor',
          metaDescription:
            'Köpvillkor för Nordvik Bilhalls webbshop: priser, betalning, leverans, ångerrätt, reklamation och personuppgifter.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Villkoren gäller när du som privatperson handlar i Nordvik Bilhalls webbshop. Säljare är Nordvik Bilhall AB, Ersbogatan 14, 802 93 Gävle. Frågor om en order besvaras av kundservice på **070-174 06 45** eller **webbshop@nordvik.example**.',
                },
                { h2: 'Priser och betalning' },
                {
                  p: 'Alla priser anges i svenska kronor inklusive moms. Du betalar med kort, Swish eller faktura. Beloppet dras först när varan skickas eller är klar att hämta.',
                },
                { h2: 'Leverans' },
                {
                  p: 'Hämtning i butik är kostnadsfri och sker oftast nästa vardag. Hemleverans kostar 79 kr och är fri över 1 500 kr; leveranstiden är normalt 2–4 vardagar. Däck och hjul levereras till din anläggning för montering.',
                },
              ],
            },
            {
              blockType: 'accordion',
              heading: 'Ångerrätt och reklamation',
              items: [
                {
                  title: 'Ångerrätt',
                  content: [
                    {
                      p: 'Du har 14 dagars ångerrätt enligt distansavtalslagen och därutöver 30 dagars öppet köp på oanvända varor i obruten förpackning. Monterade däck och specialbeställda varor omfattas inte av öppet köp.',
                    },
                  ],
                },
                {
                  title: 'Reklamation',
                  content: [
                    {
                      p: 'Är varan felaktig har du rätt att reklamera den i tre år enligt konsumentköplagen. Kontakta kundservice så snart du upptäcker felet. Vid tvist kan du vända dig till Allmänna reklamationsnämnden.',
                    },
                  ],
                },
                {
                  title: 'Personuppgifter',
                  content: [
                    {
                      p: 'Vi använder dina uppgifter för att hantera ordern, leverera och fakturera. Uppgifterna sparas så länge bokföringslagen kräver. Kontakta dataskydd@nordvik.example om du vill veta vilka uppgifter vi har om dig.',
                    },
                  ],
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/dack-och-biltillbehor/webbshop/tack-for-ditt-kop',
      sortOrder: 20,
      hideInNavigation: true,
      content: {
        'sv-SE': {
          title: 'Tack för ditt köp',
          metaDescription: 'Tack för ditt köp i Nordvik Bilhalls webbshop. En orderbekräftelse är på väg till din e-post.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Tack för ditt köp!',
              text: 'Betalningen är genomförd och en orderbekräftelse är på väg till din e-post. Vi hör av oss när varorna är klara att hämta eller har skickats.',
              image: 'tires',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'cardList',
              heading: 'Vad händer nu?',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Har du köpt däck?',
                  text: 'Boka montering eller hjulskifte samtidigt, så står hjulen klara när du kommer.',
                  link: { path: '/dack-och-biltillbehor/dackhotell' },
                  buttonText: 'Boka hjulskifte',
                  icon: 'tire',
                },
                {
                  title: 'Fortsätt handla',
                  text: 'Tillbehör, bilvård och laddkablar för din bil.',
                  link: { path: '/dack-och-biltillbehor/webbshop' },
                  buttonText: 'Till webbshopen',
                  icon: 'car',
                },
                {
                  title: 'Frågor om din order?',
                  text: 'Kundservice svarar vardagar 8–17 på 070-174 06 45.',
                  link: { path: '/dack-och-biltillbehor/webbshop/kopvillkor' },
                  buttonText: 'Köpvillkor',
                  icon: 'phone',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/dack-och-biltillbehor/webbshop/kopet-kunde-inte-genomforas',
      sortOrder: 30,
      hideInNavigation: true,
      content: {
        'sv-SE': {
          title: 'Köpet kunde inte genomföras',
          metaDescription: 'Något gick fel när betalningen skulle genomföras. Inga pengar har dragits – försök igen eller kontakta kundservice.',
          layout: [
            {
              blockType: 'alertBanner',
              type: 'Warning',
              icon: 'WarningAlert',
              title: 'Betalningen gick inte igenom',
              text: 'Inga pengar har dragits från ditt konto och ordern är inte lagd.',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Det kan bero på att betalningen avbröts, att kortet inte godkändes eller att sessionen tog för lång tid. Varorna ligger kvar i varukorgen i 24 timmar, så du kan försöka igen med samma eller ett annat betalsätt.',
                },
                {
                  p: 'Fungerar det ändå inte? Ring kundservice på **070-174 06 45**, vardagar 8–17, eller mejla **webbshop@nordvik.example** så hjälper vi dig att slutföra köpet.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Tillbaka till webbshopen',
              text: [{ p: 'Däck, hjul, tillbehör och laddutrustning – med hämtning på alla fyra anläggningar.' }],
              link: { path: '/dack-och-biltillbehor/webbshop', label: 'Till webbshopen' },
              image: 'tires',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/bilagande',
      sortOrder: 40,
      // Opens its sub-pages in the menu instead of linking to the overview.
      navigableWithChildren: false,
      content: {
        'sv-SE': {
          title: 'Bilägande',
          metaDescription:
            'Finansiering och privatleasing hos Nordvik Bilhall. Hitta det upplägg som passar din ekonomi och din körning.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Att köpa bil är ett stort beslut, och hur du betalar påverkar vardagen lika mycket som vilken bil du väljer. Vill du äga bilen och bygga upp ett värde passar ett billån. Vill du ha en förutsägbar månadskostnad och byta bil vart tredje år passar privatleasing.',
                },
                { h2: 'Billån eller privatleasing?' },
                {
                  ul: [
                    '**Billån:** du äger bilen, bestämmer själv hur länge du behåller den och kan köra obegränsat.',
                    '**Privatleasing:** ingen kontantinsats, fast månadskostnad och inget andrahandsvärde att oroa sig för – men ett överenskommet antal mil per år.',
                  ],
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Finansiering',
                  text: 'Billån med kontantinsats från 20 % och löptid upp till 84 månader.',
                  link: { path: '/bilagande/finansiering' },
                  buttonText: 'Läs om billån',
                  image: 'family',
                },
                {
                  title: 'Privatleasa din bil',
                  text: 'Ny bil till fast pris per månad, service ingår.',
                  link: { path: '/bilagande/privatleasa-din-bil' },
                  buttonText: 'Läs om privatleasing',
                  image: 'charging',
                },
              ],
            },
            { blockType: 'consumerDebtWarning', compact: true },
          ],
        },
      },
    },
    {
      path: '/bilagande/finansiering',
      sortOrder: 10,
      ogImage: 'family',
      content: {
        'sv-SE': {
          title: 'Finansiering',
          metaTitle: 'Billån och finansiering',
          metaDescription:
            'Billån hos Nordvik Bilhall: kontantinsats från 20 %, löptid upp till 84 månader och besked inom 15 minuter. Se räkneexempel.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Billån med snabbt besked',
              text: 'Ansök hos din säljare eller digitalt – de flesta får besked inom 15 minuter.',
              image: 'family',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Så fungerar billånet' },
                {
                  ul: [
                    'Kontantinsats från **20 %** – ditt inbyte kan räknas in',
                    'Löptid **12–84 månader**',
                    'Rörlig ränta, eller fast ränta i upp till 36 månader',
                    'Restvärde möjligt för lägre månadskostnad',
                    'Serviceavtal och däckhotell kan läggas på samma faktura',
                  ],
                },
                { h2: 'Räkneexempel' },
                {
                  p: '*Räkneexempel:* Kontantpris 299 900 kr, kontantinsats 20 % (59 980 kr), lånebelopp 239 920 kr, löptid 84 månader, rörlig ränta 5,95 %, uppläggningsavgift 595 kr och aviavgift 49 kr/mån. Månadskostnad ca **3 548 kr**. Effektiv ränta 6,64 %. Totalt belopp att betala 298 638 kr. Räntan är rörlig och kan ändras under löptiden. Exemplet är inte ett erbjudande; slutliga villkor fastställs efter kreditprövning.',
                },
              ],
            },
            { blockType: 'consumerDebtWarning' },
            {
              blockType: 'blurb',
              title: 'Byt in din nuvarande bil',
              text: [
                {
                  p: 'Din gamla bil kan bli kontantinsatsen. Vi värderar den på plats, och har du lån kvar löser vi det direkt med långivaren – allt i samma affär.',
                },
              ],
              link: { path: '/salj-bil', label: 'Värdera din bil' },
              image: 'forest',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/bilagande/privatleasa-din-bil',
      sortOrder: 20,
      ogImage: 'charging',
      content: {
        'sv-SE': {
          title: 'Privatleasa din bil',
          navTitle: 'Privatleasing',
          metaDescription:
            'Privatleasa ny bil hos Nordvik Bilhall: ingen kontantinsats, fast månadskostnad, service och vägassistans ingår. 24 eller 36 månader.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Privatleasing – ny bil utan krångel',
              text: 'En fast kostnad i månaden. Service, vägassistans och nybilsgaranti ingår. Efter avtalstiden lämnar du tillbaka bilen och väljer en ny.',
              link: { path: '/kop-bil/alla-bilar-i-lager', label: 'Se leasingbara bilar' },
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
                    'Ny bil utan kontantinsats',
                    'Service enligt tillverkarens program',
                    'Vägassistans dygnet runt',
                    'Nybilsgaranti under hela avtalstiden',
                    'Möjlighet att lägga till däckhotell och vinterhjul',
                  ],
                },
                {
                  p: 'Du väljer avtalstid på 24 eller 36 månader och körsträcka från 1 000 till 3 000 mil per år. Försäkring och drivmedel betalar du själv.',
                },
                {
                  p: '*Räkneexempel:* Kia Niro EV, 36 månader, 1 500 mil per år: 4 995 kr/mån inklusive service. Uppläggningsavgift 595 kr och aviavgift 49 kr/mån tillkommer. Priset är ett exempel och förutsätter godkänd kreditprövning; aktuella priser får du av din säljare.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'När avtalet löper ut',
              text: [
                {
                  p: 'Två månader innan avtalet går ut kontaktar vi dig. Du lämnar tillbaka bilen på den anläggning där du hämtade den, och vi gör en gemensam genomgång enligt branschens riktlinjer för normalt slitage. Har du kört fler mil än avtalat debiteras överskjutande mil enligt avtalet, och har du kört mindre återbetalas en del.',
                },
                { p: 'Vill du behålla bilen längre kan avtalet ofta förlängas med upp till tolv månader.' },
              ],
              image: 'family',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/bilagande/forsakring',
      sortOrder: 30,
      ogImage: 'pattern',
      content: {
        'sv-SE': {
          title: 'Bilförsäkring',
          navTitle: 'Försäkring',
          metaDescription:
            'Nordvik Bilförsäkring: helförsäkring med märkesverkstad, originaldelar och lånebil vid skada. Teckna i samband med bilköpet – eller när som helst.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik Bilförsäkring är framtagen tillsammans med ett av Sveriges största försäkringsbolag och gäller för alla bilar du köper eller leasar hos oss. Vid en skada lagas bilen i vår egen verkstad med originaldelar, och garantin påverkas inte.',
                },
                { h2: 'Det här ingår i helförsäkringen' },
                {
                  ul: [
                    'Trafik-, halv- och vagnskadeförsäkring',
                    'Lånebil i upp till 30 dagar medan bilen repareras',
                    'Sänkt självrisk vid glasskada: 0 kr för stenskott som lagas',
                    'Skydd för laddkabel och laddbox på elbilar',
                    'Rättsskydd, räddning och kris',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Tre månader fri försäkring',
              text: [
                {
                  p: 'Köper du en bil som är yngre än åtta år ingår de tre första månaderna av helförsäkringen utan kostnad. Därefter fortsätter försäkringen till ordinarie pris – och du kan när som helst säga upp den med en månads varsel.',
                },
                { p: 'Frågor om din försäkring eller en skada? Ring **070-174 06 48**, vardagar 8–18.' },
              ],
              link: { path: '/bilagande/finansiering', label: 'Finansiera din bil' },
              image: 'family',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/salj-bil',
      sortOrder: 50,
      ogImage: 'forest',
      content: {
        'sv-SE': {
          title: 'Sälj bil',
          metaDescription:
            'Sälj din bil till Nordvik Bilhall. Preliminärt bud inom ett dygn, slutbud efter en kort genomgång och pengarna på kontot inom två bankdagar.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Sälj din bil på ett enkelt sätt',
              text: 'Inga annonser, inga provkörningar med främlingar. Vi köper din bil – oavsett märke.',
              image: 'forest',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'sellCarForm',
              heading: 'Få ett bud på din bil',
              intro:
                'Fyll i registreringsnummer, mätarställning och hur vi når dig. Du får ett preliminärt bud inom ett dygn, vardagar – och väljer själv om du vill sälja bilen eller byta in den mot en ny.',
              privacyNotice:
                'Nordvik Bilhall behandlar dina uppgifter för att värdera bilen och kontakta dig om budet. Uppgifterna sparas i högst tolv månader, och du kan när som helst be oss radera dem.',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Så går det till' },
                {
                  ol: [
                    '**Ange registreringsnummer och mätarställning** och berätta kort om bilens skick.',
                    '**Få ett preliminärt bud** inom ett dygn, vardagar.',
                    '**Kom in för en genomgång** på cirka 20 minuter på valfri anläggning.',
                    '**Få betalt.** Slutbudet gäller i 7 dagar, och pengarna är på ditt konto inom två bankdagar efter att du skrivit på.',
                  ],
                },
                {
                  p: 'Har du lån på bilen löser vi det direkt. Ta med registreringsbeviset del 2, båda nycklarna och gärna serviceboken. Bilen får gärna vara tvättad, men det påverkar inte budet.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Så värderar vi din bil',
              text: [
                {
                  p: 'Vi jämför din bil med liknande bilar som sålts de senaste 90 dagarna och tar hänsyn till miltal, utrustning, servicehistorik och skick. En komplett servicebok och två nycklar höjer budet; lackskador och slitna däck drar ned. Du får alltid se hur vi räknat.',
                },
              ],
              link: { path: '/kop-bil/alla-bilar-i-lager', label: 'Hitta din nästa bil' },
              image: 'family',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/anlaggningar',
      sortOrder: 60,
      ogImage: 'dealership',
      content: {
        'sv-SE': {
          title: 'Anläggningar',
          metaDescription:
            'Nordvik Bilhall finns i Gävle, Uppsala, Västerås och Örebro. Adresser, telefonnummer och öppettider för försäljning, verkstad och däckhotell.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik finns på fjorton orter från Gävle i norr till Helsingborg i söder. Välj region, märke eller avdelning för att hitta rätt anläggning, eller låt oss visa den som ligger närmast dig. På varje anläggning finns publika laddplatser och en kundlounge där du kan vänta medan bilen servas.',
                },
              ],
            },
            {
              blockType: 'dealerSiteList',
              title: 'Hitta din anläggning',
              bookServiceLink: { path: '/service-och-verkstad/boka-bilverkstad' },
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Öppettider' },
                {
                  ul: [
                    '**Försäljning:** måndag–fredag 9–18, lördag 10–15',
                    '**Verkstad och reservdelar:** måndag–fredag 7–17',
                    '**Däckhotell under skiftesperioden:** även lördagar 9–14',
                  ],
                },
                {
                  p: 'Kundservice nås på **070-174 06 45**, vardagar 8–17, eller **kundservice.bilhall@nordvik.example**. Vill du boka verkstadstid gör du det enklast [online](/service-och-verkstad/boka-bilverkstad).',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/anlaggningar/gavle',
      sortOrder: 10,
      ogImage: 'dealership',
      menuImage: 'dealership',
      content: {
        'sv-SE': {
          title: 'Nordvik Bilhall Gävle',
          navTitle: 'Gävle',
          metaDescription:
            'Nordvik Bilhall Gävle, Ersbogatan 14: Volkswagen, Škoda och Kia. Bilförsäljning, verkstad och däckhotell – adress, telefon och öppettider.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Bilhall Gävle',
              text: 'Här började Nordvik Bilhall 2004 – i dag med försäljning, verkstad, plåt och lack och Gävles största däckhotell.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { p: '**Ersbogatan 14, 802 93 Gävle**. Telefon 070-174 06 44, gavle@nordvik.example. Auktoriserad för Volkswagen, Škoda och Kia.' },
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
                  p: 'I Gävle har vi omkring 170 nya och begagnade bilar i lager. Verkstaden är auktoriserad för Volkswagen, Škoda och Kia och har egen plåt- och lackverkstad, och däckhotellet rymmer 5 000 hjulsatser. Huvudkontoret för Nordvik Bilhall ligger också här.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Hitta hit',
              text: [
                {
                  p: 'Anläggningen ligger på Ersbo, några minuter från E4 och E16 – ta avfart Gävle Norra. Det finns gott om kundparkering och sex laddplatser som du kan använda under besöket.',
                },
              ],
              link: { path: '/service-och-verkstad/boka-bilverkstad', label: 'Boka verkstad i Gävle' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/anlaggningar/uppsala',
      sortOrder: 20,
      ogImage: 'showroom',
      menuImage: 'showroom',
      content: {
        'sv-SE': {
          title: 'Nordvik Bilhall Uppsala',
          navTitle: 'Uppsala',
          metaDescription:
            'Nordvik Bilhall Uppsala, Stångjärnsgatan 6: Volkswagen, Audi, Cupra och Volkswagen Transportbilar. Bilförsäljning, verkstad och däckhotell – adress, telefon och öppettider.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Bilhall Uppsala',
              text: 'Vår största bilhall – med Audi, Cupra och vårt företagscenter för transportbilar.',
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { p: '**Stångjärnsgatan 6, 753 23 Uppsala**. Telefon 070-174 06 41, uppsala@nordvik.example. Auktoriserad för Volkswagen, Audi, Cupra och Volkswagen Transportbilar.' },
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
                  p: 'Uppsala har omkring 210 bilar i lager och vårt företagscenter för Volkswagen Transportbilar, med en egen verkstad för skåpbilar och chassin som har öppet till 19 på vardagar. I hallen finns också Audi och Cupra, och verkstaden har certifierade tekniker för högvoltssystem.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Hitta hit',
              text: [
                {
                  p: 'Vi ligger på Boländerna, fem minuter från centrum och nära E4:s avfart Uppsala Södra. Stadsbussarna 3 och 12 stannar vid Stångjärnsgatan.',
                },
              ],
              link: { path: '/service-och-verkstad/boka-bilverkstad', label: 'Boka verkstad i Uppsala' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/anlaggningar/vasteras',
      sortOrder: 30,
      ogImage: 'charging',
      menuImage: 'charging',
      content: {
        'sv-SE': {
          title: 'Nordvik Bilhall Västerås',
          navTitle: 'Västerås',
          metaDescription:
            'Nordvik Bilhall Västerås, Krämargatan 18: Volkswagen, Škoda och Kia. Bilförsäljning, verkstad och däckhotell – adress, telefon och öppettider.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Bilhall Västerås',
              text: 'Vår nyaste anläggning, öppnad i mars 2025 – med 24 laddplatser och en verkstad byggd för elbilar.',
              image: 'charging',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { p: '**Krämargatan 18, 721 36 Västerås**. Telefon 070-174 06 42, vasteras@nordvik.example. Auktoriserad för Volkswagen, Škoda och Kia.' },
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
                  p: 'I Västerås har vi omkring 130 bilar i lager, varav nästan hälften laddbara. Verkstaden är byggd för elbilar med batterilyftar och en egen hall för högvoltsarbete, och på taket sitter solceller som driver en del av laddplatserna.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Hitta hit',
              text: [
                {
                  p: 'Anläggningen ligger vid Erikslund, alldeles intill E18 – ta avfart Hälla. 24 laddplatser är öppna för alla, även när vi har stängt.',
                },
              ],
              link: { path: '/service-och-verkstad/boka-bilverkstad', label: 'Boka verkstad i Västerås' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/anlaggningar/orebro',
      sortOrder: 40,
      ogImage: 'city',
      menuImage: 'city',
      content: {
        'sv-SE': {
          title: 'Nordvik Bilhall Örebro',
          navTitle: 'Örebro',
          metaDescription:
            'Nordvik Bilhall Örebro, Bettorpsgatan 22: Audi, Volkswagen och Cupra. Bilförsäljning, verkstad och däckhotell – adress, telefon och öppettider.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Bilhall Örebro',
              text: 'Audi, Volkswagen och Cupra på Bettorpsgatan – med vår största Audi-hall.',
              image: 'city',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { p: '**Bettorpsgatan 22, 703 69 Örebro**. Telefon 070-174 06 43, orebro@nordvik.example. Auktoriserad för Audi, Volkswagen och Cupra.' },
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
                  p: 'I Örebro har vi omkring 140 bilar i lager och vår största Audi-hall, med provkörningsbilar för hela e-tron-programmet. Verkstaden är auktoriserad för Audi och Volkswagen och har snabbladdare för kunder som väntar.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Hitta hit',
              text: [
                {
                  p: 'Vi ligger på Bettorpsgatan i Aspholmen, nära E20 och riksväg 50. Buss 21 stannar utanför, och vi kör dig gärna till centrum när du lämnar bilen på service.',
                },
              ],
              link: { path: '/service-och-verkstad/boka-bilverkstad', label: 'Boka verkstad i Örebro' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/livet-med-bil',
      sortOrder: 70,
      ogImage: 'winter',
      content: {
        'sv-SE': {
          title: 'Livet med bil',
          metaDescription:
            'Råd, guider och berättelser från Nordvik Bilhall: elbil i vinterkyla, däckbyte, privatleasing, bilvård och mycket mer.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Livet med bil',
              text: 'Råd från verkstadsgolvet, guider från bilhallen och berättelser om människorna som kör.',
              image: 'winter',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Här samlar vi allt som gör vardagen med bil lite enklare. Våra tekniker förklarar varför bromsarna gnisslar efter en regnig natt, våra säljare reder ut skillnaden mellan laddhybrid och elbil, och ibland träffar vi kunder som har något att berätta om sina bilresor.',
                },
                {
                  p: 'Använd ämnesfiltren för att hitta det som intresserar dig mest, eller bläddra bland de senaste artiklarna nedan. Har du en fråga du vill att vi skriver om? Mejla **redaktionen@nordvik.example**.',
                },
              ],
            },
            { blockType: 'storiesList', layout: 'TwoColumns', showDates: true, highlightLatestStory: true },
          ],
        },
      },
    },
    {
      path: '/om-oss',
      sortOrder: 80,
      ogImage: 'dealership',
      content: {
        'sv-SE': {
          title: 'Om Nordvik Bilhall',
          navTitle: 'Om oss',
          metaDescription:
            'Nordvik Bilhall är en del av familjeägda Nordvik Group. Fyra fullserviceanläggningar i Gävle, Uppsala, Västerås och Örebro sedan 2004.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'En del av Nordvik Group',
              text: 'Nordvik Bilhall bildades 2004 och är i dag fyra fullserviceanläggningar i Mellansverige – med samma familj som ägare som när Nordvik startade i Umeå 1962.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik Group är en familjeägd bilhandelskoncern med verksamhet i Sverige, Norge, Finland, Storbritannien och Slovakien. I Sverige finns koncernen genom Nordvik Bil i Norrland, Nordvik Bilhall i Mellansverige, Nordvik Carstore för begagnade bilar och Nordvik Auktion.',
                },
                { h2: 'Nordvik Bilhall i korthet' },
                {
                  ul: [
                    '**2004** – Nordvik Bilhall bildas med anläggningar i Gävle och Uppsala',
                    '**Örebro** – vår största Audi-hall, med Volkswagen och Cupra',
                    '**2025** – nyöppnat i Västerås med 24 laddplatser',
                    'Omkring 650 bilar i lager och fyra auktoriserade verkstäder',
                  ],
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Våra anläggningar',
                  text: 'Adresser och öppettider i Gävle, Uppsala, Västerås och Örebro.',
                  link: { path: '/anlaggningar' },
                  buttonText: 'Hitta hit',
                  image: 'showroom',
                },
                {
                  title: 'Jobba hos oss',
                  text: 'Lediga jobb i hela Nordvik Group.',
                  link: { url: 'https://jobb.nordvik.example', newTab: true },
                  buttonText: 'Se lediga jobb',
                  image: 'workshop',
                },
                {
                  title: 'Livet med bil',
                  text: 'Råd, guider och nyheter från våra anläggningar.',
                  link: { path: '/livet-med-bil' },
                  buttonText: 'Läs mer',
                  image: 'winter',
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
              title: 'Här tog vägen tyvärr slut',
              text: 'Sidan kan ha flyttats eller tagits bort, eller så har adressen blivit felskriven. Här är några ställen där du kan fortsätta.',
              link: { path: '/', label: 'Till startsidan' },
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Alla bilar i lager',
                  text: 'Nya, begagnade och demobilar på fyra orter.',
                  link: { path: '/kop-bil/alla-bilar-i-lager' },
                  buttonText: 'Se bilarna',
                },
                {
                  title: 'Boka verkstad',
                  text: 'Service och reparationer med pris direkt.',
                  link: { path: '/service-och-verkstad/boka-bilverkstad' },
                  buttonText: 'Boka tid',
                },
                {
                  title: 'Däckhotell',
                  text: 'Boka ditt hjulskifte online.',
                  link: { path: '/dack-och-biltillbehor/dackhotell' },
                  buttonText: 'Till däckhotellet',
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
    extraItems: {
      'sv-SE': [
        { title: 'Boka service', link: { path: '/service-och-verkstad/boka-bilverkstad' } },
        { title: 'Däckhotell', link: { path: '/dack-och-biltillbehor/dackhotell' } },
      ],
    },
  },
  footer: {
    brands: ['Volkswagen', 'Audi', 'Skoda', 'Kia'],
    brandsHeading: { 'sv-SE': 'Våra märken' },
    columns: {
      'sv-SE': [
        {
          title: 'Köp bil',
          description: 'Omkring 650 nya och begagnade bilar i Gävle, Uppsala, Västerås och Örebro.',
          items: [
            { label: 'Alla bilar i lager', link: { path: '/kop-bil/alla-bilar-i-lager' } },
            { label: 'Elbilar och laddhybrider', link: { path: '/kop-bil/elbilar-och-laddhybrider' } },
            { label: 'Kampanjer', link: { path: '/kop-bil/kampanjer' } },
            { label: 'Företagsbilar', link: { path: '/kop-bil/foretag' } },
            { label: 'Sälj din bil', link: { path: '/salj-bil' } },
          ],
        },
        {
          title: 'Verkstad och däck',
          items: [
            { label: 'Boka verkstad', link: { path: '/service-och-verkstad/boka-bilverkstad' } },
            { label: 'Våra verkstadstjänster', link: { path: '/service-och-verkstad/vara-verkstadstjanster' } },
            { label: 'Serviceavtal', link: { path: '/service-och-verkstad/serviceavtal' } },
            { label: 'Däckhotell', link: { path: '/dack-och-biltillbehor/dackhotell' } },
            { label: 'Nya däck', link: { path: '/dack-och-biltillbehor/nya-dack' } },
          ],
        },
        {
          title: 'Bilägande',
          items: [
            { label: 'Finansiering', link: { path: '/bilagande/finansiering' } },
            { label: 'Privatleasing', link: { path: '/bilagande/privatleasa-din-bil' } },
            { label: 'Bilförsäkring', link: { path: '/bilagande/forsakring' } },
            { label: 'Livet med bil', link: { path: '/livet-med-bil' } },
          ],
        },
        {
          title: 'Kontakta oss',
          description: 'Kundservice svarar vardagar 8–17.',
          items: [
            { label: '070-174 06 45', link: { url: 'tel:0701740645' } },
            { label: 'kundservice@nordvikbilhall.test', link: { url: 'mailto:kundservice@nordvikbilhall.test' } },
            { label: 'Våra anläggningar', link: { path: '/anlaggningar' } },
            { label: 'Cookie-inställningar', cookieSettings: true },
          ],
        },
      ],
    },
    highlightedLink: { 'sv-SE': { label: 'Boka service', link: { path: '/service-och-verkstad/boka-bilverkstad' } } },
    socialLinks: [
      { name: 'facebook', url: 'https://www.facebook.com/nordvikbilhall' },
      { name: 'instagram', url: 'https://www.instagram.com/nordvikbilhall/' },
      { name: 'youtube', url: 'https://www.youtube.com/@nordvikbilhall' },
      { name: 'linkedin', url: 'https://www.linkedin.com/company/nordvik-bilhall/' },
    ],
    infoField1: {
      'sv-SE': {
        heading: 'Öppettider',
        text: 'Försäljning: vardagar 9–18, lördag 10–15\nVerkstad och reservdelar: vardagar 7–17\nDäckhotell under skiftesperioden: även lördag 9–14',
      },
    },
    infoField2: {
      'sv-SE': {
        heading: 'Nordvik Bilhall AB',
        text: 'Ersbogatan 14\n802 93 Gävle\nEn del av Nordvik Group',
      },
    },
  },
}
