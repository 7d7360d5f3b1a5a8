import type { SeedStories } from '../types'

/** Nordvik Auktion (Upplands Väsby and Jönköping): bidding guides, sold highlights and news. */
export const stories: SeedStories = {
  indexPath: '/nyheter',
  tags: [
    { key: 'budtips', value: { 'sv-SE': 'Budtips' } },
    { key: 'salt-pa-auktion', value: { 'sv-SE': 'Sålt på auktion' } },
    { key: 'elbilar', value: { 'sv-SE': 'Elbilar' } },
    { key: 'klassiker', value: { 'sv-SE': 'Klassiker' } },
    { key: 'salja-bil', value: { 'sv-SE': 'Sälja bil' } },
    { key: 'auktionsnytt', value: { 'sv-SE': 'Nytt från Nordvik Auktion' } },
  ],
  stories: [
    {
      slug: 'din-forsta-bilauktion',
      date: '2025-01-16T08:00:00Z',
      author: 'Ida Bergqvist',
      tags: ['budtips'],
      image: {
        scene: 'showroom',
        variant: 'day',
        carColor: '#9aa0a6',
        alt: 'Två bilar uppställda för visning i en ljus hall med blankt golv',
      },
      content: {
        'sv-SE': {
          title: 'Nybörjarguide: så köper du din första bil på auktion',
          premble:
            'Att köpa bil på auktion är enklare än många tror – och ofta billigare. Här är allt du behöver veta inför ditt första bud.',
          body: [
            {
              p: 'Varje vecka går runt 600 bilar under klubban hos oss, och allt fler av köparna är privatpersoner som aldrig bjudit på en bil förut. Det finns ingen anledning att vara nervös, men det lönar sig att förbereda sig.',
            },
            { h2: 'Innan du bjuder' },
            {
              ol: [
                '**Skapa ett konto** med BankID. Det tar ett par minuter och är kostnadsfritt.',
                '**Läs testrapporten** från början till slut och titta på alla bilder – minst 60 per bil.',
                '**Kom och titta** om du kan. Alla bilar visas i Upplands Väsby eller Jönköping fram till auktionsdagen.',
                '**Räkna på totalpriset:** klubbat pris plus köparavgift på 4 %, lägst 1 495 kr, och eventuell transport.',
              ],
            },
            { h2: 'När det är dags' },
            {
              p: 'Varje bil har en egen sluttid. Kommer det ett bud under de sista tre minuterna förlängs auktionen, så det finns ingen anledning att försöka bjuda i sista sekunden. Lägg hellre ett maxbud i förväg – då bjuder systemet åt dig, en budhöjning i taget.',
            },
            {
              p: 'När klubban fallit får du en faktura direkt, och betalningen ska vara oss till handa inom två bankdagar. Läs hela guiden under [Så fungerar auktionen](/sa-fungerar-auktionen).',
            },
          ],
        },
      },
    },
    {
      slug: 'maxbud-vinner',
      date: '2025-02-27T11:35:00Z',
      author: 'Magnus Wallin',
      tags: ['budtips'],
      image: {
        scene: 'pattern',
        alt: 'Abstrakt mönster i grafitgrått och koppar',
      },
      content: {
        'sv-SE': {
          title: 'Maxbud – därför vinner den som bestämmer sig i förväg',
          premble:
            'De flesta som ångrar ett auktionsköp har bjudit i stundens hetta. Maxbudet är ditt bästa skydd – och ofta det billigaste sättet att vinna.',
          body: [
            {
              p: 'När en bil närmar sig sluttiden och två budgivare turas om att höja är det lätt att gå förbi sin egen gräns. Det kallas ibland auktionsfeber, och vi ser det varje vecka. Lösningen är enkel: bestäm dig innan.',
            },
            { h2: 'Så fungerar maxbud' },
            {
              p: 'Du anger det högsta belopp du är beredd att betala. Systemet lägger sedan bud åt dig, en budhöjning i taget, bara när någon annan bjuder. Ingen annan ser ditt maxbud, och du betalar aldrig mer än en budhöjning över näst högsta bud.',
            },
            {
              ul: [
                'Upp till 50 000 kr höjs budet med 500 kr',
                'Mellan 50 000 och 200 000 kr med 1 000 kr',
                'Över 200 000 kr med 2 500 kr',
              ],
            },
            { h2: 'Tre tips för rätt maxbud' },
            {
              ol: [
                '**Kolla marknaden.** Jämför med vad liknande bilar säljs för hos handlare och privat.',
                '**Dra av det som behöver åtgärdas.** Röda och gula anmärkningar i testrapporten har ofta en uppskattad kostnad.',
                '**Räkna med köparavgiften.** Ditt maxbud är klubbat pris – inte totalpriset.',
              ],
            },
            {
              p: 'Om två budgivare har samma maxbud vinner den som lade det först. Ytterligare ett skäl att inte vänta. Läs mer under [Så fungerar auktionen](/sa-fungerar-auktionen).',
            },
          ],
        },
      },
    },
    {
      slug: 'klassikerauktionen-mars-2025',
      date: '2025-03-04T16:20:00Z',
      author: 'Robert Ekström',
      tags: ['klassiker', 'salt-pa-auktion'],
      image: {
        scene: 'showroom',
        variant: 'dusk',
        carColor: '#8b1e1e',
        alt: 'Röd klassisk bil uppställd i en upplyst auktionshall',
      },
      content: {
        'sv-SE': {
          title: 'Klassikerauktionen i mars: Amazon och Bubbla i topp',
          premble:
            'Vårens klassikerauktion samlade rekordmånga budgivare. En välvårdad Volvo Amazon från 1966 blev kvällens dyraste bil.',
          body: [
            {
              p: 'Över 1 800 budgivare följde söndagens klassikerauktion, på plats i hallen i Upplands Väsby, online och via telefon. 46 bilar stod på listan, och 41 av dem fick nya ägare – en försäljningsgrad vi är mycket nöjda med.',
            },
            { h2: 'Kvällens höjdpunkter' },
            {
              ul: [
                '**Volvo Amazon 121, 1966** – original i rubinrött, två ägare och komplett historik. Klubbades för 142 000 kr efter en budstrid mellan två telefonbudgivare.',
                '**Volkswagen 1300, 1970** – den klassiska Bubblan, restaurerad i början av 2000-talet. 96 000 kr.',
                '**Saab 96 V4, 1973** – med rallyhistorik från Värmland och originalinstrument. 88 000 kr.',
                '**Mercedes-Benz 280 SE, 1978** – lång ägarhistorik i samma familj. 74 000 kr.',
              ],
            },
            { h2: 'Youngtimers ökar' },
            {
              p: 'En tydlig trend är att bilar från 1980- och 1990-talen lockar allt fler budgivare. En Volvo 240 GL kombi från 1991 med låga miltal gick för 61 000 kr – nästan dubbelt så mycket som motsvarande bil för fem år sedan.',
            },
            {
              quote:
                'Det är en generation som växte upp i baksätet på de här bilarna som nu har råd att köpa dem. – Robert Ekström, klassikerspecialist',
            },
            {
              p: 'Nästa klassikerauktion går första söndagen i juni. Läs mer under [Klassikerauktionen](/kommande-auktioner/klassikerauktionen).',
            },
          ],
        },
      },
    },
    {
      slug: 'sa-laser-du-testrapporten',
      date: '2025-04-23T09:45:00Z',
      author: 'Niklas Hägg',
      tags: ['budtips'],
      image: {
        scene: 'workshop',
        variant: 'day',
        carColor: '#e4e2dc',
        alt: 'Ljus bil på lyft under test i en verkstadshall',
      },
      content: {
        'sv-SE': {
          title: 'Grönt, gult och rött – så läser du testrapporten',
          premble:
            'Testrapporten är ditt viktigaste verktyg när du bjuder. Vår testtekniker Niklas förklarar hur du tolkar anmärkningarna.',
          body: [
            {
              p: 'Varje bil som läggs ut hos oss har testats i 130 kontrollpunkter, provkörts och fått alla styrenheter avlästa. Allt vi hittar står i rapporten. Men en lång lista med anmärkningar betyder inte nödvändigtvis en dålig bil – det handlar om vilka anmärkningar det är.',
            },
            { h2: 'Färgerna' },
            {
              ul: [
                '**Grön** – normalt slitage för bilens ålder och miltal. Inget du behöver göra något åt nu.',
                '**Gul** – bör åtgärdas inom ett år, till exempel bromsbelägg som närmar sig slitagegränsen.',
                '**Röd** – behöver åtgärdas innan bilen används. Vi anger alltid en uppskattad kostnad.',
              ],
            },
            { h2: 'Det här ska du titta extra på' },
            {
              ol: [
                '**Lackmätningen.** Avvikande värden på en panel tyder på att den har lackerats om. Det är inte fel i sig, men fråga gärna varför.',
                '**Felkoder.** En sparad felkod utan symtom är vanlig. Återkommande koder från samma system är värda en fråga.',
                '**Servicehistoriken.** Luckor i servicen påverkar både garantier och andrahandsvärde.',
              ],
            },
            {
              p: 'Har du frågor om en anmärkning svarar våra testtekniker i chatten fram till kl. 17 på auktionsdagen. Läs mer om hur vi testar under [Testrapporten](/sa-fungerar-auktionen/testrapporten).',
            },
          ],
        },
      },
    },
    {
      slug: 'fynd-under-50000',
      date: '2025-06-10T13:00:00Z',
      author: 'Ida Bergqvist',
      tags: ['salt-pa-auktion'],
      image: {
        scene: 'family',
        variant: 'day',
        carColor: '#6b7f5a',
        alt: 'Grön kombi parkerad på en uppfart vid ett villaområde',
      },
      content: {
        'sv-SE': {
          title: 'Veckans fynd: fem pålitliga bilar som gick under 50 000 kr',
          premble:
            'Det går fortfarande att hitta en bra bil till en låg peng. Vi har gått igenom förra veckans veckoauktion och plockat ut fem exempel.',
          body: [
            {
              p: 'Med stigande bilpriser de senaste åren har många gett upp tanken på en billig men pålitlig bil. På veckoauktionen ser vi varje vecka bilar med ärliga testrapporter som går för under 50 000 kr. Här är fem som klubbades förra tisdagen.',
            },
            { h2: 'Fem exempel från veckoauktionen' },
            {
              ol: [
                '**Toyota Yaris 1,33, 2011** – 14 800 mil, servad hos märkesverkstad. 38 500 kr.',
                '**Volvo V70 D4, 2013** – 24 100 mil, dragkrok och ny kamrem. 49 500 kr.',
                '**Škoda Fabia Kombi, 2014** – 16 200 mil, en gul anmärkning på bromsarna. 34 000 kr.',
                '**Honda Jazz, 2010** – 11 900 mil, en ägare sedan ny. 41 500 kr.',
                '**Volkswagen Golf TSI, 2012** – 19 800 mil, nya vinterdäck ingick. 45 000 kr.',
              ],
            },
            { h2: 'Det här har de gemensamt' },
            {
              p: 'Alla fem har obruten servicehistorik och inga röda anmärkningar i testrapporten. Det är de två viktigaste sakerna att titta efter när budgeten är begränsad. Tänk på att köparavgiften är lägst 1 495 kr, vilket märks mer procentuellt på en billig bil.',
            },
            {
              p: 'Veckoauktionen avslutas varje tisdag från kl. 19.00. Se [Kommande auktioner](/kommande-auktioner).',
            },
          ],
        },
      },
    },
    {
      slug: 'elbilsauktionen-ett-ar',
      date: '2025-08-12T10:30:00Z',
      author: 'Magnus Wallin',
      tags: ['elbilar', 'salt-pa-auktion'],
      image: {
        scene: 'charging',
        variant: 'dusk',
        carColor: '#2f5d8a',
        alt: 'Blå elbil som laddar vid en laddstolpe i skymningen',
      },
      content: {
        'sv-SE': {
          title: 'Elbilsauktionen ett år: så har priserna utvecklats',
          premble:
            'För ett år sedan startade vi en egen auktion för el- och laddhybridbilar varje torsdag. Nu har över 4 000 bilar sålts – här är vad vi har lärt oss.',
          body: [
            {
              p: 'Idén var enkel: samla elbilarna på en egen auktion, ge varje bil ett uppmätt värde för batterihälsan och låt köparna jämföra på lika villkor. Ett år senare är elbilsauktionen vår näst största efter veckoauktionen.',
            },
            { h2: 'Tre saker vi har sett' },
            {
              ol: [
                '**Batterihälsan syns i priset.** Bilar med över 90 procents batterihälsa har i snitt gått för tydligt mer än samma modell med lägre värde.',
                '**Värmepump är värd pengarna.** Bilar med värmepump lockar fler budgivare, särskilt under hösten och vintern.',
                '**Priserna har stabiliserats.** Efter flera år av sjunkande andrahandspriser har slutpriserna för de vanligaste modellerna legat relativt stilla under våren och sommaren.',
              ],
            },
            { h2: 'Mest sålda modeller' },
            {
              p: 'Volkswagen ID.3 och ID.4, Tesla Model 3 och Model Y, Kia Niro och Polestar 2 står tillsammans för mer än hälften av bilarna. Många kommer direkt från leasing med full servicehistorik.',
            },
            {
              p: 'Elbilsauktionen avslutas varje torsdag från kl. 19.00. Läs mer under [Elbilsauktionen](/kommande-auktioner/elbilsauktionen).',
            },
          ],
        },
      },
    },
    {
      slug: 'batteritest-i-jonkoping',
      date: '2025-09-09T07:15:00Z',
      author: 'Niklas Hägg',
      tags: ['auktionsnytt', 'elbilar'],
      image: {
        scene: 'dealership',
        variant: 'dusk',
        carColor: '#4a4f55',
        alt: 'Nordvik Auktions testhall i Jönköping med glasfasad och bilar utanför i skymningen',
      },
      content: {
        'sv-SE': {
          title: 'Testhallen i Jönköping byggd ut – nu med egen batteristation',
          premble:
            'Fler elbilar och kortare ledtider. Efter sommarens ombyggnad kan vi batteritesta elbilar i Jönköping, och bilarna kommer ut på auktion snabbare.',
          body: [
            {
              p: 'Hittills har alla batteritester gjorts i Upplands Väsby. Det har inneburit att elbilar som lämnats in i Jönköping först behövt köras norrut. Från september har hallen i Jönköping en egen batteristation med plats för tolv bilar samtidigt.',
            },
            { h2: 'Det här är nytt' },
            {
              ul: [
                '**Batteristation** med tolv laddplatser för testladdning och vila',
                '**Ytterligare två lyftar** för underredskontroll',
                '**En ny fotostudio** med vridbar platta och jämnt ljus',
                '**Sex nya testtekniker**, varav tre med behörighet för högvoltsarbete',
              ],
            },
            { h2: 'Vad det betyder för dig' },
            {
              p: 'Säljer du en elbil via oss och bor i södra Sverige kan du nu lämna den i Jönköping. Tiden från inlämning till auktion kortas med i snitt fyra dagar. För köpare innebär det fler elbilar att titta på i Jönköpingshallen, vardagar 10–18 och lördagar 10–15.',
            },
            {
              p: 'Läs mer om hur testet går till under [Batteritest för elbilar](/sa-fungerar-auktionen/testrapporten/batteritest).',
            },
          ],
        },
      },
    },
    {
      slug: 'auktion-eller-handlare',
      date: '2025-10-28T12:05:00Z',
      author: 'Helena Strand',
      tags: ['salja-bil'],
      image: {
        scene: 'family',
        variant: 'dusk',
        carColor: '#3b4a5a',
        alt: 'Mörkblå familjebil på en garageuppfart i kvällsljus',
      },
      content: {
        'sv-SE': {
          title: 'Sälja på auktion, privat eller till handlare?',
          premble:
            'Det finns tre vanliga sätt att sälja en begagnad bil. Vilket som passar bäst beror på hur mycket tid du har och hur mycket risk du vill ta.',
          body: [
            {
              p: 'Den som ska sälja sin bil väljer oftast mellan att sälja privat, att byta in den hos en handlare eller att sälja via auktion. Alla tre har sina fördelar – här är en ärlig jämförelse.',
            },
            { h2: 'Privat försäljning' },
            {
              p: 'Kan ge bra betalt, men kräver annonser, visningar och provkörningar med okända. Som privat säljare ansvarar du dessutom för fel som fanns vid försäljningen, även om du inte kände till dem.',
            },
            { h2: 'Inbyte hos handlare' },
            {
              p: 'Snabbt och enkelt, särskilt om du ändå ska köpa en ny bil. Men handlaren behöver marginal för att kunna sälja bilen vidare, och det märks i priset.',
            },
            { h2: 'Auktion' },
            {
              p: 'Tusentals köpare konkurrerar om bilen, och det är marknaden som sätter priset. Vi testar och fotograferar bilen och sköter hela affären. Du betalar bara om bilen blir såld – säljprovisionen är 2,5 % av klubbat pris, lägst 2 500 kr. Läs mer under [Sälj via auktion](/salj-via-auktion).',
            },
            {
              ul: [
                'Vill du ha ett lägsta pris kan du sätta ett reservationspris',
                'Testrapporten ger köparen trygghet – och dig ett tydligt underlag',
                'Pengarna på kontot inom tre bankdagar efter att köparen betalat',
              ],
            },
          ],
        },
      },
    },
    {
      slug: 'klassikerauktionen-december-2025',
      date: '2025-12-09T15:40:00Z',
      author: 'Robert Ekström',
      tags: ['klassiker', 'salt-pa-auktion'],
      image: {
        scene: 'hero-winter',
        variant: 'dusk',
        carColor: '#1d2125',
        alt: 'Svart klassisk bil med tända strålkastare i ett snötäckt landskap i skymningen',
      },
      content: {
        'sv-SE': {
          title: 'Decemberauktionen: Saab 900 Turbo slog nytt rekord',
          premble:
            'Årets sista klassikerauktion bjöd på budstrider, snöoväder och ett nytt rekord för en Saab hos oss.',
          body: [
            {
              p: 'Trots snöovädret som drog in över Stockholm på söndagseftermiddagen var hallen i Upplands Väsby fullsatt. Ännu fler följde auktionen online – 2 300 registrerade budgivare, vårt högsta antal hittills.',
            },
            { h2: 'Rekordet' },
            {
              p: 'Kvällens stora namn var en svart **Saab 900 Turbo 16 tredörrars från 1986**, med 9 800 mil på mätaren och en ägare sedan 1990. Efter tolv minuters budgivning mellan en budgivare i hallen och en online föll klubban på 187 000 kr – det högsta pris en Saab har sålts för på Nordvik Auktion.',
            },
            { h2: 'Fler höjdpunkter' },
            {
              ul: [
                '**Porsche 924, 1981** – originalskick, dokumenterad historik. 132 000 kr.',
                '**Volvo P1800 S, 1967** – påbörjad restaurering, för den händige. 118 000 kr.',
                '**Mercedes-Benz 190 E 2.3, 1989** – 11 200 mil, samma ägare i 30 år. 64 000 kr.',
              ],
            },
            {
              quote:
                'Saab 900 Turbo har gått från att vara en bruksbil till ett samlarobjekt på tio år. Det här var en av de finaste vi har sett. – Robert Ekström, klassikerspecialist',
            },
            {
              p: 'Nästa klassikerauktion går första söndagen i mars. Vill du sälja din klassiker? Läs mer under [Klassikerauktionen](/kommande-auktioner/klassikerauktionen).',
            },
          ],
        },
      },
    },
    {
      slug: 'tolka-batterihalsan-pa-auktion',
      date: '2026-01-29T08:50:00Z',
      author: 'Magnus Wallin',
      tags: ['elbilar', 'budtips'],
      image: {
        scene: 'charging',
        variant: 'night',
        carColor: '#e4e2dc',
        alt: 'Vit elbil vid en upplyst laddstolpe en vinterkväll',
      },
      content: {
        'sv-SE': {
          title: 'Bjuda på elbil: så värderar du batterihälsan',
          premble:
            'Två elbilar av samma modell och årgång kan vara värda väldigt olika mycket. Skillnaden sitter ofta i batteriet – så här använder du testresultatet när du bjuder.',
          body: [
            {
              p: 'Alla elbilar och laddhybrider hos oss har ett uppmätt värde för batterihälsa, SoH, i procent av kapaciteten som ny. Värdet jämförs med andra bilar av samma modell och ålder, och det är den jämförelsen som är mest intressant när du sätter ditt maxbud.',
            },
            { h2: 'En tumregel' },
            {
              p: 'Räckvidden minskar ungefär i samma takt som batterihälsan. En bil med 88 procent räcker alltså cirka tolv procent kortare än när den var ny. Fundera på vad det betyder för din körning – för pendling i stan spelar det ofta mindre roll än du tror.',
            },
            { h2: 'Kolla också det här' },
            {
              ul: [
                '**Återstående batterigaranti** – vi anger hur länge den gäller',
                '**Värmepump** – gör stor skillnad för räckvidden på vintern',
                '**Laddkabel** – typ 2-kabeln medföljer alltid om inget annat står',
                '**Snabbladdningseffekt** – avgör hur lång tid laddstoppen tar på långresan',
              ],
            },
            {
              p: 'Läs mer om testet under [Batteritest för elbilar](/sa-fungerar-auktionen/testrapporten/batteritest), och se veckans bilar på [Elbilsauktionen](/kommande-auktioner/elbilsauktionen).',
            },
          ],
        },
      },
    },
    {
      slug: 'hoj-slutpriset-fem-saker',
      date: '2026-03-19T10:10:00Z',
      author: 'Helena Strand',
      tags: ['salja-bil'],
      image: {
        scene: 'showroom',
        variant: 'day',
        carColor: '#b35c2a',
        alt: 'Kopparfärgad bil uppställd för fotografering i en ljus hall',
      },
      content: {
        'sv-SE': {
          title: 'Fem saker som höjer slutpriset när du säljer på auktion',
          premble:
            'Bilens skick och miltal går inte att ändra. Men en del av det som avgör slutpriset har du själv i handen.',
          body: [
            {
              p: 'Vi har tittat på tusentals auktioner och jämfört slutpriserna för bilar av samma modell, årgång och miltal. Några saker återkommer gång på gång hos bilarna som går för mer än förväntat.',
            },
            { h2: 'Listan' },
            {
              ol: [
                '**Servicehistorik.** En obruten servicebok är det som oftast skiljer ett bra slutpris från ett genomsnittligt.',
                '**Två nycklar.** Köpare drar av för en saknad nyckel – ofta mer än vad en ny kostar.',
                '**Extra hjul.** Ett par vinterhjul med bra mönsterdjup lockar fler budgivare, särskilt på hösten.',
                '**Rätt auktion vid rätt tid.** Cabrioleter säljer bäst på våren, fyrhjulsdrivna bilar på hösten.',
                '**Ärlighet.** Berätta om kända fel i förväg. Det ger färre frågor och mer förtroende från budgivarna.',
              ],
            },
            { h2: 'Reservationspris – ja eller nej?' },
            {
              p: 'Ett reservationspris ger trygghet, men sätts det för högt kan det skrämma bort budgivare. Våra rådgivare hjälper dig att sätta en nivå som skyddar dig utan att hämma budgivningen. Nås inte reservationspriset kan du lägga ut bilen igen en gång utan kostnad.',
            },
            { p: 'Kom igång under [Sälj via auktion](/salj-via-auktion).' },
          ],
        },
      },
    },
    {
      slug: 'leasingreturer-foretag',
      date: '2026-05-19T06:40:00Z',
      author: 'Camilla Roos',
      tags: ['salja-bil', 'auktionsnytt'],
      image: {
        scene: 'dealership',
        variant: 'day',
        carColor: '#9aa0a6',
        alt: 'Rader av leasingbilar uppställda framför Nordvik Auktions hall en klar dag',
      },
      content: {
        'sv-SE': {
          title: 'Därför säljer allt fler företag sina leasingreturer på auktion',
          premble:
            'Förra året sålde vi omkring 9 000 bilar åt företag och leasingbolag. Vi frågade några av dem varför de valt auktion.',
          body: [
            {
              p: 'När ett leasingavtal löper ut ska bilen tillbaka – och säljas vidare. För leasingbolag, bilpooler och kommuner handlar det om hundratals bilar i månaden, och varje dag en bil står still kostar pengar.',
            },
            { h2: 'Det som gör skillnad' },
            {
              ul: [
                '**Tid.** I snitt tar det 21 dagar från hämtning till utbetalning.',
                '**Pris.** Slutpriset har i genomsnitt legat på 104 procent av vår förhandsvärdering.',
                '**Skadebedömning** enligt branschens riktlinjer, som underlag för debitering av leasingtagaren.',
                '**Rapport per bil** med slutpris, antal bud och jämförelse mot marknaden.',
              ],
            },
            {
              quote:
                'Vi gick från att ha bilar stående i flera veckor på en parkering till att få betalt inom en månad. Och vi slipper hantera hundratals enskilda affärer. – fordonsansvarig på ett leasingbolag',
            },
            { h2: 'Bra för köparna också' },
            {
              p: 'Leasingreturer är ofta tre år gamla, har gått normala mil och har full servicehistorik. Det gör dem till några av de mest efterfrågade bilarna på veckoauktionen.',
            },
            {
              p: 'Är ditt företag intresserat? Läs mer under [Leasingreturer](/salj-via-auktion/foretag/leasingreturer) eller [Sälj via auktion för företag](/salj-via-auktion/foretag).',
            },
          ],
        },
      },
    },
    {
      slug: 'lamna-in-till-decemberauktionen',
      date: '2026-08-04T09:25:00Z',
      author: 'Robert Ekström',
      tags: ['klassiker', 'salja-bil'],
      image: {
        scene: 'hero-coast',
        variant: 'day',
        carColor: '#c8b98a',
        alt: 'Sandfärgad klassisk bil på en kustväg vid havet en sommardag',
      },
      content: {
        'sv-SE': {
          title: 'Nu tar vi emot bilar till decemberauktionen',
          premble:
            'Har du en veteranbil, youngtimer eller samlarbil i garaget? Klassikerauktionen den 6 december tar emot bilar fram till den 25 oktober.',
          body: [
            {
              p: 'Decemberauktionen är årets största klassikerauktion. Många köpare letar efter en julklapp till sig själva, och hallen i Upplands Väsby brukar vara fullsatt. Vi tar emot bilar fram till sex veckor före auktionsdagen.',
            },
            { h2: 'Det här söker vi särskilt' },
            {
              ul: [
                'Svenska klassiker från 1950–1970-talen: Volvo PV, Amazon och P1800, Saab 92–96',
                'Youngtimers från 1980- och 1990-talen med låga miltal och dokumenterad historik',
                'Sportbilar och cabrioleter i originalskick',
                'Amerikanska bilar med svensk historik',
              ],
            },
            { h2: 'Så går inlämningen till' },
            {
              ol: [
                '**Kontakta oss** med bilder och en kort beskrivning av bilen.',
                '**Kostnadsfri värdering** av våra klassikerspecialister, som också hjälper dig att sätta ett rimligt reservationspris.',
                '**Foto och film** i vår studio, med en utökad beskrivning av historik och dokumentation.',
                '**Visning** i hallen veckan före auktionen.',
              ],
            },
            {
              p: 'Bilar över 30 år får en skicksbedömning i stället för den vanliga testrapporten. Läs mer under [Klassikerauktionen](/kommande-auktioner/klassikerauktionen).',
            },
          ],
        },
      },
    },
    {
      slug: 'nya-appen-live-budgivning',
      date: '2026-10-13T11:55:00Z',
      author: 'Camilla Roos',
      tags: ['auktionsnytt', 'budtips'],
      image: {
        scene: 'hero-city',
        variant: 'night',
        carColor: '#b35c2a',
        alt: 'Kopparfärgad bil på en regnvåt stadsgata en kväll med stadens ljus i asfalten',
      },
      content: {
        'sv-SE': {
          title: 'Nya appen: följ slutet live och höj maxbudet med ett tryck',
          premble:
            'Den nya versionen av Nordvik Auktions app är byggd för auktionens sista minuter. Här är nyheterna – och hur du använder dem.',
          body: [
            {
              p: 'Tre av fyra bud hos oss läggs i dag från mobilen. Därför har vi byggt om appen från grunden, med fokus på det som händer när en bil närmar sig sluttiden.',
            },
            { h2: 'Nyheterna' },
            {
              ul: [
                '**Live-läge** som visar varje nytt bud i realtid, med nedräkning och förlängning',
                '**Pushnotis** 15 minuter innan en favoritbil avslutas – och direkt när någon bjuder över dig',
                '**Höj maxbudet** med ett tryck, med bekräftelse via BankID',
                '**Testrapporten offline**, så att du kan läsa den även där täckningen är dålig',
                '**Totalpris direkt** – klubbat pris plus köparavgift visas vid varje bud',
              ],
            },
            { h2: 'Ett tips från oss' },
            {
              p: 'Appen gör det lättare att följa slutet, men det bästa sättet att vinna är fortfarande att lägga ett genomtänkt maxbud i förväg. Använd notiserna som en påminnelse – inte som en uppmaning att gå över din budget.',
            },
            {
              p: 'Appen är gratis. Har du inget konto ännu? Läs mer under [Registrera dig](/sa-fungerar-auktionen/registrering).',
            },
          ],
        },
      },
    },
  ],
}
