import type { SiteSeed } from '../types'

export const site: SiteSeed = {
  key: 'auction',
  name: 'Nordvik Auktion',
  type: 'auction',
  country: 'SE',
  hostnames: ['auction.localhost'],
  locales: ['sv-SE'],
  defaultLocale: 'sv-SE',
  fontPair: 'classic',
  theme: 'granite',
  titleTemplate: '%s | Nordvik Auktion',
  faviconColor: '#b35c2a',
  images: {
    heroCity: {
      scene: 'hero-city',
      variant: 'night',
      carColor: '#b35c2a',
      alt: 'En kopparfärgad bil på en regnvåt stadsgata en kväll, med stadens ljus som speglar sig i asfalten',
    },
    heroWinter: {
      scene: 'hero-winter',
      variant: 'dusk',
      carColor: '#1d2125',
      alt: 'En svart bil med tända strålkastare i ett snötäckt landskap i skymningen',
    },
    showroom: {
      scene: 'showroom',
      variant: 'day',
      carColor: '#9aa0a6',
      alt: 'Två bilar uppställda för visning i en ljus hall med blankt golv',
    },
    dealership: {
      scene: 'dealership',
      variant: 'dusk',
      carColor: '#4a4f55',
      alt: 'Nordvik Auktions testhall med glasfasad och bilar uppställda utanför',
    },
    workshop: {
      scene: 'workshop',
      variant: 'day',
      carColor: '#e4e2dc',
      alt: 'En bil på lyft under test i en ljus verkstadshall',
    },
    family: {
      scene: 'family',
      variant: 'day',
      carColor: '#6b7f5a',
      alt: 'En grön kombi parkerad på en uppfart vid ett villaområde',
    },
    charging: {
      scene: 'charging',
      variant: 'dusk',
      carColor: '#2f5d8a',
      alt: 'En blå elbil som laddar vid en laddstolpe i skymningen',
    },
    pattern: {
      scene: 'pattern',
      alt: 'Abstrakt mönster i grafitgrått och koppar',
    },
  },
  pages: [
    {
      path: '/',
      sortOrder: 10,
      ogImage: 'heroCity',
      content: {
        'sv-SE': {
          title: 'Startsida',
          metaTitle: 'Bilauktioner online varje vecka',
          metaDescription:
            'Köp och sälj bil på auktion hos Nordvik Auktion. Runt 600 testade bilar i veckan, öppna testrapporter och budgivning med BankID.',
          ogDescription: 'Runt 600 testade bilar på auktion varje vecka. Lägg bud hemifrån med BankID.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Varje bil testad. Varje bud öppet.',
              text: 'Runt 600 bilar går under klubban varje vecka – från familjebilar och elbilar till transportbilar och klassiker. Lägg bud hemifrån med BankID.',
              link: { path: '/kommande-auktioner', label: 'Se kommande auktioner' },
              buttonType: 'Primary',
              image: 'heroCity',
              textColor: 'White',
              contentPlacement: 'Bottom',
              variant: 'FullScreen',
              titleTag: 'h1',
            },
            {
              blockType: 'countdown',
              title: 'Vårens klassikerauktion börjar om',
              text: 'Veteranbilar, youngtimers och samlarbilar – första söndagen i mars kl. 14.00, direktsänd från hallen i Upplands Väsby. Bilarna visas i hallen veckan före.',
              endsAt: '2027-03-07T14:00:00+01:00',
              endedText: 'Klassikerauktionen pågår eller är avslutad. Nästa klassikerauktion går första söndagen i juni.',
              link: { path: '/kommande-auktioner/klassikerauktionen', label: 'Om klassikerauktionen' },
              backgroundColor: 'BackgroundColor3',
            },
            {
              blockType: 'cardList',
              heading: 'Kom igång',
              variant: 'Default',
              cards: [
                {
                  title: 'Så fungerar auktionen',
                  text: 'Registrering, maxbud, budhöjningar och vad som händer när klubban faller.',
                  link: { path: '/sa-fungerar-auktionen' },
                  buttonText: 'Läs guiden',
                  image: 'showroom',
                },
                {
                  title: 'Kommande auktioner',
                  text: 'Veckoauktionen, elbilsauktionen, transportbilar och klassiker.',
                  link: { path: '/kommande-auktioner' },
                  buttonText: 'Se kalendern',
                  image: 'charging',
                },
                {
                  title: 'Sälj din bil',
                  text: 'Vi testar, fotograferar och säljer bilen åt dig. Pengarna på kontot inom tre bankdagar.',
                  link: { path: '/salj-via-auktion' },
                  buttonText: 'Sälj via auktion',
                  image: 'family',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Testrapporten säger allt',
              text: [
                {
                  p: 'Innan en bil läggs ut testas den i vår egen testhall: **130 kontrollpunkter**, provkörning, felkodsavläsning och lackmätning på varje panel. Allt vi hittar – stort som smått – står i testrapporten tillsammans med minst 60 bilder.',
                },
                {
                  p: 'Missar vi ett fel som borde ha upptäckts står vi för reparationen genom vår **testgaranti**.',
                },
              ],
              link: { path: '/kopvillkor', label: 'Läs om testgarantin' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor1',
              useTextAnimations: true,
              useMediaAnimations: true,
            },
            {
              blockType: 'accordion',
              heading: 'Så går budgivningen till',
              items: [
                {
                  title: '1. Registrera dig med BankID',
                  openByDefault: true,
                  content: [
                    {
                      p: 'Skapa ett konto och legitimera dig med BankID – det tar någon minut. Du måste vara 18 år eller äldre. Företag registrerar sig med organisationsnummer och firmatecknare. [Så registrerar du dig](/sa-fungerar-auktionen/registrering).',
                    },
                  ],
                },
                {
                  title: '2. Lägg bud eller maxbud',
                  content: [
                    {
                      p: 'Bjud direkt eller ange ett **maxbud**. Då bjuder systemet automatiskt åt dig, en budhöjning i taget, upp till ditt tak – även om du inte sitter vid datorn när bilen avslutas.',
                    },
                  ],
                },
                {
                  title: '3. Följ slutet',
                  content: [
                    {
                      p: 'Varje bil har en egen sluttid. Kommer ett bud under de sista tre minuterna förlängs auktionen till tre minuter igen, så att alla hinner svara.',
                    },
                  ],
                },
                {
                  title: '4. Vinn, betala och hämta',
                  content: [
                    {
                      p: 'Du får en faktura på klubbat pris plus köparavgift (4 %, lägst 1 495 kr och högst 9 995 kr). Betalningen ska vara oss till handa inom två bankdagar, och bilen hämtas inom sju dagar. [Betalning och hämtning](/sa-fungerar-auktionen/betalning-och-hamtning).',
                    },
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Se bilen innan du bjuder',
              text: [
                {
                  p: 'Alla bilar kan visas i våra hallar i Upplands Väsby och Jönköping fram till auktionsdagen. Kom förbi vardagar 10–18 eller lördagar 10–15, ingen bokning behövs. Vi kör gärna fram bilen och startar motorn åt dig.',
                },
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
      path: '/sa-fungerar-auktionen',
      sortOrder: 20,
      ogImage: 'showroom',
      content: {
        'sv-SE': {
          title: 'Så fungerar auktionen',
          navTitle: 'Så fungerar det',
          metaDescription:
            'Så köper du bil på Nordvik Auktion: registrera dig med BankID, lägg bud eller maxbud, och betala och hämta bilen efter avslutad auktion.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Bjud med gott självförtroende',
              text: 'Från registrering till nyckelöverlämning på sex steg.',
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Steg för steg' },
                {
                  ol: [
                    '**Registrera dig** med BankID. Du måste vara 18 år eller äldre. Företag registrerar sig med organisationsnummer och firmatecknare.',
                    '**Läs testrapporten** och titta på bilderna. Har du frågor svarar våra testtekniker via chatten fram till kl. 17 på auktionsdagen.',
                    '**Lägg bud** direkt eller ange ett **maxbud**. Med maxbud bjuder systemet automatiskt åt dig, en budhöjning i taget, upp till ditt tak.',
                    '**Följ slutet.** Varje bil har en egen sluttid. Kommer ett bud under de sista tre minuterna förlängs auktionen till tre minuter igen.',
                    '**Vinn och betala.** Du får en bekräftelse med faktura direkt. Betalning ska vara oss till handa inom två bankdagar.',
                    '**Hämta bilen** i hallen eller beställ transport. Bilen är registrerad på dig när betalningen kommit in.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Budhöjningar' },
                {
                  ul: [
                    'Upp till 50 000 kr: 500 kr',
                    '50 000–200 000 kr: 1 000 kr',
                    'Över 200 000 kr: 2 500 kr',
                  ],
                },
                { h2: 'Reservationspris' },
                {
                  p: 'En del säljare har satt ett lägsta pris. Så länge det inte är uppnått står det **”Reservationspris ej uppnått”** vid budet. Slutar auktionen under reservationspriset får högstbjudande ett erbjudande om att köpa bilen till sitt bud om säljaren godkänner det inom 24 timmar.',
                },
                { h2: 'Vad kostar det?' },
                {
                  p: 'Utöver klubbat pris betalar du en köparavgift på **4 % av klubbat pris, lägst 1 495 kr och högst 9 995 kr**. Exempel: klubbat pris 120 000 kr ger köparavgift 4 800 kr och totalt 124 800 kr. Alla priser för privatpersoner visas inklusive moms. Villkoren i sin helhet hittar du i [köpvillkoren](/kopvillkor).',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/sa-fungerar-auktionen/registrering',
      sortOrder: 10,
      ogImage: 'heroCity',
      menuImage: 'heroCity',
      content: {
        'sv-SE': {
          title: 'Registrera dig',
          metaDescription:
            'Så registrerar du dig på Nordvik Auktion med BankID, som privatperson eller företag, och vad du behöver för att kunna lägga bud.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Du behöver ett konto för att lägga bud, spara favoriter och få påminnelser innan en bil avslutas. Registreringen tar ett par minuter och är kostnadsfri.',
                },
                { h2: 'Som privatperson' },
                {
                  ol: [
                    'Välj **Skapa konto** och legitimera dig med BankID. Namn och adress hämtas automatiskt.',
                    'Ange e-postadress och mobilnummer. Vi skickar en kod för att bekräfta numret.',
                    'Godkänn köpvillkoren. Nu kan du lägga bud direkt.',
                  ],
                },
                { h2: 'Som företag' },
                {
                  p: 'Företag registrerar sig med organisationsnummer. Den som registrerar kontot ska vara firmatecknare eller ha fullmakt från en firmatecknare. Företagskonton kan ha flera användare med egna inloggningar, och köpare med F-skatt ser priserna exklusive moms på bilar där momsen är avdragsgill.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Budgräns för nya konton',
              text: [
                {
                  p: 'Nya konton kan som standard lägga bud upp till **300 000 kr**. Vill du bjuda högre kontaktar du auktionsservice, så höjer vi gränsen efter en enkel kontroll. Gränsen höjs automatiskt när du har genomfört två köp.',
                },
              ],
              link: { path: '/kopvillkor', label: 'Läs köpvillkoren' },
              image: 'pattern',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/sa-fungerar-auktionen/testrapporten',
      sortOrder: 20,
      ogImage: 'workshop',
      menuImage: 'workshop',
      content: {
        'sv-SE': {
          title: 'Testrapporten',
          metaDescription:
            'Så testar Nordvik Auktion varje bil: 130 kontrollpunkter, provkörning, felkodsavläsning, lackmätning och minst 60 bilder. Och så läser du testrapporten.',
          layout: [
            {
              blockType: 'heroBanner',
              title: '130 kontrollpunkter. Inga undanflykter.',
              text: 'Allt vi hittar står i rapporten – det stora som det lilla.',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Det här testar vi' },
                {
                  ul: [
                    '**Motor och drivlina:** kallstart, läckage, avgasvärden och växellådans funktion',
                    '**Underrede:** rost, bromsar, stötdämpare och hjulupphängning, med bilen på lyft',
                    '**Elektronik:** felkodsavläsning av alla styrenheter och test av förarassistans',
                    '**Kaross och lack:** lackmätning på varje panel för att upptäcka tidigare reparationer',
                    '**Provkörning:** minst 10 km i blandad trafik',
                  ],
                },
                { h2: 'Så läser du rapporten' },
                {
                  p: 'Varje anmärkning är graderad i tre nivåer: **grön** för normalt slitage, **gul** för sådant som bör åtgärdas inom ett år och **röd** för fel som behöver åtgärdas innan bilen används. Vi anger en uppskattad reparationskostnad för alla röda anmärkningar.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Testgarantin',
              text: [
                {
                  p: 'Missar vi ett fel som borde ha upptäckts vid testet står vi för reparationen. Anmäl felet inom tre månader eller 500 mil från leverans.',
                },
              ],
              link: { path: '/kopvillkor', label: 'Villkor för testgarantin' },
              image: 'showroom',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/sa-fungerar-auktionen/testrapporten/batteritest',
      sortOrder: 10,
      ogImage: 'charging',
      content: {
        'sv-SE': {
          title: 'Batteritest för elbilar',
          navTitle: 'Batteritest',
          metaDescription:
            'Alla elbilar och laddhybrider på Nordvik Auktion får ett batteritest som visar batteriets hälsa (SOH) jämfört med nytt. Så går testet till.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Batteriet är den dyraste komponenten i en elbil, och dess skick avgör både räckvidd och andrahandsvärde. Därför testar vi batteriet i varje el- och laddhybridbil som läggs ut på auktion.',
                },
                { h2: 'Så går testet till' },
                {
                  ol: [
                    'Bilen laddas till 100 % i vår testhall och står still i minst två timmar.',
                    'Vi läser av batteriets styrenhet och kör ett belastningstest under en kontrollerad provkörning.',
                    'Resultatet räknas om till **batterihälsa (SOH)** i procent av kapaciteten som ny, och jämförs med andra bilar av samma modell och ålder.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Vad är ett bra värde?',
              text: [
                {
                  p: 'De flesta elbilar tappar några procent de första åren och håller sedan kapaciteten väl. En fem år gammal bil med **över 90 %** är i mycket gott skick. Ligger värdet under 80 % anger vi det tydligt i rapporten, tillsammans med hur mycket som återstår av tillverkarens batterigaranti.',
                },
              ],
              link: { path: '/kommande-auktioner/elbilsauktionen', label: 'Till elbilsauktionen' },
              image: 'charging',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/sa-fungerar-auktionen/betalning-och-hamtning',
      sortOrder: 30,
      ogImage: 'dealership',
      menuImage: 'dealership',
      content: {
        'sv-SE': {
          title: 'Betalning och hämtning',
          metaDescription:
            'Efter vunnen auktion: så betalar du, finansierar med billån, hämtar bilen i Upplands Väsby eller Jönköping eller beställer transport.',
          layout: [
            {
              blockType: 'richText',
              content: [
                { h2: 'Betalning' },
                {
                  p: 'När du vunnit en auktion får du en faktura på klubbat pris plus köparavgift. Betalningen ska vara oss till handa inom **två bankdagar**. Du betalar med banköverföring eller med billån från Nordvik Finans – har du ett förhandsbesked går lånet oftast att slutföra samma dag.',
                },
                { h2: 'Hämtning' },
                {
                  p: 'Bilen registreras på dig när betalningen kommit in, och du kan hämta den i hallen där den visats: vardagar 10–18 och lördagar 10–15. Ta med legitimation. Hämtar någon annan åt dig behövs en skriftlig fullmakt.',
                },
                {
                  p: 'Bilen ska hämtas inom sju dagar efter betalning. Därefter tas en förvaringsavgift ut på 200 kr per dygn.',
                },
              ],
            },
            { blockType: 'consumerDebtWarning', compact: true },
            {
              blockType: 'blurb',
              title: 'Transport hem till dig',
              text: [
                {
                  p: 'Vi kan leverera bilen till din dörr eller till någon av Nordvik-koncernens anläggningar i hela landet. Transport till en anläggning kostar från 1 495 kr, och hemleverans bokas med ett fast pris som du ser innan du beställer.',
                },
              ],
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/kommande-auktioner',
      sortOrder: 30,
      ogImage: 'charging',
      content: {
        'sv-SE': {
          title: 'Kommande auktioner',
          metaDescription:
            'Auktionskalender för Nordvik Auktion: veckoauktion för personbilar, elbilsauktion, transportbilar och företagsbilar samt klassikerauktioner.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nya bilar läggs ut varje vardag kl. 12 och ligger ute i minst fem dagar innan de avslutas. Bilarna avslutas en i taget, med en minuts mellanrum, så att du hinner följa varje bil du är intresserad av.',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Återkommande auktioner',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Veckoauktionen – personbilar',
                  text: 'Avslutas varje tisdag från kl. 19.00. Cirka 350 bilar, de flesta 3–10 år gamla.',
                  link: { path: '/sa-fungerar-auktionen' },
                  buttonText: 'Så bjuder du',
                  image: 'family',
                },
                {
                  title: 'Elbilsauktionen',
                  text: 'Avslutas varje torsdag från kl. 19.00. Cirka 80 el- och laddhybridbilar med uppmätt batterihälsa.',
                  link: { path: '/sa-fungerar-auktionen' },
                  buttonText: 'Så bjuder du',
                  image: 'charging',
                },
                {
                  title: 'Transport och företag',
                  text: 'Varannan onsdag från kl. 12.00. Transportbilar och leasingreturer, många med avdragsgill moms.',
                  link: { path: '/kopvillkor' },
                  buttonText: 'Villkor för företag',
                  image: 'dealership',
                },
                {
                  title: 'Klassikerauktionen',
                  text: 'Fyra gånger om året, första söndagen i mars, juni, september och december kl. 14.00. Sänds live.',
                  link: { path: '/salj-via-auktion' },
                  buttonText: 'Lämna in en klassiker',
                  image: 'heroWinter',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Reparationsobjekt – för den händige',
              text: [
                {
                  p: 'Varje måndag kl. 18.00 avslutas bilar som säljs **i befintligt skick utan testrapport**: bilar med motorfel, krockskador eller som inte klarat besiktningen. Här finns fynd för den som skruvar själv, men testgarantin gäller inte. Alla kända fel anges i beskrivningen.',
                },
              ],
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor3',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Inför auktionsdagen' },
                {
                  ul: [
                    '**Sätt en budget** som inkluderar köparavgiften – 4 %, lägst 1 495 kr – och eventuell transport.',
                    '**Lägg ett maxbud i god tid.** Då bjuder systemet åt dig även om du inte hinner sitta vid datorn när bilen avslutas.',
                    '**Spara bilen som favorit** så får du en påminnelse i appen 15 minuter innan den avslutas.',
                    '**Kolla finansieringen i förväg.** Med ett förhandsbesked från Nordvik Finans vet du exakt hur högt du kan bjuda.',
                  ],
                },
                {
                  p: 'Har du frågor om en bil? Ring auktionsservice på 070-174 06 52, vardagar 8–19 och på auktionsdagar fram till sista bilen avslutats.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kommande-auktioner/elbilsauktionen',
      sortOrder: 10,
      ogImage: 'charging',
      menuImage: 'charging',
      content: {
        'sv-SE': {
          title: 'Elbilsauktionen',
          metaDescription:
            'Elbilsauktionen på Nordvik Auktion avslutas varje torsdag från kl. 19.00. Cirka 80 el- och laddhybridbilar, alla med uppmätt batterihälsa.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Elbil på auktion – med batteriet testat',
              text: 'Varje torsdag från kl. 19.00. Cirka 80 el- och laddhybridbilar i veckan.',
              link: { path: '/sa-fungerar-auktionen/testrapporten/batteritest', label: 'Så testar vi batteriet' },
              buttonType: 'Primary',
              image: 'charging',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Begagnade elbilar är i dag ett av de bästa köpen på bilmarknaden, men många köpare är osäkra på batteriets skick. På elbilsauktionen har varje bil ett uppmätt värde för batterihälsan, laddutrustningen är kontrollerad och vi anger hur länge tillverkarens batterigaranti gäller.',
                },
                {
                  ul: [
                    'De vanligaste modellerna: Volkswagen ID.3 och ID.4, Tesla Model 3 och Y, Kia Niro och Polestar 2',
                    'Många bilar kommer direkt från leasing med full servicehistorik',
                    'Laddkabel typ 2 medföljer alltid, annars står det i beskrivningen',
                  ],
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kommande-auktioner/klassikerauktionen',
      sortOrder: 20,
      ogImage: 'heroWinter',
      menuImage: 'heroWinter',
      content: {
        'sv-SE': {
          title: 'Klassikerauktionen',
          metaDescription:
            'Klassikerauktionen på Nordvik Auktion hålls fyra gånger om året och sänds live. Veteranbilar, youngtimers och samlarbilar med värdering av våra specialister.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Fyra gånger om året – första söndagen i mars, juni, september och december kl. 14.00 – säljer vi veteranbilar, youngtimers och samlarbilar på en auktion som sänds live från vår hall i Upplands Väsby. Du kan bjuda online, i hallen eller per telefon.',
                },
                { h2: 'Inför auktionen' },
                {
                  ul: [
                    'Bilarna visas i hallen under veckan före auktionen, vardagar 10–18',
                    'Varje bil har en utökad beskrivning med historik, dokumentation och besiktningsstatus',
                    'Bilar över 30 år får en skicksbedömning av våra klassikerspecialister i stället för den vanliga testrapporten',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Lämna in din klassiker',
              text: [
                {
                  p: 'Vi tar emot bilar till nästa klassikerauktion fram till sex veckor innan auktionsdagen. Våra specialister värderar bilen kostnadsfritt, hjälper dig att sätta ett rimligt reservationspris och tar fram bilder och film som gör bilen rättvisa.',
                },
              ],
              link: { path: '/salj-via-auktion', label: 'Sälj via auktion' },
              image: 'showroom',
              reverse: true,
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/salj-via-auktion',
      sortOrder: 40,
      ogImage: 'family',
      content: {
        'sv-SE': {
          title: 'Sälj via auktion',
          metaDescription:
            'Sälj din bil via Nordvik Auktion. Kostnadsfri värdering, test och proffsfoto. Du betalar bara om bilen blir såld – pengarna kommer inom tre bankdagar.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Låt tusentals köpare bjuda på din bil',
              text: 'Vi testar, fotograferar och sköter hela affären. Du betalar bara om bilen blir såld.',
              link: { path: '/kommande-auktioner', label: 'Se när nästa auktion går' },
              buttonType: 'Primary',
              image: 'family',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Så går det till' },
                {
                  ol: [
                    '**Anmäl bilen** med registreringsnummer och mätarställning. Du får en uppskattning av slutpriset inom en arbetsdag.',
                    '**Lämna bilen** i Upplands Väsby eller Jönköping, eller låt oss hämta den. Hämtning kostar 995 kr inom 10 mil.',
                    '**Vi testar och fotograferar.** Testrapporten och bilderna skickas till dig för godkännande innan bilen läggs ut.',
                    '**Auktionen går** i fem dagar. Du följer budgivningen live i appen.',
                    '**Pengarna på kontot** inom tre bankdagar efter att köparen betalat. Vi löser eventuellt billån åt dig.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Vad kostar det att sälja?',
              text: [
                {
                  p: 'Det är kostnadsfritt att lägga ut bilen. När den blir såld betalar du en **säljprovision på 2,5 % av klubbat pris, lägst 2 500 kr**. Säljs bilen för 150 000 kr blir provisionen 3 750 kr.',
                },
                {
                  ul: [
                    'Vill du sätta ett reservationspris kostar det 495 kr',
                    'Nås inte reservationspriset kan du lägga ut bilen igen en gång utan kostnad',
                    'Drar du tillbaka bilen efter test debiteras 1 500 kr för test och foto',
                  ],
                },
              ],
              image: 'pattern',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'För företag och leasingbolag' },
                {
                  p: 'Vi hanterar returflöden från leasingbolag, bilpooler och kommuner med allt från 5 till 500 bilar i månaden, med samlad fakturering och rapporter per bil. Kontakta vår företagsavdelning på **070-174 06 50** eller foretag.auktion@nordvik.example.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/salj-via-auktion/foretag',
      sortOrder: 10,
      ogImage: 'dealership',
      content: {
        'sv-SE': {
          title: 'Sälj via auktion för företag',
          navTitle: 'För företag',
          metaDescription:
            'Nordvik Auktion för företag: sälj tjänstebilar, transportbilar och leasingreturer med samlad fakturering, rapporter per bil och egen kontaktperson.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Vi säljer omkring 9 000 bilar om året åt företag, leasingbolag, bilpooler och kommuner. Oavsett om det gäller en enstaka tjänstebil eller ett löpande flöde av leasingreturer får du samma test, samma exponering och en kontaktperson som känner era bilar.',
                },
                {
                  ul: [
                    'Hämtning av bilarna direkt från era anläggningar eller förare',
                    'Samlad fakturering och avräkning per månad',
                    'Rapport per bil med slutpris, antal bud och jämförelse mot marknaden',
                    'Bilar med avdragsgill moms säljs exklusive moms till företagskunder',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Prata med vår företagsavdelning',
              text: [
                {
                  p: 'Ring **070-174 06 50** eller mejla foretag.auktion@nordvik.example, så tar vi fram ett förslag med provision och logistik anpassat efter era volymer.',
                },
              ],
              link: { path: '/salj-via-auktion/foretag/leasingreturer', label: 'Om leasingreturer' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/salj-via-auktion/foretag/leasingreturer',
      sortOrder: 10,
      ogImage: 'heroCity',
      content: {
        'sv-SE': {
          title: 'Leasingreturer',
          metaDescription:
            'Så hanterar Nordvik Auktion returflöden från leasingbolag och fordonsflottor: hämtning, skadebedömning, reparation vid behov och försäljning inom tre veckor.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'För leasingbolag och större fordonsflottor tar vi hand om hela returflödet – från att bilen lämnas av föraren till att pengarna är på ert konto.',
                },
                {
                  ol: [
                    '**Hämtning** hos föraren eller på avtalad plats, med digitalt överlämningsprotokoll och bilder.',
                    '**Skadebedömning** enligt branschens riktlinjer för normalt slitage, som underlag för eventuell debitering av leasingtagaren.',
                    '**Reparation vid behov**, när det ökar slutpriset mer än det kostar. Vi visar kalkylen innan vi sätter igång.',
                    '**Auktion** inom tre veckor från hämtning, med avräkning två bankdagar efter att köparen betalat.',
                  ],
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                { title: '21 dagar', text: 'Genomsnittlig tid från hämtning till utbetalning.' },
                { title: '9 000 bilar', text: 'Sålda åt företag och leasingbolag förra året.' },
                { title: '104 %', text: 'Genomsnittligt slutpris jämfört med vår förhandsvärdering.' },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kopvillkor',
      sortOrder: 50,
      content: {
        'sv-SE': {
          title: 'Köpvillkor',
          metaDescription:
            'Allmänna köpvillkor för Nordvik Auktion: bud, köparavgift, betalning, hämtning, testgaranti och reklamation.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Dessa villkor gäller för alla köp på Nordvik Auktion. Genom att lägga bud godkänner du villkoren. Nordvik Auktion förmedlar försäljningen för säljarens räkning; i varje annons framgår om säljaren är ett företag eller en privatperson.',
                },
                { h2: '1. Bud' },
                {
                  p: 'Ett bud är bindande och kan inte återkallas. Högsta bud när auktionen avslutats vinner, förutsatt att ett eventuellt reservationspris har uppnåtts. Vi förbehåller oss rätten att stänga av konton som lägger bud utan avsikt att fullfölja köpet.',
                },
                { h2: '2. Köparavgift och betalning' },
                {
                  p: 'Köparavgiften är 4 % av klubbat pris, lägst 1 495 kr och högst 9 995 kr. Klubbat pris och köparavgift ska vara betalda inom **två bankdagar** från auktionens slut. Betalning sker med banköverföring eller via billån från Nordvik Finans. Uteblir betalningen debiteras en avgift på 10 % av klubbat pris, lägst 5 000 kr.',
                },
                { h2: '3. Hämtning' },
                {
                  p: 'Bilen ska hämtas inom sju dagar efter betalning. Därefter tas en förvaringsavgift ut på 200 kr per dygn. Transport till någon av Nordvik-koncernens anläggningar kan beställas från 1 495 kr.',
                },
              ],
            },
            {
              blockType: 'richText',
              content: [
                { h2: '4. Testgaranti' },
                {
                  p: 'Om bilen har ett fel som borde ha upptäckts vid vårt test men inte finns med i testrapporten, står Nordvik Auktion för reparationen. Felet ska anmälas inom **tre månader eller 500 mil** från leverans, vilket som inträffar först. Testgarantin gäller inte bilar som säljs som reparationsobjekt.',
                },
                { h2: '5. Reklamation' },
                {
                  p: 'Är säljaren ett företag och du köper som privatperson gäller konsumentköplagen. Är säljaren en privatperson, eller köper du som företag, gäller köplagen och bilen säljs i det skick den har enligt testrapporten. Reklamation görs till reklamation@nordvik.example eller på telefon 070-174 06 55 inom skälig tid efter att du upptäckt felet; två månader räknas alltid som skälig tid.',
                },
                { h2: '6. Tvister' },
                {
                  p: 'Vi försöker alltid lösa tvister i samförstånd. Som konsument kan du också vända dig till Allmänna reklamationsnämnden (ARN). Svensk lag gäller.',
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
      ogImage: 'heroWinter',
      content: {
        'sv-SE': {
          title: 'Nyheter',
          metaTitle: 'Nyheter från Nordvik Auktion',
          metaDescription:
            'Nyheter från Nordvik Auktion: rekordklubbor, nya auktionsformat, tips inför budgivningen och marknadsläget för begagnade bilar och elbilar.',
          layout: [
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Här berättar vi om veckans mest omtalade klubbor, nya auktionsformat och vad som händer på marknaden för begagnade bilar. Du hittar också tips från våra testtekniker inför budgivningen.',
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
              title: 'Sidan finns inte',
              text: 'Sidan du letar efter finns inte, eller så har auktionen redan avslutats. Prova någon av länkarna nedan.',
              link: { path: '/', label: 'Till startsidan' },
            },
            {
              blockType: 'cardList',
              heading: 'Fortsätt här',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Kommande auktioner',
                  text: 'Se vilka auktioner som avslutas den här veckan.',
                  link: { path: '/kommande-auktioner' },
                  buttonText: 'Till kalendern',
                  image: 'charging',
                },
                {
                  title: 'Så fungerar auktionen',
                  text: 'Allt om bud, maxbud och avgifter.',
                  link: { path: '/sa-fungerar-auktionen' },
                  buttonText: 'Läs guiden',
                  image: 'showroom',
                },
                {
                  title: 'Sälj din bil',
                  text: 'Kostnadsfri värdering inom en arbetsdag.',
                  link: { path: '/salj-via-auktion' },
                  buttonText: 'Sälj via auktion',
                  image: 'family',
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
    slimNav: true,
    extraItems: {
      'sv-SE': [{ title: 'Sälj via auktion', link: { path: '/salj-via-auktion' } }],
    },
  },
  footer: {
    brands: ['Volvo', 'Volkswagen', 'Toyota', 'Kia', 'Polestar'],
    brandsHeading: { 'sv-SE': 'Populära märken på auktion' },
    columns: {
      'sv-SE': [
        {
          title: 'Köpa',
          items: [
            { label: 'Så fungerar auktionen', link: { path: '/sa-fungerar-auktionen' } },
            { label: 'Registrera dig', link: { path: '/sa-fungerar-auktionen/registrering' } },
            { label: 'Testrapporten', link: { path: '/sa-fungerar-auktionen/testrapporten' } },
            { label: 'Betalning och hämtning', link: { path: '/sa-fungerar-auktionen/betalning-och-hamtning' } },
            { label: 'Kommande auktioner', link: { path: '/kommande-auktioner' } },
            { label: 'Nyheter', link: { path: '/nyheter' } },
          ],
        },
        {
          title: 'Sälja',
          items: [
            { label: 'Sälj via auktion', link: { path: '/salj-via-auktion' } },
            { label: 'För företag', link: { path: '/salj-via-auktion/foretag' } },
            { label: 'Leasingreturer', link: { path: '/salj-via-auktion/foretag/leasingreturer' } },
            { label: 'Klassikerauktionen', link: { path: '/kommande-auktioner/klassikerauktionen' } },
          ],
        },
        {
          title: 'Kundservice',
          description: 'Auktionsservice svarar vardagar 8–19 och på auktionsdagar tills sista bilen har avslutats.',
          items: [
            { label: '070-174 06 52', link: { url: 'tel:0701740652' } },
            { label: 'kundservice@nordvik-auktion.test', link: { url: 'mailto:kundservice@nordvik-auktion.test' } },
            { label: 'Köpvillkor', link: { path: '/kopvillkor' } },
            { label: 'Cookie-inställningar', cookieSettings: true },
          ],
        },
      ],
    },
    highlightedLink: { 'sv-SE': { label: 'Se veckans auktioner', link: { path: '/kommande-auktioner' } } },
    socialLinks: [
      { name: 'facebook', url: 'https://www.facebook.com/nordvikauktion' },
      { name: 'instagram', url: 'https://www.instagram.com/nordvikauktion' },
      { name: 'youtube', url: 'https://www.youtube.com/@nordvikauktion' },
      { name: 'linkedin', url: 'https://www.linkedin.com/company/nordvik-auktion' },
    ],
    infoField1: {
      'sv-SE': {
        heading: 'Visningshallar',
        text: 'Upplands Väsby och Jönköping. Vardagar 10–18 och lördagar 10–15 – ingen bokning behövs.',
      },
    },
    infoField2: {
      'sv-SE': {
        heading: 'Nordvik Auktion',
        text: 'En del av familjeägda Nordvik Group. Vi förmedlar försäljningen för säljarens räkning, och i varje annons framgår om säljaren är ett företag eller en privatperson.',
      },
    },
  },
}
