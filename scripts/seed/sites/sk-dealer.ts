import type { SiteSeed } from '../types'

export const site: SiteSeed = {
  key: 'sk-dealer',
  name: 'Nordvik Auto Slovensko',
  type: 'dealer',
  country: 'SK',
  hostnames: ['sk.localhost'],
  locales: ['sk-SK'],
  defaultLocale: 'sk-SK',
  fontPair: 'classic',
  theme: 'tatra',
  titleTemplate: '%s | Nordvik Auto Slovensko',
  pathToCarList: '/kupit-auto/jazdene-auta',
  pathToCarDetail: '/kupit-auto',
  vehicleIndex: 'vehicles-sk',
  siteSearchIndex: 'sites-sk',
  faviconColor: '#3d0f1e',
  images: {
    heroCity: {
      scene: 'hero-city',
      variant: 'night',
      carColor: '#b02a45',
      alt: 'Bordové auto na mokrej ulici s večernou panorámou mesta v pozadí',
    },
    heroForest: {
      scene: 'hero-forest',
      variant: 'dawn',
      carColor: '#3d0f1e',
      alt: 'Tmavé bordové auto na lesnej ceste v rannom svetle',
    },
    showroom: {
      scene: 'showroom',
      variant: 'day',
      carColor: '#b02a45',
      alt: 'Svetlý autosalón s dvoma vyleštenými autami na lesklej podlahe',
    },
    workshop: {
      scene: 'workshop',
      variant: 'day',
      carColor: '#3d0f1e',
      alt: 'Auto na zdviháku v čistom servise so stenou plnou náradia',
    },
    tires: {
      scene: 'tires',
      variant: 'day',
      carColor: '#3d0f1e',
      alt: 'Regály pneuhotela plné zimných a letných pneumatík',
    },
    dealership: {
      scene: 'dealership',
      variant: 'dusk',
      carColor: '#b02a45',
      alt: 'Budova predajne Nordvik Auto so sklenenou fasádou a autami pred vchodom',
    },
    family: {
      scene: 'family',
      variant: 'day',
      carColor: '#b02a45',
      alt: 'Rodinné auto zaparkované na pokojnej ulici s rodinnými domami',
    },
    charging: {
      scene: 'charging',
      variant: 'dusk',
      carColor: '#b02a45',
      alt: 'Elektromobil na nabíjacej stanici za súmraku',
    },
    pattern: {
      scene: 'pattern',
      carColor: '#b02a45',
      alt: 'Abstraktný vzor v bordových farbách Nordvik',
    },
  },
  pages: [
    {
      path: '/',
      ogImage: 'heroCity',
      content: {
        'sk-SK': {
          title: 'Nordvik Auto Slovensko',
          navTitle: 'Úvod',
          metaTitle: 'Jazdené autá, elektromobily a autorizovaný servis',
          metaDescription:
            'Nordvik Auto Slovensko predáva preverené jazdené autá a elektromobily a prevádzkuje servis v Bratislave, Trnave, Žiline a Košiciach.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Autá, ktorým môžete veriť',
              text: 'Preverené jazdené autá a elektromobily so zárukou, výkup vášho auta na počkanie a autorizovaný servis v Bratislave, Trnave, Žiline a Košiciach.',
              link: { path: '/kupit-auto/jazdene-auta', label: 'Pozrieť jazdené autá' },
              buttonType: 'Primary',
              image: 'heroCity',
              textColor: 'White',
              contentPlacement: 'Bottom',
              variant: 'FullScreen',
            },
            {
              blockType: 'cardList',
              heading: 'S čím vám môžeme pomôcť?',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Jazdené autá',
                  text: 'Viac ako 200 preverených vozidiel, každé po 120-bodovej kontrole.',
                  link: { path: '/kupit-auto/jazdene-auta' },
                  buttonText: 'Prezrieť ponuku',
                  image: 'showroom',
                },
                {
                  title: 'Servis a STK',
                  text: 'Pravidelné prehliadky, príprava na STK a EK a prezúvanie pneumatík.',
                  link: { path: '/servis' },
                  buttonText: 'Servisné služby',
                  image: 'workshop',
                },
                {
                  title: 'Ako kúpiť jazdené auto',
                  text: 'Na čo si dať pozor a ako prebieha prepis vozidla.',
                  link: { path: '/vlastnictvo-auta/kupit-jazdene-auto' },
                  buttonText: 'Prečítať sprievodcu',
                  image: 'family',
                },
                {
                  title: 'Kontakty',
                  text: 'Štyri pobočky s predajom, servisom a pneuhotelom.',
                  link: { path: '/kontakty' },
                  buttonText: 'Adresy a otváracie hodiny',
                  image: 'dealership',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Financovanie na mieru',
              text: [
                {
                  p: 'Úver alebo leasing vybavíme priamo na predajni a rozhodnutie máte spravidla do hodiny. Ako akontáciu môžete použiť aj svoje doterajšie auto – vykúpime ho za férovú cenu.',
                },
              ],
              link: { path: '/kupit-auto', label: 'Ako u nás kúpiť auto' },
              image: 'pattern',
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'blurb',
              title: 'Škoda, Volkswagen a Kia pod jednou strechou',
              text: [
                {
                  p: 'Sme autorizovaným predajcom a servisom značiek **Škoda, Volkswagen a Kia** – teda áut, ktoré dobre poznajú slovenské cesty. Kia Sportage a Ceed sa vyrábajú neďaleko našej pobočky v Žiline.',
                },
                {
                  p: 'Naši technici majú certifikáciu na prácu s vysokonapäťovými systémami, takže sa o váš elektromobil či hybrid postarajú rovnako spoľahlivo ako o dieselové kombi.',
                },
              ],
              link: { path: '/servis', label: 'Servis pre všetky značky' },
              image: 'charging',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Slovenský predajca so severskými koreňmi' },
                {
                  p: 'Nordvik Auto Slovensko je súčasťou skupiny Nordvik Group, ktorá predáva a servisuje autá od roku 1962. U nás sa stretnete s tými istými predajcami a technikmi rok čo rok – s ľuďmi, ktorí poznajú zápchy na Prístavnom moste rovnako dobre ako zimné cesty pod Tatrami.',
                },
                {
                  p: 'Každé jazdené auto odovzdávame po servise, s platnou STK a EK a so zárukou [Nordvik Istota](/kupit-auto). Máte otázku? Napíšte nám na info@nordvik.example alebo sa zastavte – káva je pripravená.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kupit-auto',
      sortOrder: 10,
      ogImage: 'showroom',
      content: {
        'sk-SK': {
          title: 'Kúpiť auto',
          metaDescription:
            'Ako kúpiť jazdené auto alebo elektromobil v Nordvik Auto: skúšobná jazda, protokol o stave, výkup, financovanie a odovzdanie vozidla.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nájdite svoje ďalšie auto',
              text: 'Jazdené autá a elektromobily zo štyroch pobočiek, pripravené na skúšobnú jazdu.',
              link: { path: '/kupit-auto/jazdene-auta', label: 'Všetky autá na sklade' },
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Ako u nás prebieha kúpa auta' },
                {
                  ol: [
                    '**Vyberte si auto.** Všetky vozidlá na sklade nájdete online s fotografiami, výbavou a protokolom o technickom stave. Auto vám bezplatne presunieme na najbližšiu pobočku.',
                    '**Vyskúšajte ho.** Rezervujte si 30-minútovú skúšobnú jazdu, alebo si elektromobil požičajte na noc a vyskúšajte nabíjanie doma.',
                    '**Dohodnite výkup a financovanie.** Za vaše doterajšie auto dostanete pevnú cenu a úver či leasing vybavíme na mieste.',
                    '**Podpíšte a prevezmite.** Prepis vozidla na dopravnom inšpektoráte vybavíme za vás a auto si prevezmete umyté, natankované alebo nabité.',
                  ],
                },
                {
                  p: 'Každé jazdené auto prechádza servisom, má platnú STK a EK a k tomu záruku **Nordvik Istota na 12 mesiacov alebo 20 000 km**. Vaše zákonné práva zo zodpovednosti za vady tým nie sú nijako obmedzené.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Financovanie' },
                {
                  p: 'Spolupracujeme s viacerými bankami a leasingovými spoločnosťami. Doba splácania je 12 až 96 mesiacov, akontácia od 0 % a ako akontáciu môžete použiť aj vaše doterajšie auto. Podmienkou financovania je havarijné poistenie vozidla.',
                },
                {
                  p: '**Príklad:** Cena vozidla 22 900 €, akontácia 6 870 € (30 %), výška úveru 16 030 €, doba splácania 60 mesiacov, fixná úroková sadzba 6,90 % p. a., poplatok za poskytnutie úveru 0 €. Mesačná splátka 316,66 €, RPMN 7,12 %. Celková suma, ktorú zaplatíte banke, je 18 999,60 € a celková cena vozidla vrátane akontácie 25 869,60 €. Havarijné poistenie nie je súčasťou splátky.',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Bezpečný nákup',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Jazdené autá',
                  text: 'Filtrujte podľa značky, paliva, ceny a pobočky.',
                  link: { path: '/kupit-auto/jazdene-auta' },
                  image: 'showroom',
                },
                {
                  title: 'Sprievodca kúpou',
                  text: 'Čo skontrolovať a ako prebieha prepis.',
                  link: { path: '/vlastnictvo-auta/kupit-jazdene-auto' },
                  image: 'family',
                },
                {
                  title: 'Servis',
                  text: 'Postaráme sa o auto aj po kúpe.',
                  link: { path: '/servis' },
                  image: 'workshop',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kupit-auto/jazdene-auta',
      content: {
        'sk-SK': {
          title: 'Jazdené autá',
          metaTitle: 'Jazdené autá a elektromobily na predaj',
          metaDescription:
            'Ponuka jazdených áut a elektromobilov Nordvik Auto v Bratislave, Trnave, Žiline a Košiciach. Záruka, protokol o stave a financovanie.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Tu nájdete všetky naše jazdené autá. Ponuka sa aktualizuje niekoľkokrát denne. Vyhľadávanie si zúžite podľa značky, paliva, prevodovky, ceny alebo pobočky. Ak je auto, ktoré sa vám páči, na inej pobočke, bezplatne ho presunieme tam, kde si ho chcete vyskúšať.',
                },
                { h2: 'Súčasťou každého jazdeného auta' },
                {
                  ul: [
                    '120-bodová kontrola od našich technikov a protokol o stave, ktorý si prečítate ešte pred návštevou',
                    'Servis pred predajom a platná STK a EK',
                    'Meranie stavu batérie (SOH) pri všetkých elektromobiloch a plug-in hybridoch',
                    'Záruka Nordvik Istota na 12 mesiacov alebo 20 000 km s možnosťou predĺženia na 36 mesiacov',
                    'Overenie stavu tachometra podľa záznamov z STK, EK a servisnej histórie',
                    'Kontrola v Notárskom centrálnom registri záložných práv',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Nenašli ste vhodné auto?',
              text: [
                {
                  p: 'Povedzte nám, aké auto hľadáte, a prezrieme sklad celej skupiny Nordvik. Ozveme sa, keď príde vhodné vozidlo – často skôr, než sa objaví na webe.',
                },
                { p: 'Svoje predstavy nám pošlite na hladam.auto@nordvik.example.' },
              ],
              link: { path: '/kontakty', label: 'Kontaktujte najbližšiu pobočku' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/vlastnictvo-auta',
      sortOrder: 20,
      ogImage: 'family',
      content: {
        'sk-SK': {
          title: 'Vlastníctvo auta',
          metaDescription:
            'Všetko, čo potrebujete vedieť ako majiteľ auta: STK a EK, pneumatiky, servisné intervaly a bezpečná kúpa jazdeného auta.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Jednoduchšie vlastníctvo auta',
              text: 'Od kúpy cez servis až po výkup – sme s vami počas celého života auta.',
              image: 'family',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Kúpiť jazdené auto',
                  text: 'Praktický sprievodca: kontrola VIN, STK, histórie a prepis.',
                  link: { path: '/vlastnictvo-auta/kupit-jazdene-auto' },
                  buttonText: 'Prečítať',
                  image: 'showroom',
                },
                {
                  title: 'Servis',
                  text: 'Pravidelné prehliadky, pneuservis a príprava na STK.',
                  link: { path: '/servis' },
                  buttonText: 'Servisné služby',
                  image: 'workshop',
                },
                {
                  title: 'Pneuhotel',
                  text: 'Uskladníme vaše kolesá a prezujeme ich v sezóne.',
                  link: { path: '/servis' },
                  buttonText: 'Viac o pneuservise',
                  image: 'tires',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Čo by mal vedieť každý vodič' },
                {
                  ul: [
                    '**STK a EK:** nové osobné auto musí na prvú technickú a emisnú kontrolu do štyroch rokov od prvej evidencie, potom každé dva roky. Platnosť si overíte na nálepke na čelnom skle.',
                    '**Zimné pneumatiky** sú povinné vždy, keď je na vozovke súvislá vrstva snehu, ľadu alebo námrazy. Odporúčame prezúvať, keď teploty klesnú pod 7 °C.',
                    '**Servisné intervaly:** dodržiavajte servisný plán výrobcu, aby ste nestratili záruku – zvyčajne raz ročne alebo každých 15 000 až 30 000 km.',
                    '**Elektromobil:** nechajte si pravidelne skontrolovať brzdy. Pri rekuperácii sa kotúče používajú málo a ľahko korodujú.',
                    '**Diaľničná známka a PZP:** pred cestou po diaľnici si skontrolujte platnosť elektronickej známky a nezabudnite na povinné zmluvné poistenie.',
                  ],
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/vlastnictvo-auta/kupit-jazdene-auto',
      content: {
        'sk-SK': {
          title: 'Ako kúpiť jazdené auto',
          navTitle: 'Kúpiť jazdené auto',
          metaDescription:
            'Sprievodca kúpou jazdeného auta: čo skontrolovať pred kúpou, ako overiť históriu a tachometer, ako prebieha prepis a akú záruku dostanete.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Jazdené auto je rozumná voľba – ak viete, na čo sa pozerať. Pripravili sme prehľad vecí, ktoré pri každom aute kontrolujeme my a ktoré by ste si mali overiť aj vy, nech kupujete kdekoľvek.',
                },
                { h2: 'Pred kúpou skontrolujte' },
                {
                  ul: [
                    '**VIN:** číslo na karosérii a pod čelným sklom sa musí zhodovať s osvedčením o evidencii časť I a II.',
                    '**STK a EK:** platnosť kontrol a záznamy o nedostatkoch z posledných prehliadok.',
                    '**Stav tachometra:** pri každej STK a EK sa zapisuje stav odometra. Ak čísla nenadväzujú, spozornite.',
                    '**Servisná história:** servisná knižka alebo výpis z autorizovaného servisu.',
                    '**Záložné právo:** overte, či auto nie je predmetom zálohu v Notárskom centrálnom registri záložných práv.',
                    '**Dovezené vozidlá:** pred prihlásením na Slovensku je potrebná kontrola originality.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Ako prebieha prepis' },
                {
                  p: 'Zmenu držiteľa vozidla zapisuje dopravný inšpektorát. Potrebujete osvedčenie o evidencii, doklad totožnosti, doklad o povinnom zmluvnom poistení a kúpnu zmluvu. Správny poplatok závisí od výkonu motora a veku vozidla.',
                },
                {
                  p: 'Ak kupujete auto u nás, celý prepis vybavíme za vás – od kúpnej zmluvy po nové osvedčenie o evidencii. Na dopravný inšpektorát nemusíte chodiť vôbec.',
                },
                { h2: 'Záruka a vaše práva' },
                {
                  p: 'Ku každému jazdenému autu poskytujeme záruku **Nordvik Istota na 12 mesiacov alebo 20 000 km**, ktorú môžete predĺžiť až na 36 mesiacov. Pokrýva motor, prevodovku, elektrický pohon, riadenie a elektroniku vrátane asistencie na cestách v celej Európe. Vaše zákonné práva zo zodpovednosti za vady platia popri nej.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Vyberte si z preverených áut',
              text: [{ p: 'Všetky naše jazdené autá majú za sebou 120-bodovú kontrolu, overenú históriu a protokol o stave, ktorý si môžete prečítať ešte pred návštevou.' }],
              link: { path: '/kupit-auto/jazdene-auta', label: 'Pozrieť ponuku' },
              image: 'showroom',
              reverse: true,
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/servis',
      sortOrder: 30,
      ogImage: 'workshop',
      content: {
        'sk-SK': {
          title: 'Servis',
          metaTitle: 'Servis, pneuservis a príprava na STK',
          metaDescription:
            'Autorizovaný servis v Bratislave, Trnave, Žiline a Košiciach: pravidelné prehliadky, príprava na STK a EK, pneuservis, pneuhotel a servis elektromobilov.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Servis pre všetky značky',
              text: 'Autorizovaný servis Škoda, Volkswagen a Kia – a servis podľa predpisov výrobcu pre všetky ostatné značky.',
              link: { path: '/kontakty', label: 'Objednať sa do servisu' },
              buttonType: 'Primary',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Naše servisné služby' },
                {
                  ul: [
                    '**Pravidelné servisné prehliadky** podľa plánu výrobcu – záruka zostáva zachovaná pri každej značke',
                    '**Príprava na STK a EK:** auto vopred skontrolujeme a na kontrolu ho pristavíme za vás',
                    '**Pneuservis a pneuhotel** vrátane umytia kolies, vyváženia a merania hĺbky dezénu',
                    '**Elektromobily a hybridy:** diagnostika batérie, aktualizácie softvéru a opravy vysokonapäťových systémov',
                    '**Brzdy, výfuky a geometria**',
                    '**Čelné sklá a poistné udalosti** – fakturujeme priamo poisťovni',
                  ],
                },
                {
                  p: 'Ceny od: servisná prehliadka malého auta 189 €, prezutie 39 €, pneuhotel 59 € za sezónu. Pred začatím práce vám vždy dáme cenový odhad.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Objednávka a otváracie hodiny' },
                {
                  p: 'Do servisu sa objednáte e-mailom na servis@nordvik.example alebo priamo na servisnom príjme. Uveďte EČV, stav tachometra a čo treba na aute urobiť – ozveme sa do jedného pracovného dňa.',
                },
                {
                  ul: [
                    '**Bratislava:** po–pi 7.00–18.00',
                    '**Trnava:** po–pi 7.00–16.30',
                    '**Žilina:** po–pi 7.00–16.30',
                    '**Košice:** po–pi 7.00–17.00',
                  ],
                },
                { p: 'Počas sezóny prezúvania v októbri, novembri a v apríli máme otvorené aj v sobotu.' },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Kontakty',
                  text: 'Adresy a otváracie hodiny pobočiek.',
                  link: { path: '/kontakty' },
                  image: 'dealership',
                },
                {
                  title: 'Pneuhotel',
                  text: 'Uskladnenie kolies od 59 € za sezónu.',
                  link: { path: '/kontakty' },
                  image: 'tires',
                },
                {
                  title: 'Vlastníctvo auta',
                  text: 'STK, EK, pneumatiky a ďalšie užitočné rady.',
                  link: { path: '/vlastnictvo-auta' },
                  image: 'family',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kontakty',
      sortOrder: 40,
      content: {
        'sk-SK': {
          title: 'Kontakty',
          metaTitle: 'Pobočky v Bratislave, Trnave, Žiline a Košiciach',
          metaDescription:
            'Adresy a otváracie hodiny pobočiek Nordvik Auto Slovensko v Bratislave, Trnave, Žiline a Košiciach – predaj, servis a pneuhotel.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Máme štyri pobočky a v každej nájdete predaj áut, servis aj pneuhotel. Napíšte nám e-mail, odpovieme do jedného pracovného dňa – alebo sa zastavte aj bez ohlásenia.',
                },
                { h2: 'Bratislava' },
                {
                  p: 'Rožňavská 32, Bratislava – Nové Mesto. Predaj: po–pi 8.00–18.00, so 9.00–13.00. Servis: po–pi 7.00–18.00. E-mail: bratislava@nordvik.example. [Viac o pobočke Bratislava](/kontakty/bratislava)',
                },
                { h2: 'Trnava' },
                {
                  p: 'Bratislavská 102, Trnava. Predaj: po–pi 8.00–17.00, so 9.00–12.00. Servis: po–pi 7.00–16.30. E-mail: trnava@nordvik.example',
                },
                { h2: 'Žilina' },
                {
                  p: 'Kamenná 18, Žilina. Predaj: po–pi 8.00–17.00, so 9.00–12.00. Servis: po–pi 7.00–16.30. E-mail: zilina@nordvik.example',
                },
                { h2: 'Košice' },
                {
                  p: 'Moldavská cesta 40, Košice. Predaj: po–pi 8.00–18.00, so 9.00–13.00. Servis: po–pi 7.00–17.00. E-mail: kosice@nordvik.example',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Naša najväčšia pobočka',
              cards: [
                {
                  title: 'Nordvik Auto Bratislava',
                  text: 'Predaj, servis, karosáreň a lakovňa, pneuhotel a nabíjanie pre zákazníkov.',
                  link: { path: '/kontakty/bratislava' },
                  buttonText: 'Detail pobočky',
                  image: 'heroCity',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Fakturačné údaje a reklamácie',
              text: [
                {
                  p: 'Otázky k faktúram, reklamáciám a ochrane osobných údajov vybavuje zákaznícke centrum na zakaznik@nordvik.example. Reklamáciu vybavíme bez zbytočného odkladu, najneskôr do 30 dní.',
                },
              ],
              link: { path: '/o-nordvik', label: 'O spoločnosti' },
              image: 'pattern',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/kontakty/bratislava',
      ogImage: 'heroCity',
      content: {
        'sk-SK': {
          title: 'Nordvik Auto Bratislava',
          navTitle: 'Bratislava',
          metaDescription:
            'Pobočka Nordvik Auto Bratislava na Rožňavskej ulici: predaj jazdených áut, autorizovaný servis Škoda, Volkswagen a Kia, karosáreň, lakovňa a pneuhotel.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Auto Bratislava',
              text: 'Rožňavská 32, Bratislava – Nové Mesto. Naša najväčšia pobočka s predajom, servisom, karosárňou a pneuhotelom.',
              image: 'heroCity',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Otváracie hodiny' },
                {
                  ul: [
                    '**Predaj:** pondelok–piatok 8.00–18.00, sobota 9.00–13.00',
                    '**Servis a príjem vozidiel:** pondelok–piatok 7.00–18.00',
                    '**Karosáreň a lakovňa:** pondelok–piatok 7.00–16.00',
                    '**Výdaj vozidiel mimo otváracích hodín:** po dohode cez kľúčovú schránku',
                  ],
                },
                { h2: 'Čo u nás nájdete' },
                {
                  p: 'Nájdete tu viac ako 80 vozidiel na predaj, autorizovaný servis Škoda, Volkswagen a Kia so šiestimi zdvihákmi, karosáreň a lakovňu s priamou likvidáciou poistných udalostí a pneuhotel s kapacitou 3 000 sád kolies. V zákazníckej zóne je k dispozícii Wi-Fi, káva a pracovné miesta.',
                },
                { p: 'E-mail: bratislava@nordvik.example' },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Ako sa k nám dostanete' },
                {
                  p: 'Autom z diaľnice D1 zídete na výjazde Prievoz a pokračujete smerom na Rožňavskú – cesta trvá asi päť minút. Z centra k nám premávajú električky aj autobusy MHD so zastávkou hneď oproti predajni.',
                },
                {
                  p: 'Pre zákazníkov máme bezplatné parkovanie a dve rýchlonabíjačky, ktoré môžete používať počas návštevy.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/o-nordvik',
      sortOrder: 50,
      ogImage: 'dealership',
      content: {
        'sk-SK': {
          title: 'O Nordvik',
          metaDescription:
            'Nordvik Auto Slovensko je súčasťou severskej skupiny Nordvik Group. Spoznajte našu históriu, hodnoty a kariérne možnosti.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Autám sa venujeme od roku 1962',
              text: 'Rodinná skupina s predajňami áut vo Švédsku, Nórsku, Fínsku, Veľkej Británii a na Slovensku.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Kto sme' },
                {
                  p: 'Nordvik Group vznikla v roku 1962 ako malý autoservis vo Švédsku. Na Slovensko sme prišli v roku 2012 s pobočkou v Bratislave, v roku 2015 sme otvorili Trnavu, v roku 2018 Žilinu a v roku 2022 Košice. Dnes u nás pracuje približne 120 ľudí.',
                },
                { h2: 'Na čom nám záleží' },
                {
                  ul: [
                    '**Poctivosť:** protokol o stave ku každému jazdenému autu a cenový odhad pred každou opravou.',
                    '**Odbornosť:** naši technici pravidelne absolvujú školenia výrobcov a viac ako polovica má certifikáciu na vysokonapäťové systémy.',
                    '**Blízkosť:** o veciach rozhodujú ľudia priamo na pobočkách, ktorí poznajú zákazníkov aj trh.',
                    '**Zodpovednosť:** recyklujeme pneumatiky, oleje a batérie a všetky pobočky odoberajú elektrinu z obnoviteľných zdrojov.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Kariéra' },
                {
                  p: 'Pravidelne hľadáme predajcov áut, servisných poradcov a automechanikov. Spolupracujeme so strednými odbornými školami v rámci duálneho vzdelávania. Životopis nám pošlite na kariera@nordvik.example – prečítame každý.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Príďte sa presvedčiť',
              text: [{ p: 'Najlepší spôsob, ako nás spoznať, je zastaviť sa na kávu v niektorej z našich predajní.' }],
              link: { path: '/kontakty', label: 'Naše pobočky' },
              image: 'showroom',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/stranka-nenajdena',
      notFound: true,
      hideInNavigation: true,
      content: {
        'sk-SK': {
          title: 'Stránka sa nenašla',
          metaDescription: 'Stránka, ktorú hľadáte, neexistuje alebo bola presunutá.',
          layout: [
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Ľutujeme, stránku, ktorú hľadáte, sme nenašli. Možno bola presunutá alebo je v odkaze preklep. Skúste niektorý z odkazov nižšie alebo sa vráťte na [úvodnú stránku](/).',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Hľadali ste niečo z tohto?',
              cards: [
                { title: 'Jazdené autá', text: 'Všetky autá na sklade.', link: { path: '/kupit-auto/jazdene-auta' }, image: 'showroom' },
                { title: 'Servis', text: 'Servisné služby a otváracie hodiny.', link: { path: '/servis' }, image: 'workshop' },
                { title: 'Kontakty', text: 'Adresy našich pobočiek.', link: { path: '/kontakty' }, image: 'dealership' },
              ],
            },
          ],
        },
      },
    },
  ],
}
