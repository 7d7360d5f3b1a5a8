import type { SeedStories } from '../types'

/** Novinky Nordvik Auto Slovensko (Bratislava, Trnava, Žilina, Košice; Škoda, Volkswagen, Kia). */
export const stories: SeedStories = {
  indexPath: '/novinky',
  tags: [
    { key: 'nove-modely', value: { 'sk-SK': 'Nové modely' } },
    { key: 'elektromobily', value: { 'sk-SK': 'Elektromobily' } },
    { key: 'servis', value: { 'sk-SK': 'Servis' } },
    { key: 'pneumatiky', value: { 'sk-SK': 'Pneumatiky' } },
    { key: 'financovanie', value: { 'sk-SK': 'Financovanie' } },
    { key: 'podujatia', value: { 'sk-SK': 'Podujatia' } },
  ],
  stories: [
    {
      slug: 'elektromobil-v-zime',
      date: '2025-01-22T08:20:00Z',
      author: 'Martin Horváth',
      tags: ['elektromobily'],
      image: {
        scene: 'hero-winter',
        variant: 'dusk',
        carColor: '#b02a45',
        alt: 'Bordový elektromobil so zapnutými svetlami na zasneženej ceste za súmraku',
      },
      content: {
        'sk-SK': {
          title: 'Elektromobil v zime: ako si udržať dojazd',
          premble:
            'Januárové mrazy sú pre elektromobil najväčšou skúškou. Naši technici a zákazníci radia, čo v zime naozaj pomáha.',
          body: [
            {
              p: 'Keď teplota klesne pod mínus desať stupňov, dojazd elektromobilu sa zvyčajne skráti o 20 až 30 %. Studená batéria odovzdáva energiu pomalšie a vykurovanie kabíny spotrebúva elektrinu, ktorá by inak poháňala kolesá. Mráz však batériu nepoškodí a na jar sa dojazd vráti do normálu.',
            },
            { h2: 'Päť tipov na zimnú jazdu' },
            {
              ul: [
                '**Predhrievajte počas nabíjania.** Nastavte si v aplikácii čas odchodu a batéria aj kabína sa zohrejú energiou zo siete.',
                '**Využívajte vyhrievanie sedadiel a volantu.** Zohreje priamo vás a spotrebuje zlomok energie, ktorú potrebuje kúrenie.',
                '**Kontrolujte tlak v pneumatikách.** Chlad tlak znižuje a podhustené pneumatiky zvyšujú spotrebu.',
                '**Nechajte si rezervu.** Rýchlonabíjanie je pri studenej batérii pomalšie, preto plánujte zastávky s rezervou.',
                '**Pred rýchlonabíjaním batériu zohrejte.** Väčšina áut to urobí sama, keď si nabíjačku zadáte ako cieľ v navigácii.',
              ],
            },
            { h2: 'Tepelné čerpadlo sa oplatí' },
            {
              p: 'Ak vyberáte jazdený elektromobil, hľadajte model s tepelným čerpadlom. Kabínu vykúri s oveľa menšou spotrebou ako odporové kúrenie a v zime to spoznáte priamo na dojazde. Pri každom našom elektromobile uvádzame aj zmeraný stav batérie.',
            },
            {
              p: 'Viac o výbere elektromobilu nájdete na stránke [Elektromobily](/kupit-auto/elektromobily) a ďalšie tipy v článku [Zimná prevádzka](/vlastnictvo-auta/zimna-prevadzka).',
            },
          ],
        },
      },
    },
    {
      slug: 'skoda-elroq-prichadza',
      date: '2025-02-12T09:30:00Z',
      author: 'Zuzana Kováčová',
      tags: ['nove-modely', 'elektromobily'],
      image: {
        scene: 'showroom',
        variant: 'day',
        carColor: '#5e7d6a',
        alt: 'Zelená Škoda Elroq vystavená vo svetlom autosalóne',
      },
      content: {
        'sk-SK': {
          title: 'Škoda Elroq prichádza do našich predajní',
          premble:
            'Nový kompaktný elektromobil značky Škoda je od februára vystavený vo všetkých našich pobočkách. Skúšobnú jazdu si môžete rezervovať už teraz.',
          body: [
            {
              p: 'Elroq je po Enyaqu druhým elektromobilom značky Škoda a prvým modelom s novým dizajnovým jazykom Modern Solid. Rozmermi sa blíži ku Karoqu – navonok je kompaktný, vo vnútri však prekvapivo priestranný.',
            },
            { h2: 'Najdôležitejšie údaje' },
            {
              ul: [
                'Tri veľkosti batérie: Elroq 50, 60 a 85',
                'Dojazd podľa WLTP pri verzii 85 viac ako 550 km',
                'Batožinový priestor s objemom 470 litrov',
                'Hmotnosť brzdeného prívesu až 1 200 kg',
              ],
            },
            { h2: 'Vyskúšajte ho' },
            {
              p: 'Elroq si môžete vyskúšať v Bratislave, Trnave, Žiline aj v Košiciach počas otváracích hodín predajne. Ak ho chcete spoznať lepšie, požičiame vám ho na noc, aby ste si vyskúšali aj nabíjanie doma.',
            },
            {
              p: 'O možnostiach [financovania](/kupit-auto/financovanie) a [nabíjania doma](/kupit-auto/elektromobily/nabijanie-doma) sa s vami radi porozprávame priamo na predajni.',
            },
          ],
        },
      },
    },
    {
      slug: 'prezutie-na-letne-pneumatiky',
      date: '2025-03-18T07:40:00Z',
      author: 'Peter Baláž',
      tags: ['pneumatiky'],
      image: { scene: 'tires', variant: 'day', alt: 'Letné pneumatiky a disky v regáloch pneuhotela' },
      content: {
        'sk-SK': {
          title: 'Prezutie na letné pneumatiky: kedy je ten správny čas',
          premble:
            'Keď sa denné teploty ustália nad 7 °C, je čas na letné pneumatiky. Poradíme, čo skontrolovať a prečo si termín rezervovať včas.',
          body: [
            {
              p: 'Zimné pneumatiky majú mäkšiu zmes, ktorá pri nízkych teplotách lepšie drží na ceste. Na teplom asfalte sa však rýchlo opotrebúvajú a brzdná dráha sa predlžuje. Preto sa na jar oplatí prezuť hneď, ako sa teploty ustália nad 7 °C a ranné mrazy sú už len výnimkou.',
            },
            { h2: 'Čo skontrolovať pred prezutím' },
            {
              ul: [
                '**Hĺbka dezénu:** zákonné minimum pre letné pneumatiky je 1,6 mm, odporúčame ich však meniť už pri 3 mm.',
                '**Vek pneumatík:** guma starších pneumatík tvrdne, a to aj vtedy, keď majú dostatočný dezén. Dátum výroby nájdete na boku pneumatiky.',
                '**Disky a vyváženie:** chvenie volantu pri vyšších rýchlostiach často signalizuje, že kolesá treba vyvážiť.',
              ],
            },
            { h2: 'Ceny a termíny' },
            {
              p: 'Prezutie stojí 39 € a zahŕňa kontrolu tlaku a hĺbky dezénu. V [pneuhoteli](/servis/pneuservis/pneuhotel) uskladníme vaše zimné kolesá umyté a skontrolované za 59 € na sezónu, spolu s prezutím za 89 €.',
            },
            {
              p: 'O termíny v apríli je najväčší záujem, preto si ich rezervujte už teraz. Viac informácií nájdete na stránke [Pneuservis](/servis/pneuservis).',
            },
          ],
        },
      },
    },
    {
      slug: 'uver-alebo-operativny-leasing',
      date: '2025-04-29T10:15:00Z',
      author: 'Katarína Novotná',
      tags: ['financovanie'],
      image: { scene: 'pattern', carColor: '#b02a45', alt: 'Abstraktný vzor v bordových farbách Nordvik' },
      content: {
        'sk-SK': {
          title: 'Úver, alebo operatívny leasing? Porovnanie pre súkromné osoby',
          premble:
            'Auto na splátky už dávno neznamená len klasický úver. Vysvetľujeme, ako fungujú jednotlivé spôsoby financovania a komu sa hodia.',
          body: [
            {
              p: 'Väčšina našich zákazníkov si auto financuje. Správna voľba závisí od toho, ako dlho si autá nechávate, koľko najazdíte a či chcete byť vlastníkom auta. Naši finanční špecialisti vám ukážu obe možnosti vedľa seba – pre to isté auto a s rovnakou akontáciou.',
            },
            { h2: 'Úver na auto' },
            {
              p: 'Pri úvere ste vlastníkom auta od prvého dňa. Splácate ho 12 až 96 mesiacov, akontácia môže byť od 0 % a zaplatiť ju môžete aj svojím doterajším autom. Úver môžete kedykoľvek predčasne splatiť. Hodí sa tým, ktorí si auto nechávajú dlhšie.',
            },
            { h2: 'Operatívny leasing' },
            {
              p: 'Pri operatívnom leasingu platíte pevnú mesačnú splátku za používanie auta a na konci zmluvy ho vrátite. V splátke je zvyčajne poistenie, servis aj prezúvanie. Hodí sa tým, ktorí chcú mať predvídateľné náklady a auto meniť každé dva až štyri roky.',
            },
            {
              ul: [
                'Porovnávajte RPMN a celkovú sumu, ktorú zaplatíte, nielen výšku splátky.',
                'Pri leasingu si reálne odhadnite ročný nájazd – kilometre nad limit sa doplácajú.',
                'Pri úvere je podmienkou havarijné poistenie vozidla.',
              ],
            },
            {
              p: 'Podrobnosti nájdete na stránkach [Financovanie](/kupit-auto/financovanie) a [Operatívny leasing](/kupit-auto/financovanie/leasing).',
            },
          ],
        },
      },
    },
    {
      slug: 'den-otvorenych-dveri-trnava',
      date: '2025-05-20T11:00:00Z',
      author: 'Lucia Šimková',
      tags: ['podujatia'],
      image: {
        scene: 'dealership',
        variant: 'day',
        carColor: '#b02a45',
        alt: 'Pobočka Nordvik Auto v Trnave so sklenenou fasádou a autami pred vchodom',
      },
      content: {
        'sk-SK': {
          title: 'Deň otvorených dverí v Trnave v sobotu 7. júna',
          premble:
            'Pozývame vás do trnavskej pobočky na skúšobné jazdy, prehliadku servisu a bezplatnú kontrolu auta. Pre deti pripravujeme bohatý program.',
          body: [
            {
              p: 'V sobotu **7. júna od 9.00 do 14.00** otvárame pobočku Nordvik Auto Trnava na Bratislavskej ulici pre všetkých. Príďte sa pozrieť na novinky značiek Škoda a Volkswagen, vyskúšať elektromobily a porozprávať sa s našimi technikmi.',
            },
            { h2: 'Program' },
            {
              ul: [
                'Skúšobné jazdy novinkami Škoda a Volkswagen vrátane elektromobilov',
                'Prehliadky servisu každú celú hodinu',
                'Bezplatná kontrola pneumatík, bŕzd a akumulátora',
                'Ocenenie vášho auta na počkanie',
                'Skákací hrad a maľovanie na tvár pre deti',
              ],
            },
            {
              p: 'Pripravené bude občerstvenie a káva. Parkovanie pred predajňou je bezplatné a počas návštevy môžete využiť aj našu rýchlonabíjačku.',
            },
            { h2: 'Ako sa k nám dostanete' },
            {
              p: 'Pobočka je hneď pri výjazde z diaľnice D1. Adresu a otváracie hodiny nájdete na stránke [Nordvik Auto Trnava](/kontakty/trnava).',
            },
          ],
        },
      },
    },
    {
      slug: 'pred-dovolenkou-do-servisu',
      date: '2025-07-01T08:05:00Z',
      author: 'Peter Baláž',
      tags: ['servis'],
      image: {
        scene: 'workshop',
        variant: 'day',
        carColor: '#3d0f1e',
        alt: 'Tmavé bordové auto na zdviháku počas kontroly pred dovolenkou',
      },
      content: {
        'sk-SK': {
          title: 'Pred dovolenkou do servisu: čo skontrolovať pred dlhou cestou',
          premble:
            'Cesta k moru s plne naloženým autom preverí brzdy, pneumatiky aj klimatizáciu. Pripravili sme zoznam vecí, ktoré sa oplatí skontrolovať ešte pred odchodom.',
          body: [
            {
              p: 'Každé leto pomáhame zákazníkom, ktorým sa auto pokazilo na ceste do Chorvátska či Talianska. Väčšine porúch sa pritom dá predísť jednoduchou kontrolou niekoľko dní pred odchodom.',
            },
            { h2: 'Kontrolný zoznam' },
            {
              ul: [
                'Tlak a stav pneumatík vrátane rezervy – pri plne naloženom aute upravte tlak podľa tabuľky výrobcu',
                'Brzdové platničky a kotúče',
                'Hladina oleja, chladiacej kvapaliny a kvapaliny do ostrekovačov',
                'Funkčnosť klimatizácie a stav peľového filtra',
                'Osvetlenie a stierače',
                'Platnosť diaľničných známok v krajinách, cez ktoré pôjdete',
              ],
            },
            { h2: 'Letná kontrola zadarmo' },
            {
              p: 'Počas júla a augusta robíme bezplatnú letnú kontrolu áut všetkých značiek. Trvá približne 30 minút a výsledok dostanete v písomnom protokole. Ak sa blíži termín servisnej prehliadky, spojíme ich.',
            },
            {
              p: 'Do servisu sa objednáte e-mailom alebo priamo na servisnom príjme. Viac informácií nájdete na stránkach [Servisná prehliadka](/servis/pravidelna-prehliadka) a [Servis](/servis).',
            },
          ],
        },
      },
    },
    {
      slug: 'kia-ev4-zo-ziliny',
      date: '2025-09-10T09:50:00Z',
      author: 'Zuzana Kováčová',
      tags: ['nove-modely', 'elektromobily'],
      image: {
        scene: 'showroom',
        variant: 'day',
        carColor: '#c9ced2',
        alt: 'Strieborná Kia EV4 vystavená vo svetlom autosalóne',
      },
      content: {
        'sk-SK': {
          title: 'Kia EV4 zo Žiliny je v našich predajniach',
          premble:
            'Prvý elektromobil Kia vyrábaný v Európe pochádza zo závodu pri Žiline. Teraz si ho môžete pozrieť a vyskúšať aj u nás.',
          body: [
            {
              p: 'Kia EV4 je kompaktný elektrický hatchback veľkosti triedy Golf. Európska verzia s karosériou hatchback sa vyrába v závode Kia v Tepličke nad Váhom pri Žiline, kde doteraz vznikali najmä modely Ceed a Sportage.',
            },
            { h2: 'Dlhý dojazd a praktická výbava' },
            {
              p: 'S väčšou batériou má EV4 podľa údajov výrobcu dojazd podľa WLTP takmer 600 km. Nízka a aerodynamická karoséria pomáha najmä pri diaľničných rýchlostiach, čo oceníte aj v zime.',
            },
            {
              ul: [
                'Dve veľkosti batérie: 58,3 kWh a 81,4 kWh',
                'Tepelné čerpadlo a predhrev batérie',
                'Nabitie z 10 na 80 % na rýchlonabíjačke približne za pol hodiny',
                'Záruka Kia 7 rokov alebo 150 000 km',
              ],
            },
            { h2: 'Skúšobné jazdy' },
            {
              p: 'EV4 si môžete vyskúšať v Bratislave, Žiline a Košiciach. Ak zvažujete výmenu, prineste aj svoje doterajšie auto – pri [výkupe](/kupit-auto/vykup-auta) ho oceníme na počkanie.',
            },
          ],
        },
      },
    },
    {
      slug: 'zimne-pneumatiky-kedy-su-povinne',
      date: '2025-10-08T07:30:00Z',
      author: 'Peter Baláž',
      tags: ['pneumatiky', 'servis'],
      image: { scene: 'tires', variant: 'dusk', alt: 'Zimné pneumatiky v regáloch pneuhotela pripravené na prezutie' },
      content: {
        'sk-SK': {
          title: 'Zimné pneumatiky: kedy sú povinné a kedy prezuť',
          premble:
            'Na Slovensku neplatí pevný dátum, od ktorého musíte mať zimné pneumatiky – rozhoduje stav vozovky. Vysvetľujeme, čo hovorí zákon a čo odporúčame my.',
          body: [
            {
              p: 'Zimné pneumatiky sú povinné vždy, keď je na vozovke súvislá vrstva snehu, ľadu alebo námrazy. Ak vás polícia zastaví na zasneženej ceste s letnými pneumatikami, hrozí vám pokuta – a najmä riziko nehody.',
            },
            { h2: 'Prezúvajte pri 7 °C' },
            {
              p: 'Odporúčame prezúvať, keď priemerné denné teploty klesnú pod 7 °C. Zmes letnej pneumatiky vtedy tvrdne a stráca priľnavosť aj na suchej ceste. V októbri a novembri je o termíny najväčší záujem, preto si ich rezervujte včas.',
            },
            { h2: 'Hĺbka dezénu a označenie' },
            {
              ul: [
                'Zimné pneumatiky musia mať hĺbku dezénu aspoň 3 mm, odporúčame ich však meniť už pri 4 mm.',
                'Symbol horského štítu so snehovou vločkou (3PMSF) znamená, že pneumatika prešla testom na snehu.',
                'Elektromobily potrebujú pneumatiky s dostatočným indexom nosnosti.',
              ],
            },
            {
              p: 'Prezutie stojí 39 €, uskladnenie v [pneuhoteli](/servis/pneuservis/pneuhotel) 59 € na sezónu. Ďalšie tipy nájdete v článku [Zimná prevádzka](/vlastnictvo-auta/zimna-prevadzka).',
            },
          ],
        },
      },
    },
    {
      slug: 'co-je-rpmn',
      date: '2025-11-18T13:10:00Z',
      author: 'Katarína Novotná',
      tags: ['financovanie'],
      image: { scene: 'pattern', carColor: '#3d0f1e', alt: 'Abstraktný vzor v tmavých bordových odtieňoch' },
      content: {
        'sk-SK': {
          title: 'Čo je RPMN a prečo na nej záleží viac ako na úroku',
          premble:
            'Pri porovnávaní úverov na auto nestačí pozerať len na úrokovú sadzbu. Vysvetľujeme, čo znamená RPMN a aké ďalšie údaje v ponuke hľadať.',
          body: [
            {
              p: 'RPMN, teda ročná percentuálna miera nákladov, vyjadruje celkové náklady úveru v percentách za rok. Okrem úroku zahŕňa aj poplatky, napríklad za poskytnutie či vedenie úveru. Preto je to najlepší údaj na porovnanie ponúk rôznych bánk a leasingových spoločností.',
            },
            { h2: 'Na čo sa pozerať v ponuke' },
            {
              ol: [
                '**RPMN** – čím nižšia, tým lacnejší úver.',
                '**Celková suma, ktorú zaplatíte** – súčet všetkých splátok a poplatkov.',
                '**Doba splácania** – dlhšia znamená nižšiu splátku, ale vyššie celkové náklady.',
                '**Predčasné splatenie** – či a za akých podmienok môžete úver splatiť skôr.',
                '**Povinné poistenie** – pri úvere na auto je spravidla podmienkou havarijné poistenie.',
              ],
            },
            { h2: 'Písomná ponuka ešte pred podpisom' },
            {
              p: 'Pred podpisom od nás vždy dostanete písomnú ponuku s RPMN a celkovou sumou, ktorú zaplatíte, aby ste si ju mohli v pokoji porovnať. Reprezentatívny príklad úveru nájdete na stránke [Kúpiť auto](/kupit-auto) a ďalšie informácie na stránke [Financovanie](/kupit-auto/financovanie).',
            },
          ],
        },
      },
    },
    {
      slug: 'stk-a-ek-na-prvy-raz',
      date: '2026-01-27T08:45:00Z',
      author: 'Martin Horváth',
      tags: ['servis'],
      image: {
        scene: 'workshop',
        variant: 'dawn',
        carColor: '#8a9199',
        alt: 'Sivé kombi na zdviháku počas kontroly pred STK',
      },
      content: {
        'sk-SK': {
          title: 'STK a EK na prvý raz: najčastejšie nedostatky',
          premble:
            'Technici na STK najčastejšie nachádzajú chyby, ktoré sa dajú ľahko odstrániť vopred. Prinášame prehľad a tipy, ako sa na kontrolu pripraviť.',
          body: [
            {
              p: 'Nové osobné auto musí na prvú technickú a emisnú kontrolu do štyroch rokov od prvej evidencie a potom každé dva roky. Pri elektromobiloch sa emisná kontrola nevykonáva. Platnosť kontroly si overíte na nálepke na čelnom skle.',
            },
            { h2: 'Najčastejšie nedostatky' },
            {
              ul: [
                'Nerovnomerný brzdný účinok alebo opotrebované brzdy',
                'Nesprávne nastavené alebo nefunkčné svetlá',
                'Vôle v riadení a podvozku',
                'Korózia nosných častí karosérie',
                'Poškodené čelné sklo v zornom poli vodiča',
              ],
            },
            { h2: 'Príprava na STK a EK za 29 €' },
            {
              p: 'Auto vopred skontrolujeme, po dohode opravíme nedostatky a na STK a EK ho pristavíme za vás. K cene prípravy sa pripočítavajú poplatky stanice technickej kontroly.',
            },
            {
              p: 'Ak je vozidlo dočasne spôsobilé na prevádzku v premávke, nedostatky treba odstrániť a auto pristaviť na opakovanú kontrolu do 60 dní. Viac nájdete na stránke [STK a EK](/vlastnictvo-auta/stk-a-ek).',
            },
          ],
        },
      },
    },
    {
      slug: 'jarna-vystava-kosice',
      date: '2026-03-10T10:40:00Z',
      author: 'Lucia Šimková',
      tags: ['podujatia', 'nove-modely'],
      image: {
        scene: 'showroom',
        variant: 'day',
        carColor: '#b02a45',
        alt: 'Nové autá vystavené v košickom autosalóne Nordvik Auto',
      },
      content: {
        'sk-SK': {
          title: 'Jarná výstava v Košiciach v sobotu 28. marca',
          premble:
            'Novinky Škoda, Volkswagen a Kia, skúšobné jazdy elektromobilmi a jarná kontrola auta zadarmo. Tešíme sa na vás na Moldavskej ceste.',
          body: [
            {
              p: 'V sobotu **28. marca od 9.00 do 15.00** vás pozývame na jarnú výstavu do našej košickej pobočky na Moldavskej ceste 40. Pripravili sme najnovšie modely všetkých troch značiek, ktoré zastupujeme, a skúšobné jazdy bez objednania.',
            },
            { h2: 'Čo uvidíte' },
            {
              ul: [
                'Elektrické modely Škoda Elroq a Enyaq',
                'Kia EV3 a EV4, ktorá sa vyrába pri Žiline',
                'Volkswagen ID.7 Tourer a Tiguan',
                'Viac ako 60 preverených jazdených áut zo skladu celej skupiny Nordvik',
              ],
            },
            { h2: 'Jarná kontrola zadarmo' },
            {
              p: 'Počas výstavy vám bezplatne skontrolujeme pneumatiky, brzdy, akumulátor a prevádzkové kvapaliny po zime. Na mieste sa môžete objednať aj na prezutie na letné pneumatiky.',
            },
            {
              p: 'Pre deti pripravujeme detský kútik a pre všetkých kávu a domáce koláče. Adresu a otváracie hodiny nájdete na stránke [Nordvik Auto Košice](/kontakty/kosice).',
            },
          ],
        },
      },
    },
    {
      slug: 'nabijanie-doma-wallbox',
      date: '2026-05-12T09:10:00Z',
      author: 'Tomáš Kučera',
      tags: ['elektromobily'],
      image: {
        scene: 'charging',
        variant: 'dusk',
        carColor: '#b02a45',
        alt: 'Bordový elektromobil pri nabíjacej stanici za súmraku',
      },
      content: {
        'sk-SK': {
          title: 'Nabíjanie doma: ako vybrať a nainštalovať wallbox',
          premble:
            'Väčšina vodičov elektromobilov nabíja doma cez noc. Poradíme, aký wallbox vybrať, čo musí posúdiť elektrikár a ako nabíjať čo najlacnejšie.',
          body: [
            {
              p: 'Elektromobil sa dá nabíjať aj z bežnej zásuvky, na pravidelné nabíjanie však nie je vhodná – nabíjanie je pomalé a zásuvka sa pri dlhodobom zaťažení môže prehrievať. Bezpečným riešením je wallbox, ktorý nainštaluje elektrikár s oprávnením.',
            },
            { h2: 'Aký výkon potrebujete' },
            {
              p: 'Wallbox s výkonom 11 kW nabije väčšinu elektromobilov do rána. Vyšší výkon doma väčšinou nevyužijete, pretože mnohé autá viac zo striedavého prúdu neprijmú. Elektrikár zároveň posúdi, či postačuje váš hlavný istič.',
            },
            { h2: 'Ako ušetriť' },
            {
              ul: [
                'Ak máte dvojtarifnú sadzbu, nastavte nabíjanie na hodiny s nízkou tarifou.',
                'Bežne nabíjajte na 80 % a na 100 % len pred dlhou cestou, ak výrobca neodporúča inak.',
                'V bytovom dome zvážte spoločné riešenie s riadením záťaže, pri ktorom každý platí len za svoju spotrebu.',
              ],
            },
            {
              p: 'Spolu s miestnymi elektrikármi ponúkame wallbox so štandardnou montážou od 990 €. Viac informácií nájdete na stránke [Nabíjanie doma](/kupit-auto/elektromobily/nabijanie-doma).',
            },
          ],
        },
      },
    },
    {
      slug: 'operativny-leasing-jazdeneho-auta',
      date: '2026-07-14T08:55:00Z',
      author: 'Katarína Novotná',
      tags: ['financovanie'],
      image: {
        scene: 'family',
        variant: 'day',
        carColor: '#b02a45',
        alt: 'Bordové rodinné auto zaparkované na pokojnej ulici s rodinnými domami',
      },
      content: {
        'sk-SK': {
          title: 'Operatívny leasing jazdeného auta: pre koho sa hodí',
          premble:
            'Operatívny leasing už nie je len pre firmy. Ponúkame ho aj súkromným osobám, a to na jazdené autá aj elektromobily.',
          body: [
            {
              p: 'Pri operatívnom leasingu platíte pevnú mesačnú splátku za používanie auta bez akontácie. V splátke je povinné zmluvné aj havarijné poistenie, servis podľa plánu výrobcu a prezutie dvakrát ročne. Na konci zmluvy auto jednoducho vrátite.',
            },
            { h2: 'Komu sa oplatí' },
            {
              ul: [
                'Tým, ktorí chcú poznať presné mesačné náklady na auto',
                'Vodičom, ktorí menia auto každé dva až štyri roky',
                'Tým, ktorí si chcú vyskúšať elektromobil bez starostí o jeho budúcu hodnotu',
                'Tým, ktorí nechcú viazať úspory v akontácii',
              ],
            },
            { h2: 'Na čo si dať pozor' },
            {
              p: 'Dobre si odhadnite ročný nájazd. Zmluvu uzatvárate s nájazdom 10 000 až 30 000 km ročne a kilometre nad dohodnutý limit doplácate na konci zmluvy. Pri vrátení auto spolu prezrieme podľa spoločných pravidiel pre bežné opotrebenie – odprysky od kamienkov a drobné škrabance nie sú problém, priehlbiny a poškodené disky áno.',
            },
            {
              p: 'Podrobnosti a príklad mesačnej splátky nájdete na stránke [Operatívny leasing](/kupit-auto/financovanie/leasing).',
            },
          ],
        },
      },
    },
    {
      slug: 'sezona-prezuvania-zacina',
      date: '2026-10-13T07:35:00Z',
      author: 'Tomáš Kučera',
      tags: ['pneumatiky', 'servis'],
      image: {
        scene: 'tires',
        variant: 'day',
        alt: 'Regály pneuhotela plné kolies označených evidenčnými číslami',
      },
      content: {
        'sk-SK': {
          title: 'Sezóna prezúvania začína: objednajte sa včas',
          premble:
            'Od 19. októbra prezúvame vo všetkých štyroch pobočkách aj v sobotu. Pripomíname, ako funguje náš pneuhotel.',
          body: [
            {
              p: 'Jesenné prezúvanie je pre náš servis najrušnejším obdobím roka. Aby ste nemuseli dlho čakať, od **19. októbra do 28. novembra** prezúvame vo všetkých pobočkách aj v sobotu od 8.00 do 13.00 a v Bratislave a Košiciach cez týždeň až do 19.00.',
            },
            { h2: 'Ako funguje pneuhotel' },
            {
              ul: [
                'Kolesá pred uskladnením umyjeme a skontrolujeme.',
                'Hĺbku dezénu a prípadné poškodenia vám pošleme s fotografiami v SMS.',
                'Kolesá sú poistené a uložené v regáloch označených vaším EČV.',
                'Keď sa blíži sezóna, pripomenieme vám termín prezutia.',
              ],
            },
            {
              p: 'Uskladnenie na jednu sezónu stojí 59 €, spolu s prezutím 89 €. Zákazníci so [servisnou zmluvou](/vlastnictvo-auta/servisna-zmluva) majú na pneuhotel zľavu 10 %.',
            },
            { h2: 'Potrebujete nové pneumatiky?' },
            {
              p: 'Ak pri kontrole zistíme, že sú vaše zimné pneumatiky opotrebované, pripravíme vám ponuku na nové a pri ďalšej návšteve ich už budete mať namontované na diskoch. Viac nájdete na stránke [Pneuservis](/servis/pneuservis).',
            },
          ],
        },
      },
    },
  ],
}
