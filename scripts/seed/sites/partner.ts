import type { SiteSeed } from '../types'

export const site: SiteSeed = {
  key: 'partner',
  name: 'Nordvik Partner',
  type: 'partner',
  country: 'SE',
  hostnames: ['partner.localhost'],
  locales: ['sv-SE'],
  defaultLocale: 'sv-SE',
  fontPair: 'editorial',
  theme: 'birch',
  titleTemplate: '%s | Nordvik Partner',
  faviconColor: '#2f7a4f',
  images: {
    heroForest: {
      scene: 'hero-forest',
      variant: 'dawn',
      carColor: '#1c3629',
      alt: 'En mörkgrön bil på en skogsväg genom tallskog i morgonljus',
    },
    heroFjord: {
      scene: 'hero-fjord',
      variant: 'day',
      carColor: '#e6e3da',
      alt: 'En vit bil på en strandväg vid en fjord med branta berg',
    },
    workshop: {
      scene: 'workshop',
      variant: 'day',
      carColor: '#2f7a4f',
      alt: 'En grön bil på lyft i en välordnad verkstad med verktygsvägg',
    },
    dealership: {
      scene: 'dealership',
      variant: 'day',
      carColor: '#3c4a52',
      alt: 'En bilhandlares byggnad med glasfasad och Nordvik Partner-skylt, bilar parkerade framför',
    },
    tires: {
      scene: 'tires',
      variant: 'day',
      alt: 'Ställage med däck och fälgar i ett däckhotell',
    },
    showroom: {
      scene: 'showroom',
      variant: 'day',
      carColor: '#7a8b7f',
      alt: 'Två bilar i en ljus bilhall med blankt golv',
    },
    family: {
      scene: 'family',
      variant: 'day',
      carColor: '#8c2f2f',
      alt: 'En röd kombi parkerad på en villagata en sommardag',
    },
    pattern: {
      scene: 'pattern',
      alt: 'Abstrakt mönster i skogsgrönt',
    },
  },
  pages: [
    {
      path: '/',
      sortOrder: 10,
      ogImage: 'heroForest',
      content: {
        'sv-SE': {
          title: 'Startsida',
          metaTitle: 'Partnerprogram för fristående verkstäder och bilhandlare',
          metaDescription:
            'Nordvik Partner är partnerprogrammet för fristående verkstäder och bilhandlare som vill växa med Nordviks inköp, system, garantier och kundflöde – och behålla sitt eget namn.',
          ogDescription: 'Behåll ditt namn och dina kundrelationer. Få en hel koncerns styrka i ryggen.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Ditt företag. Vår styrka i ryggen.',
              text: 'Över 140 fristående verkstäder och bilhandlare i Sverige är redan Nordvik Partner. De behåller sitt namn och sina kunder – och får koncernens inköpspriser, system och kundflöde.',
              link: { path: '/bli-partner', label: 'Bli partner' },
              buttonType: 'Primary',
              image: 'heroForest',
              textColor: 'White',
              contentPlacement: 'Bottom',
              variant: 'FullScreen',
            },
            {
              blockType: 'cardList',
              heading: 'Varför Nordvik Partner?',
              intro: 'Ett partnerskap byggt för företag med 2 till 40 anställda.',
              variant: 'Default',
              perRow: 'Three',
              cards: [
                {
                  title: 'Förmåner',
                  text: 'Reservdelar till koncernpris, verkstadssystem, utbildning och marknadsföring.',
                  link: { path: '/formaner' },
                  buttonText: 'Se alla förmåner',
                  image: 'workshop',
                },
                {
                  title: 'Så blir du partner',
                  text: 'Från första samtal till skylt på fasaden på cirka åtta veckor.',
                  link: { path: '/bli-partner' },
                  buttonText: 'Läs om processen',
                  image: 'dealership',
                },
                {
                  title: 'Partnerhistorier',
                  text: 'Tre företagare berättar om vad partnerskapet har betytt.',
                  link: { path: '/partnerhistorier' },
                  buttonText: 'Läs historierna',
                  image: 'heroFjord',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Fler kunder genom dörren',
              text: [
                {
                  p: 'Nordviks webbplatser har över 1,2 miljoner besök i månaden. Som partner syns din verkstad i servicebokningen på Nordviks webbplatser, och våra kunder kan boka service, däckbyte och garantiärenden hos dig. Partnerverkstäder får i snitt **35 nya bokningar i månaden** det första året.',
                },
              ],
              link: { path: '/formaner', label: 'Läs mer om förmånerna' },
              image: 'family',
              backgroundColor: 'BackgroundColor1',
              useTextAnimations: true,
              useMediaAnimations: true,
            },
            {
              blockType: 'fileDownloadList',
              heading: 'Dokument för partner',
              collapsedByDefault: true,
              files: [
                {
                  title: 'Partnervillkor 2026',
                  description: 'Allmänna villkor för Nordvik Partner: avtalstid, avgifter, uppsägning och ansvar.',
                  filename: 'nordvik-partner-villkor-2026.pdf',
                  paragraphs: [
                    'Dessa villkor gäller för företag som ingått partneravtal med Nordvik Partner AB från och med 1 januari 2026.',
                    'Avtalstid. Avtalet löper på tolv månader i taget och förlängs automatiskt med tolv månader om det inte sägs upp. Uppsägningstiden är tre månader för båda parter. Det finns inga bindande volymkrav.',
                    'Avgifter. Anslutningen är kostnadsfri det första avtalsåret. Därefter debiteras en partneravgift från 2 450 kr per månad exklusive moms, beroende på antal anställda och verksamhetens inriktning. Skyltpaket och installation av verkstadssystem ingår.',
                    'Varumärke. Partnern behåller sitt eget företagsnamn och får använda märket Nordvik Partner enligt den grafiska manualen. Märket får inte användas efter att avtalet upphört.',
                    'Ansvar. Partnern ansvarar själv för sina tjänster gentemot sina kunder. Nordvik Partner ansvarar för att inköpsvillkor, system och utbildning levereras enligt avtalet.',
                  ],
                },
                {
                  title: 'Prislista reservdelar och förbrukningsmaterial 2026',
                  description: 'Koncernpriser på reservdelar, oljor, filter och däck – i snitt 18 % under listpris.',
                  filename: 'prislista-2026.pdf',
                  paragraphs: [
                    'Prislistan gäller från 1 januari 2026 och till dess att en ny lista publiceras. Alla priser anges exklusive moms.',
                    'Reservdelar från centrallagret i Jönköping levereras två gånger per vardag till partnerverkstäder inom leveranszonerna. Beställningar före kl. 10 levereras samma eftermiddag, beställningar före kl. 16 nästa morgon.',
                    'Rabatter. Originaldelar: 12–22 % under tillverkarens listpris beroende på märke. Oljor och kemprodukter: 25 % under listpris. Däck: fast nettopris per dimension enligt bilaga.',
                    'Returer av felbeställda delar krediteras fullt inom 30 dagar, förutsatt att delen är oanvänd och i originalförpackning.',
                  ],
                },
                {
                  title: 'Garantivillkor Nordvik Garanti',
                  description: 'Villkoren för den garanti som partnerhandlare kan erbjuda sina kunder.',
                  filename: 'garantivillkor-nordvik-garanti.pdf',
                  paragraphs: [
                    'Nordvik Garanti gäller för personbilar upp till åtta år och 20 000 mil vid köptillfället och kan tecknas för 12, 24 eller 36 månader.',
                    'Garantin omfattar plötsliga och oförutsedda fel på motor, växellåda, drivlina, elsystem, styrning och bromsar. Slitagedelar, service och fel som orsakats av yttre påverkan omfattas inte.',
                    'Garantiärenden anmäls till Nordvik Garantiservice innan reparationen påbörjas. Reparationen utförs på en Nordvik-anläggning eller hos en partnerverkstad.',
                    'Garantin gäller utöver köparens rättigheter enligt konsumentköplagen och begränsar aldrig dessa.',
                  ],
                },
                {
                  title: 'Kurskatalog 2026',
                  description: 'Alla kurser för partnerverkstäder: elbilssäkerhet, ADAS-kalibrering, diagnos och servicerådgivning.',
                  filename: 'kurskatalog-2026.pdf',
                  paragraphs: [
                    'Kurserna hålls i Nordviks utbildningslokaler i Jönköping och Göteborg. Som partner får du fem utbildningsdagar per år och anställd utan extra kostnad.',
                    'Elbilssäkerhet, grundkurs (1 dag). Behörighet att arbeta säkert på el- och hybridbilar enligt gällande standard för elsäkerhet.',
                    'ADAS-kalibrering (2 dagar). Kalibrering av kameror och radar efter vindrutebyte, hjulinställning och krockreparationer.',
                    'Felsökning och diagnos (3 dagar). Systematisk felsökning med oscilloskop och tillverkarnas diagnosverktyg.',
                    'Servicerådgivning (1 dag). Kundmöte, offert och uppföljning – för dig som står i kundmottagningen.',
                  ],
                },
                {
                  title: 'Grafisk manual för partner',
                  description: 'Så använder du märket Nordvik Partner på skyltar, webb och i marknadsföring.',
                  filename: 'grafisk-manual-nordvik-partner.pdf',
                  paragraphs: [
                    'Märket Nordvik Partner står alltid tillsammans med ditt eget företagsnamn och aldrig ensamt. Ditt namn är avsändaren; Nordvik Partner visar vem du samarbetar med.',
                    'Använd märket i grafit på ljus bakgrund eller i vitt på mörk bakgrund. Märket får inte förvrängas, beskäras eller placeras på oroliga bilder.',
                    'Skyltpaketet för fasad och kundmottagning beställs via din partneransvarige och monteras av vår leverantör. Annonsmallar för lokala kampanjer finns i verkstadssystemet under Marknad.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Du bestämmer fortfarande',
              text: [
                {
                  p: 'Nordvik Partner är inte en franchise. Du äger ditt företag, sätter dina egna priser och väljer själv vilka delar av programmet du vill använda. Avtalet löper på tolv månader i taget med tre månaders uppsägning.',
                },
              ],
              link: { path: '/kontakt', label: 'Prata med oss' },
              image: 'tires',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
            {
              blockType: 'storiesTeaser',
              title: 'Nytt från Nordvik Partner',
              indexPath: '/nyheter',
              buttonText: 'Alla nyheter',
            },
            { blockType: 'socialSharing', heading: 'Tipsa en kollega', channels: ['linkedin', 'facebook', 'email', 'copy'] },
          ],
        },
      },
    },
    {
      path: '/bli-partner',
      sortOrder: 20,
      ogImage: 'dealership',
      content: {
        'sv-SE': {
          title: 'Bli partner',
          metaDescription:
            'Så blir din verkstad eller bilhandel Nordvik Partner: krav, kostnader och de fem stegen från första samtal till öppning.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Från första samtal till öppning på åtta veckor',
              text: 'Vi gör jobbet med skyltar, system och utbildning. Du fortsätter ta hand om dina kunder.',
              link: { path: '/kontakt', label: 'Boka ett första möte' },
              buttonType: 'Primary',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Vem kan bli partner?' },
                {
                  p: 'Programmet passar fristående bilverkstäder, däckverkstäder och begagnatbilshandlare som vill växa men behålla sin självständighet. För att bli partner behöver ditt företag:',
                },
                {
                  ul: [
                    'Ha F-skatt och ha drivit verksamhet i minst två år',
                    'Ha minst två heltidsanställda mekaniker, eller minst 60 bilar i lager för bilhandlare',
                    'Ha en verkstad som uppfyller gällande miljö- och arbetsmiljökrav',
                    'Vara ansluten till en branschorganisation och ha en trygg ekonomi',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Fem steg till partnerskap' },
                {
                  ol: [
                    '**Första möte.** En av våra partneransvariga besöker dig och går igenom verksamheten, målen och vad programmet kan ge.',
                    '**Affärsplan.** Vi tar fram en plan med förväntade volymer, inköpsbesparingar och kostnader. Du får den skriftligt inom två veckor.',
                    '**Avtal.** Ett standardavtal på tolv månader, utan bindande volymkrav.',
                    '**Uppstart.** Installation av verkstadssystem, utbildning av personalen och ny skyltning. Tar normalt fyra till sex veckor.',
                    '**Öppning.** Din verkstad syns i Nordviks bokningsflöde och vi hjälper dig med en lokal lanseringskampanj.',
                  ],
                },
                { h2: 'Vad kostar det?' },
                {
                  p: 'Anslutningen är **kostnadsfri det första året**. Därefter är partneravgiften från 2 450 kr i månaden, beroende på verksamhetens storlek. Skyltpaket och systeminstallation ingår. De flesta partner räknar hem avgiften på reservdelsrabatterna redan första kvartalet.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/bli-partner/for-verkstader',
      sortOrder: 10,
      ogImage: 'workshop',
      menuImage: 'workshop',
      content: {
        'sv-SE': {
          title: 'Partner för verkstäder',
          navTitle: 'För verkstäder',
          metaDescription:
            'Nordvik Partner för fristående bilverkstäder och däckverkstäder: reservdelar till koncernpris, verkstadssystem, bokningar från Nordviks webbplatser och teknisk hotline.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Fler bokningar, lägre inköpspriser',
              text: 'För fristående verkstäder med två till 40 anställda som vill växa utan att bli en kedja.',
              link: { path: '/kontakt', label: 'Boka ett första möte' },
              buttonType: 'Primary',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Det här får din verkstad' },
                {
                  ul: [
                    '**Reservdelar till koncernpris**, i snitt 18 % under listpris, levererade två gånger om dagen',
                    '**Bokningar från Nordviks webbplatser**: kunder som bokar service, däckbyte eller garantiärenden hos dig',
                    '**Garantiarbeten** för Nordvik Garanti och Nordvik Carstore, med ersättning enligt fast prislista',
                    '**Teknisk hotline** vardagar 7–17 för svåra fel, med tillgång till koncernens diagnosspecialister',
                  ],
                },
                {
                  p: 'En typisk partnerverkstad med sex mekaniker sparar omkring 180 000 kr om året på reservdelar och får 35 nya bokningar i månaden under det första året.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Däckverkstad? Ta med däckhotellet',
              text: [
                {
                  p: 'Partner med däckhotell kan flytta över till Nordviks däckhotellsystem. Kunderna bokar själva hjulskifte, ser mönsterdjup och bilder på sina däck och får påminnelser inför säsongen. Vi hjälper till att flytta över befintliga hjulsatser till systemet.',
                },
              ],
              link: { path: '/formaner/system-och-bokning', label: 'Om systemen' },
              image: 'tires',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/bli-partner/for-bilhandlare',
      sortOrder: 20,
      ogImage: 'showroom',
      menuImage: 'showroom',
      content: {
        'sv-SE': {
          title: 'Partner för bilhandlare',
          navTitle: 'För bilhandlare',
          metaDescription:
            'Nordvik Partner för fristående begagnatbilshandlare: billån och Nordvik Garanti till dina kunder, inbyten via Nordvik Auktion och iordningställande till koncernpris.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Som fristående bilhandlare konkurrerar du med kedjor som kan erbjuda finansiering, garanti och trygghet i hela landet. Som Nordvik Partner kan du erbjuda samma sak – under ditt eget namn.',
                },
                { h2: 'Det här får du som handlare' },
                {
                  ul: [
                    '**Billån via Nordvik Finans** med samma villkor som koncernens egna anläggningar och besked inom 15 minuter',
                    '**Nordvik Garanti** i 12, 24 eller 36 månader, giltig på över 90 verkstäder i hela landet',
                    '**Inbyten via Nordvik Auktion** med reducerad säljprovision på 1,5 % för bilar som inte passar ditt lager',
                    '**Iordningställande** hos närmaste partnerverkstad till koncernpris',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Garantin säljer bilen',
              text: [
                {
                  p: 'Hos våra partnerhandlare väljer i snitt sju av tio kunder att köpa Nordvik Garanti. Det ger en extra intäkt på varje affär – och färre samtal om fel som kunden annars hade ringt dig om.',
                },
              ],
              link: { path: '/partnerhistorier', label: 'Läs Ekströms Motors historia' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/formaner',
      sortOrder: 30,
      ogImage: 'workshop',
      content: {
        'sv-SE': {
          title: 'Förmåner',
          metaDescription:
            'Förmånerna för dig som är Nordvik Partner: reservdelar och däck till koncernpris, verkstadssystem, bokningar från Nordviks webbplatser, garantier, finansiering och utbildning.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Allt en stor koncern har – för ditt företag',
              text: 'Välj de delar av programmet som passar dig. Allt ingår i partneravgiften.',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Inköp och reservdelar' },
                {
                  ul: [
                    '**Reservdelar till koncernpris** – i snitt 18 % lägre än fristående verkstäders listpris',
                    'Leverans två gånger om dagen från Nordviks centrallager i Jönköping',
                    'Däck och fälgar från sex tillverkare, med tillgång till Nordviks däckhotellsystem',
                    'Gemensam upphandling av oljor, verktyg, lyftar och diagnosutrustning',
                  ],
                },
                { h2: 'System och kunder' },
                {
                  ul: [
                    'Verkstadssystem med onlinebokning, SMS-påminnelser och digital arbetsorder',
                    'Din verkstad i bokningsflödet på alla Nordviks svenska webbplatser',
                    'Möjlighet att utföra garantiarbeten för Nordvik Garanti och Nordvik Carstore',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'För bilhandlare: inbyten, finansiering och auktion',
              text: [
                {
                  p: 'Partnerhandlare kan erbjuda sina kunder billån och Nordvik Garanti via Nordvik Finans, med samma villkor som koncernens egna anläggningar. Inbytesbilar som inte passar ditt lager kan du sälja vidare via **Nordvik Auktion** med reducerad säljprovision på 1,5 %.',
                },
              ],
              image: 'showroom',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Utbildning och stöd' },
                {
                  p: 'Våra tekniska utbildare håller kurser i elbilssäkerhet, ADAS-kalibrering och diagnos i Jönköping och Göteborg. Partner får **fem utbildningsdagar per år** och anställd utan extra kostnad. Du har också tillgång till Nordviks tekniska hotline för svåra fel, vardagar 7–17, och en egen partneransvarig som besöker dig minst en gång i kvartalet.',
                },
                { h2: 'Marknadsföring' },
                {
                  p: 'Du får ett skyltpaket för fasad och kundmottagning, en egen sida på Nordvik Partners webbplats och lokala kampanjer två gånger om året – vårens service- och däckkampanj och höstens vinterkontroll. Annonsmaterialet tas fram centralt och anpassas med ditt namn, dina priser och dina öppettider.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/formaner/inkop-och-reservdelar',
      sortOrder: 10,
      ogImage: 'tires',
      menuImage: 'tires',
      content: {
        'sv-SE': {
          title: 'Inköp och reservdelar',
          metaDescription:
            'Reservdelar, däck, oljor och verkstadsutrustning till Nordviks koncernpriser, med leverans två gånger om dagen från centrallagret i Jönköping.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik köper varje år reservdelar och däck för över en miljard kronor. Som partner handlar du till samma priser som koncernens egna verkstäder – utan minsta ordervärde och utan volymkrav.',
                },
                { h2: 'Sortiment och leveranser' },
                {
                  ul: [
                    'Originaldelar och kvalitetsdelar för alla vanliga märken, med 60 000 artiklar i lager i Jönköping',
                    'Leverans två gånger om dagen till de flesta orter i Götaland och Svealand, en gång om dagen i Norrland',
                    'Däck och fälgar från sex tillverkare, även lagerhållna vinterdäck inför säsong',
                    'Ramavtal på oljor, verktyg, lyftar och diagnosutrustning',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Beställ direkt i verkstadssystemet',
              text: [
                {
                  p: 'Delar beställs från arbetsordern med registreringsnumret som sökväg, så att rätt del kommer med första leveransen. Returer hämtas av samma bil som levererar, och krediteras inom fem arbetsdagar.',
                },
              ],
              link: { path: '/formaner/system-och-bokning', label: 'Om verkstadssystemet' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/formaner/system-och-bokning',
      sortOrder: 20,
      ogImage: 'family',
      menuImage: 'family',
      content: {
        'sv-SE': {
          title: 'System och bokning',
          metaDescription:
            'Verkstadssystem med onlinebokning, SMS-påminnelser, digitala arbetsordrar och däckhotell – och din verkstad i bokningsflödet på Nordviks webbplatser.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'I partnerprogrammet ingår Nordviks verkstadssystem – samma system som koncernens egna 30 anläggningar använder. Vi installerar och konfigurerar det, och din personal får en heldagsutbildning på plats.',
                },
                {
                  ul: [
                    '**Onlinebokning** på din egen webbplats och i Nordviks servicebokning',
                    '**SMS-påminnelser** inför service, besiktning och hjulskifte',
                    '**Digital arbetsorder** med bilder och video som kunden godkänner i mobilen',
                    '**Däckhotell** med mönsterdjup, bilder och självbokning av hjulskifte',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Syns där kunderna letar',
              text: [
                {
                  p: 'Nordviks webbplatser har över 1,2 miljoner besök i månaden. När en kund på din ort bokar service visas din verkstad bland alternativen, med dina priser, dina lediga tider och dina omdömen.',
                },
              ],
              image: 'family',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/formaner/utbildning',
      sortOrder: 30,
      ogImage: 'workshop',
      menuImage: 'workshop',
      content: {
        'sv-SE': {
          title: 'Utbildning',
          metaDescription:
            'Utbildning för partnerverkstäder: elbilssäkerhet, ADAS-kalibrering, diagnos och service i Jönköping och Göteborg. Fem utbildningsdagar per anställd och år ingår.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Fem utbildningsdagar per anställd – varje år',
              text: 'Kurser i Jönköping och Göteborg, med samma lärare som utbildar koncernens egna tekniker.',
              link: { path: '/formaner/utbildning/kurskalender', label: 'Se kurskalendern' },
              buttonType: 'Primary',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              heading: 'Utbildningsområden',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Elbilssäkerhet',
                  text: 'Behörighet att arbeta på el- och hybridbilar, från grundkurs till högvoltsarbete.',
                  link: { path: '/formaner/utbildning/elbilssakerhet' },
                  buttonText: 'Om elbilssäkerhet',
                },
                {
                  title: 'ADAS-kalibrering',
                  text: 'Kalibrering av kameror och radar efter vindrutebyte, hjulinställning och krockreparation.',
                  link: { path: '/formaner/utbildning/kurskalender' },
                  buttonText: 'Se kurstillfällen',
                },
                {
                  title: 'Diagnos och felsökning',
                  text: 'Systematisk felsökning av elektronik, nätverk och styrenheter.',
                  link: { path: '/formaner/utbildning/kurskalender' },
                  buttonText: 'Se kurstillfällen',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/formaner/utbildning/kurskalender',
      sortOrder: 10,
      ogImage: 'pattern',
      content: {
        'sv-SE': {
          title: 'Kurskalender',
          metaDescription:
            'Kommande kurser för Nordvik Partners verkstäder: elbilssäkerhet, ADAS-kalibrering, diagnos och servicerådgivning i Jönköping och Göteborg.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Kurserna hålls i Nordviks utbildningslokaler i Jönköping och Göteborg. Anmälan görs i verkstadssystemet under **Utbildning**, senast tre veckor före kursstart. Lunch och kursmaterial ingår.',
                },
                { h2: 'Våren' },
                {
                  ul: [
                    '**Elbilssäkerhet, grundkurs** (1 dag) – Jönköping i februari, Göteborg i mars',
                    '**Högvoltsarbete, behörighet** (3 dagar) – Jönköping i mars och maj',
                    '**ADAS-kalibrering** (2 dagar) – Göteborg i april',
                    '**Servicerådgivning och kundbemötande** (1 dag) – Jönköping i april',
                  ],
                },
                { h2: 'Hösten' },
                {
                  ul: [
                    '**Diagnos och felsökning** (2 dagar) – Jönköping i september',
                    '**Elbilssäkerhet, grundkurs** (1 dag) – Göteborg i september, Jönköping i oktober',
                    '**Luftkonditionering, certifiering** (2 dagar) – Jönköping i oktober',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Kurs på din verkstad',
              text: [
                {
                  p: 'Är ni fler än fyra som ska gå samma kurs kan vi hålla den hos er. Kontakta din partneransvariga för att boka datum.',
                },
              ],
              link: { path: '/kontakt', label: 'Kontakta oss' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/formaner/utbildning/elbilssakerhet',
      sortOrder: 20,
      ogImage: 'heroFjord',
      content: {
        'sv-SE': {
          title: 'Elbilssäkerhet',
          metaDescription:
            'Utbildning i elbilssäkerhet för partnerverkstäder: grundkurs för alla i verkstaden och behörighet för högvoltsarbete på el- och hybridbilar.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Var femte bil som kommer in på en svensk verkstad har i dag ett högvoltssystem. Arbete på systemen kräver rätt utbildning, rätt verktyg och tydliga rutiner – både för teknikernas säkerhet och för att försäkringen ska gälla.',
                },
                { h2: 'Två nivåer' },
                {
                  ul: [
                    '**Grundkurs (1 dag):** för alla som arbetar i verkstaden, även servicerådgivare och lagerpersonal. Hur man känner igen en elbil, säkert bogserar, lyfter och hanterar en skadad bil.',
                    '**Behörighet för högvoltsarbete (3 dagar):** för tekniker som ska koppla från, mäta och arbeta på högvoltskomponenter. Avslutas med praktiskt och teoretiskt prov.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Verktyg och rutiner ingår',
              text: [
                {
                  p: 'Efter kursen får verkstaden en checklista för elsäkerhetsrutiner, och partner kan köpa isolerade verktyg och avspärrningsmaterial till koncernpris. Vi hjälper också till att ta fram en skriftlig elsäkerhetsinstruktion anpassad efter din verkstad.',
                },
              ],
              link: { path: '/formaner/inkop-och-reservdelar', label: 'Om inköp' },
              image: 'heroFjord',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/partnerhistorier',
      sortOrder: 40,
      ogImage: 'heroFjord',
      content: {
        'sv-SE': {
          title: 'Partnerhistorier',
          metaDescription:
            'Möt några av Nordviks partner: fristående verkstäder och bilhandlare som har vuxit med Nordvik Partner.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Företagare berättar',
              text: 'Tre partner, tre orter och tre olika anledningar att gå med.',
              image: 'heroFjord',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'blurb',
              title: 'Hedlunds Bil & Service, Sundsvall',
              text: [
                {
                  p: 'Familjeföretaget med sju mekaniker blev partner 2021. Sedan dess har omsättningen ökat med 40 %, till stor del tack vare nya kunder som bokar via Nordviks webbplatser.',
                },
                {
                  quote: 'Vi var oroliga att bli en i mängden. I stället har vi fått mer tid till kunderna, för systemen sköter sig själva. – Anna Hedlund, vd',
                },
              ],
              image: 'workshop',
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'blurb',
              title: 'Ekströms Motor, Vetlanda',
              text: [
                {
                  p: 'Begagnatbilshandlaren med 80 bilar i lager började erbjuda billån och Nordvik Garanti via partnerprogrammet. I dag köper sju av tio kunder garantin, och andelen lånefinansierade affärer har fördubblats.',
                },
                {
                  quote: 'Kunderna litar på en garanti som gäller på över 90 verkstäder i hela landet. Det säljer bilen åt oss. – Johan Ekström, ägare',
                },
              ],
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
            {
              blockType: 'blurb',
              title: 'Lerums Däck & Verkstad',
              text: [
                {
                  p: 'Med 2 400 hjulsatser i däckhotellet behövde Lerums Däck & Verkstad ett bättre bokningssystem. Som partner gick de över till Nordviks däckhotellsystem, där kunderna själva bokar hjulskifte och ser slitaget på sina däck.',
                },
                {
                  quote: 'Höstens hjulskiften gick från kaos till schema. Telefonen ringer hälften så mycket. – Sara Nilsson, verkstadschef',
                },
              ],
              image: 'tires',
              backgroundColor: 'BackgroundColor3',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Vill du bli nästa?' },
                {
                  p: 'Våra partner finns från Kiruna till Trelleborg, och de flesta har mellan fem och femton anställda. Gemensamt för dem är att de vill fortsätta driva sina egna företag, men slippa göra allt på egen hand. Läs om [hur du blir partner](/bli-partner) eller [kontakta din partneransvariga](/kontakt) för ett första samtal – det är alltid kostnadsfritt och förutsättningslöst.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kontakt',
      sortOrder: 50,
      ogImage: 'pattern',
      content: {
        'sv-SE': {
          title: 'Kontakt',
          metaDescription:
            'Kontakta Nordvik Partner. Våra partneransvariga finns i norra, mellersta och södra Sverige och svarar inom en arbetsdag.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Vill du veta mer om vad ett partnerskap kan betyda för just ditt företag? Hör av dig till den partneransvariga i din region, så bokar vi ett förutsättningslöst möte hos dig. Vi svarar inom en arbetsdag.',
                },
                { h2: 'Partneransvariga' },
                {
                  ul: [
                    '**Norra Sverige** (Gävleborg och norrut): Erik Lundgren, 070-174 06 71, erik.lundgren@nordvik.example',
                    '**Mellersta Sverige** (Stockholm, Uppsala, Mälardalen och Värmland): Maria Lindqvist, 070-174 06 72, maria.lindqvist@nordvik.example',
                    '**Södra Sverige** (Götaland): Ahmed Karimi, 070-174 06 73, ahmed.karimi@nordvik.example',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Redan partner?',
              text: [
                {
                  p: 'Partnersupport nås vardagar 7–17 på **070-174 06 70** eller partnersupport@nordvik.example. Gäller det en teknisk fråga om en bil på lyften, välj tekniska hotlinen i telefonmenyn. Beställningar av reservdelar och däck görs som vanligt i verkstadssystemet; fakturafrågor skickar du till partnerekonomi@nordvik.example.',
                },
              ],
              link: { path: '/formaner', label: 'Se vad som ingår' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Besöksadress' },
                {
                  p: 'Nordvik Partner, Nordvik Group AB. Partnerkontoret ligger i anslutning till centrallagret i Jönköping, där vi också har utbildningslokaler och en demoverkstad. Besök enligt överenskommelse – hör av dig så visar vi gärna hur systemen fungerar i praktiken.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/partnerportalen',
      sortOrder: 60,
      ogImage: 'pattern',
      externalLink: { href: 'https://portal.nordvik-partner.test', linktype: 'external' },
      content: {
        'sv-SE': {
          title: 'Partnerportalen',
          metaDescription:
            'Partnerportalen är inloggningen för dig som redan är Nordvik Partner: beställningar, fakturor, kampanjmaterial, kursanmälan och statistik.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'I partnerportalen samlar vi allt du behöver som partner. Du loggar in med BankID eller med ditt användarnamn från verkstadssystemet.',
                },
                {
                  ul: [
                    'Beställningshistorik, leveransstatus och fakturor',
                    'Kampanjmaterial för vår- och höstkampanjerna, färdigt att ladda ner med ditt namn',
                    'Anmälan till kurser och utbildningsintyg för din personal',
                    'Statistik över bokningar från Nordviks webbplatser',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Problem att logga in?',
              text: [
                {
                  p: 'Kontakta partnersupport på **070-174 06 70**, vardagar 7–17, så hjälper vi dig. Nya användare läggs upp av den som är administratör för ditt företag.',
                },
              ],
              link: { url: 'https://portal.nordvik-partner.test', label: 'Logga in i partnerportalen', newTab: true },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/nyheter',
      sortOrder: 45,
      ogImage: 'heroFjord',
      content: {
        'sv-SE': {
          title: 'Nyheter',
          metaTitle: 'Nyheter från Nordvik Partner',
          metaDescription:
            'Nyheter från Nordvik Partner: nya partnerföretag, förändringar i programmet, utbildningar, evenemang och teknik för fristående verkstäder och bilhandlare.',
          layout: [
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Här berättar vi om nya partnerföretag, nyheter i programmet och kommande kurser och träffar. Som partner får du också nyheterna i verkstadssystemet – här kan alla läsa dem.',
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
          metaDescription: 'Sidan du letade efter finns inte.',
          layout: [
            {
              blockType: 'notFoundHero',
              title: 'Sidan kunde inte hittas',
              text: 'Tyvärr hittade vi inte sidan du letade efter. Den kan ha flyttats eller tagits bort. Här är några bra ställen att börja på.',
              link: { path: '/', label: 'Till startsidan' },
            },
            {
              blockType: 'cardList',
              heading: 'Hitta rätt',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Bli partner',
                  text: 'Krav, kostnader och de fem stegen till partnerskap.',
                  link: { path: '/bli-partner' },
                  buttonText: 'Bli partner',
                  image: 'dealership',
                },
                {
                  title: 'Förmåner',
                  text: 'Inköp, system, kunder och utbildning.',
                  link: { path: '/formaner' },
                  buttonText: 'Se förmånerna',
                  image: 'workshop',
                },
                {
                  title: 'Kontakt',
                  text: 'Prata med en partneransvarig i din region.',
                  link: { path: '/kontakt' },
                  buttonText: 'Kontakta oss',
                  image: 'heroForest',
                },
              ],
            },
          ],
        },
      },
    },
  ],
  navigation: {
    hasDarkTheme: true,
    isSticky: true,
  },
  footer: {
    brands: ['Volvo', 'Volkswagen', 'Toyota', 'Skoda', 'Ford'],
    brandsHeading: { 'sv-SE': 'Märken vi har reservdelar till i lager' },
    columns: {
      'sv-SE': [
        {
          title: 'Nordvik Partner',
          description: 'Partnerprogrammet för fristående verkstäder och bilhandlare – en del av familjeägda Nordvik Group.',
          items: [
            { label: 'Bli partner', link: { path: '/bli-partner' } },
            { label: 'För verkstäder', link: { path: '/bli-partner/for-verkstader' } },
            { label: 'För bilhandlare', link: { path: '/bli-partner/for-bilhandlare' } },
            { label: 'Förmåner', link: { path: '/formaner' } },
            { label: 'Utbildning', link: { path: '/formaner/utbildning' } },
            { label: 'Partnerhistorier', link: { path: '/partnerhistorier' } },
            { label: 'Nyheter', link: { path: '/nyheter' } },
          ],
        },
        {
          title: 'Partnersupport',
          description: 'Vi svarar vardagar kl. 7–17. Tekniska frågor om en bil på lyften når du via samma nummer.',
          items: [
            { label: '070-174 06 70', link: { url: 'tel:0701740670' } },
            { label: 'partnersupport@nordvik-partner.test', link: { url: 'mailto:partnersupport@nordvik-partner.test' } },
            { label: 'Kontakta en partneransvarig', link: { path: '/kontakt' } },
            { label: 'Kurskalender', link: { path: '/formaner/utbildning/kurskalender' } },
            { label: 'Cookie-inställningar', cookieSettings: true },
          ],
        },
      ],
    },
    highlightedLink: { 'sv-SE': { label: 'Boka ett första möte', link: { path: '/kontakt' } } },
    socialLinks: [
      { name: 'facebook', url: 'https://www.facebook.com/nordvikpartner' },
      { name: 'instagram', url: 'https://www.instagram.com/nordvikpartner' },
      { name: 'youtube', url: 'https://www.youtube.com/@nordvikpartner' },
      { name: 'linkedin', url: 'https://www.linkedin.com/company/nordvik-partner' },
    ],
    infoField1: {
      'sv-SE': {
        heading: 'Partnerkontoret i Jönköping',
        text: 'Vid Nordviks centrallager, med utbildningslokaler och en demoverkstad där vi gärna visar hur systemen fungerar. Besök enligt överenskommelse.',
      },
    },
  },
}
