import type { SeedStories } from '../types'

/** News for Nordvik Partner (sv-SE only), listed on the page /nyheter. */
export const stories: SeedStories = {
  indexPath: '/nyheter',
  tags: [
    { key: 'partnerprogrammet', value: { 'sv-SE': 'Partnerprogrammet' } },
    { key: 'nya-partner', value: { 'sv-SE': 'Nya partner' } },
    { key: 'utbildning', value: { 'sv-SE': 'Utbildning' } },
    { key: 'evenemang', value: { 'sv-SE': 'Evenemang' } },
    { key: 'teknik-och-modeller', value: { 'sv-SE': 'Teknik och nya modeller' } },
  ],
  stories: [
    {
      slug: 'partnerprogrammet-vaxer-124-partner',
      date: '2025-01-22T08:00:00Z',
      author: 'Maria Lindqvist',
      tags: ['partnerprogrammet', 'nya-partner'],
      image: {
        scene: 'dealership',
        variant: 'day',
        carColor: '#2f7a4f',
        alt: 'En fristående verkstad med Nordvik Partner-skylt på glasfasaden och kundbilar parkerade framför',
      },
      content: {
        'sv-SE': {
          title: 'Partnerprogrammet växer: 124 partner vid årsskiftet',
          premble:
            'Under 2024 anslöt 41 nya verkstäder och bilhandlare till Nordvik Partner. Tillsammans fick partnerna över 40 000 bokningar via Nordviks webbplatser.',
          body: [
            {
              p: 'Knappt två år efter starten har Nordvik Partner 124 anslutna företag från Kiruna till Trelleborg: 96 bilverkstäder, 17 däckverkstäder och 11 begagnatbilshandlare. De flesta har mellan fem och femton anställda och har drivit sina företag i mer än tio år.',
            },
            { h2: '2024 i siffror' },
            {
              ul: [
                '**41** nya partner, varav nio bilhandlare',
                '**42 000** bokningar till partnerverkstäder via Nordviks webbplatser',
                '**18 %** lägre inköpspris på reservdelar i snitt, jämfört med listpris',
                '**640** kursdagar i elbilssäkerhet, ADAS-kalibrering och diagnos',
              ],
            },
            {
              quote:
                'Det som gör mig gladast är att ingen partner har lämnat programmet under året. Det säger mer än någon kundundersökning. – Maria Lindqvist, partneransvarig för Mellersta Sverige',
            },
            { h2: 'Målet för 2025' },
            {
              p: 'Under året vill vi passera 150 partner, med fokus på Norrland och västra Götaland där det fortfarande finns orter utan partnerverkstad. Är du nyfiken på vad programmet kan ge ditt företag? Läs om [hur du blir partner](/bli-partner) eller se [alla förmåner](/formaner).',
            },
          ],
        },
      },
    },
    {
      slug: 'varens-kurser-fler-platser-i-hogvolt',
      date: '2025-02-12T09:00:00Z',
      author: 'Henrik Falk',
      tags: ['utbildning'],
      image: {
        scene: 'workshop',
        variant: 'day',
        carColor: '#e6e3da',
        alt: 'En vit elbil på lyft i en utbildningsverkstad med isolerade verktyg på väggen',
      },
      content: {
        'sv-SE': {
          title: 'Vårens kurser: dubbelt så många platser i högvoltsbehörighet',
          premble:
            'Efterfrågan på behörighet för högvoltsarbete har ökat kraftigt. I vår erbjuder vi två extra kurstillfällen i Jönköping.',
          body: [
            {
              p: 'Var femte bil som kommer in på en svensk verkstad har i dag ett högvoltssystem. Förra året blev kurserna i högvoltsarbete fullbokade inom en vecka, och många partner fick vänta till hösten. Därför dubblar vi antalet platser under våren.',
            },
            { h2: 'Kurstillfällen i vår' },
            {
              ul: [
                '**Elbilssäkerhet, grundkurs** (1 dag) – Jönköping 18 februari, Göteborg 11 mars',
                '**Högvoltsarbete, behörighet** (3 dagar) – Jönköping 4–6 mars, 25–27 mars, 6–8 maj och 20–22 maj',
                '**ADAS-kalibrering** (2 dagar) – Göteborg 9–10 april',
                '**Servicerådgivning och kundbemötande** (1 dag) – Jönköping 23 april',
              ],
            },
            {
              p: 'Anmälan görs i verkstadssystemet under **Utbildning**, senast tre veckor före kursstart. Kurserna räknas in i de fem utbildningsdagar per anställd och år som ingår i partnerskapet.',
            },
            { h2: 'Vem ska gå vilken kurs?' },
            {
              p: 'Grundkursen är till för alla som arbetar i verkstaden, även servicerådgivare och lagerpersonal. Behörighetskursen är för tekniker som ska koppla från och arbeta på högvoltskomponenter. Läs mer om [elbilssäkerhet](/formaner/utbildning/elbilssakerhet) eller se hela [kurskalendern](/formaner/utbildning/kurskalender).',
            },
          ],
        },
      },
    },
    {
      slug: 'varkampanjen-2025-materialet-ar-klart',
      date: '2025-03-19T07:45:00Z',
      author: 'Jenny Sjöberg',
      tags: ['partnerprogrammet'],
      image: {
        scene: 'tires',
        variant: 'day',
        alt: 'Ställage med sommarhjul som väntar på hjulskifte i ett däckhotell',
      },
      content: {
        'sv-SE': {
          title: 'Vårkampanjen 2025: materialet ligger i partnerportalen',
          premble:
            'Vårens service- och däckkampanj startar den 31 mars. Annonser, affischer och inlägg för sociala medier finns nu att ladda ner – med ditt namn och dina priser.',
          body: [
            {
              p: 'Årets vårkampanj handlar om det kunderna frågar mest om efter vintern: hjulskifte, vårservice och stenskott i vindrutan. Kampanjen pågår från den 31 mars till den 11 maj och syns både lokalt och i servicebokningen på Nordviks webbplatser.',
            },
            { h2: 'Det här ingår' },
            {
              ul: [
                'Affischer i A2 och A3 för kundmottagningen',
                'Annonser för lokaltidning och Facebook i tre format',
                'Färdiga inlägg för Instagram och Facebook',
                'En sms-mall för påminnelse om hjulskifte, som du skickar direkt från verkstadssystemet',
              ],
            },
            {
              p: 'Materialet anpassas automatiskt med ditt företagsnamn, dina priser och dina öppettider när du laddar ner det från [partnerportalen](/partnerportalen). Vill du ändra ett erbjudande? Hör av dig till din [partneransvariga](/kontakt) senast den 24 mars.',
            },
            { h2: 'Tips från förra året' },
            {
              p: 'Partner som skickade sms-påminnelsen till hela däckhotellet i början av kampanjen fick i snitt 30 procent fler bokningar under de första två veckorna än de som väntade. Passa också på att visa kunderna [däckhotellsystemet](/formaner/system-och-bokning), där de själva bokar tid för hjulskifte.',
            },
          ],
        },
      },
    },
    {
      slug: 'tre-nya-partner-i-norrland',
      date: '2025-04-08T10:00:00Z',
      author: 'Erik Lundgren',
      tags: ['nya-partner'],
      image: {
        scene: 'hero-forest',
        variant: 'dawn',
        carColor: '#1c3629',
        alt: 'En mörkgrön bil på en grusväg genom norrländsk tallskog i morgonljus',
      },
      content: {
        'sv-SE': {
          title: 'Tre nya partner i Norrland',
          premble:
            'Kiruna, Piteå och Sollefteå har fått sina första partnerverkstäder. Tillsammans har de 27 anställda och över 3 000 hjulsatser i däckhotell.',
          body: [
            {
              p: 'Under våren har tre fristående verkstäder i Norrbotten och Västernorrland gått med i Nordvik Partner. Alla tre har drivits av samma familjer i minst två generationer, och alla tre valde att behålla sina egna namn på fasaden.',
            },
            { h2: 'Välkomna!' },
            {
              ul: [
                '**Malmfältens Bilservice, Kiruna** – tio anställda, bilverkstad och däckhotell med 1 400 hjulsatser',
                '**Pite Motorverkstad, Piteå** – elva anställda, specialiserad på fyrhjulsdrivna bilar och dragkrokar',
                '**Ådalens Bil & Däck, Sollefteå** – sex anställda, verkstad och däckförsäljning',
              ],
            },
            {
              quote:
                'Närmaste grossist ligger tolv mil bort. Att få delar varje dag i stället för tre gånger i veckan ändrar hela planeringen i verkstaden. – Per Niemi, Malmfältens Bilservice',
            },
            { h2: 'Fler orter på gång' },
            {
              p: 'Vi för i dag samtal med ett tiotal verkstäder i Norrland. Driver du en verkstad norr om Gävle och är nyfiken? Kontakta Erik Lundgren, partneransvarig för norra Sverige, via [kontaktsidan](/kontakt), eller läs om partnerskapet [för verkstäder](/bli-partner/for-verkstader).',
            },
          ],
        },
      },
    },
    {
      slug: 'partnerdagen-2025-anmalan-oppen',
      date: '2025-05-06T08:30:00Z',
      author: 'Jenny Sjöberg',
      tags: ['evenemang'],
      image: {
        scene: 'showroom',
        variant: 'day',
        carColor: '#7a8b7f',
        alt: 'En ljus utställningshall med två bilar på blankt golv, förberedd för ett partnermöte',
      },
      content: {
        'sv-SE': {
          title: 'Partnerdagen 2025: anmälan är öppen',
          premble:
            'Den 28 augusti samlas Nordviks partner i Jönköping för en dag om elbilar, lönsamhet och framtidens verkstad. Varje partner kan anmäla två personer kostnadsfritt.',
          body: [
            {
              p: 'Partnerdagen hålls vid centrallagret och utbildningslokalerna i Jönköping. Dagen är en blandning av föreläsningar, demonstrationer i demoverkstaden och tid att träffa andra partner och Nordviks leverantörer.',
            },
            { h2: 'Program i korthet' },
            {
              ul: [
                '**09.30** Kaffe och registrering',
                '**10.00** Så ser bilparken ut 2030 – och vad det betyder för din verkstad',
                '**11.15** Demo: batteribyte och högvoltsdiagnos i demoverkstaden',
                '**12.30** Lunch och leverantörsutställning',
                '**14.00** Partnerpanel: tre företagare om lönsamhet, rekrytering och däckhotell',
                '**15.30** Nyheter i systemen och partnerprogrammet inför 2026',
                '**17.00** Middag och mingel',
              ],
            },
            {
              p: 'Anmälan görs i [partnerportalen](/partnerportalen) senast den 20 juni. Resan bokar och betalar du själv; vi har förhandlat fram rabatt på två hotell i centrala Jönköping.',
            },
            { h2: 'Inte partner ännu?' },
            {
              p: 'Ett begränsat antal platser finns för verkstäder och bilhandlare som funderar på att gå med. Hör av dig via [kontaktsidan](/kontakt) så berättar vi mer, eller läs vad befintliga partner tycker i [partnerhistorierna](/partnerhistorier).',
            },
          ],
        },
      },
    },
    {
      slug: 'nya-elbilar-pa-lyften',
      date: '2025-06-17T09:15:00Z',
      author: 'Henrik Falk',
      tags: ['teknik-och-modeller', 'utbildning'],
      image: {
        scene: 'charging',
        variant: 'dusk',
        carColor: '#e6e3da',
        alt: 'En vit elbil som laddar vid en laddstolpe utanför en verkstad i skymningen',
      },
      content: {
        'sv-SE': {
          title: 'Nya elbilar på lyften: det här behöver verkstaden veta',
          premble:
            'Volvo EX30, Škoda Elroq och Ford Explorer blir allt vanligare på fristående verkstäder. Vi har samlat det viktigaste om lyftpunkter, service och diagnos.',
          body: [
            {
              p: 'När de första stora elbilsårgångarna blir tre och fyra år gamla lämnar många ägare märkesverkstaden och söker sig till en fristående verkstad nära hemmet. Under våren har partnerverkstäderna tagit emot dubbelt så många elbilar som under samma period förra året.',
            },
            { h2: 'Modell för modell' },
            {
              ul: [
                '**Volvo EX30** – lyft endast i de markerade lyftpunkterna, eftersom batteripaketet sitter nära tröskeln. Bromsvätskan byts vartannat år.',
                '**Škoda Elroq och Enyaq** – samma plattform som Volkswagen ID.3 och ID.4. Kupéfilter och bromsar är de vanligaste jobben.',
                '**Ford Explorer** – också byggd på Volkswagens elbilsplattform, vilket gör att många delar och diagnosrutiner är gemensamma.',
                '**Toyota bZ4X** – kräver uppdaterad programvara i diagnosverktyget. Uppdateringen finns nu i verkstadssystemet.',
              ],
            },
            { h2: 'Rätt behörighet' },
            {
              p: 'Allt arbete som kräver att högvoltssystemet kopplas från ska utföras av en tekniker med behörighet för högvoltsarbete. Höstens kurser i [elbilssäkerhet](/formaner/utbildning/elbilssakerhet) har fortfarande platser – se [kurskalendern](/formaner/utbildning/kurskalender).',
            },
            {
              p: 'Har du en elbil på lyften och är osäker på något? Den tekniska hotlinen nås via partnersupport, vardagar 7–17.',
            },
          ],
        },
      },
    },
    {
      slug: 'sa-blev-partnerdagen-2025',
      date: '2025-09-03T08:00:00Z',
      author: 'Jenny Sjöberg',
      tags: ['evenemang'],
      image: {
        scene: 'workshop',
        variant: 'day',
        carColor: '#2f7a4f',
        alt: 'En grön elbil på lyft i demoverkstaden i Jönköping under en demonstration',
      },
      content: {
        'sv-SE': {
          title: 'Så blev Partnerdagen 2025',
          premble:
            '186 deltagare från 92 partnerföretag kom till Jönköping. Mest diskuterat under dagen: hur verkstäderna ska hitta fler tekniker.',
          body: [
            {
              p: 'För tredje året i rad samlades Nordviks partner i Jönköping i slutet av augusti. Aldrig tidigare har så många kommit – och aldrig tidigare har demoverkstaden varit så trång som under genomgången av ett batteribyte på en Volkswagen ID.4.',
            },
            { h2: 'Tre saker vi tar med oss' },
            {
              ol: [
                '**Teknikerbristen är den största frågan.** Sju av tio partner har en vakant tjänst. Vi undersöker nu hur partnerverkstäder kan ta emot lärlingar från Nordvik Verkstadsskola.',
                '**Däckhotellet är en guldgruva.** Partner som har flyttat över till Nordviks däckhotellsystem säljer i snitt 25 procent fler nya däck.',
                '**Elbilarna kommer, men i olika takt.** I storstäderna är var fjärde bil på lyften laddbar, på mindre orter var tionde.',
              ],
            },
            {
              quote:
                'Det bästa var panelen. Att höra hur andra har löst bemanningen i höstrusningen var värt resan i sig. – Sara Nilsson, verkstadschef på Lerums Däck & Verkstad',
            },
            { h2: 'Nästa år' },
            {
              p: 'Partnerdagen 2026 blir två dagar, med en extra dag för utbildning i demoverkstaden. Datum meddelas under våren. Bilder och presentationer från årets dag finns att ladda ner i [partnerportalen](/partnerportalen).',
            },
          ],
        },
      },
    },
    {
      slug: 'bestall-nya-dack-direkt-i-dackrapporten',
      date: '2025-09-24T07:30:00Z',
      author: 'Ahmed Karimi',
      tags: ['partnerprogrammet', 'teknik-och-modeller'],
      image: {
        scene: 'tires',
        variant: 'dusk',
        alt: 'Vinterhjul märkta med registreringsnummer i ett däckhotell inför höstens hjulskiften',
      },
      content: {
        'sv-SE': {
          title: 'Nytt i däckhotellet: kunderna beställer nya däck direkt i däckrapporten',
          premble:
            'Inför höstens hjulskiften får däckhotellsystemet en efterfrågad funktion. När mönsterdjupet är för lågt får kunden ett färdigt däckerbjudande från din verkstad.',
          body: [
            {
              p: 'I dag får kunderna en däckrapport med mönsterdjup och bilder när hjulen läggs in i däckhotellet. Från och med den 1 oktober kan rapporten också innehålla ett erbjudande på nya däck, som kunden godkänner med ett klick i mobilen.',
            },
            { h2: 'Så fungerar det' },
            {
              ol: [
                'Teknikern mäter mönsterdjupet vid hjulskiftet och fotograferar däcken som vanligt.',
                'Ligger mönsterdjupet under din gräns – till exempel 4 mm på vinterdäck – föreslår systemet tre däckalternativ från ditt eget lager och centrallagret.',
                'Kunden väljer däck i mobilen, och de levereras till verkstaden inför nästa hjulskifte.',
                'De nya däcken monteras, och de gamla går till materialåtervinning.',
              ],
            },
            {
              p: 'Du bestämmer själv gränserna, vilka märken som föreslås och vilka priser som visas. Funktionen ingår i partneravgiften.',
            },
            { h2: 'Kom i gång' },
            {
              p: 'Funktionen slås på under **Inställningar → Däckhotell** i verkstadssystemet. Läs mer om [system och bokning](/formaner/system-och-bokning), eller kontakta partnersupport om du vill ha hjälp att ställa in den.',
            },
          ],
        },
      },
    },
    {
      slug: 'ny-rigg-for-adas-kalibrering-i-goteborg',
      date: '2025-11-12T08:00:00Z',
      author: 'Henrik Falk',
      tags: ['utbildning', 'teknik-och-modeller'],
      image: {
        scene: 'workshop',
        variant: 'night',
        carColor: '#3c4a52',
        alt: 'En grå bil framför en kalibreringsrigg i en starkt upplyst verkstad',
      },
      content: {
        'sv-SE': {
          title: 'Ny rigg för ADAS-kalibrering i Göteborg',
          premble:
            'Utbildningslokalen i Göteborg har fått en fullstor kalibreringsrigg. Från våren 2026 dubblas antalet kurstillfällen i ADAS-kalibrering.',
          body: [
            {
              p: 'Nästan alla bilar som säljs i dag har kameror och radar för filhållning, nödbromsning och adaptiv farthållare. Efter vindrutebyte, hjulinställning eller en krockreparation måste systemen kalibreras – annars fungerar de inte som de ska.',
            },
            { h2: 'Vad är nytt?' },
            {
              ul: [
                'En fullstor kalibreringsrigg med mål för kamera och radar från de vanligaste tillverkarna',
                'Plats för två bilar samtidigt, så att varje deltagare får mer tid vid bilen',
                'Kurstillfällen i Göteborg i februari, april och oktober 2026',
              ],
            },
            {
              quote:
                'Förr räckte det att byta rutan. I dag är vindrutan en del av säkerhetssystemet, och en felkalibrerad kamera kan få bilen att bromsa när den inte ska. – Henrik Falk, teknisk utbildare',
            },
            { h2: 'Utrustning till koncernpris' },
            {
              p: 'Vill du kalibrera på din egen verkstad? Partner kan köpa kalibreringsutrustning via koncernens ramavtal. Läs mer om [inköp och reservdelar](/formaner/inkop-och-reservdelar) och se [kurskalendern](/formaner/utbildning/kurskalender).',
            },
          ],
        },
      },
    },
    {
      slug: 'partnerprogrammet-2026-det-har-ar-nytt',
      date: '2026-01-20T09:00:00Z',
      author: 'Maria Lindqvist',
      tags: ['partnerprogrammet'],
      image: {
        scene: 'pattern',
        alt: 'Abstrakt mönster i skogsgrönt',
      },
      content: {
        'sv-SE': {
          title: 'Partnerprogrammet 2026: det här är nytt',
          premble:
            'Partneravgiften är oförändrad, men programmet får lärlingsplatser, längre öppettider i den tekniska hotlinen och nya verktyg för bilhandlare.',
          body: [
            {
              p: 'Varje år går vi igenom partnerprogrammet tillsammans med partnerrådet, där tio partner från hela landet ingår. Här är förändringarna som gäller från den 1 februari.',
            },
            { h2: 'Nyheter för verkstäder' },
            {
              ul: [
                '**Lärlingar från Nordvik Verkstadsskola** kan göra sin praktik hos partnerverkstäder – Nordvik står för teoriutbildningen',
                '**Teknisk hotline** med förlängda öppettider, vardagar 7–18, under hjulskiftessäsongerna',
                '**Ny kurs** i service av värmepumpar och klimatanläggningar i elbilar',
              ],
            },
            { h2: 'Nyheter för bilhandlare' },
            {
              ul: [
                'Inbytesbilar kan läggas upp på Nordvik Auktion direkt från verkstadssystemet',
                'Kunderna kan ansöka om billån direkt från din annons',
                'En ny halvdagsutbildning i finansiering och garantiförsäljning för säljare',
              ],
            },
            {
              p: 'Partneravgiften ligger kvar på samma nivå som 2025, från 2 450 kronor i månaden. Läs om alla [förmåner](/formaner), eller kontakta din [partneransvariga](/kontakt) om du har frågor om ändringarna.',
            },
          ],
        },
      },
    },
    {
      slug: 'fem-nya-partner-i-skane-och-halland',
      date: '2026-03-10T08:00:00Z',
      author: 'Ahmed Karimi',
      tags: ['nya-partner'],
      image: {
        scene: 'hero-coast',
        variant: 'dusk',
        carColor: '#8c2f2f',
        alt: 'En röd kombi på en kustväg längs Hallandskusten i solnedgång',
      },
      content: {
        'sv-SE': {
          title: 'Fem nya partner i Skåne och Halland',
          premble:
            'Fyra verkstäder och en bilhandlare i Skåne och Halland har gått med i Nordvik Partner under vintern. Programmet har nu 163 partner.',
          body: [
            {
              p: 'Södra Sverige är den region där partnerprogrammet har vuxit snabbast det senaste året. De nya partnerna finns i Ystad, Hässleholm, Ängelholm, Varberg och Falkenberg.',
            },
            { h2: 'De nya partnerna' },
            {
              ul: [
                '**Österlens Bilverkstad, Ystad** – åtta anställda',
                '**Hässleholms Motorservice** – fem anställda, specialiserad på Volvo',
                '**Ängelholms Däck & Bil** – tolv anställda och däckhotell med 2 000 hjulsatser',
                '**Varbergs Bilcenter** – begagnatbilshandlare med 70 bilar i lager',
                '**Falkenbergs Fordonsteknik** – sju anställda',
              ],
            },
            {
              quote:
                'Vi tittade på två kedjor innan vi valde Nordvik. Det avgörande var att vi fick behålla vårt namn och våra priser. – Johanna Persson, ägare av Varbergs Bilcenter',
            },
            { h2: 'Vill du också bli partner?' },
            {
              p: 'Kontakta Ahmed Karimi, partneransvarig för södra Sverige, via [kontaktsidan](/kontakt), eller läs om partnerskapet [för verkstäder](/bli-partner/for-verkstader) och [för bilhandlare](/bli-partner/for-bilhandlare).',
            },
          ],
        },
      },
    },
    {
      slug: 'mot-oss-pa-fordonsmassan-i-goteborg',
      date: '2026-04-22T10:30:00Z',
      author: 'Jenny Sjöberg',
      tags: ['evenemang'],
      image: {
        scene: 'showroom',
        variant: 'day',
        carColor: '#2f7a4f',
        alt: 'En mässmonter i ljus hall med två bilar, en grön och en grå',
      },
      content: {
        'sv-SE': {
          title: 'Möt Nordvik Partner på Fordonsmässan i Göteborg',
          premble:
            'Den 19–21 maj finns vi på Svenska Mässan. Kom och se däckhotellsystemet, följ en ADAS-kalibrering och träffa partner som berättar om sina erfarenheter.',
          body: [
            {
              p: 'Fordonsmässan samlar verkstäder, däckföretag och bilhandlare från hela Norden. I år är Nordvik Partner på plats för andra gången, med en monter som är dubbelt så stor som förra gången.',
            },
            { h2: 'I montern' },
            {
              ul: [
                'Visning av verkstadssystemet och däckhotellet, med tid för dina frågor',
                'ADAS-kalibrering på en Volvo XC40 varje hel timme',
                'Korta samtal med våra partneransvariga – boka tid i förväg eller kom förbi',
                'Träffa Anna Hedlund från Hedlunds Bil & Service i Sundsvall',
              ],
            },
            {
              p: 'Som partner får du fria entrébiljetter för hela personalen. Biljettkoden finns i [partnerportalen](/partnerportalen).',
            },
            { h2: 'Boka ett möte' },
            {
              p: 'Vill du vara säker på att hinna prata med oss? Boka en tid via [kontaktsidan](/kontakt), så bjuder vi på kaffe. Läs gärna [partnerhistorierna](/partnerhistorier) innan du kommer.',
            },
          ],
        },
      },
    },
    {
      slug: 'delar-och-diagnos-for-byd-mg-och-polestar',
      date: '2026-06-02T08:00:00Z',
      author: 'Henrik Falk',
      tags: ['teknik-och-modeller'],
      image: {
        scene: 'charging',
        variant: 'night',
        carColor: '#3c4a52',
        alt: 'En mörkgrå elbil vid en laddstolpe en sommarkväll',
      },
      content: {
        'sv-SE': {
          title: 'Nya märken i verkstaden: delar och diagnos för BYD, MG och Polestar',
          premble:
            'De nya bilmärkena blir fler i den svenska bilparken. Från och med juni har centrallagret delar för de vanligaste modellerna, och diagnosverktyget får stöd för dem.',
          body: [
            {
              p: 'Under de senaste åren har tiotusentals bilar från BYD, MG och Polestar registrerats i Sverige, och de första har nu passerat tre år. Många ägare letar efter en verkstad i närheten – och utanför storstäderna är en fristående verkstad ofta det enda alternativet.',
            },
            { h2: 'Det här finns nu' },
            {
              ul: [
                'Bromsdelar, filter, torkarblad och hjullager för BYD Atto 3, BYD Seal, MG4 och Polestar 2 i lager i Jönköping',
                'Stöd för felkodsläsning och återställning av serviceintervall i verkstadssystemets diagnosverktyg',
                'Serviceprogram och lyftpunkter i den tekniska databasen',
              ],
            },
            { h2: 'Vad gäller för garantin?' },
            {
              p: 'Inom EU får en bilägare låta en fristående verkstad utföra service under garantitiden utan att nybilsgarantin påverkas, så länge servicen görs enligt tillverkarens program och med delar av motsvarande kvalitet. Dokumentera alltid arbetet i den digitala arbetsordern.',
            },
            {
              p: 'Frågor om en specifik modell? Teknikerna i den tekniska hotlinen har utbildats på alla tre märkena. Läs mer om [inköp och reservdelar](/formaner/inkop-och-reservdelar).',
            },
          ],
        },
      },
    },
    {
      slug: 'partnerdagarna-2026-arets-partner',
      date: '2026-10-06T09:00:00Z',
      author: 'Maria Lindqvist',
      tags: ['evenemang', 'partnerprogrammet'],
      image: {
        scene: 'hero-fjord',
        variant: 'day',
        carColor: '#e6e3da',
        alt: 'En vit bil på en strandväg vid vatten och branta berg en klar höstdag',
      },
      content: {
        'sv-SE': {
          title: 'Partnerdagarna 2026: två dagar, 240 deltagare och en ny utmärkelse',
          premble:
            'För första gången var Partnerdagen två dagar lång. Hedlunds Bil & Service i Sundsvall utsågs till Årets partner.',
          body: [
            {
              p: 'Den 24–25 september samlades 240 deltagare från 118 partnerföretag i Jönköping. Den första dagen ägnades åt utbildning i demoverkstaden, den andra åt affärer, nyheter och middag.',
            },
            { h2: 'Årets partner' },
            {
              p: 'Utmärkelsen Årets partner delades ut för första gången. Juryn, med representanter från partnerrådet och Nordvik, valde Hedlunds Bil & Service i Sundsvall för ett år med nya lärlingar, höga kundbetyg och en verkstad som har vuxit från sju till tio mekaniker.',
            },
            {
              quote:
                'Priset tillhör hela gänget på golvet. Vi har inte gjort något märkvärdigt – bara tagit emot varenda kund som om det vore den första. – Anna Hedlund, vd för Hedlunds Bil & Service',
            },
            { h2: 'Nyheterna från scenen' },
            {
              ul: [
                'Nordvik-appen öppnas för partnerverkstäder under 2027, så att era kunder kan boka och följa bilen i mobilen',
                'Höstens kampanj för vinterkontroll startar den 19 oktober',
                'Kurskalendern för våren 2027 publiceras i november',
              ],
            },
            {
              p: 'Bilder och presentationer från dagarna finns i [partnerportalen](/partnerportalen). Läs också fler [partnerhistorier](/partnerhistorier).',
            },
          ],
        },
      },
    },
  ],
}
