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
    winter: {
      scene: 'hero-winter',
      variant: 'dusk',
      carColor: '#b02a45',
      alt: 'Auto so zapnutými svetlami v zasneženej krajine za súmraku',
    },
  },
  navigation: {
    isSticky: true,
    showSeparator: true,
    extraItems: {
      'sk-SK': [{ title: 'Objednať servis', link: { path: '/servis' } }],
    },
  },
  footer: {
    brands: ['Skoda', 'Volkswagen', 'Kia', 'Hyundai', 'Toyota', 'Ford'],
    brandsHeading: { 'sk-SK': 'Jazdené autá podľa značky' },
    columns: {
      'sk-SK': [
        {
          title: 'Kúpiť auto',
          description: 'Preverené jazdené autá a elektromobily so zárukou Nordvik Istota.',
          items: [
            { label: 'Jazdené autá', link: { path: '/kupit-auto/jazdene-auta' } },
            { label: 'Elektromobily', link: { path: '/kupit-auto/elektromobily' } },
            { label: 'Financovanie', link: { path: '/kupit-auto/financovanie' } },
            { label: 'Operatívny leasing', link: { path: '/kupit-auto/financovanie/leasing' } },
            { label: 'Výkup auta', link: { path: '/kupit-auto/vykup-auta' } },
          ],
        },
        {
          title: 'Servis',
          items: [
            { label: 'Servisná prehliadka', link: { path: '/servis/pravidelna-prehliadka' } },
            { label: 'Pneuservis', link: { path: '/servis/pneuservis' } },
            { label: 'Pneuhotel', link: { path: '/servis/pneuservis/pneuhotel' } },
            { label: 'Karoséria a lakovňa', link: { path: '/servis/karoseria-a-lakovna' } },
            { label: 'STK a EK', link: { path: '/vlastnictvo-auta/stk-a-ek' } },
          ],
        },
        {
          title: 'Zákaznícka podpora',
          description: 'Na e-maily a telefonáty odpovedáme do jedného pracovného dňa.',
          items: [
            { label: 'info@nordvikauto.test', link: { url: 'mailto:info@nordvikauto.test' } },
            { label: '02/3300 0040', link: { url: 'tel:+421233000040' } },
            { label: 'Kontakty', link: { path: '/kontakty' } },
            { label: 'Nastavenia cookies', cookieSettings: true },
          ],
        },
        {
          title: 'O Nordvik',
          items: [
            { label: 'O nás', link: { path: '/o-nordvik/o-nas' } },
            { label: 'Novinky', link: { path: '/novinky' } },
            { label: 'Zodpovednosť', link: { path: '/o-nordvik/o-nas/zodpovednost' } },
            { label: 'Kariéra', link: { path: '/o-nordvik/kariera' } },
            { label: 'Ochrana osobných údajov', link: { path: '/o-nordvik/ochrana-osobnych-udajov' } },
          ],
        },
      ],
    },
    highlightedLink: {
      'sk-SK': { label: 'Pozrieť všetky jazdené autá', link: { path: '/kupit-auto/jazdene-auta' } },
    },
    socialLinks: [
      { name: 'facebook', url: 'https://www.facebook.com/nordvikautoslovensko' },
      { name: 'instagram', url: 'https://www.instagram.com/nordvikauto.sk' },
      { name: 'youtube', url: 'https://www.youtube.com/@nordvikautoslovensko' },
      { name: 'linkedin', url: 'https://www.linkedin.com/company/nordvik-auto-slovensko' },
    ],
    infoField1: {
      'sk-SK': {
        heading: 'Otváracie hodiny',
        text: 'Predaj: po–pi 8.00–18.00, so 9.00–13.00 (Trnava a Žilina po–pi 8.00–17.00, so 9.00–12.00)\nServis: po–pi 7.00–16.30 (Bratislava do 18.00, Košice do 17.00)',
      },
    },
    infoField2: {
      'sk-SK': { heading: 'Sídlo spoločnosti', text: 'Nordvik Auto Slovensko s.r.o.\nRožňavská 32\n821 04 Bratislava' },
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
              perRow: 'Three',
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
                  title: 'Elektromobily',
                  text: 'Jazdené elektromobily s certifikátom stavu batérie a poradenstvom k nabíjaniu doma.',
                  link: { path: '/kupit-auto/elektromobily' },
                  buttonText: 'Ponuka elektromobilov',
                  image: 'charging',
                },
                {
                  title: 'Pneuhotel',
                  text: 'Umyjeme, skontrolujeme a uskladníme vaše kolesá. Termín prezutia si rezervujete online.',
                  link: { path: '/servis/pneuservis/pneuhotel' },
                  buttonText: 'O pneuhoteli',
                  image: 'tires',
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
            { blockType: 'carOfTheWeek', title: 'Autá týždňa', text: 'Vybrané autá zo skladu za výhodnú cenu – len tento týždeň.', buttonLink: { path: '/kupit-auto/jazdene-auta', label: 'Pozrieť všetky jazdené autá' } },
            { blockType: 'carTeasers', title: 'Elektromobily na sklade', query: 'car_fuel=Elektro', limit: 8, sort: 'newest', buttonLink: { path: '/kupit-auto/jazdene-auta', label: 'Pozrieť všetky autá' } },
            {
              blockType: 'blurb',
              title: 'Financovanie na mieru',
              text: [
                {
                  p: 'Úver alebo leasing vybavíme priamo na predajni a rozhodnutie máte spravidla do hodiny. Ako akontáciu môžete použiť aj svoje doterajšie auto – vykúpime ho za férovú cenu.',
                },
              ],
              link: { path: '/kupit-auto/financovanie', label: 'Možnosti financovania' },
              image: 'family',
              backgroundColor: 'BackgroundColor1',
              variant: '50/50',
              useTextAnimations: true,
              useMediaAnimations: true,
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
            {
              blockType: 'storiesTeaser',
              title: 'Novinky a tipy',
              indexPath: '/novinky',
              buttonText: 'Všetky novinky',
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
      sortOrder: 10,
      menuImage: 'showroom',
      content: {
        'sk-SK': {
          title: 'Jazdené autá',
          metaTitle: 'Jazdené autá a elektromobily na predaj',
          metaDescription:
            'Ponuka jazdených áut a elektromobilov Nordvik Auto v Bratislave, Trnave, Žiline a Košiciach. Záruka, protokol o stave a financovanie.',
          layout: [
            { blockType: 'carList', fixedQuery: 'car_condition=Jazdené' },
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
      path: '/kupit-auto/elektromobily',
      sortOrder: 20,
      ogImage: 'charging',
      menuImage: 'charging',
      content: {
        'sk-SK': {
          title: 'Elektromobily',
          metaTitle: 'Jazdený elektromobil',
          metaDescription:
            'Čo vedieť pred kúpou jazdeného elektromobilu: dojazd v zime, tepelné čerpadlo, nabíjací výkon, stav batérie a nabíjanie doma.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Elektromobil bez obáv',
              text: 'Pri každom jazdenom elektromobile zmeriame stav batérie a výsledok uvedieme priamo v inzeráte.',
              link: { path: '/kupit-auto/jazdene-auta', label: 'Pozrieť elektromobily' },
              buttonType: 'Primary',
              image: 'charging',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Na čo sa zamerať' },
                {
                  ul: [
                    '**Dojazd:** v mraze sa dojazd zvyčajne skráti o 20 až 30 %. Auto s dojazdom 400 km podľa WLTP prejde v zime spravidla 280 až 320 km.',
                    '**Tepelné čerpadlo** v zime šetrí batériu a oplatí sa ho hľadať aj pri jazdených autách.',
                    '**Nabíjací výkon:** ak často jazdíte na dlhé trasy, vyberte si auto, ktoré na rýchlonabíjačke nabíja výkonom aspoň 100 kW.',
                    '**Ťažné zariadenie:** overte si najväčšiu povolenú hmotnosť prívesu, ak ťaháte vozík alebo obytný príves.',
                    '**Stav batérie (SOH):** pýtajte sa na zdokumentovaný test batérie – u nás je súčasťou každého inzerátu.',
                  ],
                },
                {
                  p: 'Neviete sa rozhodnúť? Požičajte si auto na noc a vyskúšajte si nabíjanie doma ešte pred kúpou.',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Čítajte ďalej',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Nabíjanie doma',
                  text: 'Wallbox do rodinného aj bytového domu.',
                  link: { path: '/kupit-auto/elektromobily/nabijanie-doma' },
                  buttonText: 'Ako nabíjať doma',
                  image: 'charging',
                },
                {
                  title: 'Jazdené elektromobily',
                  text: 'Stav batérie uvedený pri každom aute.',
                  link: { path: '/kupit-auto/jazdene-auta' },
                  buttonText: 'Prezrieť ponuku',
                  image: 'showroom',
                },
                {
                  title: 'Servis elektromobilov',
                  text: 'Diagnostika batérie a aktualizácie softvéru.',
                  link: { path: '/servis/pravidelna-prehliadka' },
                  buttonText: 'Servisné služby',
                  image: 'workshop',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kupit-auto/elektromobily/nabijanie-doma',
      sortOrder: 10,
      ogImage: 'charging',
      content: {
        'sk-SK': {
          title: 'Nabíjanie doma',
          metaDescription:
            'Ako bezpečne nabíjať elektromobil v rodinnom a bytovom dome. Wallbox s montážou za pevnú cenu od Nordvik Auto Slovensko.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Väčšina vodičov elektromobilov nabíja doma cez noc a rýchlonabíjačky využíva len na dlhších cestách. So správnym vybavením je nabíjanie doma bezpečné aj lacné.',
                },
                { h2: 'Rodinný dom' },
                {
                  ul: [
                    'Wallbox s výkonom 11 kW nabije väčšinu elektromobilov do rána.',
                    'Bežná zásuvka nie je vhodná na pravidelné nabíjanie. Wallbox musí nainštalovať elektrikár s oprávnením, ktorý zároveň posúdi, či postačuje váš hlavný istič.',
                    'Ak máte dvojtarifnú sadzbu, nastavte nabíjanie na hodiny s nízkou tarifou.',
                  ],
                },
                { h2: 'Bytový dom' },
                {
                  p: 'O nabíjacej stanici v spoločnej garáži rozhodujú vlastníci bytov. Najlepšie funguje spoločné riešenie s riadením záťaže, pri ktorom každý platí len za svoju spotrebu. Radi pomôžeme správcovi alebo spoločenstvu vlastníkov pripraviť dopyt.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Wallbox za pevnú cenu',
              text: [
                {
                  p: 'Spolu s miestnymi elektrikármi ponúkame wallbox so štandardnou montážou od 990 €. Ak si ho objednáte pri kúpe auta, bude nainštalovaný ešte pred odovzdaním vozidla.',
                },
              ],
              link: { path: '/kontakty', label: 'Kontaktujte najbližšiu pobočku' },
              image: 'charging',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/kupit-auto/financovanie',
      sortOrder: 30,
      ogImage: 'pattern',
      menuImage: 'pattern',
      content: {
        'sk-SK': {
          title: 'Financovanie',
          metaTitle: 'Úver a leasing na auto',
          metaDescription:
            'Úver alebo operatívny leasing v Nordvik Auto: rozhodnutie spravidla do hodiny, splácanie 12 až 96 mesiacov a vaše auto ako akontácia.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Spolupracujeme s viacerými bankami a leasingovými spoločnosťami, aby sme našli podmienky, ktoré vyhovujú vášmu rozpočtu. Rozhodnutie máte spravidla do hodiny a pred podpisom dostanete písomnú ponuku s RPMN a celkovou sumou, ktorú zaplatíte.',
                },
                { h2: 'Úver na auto' },
                {
                  ul: [
                    'Doba splácania 12 až 96 mesiacov',
                    'Akontácia od 0 % – použiť môžete aj svoje doterajšie auto',
                    'Vlastníkom auta ste od prvého dňa',
                    'Úver môžete kedykoľvek predčasne splatiť',
                  ],
                },
                {
                  p: 'Reprezentatívny príklad úveru nájdete na stránke [Kúpiť auto](/kupit-auto).',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Vyberte si, čo vám vyhovuje',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Operatívny leasing',
                  text: 'Pevná mesačná splátka bez akontácie, servis v cene.',
                  link: { path: '/kupit-auto/financovanie/leasing' },
                  buttonText: 'Viac o leasingu',
                  image: 'family',
                },
                {
                  title: 'Výkup auta',
                  text: 'Vaše auto ako akontácia.',
                  link: { path: '/kupit-auto/vykup-auta' },
                  buttonText: 'Oceniť auto',
                  image: 'showroom',
                },
                {
                  title: 'Servisná zmluva',
                  text: 'Servis za pevnú mesačnú sumu.',
                  link: { path: '/vlastnictvo-auta/servisna-zmluva' },
                  buttonText: 'Čo zahŕňa',
                  image: 'workshop',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kupit-auto/financovanie/leasing',
      sortOrder: 10,
      ogImage: 'family',
      content: {
        'sk-SK': {
          title: 'Operatívny leasing pre súkromné osoby',
          navTitle: 'Operatívny leasing',
          metaDescription:
            'Operatívny leasing jazdených áut a elektromobilov pre súkromné osoby: pevná mesačná splátka bez akontácie na 24 až 48 mesiacov, servis a poistenie v cene.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Pri operatívnom leasingu platíte pevnú mesačnú splátku za používanie auta a na konci zmluvy ho jednoducho vrátite. Nemusíte riešiť akontáciu, poistenie ani to, koľko bude auto o tri roky stáť.',
                },
                { h2: 'V mesačnej splátke je' },
                {
                  ul: [
                    'Doba zmluvy 24, 36 alebo 48 mesiacov a nájazd 10 000 až 30 000 km ročne',
                    'Povinné zmluvné aj havarijné poistenie',
                    'Servis podľa plánu výrobcu a prezutie dvakrát ročne',
                    'Záruka Nordvik Istota a asistenčná služba počas celej zmluvy',
                  ],
                },
                { h2: 'Koľko to stojí?' },
                {
                  p: 'Napríklad jazdená Škoda Octavia Combi 2.0 TDI z roku 2022 vyjde na 389 € mesačne pri zmluve na 36 mesiacov a nájazde 20 000 km ročne, bez akontácie. Ak najazdíte viac, než ste dohodli, doplatíte kilometre na konci zmluvy.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Na konci zmluvy' },
                {
                  p: 'Auto spolu s vami prezrieme podľa spoločných pravidiel pre bežné opotrebenie. Odpryskov kamienkami a drobných škrabancov sa nemusíte obávať, priehlbiny a poškodené disky však bežným opotrebením nie sú. Potom si môžete zobrať nové auto alebo si to svoje odkúpiť.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Nájdite auto na leasing',
              text: [{ p: 'Väčšinu áut na sklade ponúkame aj na operatívny leasing. O ponuku požiadajte predajcu, keď si vyberiete auto.' }],
              link: { path: '/kupit-auto/jazdene-auta', label: 'Pozrieť autá na sklade' },
              image: 'family',
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/kupit-auto/vykup-auta',
      sortOrder: 40,
      ogImage: 'family',
      menuImage: 'family',
      content: {
        'sk-SK': {
          title: 'Výkup auta',
          metaDescription:
            'Predajte nám svoje auto alebo ho použite ako akontáciu. Ocenenie za 20 minút, pevná cena platná sedem dní a peniaze na účte do dvoch pracovných dní.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Keď si u nás kupujete ďalšie auto, to doterajšie môžete použiť ako akontáciu. Nemusíte písať inzeráty, ukazovať auto cudzím ľuďom ani zjednávať – a zodpovednosť za auto preberáme hneď, ako nám odovzdáte kľúče.',
                },
                { h2: 'Ako oceňujeme vaše auto' },
                {
                  ol: [
                    '**EČV a stav tachometra.** Overíme technické údaje a záznamy z STK a EK.',
                    '**Trhové ceny.** Porovnáme vaše auto s cenami, za ktoré sa podobné autá za posledných 90 dní skutočne predali – nie s cenami v inzerátoch.',
                    '**Technický stav.** Technik skontroluje lak, pneumatiky, interiér a servisnú históriu a auto krátko vyskúša. Trvá to asi 20 minút.',
                    '**Pevná cena.** Dostanete písomnú ponuku platnú sedem dní alebo 500 km.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Auto na úver alebo leasing' },
                {
                  p: 'Nevadí. Zostatok úveru vyplatíme priamo banke alebo leasingovej spoločnosti a rozdiel vám pošleme na účet do dvoch pracovných dní. Prepis vozidla na dopravnom inšpektoráte vybavíme za vás.',
                },
                {
                  p: 'Prineste osvedčenie o evidencii časť I a II, obidva kľúče a servisnú knižku. Auto vykúpime aj vtedy, ak si u nás nové nekupujete.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Pripravení na ďalšie auto?',
              text: [{ p: 'Príďte na skúšobnú jazdu svojím súčasným autom – cenu za obe autá dostanete v ten istý deň.' }],
              link: { path: '/kupit-auto/jazdene-auta', label: 'Pozrieť jazdené autá' },
              image: 'showroom',
              backgroundColor: 'BackgroundColor2',
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
                  link: { path: '/servis/pneuservis/pneuhotel' },
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
      sortOrder: 10,
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
      path: '/vlastnictvo-auta/zaruka-nordvik-istota',
      sortOrder: 20,
      content: {
        'sk-SK': {
          title: 'Záruka Nordvik Istota',
          navTitle: 'Záruka',
          metaDescription:
            'Záruka Nordvik Istota kryje jazdené autá 12 mesiacov alebo 20 000 km a dá sa predĺžiť na 36 mesiacov. Pozrite si, čo všetko kryje.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Každé jazdené auto mladšie ako desať rokov a s nájazdom do 200 000 km predávame so **zárukou Nordvik Istota na 12 mesiacov alebo 20 000 km** – podľa toho, čo nastane skôr. Platí vo všetkých našich servisoch aj v schválených partnerských servisoch v celej Európe.',
                },
                { h2: 'Čo záruka kryje' },
                {
                  ul: [
                    'Motor, prevodovku a hnací reťazec vrátane turba a spojky (okrem bežného opotrebenia)',
                    'Elektromotor, menič a palubnú nabíjačku elektromobilov a hybridov',
                    'Riadenie, podvozok a brzdový systém (okrem platničiek a kotúčov)',
                    'Klimatizáciu, elektroinštaláciu a riadiace jednotky',
                    'Asistenčnú službu nonstop v celej Európe',
                  ],
                },
                {
                  p: 'Pri kúpe si môžete záruku predĺžiť na 24 alebo 36 mesiacov. Cena závisí od modelu a nájazdu.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Záruka a vaše zákonné práva' },
                {
                  p: 'Záruka Nordvik Istota nijako neobmedzuje vaše zákonné práva zo zodpovednosti za vady – platí popri nich. Záruka výrobcu na batériu, často osem rokov alebo 160 000 km, prechádza s autom na nového majiteľa.',
                },
                {
                  p: 'Objavili ste poruchu? Kontaktujte pobočku, v ktorej ste auto kúpili, alebo napíšte na zaruka@nordvik.example a uveďte EČV a krátky popis poruchy.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Udržte si záruku v platnosti',
              text: [
                {
                  p: 'Podmienkou záruky je servis podľa plánu výrobcu. So servisnou zmluvou sa o termíny nemusíte starať – včas vám pripomenieme, že sa blíži prehliadka.',
                },
              ],
              link: { path: '/vlastnictvo-auta/servisna-zmluva', label: 'Servisná zmluva' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/vlastnictvo-auta/servisna-zmluva',
      sortOrder: 30,
      ogImage: 'workshop',
      content: {
        'sk-SK': {
          title: 'Servisná zmluva',
          metaDescription:
            'Servisná zmluva Nordvik Auto: pravidelný servis, diely a práca za pevnú mesačnú sumu od 29 €. Zľavy na pneumatiky a náhradné vozidlo v cene.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'So servisnou zmluvou platíte za pravidelný servis pevnú mesačnú sumu **od 29 €**. Náklady sa rozložia rovnomerne a o termínoch prehliadok sa nemusíte starať – pripomenieme vám ich.',
                },
                { h2: 'Čo zmluva zahŕňa' },
                {
                  ul: [
                    'Všetky prehliadky podľa servisného plánu výrobcu s originálnymi dielmi a schválenými olejmi',
                    'Výmenu brzdovej kvapaliny, peľového filtra a zapaľovacích sviečok podľa plánu',
                    'Aktualizácie softvéru a kontrolu vysokonapäťovej batérie pri elektromobiloch',
                    'Kontrolu pred STK a EK, aby auto prešlo na prvý raz',
                    'Bezplatné náhradné vozidlo počas servisu',
                  ],
                },
                {
                  p: 'Navyše získate **zľavu 15 %** na spotrebné diely, ako sú brzdové platničky, stierače a akumulátory, a 10 % na pneumatiky a pneuhotel.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Cena a doba trvania' },
                {
                  p: 'Mesačná suma závisí od modelu, veku auta a ročného nájazdu. Napríklad Kia Niro EV s nájazdom 15 000 km ročne vyjde na 29 € mesačne a Škoda Octavia s benzínovým motorom na 35 €.',
                },
                {
                  p: 'Zmluvu uzatvárate na 12 až 60 mesiacov a platíte ju trvalým príkazom. Ak auto predáte, zmluva môže prejsť na nového majiteľa alebo ju ukončíte s mesačnou výpovednou lehotou.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Požiadajte o ponuku',
              text: [{ p: 'Pošlite nám EČV a odhad ročného nájazdu na servis@nordvik.example a ponuku vám pošleme do jedného pracovného dňa.' }],
              link: { path: '/kontakty', label: 'Kontakty na pobočky' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/vlastnictvo-auta/stk-a-ek',
      sortOrder: 40,
      content: {
        'sk-SK': {
          title: 'STK a EK',
          metaTitle: 'Technická a emisná kontrola',
          metaDescription:
            'Kedy musí auto na STK a EK, čo sa kontroluje a čo robiť, keď je vozidlo dočasne spôsobilé. Príprava na STK a EK v Nordvik Auto za 29 €.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Technická kontrola (STK) overuje bezpečnosť vozidla, emisná kontrola (EK) jeho vplyv na ovzdušie. Nové osobné auto musí na prvú STK a EK do štyroch rokov od prvej evidencie a potom každé dva roky. Pri elektromobiloch sa emisná kontrola nevykonáva.',
                },
                { h2: 'Čo sa kontroluje' },
                {
                  ul: [
                    'Brzdy, riadenie a podvozok',
                    'Osvetlenie, sklá a výhľad z vozidla',
                    'Korózia a poškodenie nosných častí karosérie',
                    'Emisie výfukových plynov pri benzínových a naftových autách',
                    'Stav tachometra, ktorý sa zapisuje do protokolu',
                  ],
                },
                { h2: 'Ak je auto dočasne spôsobilé' },
                {
                  p: 'Ak technik zistí vážnejšie nedostatky, vozidlo je dočasne spôsobilé na prevádzku v premávke. Nedostatky musíte odstrániť a auto pristaviť na opakovanú kontrolu do 60 dní.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Príprava na STK a EK za 29 €',
              text: [
                {
                  p: 'Auto vopred skontrolujeme, po dohode opravíme nedostatky a na STK a EK ho pristavíme za vás. K cene prípravy sa pripočítavajú poplatky stanice technickej kontroly.',
                },
              ],
              link: { path: '/servis/pravidelna-prehliadka', label: 'Servisná prehliadka' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/vlastnictvo-auta/zimna-prevadzka',
      sortOrder: 50,
      ogImage: 'winter',
      content: {
        'sk-SK': {
          title: 'Zimná prevádzka',
          metaDescription:
            'Tipy na jazdu v zime: zimné pneumatiky, akumulátor, predohrev elektromobilu a zimná výbava. Objednajte si zimnú prehliadku v Nordvik Auto.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Pripravení na zimu',
              text: 'Tmavé rána, klzké cesty a mráz preveria každé auto. S trochou prípravy zvládnete zimu bez prekvapení.',
              link: { path: '/servis/pneuservis', label: 'Objednať prezutie' },
              buttonType: 'Primary',
              image: 'winter',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Pred prvým mrazom' },
                {
                  ul: [
                    '**Zimné pneumatiky** sú povinné vždy, keď je na vozovke súvislá vrstva snehu, ľadu alebo námrazy. Hĺbka dezénu musí byť aspoň 3 mm, odporúčame však meniť ich už pri 4 mm.',
                    '**Akumulátor:** mráz mu nerobí dobre. Akumulátor starší ako päť rokov si dajte na jeseň otestovať.',
                    '**Elektromobil:** auto a batériu predhrejte ešte počas nabíjania, dojazd tak bude dlhší.',
                    '**Kvapalina do ostrekovačov a stierače:** zimnú kvapalinu dolejte včas a opotrebované stierače vymeňte.',
                    '**Zimná výbava:** škrabka, zmeták a štartovacie káble by nemali chýbať v žiadnom aute, na horské cesty pribaľte aj snehové reťaze.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Zimná prehliadka za 29 €',
              text: [
                {
                  p: 'Skontrolujeme akumulátor, pneumatiky, osvetlenie, stierače a chladiacu kvapalinu. Pre zákazníkov so [servisnou zmluvou](/vlastnictvo-auta/servisna-zmluva) je zimná prehliadka zadarmo.',
                },
              ],
              link: { path: '/servis', label: 'Servisné služby' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
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
                  link: { path: '/servis/pneuservis/pneuhotel' },
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
      path: '/servis/pravidelna-prehliadka',
      sortOrder: 10,
      ogImage: 'workshop',
      content: {
        'sk-SK': {
          title: 'Pravidelná servisná prehliadka',
          navTitle: 'Servisná prehliadka',
          metaDescription:
            'Servisná prehliadka podľa plánu výrobcu pre všetky značky od 189 €. Záruka zostáva zachovaná a cenový odhad dostanete ešte pred začatím práce.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Servisnú prehliadku robíme podľa plánu výrobcu, takže záruka na vaše auto zostáva zachovaná – aj pri značkách, ktoré nepredávame. Používame originálne alebo kvalitatívne rovnocenné diely a oleje schválené výrobcom.',
                },
                { h2: 'Súčasťou prehliadky je' },
                {
                  ul: [
                    'Výmena oleja a filtrov podľa servisného plánu',
                    'Kontrola bŕzd, pneumatík, osvetlenia a podvozku',
                    'Načítanie chybových kódov a aktualizácia softvéru',
                    'Pri elektromobiloch kontrola vysokonapäťovej batérie a jej chladenia',
                    'Záznam do elektronickej servisnej knižky',
                  ],
                },
                {
                  p: 'Servisná prehliadka malého auta od 189 €. Pred začatím práce vám vždy dáme cenový odhad a ak nájdeme niečo navyše, najprv vám zavoláme.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Servis za pevnú mesačnú sumu',
              text: [
                {
                  p: 'So servisnou zmluvou platíte za prehliadky rovnakú sumu každý mesiac, od 29 €, a náhradné vozidlo máte v cene.',
                },
              ],
              link: { path: '/vlastnictvo-auta/servisna-zmluva', label: 'Servisná zmluva' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/servis/pneuservis',
      sortOrder: 20,
      ogImage: 'tires',
      content: {
        'sk-SK': {
          title: 'Pneuservis',
          metaDescription:
            'Prezutie za 39 €, nové letné a zimné pneumatiky a pneuhotel vo všetkých pobočkách Nordvik Auto Slovensko. Čo treba vedieť o hĺbke dezénu.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Správne pneumatiky v správnom čase',
              text: 'Prezutie, nové pneumatiky a pneuhotel vo všetkých štyroch pobočkách.',
              link: { path: '/servis/pneuservis/pneuhotel', label: 'Viac o pneuhoteli' },
              buttonType: 'Primary',
              image: 'tires',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Prezutie' },
                {
                  p: 'Prezutie stojí 39 € a zahŕňa kontrolu tlaku a hĺbky dezénu. Skrutky doťahujeme momentovým kľúčom a povieme vám, ak by ste mali pneumatiky pred ďalšou sezónou vymeniť.',
                },
                { h2: 'Dobré vedieť' },
                {
                  ul: [
                    'Zimné pneumatiky sú povinné vždy, keď je na vozovke súvislá vrstva snehu, ľadu alebo námrazy.',
                    'Zimné pneumatiky musia mať hĺbku dezénu aspoň 3 mm, letné 1,6 mm. Odporúčame meniť zimné pri 4 mm a letné pri 3 mm.',
                    'Prezúvať sa oplatí, keď teploty klesnú pod 7 °C – v októbri a novembri býva najviac objednávok, preto si termín rezervujte včas.',
                    'Elektromobily sú ťažké a majú vysoký krútiaci moment – vyberajte pneumatiky s dostatočným indexom nosnosti.',
                  ],
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Pneuhotel',
                  text: 'Vaše kolesá uskladníme medzi sezónami.',
                  link: { path: '/servis/pneuservis/pneuhotel' },
                  buttonText: 'Viac informácií',
                  image: 'tires',
                },
                {
                  title: 'Zimná prevádzka',
                  text: 'Čo skontrolovať pred prvým mrazom.',
                  link: { path: '/vlastnictvo-auta/zimna-prevadzka' },
                  buttonText: 'Prečítať tipy',
                  image: 'winter',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/servis/pneuservis/pneuhotel',
      sortOrder: 10,
      ogImage: 'tires',
      content: {
        'sk-SK': {
          title: 'Pneuhotel',
          metaDescription:
            'Pneuhotel Nordvik Auto: umytie, kontrola a poistené uskladnenie kolies za 59 € na sezónu, s prezutím za 89 €. Pripomenieme vám termín prezutia.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Už žiadne nosenie kolies z pivnice a špinavý kufor. V našom pneuhoteli sú vaše kolesá uskladnené v suchu, tme a poistené – a keď príde čas prezúvať, čakajú na vás pripravené.',
                },
                { h2: 'Čo získate' },
                {
                  ul: [
                    'Umytie kolies pred uskladnením',
                    'Meranie hĺbky dezénu a kontrolu poškodenia s fotografiami v SMS správe',
                    'Poistené uskladnenie v regáloch označených vaším EČV',
                    'Pripomenutie termínu prezutia v SMS',
                  ],
                },
                {
                  p: 'Uskladnenie na jednu sezónu stojí 59 €, spolu s prezutím 89 €. Zákazníci so [servisnou zmluvou](/vlastnictvo-auta/servisna-zmluva) majú na pneuhotel zľavu 10 %.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Potrebujete nové pneumatiky?',
              text: [
                {
                  p: 'Ak pri kontrole zistíme, že sú pneumatiky opotrebované, pripravíme vám ponuku na nové – pri ďalšej návšteve už budú namontované na diskoch.',
                },
              ],
              link: { path: '/kontakty', label: 'Kontakty na pobočky' },
              image: 'tires',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/servis/karoseria-a-lakovna',
      sortOrder: 30,
      content: {
        'sk-SK': {
          title: 'Karoséria a lakovňa',
          metaDescription:
            'Opravy karosérie a lakovanie po nehode v Bratislave, priama likvidácia poistných udalostí, výmena čelných skiel a náhradné vozidlo počas opravy.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'V bratislavskej pobočke máme vlastnú karosáreň a lakovňu s miešacím centrom farieb. Opravujeme autá všetkých značiek po nehodách aj drobné poškodenia z parkoviska.',
                },
                { h2: 'Čo pre vás urobíme' },
                {
                  ul: [
                    '**Poistné udalosti:** škodu nahlásime a vybavíme priamo s vašou poisťovňou, vy zaplatíte len spoluúčasť',
                    '**Opravy bez lakovania:** menšie priehlbiny, napríklad po krupobití, odstránime bez lakovania',
                    '**Čelné sklá:** opravu alebo výmenu vrátane kalibrácie kamier asistenčných systémov urobíme vo všetkých pobočkách',
                    '**Náhradné vozidlo** počas celej opravy',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Mali ste nehodu?',
              text: [
                {
                  p: 'Zavolajte na našu nonstop linku **+421 2 3300 0099**. Auto odtiahneme do našej karosárne a o všetko ďalšie sa postaráme.',
                },
              ],
              link: { path: '/kontakty/bratislava', label: 'Pobočka Bratislava' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor2',
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
                  p: 'Bratislavská 102, Trnava. Predaj: po–pi 8.00–17.00, so 9.00–12.00. Servis: po–pi 7.00–16.30. E-mail: trnava@nordvik.example. [Viac o pobočke Trnava](/kontakty/trnava)',
                },
                { h2: 'Žilina' },
                {
                  p: 'Kamenná 18, Žilina. Predaj: po–pi 8.00–17.00, so 9.00–12.00. Servis: po–pi 7.00–16.30. E-mail: zilina@nordvik.example. [Viac o pobočke Žilina](/kontakty/zilina)',
                },
                { h2: 'Košice' },
                {
                  p: 'Moldavská cesta 40, Košice. Predaj: po–pi 8.00–18.00, so 9.00–13.00. Servis: po–pi 7.00–17.00. E-mail: kosice@nordvik.example. [Viac o pobočke Košice](/kontakty/kosice)',
                },
              ],
            },
            { blockType: 'dealerSiteList', title: 'Naše pobočky' },
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
      sortOrder: 10,
      menuImage: 'heroCity',
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
      path: '/kontakty/trnava',
      sortOrder: 20,
      ogImage: 'dealership',
      menuImage: 'dealership',
      content: {
        'sk-SK': {
          title: 'Nordvik Auto Trnava',
          navTitle: 'Trnava',
          metaDescription:
            'Pobočka Nordvik Auto Trnava na Bratislavskej ulici: jazdené autá, autorizovaný servis Škoda a Volkswagen, pneuservis a pneuhotel.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Auto Trnava',
              text: 'Bratislavská 102, hneď pri výjazde z diaľnice D1. Predaj, servis a pneuhotel pod jednou strechou.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Otváracie hodiny' },
                {
                  ul: ['**Predaj:** pondelok–piatok 8.00–17.00, sobota 9.00–12.00', '**Servis:** pondelok–piatok 7.00–16.30'],
                },
                { h2: 'Čo u nás nájdete' },
                {
                  p: 'Autorizovaný predaj a servis Škoda a Volkswagen, približne 50 jazdených áut na sklade a pneuhotel s kapacitou 1 500 sád kolies. Pred predajňou je bezplatné parkovisko a rýchlonabíjačka pre zákazníkov.',
                },
                { p: 'E-mail: trnava@nordvik.example' },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kontakty/zilina',
      sortOrder: 30,
      ogImage: 'heroForest',
      menuImage: 'heroForest',
      content: {
        'sk-SK': {
          title: 'Nordvik Auto Žilina',
          navTitle: 'Žilina',
          metaDescription:
            'Pobočka Nordvik Auto Žilina na Kamennej ulici: jazdené autá, autorizovaný servis Kia a Škoda, pneuservis a pneuhotel pre celý severozápad Slovenska.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Auto Žilina',
              text: 'Kamenná 18 – predaj, servis a pneuhotel pre celý severozápad Slovenska.',
              image: 'heroForest',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Otváracie hodiny' },
                {
                  ul: ['**Predaj:** pondelok–piatok 8.00–17.00, sobota 9.00–12.00', '**Servis:** pondelok–piatok 7.00–16.30'],
                },
                { h2: 'Čo u nás nájdete' },
                {
                  p: 'Autorizovaný predaj a servis Kia a Škoda – Kia Sportage a Ceed sa vyrábajú len pár kilometrov od nás. V ponuke máme veľa áut s pohonom všetkých kolies, ktoré ocenia vodiči jazdiaci na chaty v Malej Fatre či na Kysuciach.',
                },
                { p: 'E-mail: zilina@nordvik.example' },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/kontakty/kosice',
      sortOrder: 40,
      ogImage: 'showroom',
      menuImage: 'showroom',
      content: {
        'sk-SK': {
          title: 'Nordvik Auto Košice',
          navTitle: 'Košice',
          metaDescription:
            'Pobočka Nordvik Auto Košice na Moldavskej ceste: jazdené autá a elektromobily, autorizovaný servis Škoda, Volkswagen a Kia, pneuservis a pneuhotel.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Auto Košice',
              text: 'Moldavská cesta 40 – naša najmladšia pobočka, otvorená v roku 2022.',
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Otváracie hodiny' },
                {
                  ul: ['**Predaj:** pondelok–piatok 8.00–18.00, sobota 9.00–13.00', '**Servis:** pondelok–piatok 7.00–17.00'],
                },
                { h2: 'Čo u nás nájdete' },
                {
                  p: 'Autorizovaný predaj a servis Škoda, Volkswagen a Kia, jazdené autá z celej skupiny Nordvik a moderný servis so samostatnými zdvihákmi pre elektromobily. Auto nám ráno necháte a do centra sa dostanete MHD približne za pätnásť minút.',
                },
                { p: 'E-mail: kosice@nordvik.example' },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/o-nordvik',
      sortOrder: 50,
      navigableWithChildren: false,
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
      path: '/o-nordvik/o-nas',
      sortOrder: 10,
      ogImage: 'dealership',
      content: {
        'sk-SK': {
          title: 'O nás',
          metaDescription:
            'Príbeh Nordvik Auto Slovensko: od prvej pobočky v Bratislave v roku 2012 po štyri pobočky a približne 120 zamestnancov.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik Group začínala v roku 1962 ako malý autoservis vo Švédsku. Dnes je rodinnou skupinou s predajňami áut v piatich krajinách – a na Slovensku sme doma už viac ako desať rokov.',
                },
                { h2: 'Naša cesta na Slovensku' },
                {
                  ul: [
                    '**2012** – otvárame prvú pobočku v Bratislave na Rožňavskej ulici',
                    '**2015** – pribúda Trnava a autorizovaný servis Volkswagen',
                    '**2018** – otvárame pobočku v Žiline a stávame sa partnerom značky Kia',
                    '**2022** – naša štvrtá pobočka v Košiciach',
                  ],
                },
                { h2: 'Nordvik Auto Slovensko v číslach' },
                {
                  ul: [
                    'Približne 120 zamestnancov v štyroch pobočkách',
                    'Viac ako 3 000 predaných áut ročne',
                    'Približne 25 000 návštev servisu ročne',
                    'Spokojnosť zákazníkov 4,7 z 5 podľa viac ako 4 000 hodnotení',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Zodpovedne k ľuďom aj prírode',
              text: [{ p: 'Prečítajte si, ako znižujeme vplyv našej činnosti na životné prostredie a ako vzdelávame mladých automechanikov.' }],
              link: { path: '/o-nordvik/o-nas/zodpovednost', label: 'Naša zodpovednosť' },
              image: 'pattern',
              reverse: true,
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/o-nordvik/o-nas/zodpovednost',
      sortOrder: 10,
      content: {
        'sk-SK': {
          title: 'Zodpovednosť',
          metaDescription:
            'Zodpovednosť v Nordvik Auto Slovensko: elektrina z obnoviteľných zdrojov, recyklácia pneumatík, olejov a batérií, duálne vzdelávanie a ciele do roku 2030.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Chceme predávať a servisovať autá tak, aby nám zákazníci mohli dôverovať a aby sme čo najmenej zaťažovali prírodu.',
                },
                { h2: 'Životné prostredie' },
                {
                  ul: [
                    'Všetky pobočky odoberajú elektrinu z obnoviteľných zdrojov.',
                    'Použité pneumatiky, oleje, filtre a akumulátory odovzdávame na certifikovanú recykláciu.',
                    'Umyvárky majú odlučovače ropných látok a vodu recyklujú.',
                    'Naše náhradné vozidlá sú elektromobily.',
                    'Do roku 2030 chceme znížiť emisie z vlastnej prevádzky na polovicu oproti roku 2019.',
                  ],
                },
                { h2: 'Ľudia' },
                {
                  p: 'V rámci duálneho vzdelávania spolupracujeme so strednými odbornými školami v Bratislave, Trnave, Žiline a Košiciach. Každý rok u nás získava prax viac ako desať žiakov, z ktorých mnohí u nás po škole aj zostanú.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Pridajte sa k nám',
              text: [{ p: 'Hľadáme predajcov, servisných poradcov aj automechanikov.' }],
              link: { path: '/o-nordvik/kariera', label: 'Kariéra v Nordvik' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/o-nordvik/kariera',
      sortOrder: 20,
      ogImage: 'workshop',
      content: {
        'sk-SK': {
          title: 'Kariéra',
          metaDescription:
            'Práca v Nordvik Auto Slovensko: automechanik, servisný poradca, predajca áut alebo žiak v duálnom vzdelávaní v Bratislave, Trnave, Žiline či Košiciach.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Poďte pracovať k nám',
              text: 'Približne 120 kolegov v štyroch pobočkách – a miesto aj pre vás.',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Koho hľadáme' },
                {
                  ul: [
                    '**Automechanikov a karosárov** – skúsenosti s vysokonapäťovými systémami sú výhodou, no všetko vás naučíme',
                    '**Servisných poradcov**, ktorí vedia vysvetliť techniku zrozumiteľne',
                    '**Predajcov áut**, ktorí radšej poradia, než by tlačili do kúpy',
                    '**Žiakov v duálnom vzdelávaní** v odbore mechanik-mechatronik',
                  ],
                },
                { h2: 'Čo ponúkame' },
                {
                  p: 'Stabilnú prácu v medzinárodnej skupine, mzdu s výkonnostnými odmenami, 13. a 14. plat, príspevok na doplnkové dôchodkové sporenie, školenia výrobcov a pracovisko, kde aj vedúci zažili prácu v dielni.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Pošlite nám životopis',
              text: [{ p: 'Nenašli ste vhodnú pozíciu? Pošlite životopis a pár slov o sebe na kariera@nordvik.example – prečítame každý.' }],
              link: { path: '/kontakty', label: 'Naše pobočky' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/o-nordvik/ochrana-osobnych-udajov',
      sortOrder: 30,
      content: {
        'sk-SK': {
          title: 'Ochrana osobných údajov a cookies',
          navTitle: 'Ochrana osobných údajov',
          metaDescription:
            'Ako Nordvik Auto Slovensko spracúva osobné údaje a používa súbory cookies na webe a ako môžete zmeniť svoj súhlas.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Osobné údaje spracúvame len v rozsahu, ktorý potrebujeme na predaj áut, servis a zákaznícku podporu, a – s vaším súhlasom – na marketing. Riadime sa všeobecným nariadením o ochrane údajov (GDPR) a zákonom o ochrane osobných údajov.',
                },
                { h2: 'Súbory cookies' },
                {
                  ul: [
                    '**Nevyhnutné cookies** si pamätajú zvolený jazyk, vaše nastavenia cookies a to, či ste zavreli oznámenie. Nedajú sa vypnúť.',
                    '**Štatistické cookies** nám ukazujú, ktoré stránky sa používajú, aby sme mohli web zlepšovať. Údaje sú anonymizované.',
                    '**Marketingové cookies** umožňujú nám a našim partnerom zobrazovať reklamu, ktorá vás môže zaujímať.',
                  ],
                },
                {
                  p: 'Svoj súhlas môžete kedykoľvek zmeniť alebo odvolať cez odkaz „Nastavenia cookies“ v päte stránky.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Vaše práva' },
                {
                  p: 'Máte právo na prístup k svojim údajom, na ich opravu či vymazanie a právo namietať proti ich spracúvaniu. Žiadosť pošlite na gdpr@nordvik.example. Sťažnosť môžete podať aj na Úrade na ochranu osobných údajov Slovenskej republiky.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/o-nordvik/oznamovanie-protispolocenskej-cinnosti',
      sortOrder: 40,
      hideInNavigation: true,
      content: {
        'sk-SK': {
          title: 'Oznamovanie protispoločenskej činnosti',
          navTitle: 'Oznamovanie',
          metaDescription:
            'Ako v Nordvik Auto Slovensko oznámiť protispoločenskú činnosť podľa zákona č. 54/2019 Z. z. – dôverne, bezpečne a bez obavy z postihu.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Ak sa v súvislosti s prácou v Nordvik Auto Slovensko dozviete o korupcii, podvode, ohrození bezpečnosti alebo inom protispoločenskom konaní, chceme o tom vedieť. Oznámenia prijímame v súlade so zákonom č. 54/2019 Z. z. o ochrane oznamovateľov protispoločenskej činnosti a preverujeme ich dôverne.',
                },
                { h2: 'Ako podať oznámenie' },
                {
                  ul: [
                    '**E-mailom** na oznamovanie@nordvik.example – schránku číta iba zodpovedná osoba',
                    '**Poštou** na adresu Nordvik Auto Slovensko s.r.o., Rožňavská 32, 821 04 Bratislava, v obálke s označením „Neotvárať – oznámenie“',
                    '**Osobne** po dohode so zodpovednou osobou, ktorá o stretnutí spíše záznam',
                  ],
                },
                {
                  p: 'Oznámenie môžete podať aj anonymne. Ak nám však necháte kontakt, môžeme sa vás doplňujúco opýtať a informovať vás o výsledku.',
                },
              ],
            },
            {
              blockType: 'accordion',
              heading: 'Čo nasleduje po oznámení',
              items: [
                {
                  title: 'Potvrdenie prijatia',
                  content: [{ p: 'Prijatie oznámenia vám potvrdíme do siedmich dní, ak ste nám nechali kontakt.' }],
                },
                {
                  title: 'Preverenie',
                  content: [
                    {
                      p: 'Zodpovedná osoba oznámenie preverí najneskôr do 90 dní od potvrdenia prijatia a o výsledku vás informuje do desiatich dní od jeho skončenia.',
                    },
                  ],
                },
                {
                  title: 'Ochrana oznamovateľa',
                  content: [
                    {
                      p: 'Vašu totožnosť nikomu neprezradíme a za oznámenie podané v dobrej viere vám nesmie hroziť žiadny postih. Obrátiť sa môžete aj priamo na Úrad na ochranu oznamovateľov.',
                    },
                  ],
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/o-nordvik/obchodne-podmienky',
      sortOrder: 50,
      hideInNavigation: true,
      content: {
        'sk-SK': {
          title: 'Obchodné podmienky a reklamačný poriadok',
          navTitle: 'Obchodné podmienky',
          metaDescription:
            'Všeobecné obchodné podmienky Nordvik Auto Slovensko pre predaj vozidiel a servis a reklamačný poriadok na stiahnutie.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Pri kúpe vozidla, objednávke servisu aj pri uskladnení pneumatík sa riadime našimi všeobecnými obchodnými podmienkami. Ich aktuálne znenie a reklamačný poriadok si môžete stiahnuť nižšie; na požiadanie vám ich vytlačíme na ktorejkoľvek pobočke.',
                },
                { h2: 'To najdôležitejšie v skratke' },
                {
                  ul: [
                    '**Záruka na jazdené auto:** 12 mesiacov na zakúpené vozidlo, ak sa nedohodneme inak v kúpnej zmluve',
                    '**Servis:** cenu opravy vždy vopred odsúhlasíte, práce nad rámec odhadu robíme len s vaším súhlasom',
                    '**Reklamácia:** vybavíme bez zbytočného odkladu, najneskôr do 30 dní od jej uplatnenia',
                    '**Spory:** môžete sa obrátiť aj na subjekt alternatívneho riešenia sporov, napríklad Slovenskú obchodnú inšpekciu',
                  ],
                },
              ],
            },
            {
              blockType: 'fileDownloadList',
              heading: 'Dokumenty na stiahnutie',
              files: [
                {
                  title: 'Všeobecné obchodné podmienky',
                  description: 'Platné od 1. januára 2026 pre predaj vozidiel, servis a pneuhotel.',
                  filename: 'nordvik-auto-vop-2026.pdf',
                  paragraphs: [
                    'Tieto všeobecné obchodné podmienky upravujú práva a povinnosti spoločnosti Nordvik Auto Slovensko s.r.o., Rožňavská 32, 821 04 Bratislava, a jej zákazníkov pri predaji vozidiel, poskytovaní servisných služieb a uskladnení pneumatík.',
                    'Kúpna cena vozidla je uvedená v kúpnej zmluve vrátane DPH. Vlastnícke právo prechádza na kupujúceho úplným zaplatením kúpnej ceny.',
                    'Servisné práce vykonávame na základe zákazkového listu. Rozsah a odhadovanú cenu prác zákazník potvrdí pred začatím opravy.',
                  ],
                },
                {
                  title: 'Reklamačný poriadok',
                  description: 'Ako uplatniť reklamáciu vozidla, dielu alebo servisnej práce.',
                  filename: 'nordvik-auto-reklamacny-poriadok.pdf',
                  paragraphs: [
                    'Reklamáciu môžete uplatniť osobne na ktorejkoľvek pobočke alebo e-mailom na zakaznik@nordvik.example. Uveďte číslo zmluvy alebo zákazkového listu a popíšte vadu.',
                    'O spôsobe vybavenia reklamácie rozhodneme ihneď, v zložitých prípadoch do troch pracovných dní. Reklamáciu vybavíme najneskôr do 30 dní od jej uplatnenia.',
                  ],
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/novinky',
      sortOrder: 45,
      ogImage: 'heroForest',
      content: {
        'sk-SK': {
          title: 'Novinky',
          metaTitle: 'Novinky a tipy – Nordvik Auto Slovensko',
          metaDescription:
            'Novinky z pobočiek Nordvik Auto v Bratislave, Trnave, Žiline a Košiciach: nové modely, tipy k elektromobilom, rady zo servisu a podujatia.',
          layout: [
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Čo je nové na našich pobočkách – nové modely v predajni, rady našich technikov pred zimou, tipy k nabíjaniu elektromobilov a pozvánky na dni otvorených dverí. Články si môžete filtrovať podľa témy.',
                },
              ],
            },
            { blockType: 'storiesList', layout: 'TwoColumns', showDates: true, highlightLatestStory: true },
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
              blockType: 'notFoundHero',
              title: 'Stránka sa nenašla',
              text: 'Ľutujeme, stránku, ktorú hľadáte, sme nenašli. Možno bola presunutá alebo je v odkaze preklep. Skúste niektorý z odkazov nižšie.',
              link: { path: '/', label: 'Na úvodnú stránku' },
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
