import type { SeedStories } from '../types'

/** Nordvik Bilhall (Gävle, Uppsala, Västerås, Örebro): the magazine "Livet med bil". */
export const stories: SeedStories = {
  indexPath: '/livet-med-bil',
  tags: [
    { key: 'provkorningar', value: { 'sv-SE': 'Provkörningar' } },
    { key: 'elbil-och-laddning', value: { 'sv-SE': 'Elbil och laddning' } },
    { key: 'verkstadstips', value: { 'sv-SE': 'Verkstadstips' } },
    { key: 'dack', value: { 'sv-SE': 'Däck' } },
    { key: 'bilekonomi', value: { 'sv-SE': 'Bilekonomi' } },
    { key: 'fran-bilhallen', value: { 'sv-SE': 'Från bilhallen' } },
  ],
  stories: [
    {
      slug: 'provkorning-skoda-elroq',
      date: '2025-01-22T08:30:00Z',
      author: 'Henrik Ek',
      tags: ['provkorningar', 'elbil-och-laddning'],
      image: {
        scene: 'hero-forest',
        variant: 'day',
        carColor: '#5f7f5a',
        alt: 'Grön kompakt elbils-SUV på en skogsväg genom tallskog en klar vinterdag',
      },
      content: {
        'sv-SE': {
          title: 'Provkörning: Škoda Elroq – vardagshjälten på el',
          premble:
            'Škodas nya kompakta elbil ska vara lika praktisk som en Octavia och lika lätt att leva med som en Karoq. Vi körde den en vecka i januari mellan Gävle och Uppsala.',
          body: [
            {
              p: 'Elroq är Škodas minsta elbils-SUV och placerar sig under Enyaq i storlek. Utanpå är den kompakt nog för parkeringshuset vid Stora torget i Gävle, men inne finns det gott om plats – även i baksätet, där två vuxna satt bekvämt hela vägen till Uppsala.',
            },
            { h2: 'Smarta detaljer i Škoda-stil' },
            {
              p: 'Det är de små sakerna som gör Elroq till en Škoda: en isskrapa i bakluckan, ett nät för laddkabeln under bagagegolvet och fack för mobiler och nycklar där man faktiskt lägger dem. Bagageutrymmet svalde en barnvagn och veckohandlingen utan att vi behövde fälla något.',
            },
            { h2: 'Så klarade den kylan' },
            {
              p: 'Under testveckan låg temperaturen mellan minus 4 och minus 16. Med förvärmning från appen var kupén varm när vi gick ut, och förbrukningen på vår blandade testslinga landade på 2,1 kWh per mil – helt rimligt för årstiden. Värmepumpen är värd tillvalet om du ofta kör i kyla.',
            },
            {
              ul: [
                '**Plus:** rymlig kupé, genomtänkta förvaringsplatser, lugn och tyst på landsväg',
                '**Minus:** lite stötig på dåliga vägar med de största fälgarna',
                '**Passar:** barnfamiljen som vill ha en elbil som inte tar för stor plats på uppfarten',
              ],
            },
            {
              p: 'Vill du provköra själv? Elroq finns att boka i Gävle och Västerås. Se aktuella bilar under [Elbilar och laddhybrider](/kop-bil/elbilar-och-laddhybrider).',
            },
          ],
        },
      },
    },
    {
      slug: 'varfor-gnisslar-bromsarna',
      date: '2025-03-05T06:45:00Z',
      author: 'Oskar Dahl',
      tags: ['verkstadstips'],
      image: {
        scene: 'workshop',
        variant: 'day',
        carColor: '#3a3f44',
        alt: 'Grafitgrå bil på lyft med hjulen avmonterade i en ljus verkstad',
      },
      content: {
        'sv-SE': {
          title: 'Varför gnisslar bromsarna efter en regnig natt?',
          premble:
            'Det skrapar och gnisslar de första hundra metrarna – sedan är det borta. Vår tekniker Oskar förklarar vad som händer, och när du faktiskt bör boka en tid.',
          body: [
            {
              p: 'Bromsskivorna är gjorda av gjutjärn och har ingen rostskyddande beläggning på friktionsytan. När bilen står ute i regn eller hög luftfuktighet bildas en tunn hinna av ytrost över natten. De första inbromsningarna skrapar bort den, och det är det ljudet du hör.',
            },
            { h2: 'Helt normalt – för det mesta' },
            {
              p: 'Försvinner ljudet efter några inbromsningar finns det ingen anledning till oro. Men hör du något av följande bör du låta oss titta på bilen:',
            },
            {
              ul: [
                '**Ett metalliskt skrik som inte går över** – beläggen kan vara nedslitna till slitagevarnaren',
                '**Vibrationer i ratten** när du bromsar – skivorna kan vara ojämnt slitna',
                '**Bilen drar åt ena hållet** – ett bromsok kan kärva',
                '**Ett malande ljud** – metall mot metall, boka tid så snart som möjligt',
              ],
            },
            { h2: 'Elbilar är extra utsatta' },
            {
              p: 'Elbilar och laddhybrider bromsar till stor del med motorn. Det är bra för räckvidden, men skivorna används så lite att rosten inte hinner slitas bort och i stället biter sig fast. Ett enkelt tips är att då och då bromsa ordentligt från landsvägsfart, när det är säkert. Vi rengör och kontrollerar bromsarna vid varje hjulskifte.',
            },
            {
              p: 'Läs mer om [bromsar och hjulinställning](/service-och-verkstad/vara-verkstadstjanster/bromsar-och-hjulinstallning) eller [boka en bromskontroll](/service-och-verkstad/boka-bilverkstad) direkt.',
            },
          ],
        },
      },
    },
    {
      slug: 'sa-laser-du-dackmarkningen',
      date: '2025-04-15T09:20:00Z',
      author: 'Maria Sjöberg',
      tags: ['dack'],
      image: {
        scene: 'tires',
        variant: 'day',
        alt: 'Nya sommardäck i rader på hyllor i ett ljust däcklager',
      },
      content: {
        'sv-SE': {
          title: 'Sommardäck: så läser du märkningen på däcket',
          premble:
            '205/55 R16 91V – det ser ut som en kod, och det är det också. Här är nyckeln, så att du kan jämföra däck på egen hand.',
          body: [
            {
              p: 'Varje vår hjälper vi hundratals kunder att välja nya sommardäck. Den vanligaste frågan är vad siffrorna på sidan betyder, och om det spelar någon roll vilket märke man väljer. Det gör det – men först måste storleken stämma.',
            },
            { h2: 'Storlek och belastning' },
            {
              ul: [
                '**205** – däckets bredd i millimeter',
                '**55** – profilhöjden i procent av bredden',
                '**R16** – radialdäck för 16-tumsfälg',
                '**91** – belastningsindex, hur tungt däcket får bära',
                '**V** – hastighetsindex, den högsta hastighet däcket är godkänt för',
              ],
            },
            { h2: 'EU-etiketten' },
            {
              p: 'Alla nya däck säljs med en EU-etikett som visar rullmotstånd, väggrepp på vått underlag och externt buller. Vi rekommenderar att du prioriterar grepp på vått – det är där skillnaden mellan ett bra och ett dåligt däck märks mest, i form av bromssträcka.',
            },
            {
              p: 'Elbilar är tyngre och har högt vridmoment direkt från start. Därför finns det däck som är utvecklade för elbilar, med högre belastningsindex och lägre rullmotstånd.',
            },
            {
              p: 'I vårt sortiment av [nya däck](/dack-och-biltillbehor/nya-dack) ser du etiketten för varje däck, och du kan få dem monterade på nya fälgar – klara att köra.',
            },
          ],
        },
      },
    },
    {
      slug: 'laddhybrid-eller-elbil',
      date: '2025-05-27T10:05:00Z',
      author: 'Lina Andersson',
      tags: ['elbil-och-laddning', 'bilekonomi'],
      image: {
        scene: 'charging',
        variant: 'dusk',
        carColor: '#d9d4cc',
        alt: 'Ljus laddhybrid vid en laddstolpe i skymningen',
      },
      content: {
        'sv-SE': {
          title: 'Laddhybrid eller elbil – vilken passar din vardag?',
          premble:
            'Den som står i bilhallen och ska välja mellan laddhybrid och elbil får ofta motstridiga råd. Vår säljare Lina reder ut det med tre frågor.',
          body: [
            {
              p: 'För fem år sedan var laddhybriden det självklara första steget mot elbil. I dag har elbilarna längre räckvidd och snabbladdarna blivit fler längs E4:an och E18. Men laddhybriden har fortfarande sin plats – det beror på hur du kör.',
            },
            { h2: 'Tre frågor som avgör' },
            {
              ol: [
                '**Kan du ladda hemma?** Har du egen uppfart eller laddplats är en elbil nästan alltid billigast att köra. Utan hemmaladdning blir det krångligare med båda.',
                '**Hur långt kör du en vanlig dag?** De flesta av våra kunder kör under fem mil om dagen. Det klarar en laddhybrid på el, och en elbil med bred marginal.',
                '**Hur ofta kör du riktigt långt?** Åker du till fjällen varannan helg med släp kan laddhybridens bensinmotor vara skönt att ha i reserv.',
              ],
            },
            { h2: 'Räkna på helheten' },
            {
              p: 'Elbilen kostar ofta mer i inköp men mindre i drift och service – det finns ingen olja att byta. Laddhybriden ger flexibilitet, men körs den mest på bensin försvinner miljö- och kostnadsfördelen. Vi hjälper dig gärna att räkna på din egen körning.',
            },
            {
              quote:
                'Jag brukar be kunden ta fram körjournalen eller bara tänka på förra veckan. Svaret står oftast där. – Lina Andersson, säljare i Örebro',
            },
            {
              p: 'Se alla bilar under [Elbilar och laddhybrider](/kop-bil/elbilar-och-laddhybrider).',
            },
          ],
        },
      },
    },
    {
      slug: 'checklista-infor-semesterresan',
      date: '2025-06-24T05:55:00Z',
      author: 'Oskar Dahl',
      tags: ['verkstadstips'],
      image: {
        scene: 'hero-coast',
        variant: 'dusk',
        carColor: '#b35c2a',
        alt: 'Kopparfärgad kombi på en kustväg längs havet i solnedgången',
      },
      content: {
        'sv-SE': {
          title: 'Checklista inför semesterresan',
          premble:
            'Fullpackad bil, takbox och 60 mil till västkusten. Tio minuter med den här listan kan spara dig en förstörd semesterdag.',
          body: [
            {
              p: 'Under juli är vägassistansen som mest upptagen. De vanligaste orsakerna till stopp är punkteringar, urladdade batterier och överhettning – och mycket av det går att förebygga hemma på garageuppfarten.',
            },
            { h2: 'Gör det här innan du åker' },
            {
              ol: [
                '**Däcktrycket.** Höj trycket enligt tabellen för full last – den sitter oftast i tanklocket eller dörrkarmen.',
                '**Mönsterdjupet.** Minst 3 mm rekommenderar vi för sommardäck, särskilt för vattenplaning i regn.',
                '**Vätskorna.** Kontrollera olja, kylarvätska och spolarvätska. Ta med en extra flaska spolarvätska – insekterna på E6:an är många.',
                '**Lampor.** Gå runt bilen med någon som trycker på bromsen och slår på blinkers.',
                '**Lasten.** Tunga saker längst ned och längst fram i bagaget. Kolla takboxens maxlast och bilens taklast.',
              ],
            },
            { h2: 'Glöm inte AC:n' },
            {
              p: 'En AC som inte kyler gör en lång resa med barn i baksätet betydligt tuffare. Systemet tappar köldmedium varje år, och vartannat år räcker för de flesta. Läs mer om [AC-service](/service-och-verkstad/vara-verkstadstjanster/ac-service).',
            },
            {
              p: 'Hinner du inte själv? Vi gör en semesterkontroll på cirka 30 minuter i samband med annan service – [boka tid](/service-och-verkstad/boka-bilverkstad).',
            },
          ],
        },
      },
    },
    {
      slug: 'fem-fragor-fore-privatleasing',
      date: '2025-08-19T11:10:00Z',
      author: 'Emma Wikström',
      tags: ['bilekonomi'],
      image: {
        scene: 'pattern',
        alt: 'Abstrakt mönster i grafitgrått och koppar',
      },
      content: {
        'sv-SE': {
          title: 'Privatleasing – fem frågor att ställa innan du skriver på',
          premble:
            'Privatleasing har blivit ett av de vanligaste sätten att skaffa ny bil. Men avtalen skiljer sig åt, och det lönar sig att läsa det finstilta.',
          body: [
            {
              p: 'En fast månadskostnad utan kontantinsats är lockande, och för många är privatleasing ett utmärkt val. Men två avtal med samma månadskostnad kan bli väldigt olika dyra i slutändan. Här är frågorna vi tycker att alla ska ställa – också till oss.',
            },
            { h2: 'Frågorna' },
            {
              ol: [
                '**Vad ingår?** Service, vägassistans, vinterhjul och däckhotell kan ingå – eller inte.',
                '**Hur många mil per år?** Välj hellre lite för mycket än för lite. Övermil debiteras per mil när avtalet är slut.',
                '**Vad räknas som normalt slitage?** Fråga efter vilka riktlinjer som används när bilen återlämnas.',
                '**Kan jag bryta avtalet i förtid?** Det brukar vara möjligt, men mot en avgift som kan bli betydande.',
                '**Vilka avgifter tillkommer?** Uppläggningsavgift och aviavgift ingår sällan i den annonserade månadskostnaden.',
              ],
            },
            { h2: 'Försäkringen betalar du själv' },
            {
              p: 'Vid privatleasing tecknar du helförsäkring på bilen och betalar den utöver leasingavgiften. Ta in en offert innan du bestämmer dig, så att du vet den totala månadskostnaden. Läs mer under [Försäkring](/bilagande/forsakring).',
            },
            {
              p: 'Hos oss ingår service och vägassistans i alla privatleasingavtal. Läs mer om hur det fungerar under [Privatleasa din bil](/bilagande/privatleasa-din-bil).',
            },
          ],
        },
      },
    },
    {
      slug: 'vasteras-invigning-laddplatser',
      date: '2025-09-16T14:00:00Z',
      author: 'Fredrik Hedlund',
      tags: ['fran-bilhallen', 'elbil-och-laddning'],
      image: {
        scene: 'dealership',
        variant: 'dusk',
        carColor: '#3a3f44',
        alt: 'Nordvik Bilhalls nya anläggning i Västerås med upplyst glasfasad och laddplatser framför',
      },
      content: {
        'sv-SE': {
          title: 'Västerås invigt – med 24 laddplatser för alla',
          premble:
            'Efter ett och ett halvt års bygge slog vi upp dörrarna till den nya anläggningen på Krämargatan. Över 2 000 besökare kom på invigningshelgen.',
          body: [
            {
              p: 'Den gamla anläggningen i Västerås hade gjort sitt. Nu har vi samlat Volkswagen, Škoda och Kia under samma tak, med en verkstad som är byggd för både elbilar och transportbilar. Taket är täckt av solceller som under ljusa månader producerar mer el än anläggningen gör av med.',
            },
            { h2: 'Laddplatser för alla – inte bara kunder' },
            {
              p: 'Framför anläggningen finns 24 publika laddplatser, varav sex snabbladdare. De är öppna dygnet runt och du betalar med app eller kort. Du behöver alltså inte vara kund hos oss för att ladda.',
            },
            { h2: 'Det här finns i nya huset' },
            {
              ul: [
                'Bilhall med plats för 80 bilar inomhus',
                'Verkstad med 18 lyftar, varav fyra för transportbilar',
                'Däckhotell med plats för 6 000 hjulsatser',
                'Kundlounge med arbetsplatser och lekhörna',
              ],
            },
            {
              quote:
                'Vi ville bygga en bilhall som man inte bara åker till när man ska köpa bil. Många kommer hit för att ladda och stannar för en kopp kaffe. – Fredrik Hedlund, platschef i Västerås',
            },
            {
              p: 'Adress och öppettider hittar du under [Anläggningar](/anlaggningar).',
            },
          ],
        },
      },
    },
    {
      slug: 'dackhotellet-bakom-kulisserna',
      date: '2025-10-14T07:25:00Z',
      author: 'Maria Sjöberg',
      tags: ['dack', 'fran-bilhallen'],
      image: {
        scene: 'tires',
        variant: 'dusk',
        alt: 'Långa rader av hyllor med vinterhjul i ett däckhotell',
      },
      content: {
        'sv-SE': {
          title: 'En dag i däckhotellet – bakom kulisserna i skiftesveckan',
          premble:
            'Under oktober byter vi hjul på upp till 400 bilar om dagen i Uppsala. Vi följde teamet från sju på morgonen till sista bilen.',
          body: [
            {
              p: 'Klockan är kvart i sju och kön av bilar sträcker sig redan ut på Stångjärnsgatan. Inne i däckhotellet har natten varit lugn, men plockarna har förberett dagens hjul sedan i går eftermiddag. Varje hjulsats har en streckkod som kopplar den till bilens registreringsnummer.',
            },
            { h2: 'Från hylla till bil på 25 minuter' },
            {
              ol: [
                '**Hjulen plockas** fram kvällen innan och ställs i ordning efter bokningstid.',
                '**Bilen körs in**, sommarhjulen tas av och vinterhjulen monteras och momentdras.',
                '**Sommarhjulen tvättas** i hjultvätten och mönsterdjupet mäts på alla fyra däck.',
                '**Protokollet skickas** via sms, med en varning om något däck behöver bytas.',
                '**Hjulen körs in** på sin plats i lagret – försäkrade och i rätt temperatur.',
              ],
            },
            {
              quote:
                'Det bästa är när en kund säger att hon inte ens hann dricka upp kaffet. Då vet vi att vi gjort rätt. – Jenny, däckansvarig i Uppsala',
            },
            { h2: 'Boka ditt skifte själv' },
            {
              p: 'Har du hjulen i vårt [däckhotell](/dack-och-biltillbehor/dackhotell) bokar du skiftet online och ser direkt vilka tider som är lediga. Under skiftesperioden har vi även öppet lördagar 9–14.',
            },
          ],
        },
      },
    },
    {
      slug: 'dubbat-eller-odubbat',
      date: '2025-11-25T08:40:00Z',
      author: 'Henrik Ek',
      tags: ['dack'],
      image: {
        scene: 'hero-winter',
        variant: 'dusk',
        carColor: '#b35c2a',
        alt: 'Kopparfärgad SUV på en snöig landsväg i skymningen med tända strålkastare',
      },
      content: {
        'sv-SE': {
          title: 'Dubbat eller odubbat i Mellansverige?',
          premble:
            'Det är en av de eviga frågorna i bilhallen. Svaret beror mindre på var du bor än på hur och när du kör.',
          body: [
            {
              p: 'I Gävle och Uppsala växlar vintern mellan blank is, slask och torr asfalt – ibland samma dag. Dubbdäck ger bäst grepp på is, medan friktionsdäck är tystare och bättre på torr och våt asfalt. Båda är säkra val, så länge de är i bra skick.',
            },
            { h2: 'Välj dubbdäck om du' },
            {
              ul: [
                'ofta kör tidigt på morgonen eller sent på kvällen, när isen är som värst',
                'bor på landsbygden och kör mycket på mindre, sämre plogade vägar',
                'vill ha största möjliga marginal vid inbromsning på is',
              ],
            },
            { h2: 'Välj friktionsdäck om du' },
            {
              ul: [
                'mest kör i stan, där gatorna saltas och plogas snabbt',
                'vill slippa dubbdäcksavgift eller förbud på vissa gator',
                'prioriterar låg ljudnivå och bra grepp på våt asfalt',
              ],
            },
            {
              p: 'Oavsett val: vinterdäck är lagkrav vid vinterväglag från 1 december till 31 mars, och mönsterdjupet ska vara minst 3 mm. Vi rekommenderar att byta vid 5 mm. Se vårt utbud av [nya däck](/dack-och-biltillbehor/nya-dack) och fråga oss gärna om råd.',
            },
          ],
        },
      },
    },
    {
      slug: 'provkorning-volkswagen-id7-tourer',
      date: '2026-01-20T09:15:00Z',
      author: 'Henrik Ek',
      tags: ['provkorningar', 'elbil-och-laddning'],
      image: {
        scene: 'hero-winter',
        variant: 'day',
        carColor: '#2d3e50',
        alt: 'Mörkblå elkombi på en plogad vinterväg genom ett snötäckt landskap',
      },
      content: {
        'sv-SE': {
          title: 'Provkörning: Volkswagen ID.7 Tourer på vinterväg',
          premble:
            'Kombi är fortfarande Sveriges favoritkaross, och nu finns den som elbil från Volkswagen. Vi körde ID.7 Tourer från Örebro till Sälen och tillbaka.',
          body: [
            {
              p: 'Svenskarna har alltid älskat kombibilar, och länge fanns det få elbilar för den som vill ha ett långt, platt bagageutrymme i stället för en hög SUV. ID.7 Tourer fyller den luckan. Den är lång, låg och har ett bagageutrymme som rymmer skidor, pjäxor och matkassar för en hel fjällvecka.',
            },
            { h2: 'Långresan' },
            {
              p: 'Sträckan Örebro–Sälen är drygt 30 mil, med temperaturer ned mot minus 18 på fjället. Vi laddade en gång på vägen upp, i Malung, och var framme med marginal. Laddningen från 10 till 80 procent tog en knapp halvtimme – lagom för en fika.',
            },
            { h2: 'Vad vi gillade' },
            {
              ul: [
                'Tyst och stabil på landsväg, även i sidvind på fjället',
                'Stort bagageutrymme med låg lasttröskel',
                'Effektiv värmepump och bra sätesvärme',
                'Huvuddisplay som visar navigering direkt i vindrutan',
              ],
            },
            { h2: 'Vad vi saknade' },
            {
              p: 'Klimatreglaget sköts mest via pekskärmen, vilket kräver en extra blick från vägen. Och vill du dra en tung husvagn bör du kontrollera dragvikten för just den version du väljer.',
            },
            {
              p: 'ID.7 Tourer finns för provkörning i Uppsala och Örebro. Se lagret under [Alla bilar i lager](/kop-bil/alla-bilar-i-lager).',
            },
          ],
        },
      },
    },
    {
      slug: 'sa-fungerar-inbyte',
      date: '2026-03-10T12:30:00Z',
      author: 'Emma Wikström',
      tags: ['bilekonomi', 'fran-bilhallen'],
      image: {
        scene: 'family',
        variant: 'day',
        carColor: '#c9c4bb',
        alt: 'Ljusgrå familjebil parkerad på en villagata en vårdag',
      },
      content: {
        'sv-SE': {
          title: 'Inbyte – så får du bästa priset för din gamla bil',
          premble:
            'För de flesta är den gamla bilen kontantinsatsen till den nya. Så här går värderingen till – och det här kan du själv göra för att höja budet.',
          body: [
            {
              p: 'Ungefär sju av tio kunder som köper bil hos oss byter in sin gamla. Det är smidigt: vi löser eventuellt lån, du slipper sälja privat och inbytesvärdet dras direkt av på den nya bilen.',
            },
            { h2: 'Så värderar vi' },
            {
              p: 'Vi jämför din bil med liknande bilar som sålts de senaste 90 dagarna och tar hänsyn till miltal, utrustning, servicehistorik och skick. Du får alltid se hur vi har räknat, och budet gäller i 14 dagar.',
            },
            { h2: 'Fem saker som höjer värdet' },
            {
              ol: [
                '**Komplett servicehistorik**, gärna i digital servicebok',
                '**Båda nycklarna** – en saknad nyckel kostar ofta mer att ersätta än du tror',
                '**Ett extra hjulpar** med bra mönsterdjup',
                '**Små skador åtgärdade** – ett stenskott i rutan är billigt att laga via försäkringen',
                '**Ärlighet** – berätta om kända fel, så slipper vi justera budet vid besiktningen',
              ],
            },
            {
              p: 'Vill du bara sälja utan att köpa ny? Det går också bra. Fyll i registreringsnummer och mätarställning under [Sälj bil](/salj-bil), så får du ett preliminärt bud inom ett dygn.',
            },
          ],
        },
      },
    },
    {
      slug: 'hantverkaren-som-bytte-till-el',
      date: '2026-04-28T06:20:00Z',
      author: 'Maria Sjöberg',
      tags: ['fran-bilhallen', 'elbil-och-laddning'],
      image: {
        scene: 'hero-city',
        variant: 'dawn',
        carColor: '#e8e6e1',
        alt: 'Vit eldriven transportbil på en stadsgata i Gävle i morgonljus',
      },
      content: {
        'sv-SE': {
          title: 'Elektrikern som bytte till eldriven transportbil',
          premble:
            'Tomas driver en elfirma i Gävle med fem anställda. För ett år sedan bytte han ut dieselbilarna mot eldrivna transportbilar. Hur gick det?',
          body: [
            {
              p: '– Det var nästan pinsamt att vi som installerar laddboxar åt andra själva körde diesel, säger Tomas och skrattar. Förra våren bytte firman tre av sina fem bilar mot eldrivna Volkswagen ID. Buzz Cargo, inredda med hyllsystem från vår partner.',
            },
            { h2: 'Räckvidden räcker – med marginal' },
            {
              p: 'Firmans uppdrag ligger mestadels inom Gävle och Sandviken. En normal arbetsdag blir sällan mer än tio mil, och bilarna laddas över natten på firmans egen gård. Bara en gång under vintern har en bil behövt snabbladdas mitt på dagen.',
            },
            { h2: 'Det här blev bättre' },
            {
              ul: [
                '**Lägre driftkostnad** – el i stället för diesel och ingen oljeservice',
                '**Varm bil varje morgon** tack vare förvärmning från appen',
                '**Tystare** – uppskattat av kunder när bilen står på tomgång utanför villan',
                '**Ett bra samtalsämne** – flera kunder har frågat om laddbox efter att ha sett bilarna',
              ],
            },
            {
              quote:
                'Jag trodde att vinterkylan skulle bli ett problem. Det blev det inte. Nästa år byter vi de två sista. – Tomas, elektriker i Gävle',
            },
            {
              p: 'Funderar ditt företag också på att byta? Läs mer under [Företagsbilar](/kop-bil/foretag) eller om [laddbox](/dack-och-biltillbehor/laddbox) för arbetsplatsen.',
            },
          ],
        },
      },
    },
    {
      slug: 'provkorning-cupra-formentor-laddhybrid',
      date: '2026-06-09T13:50:00Z',
      author: 'Lina Andersson',
      tags: ['provkorningar'],
      image: {
        scene: 'hero-city',
        variant: 'night',
        carColor: '#4a4f55',
        alt: 'Mörkgrå crossover på en regnvåt stadsgata en sommarkväll med stadens ljus i asfalten',
      },
      content: {
        'sv-SE': {
          title: 'Provkörning: Cupra Formentor e-Hybrid – kul på el och bensin',
          premble:
            'Cupra har gjort sig ett namn på bilar med lite extra känsla. Vi körde laddhybridversionen av Formentor en vecka i Örebro med omnejd.',
          body: [
            {
              p: 'Formentor är Cupras bästsäljare och den bil som fått många att upptäcka märket. Laddhybriden kombinerar en bensinmotor med en elmotor och ett batteri som laddas med sladd. I praktiken innebär det elbilskänsla i vardagen och bensinmotor i reserv när det blir långt.',
            },
            { h2: 'Vardagen på el' },
            {
              p: 'En vanlig arbetsdag med pendling mellan Örebro och Kumla klarade vi helt på el. Under veckan körde vi sju–åtta mil per laddning en sval försommardag, och bensinmotorn startade bara när vi själva valde sportläge eller körde ut på motorvägen mot Arboga.',
            },
            { h2: 'Körglädjen' },
            {
              p: 'Styrningen är direkt, sätena sitter som en handske och ljudet från bensinmotorn är mer engagerande än i de flesta laddhybrider. Fjädringen är fast men inte obekväm, även på Örebros gatsten.',
            },
            {
              ul: [
                '**Plus:** körglädje, design som sticker ut, långt på el i vardagen',
                '**Minus:** något mindre bagageutrymme än bensinversionen på grund av batteriet',
                '**Passar:** den som kan ladda hemma men inte vill släppa bensinmotorn helt',
              ],
            },
            {
              p: 'Formentor finns att provköra i Uppsala och Örebro. Läs mer om skillnaden mellan laddhybrid och elbil under [Elbilar och laddhybrider](/kop-bil/elbilar-och-laddhybrider).',
            },
          ],
        },
      },
    },
    {
      slug: 'hostens-bilvard',
      date: '2026-10-06T07:35:00Z',
      author: 'Oskar Dahl',
      tags: ['verkstadstips'],
      image: {
        scene: 'hero-forest',
        variant: 'dusk',
        carColor: '#b35c2a',
        alt: 'Kopparröd kombi på en skogsväg med höstlöv i kvällsljus',
      },
      content: {
        'sv-SE': {
          title: 'Höstens bilvård – så skyddar du bilen inför vintern',
          premble:
            'Vägsalt, grus och fukt är lackens och underredets värsta fiender. En timme i oktober kan spara dig dyra reparationer i april.',
          body: [
            {
              p: 'Vägsaltet som läggs ut från första frostnatten gör vägarna säkrare, men det påskyndar också rostangrepp. Små stenskott i lacken som varit harmlösa hela sommaren blir fästen för rost när vintern kommer.',
            },
            { h2: 'Gör det här i oktober' },
            {
              ol: [
                '**Tvätta bilen ordentligt**, även underredet och hjulhusen. Välj gärna en tvätt med underspolning.',
                '**Vaxa lacken.** Ett lager vax gör det svårare för salt och smuts att fastna.',
                '**Bättra stenskott** med bättringslack. Fråga oss om rätt färgkod för din bil.',
                '**Smörj gummilister** med silikon så att dörrarna inte fryser fast.',
                '**Byt torkarblad** om de lämnar ränder – sikten är extra viktig när det är mörkt.',
                '**Fyll på spolarvätska** som klarar minst minus 20.',
              ],
            },
            { h2: 'Låt oss ta underredet' },
            {
              p: 'Vid hjulskiftet kan vi göra en underredskontroll och bättra rostskyddet där det behövs. Är bilen över fem år gammal rekommenderar vi det varannan höst. [Boka tid](/service-och-verkstad/boka-bilverkstad) tillsammans med ditt hjulskifte, så gör vi allt vid samma besök.',
            },
            {
              p: 'I [webbshoppen](/dack-och-biltillbehor/webbshop) hittar du vax, bättringslack och torkarblad – beställ online och hämta på din anläggning.',
            },
          ],
        },
      },
    },
  ],
}
