import type { SeedStories } from '../types'

/** Nordvik Carstore (Stockholm, Göteborg, Malmö and online): used-car retail news and guides. */
export const stories: SeedStories = {
  indexPath: '/nyheter',
  tags: [
    { key: 'kopguider', value: { 'sv-SE': 'Köpguider' } },
    { key: 'elbil', value: { 'sv-SE': 'Elbil' } },
    { key: 'garanti-och-trygghet', value: { 'sv-SE': 'Garanti och trygghet' } },
    { key: 'finansiering', value: { 'sv-SE': 'Finansiering' } },
    { key: 'carstore-nytt', value: { 'sv-SE': 'Nytt från Carstore' } },
  ],
  stories: [
    {
      slug: 'sa-testar-vi-varje-bil',
      date: '2025-01-09T09:00:00Z',
      author: 'Daniel Persson',
      tags: ['garanti-och-trygghet'],
      image: {
        scene: 'workshop',
        variant: 'day',
        carColor: '#c9c9c4',
        alt: 'Silverfärgad bil på lyft under kontroll i en ljus verkstad',
      },
      content: {
        'sv-SE': {
          title: '110 punkter – så testar vi varje bil innan den säljs',
          premble:
            'Innan en bil får en annons hos oss har en tekniker gått igenom den från motorrum till reservhjul. Vi följde med en Volvo V60 genom hela testet.',
          body: [
            {
              p: 'Varje vecka kommer runt 120 bilar in i vårt lager. Ingen av dem når annonsen utan att ha passerat testhallen i Barkarby, Hisings Backa eller Bulltofta. Den här morgonen är det en Volvo V60 från 2020, inbytt av en familj i Sollentuna, som rullar upp på lyften.',
            },
            { h2: 'Så går testet till' },
            {
              ol: [
                '**Historiken kontrolleras.** Servicebok, ägarbyten, besiktningar och eventuella återkallelser från tillverkaren.',
                '**Felkoder läses av** i alla styrenheter – även sådana som inte tänder någon varningslampa.',
                '**Underredet granskas** på lyft: rost, läckage, bromsar, stötdämpare och hjulupphängning.',
                '**Lacken mäts** på varje panel för att upptäcka tidigare reparationer.',
                '**Provkörning** i blandad trafik, där teknikern lyssnar efter missljud och testar förarassistansen.',
              ],
            },
            { h2: 'Det vi hittar åtgärdas – eller står i annonsen' },
            {
              p: 'V60:n behövde nya bromsbelägg bak och ett nytt torkarblad. Det byttes innan bilen fotograferades. Mindre kosmetiska skador, som en repa på bakre stötfångaren, åtgärdar vi inte alltid – men de syns alltid på bilderna och står i protokollet.',
            },
            {
              p: 'Testprotokollet finns i varje annons under [Bilar i lager](/bilar), och alla bilar omfattas av vår [garanti](/garanti) i 12 månader utan milgräns.',
            },
          ],
        },
      },
    },
    {
      slug: 'kopa-bil-online-tryggt',
      date: '2025-02-18T12:15:00Z',
      author: 'Johanna Lind',
      tags: ['kopguider'],
      image: {
        scene: 'hero-city',
        variant: 'dusk',
        carColor: '#0f7f73',
        alt: 'Petrolfärgad bil på en regnvåt stadsgata i kvällsljus',
      },
      content: {
        'sv-SE': {
          title: 'Köpa bil online – så gör du det tryggt',
          premble:
            'Ungefär hälften av våra kunder köper bil utan att ha sett den på plats. Så här vet du att du får det du betalar för – oavsett var du handlar.',
          body: [
            {
              p: 'Att köpa bil på nätet kändes främmande för många för bara några år sedan. I dag är det vardag. Men en bil är ett stort köp, och det finns några saker du alltid bör kontrollera innan du trycker på knappen.',
            },
            { h2: 'Checklista för nätköp' },
            {
              ul: [
                '**Många och tydliga bilder** – även på däck, kupé, skador och instrumentpanel med mätarställning',
                '**Ett testprotokoll** som visar vad som är kontrollerat och vad som har åtgärdats',
                '**Servicehistorik** i digital servicebok eller som kopior av stämplar och kvitton',
                '**Ångerrätt eller öppet köp** – vid distansköp från en handlare har du enligt lag 14 dagars ångerrätt',
                '**Vem som står för transporten** om du ångrar dig',
              ],
            },
            { h2: 'Så fungerar det hos oss' },
            {
              p: 'Du reserverar bilen med BankID i 48 timmar, utan kostnad. Sedan väljer du om du vill hämta den i någon av våra bilhallar eller få den [levererad hem](/sa-funkar-det/hemleverans). Leveransen är kostnadsfri inom 10 mil från en bilhall.',
            },
            {
              p: 'Känns bilen inte rätt har du [14 dagars öppet köp](/sa-funkar-det/oppet-kop) och kan köra upp till 100 mil innan du bestämmer dig. Läs hela processen under [Så funkar det](/sa-funkar-det).',
            },
          ],
        },
      },
    },
    {
      slug: 'tio-fragor-begagnad-elbil',
      date: '2025-03-27T07:40:00Z',
      author: 'Sofia Engström',
      tags: ['elbil', 'kopguider'],
      image: {
        scene: 'charging',
        variant: 'dusk',
        carColor: '#f0efe9',
        alt: 'Vit elbil som laddar vid en laddstolpe i skymningen',
      },
      content: {
        'sv-SE': {
          title: 'Begagnad elbil – tio frågor att ställa innan du köper',
          premble:
            'En begagnad elbil kan vara ett av marknadens bästa köp. Men det finns frågor som är specifika för elbilar – här är de tio viktigaste.',
          body: [
            {
              p: 'Andrahandspriserna på elbilar har sjunkit de senaste åren, samtidigt som utbudet vuxit. För den som köper begagnat är det goda nyheter. Men en elbil är inte en bensinbil med batteri, och några av de vanliga frågorna byts ut mot nya.',
            },
            { h2: 'Frågorna' },
            {
              ol: [
                'Vilken batterihälsa (SoH) har bilen, och hur är den uppmätt?',
                'Hur lång tid återstår av tillverkarens batterigaranti?',
                'Har bilen värmepump?',
                'Hur snabbt kan den snabbladda, och med vilken kontakt?',
                'Följer laddkabel för vanligt uttag och typ 2-kabel med?',
                'Finns det programuppdateringar som inte är gjorda?',
                'Har bilen gjort den service som tillverkaren föreskriver – även elbilar har serviceprogram?',
                'Hur ser bromsskivorna ut? De rostar lätt när de används lite.',
                'Vilken räckvidd kan du räkna med på vintern, inte bara enligt WLTP?',
                'Passar bilen din laddmöjlighet hemma eller på jobbet?',
              ],
            },
            { h2: 'Svaren står i annonsen' },
            {
              p: 'Vi har alltid runt 150 el- och laddhybridbilar i lager, och varje elbil har ett batteritest med uppmätt kapacitet i procent. Resultatet och återstående batterigaranti står i annonsen under [Bilar i lager](/bilar). Har du fler frågor kan du ringa eller chatta med [kundservice](/kontakt/kundservice).',
            },
          ],
        },
      },
    },
    {
      slug: 'vad-tacker-garantin',
      date: '2025-05-06T10:25:00Z',
      author: 'Daniel Persson',
      tags: ['garanti-och-trygghet'],
      image: {
        scene: 'workshop',
        variant: 'dusk',
        carColor: '#2a4d7a',
        alt: 'Blå bil på lyft i en verkstad en sen eftermiddag',
      },
      content: {
        'sv-SE': {
          title: 'Vad täcker garantin egentligen?',
          premble:
            'Alla bilar vi säljer har 12 månaders garanti utan milgräns. Men vad ingår, vad ingår inte – och hur förhåller sig garantin till konsumentköplagen?',
          body: [
            {
              p: 'Frågor om garantin är bland de vanligaste till vår kundservice, och det är förståeligt. Ord som garanti, reklamation och vagnskadegaranti låter lika men betyder olika saker. Här reder vi ut dem.',
            },
            { h2: 'Nordvik Garanti 12 månader' },
            {
              p: 'Garantin täcker fel på motor, växellåda, drivlina, elsystem, styrning och bromsar. Den har ingen milgräns och ingen självrisk för garantireparationer. Dessutom ingår vägassistans dygnet runt i hela Europa.',
            },
            { h2: 'Det här täcks inte' },
            {
              ul: [
                'Normalt slitage som däck, bromsbelägg, torkarblad och kopplingslamell',
                'Skador som beror på olyckor eller yttre påverkan – där gäller i stället vagnskadegarantin',
                'Fel som uppstått på grund av eftersatt service',
              ],
            },
            { h2: 'Garantin kommer utöver lagen' },
            {
              p: 'Som konsument har du alltid rätt att reklamera fel som fanns vid köpet enligt konsumentköplagen, i upp till tre år. Garantin begränsar inte den rätten – den lägger till extra trygghet. Läs mer under [Reklamation](/kontakt/kundservice/reklamation).',
            },
            {
              p: 'Vill du ha längre trygghet kan du förlänga med Garanti Plus i 12 eller 24 månader till. Läs mer under [Garanti](/garanti).',
            },
          ],
        },
      },
    },
    {
      slug: 'goteborgshallen-vaxer',
      date: '2025-06-12T08:05:00Z',
      author: 'Viktor Almqvist',
      tags: ['carstore-nytt'],
      image: {
        scene: 'dealership',
        variant: 'day',
        carColor: '#5b6770',
        alt: 'Nordvik Carstores bilhall i Hisings Backa med glasfasad och bilar utanför',
      },
      content: {
        'sv-SE': {
          title: 'Göteborgshallen växer – plats för 200 bilar i höst',
          premble:
            'Efterfrågan i Västsverige har ökat snabbare än vi räknat med. Nu bygger vi ut bilhallen i Hisings Backa med en ny inomhushall och fler laddplatser.',
          body: [
            {
              p: 'När vi öppnade i Hisings Backa fanns plats för 140 bilar. Redan första året var lagret ofta slutsålt på de mest efterfrågade modellerna, och många kunder fick vänta på att en bil skulle flyttas från Stockholm. Nu tar vi nästa steg.',
            },
            { h2: 'Det här händer' },
            {
              ul: [
                '**En ny inomhushall** som tar lagret till cirka 200 bilar',
                '**Åtta laddplatser** för kunder och provkörningsbilar',
                '**En egen testverkstad** så att bilarna kan säljas snabbare efter inbyte',
                '**Tio nya kollegor** inom försäljning, teknik och leverans',
              ],
            },
            {
              p: 'Bilhallen är öppen som vanligt under bygget, vardagar 10–19 och helger 10–16. Den nya hallen beräknas vara klar i oktober.',
            },
            {
              quote:
                'Göteborgarna vill se och känna på bilen innan de köper. Nu kan vi visa fler bilar under tak, även när det regnar – och det gör det ju ibland. – Viktor Almqvist, platschef i Göteborg',
            },
            { p: 'Adress och vägbeskrivning hittar du under [Göteborg – Hisings Backa](/kontakt/goteborg).' },
          ],
        },
      },
    },
    {
      slug: 'billan-med-restvarde',
      date: '2025-07-22T13:30:00Z',
      author: 'Johanna Lind',
      tags: ['finansiering'],
      image: {
        scene: 'pattern',
        alt: 'Abstrakt mönster i petrol och mörkgrönt',
      },
      content: {
        'sv-SE': {
          title: 'Billån med restvärde – så fungerar det',
          premble:
            'Ett restvärde sänker månadskostnaden på billånet. Men pengarna försvinner inte – de flyttas till slutet av lånet. Så här tänker du rätt.',
          body: [
            {
              p: 'Vid ett vanligt billån betalar du av hela lånebeloppet under löptiden. Med restvärde skjuter du i stället en del av beloppet till sista betalningen. Månadskostnaden blir lägre, men när lånet löper ut återstår en klumpsumma.',
            },
            { h2: 'Tre vägar när lånet löper ut' },
            {
              ol: [
                '**Betala restvärdet** och behåll bilen, skuldfri.',
                '**Refinansiera restvärdet** med ett nytt lån, om du vill behålla bilen men sprida ut kostnaden.',
                '**Byt in bilen.** Är bilen värd mer än restvärdet blir mellanskillnaden din kontantinsats till nästa bil.',
              ],
            },
            { h2: 'Passar det dig?' },
            {
              p: 'Restvärde passar bäst om du vill byta bil vart tredje eller fjärde år och kör ungefär normalt. Kör du väldigt mycket kan bilens värde sjunka snabbare än restvärdet, och då behöver du skjuta till pengar vid bytet.',
            },
            {
              p: 'Hos oss kan du välja ett restvärde på upp till 50 % för bilar yngre än fyra år. Läs mer och se räkneexempel under [Billån](/finansiering/billan). *Kreditprövning sker alltid, och Nordvik Carstore förmedlar krediten men är inte långivare.*',
            },
          ],
        },
      },
    },
    {
      slug: 'oppet-kop-i-praktiken',
      date: '2025-09-03T06:55:00Z',
      author: 'Sofia Engström',
      tags: ['garanti-och-trygghet', 'kopguider'],
      image: {
        scene: 'family',
        variant: 'day',
        carColor: '#2a4d7a',
        alt: 'Blå familjebil parkerad på en villagata en solig dag',
      },
      content: {
        'sv-SE': {
          title: 'Öppet köp i praktiken – familjen som bytte bil efter tio dagar',
          premble:
            'Familjen Nyberg i Uppsala köpte en kompakt SUV, körde den i vardagen i tio dagar – och bytte sedan till en kombi. Så här gick det till.',
          body: [
            {
              p: 'Karin och Anders Nyberg hade bestämt sig: en kompakt SUV, lätt att parkera och med hög insteg för Karins rygg. Bilen levererades hem en torsdag, och första veckan fungerade den perfekt. Sedan kom höstlovsresan till Dalarna.',
            },
            {
              quote:
                'Barnvagnen, två resväskor och hundburen – det gick helt enkelt inte. Vi stod på uppfarten och insåg att vi hade valt fel bil. – Karin Nyberg',
            },
            { h2: 'Så fungerar öppet köp' },
            {
              p: 'Alla bilar hos oss har 14 dagars öppet köp. Du kan köra upp till 100 mil, och så länge bilen är i samma skick får du tillbaka hela köpesumman. Familjen Nyberg valde i stället att byta direkt till en annan bil, och mellanskillnaden justerades i samma affär.',
            },
            {
              ul: [
                'Kontakta kundservice inom 14 dagar från leverans',
                'Bilen får ha körts högst 100 mil',
                'Pengarna tillbaka inom fem bankdagar – eller byt direkt mot en annan bil',
              ],
            },
            { h2: 'Lärdomen' },
            {
              p: 'Provkör med det du faktiskt ska ha i bilen. Ta med barnvagnen, skidorna eller hundburen redan vid första visningen – eller använd de 14 dagarna till just det. Läs mer om [14 dagars öppet köp](/sa-funkar-det/oppet-kop).',
            },
          ],
        },
      },
    },
    {
      slug: 'valj-ratt-familjebil',
      date: '2025-10-08T11:45:00Z',
      author: 'Erik Sandberg',
      tags: ['kopguider'],
      image: {
        scene: 'hero-forest',
        variant: 'dawn',
        carColor: '#d9d6cf',
        alt: 'Ljus SUV på en skogsväg mellan tallar i morgonljus',
      },
      content: {
        'sv-SE': {
          title: 'Kombi, SUV eller elbil – så väljer du rätt familjebil',
          premble:
            'Den perfekta familjebilen finns inte – men den perfekta för just din familj gör det. Våra bilrådgivare delar med sig av frågorna de alltid ställer.',
          body: [
            {
              p: 'Volvo V60 och V90, Volkswagen Passat, Toyota RAV4, Kia Sportage och Volkswagen ID.4 hör till de bilar barnfamiljer oftast köper hos oss. De är alla bra bilar – men för olika familjer.',
            },
            { h2: 'Kombi' },
            {
              p: 'Långt och platt bagageutrymme, låg lasthöjd och ofta lägre förbrukning än en SUV av samma storlek. Passar dig som packar mycket och kör långt, gärna med takbox eller släp.',
            },
            { h2: 'SUV' },
            {
              p: 'Högre sittposition och högt insteg, vilket gör det lättare att lyfta in barn i bilbarnstolar. Finns ofta med fyrhjulsdrift. Bagageutrymmet är högt men inte alltid långt.',
            },
            { h2: 'Elbil' },
            {
              p: 'Lägst driftkostnad om du kan ladda hemma, och många elbilar har förvånansvärt mycket plats tack vare det platta golvet. Kontrollera dragvikten om du ska dra husvagn.',
            },
            {
              ul: [
                '**Mät barnvagnen** och ta med den på provkörningen',
                '**Testa bilbarnstolarna** – alla bilar har inte plats för tre i baksätet',
                '**Räkna på hela kostnaden**: försäkring, skatt, drivmedel och service – i [lagret](/bilar) kan du filtrera på kaross, drivmedel och månadskostnad',
              ],
            },
          ],
        },
      },
    },
    {
      slug: 'mest-salda-begagnade-elbilarna-2025',
      date: '2025-11-18T15:10:00Z',
      author: 'Viktor Almqvist',
      tags: ['elbil', 'carstore-nytt'],
      image: {
        scene: 'charging',
        variant: 'night',
        carColor: '#1c1f24',
        alt: 'Svart elbil vid en upplyst laddstolpe en mörk kväll',
      },
      content: {
        'sv-SE': {
          title: 'Topplistan: våra mest sålda begagnade elbilar 2025',
          premble:
            'Var fjärde bil vi sålde i år var en elbil. Här är modellerna som våra kunder valde oftast – och varför.',
          body: [
            {
              p: 'Andelen elbilar bland våra försäljningar har ökat varje år sedan vi öppnade. I år gick gränsen vid 25 procent, och i Stockholm var det ännu fler. Många kunder köper sin första elbil begagnad, och de flesta väljer en bil som är två till fyra år gammal.',
            },
            { h2: 'Topp fem' },
            {
              ol: [
                '**Volkswagen ID.4** – rymlig, lätt att köra och med bra batterihälsa även på bilar med höga miltal',
                '**Tesla Model Y** – stort bagageutrymme och tillgång till ett tätt snabbladdnät',
                '**Volvo XC40 Recharge** – kompakt SUV med hög sittposition och Volvo-känsla',
                '**Polestar 2** – för den som vill ha en sportigare elbil med lågt insteg',
                '**Kia EV6** – snabb laddning och lång räckvidd för pengarna',
              ],
            },
            { h2: 'Batteriet oroar allt mindre' },
            {
              p: 'För två år sedan var batteriets skick den vanligaste frågan. I dag frågar färre, eftersom alla våra elbilar har ett batteritest i annonsen. Snittbilen vi sålde i år hade över 90 procents batterihälsa kvar.',
            },
            { p: 'Se alla elbilar i lager under [Bilar i lager](/bilar) – filtrera på drivmedel el.' },
          ],
        },
      },
    },
    {
      slug: 'basta-pris-for-inbytesbilen',
      date: '2026-01-27T09:50:00Z',
      author: 'Erik Sandberg',
      tags: ['finansiering', 'kopguider'],
      image: {
        scene: 'showroom',
        variant: 'day',
        carColor: '#0b3a3d',
        alt: 'Två begagnade bilar i en ljus bilhall med blankt golv',
      },
      content: {
        'sv-SE': {
          title: 'Så får du bäst pris för din inbytesbil',
          premble:
            'Inbytesbilen är för många den största delen av kontantinsatsen. Med lite förberedelser kan värderingen bli flera tusen kronor högre.',
          body: [
            {
              p: 'Vi värderar varje inbytesbil utifrån vad liknande bilar faktiskt har sålts för de senaste 90 dagarna. Därefter justerar vi för miltal, utrustning, servicehistorik och skick. En del av det kan du påverka – redan i dag.',
            },
            { h2: 'Gör det här före värderingen' },
            {
              ol: [
                '**Leta fram båda nycklarna.** En saknad nyckel kostar ofta 3 000–5 000 kr att ersätta.',
                '**Gör servicen** om den är försenad, och se till att den blir stämplad.',
                '**Ta bra bilder** i dagsljus på en ren bil – det ger en säkrare preliminär värdering.',
                '**Samla papperen:** registreringsbevis del 2, servicebok och kvitton på större reparationer.',
                '**Berätta om fel** du känner till. Då slipper vi justera värderingen i sista stund.',
              ],
            },
            { h2: 'Just nu söker vi extra' },
            {
              p: 'Efterfrågan är särskilt stor på elbilar och kombibilar upp till fem år. Har du en sådan kan det vara ett bra läge att byta.',
            },
            {
              p: 'Läs mer om [hur vi värderar](/sa-funkar-det/inbyte/vardering) eller starta med [Byt in din bil](/sa-funkar-det/inbyte). Den preliminära värderingen gäller i 14 dagar eller 200 mil.',
            },
          ],
        },
      },
    },
    {
      slug: 'privatleasa-begagnad-bil',
      date: '2026-03-17T08:20:00Z',
      author: 'Johanna Lind',
      tags: ['finansiering'],
      image: {
        scene: 'hero-coast',
        variant: 'day',
        carColor: '#f0efe9',
        alt: 'Vit halvkombi på en kustväg vid havet en klar dag',
      },
      content: {
        'sv-SE': {
          title: 'Privatleasa en begagnad bil – för vem passar det?',
          premble:
            'Privatleasing förknippas med nya bilar. Men en nästan ny bil på leasing kan ge samma trygghet till en lägre månadskostnad.',
          body: [
            {
              p: 'Den största värdeminskningen sker under bilens första år. När du privatleasar en bil som redan är ett par år gammal har den största delen av värdetappet redan skett, och det märks i månadskostnaden.',
            },
            { h2: 'Så fungerar det' },
            {
              ul: [
                'Utvalda bilar upp till tre år gamla',
                'Avtal på 24 eller 36 månader, 1 500 mil per år',
                'Ingen kontantinsats',
                'Service och vägassistans ingår, och garantin förlängs under hela avtalstiden',
              ],
            },
            { h2: 'Passar dig som' },
            {
              p: 'vill ha en förutsägbar kostnad utan att binda pengar i en kontantinsats, och som inte vill fundera på andrahandsvärdet. Kör du betydligt mer än 1 500 mil om året eller vill behålla bilen länge är ett [billån](/finansiering/billan) oftast ett bättre val.',
            },
            {
              p: 'Försäkring, däck och drivmedel står du för själv. Läs mer och se ett räkneexempel under [Privatleasing av begagnad bil](/finansiering/privatleasing). *Kreditprövning sker alltid.*',
            },
          ],
        },
      },
    },
    {
      slug: 'batterihalsa-vad-betyder-siffran',
      date: '2026-05-05T14:35:00Z',
      author: 'Sofia Engström',
      tags: ['elbil', 'garanti-och-trygghet'],
      image: {
        scene: 'charging',
        variant: 'day',
        carColor: '#0f7f73',
        alt: 'Petrolfärgad elbil som laddar vid en laddstolpe en ljus dag',
      },
      content: {
        'sv-SE': {
          title: 'Batterihälsa 92 procent – vad betyder det?',
          premble:
            'I varje elbilsannons hos oss står en siffra för batterihälsa. Så här mäter vi den, och så här använder du den när du jämför bilar.',
          body: [
            {
              p: 'Batterihälsa, eller SoH (*state of health*), visar hur mycket energi batteriet rymmer i dag jämfört med när det var nytt. En bil med 92 procent har alltså 92 procent av sin ursprungliga kapacitet kvar, och räckvidden är ungefär lika mycket kortare.',
            },
            { h2: 'Så mäter vi' },
            {
              ol: [
                'Bilen laddas fullt och får stå tills batteriet har vilat.',
                'Vi läser av batteriets styrenhet och kör ett standardiserat belastningstest.',
                'Resultatet jämförs med andra bilar av samma modell och ålder.',
              ],
            },
            { h2: 'Vad är normalt?' },
            {
              ul: [
                '**Över 90 %** för en bil som är tre till fem år gammal är mycket bra',
                '**85–90 %** är normalt för bilar med höga miltal eller mycket snabbladdning',
                'Batteriet tappar oftast mest de första åren och håller sedan kapaciteten väl',
              ],
            },
            {
              p: 'Elbilar omfattas dessutom av tillverkarens batterigaranti, som för de flesta märken gäller i åtta år eller 16 000 mil från första registrering. Den gäller utöver vår egen [garanti](/garanti).',
            },
          ],
        },
      },
    },
    {
      slug: 'hemleverans-till-kiruna',
      date: '2026-08-25T07:10:00Z',
      author: 'Viktor Almqvist',
      tags: ['carstore-nytt'],
      image: {
        scene: 'hero-forest',
        variant: 'dusk',
        carColor: '#2a4d7a',
        alt: 'Blå kombi på en lång skogsväg i norrländskt kvällsljus',
      },
      content: {
        'sv-SE': {
          title: '125 mil hemleverans – från Barkarby till Kiruna',
          premble:
            'När Maja i Kiruna hittade sin drömbil i Stockholm var avståndet inget hinder. Vår längsta hemleverans hittills tog två dagar – och slutade med en nöjd kund.',
          body: [
            {
              p: 'Maja hade letat efter en fyrhjulsdriven Volvo V90 Cross Country med dragkrok i över ett halvår. Den hon till slut hittade stod i vår bilhall i Barkarby – 125 mil söderut. Hon reserverade bilen med BankID på en söndagskväll och valde hemleverans.',
            },
            { h2: 'Så gick leveransen till' },
            {
              ol: [
                '**Bilen förbereddes** med service, nya torkarblad och ett par vinterhjul som Maja köpte till.',
                '**Chauffören Ali** körde norrut på tisdagsmorgonen, med övernattning i Skellefteå.',
                '**Leveransen** skedde på onsdagen utanför Majas hus, med genomgång av bilen och provtur.',
                '**Inbytesbilen** – en Saab 9-5 från 2008 – följde med tillbaka söderut på en biltransport.',
              ],
            },
            {
              quote:
                'Jag hade aldrig köpt en bil osedd om det inte varit för öppet köp. Nu har jag kört den i en månad och den är precis som i annonsen. – Maja, kund i Kiruna',
            },
            { h2: 'Hemleverans i hela Sverige' },
            {
              p: 'Vi levererar till hela landet, måndag till lördag. Inom 10 mil från en bilhall är leveransen kostnadsfri, och till övriga Sverige kostar den 1 995 kr. Läs mer under [Hemleverans](/sa-funkar-det/hemleverans).',
            },
          ],
        },
      },
    },
    {
      slug: 'avdragsgill-moms-forklarad',
      date: '2026-11-10T10:00:00Z',
      author: 'Erik Sandberg',
      tags: ['finansiering'],
      image: {
        scene: 'dealership',
        variant: 'dusk',
        carColor: '#5b6770',
        alt: 'Nordvik Carstores bilhall i skymningen med transportbilar parkerade framför',
      },
      content: {
        'sv-SE': {
          title: 'Avdragsgill moms på begagnad bil – förklarat enkelt',
          premble:
            'Ser du ”avdragsgill moms” i en annons kan företaget spara pengar på köpet. Men det gäller inte alla bilar och inte alla företag.',
          body: [
            {
              p: 'De flesta begagnade bilar säljs med vinstmarginalbeskattning, vilket innebär att momsen inte syns och inte kan dras av. Några bilar har tidigare ägts av ett företag som dragit av momsen vid köpet. När en sådan bil säljs vidare läggs moms på hela priset – och ett momsregistrerat företag som köper den kan dra av momsen igen.',
            },
            { h2: 'Vilka bilar gäller det?' },
            {
              ul: [
                'Främst **transportbilar**, som lätta lastbilar och skåpbilar',
                'Vissa **tidigare leasingbilar** från företag',
                'Personbilar bara om de används i en verksamhet som medger avdrag, till exempel taxi, uthyrning eller bilhandel',
              ],
            },
            { h2: 'Så ser du det i annonsen' },
            {
              p: 'Bilar med avdragsgill moms är märkta i annonsen, och priset visas både inklusive och exklusive moms. För ett momsregistrerat företag är det priset exklusive moms som påverkar resultatet.',
            },
            {
              p: 'Osäker på vad som gäller för ditt företag? Vår företagssäljare hjälper dig gärna, och kan också ta fram förslag på företagsleasing eller avbetalning. Läs mer under [Finansiering för företag](/finansiering/foretag).',
            },
          ],
        },
      },
    },
  ],
}
