import type { SeedStories } from '../types'

/** Corporate news and press releases for Nordvik Group (sv-SE + en). */
export const stories: SeedStories = {
  indexPath: '/press/pressmeddelanden',
  tags: [
    { key: 'resultat', value: { 'sv-SE': 'Resultat', en: 'Financial results' } },
    { key: 'hallbarhet', value: { 'sv-SE': 'Hållbarhet', en: 'Sustainability' } },
    { key: 'forvarv-och-etableringar', value: { 'sv-SE': 'Förvärv och etableringar', en: 'Acquisitions and new sites' } },
    { key: 'karriar', value: { 'sv-SE': 'Karriär', en: 'Careers' } },
    { key: 'digitala-tjanster', value: { 'sv-SE': 'Digitala tjänster', en: 'Digital services' } },
  ],
  stories: [
    {
      slug: 'ny-servicebokning-pa-alla-svenska-webbplatser',
      date: '2025-01-15T08:00:00Z',
      author: 'Oskar Wikström',
      tags: ['digitala-tjanster'],
      image: {
        scene: 'family',
        variant: 'day',
        carColor: '#2457d6',
        alt: 'Blå familjebil parkerad på en villagata en vinterdag',
      },
      content: {
        'sv-SE': {
          title: 'Ny servicebokning på alla Nordviks svenska webbplatser',
          premble:
            'Från och med i dag bokar kunderna service, däckbyte och garantiärenden på samma sätt hos alla Nordviks svenska bolag – och ser lediga tider i realtid.',
          body: [
            {
              p: 'Den nya servicebokningen ersätter fem olika bokningssystem och lanseras samtidigt hos Nordvik Bil, Nordvik Bilhall och Nordvik Carstore och hos de verkstäder som är anslutna till Nordvik Partner. Kunden anger registreringsnummer, väljer verkstad och tid och får en bekräftelse med prisuppskattning direkt i mobilen.',
            },
            { h2: 'Det här är nytt för kunderna' },
            {
              ul: [
                '**Lediga tider i realtid** från verkstädernas planering, i stället för förfrågningar som ska bekräftas',
                '**Fast pris** på de vanligaste jobben, som service, hjulskifte och bromsbyte',
                '**Digital arbetsorder** där kunden godkänner extra arbeten med bilder och video från teknikern',
                '**Påminnelser** om service, besiktning och hjulskifte via sms och e-post',
              ],
            },
            {
              quote:
                'Våra kunder ska inte behöva veta vilket av våra bolag de bokar hos. Det ska vara lika enkelt i Luleå som i Örebro – och lika enkelt hos en partnerverkstad i Vetlanda. – Daniel Eriksson, IT- och digitaldirektör, Nordvik Group',
            },
            { h2: 'Partnerverkstäderna syns i samma flöde' },
            {
              p: 'Drygt 120 fristående verkstäder i [Nordvik Partner](/vara-varumarken/nordvik-partner) visas i bokningen med egna priser och tider. Under 2025 ansluts även koncernens bolag i Norge och Finland.',
            },
          ],
        },
        en: {
          title: 'New service booking on all Nordvik websites in Sweden',
          premble:
            'From today, customers book servicing, tyre changes and warranty work the same way at every Nordvik company in Sweden – and see available times in real time.',
          body: [
            {
              p: 'The new service booking replaces five different booking systems and launches simultaneously at Nordvik Bil, Nordvik Bilhall and Nordvik Carstore, and at the workshops that are members of Nordvik Partner. Customers enter their registration number, choose a workshop and a time, and receive a confirmation with a price estimate straight to their phone.',
            },
            { h2: 'What is new for customers' },
            {
              ul: [
                '**Real-time availability** from the workshops’ own planning, instead of requests that need confirming',
                '**Fixed prices** for the most common jobs, such as servicing, wheel changes and brake replacement',
                '**Digital work orders** where customers approve additional work with photos and video from the technician',
                '**Reminders** about servicing, inspections and wheel changes by text message and email',
              ],
            },
            {
              quote:
                'Our customers should not need to know which of our companies they are booking with. It should be just as easy in Luleå as in Örebro – and just as easy at a partner workshop in Vetlanda. – Daniel Eriksson, Chief Digital Officer, Nordvik Group',
            },
            { h2: 'Partner workshops in the same flow' },
            {
              p: 'Just over 120 independent workshops in [Nordvik Partner](/vara-varumarken/nordvik-partner) appear in the booking with their own prices and times. During 2025 the group’s companies in Norway and Finland will join as well.',
            },
          ],
        },
      },
    },
    {
      slug: 'bokslutskommunike-2024',
      date: '2025-02-20T07:30:00Z',
      author: 'Karin Lindqvist',
      tags: ['resultat'],
      image: {
        scene: 'pattern',
        alt: 'Abstrakt mönster i Nordviks djupblå färger',
      },
      content: {
        'sv-SE': {
          title: 'Bokslutskommuniké 2024: rekordmånga begagnade bilar levererade',
          premble:
            'Nordvik Group omsatte 17,2 miljarder kronor 2024. Begagnatbilsaffären och eftermarknaden växte, medan försäljningen av nya bilar låg kvar på fjolårets nivå.',
          body: [
            { p: '*Umeå, 20 februari 2025*' },
            {
              p: 'Koncernen levererade 38 200 bilar under året, varav 21 400 begagnade – det högsta antalet i Nordviks historia. Rörelseresultatet uppgick till 612 miljoner kronor, vilket motsvarar en rörelsemarginal på 3,6 procent.',
            },
            { h2: 'Året i korthet' },
            {
              ul: [
                'Nettoomsättning 17,2 miljarder kronor (16,6)',
                'Rörelseresultat 612 miljoner kronor (655)',
                '38 200 levererade bilar, varav 21 400 begagnade (19 800)',
                'Andel laddbara bilar bland levererade nya bilar 52 procent (46)',
                'Verkstadsbesöken ökade med 6 procent till 130 000',
              ],
            },
            {
              quote:
                'Det har varit ett år med pressade marginaler på nya bilar, men vi har visat att en bred affär håller. Begagnatbilar, verkstad och däckhotell står i dag för mer än hälften av vårt resultat. – Helena Bergström, ekonomi- och finansdirektör',
            },
            { h2: 'Utsikter för 2025' },
            {
              p: 'Koncernen fortsätter att investera i eftermarknad och utbildning. Under våren öppnar Nordvik Bilhall en ny anläggning i Västerås, och Nordvik Verkstadsskola har tagit emot sin största kull hittills. Fakta om koncernen finns under [Om oss](/om-oss).',
            },
          ],
        },
        en: {
          title: 'Year-end report 2024: a record number of used cars delivered',
          premble:
            'Nordvik Group had a turnover of SEK 17.2 billion in 2024. Used cars and aftersales grew, while new car sales remained at the previous year’s level.',
          body: [
            { p: '*Umeå, 20 February 2025*' },
            {
              p: 'The group delivered 38,200 cars during the year, 21,400 of them used – the highest number in Nordvik’s history. Operating profit was SEK 612 million, an operating margin of 3.6 per cent.',
            },
            { h2: 'The year in brief' },
            {
              ul: [
                'Net sales SEK 17.2 billion (16.6)',
                'Operating profit SEK 612 million (655)',
                '38,200 cars delivered, 21,400 of them used (19,800)',
                'Share of plug-in cars among new cars delivered 52 per cent (46)',
                'Workshop visits up 6 per cent to 130,000',
              ],
            },
            {
              quote:
                'It has been a year of squeezed margins on new cars, but we have shown that a broad business holds up. Used cars, workshops and tyre hotels now account for more than half of our profit. – Helena Bergström, Chief Financial Officer',
            },
            { h2: 'Outlook for 2025' },
            {
              p: 'The group continues to invest in aftersales and training. This spring Nordvik Bilhall opens a new site in Västerås, and the Nordvik Workshop Academy has welcomed its largest intake yet. Facts about the group are available under [About us](/om-oss).',
            },
          ],
        },
      },
    },
    {
      slug: 'hallbarhetsrapport-2024',
      date: '2025-04-09T09:00:00Z',
      author: 'Linnea Åkesson',
      tags: ['hallbarhet'],
      image: {
        scene: 'charging',
        variant: 'dusk',
        carColor: '#e8ebef',
        alt: 'Vit elbil som laddar vid en av Nordviks laddstolpar i skymningen',
      },
      content: {
        'sv-SE': {
          title: 'Hållbarhetsrapporten 2024: egna utsläpp 38 procent lägre än 2019',
          premble:
            'Förnybar el, bergvärme och fler solceller har tagit oss mer än halvvägs mot målet för 2030. Nu väntar de svårare stegen.',
          body: [
            {
              p: 'Nordvik Groups utsläpp från den egna verksamheten (scope 1 och 2) var 38 procent lägre 2024 än basåret 2019. Det framgår av koncernens hållbarhetsrapport, som publiceras i dag. Målet är en halvering till 2030.',
            },
            { h2: 'Därför minskar utsläppen' },
            {
              ul: [
                'Alla anläggningar har köpt 100 procent förnybar el sedan 2022',
                'Nio anläggningar värms i dag med bergvärme i stället för fjärrvärme eller olja',
                'Solceller på 14 tak producerade 1,4 GWh under året',
                'Lånebilsparken i Sverige är nu till 80 procent elektrisk',
              ],
            },
            { h2: 'Det som återstår' },
            {
              p: 'Den största kvarvarande källan är transporter av bilar mellan anläggningarna och uppvärmningen av äldre byggnader i norr. Under 2025 går vi över till fossilfria transporter på de mest trafikerade sträckorna och energieffektiviserar anläggningarna i Luleå och Östersund.',
            },
            {
              quote:
                'De första 38 procenten handlade om att välja rätt el. De sista tolv kräver att vi ändrar hur vi bygger och hur vi flyttar bilar. – Johan Nordvik, vd',
            },
            { p: 'Läs mer om mål och arbetssätt på sidan [Hållbarhet](/hallbarhet).' },
          ],
        },
        en: {
          title: 'Sustainability report 2024: own emissions 38 per cent lower than in 2019',
          premble:
            'Renewable electricity, ground-source heating and more solar panels have taken us more than halfway to our 2030 target. Now come the harder steps.',
          body: [
            {
              p: 'Nordvik Group’s emissions from its own operations (scope 1 and 2) were 38 per cent lower in 2024 than in the 2019 base year, according to the group’s sustainability report published today. The target is to halve them by 2030.',
            },
            { h2: 'Why emissions are falling' },
            {
              ul: [
                'Every site has bought 100 per cent renewable electricity since 2022',
                'Nine sites are now heated by ground-source heat pumps instead of district heating or oil',
                'Solar panels on 14 roofs produced 1.4 GWh during the year',
                'The courtesy car fleet in Sweden is now 80 per cent electric',
              ],
            },
            { h2: 'What remains' },
            {
              p: 'The largest remaining sources are transporting cars between sites and heating older buildings in the north. In 2025 we are switching to fossil-free transport on the busiest routes and improving energy efficiency at our sites in Luleå and Östersund.',
            },
            {
              quote:
                'The first 38 per cent was about choosing the right electricity. The last twelve require us to change how we build and how we move cars. – Johan Nordvik, CEO',
            },
            { p: 'Read more about our targets and approach on the [Sustainability](/hallbarhet) page.' },
          ],
        },
      },
    },
    {
      slug: 'rekordmanga-sokande-till-verkstadsskolan',
      date: '2025-04-24T10:15:00Z',
      author: 'Sofia Berg',
      tags: ['karriar'],
      image: {
        scene: 'workshop',
        variant: 'day',
        carColor: '#1f3a5f',
        alt: 'Mörkblå personbil på lyft i Nordviks utbildningsverkstad i Umeå',
      },
      content: {
        'sv-SE': {
          title: 'Rekordmånga sökande till Nordvik Verkstadsskola',
          premble:
            'När ansökan stängde hade 412 personer sökt till höstens 32 lärlingsplatser. Var tredje sökande är kvinna.',
          body: [
            {
              p: 'Intresset för att bli biltekniker hos Nordvik har aldrig varit större. Till kullen som startar i augusti har 412 personer sökt, jämfört med 286 förra året. Platserna finns på 20 verkstäder i Sverige, från Luleå i norr till Örebro i söder.',
            },
            { h2: 'Vad har förändrats?' },
            {
              p: 'HR-direktör Petra Öhman pekar på tre saker: lön från första dagen, ett jobb som väntar efter utbildningen och att elbilarna har gjort yrket mer tekniskt.',
            },
            {
              ul: [
                'Nio av tio lärlingar får tillsvidareanställning efter avslutad utbildning',
                'Lärlingslön enligt kollektivavtal under alla 18 månader',
                'Certifieringar i högvoltssystem och ADAS-kalibrering ingår',
              ],
            },
            {
              quote:
                'Många som söker har aldrig skruvat på en bil. Det gör inget – vi letar efter nyfikenhet och noggrannhet, resten lär vi ut. – Petra Öhman, HR-direktör',
            },
            { h2: 'Nästa steg' },
            {
              p: 'Intervjuerna hålls i maj och besked lämnas i början av juni. Den som inte fick plats i år kan läsa om [hur du söker](/karriar/verkstadsskolan/sa-soker-du) inför nästa omgång eller titta bland [lediga jobb](/karriar/lediga-jobb) i koncernen.',
            },
          ],
        },
        en: {
          title: 'Record number of applicants to the Nordvik Workshop Academy',
          premble:
            'When applications closed, 412 people had applied for this autumn’s 32 apprenticeships. One in three applicants is a woman.',
          body: [
            {
              p: 'Interest in becoming a vehicle technician at Nordvik has never been greater. For the intake starting in August, 412 people have applied, compared with 286 last year. The places are at 20 workshops in Sweden, from Luleå in the north to Örebro in the south.',
            },
            { h2: 'What has changed?' },
            {
              p: 'HR Director Petra Öhman points to three things: pay from day one, a job waiting at the end of the programme, and electric cars making the trade more technical.',
            },
            {
              ul: [
                'Nine out of ten apprentices are offered a permanent job when they finish',
                'Apprentice pay under the collective agreement for all 18 months',
                'Certification in high-voltage systems and ADAS calibration is included',
              ],
            },
            {
              quote:
                'Many applicants have never worked on a car. That is fine – we look for curiosity and attention to detail, and we teach the rest. – Petra Öhman, HR Director',
            },
            { h2: 'Next steps' },
            {
              p: 'Interviews take place in May, and decisions are sent out in early June. Anyone who did not get a place this year can read [how to apply](/karriar/verkstadsskolan/sa-soker-du) for the next round or browse [open positions](/karriar/lediga-jobb) across the group.',
            },
          ],
        },
      },
    },
    {
      slug: 'nordvik-forvarvar-bergmans-skadecenter',
      date: '2025-05-14T08:30:00Z',
      author: 'Karin Lindqvist',
      tags: ['forvarv-och-etableringar'],
      image: {
        scene: 'workshop',
        variant: 'night',
        carColor: '#2a2f38',
        alt: 'Mörkgrå bil på lyft i en skadeverkstad med lackbox i bakgrunden',
      },
      content: {
        'sv-SE': {
          title: 'Nordvik förvärvar Bergmans Skadecenter i Umeå och Luleå',
          premble:
            'Med förvärvet får Nordvik Bil egna skadeverkstäder i Västerbotten och Norrbotten, och kunderna slipper vänta veckor på plåt- och lackarbeten.',
          body: [
            { p: '*Umeå, 14 maj 2025*' },
            {
              p: 'Nordvik Group har tecknat avtal om att förvärva samtliga aktier i Bergmans Skadecenter AB, som har skadeverkstäder i Umeå och Luleå och 34 medarbetare. Bolaget omsatte 58 miljoner kronor 2024. Tillträde sker den 1 juli, och köpeskillingen offentliggörs inte.',
            },
            { h2: 'Varför Bergmans?' },
            {
              p: 'Skadeverkstäderna har länge varit en flaskhals i norr, och kunder hos Nordvik Bil har fått vänta upp till sex veckor på en tid för plåt och lack. Bergmans är certifierade för flera av de märken Nordvik säljer och arbetar redan i dag med koncernens försäkringspartner.',
            },
            {
              ul: [
                'Två skadeverkstäder med sammanlagt 16 arbetsplatser och två lackboxar',
                'Certifierade för reparation av aluminiumkarosser och kontroll av högvoltsbatterier efter krock',
                'Alla 34 medarbetare erbjuds fortsatt anställning på oförändrade villkor',
              ],
            },
            {
              quote:
                'Vi har lagat bilar i Umeå i fyrtio år och ville hitta en ägare som tänker långsiktigt. Med Nordvik blir vi kvar här, med samma folk. – Lars Bergman, grundare av Bergmans Skadecenter',
            },
            { h2: 'Vad händer nu?' },
            {
              p: 'Bergmans fortsätter under eget namn under 2025 och blir en del av Nordvik Bil från 2026. Läs mer om [bilhandeln i Sverige](/vara-varumarken/bilhandel-i-sverige).',
            },
          ],
        },
        en: {
          title: 'Nordvik acquires Bergmans Skadecenter in Umeå and Luleå',
          premble:
            'The acquisition gives Nordvik Bil its own body and paint shops in Västerbotten and Norrbotten, so customers no longer wait weeks for bodywork.',
          body: [
            { p: '*Umeå, 14 May 2025*' },
            {
              p: 'Nordvik Group has signed an agreement to acquire all shares in Bergmans Skadecenter AB, which runs body shops in Umeå and Luleå and has 34 employees. The company had a turnover of SEK 58 million in 2024. Completion is on 1 July, and the purchase price is not disclosed.',
            },
            { h2: 'Why Bergmans?' },
            {
              p: 'Body shop capacity has long been a bottleneck in the north, and Nordvik Bil customers have waited up to six weeks for bodywork and paint. Bergmans is certified for several of the brands Nordvik sells and already works with the group’s insurance partners.',
            },
            {
              ul: [
                'Two body shops with 16 bays and two paint booths in total',
                'Certified for aluminium body repairs and post-collision checks of high-voltage batteries',
                'All 34 employees are offered continued employment on unchanged terms',
              ],
            },
            {
              quote:
                'We have repaired cars in Umeå for forty years and wanted an owner who thinks long term. With Nordvik we stay here, with the same people. – Lars Bergman, founder of Bergmans Skadecenter',
            },
            { h2: 'What happens next?' },
            {
              p: 'Bergmans will keep its name during 2025 and become part of Nordvik Bil from 2026. Read more about [our car retail in Sweden](/vara-varumarken/bilhandel-i-sverige).',
            },
          ],
        },
      },
    },
    {
      slug: 'delarsrapport-januari-juni-2025',
      date: '2025-08-20T07:30:00Z',
      author: 'Karin Lindqvist',
      tags: ['resultat'],
      image: {
        scene: 'dealership',
        variant: 'day',
        carColor: '#2457d6',
        alt: 'Nordviks anläggning i Umeå med hög glasfasad och bilar parkerade framför entrén',
      },
      content: {
        'sv-SE': {
          title: 'Delårsrapport januari–juni 2025: eftermarknaden bär resultatet',
          premble:
            'Omsättningen ökade med fem procent under första halvåret, och rörelseresultatet förbättrades trots fortsatt prispress på nya bilar.',
          body: [
            { p: '*Umeå, 20 augusti 2025*' },
            {
              ul: [
                'Nettoomsättning 9,0 miljarder kronor (8,6)',
                'Rörelseresultat 341 miljoner kronor (318)',
                '19 900 levererade bilar (19 100), varav 11 300 begagnade',
                'Andel laddbara bilar bland levererade nya bilar 58 procent (49)',
              ],
            },
            { h2: 'Kommentar från vd' },
            {
              quote:
                'Vi har ett starkt halvår bakom oss. Västerås har kommit i gång snabbare än vi räknade med, och verkstäderna har haft sin bästa vår någonsin. Samtidigt är marknaden för nya bilar fortsatt avvaktande, och vi planerar därefter. – Johan Nordvik, vd',
            },
            { h2: 'Viktiga händelser under perioden' },
            {
              ul: [
                'Nordvik Bilhall öppnade en ny anläggning i Västerås med 24 laddplatser',
                'Avtal om förvärv av Bergmans Skadecenter i Umeå och Luleå, med tillträde den 1 juli',
                'Ny gemensam servicebokning på alla svenska webbplatser',
              ],
            },
            {
              p: 'Nästa rapport, bokslutskommunikén för 2025, publiceras i februari 2026. Frågor besvaras av [presstjänsten](/press).',
            },
          ],
        },
        en: {
          title: 'Interim report January–June 2025: aftersales drives the result',
          premble:
            'Net sales rose by five per cent in the first half of the year, and operating profit improved despite continued price pressure on new cars.',
          body: [
            { p: '*Umeå, 20 August 2025*' },
            {
              ul: [
                'Net sales SEK 9.0 billion (8.6)',
                'Operating profit SEK 341 million (318)',
                '19,900 cars delivered (19,100), 11,300 of them used',
                'Share of plug-in cars among new cars delivered 58 per cent (49)',
              ],
            },
            { h2: 'Comment from the CEO' },
            {
              quote:
                'We have a strong half-year behind us. Västerås has got up to speed faster than we expected, and our workshops have had their best spring ever. At the same time the new car market remains cautious, and we are planning accordingly. – Johan Nordvik, CEO',
            },
            { h2: 'Key events during the period' },
            {
              ul: [
                'Nordvik Bilhall opened a new site in Västerås with 24 charging bays',
                'Agreement to acquire Bergmans Skadecenter in Umeå and Luleå, completed on 1 July',
                'A new shared service booking on all websites in Sweden',
              ],
            },
            {
              p: 'The next report, the year-end report for 2025, will be published in February 2026. Questions are answered by our [press office](/press).',
            },
          ],
        },
      },
    },
    {
      slug: 'kop-begagnad-bil-helt-digitalt',
      date: '2025-10-22T09:00:00Z',
      author: 'Oskar Wikström',
      tags: ['digitala-tjanster'],
      image: {
        scene: 'hero-city',
        variant: 'night',
        carColor: '#2a2f38',
        alt: 'Mörkgrå sedan på en regnvåt stadsgata där kvällsljusen speglar sig i asfalten',
      },
      content: {
        'sv-SE': {
          title: 'Köp begagnad bil helt digitalt – nu hos alla Nordviks bolag i Sverige',
          premble:
            'Från val av bil till signering med BankID: kunderna kan nu köpa en begagnad bil från Nordvik utan att besöka en bilhall.',
          body: [
            {
              p: 'Nordvik Carstore har sålt bilar online med hemleverans i flera år. Nu får även Nordvik Bil och Nordvik Bilhall samma tjänst, och alla omkring 4 000 begagnade bilar i koncernens svenska lager kan köpas digitalt.',
            },
            { h2: 'Så fungerar det' },
            {
              ol: [
                '**Välj bil** på webbplatsen, med testrapport, bilder och servicehistorik',
                '**Värdera din inbytesbil** med registreringsnummer och bilder – du får ett fast pris inom en arbetsdag',
                '**Ansök om billån** via Nordvik Finans och få besked inom 15 minuter',
                '**Signera med BankID** och välj hämtning eller hemleverans',
                '**Ångra köpet inom 14 dagar** om bilen inte motsvarar dina förväntningar',
              ],
            },
            {
              quote:
                'Ungefär hälften av våra kunder vill fortfarande klämma och känna i bilhallen, och det ska de få göra. Men ingen ska behöva ta ledigt från jobbet för att skriva ett kontrakt. – Daniel Eriksson, IT- och digitaldirektör',
            },
            { h2: 'Samma trygghet som i bilhallen' },
            {
              p: 'Bilar som köps digitalt har samma testrapport, garanti och reklamationsrätt som bilar som köps på plats. Läs mer om [Carstore och Auktion](/vara-varumarken/carstore-och-auktion) och om [bilhandeln i Sverige](/vara-varumarken/bilhandel-i-sverige).',
            },
          ],
        },
        en: {
          title: 'Buy a used car entirely online – now at every Nordvik company in Sweden',
          premble:
            'From choosing a car to signing with BankID: customers can now buy a used car from Nordvik without visiting a showroom.',
          body: [
            {
              p: 'Nordvik Carstore has sold cars online with home delivery for several years. Now Nordvik Bil and Nordvik Bilhall offer the same service, and all of the roughly 4,000 used cars in the group’s Swedish stock can be bought online.',
            },
            { h2: 'How it works' },
            {
              ol: [
                '**Choose a car** on the website, with an inspection report, photos and service history',
                '**Value your trade-in** using its registration number and photos – you get a fixed price within one working day',
                '**Apply for a car loan** through Nordvik Finans and get a decision within 15 minutes',
                '**Sign with BankID** and choose collection or home delivery',
                '**Change your mind within 14 days** if the car does not meet your expectations',
              ],
            },
            {
              quote:
                'About half of our customers still want to see and touch the car in the showroom, and they are welcome to. But nobody should have to take time off work just to sign a contract. – Daniel Eriksson, Chief Digital Officer',
            },
            { h2: 'The same peace of mind as in the showroom' },
            {
              p: 'Cars bought online come with the same inspection report, warranty and consumer rights as cars bought on site. Read more about [Carstore and Auction](/vara-varumarken/carstore-och-auktion) and [our car retail in Sweden](/vara-varumarken/bilhandel-i-sverige).',
            },
          ],
        },
      },
    },
    {
      slug: 'byggstart-ny-anlaggning-i-skelleftea',
      date: '2025-11-26T11:00:00Z',
      author: 'Linnea Åkesson',
      tags: ['forvarv-och-etableringar', 'hallbarhet'],
      image: {
        scene: 'hero-winter',
        variant: 'dusk',
        carColor: '#0f2740',
        alt: 'Marinblå SUV med tända strålkastare i ett snötäckt landskap i skymningen',
      },
      content: {
        'sv-SE': {
          title: 'Byggstart för Nordvik Bils nya anläggning i Skellefteå',
          premble:
            'Den nya anläggningen på Solbacken blir dubbelt så stor som dagens och byggs med trästomme, solceller och bergvärme. Invigningen planeras till hösten 2026.',
          body: [
            {
              p: 'Nordvik Bil har funnits i Skellefteå sedan 1975, och den nuvarande anläggningen vid älven har blivit för trång. Den nya byggnaden på Solbacken får bilhall, verkstad, däckhotell och 30 publika laddplatser.',
            },
            { h2: 'Byggd i trä' },
            {
              p: 'Byggnaden uppförs med stomme i korslimmat trä från ett sågverk i Västerbotten. Det minskar klimatpåverkan från byggskedet med omkring 40 procent jämfört med en stålstomme. Taket får 900 kvadratmeter solceller, och byggnaden värms med bergvärme.',
            },
            {
              ul: [
                'Bilhall för nya och begagnade bilar',
                'Verkstad med 16 arbetsplatser, varav fyra anpassade för arbete på elbilar',
                'Däckhotell för 5 000 hjulsatser med självbetjäning',
                '30 publika laddplatser, varav åtta snabbladdare',
              ],
            },
            {
              quote:
                'Skellefteå växer, och mer än hälften av bilarna vi säljer här är laddbara. Vi bygger för de kommande trettio åren, inte för de kommande tre. – Johan Nordvik, vd',
            },
            {
              p: 'Investeringen uppgår till 145 miljoner kronor. Omkring 20 nya jobb skapas, och flera av dem går till lärlingar från [Nordvik Verkstadsskola](/karriar/verkstadsskolan). Läs mer om vårt [hållbarhetsarbete](/hallbarhet).',
            },
          ],
        },
        en: {
          title: 'Construction starts on Nordvik Bil’s new site in Skellefteå',
          premble:
            'The new site at Solbacken will be twice the size of today’s and is built with a timber frame, solar panels and ground-source heating. The opening is planned for autumn 2026.',
          body: [
            {
              p: 'Nordvik Bil has been in Skellefteå since 1975, and the current site by the river has become too small. The new building at Solbacken will house a showroom, a workshop, a tyre hotel and 30 public charging bays.',
            },
            { h2: 'Built in wood' },
            {
              p: 'The building has a cross-laminated timber frame from a sawmill in Västerbotten, which cuts the climate impact of construction by around 40 per cent compared with a steel frame. The roof will carry 900 square metres of solar panels, and the building will be heated by ground-source heat pumps.',
            },
            {
              ul: [
                'Showroom for new and used cars',
                'Workshop with 16 bays, four of them equipped for work on electric cars',
                'Self-service tyre hotel for 5,000 wheel sets',
                '30 public charging bays, eight of them rapid chargers',
              ],
            },
            {
              quote:
                'Skellefteå is growing, and more than half of the cars we sell here have a plug. We are building for the next thirty years, not the next three. – Johan Nordvik, CEO',
            },
            {
              p: 'The investment totals SEK 145 million. Around 20 new jobs will be created, several of them for apprentices from the [Nordvik Workshop Academy](/karriar/verkstadsskolan). Read more about our [sustainability work](/hallbarhet).',
            },
          ],
        },
      },
    },
    {
      slug: 'malet-natt-44-procent-kvinnor-bland-larlingarna',
      date: '2026-01-28T08:00:00Z',
      author: 'Sofia Berg',
      tags: ['karriar', 'hallbarhet'],
      image: {
        scene: 'workshop',
        variant: 'day',
        carColor: '#c9ced6',
        alt: 'Silverfärgad bil på lyft i en ljus verkstad med verktygsvägg',
      },
      content: {
        'sv-SE': {
          title: 'Målet nått: 44 procent kvinnor bland höstens lärlingar',
          premble:
            'Nordviks mål var att minst 40 procent av de nya bilteknikerlärlingarna skulle vara kvinnor år 2030. I höstas nådde vi dit – fyra år tidigare än planerat.',
          body: [
            {
              p: 'Av de 32 lärlingar som började på Nordvik Verkstadsskola i augusti 2025 är 14 kvinnor, eller 44 procent. Målet ingår i koncernens hållbarhetsmål för 2030 och har präglat rekryteringen de senaste åren.',
            },
            { h2: 'Det här har gjort skillnad' },
            {
              ul: [
                'Omklädningsrum och arbetskläder anpassade för alla på samtliga svenska verkstäder',
                'Kvinnliga tekniker som ambassadörer vid skolbesök och mässor',
                'Handledare utbildade i inkluderande ledarskap',
                'Nolltolerans mot kränkningar, med möjlighet att rapportera anonymt via [visselblåsarfunktionen](/om-oss/bolagsstyrning/visselblasning)',
              ],
            },
            {
              quote:
                'Jag trodde att jag skulle bli ensam tjej på golvet. Vi är fyra i mitt arbetslag, och ingen tycker att det är konstigt längre. – Elin Forsberg, lärling på Nordvik Bil i Luleå',
            },
            { h2: 'Nästa mål: fler kvinnliga verkstadschefer' },
            {
              p: 'I dag är fyra av koncernens 30 verkstadschefer kvinnor. Under 2026 startar ett ledarprogram för tekniker som vill bli arbetsledare, med målet att hälften av deltagarna ska vara kvinnor. Läs mer om [karriär på Nordvik](/karriar).',
            },
          ],
        },
        en: {
          title: 'Target reached: 44 per cent women among this year’s apprentices',
          premble:
            'Nordvik aimed for at least 40 per cent of new technician apprentices to be women by 2030. Last autumn we got there – four years ahead of plan.',
          body: [
            {
              p: 'Of the 32 apprentices who started at the Nordvik Workshop Academy in August 2025, 14 are women – 44 per cent. The target is part of the group’s 2030 sustainability goals and has shaped recruitment in recent years.',
            },
            { h2: 'What made the difference' },
            {
              ul: [
                'Changing rooms and workwear that fit everyone, at every Swedish workshop',
                'Women technicians as ambassadors at school visits and fairs',
                'Supervisors trained in inclusive leadership',
                'Zero tolerance of harassment, with anonymous reporting through our [whistleblowing service](/om-oss/bolagsstyrning/visselblasning)',
              ],
            },
            {
              quote:
                'I thought I would be the only woman on the workshop floor. There are four of us in my team, and nobody thinks it is strange any more. – Elin Forsberg, apprentice at Nordvik Bil in Luleå',
            },
            { h2: 'Next goal: more women workshop managers' },
            {
              p: 'Today four of the group’s 30 workshop managers are women. In 2026 we are launching a leadership programme for technicians who want to become supervisors, aiming for half of the participants to be women. Read more about [careers at Nordvik](/karriar).',
            },
          ],
        },
      },
    },
    {
      slug: 'bokslutskommunike-2025',
      date: '2026-02-19T07:30:00Z',
      author: 'Karin Lindqvist',
      tags: ['resultat'],
      image: {
        scene: 'showroom',
        variant: 'day',
        carColor: '#2457d6',
        alt: 'Ljus bilhall med blankt golv och två bilar, en blå och en silverfärgad',
      },
      content: {
        'sv-SE': {
          title: 'Bokslutskommuniké 2025: högsta omsättningen i Nordviks historia',
          premble:
            'Nordvik Group omsatte 18,1 miljarder kronor 2025, och rörelseresultatet ökade med 14 procent. För första gången var över 60 procent av de nya bilarna vi levererade laddbara.',
          body: [
            { p: '*Umeå, 19 februari 2026*' },
            {
              ul: [
                'Nettoomsättning 18,1 miljarder kronor (17,2)',
                'Rörelseresultat 698 miljoner kronor (612)',
                '39 600 levererade bilar (38 200), varav 22 300 begagnade',
                'Andel laddbara bilar bland levererade nya bilar 61 procent (52)',
                'Egna utsläpp 43 procent lägre än basåret 2019',
              ],
            },
            { h2: 'Ett år av investeringar' },
            {
              p: 'Under året öppnade Nordvik Bilhall i Västerås, Bergmans Skadecenter blev en del av koncernen och bygget av den nya anläggningen i Skellefteå startade. Sammanlagt investerade koncernen 410 miljoner kronor i anläggningar, utbildning och digitala tjänster.',
            },
            {
              quote:
                'Vi passerar målet om 60 procent laddbara bland nya bilar fyra år före plan. Det visar att omställningen går fortare än många trodde – också i Norrland. – Johan Nordvik, vd',
            },
            { h2: 'Framåt' },
            {
              p: 'För 2026 räknar koncernen med en fortsatt svag marknad för nya bilar i Sverige och Finland men fortsatt tillväxt inom begagnade bilar och eftermarknad. Fakta om koncernen finns under [Om oss](/om-oss), och pressbilder i [bildbanken](/press/bildbank).',
            },
          ],
        },
        en: {
          title: 'Year-end report 2025: the highest turnover in Nordvik’s history',
          premble:
            'Nordvik Group had a turnover of SEK 18.1 billion in 2025, and operating profit rose by 14 per cent. For the first time, more than 60 per cent of the new cars we delivered had a plug.',
          body: [
            { p: '*Umeå, 19 February 2026*' },
            {
              ul: [
                'Net sales SEK 18.1 billion (17.2)',
                'Operating profit SEK 698 million (612)',
                '39,600 cars delivered (38,200), 22,300 of them used',
                'Share of plug-in cars among new cars delivered 61 per cent (52)',
                'Own emissions 43 per cent below the 2019 base year',
              ],
            },
            { h2: 'A year of investment' },
            {
              p: 'During the year Nordvik Bilhall opened in Västerås, Bergmans Skadecenter joined the group and construction of the new site in Skellefteå began. In total the group invested SEK 410 million in sites, training and digital services.',
            },
            {
              quote:
                'We have passed our target of 60 per cent plug-in cars among new cars four years ahead of plan. It shows the transition is moving faster than many expected – in northern Sweden too. – Johan Nordvik, CEO',
            },
            { h2: 'Looking ahead' },
            {
              p: 'For 2026 the group expects a continued weak market for new cars in Sweden and Finland, but further growth in used cars and aftersales. Facts about the group are available under [About us](/om-oss), and press photos in the [image bank](/press/bildbank).',
            },
          ],
        },
      },
    },
    {
      slug: 'nordvik-forvarvar-laddoperatoren-norrladd',
      date: '2026-04-15T09:30:00Z',
      author: 'Karin Lindqvist',
      tags: ['forvarv-och-etableringar', 'hallbarhet'],
      image: {
        scene: 'charging',
        variant: 'night',
        carColor: '#0f2740',
        alt: 'Marinblå elbil vid en snabbladdare en vinterkväll',
      },
      content: {
        'sv-SE': {
          title: 'Nordvik förvärvar laddoperatören NorrLadd',
          premble:
            'Med 64 snabbladdare längs E4 och E45 blir Nordvik en av de största laddoperatörerna i norra Sverige. Laddarna förblir öppna för alla, oavsett bilmärke.',
          body: [
            { p: '*Umeå, 15 april 2026*' },
            {
              p: 'Nordvik Group förvärvar NorrLadd AB, som driver 64 snabbladdare på 18 platser mellan Sundsvall och Haparanda och i fjällen längs E45. Bolaget grundades 2019 i Östersund och har tolv anställda. Tillträde sker den 1 juni.',
            },
            { h2: 'Därför köper vi en laddoperatör' },
            {
              p: 'För många kunder i norr är laddning längs vägen den enskilt största frågan inför ett elbilsköp. Genom förvärvet knyter Nordvik ihop sina anläggningar med ett laddnät i en del av landet där avstånden är långa och vintrarna kalla.',
            },
            {
              ul: [
                '64 snabbladdare på 18 platser, de flesta med 150 kW eller mer',
                'Betalning med kort, app eller laddbricka – utan abonnemang',
                'Ytterligare 40 laddare vid Nordviks anläggningar till 2028',
              ],
            },
            {
              quote:
                'Vi har byggt laddare där ingen annan ville bygga. Med Nordvik kan vi bygga fler, och snabbare. – Maja Öberg, vd och grundare av NorrLadd',
            },
            {
              p: 'NorrLadd fortsätter under eget namn. Läs mer om vårt [hållbarhetsarbete](/hallbarhet) och om [våra varumärken](/vara-varumarken).',
            },
          ],
        },
        en: {
          title: 'Nordvik acquires charging operator NorrLadd',
          premble:
            'With 64 rapid chargers along the E4 and E45, Nordvik becomes one of the largest charging operators in northern Sweden. The chargers remain open to everyone, whatever the make of car.',
          body: [
            { p: '*Umeå, 15 April 2026*' },
            {
              p: 'Nordvik Group is acquiring NorrLadd AB, which operates 64 rapid chargers at 18 locations between Sundsvall and Haparanda and in the mountains along the E45. The company was founded in Östersund in 2019 and has twelve employees. Completion is on 1 June.',
            },
            { h2: 'Why we are buying a charging operator' },
            {
              p: 'For many customers in the north, charging along the way is the single biggest question before buying an electric car. The acquisition links Nordvik’s sites with a charging network in a part of the country where distances are long and winters are cold.',
            },
            {
              ul: [
                '64 rapid chargers at 18 locations, most of them 150 kW or more',
                'Pay by card, app or charging tag – no subscription needed',
                'A further 40 chargers at Nordvik sites by 2028',
              ],
            },
            {
              quote:
                'We have built chargers where nobody else wanted to. With Nordvik we can build more of them, and faster. – Maja Öberg, CEO and founder of NorrLadd',
            },
            {
              p: 'NorrLadd will keep its name. Read more about our [sustainability work](/hallbarhet) and [our brands](/vara-varumarken).',
            },
          ],
        },
      },
    },
    {
      slug: 'nya-nordvik-appen',
      date: '2026-06-10T08:00:00Z',
      author: 'Oskar Wikström',
      tags: ['digitala-tjanster'],
      image: {
        scene: 'hero-coast',
        variant: 'dusk',
        carColor: '#1f3a5f',
        alt: 'Mörkblå kombi på en kustväg längs Bottenviken i solnedgång',
      },
      content: {
        'sv-SE': {
          title: 'Nya Nordvik-appen: hela bilägandet i mobilen',
          premble:
            'Boka service, följ arbetet i verkstaden, se dina däck i däckhotellet och ladda hos NorrLadd – i en och samma app. Först ut är kunderna i Sverige och Norge.',
          body: [
            {
              p: 'Appen samlar det som tidigare fanns på olika webbplatser och i sms. Kunden loggar in med BankID och ser alla sina bilar, oavsett vilket av Nordviks bolag de köpts eller servats hos.',
            },
            { h2: 'Det här kan du göra i appen' },
            {
              ul: [
                'Boka och avboka service, hjulskifte och kontroll inför besiktning',
                'Följa bilen i verkstaden och godkänna extra arbeten med bild och video',
                'Se mönsterdjup och bilder på dina hjul i däckhotellet',
                'Starta och betala laddning hos NorrLadd och vid Nordviks anläggningar',
                'Hitta servicehistorik, garantivillkor och kvitton',
              ],
            },
            {
              quote:
                'Vi har byggt appen tillsammans med 400 kunder som har testat den sedan i höstas. Det de önskade mest var inte fler funktioner, utan färre telefonsamtal. – Daniel Eriksson, IT- och digitaldirektör',
            },
            { h2: 'Finland, Storbritannien och Slovakien följer' },
            {
              p: 'Appen lanseras i Finland efter sommaren och i Storbritannien och Slovakien under 2027. Den är gratis och finns för iPhone och Android. Läs mer om [våra varumärken](/vara-varumarken).',
            },
          ],
        },
        en: {
          title: 'The new Nordvik app: car ownership in your pocket',
          premble:
            'Book a service, follow the work in the workshop, see your tyres in the tyre hotel and charge with NorrLadd – all in one app. Customers in Sweden and Norway are first.',
          body: [
            {
              p: 'The app brings together what used to be spread across different websites and text messages. Customers log in with BankID and see all their cars, whichever Nordvik company they were bought from or serviced by.',
            },
            { h2: 'What you can do in the app' },
            {
              ul: [
                'Book and cancel servicing, wheel changes and pre-inspection checks',
                'Follow your car in the workshop and approve additional work with photos and video',
                'See tread depth and photos of your wheels in the tyre hotel',
                'Start and pay for charging with NorrLadd and at Nordvik sites',
                'Find your service history, warranty terms and receipts',
              ],
            },
            {
              quote:
                'We built the app together with 400 customers who have been testing it since last autumn. What they wanted most was not more features, but fewer phone calls. – Daniel Eriksson, Chief Digital Officer',
            },
            { h2: 'Finland, the UK and Slovakia to follow' },
            {
              p: 'The app launches in Finland after the summer and in the UK and Slovakia during 2027. It is free and available for iPhone and Android. Read more about [our brands](/vara-varumarken).',
            },
          ],
        },
      },
    },
    {
      slug: 'nordvik-bil-har-invigt-nya-anlaggningen-i-skelleftea',
      date: '2026-09-09T10:00:00Z',
      author: 'Linnea Åkesson',
      tags: ['forvarv-och-etableringar'],
      image: {
        scene: 'dealership',
        variant: 'dusk',
        carColor: '#2457d6',
        alt: 'Ny bilanläggning med trä- och glasfasad och blå bilar framför entrén i skymningen',
      },
      content: {
        'sv-SE': {
          title: 'Nordvik Bil har invigt den nya anläggningen i Skellefteå',
          premble:
            'Efter tio månaders bygge har Nordvik Bil flyttat in på Solbacken i Skellefteå. Över 2 000 besökare kom till invigningen.',
          body: [
            {
              p: 'Lördagen den 5 september slog Nordvik Bil upp dörrarna till sin nya anläggning på Solbacken. Byggnaden har stomme i korslimmat trä, 900 kvadratmeter solceller på taket och värms med bergvärme.',
            },
            { h2: 'Större och snabbare' },
            {
              ul: [
                'Verkstad med 16 arbetsplatser – dubbelt så många som tidigare',
                'Däckhotell för 5 000 hjulsatser',
                '30 publika laddplatser, varav åtta snabbladdare som drivs av NorrLadd',
                '22 nya medarbetare, varav sex från Nordvik Verkstadsskola',
              ],
            },
            {
              quote:
                'Väntetiderna i verkstaden blev kortare redan första veckan. Och kaffet är fortfarande gratis. – Sanna Lindström, platschef på Nordvik Bil i Skellefteå',
            },
            { h2: 'Den gamla anläggningen' },
            {
              p: 'Den tidigare anläggningen vid älven säljs, och all verksamhet har flyttat till Solbacken. Läs mer om Nordvik Bils anläggningar under [Bilhandel i Sverige](/vara-varumarken/bilhandel-i-sverige).',
            },
          ],
        },
        en: {
          title: 'Nordvik Bil opens its new site in Skellefteå',
          premble:
            'After ten months of construction, Nordvik Bil has moved into its new home at Solbacken in Skellefteå. More than 2,000 visitors came to the opening.',
          body: [
            {
              p: 'On Saturday 5 September Nordvik Bil opened the doors of its new site at Solbacken. The building has a cross-laminated timber frame, 900 square metres of solar panels on the roof and ground-source heating.',
            },
            { h2: 'Bigger and faster' },
            {
              ul: [
                'A workshop with 16 bays – twice as many as before',
                'A tyre hotel for 5,000 wheel sets',
                '30 public charging bays, eight of them rapid chargers operated by NorrLadd',
                '22 new employees, six of them from the Nordvik Workshop Academy',
              ],
            },
            {
              quote:
                'Waiting times in the workshop came down in the very first week. And the coffee is still free. – Sanna Lindström, Site Manager, Nordvik Bil Skellefteå',
            },
            { h2: 'The old site' },
            {
              p: 'The former site by the river is being sold, and all operations have moved to Solbacken. Read more about Nordvik Bil’s sites under [Car retail in Sweden](/vara-varumarken/bilhandel-i-sverige).',
            },
          ],
        },
      },
    },
    {
      slug: 'nordvik-soker-150-biltekniker',
      date: '2026-10-07T08:30:00Z',
      author: 'Sofia Berg',
      tags: ['karriar'],
      image: {
        scene: 'hero-forest',
        variant: 'dawn',
        carColor: '#c9ced6',
        alt: 'Silverfärgad SUV på en grusväg genom norrländsk tallskog i morgonljus',
      },
      content: {
        'sv-SE': {
          title: 'Nordvik söker 150 biltekniker – och betalar flytten',
          premble:
            'Inför 2027 behöver koncernen 150 nya biltekniker i Sverige. Den som flyttar för jobbet får flyttbidrag och hjälp att hitta bostad.',
          body: [
            {
              p: 'Bristen på biltekniker är fortsatt stor, och allra störst är den i Norrland och Mälardalen. I dag startar Nordvik en rekryteringskampanj med målet att anställa 150 tekniker inom tolv månader.',
            },
            { h2: 'Det här erbjuder vi' },
            {
              ul: [
                'Flyttbidrag på upp till 50 000 kronor och hjälp att hitta bostad på orten',
                'Certifiering i högvoltssystem och ADAS-kalibrering under det första året',
                'Kollektivavtal, tjänstepension och friskvårdsbidrag på 5 000 kronor per år',
                'Möjlighet att gå vidare till arbetsledare eller diagnostekniker',
              ],
            },
            {
              quote:
                'Vi betalar hellre för en flyttbil än låter kunderna vänta två veckor på en verkstadstid. – Mikael Sandberg, eftermarknadsdirektör',
            },
            { h2: 'Så söker du' },
            {
              p: 'Alla tjänster finns bland [lediga jobb](/karriar/lediga-jobb). Du behöver inget personligt brev – vi ställer i stället tre korta frågor. Är du ny i yrket? Läs om [Nordvik Verkstadsskola](/karriar/verkstadsskolan).',
            },
          ],
        },
        en: {
          title: 'Nordvik is hiring 150 technicians – and will pay for the move',
          premble:
            'Ahead of 2027 the group needs 150 new vehicle technicians in Sweden. Anyone relocating for the job gets a relocation allowance and help finding somewhere to live.',
          body: [
            {
              p: 'The shortage of vehicle technicians remains severe, and it is most acute in northern Sweden and the Mälardalen region. Today Nordvik launches a recruitment campaign with the aim of hiring 150 technicians within twelve months.',
            },
            { h2: 'What we offer' },
            {
              ul: [
                'A relocation allowance of up to SEK 50,000 and help finding housing locally',
                'Certification in high-voltage systems and ADAS calibration during your first year',
                'Collective agreement, occupational pension and a wellness allowance of SEK 5,000 a year',
                'A path to supervisor or diagnostic technician roles',
              ],
            },
            {
              quote:
                'We would rather pay for a removal van than make customers wait two weeks for a workshop slot. – Mikael Sandberg, Aftersales Director',
            },
            { h2: 'How to apply' },
            {
              p: 'All positions are listed under [open positions](/karriar/lediga-jobb). You do not need a cover letter – we ask three short questions instead. New to the trade? Read about the [Nordvik Workshop Academy](/karriar/verkstadsskolan).',
            },
          ],
        },
      },
    },
  ],
}
