import type { SeedStories } from '../types'

/** Nordvik Bil (Umeå, Luleå, Sundsvall, Östersund, Skellefteå): news for used-car buyers in northern Sweden. */
export const stories: SeedStories = {
  indexPath: '/nyheter',
  tags: [
    { key: 'elbil', value: { 'sv-SE': 'Elbil', en: 'Electric cars' } },
    { key: 'vinter', value: { 'sv-SE': 'Vinter', en: 'Winter' } },
    { key: 'service-och-verkstad', value: { 'sv-SE': 'Service och verkstad', en: 'Service and workshop' } },
    { key: 'kopa-begagnat', value: { 'sv-SE': 'Köpa begagnat', en: 'Buying used' } },
    { key: 'bilekonomi', value: { 'sv-SE': 'Bilekonomi', en: 'Car finance' } },
    { key: 'foretagsnytt', value: { 'sv-SE': 'Nytt från Nordvik Bil', en: 'Nordvik Bil news' } },
  ],
  stories: [
    {
      slug: 'elbil-i-minus-trettio',
      date: '2025-01-14T07:45:00Z',
      author: 'Anna Lindberg',
      tags: ['elbil', 'vinter'],
      image: {
        scene: 'hero-winter',
        variant: 'dawn',
        carColor: '#d9dde0',
        alt: 'Ljusgrå elbil med tända strålkastare på en snöig väg i gryningen',
      },
      content: {
        'sv-SE': {
          title: 'Elbil i minus 30 – så får du räckvidden att räcka',
          premble:
            'När termometern i Luleå visar minus 30 tappar även de bästa elbilarna räckvidd. Med några enkla vanor blir skillnaden betydligt mindre än många tror.',
          body: [
            {
              p: 'Ett litiumjonbatteri trivs bäst i rumstemperatur. I sträng kyla blir den kemiska processen trögare, och bilen behöver dessutom energi för att värma både batteriet och kupén. En riktigt kall morgon kan räckvidden därför bli 20–30 procent kortare än på sommaren.',
            },
            { h2: 'Förvärm medan bilen står på laddning' },
            {
              p: 'Det viktigaste tipset från våra säljare, som nästan alla kör elbil själva, är att schemalägga avfärdstiden i appen. Då värmer bilen batteri och kupé med ström från nätet i stället för från batteriet, och du kör iväg med full räckvidd och isfria rutor.',
            },
            {
              ul: [
                '**Använd sätes- och rattvärme.** De drar betydligt mindre energi än att värma hela kupén.',
                '**Parkera i garage** eller åtminstone i lä när det går.',
                '**Ladda hellre ofta än lite.** Ett varmt batteri tar emot laddning snabbare, så snabbladda gärna direkt efter en längre körning.',
                '**Kolla däcktrycket.** Kall luft sänker trycket, och för lågt tryck ökar förbrukningen.',
              ],
            },
            { h2: 'Värmepump gör stor skillnad' },
            {
              p: 'Ska du köpa en begagnad elbil i Norrland är värmepump värd att prioritera. Den hämtar värme ur uteluften och kan minska energiåtgången för uppvärmning rejält. Fråga oss gärna vilka bilar i [vårt elbilslager](/kop-bil/begagnade-elbilar) som har värmepump – det står också i varje annons.',
            },
            {
              quote:
                'Jag kör 9 mil om dagen mellan Piteå och Luleå. Med förvärmning och laddning på jobbet har jag aldrig behövt oroa mig, inte ens i januari. – Linnea, kund i Luleå',
            },
          ],
        },
        en: {
          title: 'An EV at minus 30 – how to make the range go further',
          premble:
            'When the thermometer in Luleå shows minus 30, even the best electric cars lose range. With a few simple habits the difference is much smaller than many people think.',
          body: [
            {
              p: 'A lithium-ion battery is happiest at room temperature. In severe cold the chemistry slows down, and the car also needs energy to heat both the battery and the cabin. On a really cold morning the range can therefore be 20–30 per cent shorter than in summer.',
            },
            { h2: 'Pre-heat while the car is plugged in' },
            {
              p: 'The most important tip from our sales team – almost all of whom drive electric themselves – is to schedule your departure time in the app. The car then heats the battery and cabin using power from the grid instead of the battery, and you set off with full range and ice-free windows.',
            },
            {
              ul: [
                '**Use the heated seats and steering wheel.** They use far less energy than heating the whole cabin.',
                '**Park in a garage** or at least out of the wind whenever you can.',
                '**Charge often rather than a little.** A warm battery accepts charge faster, so rapid-charge straight after a longer drive.',
                '**Check your tyre pressure.** Cold air lowers the pressure, and under-inflated tyres increase consumption.',
              ],
            },
            { h2: 'A heat pump makes a big difference' },
            {
              p: 'If you are buying a used EV in northern Sweden, a heat pump is worth prioritising. It draws heat from the outside air and can cut the energy needed for heating considerably. Ask us which cars in [our EV stock](/kop-bil/begagnade-elbilar) have one – it is also stated in every listing.',
            },
            {
              quote:
                'I drive 90 km a day between Piteå and Luleå. With pre-heating and charging at work I have never had to worry, not even in January. – Linnea, customer in Luleå',
            },
          ],
        },
      },
    },
    {
      slug: 'kopa-begagnad-bil-pa-vintern',
      date: '2025-02-25T09:10:00Z',
      author: 'Mikael Holmström',
      tags: ['kopa-begagnat', 'vinter'],
      image: {
        scene: 'showroom',
        variant: 'day',
        carColor: '#2b4a6f',
        alt: 'Mörkblå kombi och vit SUV i en ljus bilhall med blankt golv',
      },
      content: {
        'sv-SE': {
          title: 'Fem saker att kolla när du köper begagnad bil mitt i vintern',
          premble:
            'Vintern är en bra tid att köpa bil – du ser direkt hur den startar, värmer och greppar. Här är fem saker våra säljare alltid tittar extra på.',
          body: [
            {
              p: 'Många väntar till våren med bilköpet, men den som provkör i februari får svar på frågor som är svåra att ställa i juli. Hur snabbt blir det varmt i kupén? Startar motorn utan tvekan efter en natt ute? Och fungerar motorvärmaren?',
            },
            { h2: 'Checklistan' },
            {
              ol: [
                '**Kallstart.** Be att få starta bilen när den stått ute en stund. Lyssna efter ojämn gång och titta efter varningslampor.',
                '**Motor- och kupévärmare.** Kontrollera att kabeln är hel och att värmaren faktiskt värmer. Fråga om det finns timer eller app.',
                '**Vinterhjulen.** Ingår de? Hur mycket mönsterdjup finns kvar, och är det dubbdäck eller friktionsdäck?',
                '**Rost.** Salt och grus sliter på trösklar, hjulhus och bromsrör. Ta med en ficklampa eller be oss köra upp bilen på lyft.',
                '**Batteriet.** Ett trött startbatteri märks först i kyla. Vi testar alltid batteriet innan leverans.',
              ],
            },
            { h2: 'Det här gör vi innan bilen säljs' },
            {
              p: 'Alla våra begagnade bilar går igenom en kontroll i 110 punkter, och du får protokollet med dig hem. I vår guide [Att köpa begagnad bil](/bilagande/att-kopa-begagnad-bil) hittar du fler råd, och i [lagret](/kop-bil/alla-begagnade-bilar) kan du filtrera på bilar som levereras med vinterhjul och motorvärmare.',
            },
          ],
        },
        en: {
          title: 'Five things to check when buying a used car in the middle of winter',
          premble:
            'Winter is a good time to buy a car – you see straight away how it starts, heats up and grips. Here are five things our sales advisers always take a closer look at.',
          body: [
            {
              p: 'Many people wait until spring to buy, but a test drive in February answers questions that are hard to ask in July. How quickly does the cabin warm up? Does the engine start without hesitation after a night outside? And does the engine heater work?',
            },
            { h2: 'The checklist' },
            {
              ol: [
                '**Cold start.** Ask to start the car after it has been standing outside for a while. Listen for uneven running and look out for warning lights.',
                '**Engine and cabin heater.** Check that the cable is intact and that the heater actually heats. Ask whether there is a timer or an app.',
                '**Winter wheels.** Are they included? How much tread is left, and are they studded or non-studded?',
                '**Rust.** Salt and grit wear on sills, wheel arches and brake lines. Bring a torch or ask us to put the car on a lift.',
                '**The battery.** A tired starter battery shows up first in the cold. We always test the battery before delivery.',
              ],
            },
            { h2: 'What we do before a car is sold' },
            {
              p: 'All our used cars go through a 110-point inspection, and you take the report home with you. Our guide [Buying a used car](/bilagande/att-kopa-begagnad-bil) has more advice, and in [our stock](/kop-bil/alla-begagnade-bilar) you can filter for cars delivered with winter wheels and an engine heater.',
            },
          ],
        },
      },
    },
    {
      slug: 'nar-ska-man-byta-till-sommardack',
      date: '2025-04-08T06:30:00Z',
      author: 'Per Lundmark',
      tags: ['vinter', 'service-och-verkstad'],
      image: {
        scene: 'tires',
        variant: 'day',
        alt: 'Hyllor med staplade sommarhjul i ett däckhotell',
      },
      content: {
        'sv-SE': {
          title: 'Sommardäck i april? Vänta in vädret i inlandet',
          premble:
            'Dubbdäcken får sitta kvar till den 15 april, och längre om det är vinterväglag. I Östersund och Skellefteå lönar det sig ofta att inte ha för bråttom.',
          body: [
            {
              p: 'Varje vår ringer de första kunderna redan i mars och vill byta till sommarhjul. Vid kusten kan det fungera, men i inlandet kommer snön ofta tillbaka under påskveckan. Vår rekommendation är att titta på tiodygnsprognosen och byta när nattemperaturen ligger stadigt över noll.',
            },
            { h2: 'Reglerna i korthet' },
            {
              ul: [
                'Dubbdäck är tillåtna från 1 oktober till 15 april – längre om det är eller kan väntas bli vinterväglag.',
                'Vinterdäck är krav vid vinterväglag mellan 1 december och 31 mars.',
                'Sommardäck ska ha minst 1,6 mm mönsterdjup enligt lag, men vi rekommenderar att byta vid 3 mm.',
              ],
            },
            { h2: 'Passa på att kolla bromsarna' },
            {
              p: 'Vid hjulskiftet tittar våra tekniker på bromsskivor och belägg, och mäter mönsterdjupet på alla fyra däck. Efter en vinter med salt och grus är det vanligt att bromsokens glidpinnar behöver rengöras, särskilt på bilar som körs lite.',
            },
            {
              p: 'Har du dina hjul i vårt [däckhotell](/service-och-verkstad/dackhotell) får du en påminnelse via sms när skiftesperioden börjar. Lördagsöppet för hjulskiften har vi från mitten av april till slutet av maj.',
            },
          ],
        },
        en: {
          title: 'Summer tyres in April? Wait for the weather inland',
          premble:
            'Studded tyres may stay on until 15 April, and longer if there are winter road conditions. In Östersund and Skellefteå it often pays not to be in too much of a hurry.',
          body: [
            {
              p: 'Every spring the first customers call as early as March wanting to switch to summer wheels. On the coast that can work, but inland the snow often returns around Easter. Our advice is to look at the ten-day forecast and switch when night temperatures are steadily above zero.',
            },
            { h2: 'The rules in brief' },
            {
              ul: [
                'Studded tyres are allowed from 1 October to 15 April – longer if there are, or are likely to be, winter road conditions.',
                'Winter tyres are required in winter road conditions between 1 December and 31 March.',
                'Summer tyres must have at least 1.6 mm of tread by law, but we recommend replacing them at 3 mm.',
              ],
            },
            { h2: 'A good time to check the brakes' },
            {
              p: 'When changing wheels our technicians look at the brake discs and pads and measure the tread on all four tyres. After a winter of salt and grit the caliper slide pins often need cleaning, especially on cars that are not driven much.',
            },
            {
              p: 'If your wheels are in our [tyre hotel](/service-och-verkstad/dackhotell) you will get a text reminder when the changeover season starts. We are open on Saturdays for wheel changes from mid-April to the end of May.',
            },
          ],
        },
      },
    },
    {
      slug: 'ny-verkstad-i-skelleftea',
      date: '2025-05-20T11:00:00Z',
      author: 'Elin Öberg',
      tags: ['foretagsnytt', 'service-och-verkstad'],
      image: {
        scene: 'workshop',
        variant: 'day',
        carColor: '#a33a2c',
        alt: 'Röd bil på lyft i en nybyggd verkstad med ljusa väggar och verktygstavla',
      },
      content: {
        'sv-SE': {
          title: 'Ny verkstad i Skellefteå – dubbelt så många lyftar',
          premble:
            'Skellefteå växer, och det gör vår verkstad också. Efter åtta månaders ombyggnad har vi nu tolv lyftar, en egen elbilshall och kortare väntetider.',
          body: [
            {
              p: 'När vi flyttade in på Solbackavägen 1998 räckte sex lyftar gott. I dag är staden större, trafiken tätare och var fjärde bil vi servar är en elbil eller laddhybrid. I maj öppnade vi den nya verkstadsdelen, och redan första veckan märktes skillnaden i bokningen.',
            },
            { h2: 'Det här är nytt' },
            {
              ul: [
                '**Tolv lyftar** i stället för sex, varav tre i en separat hall för högvoltsarbeten',
                '**Snabbservice** för hjulskiften och mindre jobb – ofta klart medan du väntar',
                '**Fyra nya tekniker**, varav två med certifiering för elbilsbatterier',
                '**Kundlounge** med arbetsplatser, wifi och kaffe från ett lokalt rosteri',
              ],
            },
            { h2: 'Kortare väntan på tid' },
            {
              p: 'Tidigare fick kunder ibland vänta två veckor på en servicetid under högsäsong. Målet nu är att kunna erbjuda en tid inom fem arbetsdagar året runt. Du bokar som vanligt via [Boka service](/service-och-verkstad/boka-service) eller genom att ringa verkstaden direkt.',
            },
            {
              quote:
                'Vi har byggt för hur bilparken ser ut om tio år, inte hur den såg ut för tio år sedan. – Jonas Forsberg, verkstadschef i Skellefteå',
            },
          ],
        },
        en: {
          title: 'New workshop in Skellefteå – twice as many lifts',
          premble:
            'Skellefteå is growing, and so is our workshop. After eight months of building work we now have twelve lifts, a dedicated EV bay and shorter waiting times.',
          body: [
            {
              p: 'When we moved into Solbackavägen in 1998, six lifts were plenty. Today the town is bigger, traffic is heavier, and one in four cars we service is an electric car or plug-in hybrid. In May we opened the new workshop wing, and the difference in bookings was noticeable from the very first week.',
            },
            { h2: 'What’s new' },
            {
              ul: [
                '**Twelve lifts** instead of six, three of them in a separate bay for high-voltage work',
                '**Quick service** for wheel changes and smaller jobs – often done while you wait',
                '**Four new technicians**, two of them certified for EV battery work',
                '**Customer lounge** with workspaces, wifi and coffee from a local roastery',
              ],
            },
            { h2: 'Shorter waits for an appointment' },
            {
              p: 'In peak season customers sometimes had to wait two weeks for a service slot. The aim now is to offer an appointment within five working days all year round. Book as usual via [Book a service](/service-och-verkstad/boka-service) or by calling the workshop directly.',
            },
            {
              quote:
                'We have built for what the car fleet will look like in ten years, not what it looked like ten years ago. – Jonas Forsberg, workshop manager in Skellefteå',
            },
          ],
        },
      },
    },
    {
      slug: 'privatleasing-eller-billan',
      date: '2025-06-17T08:15:00Z',
      author: 'Karin Marklund',
      tags: ['bilekonomi'],
      image: {
        scene: 'pattern',
        alt: 'Abstrakt mönster i Nordvik Bils färger',
      },
      content: {
        'sv-SE': {
          title: 'Privatleasing eller billån – vad passar dig?',
          premble:
            'Båda ger dig en bil mot en månadskostnad, men skillnaderna är stora. Vi reder ut vem som vinner på vad.',
          body: [
            {
              p: 'Den vanligaste frågan vid finansieringsbordet är enkel: ska jag låna eller leasa? Svaret beror på hur länge du vill ha bilen, hur långt du kör och om du vill äga den när avtalet är slut.',
            },
            { h2: 'Billån – du äger bilen' },
            {
              p: 'Med billån köper du bilen och betalar av den under en bestämd tid. Du lägger en kontantinsats, ofta genom att byta in din nuvarande bil, och bilen är din när lånet är betalt. Du kan köra hur mycket du vill och sälja bilen när du vill. Läs mer under [Finansiering](/bilagande/finansiering).',
            },
            { h2: 'Privatleasing – du hyr bilen' },
            {
              p: 'Vid privatleasing betalar du för att använda bilen under en avtalsperiod, ofta tre år, med en bestämd körsträcka per år. Du behöver ingen kontantinsats, och hos oss ingår service, vägassistans och vinterhjul. När avtalet löper ut lämnar du tillbaka bilen. Läs mer om [privatleasing](/bilagande/finansiering/privatleasing).',
            },
            {
              ul: [
                '**Välj billån** om du kör mycket, vill ha bilen länge eller vill bygga upp ett värde.',
                '**Välj privatleasing** om du vill ha en förutsägbar kostnad, byta bil ofta och slippa fundera på andrahandsvärdet.',
                '**Tänk på körsträckan.** Övermil vid leasing kostar extra, så välj en nivå med lite marginal.',
              ],
            },
            {
              p: '*Båda alternativen kräver godkänd kreditprövning. Din säljare tar fram ett räkneexempel för just den bil du är intresserad av.*',
            },
          ],
        },
        en: {
          title: 'Private leasing or a car loan – which suits you?',
          premble:
            'Both give you a car for a monthly cost, but the differences are big. We explain who benefits from which.',
          body: [
            {
              p: 'The most common question at the finance desk is a simple one: should I borrow or lease? The answer depends on how long you want to keep the car, how far you drive and whether you want to own it when the contract ends.',
            },
            { h2: 'Car loan – you own the car' },
            {
              p: 'With a car loan you buy the car and pay it off over a set period. You put down a deposit, often by trading in your current car, and the car is yours once the loan is repaid. You can drive as much as you like and sell whenever you want. Read more under [Finance](/bilagande/finansiering).',
            },
            { h2: 'Private leasing – you rent the car' },
            {
              p: 'With private leasing you pay to use the car for a contract period, often three years, with a set annual mileage. No deposit is needed, and with us servicing, roadside assistance and winter wheels are included. When the contract ends you hand the car back. Read more about [private leasing](/bilagande/finansiering/privatleasing).',
            },
            {
              ul: [
                '**Choose a car loan** if you drive a lot, want to keep the car for a long time or want to build up value.',
                '**Choose private leasing** if you want a predictable cost, like changing cars often and would rather not think about resale value.',
                '**Think about mileage.** Excess mileage on a lease costs extra, so choose a level with some margin.',
              ],
            },
            {
              p: '*Both options are subject to a credit check. Your sales adviser will prepare a worked example for the specific car you are interested in.*',
            },
          ],
        },
      },
    },
    {
      slug: 'begagnad-elbil-batteritest',
      date: '2025-08-26T10:20:00Z',
      author: 'Anna Lindberg',
      tags: ['elbil', 'kopa-begagnat'],
      image: {
        scene: 'charging',
        variant: 'dusk',
        carColor: '#3c6e71',
        alt: 'Grönblå elbil vid en laddstolpe i skymningen',
      },
      content: {
        'sv-SE': {
          title: 'Begagnad elbil: så läser du batteritestet',
          premble:
            'Batteriet är elbilens dyraste del. Därför får varje begagnad elbil hos oss ett batteritest – här förklarar vi vad siffrorna betyder.',
          body: [
            {
              p: 'Den vanligaste oron bland kunder som funderar på en begagnad elbil är batteriet. Hur mycket har det tappat? Räcker det en vinter till? Erfarenheten från de senaste åren är lugnande: de flesta batterier tappar några procent de första åren och håller sedan kapaciteten väl.',
            },
            { h2: 'Vad är SoH?' },
            {
              p: 'SoH står för *state of health* och anger hur mycket av den ursprungliga kapaciteten batteriet har kvar. Ett värde på 92 procent betyder att batteriet rymmer 92 procent av vad det gjorde som nytt. Räckvidden minskar ungefär i samma proportion.',
            },
            {
              ul: [
                '**Över 90 %** – mycket gott skick för en bil som är några år gammal',
                '**85–90 %** – normalt för en bil med hög körsträcka eller många snabbladdningar',
                '**Under 80 %** – säljer vi inte som vanlig begagnad elbil',
              ],
            },
            { h2: 'Glöm inte batterigarantin' },
            {
              p: 'De flesta tillverkare lämnar garanti på batteriet i åtta år eller 16 000 mil, och garantin följer med bilen. I annonserna under [Begagnade elbilar](/kop-bil/begagnade-elbilar) ser du både testresultatet och hur lång tid som återstår av garantin.',
            },
          ],
        },
        en: {
          title: 'Used EV: how to read the battery test',
          premble:
            'The battery is the most expensive part of an electric car. That is why every used EV we sell gets a battery test – here is what the numbers mean.',
          body: [
            {
              p: 'The most common worry among customers considering a used EV is the battery. How much capacity has it lost? Will it last another winter? Experience from recent years is reassuring: most batteries lose a few per cent in the first years and then hold their capacity well.',
            },
            { h2: 'What is SoH?' },
            {
              p: 'SoH stands for *state of health* and shows how much of its original capacity the battery has left. A value of 92 per cent means the battery holds 92 per cent of what it did when new. Range drops in roughly the same proportion.',
            },
            {
              ul: [
                '**Above 90%** – very good condition for a car a few years old',
                '**85–90%** – normal for a car with high mileage or many rapid charges',
                '**Below 80%** – we do not sell it as a regular used EV',
              ],
            },
            { h2: 'Don’t forget the battery warranty' },
            {
              p: 'Most manufacturers give an eight-year or 160,000 km battery warranty, and it stays with the car. In the listings under [Used electric cars](/kop-bil/begagnade-elbilar) you can see both the test result and how much of the warranty remains.',
            },
          ],
        },
      },
    },
    {
      slug: 'tolv-nya-larlingar',
      date: '2025-09-30T12:40:00Z',
      author: 'Elin Öberg',
      tags: ['foretagsnytt'],
      image: {
        scene: 'workshop',
        variant: 'dawn',
        carColor: '#e3e1da',
        alt: 'Vit bil på lyft i en verkstad i morgonljus',
      },
      content: {
        'sv-SE': {
          title: 'Tolv nya lärlingar börjar i våra verkstäder',
          premble:
            'I höst välkomnar vi tolv lärlingar till verkstäderna i Umeå, Luleå, Sundsvall, Östersund och Skellefteå. Det är vår största kull hittills.',
          body: [
            {
              p: 'Bristen på fordonstekniker är en av branschens största utmaningar. Vi har valt att lösa den på samma sätt som Erik Nordvik gjorde på 1960-talet: genom att lära upp folk själva. Årets lärlingar kommer direkt från fordonsprogrammet på gymnasiet, och tre av dem har bytt bana från helt andra yrken.',
            },
            { h2: 'Så fungerar lärlingsprogrammet' },
            {
              ol: [
                '**Två år med handledare.** Varje lärling har en erfaren tekniker som handledare och roterar mellan service, hjulinställning, felsökning och elbilsarbeten.',
                '**Utbildning i Nordvik Groups verkstadsskola** – fyra veckor per år, med allt från bromssystem till högvoltssäkerhet.',
                '**Fast anställning** när lärlingstiden är klar och certifieringarna godkända.',
              ],
            },
            {
              quote:
                'Jag har skruvat på mopeder sedan jag var tolv. Att få lära mig elbilar av folk som kan det på riktigt är en dröm. – Alva, lärling i Östersund',
            },
            { h2: 'Vill du också jobba hos oss?' },
            {
              p: 'Vi söker löpande tekniker, kundmottagare och säljare på alla fem orter. Läs mer under [Jobba hos oss](/om-nordvik-bil/om-oss/jobba-hos-oss).',
            },
          ],
        },
        en: {
          title: 'Twelve new apprentices join our workshops',
          premble:
            'This autumn we welcome twelve apprentices to our workshops in Umeå, Luleå, Sundsvall, Östersund and Skellefteå. It is our largest intake yet.',
          body: [
            {
              p: 'The shortage of vehicle technicians is one of the industry’s biggest challenges. We have chosen to tackle it the way Erik Nordvik did in the 1960s: by training people ourselves. This year’s apprentices come straight from the vehicle programme at upper secondary school, and three of them have switched from completely different careers.',
            },
            { h2: 'How the apprenticeship works' },
            {
              ol: [
                '**Two years with a mentor.** Each apprentice has an experienced technician as a mentor and rotates between servicing, wheel alignment, diagnostics and EV work.',
                '**Training at the Nordvik Group workshop academy** – four weeks a year, covering everything from brake systems to high-voltage safety.',
                '**A permanent job** once the apprenticeship is complete and the certifications are passed.',
              ],
            },
            {
              quote:
                'I have been tinkering with mopeds since I was twelve. Learning about electric cars from people who really know them is a dream. – Alva, apprentice in Östersund',
            },
            { h2: 'Want to work with us too?' },
            {
              p: 'We are always looking for technicians, service advisers and sales advisers in all five towns. Read more under [Work with us](/om-nordvik-bil/om-oss/jobba-hos-oss).',
            },
          ],
        },
      },
    },
    {
      slug: 'boka-dackbytet-i-tid',
      date: '2025-10-21T06:50:00Z',
      author: 'Per Lundmark',
      tags: ['vinter', 'service-och-verkstad'],
      image: {
        scene: 'tires',
        variant: 'dusk',
        alt: 'Vinterhjul med dubbdäck staplade på hyllor i ett däckhotell',
      },
      content: {
        'sv-SE': {
          title: 'Boka däckbytet i tid – så slipper du köerna',
          premble:
            'Första snön brukar komma samtidigt som alla vill byta däck på en och samma dag. Så här planerar du för att slippa stå i kö.',
          body: [
            {
              p: 'Förra hösten bytte våra fem verkstäder hjul på drygt 9 000 bilar på sex veckor. Tiderna i början av oktober gick åt först, och dagen efter det första snöfallet ringde telefonen oavbrutet. Den som bokar i september har störst chans att få en tid som passar.',
            },
            { h2: 'Våra bästa råd' },
            {
              ul: [
                '**Boka redan nu**, även om du vill byta först i slutet av oktober. Du kan flytta tiden själv via länken i bekräftelsen.',
                '**Välj en morgontid.** Verkstäderna öppnar kl. 7 och de tidiga tiderna håller oftast schemat bäst.',
                '**Kolla mönsterdjupet.** Vinterdäck bör ha minst 5 mm för bra grepp, även om lagkravet är 3 mm.',
                '**Förvara hjulen hos oss.** Då slipper du bära och får hjulen tvättade och kontrollerade.',
              ],
            },
            { h2: 'Däckhotell från 1 095 kr per säsong' },
            {
              p: 'I vårt [däckhotell](/service-och-verkstad/dackhotell) ingår skifte, tvätt, mätning av mönsterdjup och försäkrad förvaring. Under skiftesperioden har vi även lördagsöppet 9–14.',
            },
          ],
        },
        en: {
          title: 'Book your tyre change early – and skip the queues',
          premble:
            'The first snow tends to arrive just as everyone wants to change tyres on the same day. Here is how to plan ahead and avoid the queue.',
          body: [
            {
              p: 'Last autumn our five workshops changed wheels on just over 9,000 cars in six weeks. The early-October slots went first, and the day after the first snowfall the phones never stopped ringing. If you book in September you have the best chance of a time that suits you.',
            },
            { h2: 'Our best advice' },
            {
              ul: [
                '**Book now**, even if you want to change at the end of October. You can move the appointment yourself via the link in the confirmation.',
                '**Choose a morning slot.** Our workshops open at 7 am and the early slots usually run most to schedule.',
                '**Check the tread depth.** Winter tyres should have at least 5 mm for good grip, even though the legal minimum is 3 mm.',
                '**Store your wheels with us.** No carrying, and your wheels are washed and checked.',
              ],
            },
            { h2: 'Tyre hotel from SEK 1,095 a season' },
            {
              p: 'Our [tyre hotel](/service-och-verkstad/dackhotell) includes the changeover, washing, tread measurement and insured storage. During the changeover season we are also open on Saturdays 9 am–2 pm.',
            },
          ],
        },
      },
    },
    {
      slug: 'motorvarmare-och-kupevarmare',
      date: '2025-12-09T13:05:00Z',
      author: 'Jonas Forsberg',
      tags: ['vinter', 'service-och-verkstad'],
      image: {
        scene: 'hero-winter',
        variant: 'night',
        carColor: '#7a1f2b',
        alt: 'Vinröd kombi parkerad i snön en kall kväll med tända strålkastare',
      },
      content: {
        'sv-SE': {
          title: 'Motorvärmare och kupévärmare – vad gör vad?',
          premble:
            'I Norrland är motorvärmaren lika självklar som vinterdäcken. Men hur länge ska den stå på, och behöver du en kupévärmare också?',
          body: [
            {
              p: 'En kallstart i minus 20 sliter mer på motorn än hundratals mil landsväg. Oljan är trögflytande, bränslet förbränns sämre och motorn drar mer innan den når arbetstemperatur. En motorvärmare värmer kylvätskan så att motorn är ljum redan innan du vrider om nyckeln.',
            },
            { h2: 'Hur länge ska den vara på?' },
            {
              ul: [
                '**Runt noll till minus 10:** en timme räcker',
                '**Kallare än minus 10:** två timmar',
                '**Längre än tre timmar** ger knappt någon extra nytta, bara högre elräkning',
              ],
            },
            {
              p: 'Använd en timer eller en app-styrd uttagsbox så att värmaren startar vid rätt tid. Många av våra kunder sparar flera hundralappar per vinter bara på att sluta ha värmaren på hela natten.',
            },
            { h2: 'Kupévärmaren gör morgonen behagligare' },
            {
              p: 'En elektrisk kupévärmare kopplas in via samma kabel och värmer luften i bilen. Rutorna blir isfria snabbare och du slipper frysa de första milen. Vi monterar både motor- och kupévärmare i våra verkstäder – [boka tid](/service-och-verkstad/boka-service) så tar vi fram ett pris för din bil.',
            },
          ],
        },
        en: {
          title: 'Engine heater and cabin heater – what does what?',
          premble:
            'In northern Sweden an engine heater is as obvious as winter tyres. But how long should it be on, and do you need a cabin heater too?',
          body: [
            {
              p: 'A cold start at minus 20 causes more engine wear than thousands of kilometres of open road. The oil is thick, the fuel burns less efficiently and the engine uses more before it reaches operating temperature. An engine heater warms the coolant so the engine is lukewarm before you even turn the key.',
            },
            { h2: 'How long should it be on?' },
            {
              ul: [
                '**Around zero to minus 10:** one hour is enough',
                '**Colder than minus 10:** two hours',
                '**More than three hours** adds hardly any benefit, just a higher electricity bill',
              ],
            },
            {
              p: 'Use a timer or an app-controlled socket box so the heater switches on at the right time. Many of our customers save a fair amount each winter simply by no longer leaving the heater on all night.',
            },
            { h2: 'A cabin heater makes mornings nicer' },
            {
              p: 'An electric cabin heater connects via the same cable and warms the air inside the car. The windows clear faster and you do not have to freeze for the first few kilometres. Our workshops fit both engine and cabin heaters – [book a time](/service-och-verkstad/boka-service) and we will quote for your car.',
            },
          ],
        },
      },
    },
    {
      slug: 'fyrhjulsdrift-eller-bra-dack',
      date: '2026-02-10T09:35:00Z',
      author: 'Mikael Holmström',
      tags: ['kopa-begagnat', 'vinter'],
      image: {
        scene: 'hero-forest',
        variant: 'dawn',
        carColor: '#1f3a5f',
        alt: 'Mörkblå SUV på en snöig skogsväg mellan tallar i morgonljus',
      },
      content: {
        'sv-SE': {
          title: 'Fyrhjulsdrift eller bra däck – vad är viktigast?',
          premble:
            'Var tredje bil vi säljer har fyrhjulsdrift. Men behöver du det verkligen? Vi frågade säljarna och teknikerna.',
          body: [
            {
              p: 'Fyrhjulsdrift hjälper dig att komma iväg från ett rödljus i modden, att ta dig upp för backen till stugan och att hålla farten med släp i uppförsbacke. Men det finns en sak fyrhjulsdrift inte gör: den förkortar inte bromssträckan.',
            },
            { h2: 'Däcken avgör när det gäller' },
            {
              p: 'När du bromsar eller svänger är det däckens grepp mot vägen som räknas, oavsett hur många hjul som driver. En tvåhjulsdriven bil med nya dubbdäck stannar kortare på is än en fyrhjulsdriven bil med slitna friktionsdäck.',
            },
            { h2: 'När är fyrhjulsdrift värt pengarna?' },
            {
              ul: [
                'Du bor vid en brant eller dåligt plogad väg',
                'Du drar husvagn, hästtransport eller båtkärra',
                'Du kör mycket på skogsbilvägar eller till fjällen',
                'Du vill ha marginal i backarna, inte bara i teorin',
              ],
            },
            {
              p: 'Tänk också på att fyrhjulsdrift ofta betyder något högre förbrukning och en extra punkt i serviceprogrammet. I vår samling [fyrhjulsdrivna bilar](/kop-bil/fyrhjulsdrivna-bilar) har de flesta vinterhjul och motorvärmare redan från start.',
            },
          ],
        },
        en: {
          title: 'Four-wheel drive or good tyres – which matters more?',
          premble:
            'One in three cars we sell has four-wheel drive. But do you really need it? We asked our sales advisers and technicians.',
          body: [
            {
              p: 'Four-wheel drive helps you pull away from a red light in slush, climb the hill to the cabin and keep your speed uphill with a trailer. But there is one thing it does not do: it does not shorten your braking distance.',
            },
            { h2: 'Tyres decide when it counts' },
            {
              p: 'When you brake or turn, it is the tyres’ grip on the road that matters, however many wheels are driven. A two-wheel drive car on new studded tyres stops shorter on ice than a four-wheel drive car on worn non-studded tyres.',
            },
            { h2: 'When is four-wheel drive worth the money?' },
            {
              ul: [
                'You live on a steep or poorly ploughed road',
                'You tow a caravan, horse box or boat trailer',
                'You drive a lot on forest roads or up to the mountains',
                'You want real margin on the hills, not just in theory',
              ],
            },
            {
              p: 'Bear in mind that four-wheel drive usually means slightly higher consumption and an extra item in the service schedule. In our selection of [four-wheel drive cars](/kop-bil/fyrhjulsdrivna-bilar) most come with winter wheels and an engine heater from the start.',
            },
          ],
        },
      },
    },
    {
      slug: 'laddbox-i-bostadsrattsforeningen',
      date: '2026-03-24T15:20:00Z',
      author: 'Anna Lindberg',
      tags: ['elbil'],
      image: {
        scene: 'charging',
        variant: 'night',
        carColor: '#f2f2ef',
        alt: 'Vit elbil som laddar vid en laddstolpe på en parkering en vinterkväll',
      },
      content: {
        'sv-SE': {
          title: 'Laddbox i bostadsrättsföreningen – så går du till väga',
          premble:
            'Att ladda hemma är det billigaste och smidigaste sättet att äga elbil. Bor du i bostadsrätt behöver du föreningen med dig – här är en plan som brukar fungera.',
          body: [
            {
              p: 'Var tredje kund som köper elbil hos oss i Umeå bor i lägenhet. Många har redan en motorvärmarstolpe på parkeringen, men den är inte byggd för att ladda en elbil varje natt. Rätt lösning är laddboxar med lastbalansering, så att föreningens elnät inte överbelastas.',
            },
            { h2: 'Steg för steg' },
            {
              ol: [
                '**Ta reda på intresset.** Skicka en enkel enkät till grannarna – ofta är fler intresserade än styrelsen tror.',
                '**Be om en kartläggning** av elnätet och parkeringen från en elinstallatör.',
                '**Välj en modell för betalning**, till exempel att varje laddplats debiteras efter förbrukning via en app.',
                '**Ta beslut på stämman** och sök eventuellt stöd. Kontrollera aktuella bidrag hos [Naturvårdsverket](https://www.naturvardsverket.se).',
              ],
            },
            { h2: 'Vi hjälper till' },
            {
              p: 'Vi samarbetar med lokala elinstallatörer på alla fem orter och tar gärna fram underlag som du kan visa styrelsen. Fråga din säljare när du tittar på [våra begagnade elbilar](/kop-bil/begagnade-elbilar).',
            },
          ],
        },
        en: {
          title: 'A wallbox in your housing cooperative – how to go about it',
          premble:
            'Charging at home is the cheapest and most convenient way to own an EV. If you live in a housing cooperative you need the board on your side – here is a plan that usually works.',
          body: [
            {
              p: 'One in three customers buying an electric car from us in Umeå lives in a flat. Many already have an engine-heater post in the car park, but it is not built to charge an EV every night. The right solution is wallboxes with load balancing, so the cooperative’s electrical supply is not overloaded.',
            },
            { h2: 'Step by step' },
            {
              ol: [
                '**Gauge interest.** Send a simple survey to your neighbours – more are often interested than the board thinks.',
                '**Ask an electrician for a survey** of the electrical supply and the car park.',
                '**Choose a payment model**, for example charging each space for its usage through an app.',
                '**Decide at the general meeting** and apply for any available grants. Check current grants with the [Swedish Environmental Protection Agency](https://www.naturvardsverket.se).',
              ],
            },
            { h2: 'We can help' },
            {
              p: 'We work with local electricians in all five towns and are happy to prepare material you can show the board. Ask your sales adviser when you look at [our used electric cars](/kop-bil/begagnade-elbilar).',
            },
          ],
        },
      },
    },
    {
      slug: 'salja-bilen-sjalv-eller-till-handlaren',
      date: '2026-05-12T07:55:00Z',
      author: 'Karin Marklund',
      tags: ['kopa-begagnat', 'bilekonomi'],
      image: {
        scene: 'family',
        variant: 'day',
        carColor: '#8a8d8f',
        alt: 'Silverfärgad familjebil parkerad på en villagata en solig vårdag',
      },
      content: {
        'sv-SE': {
          title: 'Sälja bilen själv eller till handlaren?',
          premble:
            'Privat försäljning kan ge några tusenlappar mer – men också veckor av visningar och frågor. Så väger du för- och nackdelar.',
          body: [
            {
              p: 'Att sälja bil privat ser lockande ut på papperet. I verkligheten innebär det annonser, samtal med intressenter, provkörningar med främlingar och en betalning som måste hanteras säkert. För många är tiden och tryggheten värd mer än mellanskillnaden.',
            },
            { h2: 'Fördelar med att sälja till oss' },
            {
              ul: [
                'Preliminärt bud inom 24 timmar, slutbud efter en kort genomgång på plats',
                'Vi löser eventuellt billån direkt med långivaren',
                'Inget ansvar för dolda fel efter försäljningen',
                'Pengarna på kontot inom två bankdagar',
              ],
            },
            { h2: 'Det här höjer värdet' },
            {
              p: 'Komplett servicehistorik, två nycklar och ett par extra hjul gör skillnad, oavsett hur du säljer. En ren bil påverkar inte vårt bud, men den gör ett bättre första intryck på en privat köpare.',
            },
            {
              p: 'Vill du veta vad din bil är värd? Fyll i registreringsnummer och mätarställning under [Sälj din bil](/salj-din-bil), så hör vi av oss.',
            },
          ],
        },
        en: {
          title: 'Sell your car privately or to a dealer?',
          premble:
            'A private sale might bring in a little more – but also weeks of viewings and questions. Here is how to weigh up the pros and cons.',
          body: [
            {
              p: 'Selling privately looks tempting on paper. In reality it means adverts, calls from interested buyers, test drives with strangers and a payment that has to be handled safely. For many people the time and peace of mind are worth more than the difference.',
            },
            { h2: 'The benefits of selling to us' },
            {
              ul: [
                'A preliminary offer within 24 hours, a final offer after a short inspection on site',
                'We settle any outstanding car loan directly with the lender',
                'No liability for hidden faults after the sale',
                'Money in your account within two banking days',
              ],
            },
            { h2: 'What adds value' },
            {
              p: 'A complete service history, two keys and a spare set of wheels make a difference, however you sell. A clean car does not affect our offer, but it makes a better first impression on a private buyer.',
            },
            {
              p: 'Want to know what your car is worth? Enter the registration number and mileage under [Sell your car](/salj-din-bil) and we will be in touch.',
            },
          ],
        },
      },
    },
    {
      slug: 'elbil-som-tjanstebil',
      date: '2026-08-18T10:45:00Z',
      author: 'Johan Burman',
      tags: ['bilekonomi', 'elbil'],
      image: {
        scene: 'dealership',
        variant: 'day',
        carColor: '#4b5560',
        alt: 'Nordvik Bils anläggning med glasfasad och företagsbilar parkerade framför',
      },
      content: {
        'sv-SE': {
          title: 'Elbil som tjänstebil – så räknar du på förmånsvärdet',
          premble:
            'Förmånsvärdet avgör vad tjänstebilen kostar dig i lönekuvertet. För elbilar blir kalkylen ofta förvånansvärt bra – men reglerna ändras, så räkna alltid på aktuella värden.',
          body: [
            {
              p: 'Har du tjänstebil betalar du skatt på ett förmånsvärde som bland annat beror på bilens nybilspris, utrustning och fordonsskatt. För miljöbilar som elbilar finns regler som sänker förmånsvärdet, och det gör att en elbil ofta ger lägre nettolöneavdrag än en bensinbil i samma prisklass.',
            },
            { h2: 'Det här påverkar kalkylen' },
            {
              ul: [
                '**Nybilspriset** – även för en begagnad bil räknas förmånsvärdet på priset som ny',
                '**Extrautrustning** som lagts till utöver standard',
                '**Vem som betalar elen** – laddning på jobbet kan vara en egen förmån',
                '**Din marginalskatt**, som avgör hur mycket av förmånsvärdet som faktiskt märks',
              ],
            },
            { h2: 'Kolla alltid aktuella regler' },
            {
              p: 'Reglerna för förmånsbilar har ändrats flera gånger de senaste åren. Använd Skatteverkets beräkningstjänst på [skatteverket.se](https://www.skatteverket.se) för exakta siffror för den bil du jämför.',
            },
            {
              p: 'Vår företagsavdelning hjälper både förare och fordonsansvariga att jämföra alternativ, och vi har elbilar med värmepump som klarar norrländska vintrar. Läs mer under [Företagsbilar](/kop-bil/foretagsbilar) och [Företagsleasing](/bilagande/finansiering/foretagsleasing).',
            },
          ],
        },
        en: {
          title: 'An EV as a company car – how to work out the taxable benefit',
          premble:
            'The taxable benefit decides what a company car costs you in your pay packet. For electric cars the numbers are often surprisingly good – but the rules change, so always use current figures.',
          body: [
            {
              p: 'If you have a company car you pay tax on a benefit value that depends on, among other things, the car’s new price, equipment and vehicle tax. For low-emission cars such as EVs there are rules that reduce the benefit value, which means an electric car often costs you less in net pay than a petrol car in the same price range.',
            },
            { h2: 'What affects the calculation' },
            {
              ul: [
                '**The new price** – even for a used car, the benefit value is based on the price as new',
                '**Optional equipment** added on top of the standard specification',
                '**Who pays for the electricity** – charging at work can be a benefit in itself',
                '**Your marginal tax rate**, which decides how much of the benefit you actually notice',
              ],
            },
            { h2: 'Always check the current rules' },
            {
              p: 'The rules for company cars have changed several times in recent years. Use the Swedish Tax Agency’s calculator at [skatteverket.se](https://www.skatteverket.se) for exact figures for the car you are comparing.',
            },
            {
              p: 'Our business team helps both drivers and fleet managers compare options, and we have EVs with heat pumps that handle northern winters. Read more under [Company cars](/kop-bil/foretagsbilar) and [Business leasing](/bilagande/finansiering/foretagsleasing).',
            },
          ],
        },
      },
    },
    {
      slug: 'ostersund-fyller-trettio',
      date: '2026-10-27T08:00:00Z',
      author: 'Elin Öberg',
      tags: ['foretagsnytt'],
      image: {
        scene: 'dealership',
        variant: 'dusk',
        carColor: '#b0342b',
        alt: 'Nordvik Bils anläggning i Östersund med upplyst glasfasad i skymningen',
      },
      content: {
        'sv-SE': {
          title: 'Nordvik Bil Östersund fyller 30 – välkommen på öppet hus',
          premble:
            'Hösten 1996 öppnade vi i Östersund. Nu firar vi 30 år på Stuguvägen med öppet hus lördagen den 14 november – och du är välkommen.',
          body: [
            {
              p: 'När Nordvik Bil öppnade i Östersund fanns fyra anställda, en verkstad med tre lyftar och ett tjugotal bilar i lager. I dag är vi 58 kollegor, och verkstaden servar över 6 000 bilar om året – från pendlarbilar till skotertransporter på väg mot fjällen.',
            },
            { h2: 'Det här händer på öppet hus' },
            {
              ul: [
                '**Provkörning** av elbilar och fyrhjulsdrivna bilar på vinterväg – om vädret vill',
                '**Titta in i verkstaden** och se hur vi gör en vinterkontroll',
                '**Korv och kaffe** till förmån för Östersunds skidskytteklubbs ungdomsverksamhet',
                '**Tävling för barnen** med fina priser',
              ],
            },
            { h2: 'Tack till våra kunder' },
            {
              p: 'Flera av våra kunder har köpt bil av oss sedan första året. Några av dem kommer att berätta om sina bilar genom åren under dagen. Öppet hus pågår kl. 10–15 och ingen anmälan behövs. Adress och vägbeskrivning hittar du under [Hitta oss](/hitta-oss).',
            },
            {
              quote:
                'Jämtland har alltid handlat om långa avstånd och kalla vintrar. Det är därför vi finns här – och därför vi blir kvar. – Sofia Burman, platschef i Östersund',
            },
          ],
        },
        en: {
          title: 'Nordvik Bil Östersund turns 30 – join us for an open day',
          premble:
            'We opened in Östersund in the autumn of 1996. Now we are celebrating 30 years on Stuguvägen with an open day on Saturday 14 November – and you are welcome.',
          body: [
            {
              p: 'When Nordvik Bil opened in Östersund there were four employees, a workshop with three lifts and around twenty cars in stock. Today we are 58 colleagues, and the workshop services more than 6,000 cars a year – from commuter cars to vans carrying snowmobiles up to the mountains.',
            },
            { h2: 'What’s on at the open day' },
            {
              ul: [
                '**Test drives** of electric and four-wheel drive cars on winter roads – weather permitting',
                '**A look inside the workshop** to see how we do a winter check',
                '**Hot dogs and coffee** in aid of the Östersund biathlon club’s youth section',
                '**A competition for children** with great prizes',
              ],
            },
            { h2: 'Thank you to our customers' },
            {
              p: 'Several of our customers have bought cars from us since the very first year. Some of them will be sharing stories about their cars over the years during the day. The open day runs from 10 am to 3 pm and there is no need to register. You will find the address and directions under [Find us](/hitta-oss).',
            },
            {
              quote:
                'Jämtland has always been about long distances and cold winters. That is why we are here – and why we are staying. – Sofia Burman, site manager in Östersund',
            },
          ],
        },
      },
    },
  ],
}
