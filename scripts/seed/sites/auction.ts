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
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Sidan du letar efter finns inte, eller så har auktionen redan avslutats. Prova någon av länkarna nedan.',
                },
              ],
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
}
