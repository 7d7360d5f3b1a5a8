import type { SiteSeed } from '../types'

export const site: SiteSeed = {
  key: 'fi-dealer',
  name: 'Nordvik Autot',
  type: 'dealer',
  country: 'FI',
  hostnames: ['fi.localhost'],
  locales: ['fi-FI', 'en'],
  defaultLocale: 'fi-FI',
  fontPair: 'modern',
  theme: 'birch',
  titleTemplate: '%s | Nordvik Autot',
  pathToCarList: '/osta-auto/vaihtoautot',
  pathToCarDetail: '/osta-auto',
  vehicleIndex: 'vehicles-fi',
  siteSearchIndex: 'sites-fi',
  faviconColor: '#1c3629',
  images: {
    heroWinter: {
      scene: 'hero-winter',
      variant: 'dusk',
      carColor: '#2f7a4f',
      alt: 'Vihreä auto ajovalot päällä lumisessa talvimaisemassa hämärän aikaan',
    },
    heroForest: {
      scene: 'hero-forest',
      variant: 'dawn',
      carColor: '#1c3629',
      alt: 'Tummanvihreä auto mäntymetsän halki kulkevalla tiellä aamuauringossa',
    },
    showroom: {
      scene: 'showroom',
      variant: 'day',
      carColor: '#2f7a4f',
      alt: 'Valoisa autoliike, jossa kaksi kiiltävää autoa heijastuu lattiasta',
    },
    workshop: {
      scene: 'workshop',
      variant: 'day',
      carColor: '#1c3629',
      alt: 'Auto nostimella siistissä huoltokorjaamossa, taustalla työkaluseinä',
    },
    charging: {
      scene: 'charging',
      variant: 'night',
      carColor: '#2f7a4f',
      alt: 'Sähköauto latautumassa latauspisteellä illalla',
    },
    tires: {
      scene: 'tires',
      variant: 'day',
      carColor: '#1c3629',
      alt: 'Rengashotellin hyllyt täynnä talvi- ja kesärenkaita',
    },
    dealership: {
      scene: 'dealership',
      variant: 'dusk',
      carColor: '#2f7a4f',
      alt: 'Nordvik Autojen liikerakennus lasijulkisivuineen ja autoja pihalla',
    },
    family: {
      scene: 'family',
      variant: 'day',
      carColor: '#2f7a4f',
      alt: 'Perheauto pysäköitynä rauhalliselle asuinkadulle kesäpäivänä',
    },
    pattern: {
      scene: 'pattern',
      carColor: '#2f7a4f',
      alt: 'Abstrakti kuvio Nordvikin metsänvihreissä sävyissä',
    },
    heroCity: {
      scene: 'hero-city',
      variant: 'night',
      carColor: '#2f7a4f',
      alt: 'Vihreä auto märällä kaupunkikadulla, taustalla kaupungin valot iltahämärässä',
    },
    heroCoast: {
      scene: 'hero-coast',
      variant: 'dusk',
      carColor: '#1c3629',
      alt: 'Auto rantatiellä meren äärellä auringonlaskun aikaan',
    },
  },
  navigation: {
    isSticky: true,
    extraItems: {
      'fi-FI': [{ title: 'Varaa huolto', link: { path: '/huolto' } }],
      en: [{ title: 'Book a service', link: { path: '/huolto' } }],
    },
    alert: {
      type: 'Neutral',
      content: {
        'fi-FI': {
          title: 'Joulun aukioloajat',
          text: 'Kaikki toimipisteemme ovat suljettuina 24.–26.12. Uudenvuodenaattona palvelemme klo 9–14, ja loppiaisena 6.1. olemme suljettuina.',
        },
        en: {
          title: 'Christmas opening hours',
          text: 'All our locations are closed on 24–26 December. On New Year’s Eve we are open 9:00–14:00, and we are closed on Epiphany, 6 January.',
        },
      },
    },
  },
  footer: {
    brands: ['Volkswagen', 'Skoda', 'Audi', 'Kia', 'Toyota', 'Volvo'],
    brandsHeading: { 'fi-FI': 'Vaihtoautot merkeittäin', en: 'Used cars by make' },
    columns: {
      'fi-FI': [
        {
          title: 'Osta auto',
          description: 'Tarkastetut vaihtoautot ja sähköautot Nordvik Turva -takuulla.',
          items: [
            { label: 'Vaihtoautot', link: { path: '/osta-auto/vaihtoautot' } },
            { label: 'Sähköautot', link: { path: '/osta-auto/sahkoautot' } },
            { label: 'Oma auto vaihtoon', link: { path: '/osta-auto/oma-auto-vaihtoon' } },
            { label: 'Rahoitus', link: { path: '/auton-omistaminen/rahoitus' } },
            { label: 'Yksityisleasing', link: { path: '/auton-omistaminen/rahoitus/yksityisleasing' } },
          ],
        },
        {
          title: 'Huolto',
          items: [
            { label: 'Määräaikaishuolto', link: { path: '/huolto/maaraaikaishuolto' } },
            { label: 'Renkaat', link: { path: '/huolto/renkaat' } },
            { label: 'Rengashotelli', link: { path: '/huolto/renkaat/rengashotelli' } },
            { label: 'Katsastuspalvelu', link: { path: '/huolto/katsastuspalvelu' } },
            { label: 'Huoltosopimus', link: { path: '/auton-omistaminen/huoltosopimus' } },
          ],
        },
        {
          title: 'Asiakaspalvelu',
          description: 'Vastaamme sähköposteihin ja puheluihin yhden arkipäivän kuluessa.',
          items: [
            { label: 'asiakaspalvelu@nordvikautot.test', link: { url: 'mailto:asiakaspalvelu@nordvikautot.test' } },
            { label: '09 4289 0040', link: { url: 'tel:+358942890040' } },
            { label: 'Löydä meidät', link: { path: '/loyda-meidat' } },
            { label: 'Evästeasetukset', cookieSettings: true },
          ],
        },
        {
          title: 'Meistä',
          items: [
            { label: 'Yritys', link: { path: '/meista/yritys' } },
            { label: 'Uutiset', link: { path: '/uutiset' } },
            { label: 'Vastuullisuus', link: { path: '/meista/yritys/vastuullisuus' } },
            { label: 'Työpaikat', link: { path: '/meista/tyopaikat' } },
            { label: 'Tietosuoja ja evästeet', link: { path: '/meista/tietosuoja' } },
          ],
        },
      ],
      en: [
        {
          title: 'Buy a car',
          description: 'Quality-checked used cars and EVs with the Nordvik Turva warranty.',
          items: [
            { label: 'Used cars', link: { path: '/osta-auto/vaihtoautot' } },
            { label: 'Electric cars', link: { path: '/osta-auto/sahkoautot' } },
            { label: 'Trade in your car', link: { path: '/osta-auto/oma-auto-vaihtoon' } },
            { label: 'Finance', link: { path: '/auton-omistaminen/rahoitus' } },
            { label: 'Personal leasing', link: { path: '/auton-omistaminen/rahoitus/yksityisleasing' } },
          ],
        },
        {
          title: 'Servicing',
          items: [
            { label: 'Scheduled servicing', link: { path: '/huolto/maaraaikaishuolto' } },
            { label: 'Tyres', link: { path: '/huolto/renkaat' } },
            { label: 'Tyre storage', link: { path: '/huolto/renkaat/rengashotelli' } },
            { label: 'Inspection service', link: { path: '/huolto/katsastuspalvelu' } },
            { label: 'Service plan', link: { path: '/auton-omistaminen/huoltosopimus' } },
          ],
        },
        {
          title: 'Customer service',
          description: 'We answer e-mails and calls within one working day.',
          items: [
            { label: 'asiakaspalvelu@nordvikautot.test', link: { url: 'mailto:asiakaspalvelu@nordvikautot.test' } },
            { label: '+358 9 4289 0040', link: { url: 'tel:+358942890040' } },
            { label: 'Find us', link: { path: '/loyda-meidat' } },
            { label: 'Cookie settings', cookieSettings: true },
          ],
        },
        {
          title: 'About us',
          items: [
            { label: 'Company', link: { path: '/meista/yritys' } },
            { label: 'News', link: { path: '/uutiset' } },
            { label: 'Sustainability', link: { path: '/meista/yritys/vastuullisuus' } },
            { label: 'Careers', link: { path: '/meista/tyopaikat' } },
            { label: 'Privacy and cookies', link: { path: '/meista/tietosuoja' } },
          ],
        },
      ],
    },
    highlightedLink: {
      'fi-FI': { label: 'Katso kaikki vaihtoautot', link: { path: '/osta-auto/vaihtoautot' } },
      en: { label: 'See every used car in stock', link: { path: '/osta-auto/vaihtoautot' } },
    },
    socialLinks: [
      { name: 'facebook', url: 'https://www.facebook.com/nordvikautot' },
      { name: 'instagram', url: 'https://www.instagram.com/nordvikautot' },
      { name: 'youtube', url: 'https://www.youtube.com/@nordvikautot' },
      { name: 'linkedin', url: 'https://www.linkedin.com/company/nordvik-autot' },
    ],
    infoField1: {
      'fi-FI': {
        heading: 'Aukioloajat',
        text: 'Myynti: ma–pe 9–18, la 10–15 (Tampere ja Turku ma–pe 9–17, la 10–14)\nHuolto: ma–pe 7–16 (Konala 7–17, Turku 7.30–16)',
      },
      en: {
        heading: 'Opening hours',
        text: 'Sales: Mon–Fri 9:00–18:00, Sat 10:00–15:00 (Tampere and Turku Mon–Fri 9:00–17:00, Sat 10:00–14:00)\nServicing: Mon–Fri 7:00–16:00 (Konala 7:00–17:00, Turku 7:30–16:00)',
      },
    },
    infoField2: {
      'fi-FI': { heading: 'Pääkonttori', text: 'Nordvik Autot Oy\nJuvan teollisuuskatu 14\n02920 Espoo' },
      en: { heading: 'Head office', text: 'Nordvik Autot Oy\nJuvan teollisuuskatu 14\nFI-02920 Espoo, Finland' },
    },
  },
  pages: [
    {
      path: '/',
      ogImage: 'heroWinter',
      content: {
        'fi-FI': {
          title: 'Nordvik Autot',
          navTitle: 'Etusivu',
          metaTitle: 'Vaihtoautot, sähköautot ja huolto',
          metaDescription:
            'Nordvik Autot myy tarkastettuja vaihtoautoja ja sähköautoja ja huoltaa kaikkia automerkkejä Helsingissä, Espoossa, Tampereella ja Turussa.',
          layout: [
            {
              blockType: 'heroCarousel',
              height: 'Medium',
              contentPlacementXAxis: 'Center',
              contentPlacementYAxis: 'Center',
              hasMediaButtons: true,
              search: { url: '/osta-auto/vaihtoautot', placeholder: 'Hae vaihtoautoista', placeholderDesktop: 'Hae merkillä, mallilla tai varusteella' },
              slides: [
                {
                  title: 'Autoja pohjoisen olosuhteisiin',
                  text: 'Tarkastetut vaihtoautot ja sähköautot takuulla, oma auto vaihdossa ja merkkihuolto samasta paikasta. Tervetuloa Helsinkiin, Espooseen, Tampereelle ja Turkuun.',
                  textColor: 'White',
                  textShadow: true,
                  button: { path: '/osta-auto/vaihtoautot', label: 'Katso vaihtoautot' },
                  buttonType: 'Primary',
                  image: 'heroWinter',
                  video: 'winter-road',
                },
                {
                  title: 'Sähköauto, jonka akun kunnon tiedät',
                  text: 'Mittaamme jokaisen käytetyn sähköauton akun kunnon ja kerromme sen ilmoituksessa.',
                  textColor: 'White',
                  textShadow: true,
                  button: { path: '/osta-auto/sahkoautot', label: 'Tutustu sähköautoihin' },
                  buttonType: 'Ghost Contrast',
                  image: 'heroForest',
                },
                {
                  title: 'Rengashotelli hoitaa vaihdon ja säilytyksen',
                  text: 'Pesemme, tarkastamme ja säilytämme renkaasi. Varaa vaihtoaika verkossa.',
                  textColor: 'White',
                  textShadow: true,
                  button: { path: '/huolto/renkaat/rengashotelli', label: 'Rengashotelli' },
                  buttonType: 'Ghost Contrast',
                  image: 'heroCity',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Miten voimme auttaa?',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Vaihtoautot',
                  text: 'Yli 250 tarkastettua autoa varastossa – jokainen 120 kohdan kuntotarkastuksen läpikäynyt.',
                  link: { path: '/osta-auto/vaihtoautot' },
                  buttonText: 'Selaa autoja',
                  image: 'showroom',
                },
                {
                  title: 'Huolto ja katsastus',
                  text: 'Määräaikaishuollot, renkaanvaihdot ja katsastuspalvelu kaikille merkeille.',
                  link: { path: '/huolto' },
                  buttonText: 'Huoltopalvelut',
                  image: 'workshop',
                },
                {
                  title: 'Rahoitus',
                  text: 'Osamaksu tai yksityisleasing – päätös saman tien liikkeessä.',
                  link: { path: '/auton-omistaminen/rahoitus' },
                  buttonText: 'Rahoitusvaihtoehdot',
                  image: 'pattern',
                },
                {
                  title: 'Löydä meidät',
                  text: 'Neljä toimipistettä, joissa myynti, huolto ja rengashotelli.',
                  link: { path: '/loyda-meidat' },
                  buttonText: 'Osoitteet ja aukioloajat',
                  image: 'dealership',
                },
              ],
            },
            { blockType: 'carOfTheWeek', title: 'Viikon autot', text: 'Valitut autot varastosta erikoishintaan – vain tällä viikolla.', buttonLink: { path: '/osta-auto/vaihtoautot', label: 'Katso kaikki vaihtoautot' } },
            { blockType: 'carTeasers', title: 'Sähköautot varastossa', query: 'car_fuel=Sähkö', limit: 8, sort: 'newest', buttonLink: { path: '/osta-auto/vaihtoautot', label: 'Katso kaikki autot' } },
            {
              blockType: 'blurb',
              title: 'Sähköauto, joka pärjää pakkasella',
              text: [
                {
                  p: 'Mittaamme jokaisen käytetyn sähköauton **akun kunnon (SOH)** ja kerromme sen ilmoituksessa. Näet heti, paljonko akusta on jäljellä ja miten auto on varusteltu talveen – lämpöpumppu, esilämmitys ja lämmitettävä ohjauspyörä.',
                },
                {
                  p: 'Asentajamme ovat koulutettuja suurjännitetöihin, ja autamme mielellämme myös kotilatauksen suunnittelussa.',
                },
              ],
              link: { path: '/osta-auto', label: 'Näin ostat auton meiltä' },
              image: 'charging',
              backgroundColor: 'BackgroundColor1',
              useTextAnimations: true,
            },
            {
              blockType: 'accordion',
              heading: 'Talviautoilun muistilista',
              items: [
                {
                  title: 'Milloin talvirenkaat alle?',
                  openByDefault: true,
                  content: [
                    {
                      p: 'Talvirenkaat ovat pakolliset joulu-, tammi- ja helmikuussa, mutta käytännössä ne kannattaa vaihtaa heti, kun yöpakkaset alkavat – Etelä-Suomessa yleensä lokakuun puolivälissä. Nastarenkaita saa käyttää 1.11.–31.3. sekä kelin niin vaatiessa myös sitä ennen ja sen jälkeen.',
                    },
                    { p: 'Varaa vaihtoaika ajoissa [rengashotellistamme](/huolto/renkaat/rengashotelli), niin vältät sesongin jonot.' },
                  ],
                },
                {
                  title: 'Akku ja esilämmitys',
                  content: [
                    {
                      p: 'Pakkanen heikentää käynnistysakkua. Yli viisi vuotta vanha akku kannattaa testauttaa ennen talvea – testi kuuluu jokaiseen syyshuoltoomme. Käytä lohkolämmitintä, kun lämpötila laskee alle −5 asteen: se säästää moottoria ja polttoainetta.',
                    },
                  ],
                },
                {
                  title: 'Sähköauto pakkasella',
                  content: [
                    {
                      ul: [
                        'Esilämmitä auto latauksen aikana, niin lämpö otetaan verkosta eikä akusta.',
                        'Lataa mieluummin heti ajon jälkeen, kun akku on vielä lämmin.',
                        'Varaudu siihen, että toimintamatka on kovalla pakkasella 20–30 % tavallista lyhyempi.',
                      ],
                    },
                  ],
                },
                {
                  title: 'Näkyvyys ja valot',
                  content: [
                    {
                      p: 'Vaihda pyyhkijänsulat syksyllä, pidä pakkasenkestävää pesunestettä aina mukana ja puhdista valot ja tutkat lumesta ennen liikkeelle lähtöä. Lisää vinkkejä löydät [talviautoilun oppaastamme](/auton-omistaminen/talviautoilu).',
                    },
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Huoltosopimus kiinteällä kuukausihinnalla',
              text: [
                {
                  p: 'Maksat saman summan joka kuukausi, ja me huolehdimme valmistajan huolto-ohjelman mukaisista huolloista, osista ja työstä. Ei yllätyksiä, kun huoltovalo syttyy.',
                },
              ],
              link: { path: '/auton-omistaminen/huoltosopimus', label: 'Tutustu huoltosopimukseen' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Paikallinen autoliike, pohjoismainen konserni' },
                {
                  p: 'Nordvik Autot on osa Nordvik Groupia, joka on myynyt ja huoltanut autoja Pohjoismaissa vuodesta 1962. Meillä asioit samojen myyjien ja asentajien kanssa vuodesta toiseen – ihmisten, jotka tuntevat paikalliset olot aina Kehä I:n ruuhkista Pirkanmaan talvikeleihin.',
                },
                {
                  p: 'Jokainen vaihtoauto luovutetaan huollettuna, katsastettuna ja [Nordvik Turva -takuulla](/osta-auto). Kysyttävää? Lähetä sähköpostia osoitteeseen asiakaspalvelu@nordvik.example tai tule käymään – kahvi on valmiina.',
                },
              ],
            },
            {
              blockType: 'storiesTeaser',
              title: 'Uutisia ja vinkkejä',
              indexPath: '/uutiset',
              buttonText: 'Kaikki uutiset',
            },
          ],
        },
        en: {
          title: 'Nordvik Autot',
          navTitle: 'Home',
          metaTitle: 'Used cars, EVs and servicing in Finland',
          metaDescription:
            'Nordvik Autot sells quality-checked used cars and EVs and services all makes in Helsinki, Espoo, Tampere and Turku.',
          layout: [
            {
              blockType: 'heroCarousel',
              height: 'Medium',
              contentPlacementXAxis: 'Center',
              contentPlacementYAxis: 'Center',
              hasMediaButtons: true,
              search: { url: '/osta-auto/vaihtoautot', placeholder: 'Search used cars', placeholderDesktop: 'Search by make, model or equipment' },
              slides: [
                {
                  title: 'Cars for northern conditions',
                  text: 'Quality-checked used cars and EVs with warranty, part exchange and franchised servicing under one roof. Visit us in Helsinki, Espoo, Tampere and Turku.',
                  textColor: 'White',
                  textShadow: true,
                  button: { path: '/osta-auto/vaihtoautot', label: 'Browse used cars' },
                  buttonType: 'Primary',
                  image: 'heroWinter',
                  video: 'winter-road',
                },
                {
                  title: 'An EV with a known battery health',
                  text: 'We measure the battery health of every used EV and state it in the listing.',
                  textColor: 'White',
                  textShadow: true,
                  button: { path: '/osta-auto/sahkoautot', label: 'Explore electric cars' },
                  buttonType: 'Ghost Contrast',
                  image: 'heroForest',
                },
                {
                  title: 'Our tyre hotel handles changes and storage',
                  text: 'We wash, check and store your tyres. Book your tyre change online.',
                  textColor: 'White',
                  textShadow: true,
                  button: { path: '/huolto/renkaat/rengashotelli', label: 'Tyre hotel' },
                  buttonType: 'Ghost Contrast',
                  image: 'heroCity',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'How can we help?',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Used cars',
                  text: 'More than 250 inspected cars in stock – each one through a 120-point check.',
                  link: { path: '/osta-auto/vaihtoautot' },
                  buttonText: 'Browse cars',
                  image: 'showroom',
                },
                {
                  title: 'Servicing and inspection',
                  text: 'Scheduled servicing, tyre changes and inspection preparation for every make.',
                  link: { path: '/huolto' },
                  buttonText: 'Service options',
                  image: 'workshop',
                },
                {
                  title: 'Finance',
                  text: 'Hire purchase or private leasing – a decision on the spot.',
                  link: { path: '/auton-omistaminen/rahoitus' },
                  buttonText: 'Finance options',
                  image: 'pattern',
                },
                {
                  title: 'Find us',
                  text: 'Four locations with sales, servicing and tyre storage.',
                  link: { path: '/loyda-meidat' },
                  buttonText: 'Addresses and opening hours',
                  image: 'dealership',
                },
              ],
            },
            { blockType: 'carOfTheWeek', title: 'Cars of the week', text: 'Handpicked cars in stock at a special price – this week only.', buttonLink: { path: '/osta-auto/vaihtoautot', label: 'See all cars in stock' } },
            { blockType: 'carTeasers', title: 'Electric cars in stock', query: 'car_fuel=Sähkö', limit: 8, sort: 'newest', buttonLink: { path: '/osta-auto/vaihtoautot', label: 'See all cars' } },
            {
              blockType: 'blurb',
              title: 'An EV that copes with the frost',
              text: [
                {
                  p: 'We measure the **battery health (SOH)** of every used EV and show it in the listing. You can see at a glance how much capacity is left and how the car is equipped for winter – heat pump, pre-heating and heated steering wheel.',
                },
                {
                  p: 'Our technicians are trained for high-voltage work, and we are happy to help you plan charging at home.',
                },
              ],
              link: { path: '/osta-auto', label: 'How buying works' },
              image: 'charging',
              backgroundColor: 'BackgroundColor1',
              useTextAnimations: true,
            },
            {
              blockType: 'accordion',
              heading: 'Winter driving checklist',
              items: [
                {
                  title: 'When should winter tyres go on?',
                  openByDefault: true,
                  content: [
                    {
                      p: 'Winter tyres are compulsory in December, January and February, but in practice it pays to change as soon as night frosts begin – usually by mid-October in southern Finland. Studded tyres may be used from 1 November to 31 March, and outside those dates whenever the conditions require.',
                    },
                    { p: 'Book your change early at our [tyre hotel](/huolto/renkaat/rengashotelli) to avoid the seasonal queues.' },
                  ],
                },
                {
                  title: 'Battery and pre-heating',
                  content: [
                    {
                      p: 'Frost weakens the starter battery. A battery more than five years old is worth testing before winter – the test is part of every autumn service we do. Use the engine block heater when the temperature drops below −5 °C: it saves both the engine and fuel.',
                    },
                  ],
                },
                {
                  title: 'Electric cars in the cold',
                  content: [
                    {
                      ul: [
                        'Pre-heat the car while it is charging, so the heat comes from the grid rather than the battery.',
                        'Charge straight after driving, while the battery is still warm.',
                        'Expect 20–30% less range in hard frost.',
                      ],
                    },
                  ],
                },
                {
                  title: 'Visibility and lights',
                  content: [
                    {
                      p: 'Change the wiper blades in autumn, always carry frost-proof washer fluid and clear snow from lights and sensors before setting off. More tips in our [winter driving guide](/auton-omistaminen/talviautoilu).',
                    },
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'A service plan with a fixed monthly price',
              text: [
                {
                  p: 'You pay the same amount every month, and we take care of servicing to the manufacturer’s schedule, parts and labour. No surprises when the service light comes on.',
                },
              ],
              link: { path: '/auton-omistaminen/huoltosopimus', label: 'About service plans' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'A local dealer, a Nordic group' },
                {
                  p: 'Nordvik Autot is part of Nordvik Group, which has sold and serviced cars across the Nordics since 1962. You will deal with the same sales advisers and technicians year after year – people who know local conditions, from Ring I traffic to winter roads in Pirkanmaa.',
                },
                {
                  p: 'Every used car is handed over serviced, inspected and covered by [Nordvik Turva warranty](/osta-auto). Questions? E-mail asiakaspalvelu@nordvik.example or drop by – the coffee is on.',
                },
              ],
            },
            {
              blockType: 'storiesTeaser',
              title: 'News and tips',
              indexPath: '/uutiset',
              buttonText: 'All news',
            },
          ],
        },
      },
    },
    {
      path: '/osta-auto',
      sortOrder: 10,
      ogImage: 'showroom',
      content: {
        'fi-FI': {
          title: 'Osta auto',
          metaDescription:
            'Näin ostat vaihtoauton tai sähköauton Nordvik Autoista: koeajo, kuntoraportti, oma auto vaihdossa, rahoitus ja luovutus.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Löydä seuraava autosi',
              text: 'Vaihtoautot ja sähköautot neljästä toimipisteestä, valmiina koeajoon.',
              link: { path: '/osta-auto/vaihtoautot', label: 'Kaikki autot varastossa' },
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Näin autokauppa etenee' },
                {
                  ol: [
                    '**Valitse auto.** Kaikki varastoautot ovat verkossa kuvineen, varustelistoineen ja kuntoraportteineen. Siirrämme auton maksutta lähimpään toimipisteeseesi.',
                    '**Koeaja.** Varaa 30 minuutin koeajo tai lainaa autoa yön yli, jos haluat kokeilla latausta kotona.',
                    '**Sovi vaihtoautosta ja rahoituksesta.** Saat omasta autostasi kiinteän hyvityshinnan, ja rahoituspäätös syntyy yleensä muutamassa minuutissa.',
                    '**Allekirjoita ja nouda.** Teemme omistajanvaihdoksen Traficomiin puolestasi, ja auto odottaa pestynä, tankattuna tai ladattuna.',
                  ],
                },
                {
                  p: 'Jokaisella vaihtoautolla on tuore huolto, voimassa oleva katsastus ja **Nordvik Turva -takuu 12 kuukautta tai 20 000 km**. Kuluttajansuojalain mukainen virhevastuumme on voimassa takuun lisäksi.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Oma auto vaihdossa' },
                {
                  p: 'Arvioimme autosi rekisteritunnuksen, mittarilukeman ja Traficomin katsastustietojen perusteella ja vertaamme sitä toteutuneisiin kauppahintoihin viimeisen 90 päivän ajalta. Arvioija tarkastaa maalipinnan, renkaat, sisätilat ja huoltokirjan noin 20 minuutissa.',
                },
                {
                  p: 'Saat kirjallisen hyvityshinnan, joka on voimassa seitsemän päivää tai 500 km. Jos autossa on lainaa, maksamme sen suoraan rahoitusyhtiölle ja vähennämme summan hyvityksestä. [Lisätietoa oman auton vaihdosta](/osta-auto/oma-auto-vaihtoon)',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Turvallinen autokauppa',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Vaihtoautot',
                  text: 'Rajaa merkin, käyttövoiman, hinnan ja toimipisteen mukaan.',
                  link: { path: '/osta-auto/vaihtoautot' },
                  image: 'showroom',
                },
                {
                  title: 'Rahoitus',
                  text: 'Osamaksu ja yksityisleasing selkeillä ehdoilla.',
                  link: { path: '/auton-omistaminen/rahoitus' },
                  image: 'pattern',
                },
                {
                  title: 'Huoltosopimus',
                  text: 'Kiinteä kuukausihinta huolloille.',
                  link: { path: '/auton-omistaminen/huoltosopimus' },
                  image: 'workshop',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Buy a car',
          metaDescription:
            'How to buy a used car or EV from Nordvik Autot: test drive, condition report, part exchange, finance and handover.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Find your next car',
              text: 'Used cars and EVs from our four locations, ready for a test drive.',
              link: { path: '/osta-auto/vaihtoautot', label: 'All cars in stock' },
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'How buying a car works' },
                {
                  ol: [
                    '**Choose a car.** Every car in stock is online with photos, equipment list and condition report. We move it free of charge to your nearest location.',
                    '**Test drive.** Book a 30-minute test drive, or borrow the car overnight if you want to try charging at home.',
                    '**Agree part exchange and finance.** You get a firm price for your current car, and a finance decision usually takes just a few minutes.',
                    '**Sign and collect.** We register the change of ownership with Traficom for you, and the car is waiting washed and fuelled or charged.',
                  ],
                },
                {
                  p: 'Every used car comes freshly serviced, with a valid inspection and **Nordvik Turva warranty for 12 months or 20,000 km**. Our statutory liability for defects under the Finnish Consumer Protection Act applies in addition to the warranty.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Part exchange' },
                {
                  p: 'We value your car from its registration number, mileage and Traficom inspection records, and compare it with actual sale prices over the last 90 days. An appraiser checks the paintwork, tyres, interior and service book in about 20 minutes.',
                },
                {
                  p: 'You receive a written offer valid for seven days or 500 km. If there is finance outstanding on the car, we settle it directly with the lender and deduct it from the offer. [More about trading in your car](/osta-auto/oma-auto-vaihtoon)',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Buy with confidence',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Used cars',
                  text: 'Filter by make, fuel, price and location.',
                  link: { path: '/osta-auto/vaihtoautot' },
                  image: 'showroom',
                },
                {
                  title: 'Finance',
                  text: 'Hire purchase and private leasing on clear terms.',
                  link: { path: '/auton-omistaminen/rahoitus' },
                  image: 'pattern',
                },
                {
                  title: 'Service plan',
                  text: 'A fixed monthly price for servicing.',
                  link: { path: '/auton-omistaminen/huoltosopimus' },
                  image: 'workshop',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/osta-auto/vaihtoautot',
      sortOrder: 10,
      menuImage: 'showroom',
      content: {
        'fi-FI': {
          title: 'Vaihtoautot',
          metaTitle: 'Vaihtoautot ja käytetyt sähköautot',
          metaDescription:
            'Selaa Nordvik Autojen vaihtoautoja ja käytettyjä sähköautoja Helsingissä, Espoossa, Tampereella ja Turussa. Takuu, kuntoraportti ja rahoitus.',
          layout: [
            { blockType: 'carList', fixedQuery: 'car_condition=Vaihtoauto' },
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Täältä löydät kaikki vaihtoautomme, ja valikoima päivittyy useita kertoja päivässä. Rajaa hakua merkin, käyttövoiman, vaihteiston, hinnan tai toimipisteen mukaan. Jos kiinnostava auto on toisessa toimipisteessä, siirrämme sen maksutta sinne, missä haluat koeajaa.',
                },
                { h2: 'Jokaisen vaihtoauton mukana' },
                {
                  ul: [
                    '120 kohdan kuntotarkastus omien asentajiemme tekemänä ja kuntoraportti luettavissa etukäteen',
                    'Tuore huolto ja voimassa oleva katsastus',
                    'Akun kuntomittaus (SOH) kaikissa sähköautoissa ja ladattavissa hybrideissä',
                    'Nordvik Turva -takuu 12 kuukautta tai 20 000 km, jatkettavissa 36 kuukauteen',
                    'Mittarilukeman tarkistus katsastus- ja huoltohistoriasta',
                    'Useimmissa autoissa kahdet renkaat – kesä- ja talvirenkaat',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Etkö löytänyt sopivaa?',
              text: [
                {
                  p: 'Kerro, millaista autoa etsit, niin käymme läpi koko Nordvik-konsernin varaston Suomessa ja Ruotsissa. Ilmoitamme, kun sopiva auto saapuu – usein jo ennen kuin se tulee myyntiin verkossa.',
                },
                { p: 'Lähetä toiveesi osoitteeseen autohaku@nordvik.example.' },
              ],
              link: { path: '/loyda-meidat', label: 'Ota yhteyttä lähimpään toimipisteeseen' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Used cars',
          metaTitle: 'Used cars and used EVs',
          metaDescription:
            'Browse used cars and used EVs at Nordvik Autot in Helsinki, Espoo, Tampere and Turku. Warranty, condition report and finance.',
          layout: [
            { blockType: 'carList', fixedQuery: 'car_condition=Vaihtoauto' },
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Here you will find all our used cars, with stock updated several times a day. Filter by make, fuel, gearbox, price or location. If the car you like is at another location, we will move it free of charge to wherever you want to test drive it.',
                },
                { h2: 'Included with every used car' },
                {
                  ul: [
                    '120-point inspection by our own technicians, with a condition report you can read in advance',
                    'A fresh service and a valid inspection',
                    'Battery health measurement (SOH) on all EVs and plug-in hybrids',
                    'Nordvik Turva warranty for 12 months or 20,000 km, extendable to 36 months',
                    'Mileage verified against inspection and service records',
                    'Two sets of tyres on most cars – summer and winter',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Not found the right car?',
              text: [
                {
                  p: 'Tell us what you are looking for and we will search the whole Nordvik Group stock in Finland and Sweden. We will let you know when a suitable car arrives – often before it goes on sale online.',
                },
                { p: 'Send your wish list to autohaku@nordvik.example.' },
              ],
              link: { path: '/loyda-meidat', label: 'Contact your nearest location' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/osta-auto/sahkoautot',
      sortOrder: 20,
      ogImage: 'charging',
      menuImage: 'charging',
      content: {
        'fi-FI': {
          title: 'Sähköautot',
          metaTitle: 'Käytetty sähköauto',
          metaDescription:
            'Mitä kannattaa tietää ennen käytetyn sähköauton ostoa: toimintamatka pakkasella, lämpöpumppu, latausteho, akun kunto ja kotilataus.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Sähköautoon huoletta',
              text: 'Mittaamme jokaisen käytetyn sähköauton akun kunnon ja kerromme tuloksen ilmoituksessa.',
              link: { path: '/osta-auto/vaihtoautot', label: 'Katso sähköautot' },
              buttonType: 'Primary',
              image: 'charging',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Näihin kannattaa kiinnittää huomiota' },
                {
                  ul: [
                    '**Toimintamatka:** pakkasella toimintamatka lyhenee tyypillisesti 20–30 %. Auto, jonka WLTP-toimintamatka on 400 km, kulkee kovalla pakkasella yleensä 280–320 km.',
                    '**Lämpöpumppu** säästää akkua talvella, ja sitä kannattaa etsiä vaihtoautoa valitessa.',
                    '**Esilämmitys:** kun lämmität auton sovelluksella latauksen aikana, lähdet liikkeelle lämpimällä autolla ja täydellä akulla.',
                    '**Latausteho:** jos ajat usein pitkiä matkoja, valitse auto, joka lataa pikalaturissa vähintään 100 kW:n teholla.',
                    '**Vetokoukku:** tarkista suurin sallittu perävaunun massa, jos vedät peräkärryä tai venetraileria.',
                  ],
                },
                {
                  p: 'Etkö ole varma, mikä malli sopii sinulle? Lainaa autoa yön yli ja kokeile latausta kotona ennen päätöstä.',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Lue lisää',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Kotilataus',
                  text: 'Latausasema omakotitaloon tai taloyhtiöön.',
                  link: { path: '/osta-auto/sahkoautot/kotilataus' },
                  buttonText: 'Näin lataat kotona',
                  image: 'charging',
                },
                {
                  title: 'Käytetyt sähköautot',
                  text: 'Akun kunto kerrottu jokaisessa ilmoituksessa.',
                  link: { path: '/osta-auto/vaihtoautot' },
                  buttonText: 'Selaa autoja',
                  image: 'showroom',
                },
                {
                  title: 'Sähköauton huolto',
                  text: 'Akkudiagnostiikka ja ohjelmistopäivitykset.',
                  link: { path: '/huolto/maaraaikaishuolto' },
                  buttonText: 'Huoltopalvelut',
                  image: 'workshop',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Electric cars',
          navTitle: 'EVs',
          metaTitle: 'Buying a used electric car',
          metaDescription:
            'What to know before you buy a used EV: range in the cold, heat pump, charging power, battery health and charging at home.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Go electric with confidence',
              text: 'We measure the battery health of every used EV and state the result in the listing.',
              link: { path: '/osta-auto/vaihtoautot', label: 'See EVs in stock' },
              buttonType: 'Primary',
              image: 'charging',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'What to look out for' },
                {
                  ul: [
                    '**Range:** in freezing weather the range typically drops by 20–30 %. A car with a WLTP range of 400 km usually manages 280–320 km in a hard frost.',
                    '**A heat pump** saves the battery in winter and is worth looking for in a used EV.',
                    '**Preheating:** warm the car from the app while it charges, and you set off in a warm car with a full battery.',
                    '**Charging power:** if you often drive long distances, choose a car that rapid-charges at 100 kW or more.',
                    '**Tow bar:** check the maximum permitted trailer weight if you tow a trailer or a boat.',
                  ],
                },
                {
                  p: 'Not sure which model suits you? Borrow the car overnight and try charging at home before you decide.',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Read more',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Charging at home',
                  text: 'A charger for your house or housing company.',
                  link: { path: '/osta-auto/sahkoautot/kotilataus' },
                  buttonText: 'How to charge at home',
                  image: 'charging',
                },
                {
                  title: 'Used EVs',
                  text: 'Battery health stated in every listing.',
                  link: { path: '/osta-auto/vaihtoautot' },
                  buttonText: 'Browse cars',
                  image: 'showroom',
                },
                {
                  title: 'EV servicing',
                  text: 'Battery diagnostics and software updates.',
                  link: { path: '/huolto/maaraaikaishuolto' },
                  buttonText: 'Our services',
                  image: 'workshop',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/osta-auto/sahkoautot/kotilataus',
      sortOrder: 10,
      ogImage: 'charging',
      content: {
        'fi-FI': {
          title: 'Kotilataus',
          metaDescription:
            'Näin lataat sähköautoa turvallisesti omakotitalossa ja taloyhtiössä. Latausasema asennettuna kiinteään hintaan Nordvik Autoista.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Useimmat sähköautoilijat lataavat autonsa kotona yön aikana ja käyttävät pikalatureita vain pidemmillä matkoilla. Oikeilla laitteilla kotilataus on turvallista ja edullista.',
                },
                { h2: 'Omakotitalo' },
                {
                  ul: [
                    '11 kW:n latausasema lataa useimmat sähköautot täyteen yön aikana.',
                    'Tavallinen pistorasia ei sovellu jatkuvaan lataukseen. Latausaseman asentaa aina sähköurakoitsija, joka tarkistaa myös pääsulakkeiden riittävyyden.',
                    'Pörssisähkösopimuksella lataus kannattaa ajastaa yön halvimmille tunneille.',
                  ],
                },
                { h2: 'Taloyhtiö' },
                {
                  p: 'Taloyhtiössä latauspisteiden hankinnasta päättää yhtiökokous. Toimiva ratkaisu on yhteinen järjestelmä, jossa on kuormanhallinta ja jossa jokainen maksaa oman sähkönkulutuksensa. Autamme mielellämme taloyhtiön hallitusta tarjouspyynnön laatimisessa.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Latausasema kiinteään hintaan',
              text: [
                {
                  p: 'Tarjoamme yhdessä paikallisten sähköurakoitsijoiden kanssa latausaseman vakioasennuksella alkaen 1 390 €. Asennustyön osuudesta voit hakea kotitalousvähennystä.',
                },
              ],
              link: { path: '/loyda-meidat', label: 'Ota yhteyttä lähimpään toimipisteeseen' },
              image: 'charging',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Charging at home',
          metaDescription:
            'How to charge an EV safely at a detached house or in a housing company. A charger installed at a fixed price from Nordvik Autot.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Most EV drivers charge at home overnight and use rapid chargers only on longer trips. With the right equipment, charging at home is safe and affordable.',
                },
                { h2: 'Detached houses' },
                {
                  ul: [
                    'An 11 kW charger fills most EVs overnight.',
                    'An ordinary socket is not suitable for regular charging. A charger must always be installed by a licensed electrician, who also checks that your main fuses are large enough.',
                    'With a spot-price electricity contract, schedule charging for the cheapest hours of the night.',
                  ],
                },
                { h2: 'Housing companies' },
                {
                  p: 'In a Finnish housing company, the general meeting decides on charging points. A good solution is a shared system with load management, where everyone pays for their own electricity. We are happy to help the board put together a request for quotes.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'A charger at a fixed price',
              text: [
                {
                  p: 'Together with local electricians we offer a charger with standard installation from €1,390. You can claim the Finnish household tax credit for the installation work.',
                },
              ],
              link: { path: '/loyda-meidat', label: 'Contact your nearest location' },
              image: 'charging',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/osta-auto/oma-auto-vaihtoon',
      sortOrder: 30,
      ogImage: 'family',
      menuImage: 'family',
      content: {
        'fi-FI': {
          title: 'Oma auto vaihtoon',
          metaDescription:
            'Vaihda autosi Nordvik Autoissa: näin arvioimme autosi, maksamme lainan pois ja annamme kiinteän hyvityshinnan, joka on voimassa seitsemän päivää.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Kun ostat seuraavan autosi meiltä, nykyinen autosi käy osaksi maksua. Säästyt ilmoitusten tekemiseltä, näytöiltä ja tinkijöiltä – ja vastuu autosta siirtyy meille heti, kun luovutat avaimet.',
                },
                { h2: 'Näin arvioimme autosi' },
                {
                  ol: [
                    '**Rekisteritunnus ja mittarilukema.** Haemme auton tekniset tiedot ja katsastushistorian Traficomin rekisteristä.',
                    '**Markkinatieto.** Vertaamme autoasi vastaavien autojen toteutuneisiin kauppahintoihin viimeisen 90 päivän ajalta – emme pyyntihintoihin.',
                    '**Kunto.** Arvioija tarkastaa maalipinnan, renkaat, sisätilat ja huoltohistorian sekä koeajaa auton. Tähän menee noin 20 minuuttia.',
                    '**Kiinteä hinta.** Saat kirjallisen tarjouksen, joka on voimassa seitsemän päivää tai 500 km.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Ostamme autosi myös ilman vaihtoa' },
                {
                  p: 'Voimme ostaa autosi, vaikka et ostaisikaan meiltä uutta. Maksamme kauppahinnan tilillesi kahden arkipäivän kuluessa omistajanvaihdoksesta. Jos autossa on rahoitusta, maksamme lainan suoraan rahoitusyhtiölle.',
                },
                {
                  p: 'Omistajanvaihdos tehdään sähköisesti, joten tarvitset vain verkkopankkitunnukset, auton molemmat avaimet ja huoltohistorian.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Valmis seuraavaan autoon?',
              text: [{ p: 'Tuo nykyinen autosi mukanasi koeajolle, niin saat hinnan molemmista samana päivänä.' }],
              link: { path: '/osta-auto/vaihtoautot', label: 'Selaa vaihtoautoja' },
              image: 'showroom',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'Trade in your car',
          navTitle: 'Trade-in',
          metaDescription:
            'Trade in your car at Nordvik Autot: how we value it, pay off your loan and give you a firm price that is valid for seven days.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'When you buy your next car from us, your current one can go towards the price. No adverts, no viewings, no hagglers – and responsibility for the car passes to us as soon as you hand over the keys.',
                },
                { h2: 'How we value your car' },
                {
                  ol: [
                    '**Registration number and mileage.** We fetch the car’s technical data and inspection history from the Traficom register.',
                    '**Market data.** We compare your car with actual sale prices of similar cars over the last 90 days – not asking prices.',
                    '**Condition.** An appraiser checks the paintwork, tyres, interior and service history and takes the car for a short drive. It takes about 20 minutes.',
                    '**A firm price.** You get a written offer that is valid for seven days or 500 km.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'We also buy your car outright' },
                {
                  p: 'We can buy your car even if you are not buying one from us. We pay the price into your account within two working days of the change of ownership. If the car is financed, we pay the loan directly to the finance company.',
                },
                {
                  p: 'The change of ownership is done online, so all you need is your online banking credentials, both keys and the service history.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Ready for your next car?',
              text: [{ p: 'Bring your current car along to the test drive, and you will get a price on both the same day.' }],
              link: { path: '/osta-auto/vaihtoautot', label: 'Browse used cars' },
              image: 'showroom',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/auton-omistaminen',
      sortOrder: 20,
      ogImage: 'heroForest',
      content: {
        'fi-FI': {
          title: 'Auton omistaminen',
          metaDescription:
            'Rahoitus, huoltosopimus ja huolto Nordvik Autoista – kaikki, mikä tekee autoilusta helpompaa.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Helpompaa autoilua',
              text: 'Selkeä rahoitus, ennustettavat huoltokulut ja reilu hinta, kun on aika vaihtaa.',
              image: 'heroForest',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Rahoitus',
                  text: 'Osamaksu ja yksityisleasing, päätös saman tien.',
                  link: { path: '/auton-omistaminen/rahoitus' },
                  buttonText: 'Lue lisää',
                  image: 'pattern',
                },
                {
                  title: 'Huoltosopimus',
                  text: 'Huollot, osat ja työ kiinteällä kuukausihinnalla.',
                  link: { path: '/auton-omistaminen/huoltosopimus' },
                  buttonText: 'Mitä sopimus sisältää',
                  image: 'workshop',
                },
                {
                  title: 'Huolto',
                  text: 'Määräaikaishuollot, renkaat ja katsastuspalvelu.',
                  link: { path: '/huolto' },
                  buttonText: 'Huoltopalvelut',
                  image: 'tires',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Muistilista autoilijalle' },
                {
                  ul: [
                    '**Katsastus:** henkilöauto katsastetaan ensimmäisen kerran neljän vuoden kuluttua käyttöönotosta, sitten kuuden ja kahdeksan vuoden iässä ja siitä eteenpäin vuosittain.',
                    '**Talvirenkaat** ovat pakolliset joulu-, tammi- ja helmikuussa. Nastarenkaita saa käyttää pääsääntöisesti marraskuun alusta maaliskuun loppuun sekä muulloinkin, jos keli sitä edellyttää.',
                    '**Huoltoväli:** noudata valmistajan huolto-ohjelmaa, jotta takuu pysyy voimassa – yleensä kerran vuodessa tai 15 000–30 000 km välein.',
                    '**Sähköauto:** tarkistuta jarrut säännöllisesti. Regeneratiivinen jarrutus säästää jarrulevyjä, jolloin ne ruostuvat helposti.',
                  ],
                },
              ],
            },
          ],
        },
        en: {
          title: 'Car ownership',
          metaDescription:
            'Finance, service plans and servicing at Nordvik Autot – everything that makes owning a car easier.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Owning a car, made easier',
              text: 'Clear finance, predictable servicing costs and a fair price when it is time to change.',
              image: 'heroForest',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Finance',
                  text: 'Hire purchase and private leasing, with a decision on the spot.',
                  link: { path: '/auton-omistaminen/rahoitus' },
                  buttonText: 'Read more',
                  image: 'pattern',
                },
                {
                  title: 'Service plan',
                  text: 'Servicing, parts and labour for a fixed monthly price.',
                  link: { path: '/auton-omistaminen/huoltosopimus' },
                  buttonText: 'What is included',
                  image: 'workshop',
                },
                {
                  title: 'Servicing',
                  text: 'Scheduled servicing, tyres and inspection preparation.',
                  link: { path: '/huolto' },
                  buttonText: 'Service options',
                  image: 'tires',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'A checklist for car owners' },
                {
                  ul: [
                    '**Periodic inspection:** a passenger car is first inspected four years after it was first registered, then at six and eight years, and every year after that.',
                    '**Winter tyres** are compulsory in December, January and February. Studded tyres are generally allowed from the start of November to the end of March, and at other times when road conditions require them.',
                    '**Service interval:** follow the manufacturer’s schedule to keep your warranty valid – usually once a year or every 15,000–30,000 km.',
                    '**EVs:** have the brakes checked regularly. Regenerative braking spares the discs, which makes them prone to rust.',
                  ],
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/auton-omistaminen/rahoitus',
      sortOrder: 10,
      content: {
        'fi-FI': {
          title: 'Rahoitus',
          metaTitle: 'Autorahoitus – osamaksu ja yksityisleasing',
          metaDescription:
            'Osamaksu tai yksityisleasing Nordvik Autoista. Luottopäätös muutamassa minuutissa, laina-aika 12–84 kk. Katso esimerkkilaskelma.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Tarjoamme rahoituksen yhteistyökumppaneidemme kautta, ja luottopäätöksen saat yleensä muutamassa minuutissa vielä liikkeessä ollessasi. Käsirahaksi käy käteinen, vaihtoautosi tai näiden yhdistelmä.',
                },
                { h2: 'Osamaksu' },
                {
                  ul: [
                    'Laina-aika 12–84 kuukautta',
                    'Kiinteä tai viitekorkoon sidottu korko',
                    'Mahdollisuus jäännösarvoon, jolloin kuukausierä on pienempi',
                    'Voit maksaa luoton pois ennenaikaisesti milloin tahansa',
                  ],
                },
                {
                  p: '**Esimerkki:** Auton hinta 24 900 €, käsiraha 4 900 €, luoton määrä 20 000 €. Kiinteä korko 4,90 %, avausmaksu 290 €, käsittelymaksu 9 €/kk, laina-aika 60 kk. Kuukausierä 385,51 €. Todellinen vuosikorko 6,68 %. Luoton kokonaiskustannus 3 420,54 €, luoton ja kustannusten yhteismäärä 23 420,54 € ja kokonaishinta käsirahan kanssa 28 320,54 €.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Yksityisleasing' },
                {
                  p: 'Yksityisleasingissa maksat autosta kiinteää kuukausimaksua ilman käsirahaa. Sopimusaika on 24–48 kuukautta ja vuotuinen ajomäärä 10 000–30 000 km. Kuukausimaksuun voidaan sisällyttää huollot, renkaat ja rengashotelli.',
                },
                {
                  p: 'Sopimuskauden lopussa palautat auton ja valitset uuden. Normaali kuluminen on hinnassa mukana; arvioimme auton kunnon palautuksessa yhdessä kanssasi yhteisen kuntokriteeristön mukaan.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Laske oma kuukausieräsi',
              text: [{ p: 'Jokaisen vaihtoauton sivulla näet esimerkkikuukausierän. Valitse auto, niin räätälöimme rahoituksen tilanteesi mukaan.' }],
              link: { path: '/osta-auto/vaihtoautot', label: 'Selaa vaihtoautoja' },
              image: 'showroom',
              reverse: true,
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
        en: {
          title: 'Finance',
          metaTitle: 'Car finance – hire purchase and private leasing',
          metaDescription:
            'Hire purchase or private leasing from Nordvik Autot. A credit decision in minutes, terms from 12 to 84 months. See a representative example.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'We offer finance through our partners, and you will usually have a credit decision within minutes while you are still with us. The deposit can be cash, your current car or a combination of both.',
                },
                { h2: 'Hire purchase' },
                {
                  ul: [
                    'Terms from 12 to 84 months',
                    'Fixed rate or linked to a reference rate',
                    'Optional balloon payment for a lower monthly instalment',
                    'Settle the loan early at any time',
                  ],
                },
                {
                  p: '**Representative example:** Car price €24,900, deposit €4,900, amount of credit €20,000. Fixed interest rate 4.90 %, arrangement fee €290, monthly admin fee €9, term 60 months. Monthly instalment €385.51. APR 6.68 %. Total cost of credit €3,420.54, total amount payable €23,420.54, and total price including deposit €28,320.54.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Private leasing' },
                {
                  p: 'With private leasing you pay a fixed monthly fee and no deposit. Contracts run for 24–48 months with annual mileage of 10,000–30,000 km. Servicing, tyres and tyre storage can be included in the monthly fee.',
                },
                {
                  p: 'At the end of the contract you return the car and choose a new one. Normal wear and tear is included; we assess the car’s condition with you on return using shared, published criteria.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Work out your own monthly payment',
              text: [{ p: 'Every used car page shows an example monthly payment. Choose a car and we will tailor the finance to your situation.' }],
              link: { path: '/osta-auto/vaihtoautot', label: 'Browse used cars' },
              image: 'showroom',
              reverse: true,
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/auton-omistaminen/rahoitus/yksityisleasing',
      sortOrder: 10,
      ogImage: 'family',
      content: {
        'fi-FI': {
          title: 'Yksityisleasing',
          metaDescription:
            'Yksityisleasing Nordvik Autoista: kiinteä kuukausimaksu ilman käsirahaa 24–48 kuukaudeksi, huollot ja renkaanvaihdot mukana.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Yksityisleasingissa maksat auton käytöstä kiinteää kuukausimaksua ilman käsirahaa ja palautat auton sopimuskauden lopussa. Sinun ei tarvitse miettiä, paljonko auto on kolmen vuoden päästä arvoinen.',
                },
                { h2: 'Kuukausimaksuun sisältyy' },
                {
                  ul: [
                    'Sopimusaika 24, 36 tai 48 kuukautta ja ajomäärä 10 000–30 000 km vuodessa',
                    'Valmistajan huolto-ohjelman mukaiset huollot',
                    'Renkaanvaihdot kahdesti vuodessa ja halutessasi rengashotelli',
                    'Nordvik Turva -takuu ja tiepalvelu koko sopimuskauden ajan',
                  ],
                },
                { h2: 'Mitä se maksaa?' },
                {
                  p: 'Esimerkiksi vuoden 2022 Volkswagen ID.4 maksaa yksityisleasingilla 549 € kuukaudessa 36 kuukauden sopimuksella ja 15 000 km:n vuotuisella ajomäärällä. Jos ajat sovittua enemmän, lisäkilometrit laskutetaan sopimuksen päättyessä.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Kun sopimus päättyy' },
                {
                  p: 'Käymme auton läpi yhdessä kanssasi alan yhteisen kuntokriteeristön mukaan. Kivieniskut ja pienet naarmut kuuluvat normaaliin kulumiseen, lommot ja vanteiden vauriot eivät. Voit tämän jälkeen valita uuden leasingauton tai lunastaa nykyisen.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Löydä leasingauto',
              text: [{ p: 'Useimmat varastoautomme ovat saatavilla myös yksityisleasingilla. Kysy tarjousta myyjältä, kun olet löytänyt mieleisesi auton.' }],
              link: { path: '/osta-auto/vaihtoautot', label: 'Selaa vaihtoautoja' },
              image: 'family',
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
        en: {
          title: 'Personal leasing',
          metaDescription:
            'Personal leasing at Nordvik Autot: a fixed monthly fee with no deposit for 24–48 months, with servicing and tyre changes included.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'With personal leasing you pay a fixed monthly fee to use the car, with no deposit, and hand it back when the lease ends. You never have to worry about what the car will be worth in three years.',
                },
                { h2: 'Included in the monthly fee' },
                {
                  ul: [
                    'A term of 24, 36 or 48 months and 10,000–30,000 km a year',
                    'Servicing to the manufacturer’s schedule',
                    'Tyre changes twice a year, and tyre storage if you want it',
                    'Nordvik Turva warranty and roadside assistance throughout the lease',
                  ],
                },
                { h2: 'What does it cost?' },
                {
                  p: 'A 2022 Volkswagen ID.4, for example, costs €549 a month on a 36-month personal lease at 15,000 km a year. If you drive further than agreed, the extra kilometres are invoiced when the lease ends.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'When the lease ends' },
                {
                  p: 'We inspect the car together with you using the industry’s shared condition criteria. Stone chips and light scratches count as normal wear; dents and damaged rims do not. You can then choose a new leased car or buy the one you have.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Find a car to lease',
              text: [{ p: 'Most of the cars in our stock are also available on a personal lease. Ask your sales adviser for a quote once you have found a car you like.' }],
              link: { path: '/osta-auto/vaihtoautot', label: 'Browse used cars' },
              image: 'family',
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/auton-omistaminen/huoltosopimus',
      sortOrder: 20,
      content: {
        'fi-FI': {
          title: 'Huoltosopimus',
          metaDescription:
            'Nordvik Autojen huoltosopimus: valmistajan huolto-ohjelman mukaiset huollot, osat ja työ kiinteällä kuukausihinnalla alkaen 39 €/kk.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Huoltosopimuksella maksat autosi määräaikaishuolloista kiinteää kuukausihintaa, **alkaen 39 €/kk**. Kulut jakautuvat tasaisesti, etkä joudu miettimään, milloin seuraava huolto on edessä – lähetämme muistutuksen hyvissä ajoin.',
                },
                { h2: 'Sopimukseen sisältyy' },
                {
                  ul: [
                    'Kaikki valmistajan huolto-ohjelman mukaiset huollot alkuperäisillä osilla ja hyväksytyillä öljyillä',
                    'Jarrunesteen, raitisilmasuodattimen ja sytytystulppien vaihdot ohjelman mukaan',
                    'Ohjelmistopäivitykset ja suurjänniteakun tarkastus sähköautoissa',
                    'Katsastusta edeltävä tarkastus, jotta auto menee läpi ensimmäisellä kerralla',
                    'Maksuton sijaisauto huollon ajaksi',
                  ],
                },
                {
                  p: 'Lisäksi saat **15 %:n alennuksen** kulutusosista, kuten jarrupaloista, pyyhkijänsulista ja akuista, sekä 10 %:n alennuksen renkaista ja rengashotellista.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Hinta ja sopimusaika' },
                {
                  p: 'Kuukausihinta määräytyy automallin, iän ja vuotuisen ajomäärän mukaan. Esimerkiksi Volkswagen ID.4, jolla ajetaan 15 000 km vuodessa, maksaa 44 €/kk ja bensiinikäyttöinen Škoda Octavia 52 €/kk.',
                },
                {
                  p: 'Sopimuksen voi tehdä 12–60 kuukaudeksi, ja maksu veloitetaan kuukausittain e-laskulla. Jos myyt auton, sopimus siirtyy uudelle omistajalle tai päättyy kuukauden irtisanomisajalla.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Pyydä tarjous',
              text: [{ p: 'Kerro autosi rekisteritunnus ja arvioitu vuotuinen ajomäärä, niin lähetämme tarjouksen sähköpostitse yhden arkipäivän kuluessa.' }],
              link: { path: '/huolto', label: 'Huollon yhteystiedot' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Service plan',
          metaDescription:
            'The Nordvik Autot service plan: servicing to the manufacturer’s schedule, parts and labour for a fixed monthly price from €39.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'With a service plan you pay a fixed monthly price for your car’s scheduled servicing, **from €39 a month**. Costs are spread evenly and you never have to keep track of the next service – we send you a reminder in good time.',
                },
                { h2: 'What the plan includes' },
                {
                  ul: [
                    'All servicing to the manufacturer’s schedule with genuine parts and approved oils',
                    'Brake fluid, cabin filter and spark plug changes as scheduled',
                    'Software updates and a high-voltage battery check on EVs',
                    'A pre-inspection check so your car passes first time',
                    'A free courtesy car while your car is in for service',
                  ],
                },
                {
                  p: 'You also get **15 % off** wear parts such as brake pads, wiper blades and batteries, and 10 % off tyres and tyre storage.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Price and term' },
                {
                  p: 'The monthly price depends on the model, its age and your annual mileage. A Volkswagen ID.4 driven 15,000 km a year, for example, costs €44 a month, and a petrol Škoda Octavia €52.',
                },
                {
                  p: 'Plans run for 12 to 60 months and are billed monthly by e-invoice. If you sell the car, the plan transfers to the new owner or ends with one month’s notice.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Request a quote',
              text: [{ p: 'Send us your registration number and estimated annual mileage, and we will e-mail you a quote within one working day.' }],
              link: { path: '/huolto', label: 'Service contact details' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/auton-omistaminen/nordvik-turva',
      sortOrder: 30,
      content: {
        'fi-FI': {
          title: 'Nordvik Turva -takuu',
          navTitle: 'Nordvik Turva',
          metaDescription:
            'Nordvik Turva -takuu kattaa vaihtoautosi 12 kuukautta tai 20 000 km, ja sen voi jatkaa 36 kuukauteen. Katso, mitä takuu kattaa.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Jokaisella myymällämme alle kymmenen vuotta vanhalla ja alle 200 000 km ajetulla vaihtoautolla on **Nordvik Turva -takuu 12 kuukautta tai 20 000 km** sen mukaan, kumpi täyttyy ensin. Takuu on voimassa kaikissa korjaamoissamme ja hyväksytyissä kumppanikorjaamoissa kaikkialla Pohjoismaissa.',
                },
                { h2: 'Takuu kattaa' },
                {
                  ul: [
                    'Moottorin, vaihteiston ja voimansiirron, myös turbon ja kytkimen (ei normaalia kulumista)',
                    'Sähkö- ja hybridiautojen sähkömoottorin, invertterin ja ajoneuvolaturin',
                    'Ohjauksen, jousituksen ja jarrujärjestelmän (ei jarrupaloja eikä -levyjä)',
                    'Ilmastoinnin, sähköjärjestelmät ja ohjainyksiköt',
                    'Tiepalvelun ympäri vuorokauden kaikkialla Euroopassa',
                  ],
                },
                {
                  p: 'Takuun voi jatkaa 24 tai 36 kuukauteen auton oston yhteydessä. Hinta riippuu automallista ja mittarilukemasta.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Takuu ja virhevastuu' },
                {
                  p: 'Kuluttajansuojalain mukainen virhevastuumme on voimassa takuun lisäksi, eikä takuu rajoita oikeuksiasi. Valmistajan akkutakuu – usein kahdeksan vuotta tai 160 000 km – siirtyy auton mukana uudelle omistajalle.',
                },
                {
                  p: 'Huomasitko vian? Ota yhteyttä toimipisteeseen, josta ostit auton, tai lähetä sähköpostia osoitteeseen takuu@nordvik.example ja kerro rekisteritunnus sekä lyhyt kuvaus viasta.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Pidä takuu voimassa',
              text: [
                {
                  p: 'Takuun edellytyksenä on, että auto huolletaan valmistajan huolto-ohjelman mukaan. Huoltosopimuksella tämä hoituu automaattisesti – muistutamme huollosta hyvissä ajoin.',
                },
              ],
              link: { path: '/auton-omistaminen/huoltosopimus', label: 'Tutustu huoltosopimukseen' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
        en: {
          title: 'Nordvik Turva warranty',
          navTitle: 'Nordvik Turva',
          metaDescription:
            'The Nordvik Turva warranty covers your used car for 12 months or 20,000 km and can be extended to 36 months. See what is covered.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Every used car we sell that is under ten years old with less than 200,000 km on the clock comes with the **Nordvik Turva warranty for 12 months or 20,000 km**, whichever comes first. It is valid at all our workshops and at approved partner workshops throughout the Nordics.',
                },
                { h2: 'What the warranty covers' },
                {
                  ul: [
                    'Engine, gearbox and drivetrain, including turbo and clutch (excluding normal wear)',
                    'Electric motor, inverter and on-board charger on EVs and hybrids',
                    'Steering, suspension and braking system (excluding pads and discs)',
                    'Air conditioning, electrical systems and control units',
                    'Round-the-clock roadside assistance anywhere in Europe',
                  ],
                },
                {
                  p: 'You can extend the warranty to 24 or 36 months when you buy the car. The price depends on the model and mileage.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Warranty and your statutory rights' },
                {
                  p: 'Our liability for defects under the Finnish Consumer Protection Act applies in addition to the warranty, and the warranty does not limit your rights. The manufacturer’s battery warranty – often eight years or 160,000 km – passes to the new owner with the car.',
                },
                {
                  p: 'Found a fault? Contact the location where you bought the car, or e-mail takuu@nordvik.example with your registration number and a short description.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Keep your warranty valid',
              text: [
                {
                  p: 'The warranty requires the car to be serviced to the manufacturer’s schedule. With a service plan that happens automatically – we remind you in good time.',
                },
              ],
              link: { path: '/auton-omistaminen/huoltosopimus', label: 'About service plans' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/auton-omistaminen/vaihtoauton-ostaminen',
      sortOrder: 40,
      content: {
        'fi-FI': {
          title: 'Vaihtoauton ostaminen',
          metaTitle: 'Vaihtoauton ostajan muistilista',
          metaDescription:
            'Muistilista vaihtoauton ostajalle: ajoneuvon tiedot, mittarilukema, rahoitusyhtiön omistuksenpidätys, huoltohistoria, koeajo ja omistajanvaihdos.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Ostatpa auton liikkeestä tai yksityiseltä, kotiläksyt kannattaa tehdä huolella. Käy tämä lista läpi ennen kuin allekirjoitat kauppakirjan.',
                },
                { h2: 'Ennen kuin lähdet katsomaan autoa' },
                {
                  ul: [
                    '**Ajoneuvon tiedot:** tarkista rekisteritunnuksella auton tiedot ja katsastushistoria Traficomin palvelusta.',
                    '**Mittarilukema:** vertaa lukemaa katsastuksissa kirjattuihin lukemiin. Epäjatkuvuus on varoitusmerkki.',
                    '**Rahoitus:** jos rekisterissä omistajana on rahoitusyhtiö, auto on vielä maksamatta. Sovi lainan maksamisesta ennen kauppaa.',
                    '**Huoltohistoria:** pyydä sähköinen huoltohistoria tai leimattu huoltokirja.',
                  ],
                },
                { h2: 'Kun katsot autoa' },
                {
                  ul: [
                    'Katso, ovatko korin saumat tasaiset ja onko maalipinnassa sävyeroja – ne voivat kertoa aiemmista vaurioista.',
                    'Tarkista molempien rengassarjojen urasyvyys ja kuluminen.',
                    'Koeaja sekä kaupungissa että maantiellä, ja kokeile jarrut, kytkin ja kaikki sähkötoiminnot.',
                    'Sähköautosta pyydä dokumentoitu akkutesti.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Kauppakirja ja omistajanvaihdos' },
                {
                  p: 'Tee aina kirjallinen kauppakirja. Omistajanvaihdoksesta on tehtävä ilmoitus Traficomille, ja sen voi hoitaa verkossa pankkitunnuksilla. Ostajan on huolehdittava, että autolla on liikennevakuutus ennen kuin sillä lähdetään liikenteeseen.',
                },
                {
                  p: 'Autoliikkeestä ostaessasi sinua suojaa kuluttajansuojalaki. Meiltä saat lisäksi kuntoraportin, akkutestin ja [Nordvik Turva -takuun](/auton-omistaminen/nordvik-turva) – ja hoidamme omistajanvaihdoksen puolestasi.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Olemme tarkastaneet autot puolestasi',
              text: [{ p: 'Jokainen vaihtoautomme on käynyt läpi 120 kohdan kuntotarkastuksen ennen kuin se tulee myyntiin.' }],
              link: { path: '/osta-auto/vaihtoautot', label: 'Selaa vaihtoautoja' },
              image: 'showroom',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'Buying a used car',
          metaTitle: 'Used car buyer’s checklist',
          metaDescription:
            'A checklist for used car buyers: vehicle records, mileage, finance company ownership, service history, test drive and change of ownership.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Whether you buy from a dealer or privately, it pays to do your homework. Go through this list before you sign the purchase contract.',
                },
                { h2: 'Before you go and see the car' },
                {
                  ul: [
                    '**Vehicle records:** look up the car’s details and inspection history by registration number in the Traficom service.',
                    '**Mileage:** compare it with the readings recorded at inspections. Any gaps are a warning sign.',
                    '**Finance:** if a finance company is registered as the owner, the car has not yet been paid off. Agree how the loan will be settled before you buy.',
                    '**Service history:** ask for the digital service history or a stamped service book.',
                  ],
                },
                { h2: 'When you see the car' },
                {
                  ul: [
                    'Check that the panel gaps are even and look for differences in paint colour – they can point to earlier damage.',
                    'Check the tread depth and wear on both sets of tyres.',
                    'Test drive both in town and on the open road, and try the brakes, clutch and every electrical function.',
                    'For an EV, ask for a documented battery test.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Contract and change of ownership' },
                {
                  p: 'Always make a written purchase contract. The change of ownership must be reported to Traficom, which you can do online with your banking credentials. The buyer must make sure the car has motor liability insurance before driving it.',
                },
                {
                  p: 'When you buy from a dealer, you are protected by the Consumer Protection Act. With us you also get a condition report, a battery test and the [Nordvik Turva warranty](/auton-omistaminen/nordvik-turva) – and we handle the change of ownership for you.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'We have done the checks for you',
              text: [{ p: 'Every used car we sell has passed a 120-point inspection before it goes on sale.' }],
              link: { path: '/osta-auto/vaihtoautot', label: 'Browse used cars' },
              image: 'showroom',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/auton-omistaminen/talviautoilu',
      sortOrder: 50,
      ogImage: 'heroWinter',
      content: {
        'fi-FI': {
          title: 'Talviautoilu',
          metaDescription:
            'Vinkit talviautoiluun: talvirenkaat, akku, lohkolämmitin ja sähköauton esilämmitys. Varaa talvitarkastus Nordvik Autoista.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Valmiina talveen',
              text: 'Pimeät aamut, liukkaat tiet ja kova pakkanen koettelevat autoa. Pienellä valmistautumisella talvi sujuu ilman yllätyksiä.',
              link: { path: '/huolto', label: 'Varaa talvitarkastus' },
              buttonType: 'Primary',
              image: 'heroWinter',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Muistilista ennen pakkasia' },
                {
                  ul: [
                    '**Talvirenkaat** ovat pakolliset joulu-, tammi- ja helmikuussa. Urasyvyyden on oltava vähintään 3 mm, mutta suosittelemme uusimaan renkaat viimeistään 5 mm:n kohdalla.',
                    '**Akku:** pakkanen heikentää akkua. Yli viisi vuotta vanha akku kannattaa testauttaa syksyllä.',
                    '**Lohkolämmitin** säästää moottoria ja polttoainetta. Käytä sitä, kun lämpötila laskee alle +5 °C.',
                    '**Sähköauto:** esilämmitä auto ja akku latauksen aikana, niin toimintamatka pysyy pidempänä.',
                    '**Lasinpesuneste ja pyyhkijänsulat:** vaihda pakkasenkestävään nesteeseen ajoissa ja uusi kuluneet sulat.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Talvitarkastus 49 €',
              text: [
                {
                  p: 'Tarkastamme akun, renkaat, valot, pyyhkijät, jäähdytysnesteen ja lohkolämmittimen. Talvitarkastus on maksuton [huoltosopimusasiakkaille](/auton-omistaminen/huoltosopimus).',
                },
              ],
              link: { path: '/huolto/renkaat', label: 'Renkaat ja renkaanvaihto' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Winter driving',
          metaDescription:
            'Tips for winter driving: winter tyres, battery, engine block heater and preheating your EV. Book a winter check at Nordvik Autot.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Ready for winter',
              text: 'Dark mornings, slippery roads and hard frost test every car. With a little preparation, winter runs without surprises.',
              link: { path: '/huolto', label: 'Book a winter check' },
              buttonType: 'Primary',
              image: 'heroWinter',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Checklist before the frost' },
                {
                  ul: [
                    '**Winter tyres** are compulsory in December, January and February. They need at least 3 mm of tread, but we recommend replacing them at 5 mm at the latest.',
                    '**Battery:** frost weakens the battery. Have a battery older than five years tested in the autumn.',
                    '**An engine block heater** saves the engine and fuel. Use it when the temperature drops below +5 °C.',
                    '**EVs:** preheat the car and battery while charging to keep the range longer.',
                    '**Washer fluid and wiper blades:** switch to frost-resistant fluid in time and replace worn blades.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Winter check €49',
              text: [
                {
                  p: 'We check the battery, tyres, lights, wipers, coolant and engine block heater. The winter check is free for [service plan customers](/auton-omistaminen/huoltosopimus).',
                },
              ],
              link: { path: '/huolto/renkaat', label: 'Tyres and tyre changes' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/huolto',
      sortOrder: 30,
      ogImage: 'workshop',
      content: {
        'fi-FI': {
          title: 'Huolto',
          metaTitle: 'Huolto, renkaat ja katsastuspalvelu',
          metaDescription:
            'Merkkihuolto Helsingissä, Espoossa, Tampereella ja Turussa: määräaikaishuollot, renkaanvaihto, rengashotelli, katsastuspalvelu ja sähköautojen huolto.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Huolto kaikille automerkeille',
              text: 'Valtuutettu huolto Volkswagenille, Škodalle, Audille ja Kialle – ja valmistajan ohjeiden mukainen huolto kaikille muille merkeille.',
              link: { path: '/loyda-meidat', label: 'Huollon yhteystiedot' },
              buttonType: 'Primary',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Huoltopalvelumme' },
                {
                  ul: [
                    '**Määräaikaishuolto** valmistajan ohjelman mukaan – takuu säilyy, merkistä riippumatta',
                    '**Katsastuspalvelu:** tarkastamme auton ennakkoon ja viemme sen katsastukseen puolestasi',
                    '**Renkaanvaihto ja rengashotelli**, sisältää pesun, tasapainotuksen ja urasyvyyden mittauksen',
                    '**Sähköautot ja hybridit:** akkudiagnostiikka, ohjelmistopäivitykset ja suurjännitejärjestelmien korjaukset',
                    '**Jarrut, pakoputkisto ja suuntaus**',
                    '**Tuulilasit ja lasivauriot** – laskutamme vakuutusyhtiötä suoraan',
                  ],
                },
                {
                  p: 'Hinnat alkaen: määräaikaishuolto pienautoon 289 €, renkaanvaihto 59 €, rengashotelli 119 €/kausi. Annamme aina hinta-arvion ennen työn aloittamista.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Ajanvaraus ja aukioloajat' },
                {
                  p: 'Varaa huoltoaika sähköpostilla osoitteesta huolto@nordvik.example tai tule käymään huoltovastaanotossa. Kerro rekisteritunnus, mittarilukema ja mitä autolle pitää tehdä – vastaamme yhden arkipäivän kuluessa.',
                },
                {
                  ul: [
                    '**Helsinki (Konala):** ma–pe 7.00–17.00',
                    '**Espoo:** ma–pe 7.00–16.00',
                    '**Tampere:** ma–pe 7.00–16.00',
                    '**Turku:** ma–pe 7.30–16.00',
                  ],
                },
                {
                  p: 'Rengaskausina loka–marraskuussa ja huhtikuussa palvelemme myös lauantaisin.',
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Huoltosopimus',
                  text: 'Kiinteä kuukausihinta alkaen 39 €/kk.',
                  link: { path: '/auton-omistaminen/huoltosopimus' },
                  image: 'pattern',
                },
                {
                  title: 'Rengashotelli',
                  text: 'Säilytämme renkaasi ja vaihdamme ne kauden vaihtuessa.',
                  link: { path: '/huolto/renkaat/rengashotelli' },
                  image: 'tires',
                },
                {
                  title: 'Löydä meidät',
                  text: 'Neljä huoltoa pääkaupunkiseudulla, Tampereella ja Turussa.',
                  link: { path: '/loyda-meidat' },
                  image: 'dealership',
                },
                {
                  title: 'Katsastuspalvelu',
                  text: 'Tarkastamme auton ja viemme sen katsastukseen puolestasi.',
                  link: { path: '/huolto/katsastuspalvelu' },
                  image: 'workshop',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Servicing',
          metaTitle: 'Servicing, tyres and inspection preparation',
          metaDescription:
            'Franchised servicing in Helsinki, Espoo, Tampere and Turku: scheduled servicing, tyre changes, tyre storage, inspection preparation and EV servicing.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Servicing for every make',
              text: 'Authorised service for Volkswagen, Škoda, Audi and Kia – and servicing to the manufacturer’s specification for every other make.',
              link: { path: '/loyda-meidat', label: 'Service contact details' },
              buttonType: 'Primary',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Our services' },
                {
                  ul: [
                    '**Scheduled servicing** to the manufacturer’s schedule – your warranty stays valid, whatever the make',
                    '**Inspection service:** we pre-check your car and take it to the inspection station for you',
                    '**Tyre changes and tyre storage**, including washing, balancing and tread depth measurement',
                    '**EVs and hybrids:** battery diagnostics, software updates and high-voltage repairs',
                    '**Brakes, exhausts and wheel alignment**',
                    '**Windscreens and glass damage** – we invoice your insurer directly',
                  ],
                },
                {
                  p: 'Prices from: scheduled service for a small car €289, tyre change €59, tyre storage €119 per season. We always give you an estimate before starting work.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Bookings and opening hours' },
                {
                  p: 'Book a service by e-mail at huolto@nordvik.example or visit our service reception. Tell us your registration number, mileage and what the car needs – we reply within one working day.',
                },
                {
                  ul: [
                    '**Helsinki (Konala):** Mon–Fri 7:00–17:00',
                    '**Espoo:** Mon–Fri 7:00–16:00',
                    '**Tampere:** Mon–Fri 7:00–16:00',
                    '**Turku:** Mon–Fri 7:30–16:00',
                  ],
                },
                {
                  p: 'During the tyre seasons in October–November and April we are also open on Saturdays.',
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Service plan',
                  text: 'A fixed monthly price from €39.',
                  link: { path: '/auton-omistaminen/huoltosopimus' },
                  image: 'pattern',
                },
                {
                  title: 'Tyre storage',
                  text: 'We store your tyres and swap them when the season changes.',
                  link: { path: '/huolto/renkaat/rengashotelli' },
                  image: 'tires',
                },
                {
                  title: 'Find us',
                  text: 'Four workshops in the capital region, Tampere and Turku.',
                  link: { path: '/loyda-meidat' },
                  image: 'dealership',
                },
                {
                  title: 'Inspection service',
                  text: 'We check the car and take it to its inspection for you.',
                  link: { path: '/huolto/katsastuspalvelu' },
                  image: 'workshop',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/huolto/maaraaikaishuolto',
      sortOrder: 10,
      ogImage: 'workshop',
      content: {
        'fi-FI': {
          title: 'Määräaikaishuolto',
          metaDescription:
            'Valmistajan huolto-ohjelman mukainen määräaikaishuolto kaikille automerkeille alkaen 289 €. Takuu säilyy, ja saat hinta-arvion ennen työn aloittamista.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Teemme määräaikaishuollon valmistajan huolto-ohjelman mukaan, joten auton takuu säilyy – myös merkeillä, joita emme myy. Käytämme alkuperäisiä tai laadultaan vastaavia osia ja valmistajan hyväksymiä öljyjä.',
                },
                { h2: 'Huoltoon sisältyy' },
                {
                  ul: [
                    'Öljyn- ja suodattimienvaihdot huolto-ohjelman mukaan',
                    'Jarrujen, renkaiden, valojen ja alustan tarkastus',
                    'Vikakoodien luku ja ohjelmistopäivitykset',
                    'Sähköautoissa suurjänniteakun ja sen jäähdytysjärjestelmän tarkastus',
                    'Merkintä auton sähköiseen huoltohistoriaan',
                  ],
                },
                {
                  p: 'Pienauton määräaikaishuolto alkaen 289 €. Annamme aina hinta-arvion ennen työn aloittamista ja soitamme ennen kuin teemme mitään sovitun lisäksi.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Huollot kiinteällä kuukausihinnalla',
              text: [
                {
                  p: 'Huoltosopimuksella maksat määräaikaishuolloista tasaista kuukausihintaa alkaen 39 €/kk, ja sijaisauto sisältyy hintaan.',
                },
              ],
              link: { path: '/auton-omistaminen/huoltosopimus', label: 'Tutustu huoltosopimukseen' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'Scheduled servicing',
          navTitle: 'Servicing',
          metaDescription:
            'Scheduled servicing to the manufacturer’s programme for every make from €289. Your warranty stays valid, and you get an estimate before work begins.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'We service your car to the manufacturer’s programme, so your warranty stays valid – even on makes we do not sell. We use genuine or equivalent-quality parts and manufacturer-approved oils.',
                },
                { h2: 'What the service includes' },
                {
                  ul: [
                    'Oil and filter changes according to the programme',
                    'Inspection of brakes, tyres, lights and underbody',
                    'Reading fault codes and installing software updates',
                    'On EVs, a check of the high-voltage battery and its cooling system',
                    'An entry in the car’s digital service history',
                  ],
                },
                {
                  p: 'Scheduled servicing for a small car from €289. We always give you an estimate before work begins, and call you before doing anything beyond what was agreed.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Servicing for a fixed monthly price',
              text: [
                {
                  p: 'With a service plan you pay an even monthly price for scheduled servicing from €39 a month, with a courtesy car included.',
                },
              ],
              link: { path: '/auton-omistaminen/huoltosopimus', label: 'About service plans' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/huolto/renkaat',
      sortOrder: 20,
      ogImage: 'tires',
      content: {
        'fi-FI': {
          title: 'Renkaat ja renkaanvaihto',
          navTitle: 'Renkaat',
          metaDescription:
            'Renkaanvaihto 59 €, uudet kesä- ja talvirenkaat sekä rengashotelli kaikissa Nordvik Autojen toimipisteissä. Hyvä tietää nastarenkaista ja urasyvyydestä.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Oikeat renkaat oikeaan aikaan',
              text: 'Renkaanvaihdot, uudet renkaat ja rengashotelli kaikissa neljässä toimipisteessä.',
              link: { path: '/huolto/renkaat/rengashotelli', label: 'Tutustu rengashotelliin' },
              buttonType: 'Primary',
              image: 'tires',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Renkaanvaihto' },
                {
                  p: 'Renkaanvaihto maksaa 59 € ja sisältää rengaspaineiden ja urasyvyyden tarkastuksen. Kiristämme pultit momenttiavaimella ja kerromme, jos renkaat kannattaa uusia ennen seuraavaa kautta.',
                },
                { h2: 'Hyvä tietää' },
                {
                  ul: [
                    'Talvirenkaat ovat pakolliset joulu-, tammi- ja helmikuussa.',
                    'Nastarenkaita saa käyttää pääsääntöisesti marraskuun alusta maaliskuun loppuun sekä muulloinkin, jos keli sitä edellyttää.',
                    'Talvirenkaissa urasyvyyden on oltava vähintään 3 mm ja kesärenkaissa 1,6 mm. Suosittelemme uusimaan talvirenkaat 5 mm:n ja kesärenkaat 3 mm:n kohdalla.',
                    'Sähköautot ovat painavia ja vääntävät voimakkaasti – valitse renkaat, joiden kantavuusluokka riittää.',
                  ],
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Rengashotelli',
                  text: 'Säilytämme renkaasi turvallisesti kausien välillä.',
                  link: { path: '/huolto/renkaat/rengashotelli' },
                  buttonText: 'Lue lisää',
                  image: 'tires',
                },
                {
                  title: 'Talviautoilu',
                  text: 'Muistilista ennen pakkasia.',
                  link: { path: '/auton-omistaminen/talviautoilu' },
                  buttonText: 'Lue vinkit',
                  image: 'heroWinter',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Tyres and tyre changes',
          navTitle: 'Tyres',
          metaDescription:
            'Tyre changes for €59, new summer and winter tyres and tyre storage at every Nordvik Autot location. Good to know about studded tyres and tread depth.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'The right tyres at the right time',
              text: 'Tyre changes, new tyres and tyre storage at all four of our locations.',
              link: { path: '/huolto/renkaat/rengashotelli', label: 'About tyre storage' },
              buttonType: 'Primary',
              image: 'tires',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Tyre changes' },
                {
                  p: 'A tyre change costs €59 and includes a check of tyre pressures and tread depth. We tighten the bolts with a torque wrench and tell you if the tyres should be replaced before next season.',
                },
                { h2: 'Good to know' },
                {
                  ul: [
                    'Winter tyres are compulsory in December, January and February.',
                    'Studded tyres are generally allowed from the beginning of November to the end of March, and at other times when road conditions require them.',
                    'Winter tyres need at least 3 mm of tread and summer tyres 1.6 mm. We recommend replacing winter tyres at 5 mm and summer tyres at 3 mm.',
                    'EVs are heavy and have a lot of torque – choose tyres with a sufficient load index.',
                  ],
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Tyre storage',
                  text: 'We store your tyres safely between seasons.',
                  link: { path: '/huolto/renkaat/rengashotelli' },
                  buttonText: 'Read more',
                  image: 'tires',
                },
                {
                  title: 'Winter driving',
                  text: 'A checklist before the frost.',
                  link: { path: '/auton-omistaminen/talviautoilu' },
                  buttonText: 'Read the tips',
                  image: 'heroWinter',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/huolto/renkaat/rengashotelli',
      sortOrder: 10,
      ogImage: 'tires',
      content: {
        'fi-FI': {
          title: 'Rengashotelli',
          metaDescription:
            'Nordvik Autojen rengashotelli: renkaanvaihto, pesu, tarkastus ja vakuutettu säilytys 119 eurolla kaudessa. Muistutamme, kun on vaihdon aika.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Unohda renkaiden raahaaminen varastosta takakonttiin ja takaisin. Rengashotellissa renkaasi säilyvät kuivassa, pimeässä ja vakuutettuina, ja ne ovat valmiina, kun on vaihdon aika.',
                },
                { h2: 'Kauden hintaan 119 € sisältyy' },
                {
                  ul: [
                    'Renkaanvaihto ja pulttien kiristys momenttiavaimella',
                    'Renkaiden ja vanteiden pesu ennen varastointia',
                    'Urasyvyyden mittaus ja vauriotarkastus, tuloksineen ja kuvineen tekstiviestiraportissa',
                    'Vakuutettu säilytys rekisteritunnuksella merkittynä',
                    'Muistutus tekstiviestillä, kun rengaskausi lähestyy',
                  ],
                },
                {
                  p: 'Huoltosopimusasiakkaana saat rengashotellista 10 %:n alennuksen. [Lue lisää huoltosopimuksesta](/auton-omistaminen/huoltosopimus).',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Tarvitsetko uudet renkaat?',
              text: [
                {
                  p: 'Jos tarkastuksessa huomataan, että renkaat ovat kuluneet, saat meiltä tarjouksen uusista – ja ne odottavat vanteille asennettuina seuraavalla käynnilläsi.',
                },
              ],
              link: { path: '/loyda-meidat', label: 'Toimipisteiden yhteystiedot' },
              image: 'tires',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
        en: {
          title: 'Tyre storage',
          metaDescription:
            'Tyre storage at Nordvik Autot: tyre change, washing, inspection and insured storage for €119 per season. We remind you when it is time to change.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'No more hauling tyres out of the storeroom and into the boot. In our tyre hotel your tyres are kept dry, dark and insured, and they are ready when it is time to change.',
                },
                { h2: 'Included in the €119 season price' },
                {
                  ul: [
                    'A tyre change, with the bolts tightened with a torque wrench',
                    'Washing of tyres and rims before storage',
                    'Tread depth measurement and a damage check, with results and photos in a text message report',
                    'Insured storage, labelled with your registration number',
                    'A text reminder when the tyre season approaches',
                  ],
                },
                {
                  p: 'Service plan customers get 10 % off tyre storage. [Read more about service plans](/auton-omistaminen/huoltosopimus).',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Need new tyres?',
              text: [
                {
                  p: 'If the inspection shows your tyres are worn, we will quote you for new ones – fitted on rims and ready for your next visit.',
                },
              ],
              link: { path: '/loyda-meidat', label: 'Location contact details' },
              image: 'tires',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/huolto/katsastuspalvelu',
      sortOrder: 30,
      content: {
        'fi-FI': {
          title: 'Katsastuspalvelu',
          metaDescription:
            'Katsastuspalvelu Nordvik Autoista: tarkastamme auton ennakkoon, korjaamme viat ja viemme auton katsastukseen puolestasi. 39 € + katsastusmaksu.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Katsastuspalvelussa tarkastamme autosi etukäteen, korjaamme löytyneet viat sopimuksen mukaan ja viemme auton katsastusasemalle puolestasi. Palvelu maksaa 39 € katsastusaseman maksun lisäksi, ja sen voi yhdistää määräaikaishuoltoon.',
                },
                { h2: 'Milloin auto katsastetaan?' },
                {
                  p: 'Henkilöauto katsastetaan ensimmäisen kerran neljän vuoden kuluttua käyttöönotosta, sitten kuuden ja kahdeksan vuoden iässä ja siitä eteenpäin vuosittain. Auton katsastuksen määräajan näet Traficomin palvelusta.',
                },
                { h2: 'Katsastuksessa tarkastetaan muun muassa' },
                {
                  ul: [
                    'Jarrut, ohjaus ja jousitus',
                    'Valot, lasit ja näkyvyys',
                    'Korin ja alustan ruoste ja vauriot',
                    'Pakokaasupäästöt polttomoottoriautoissa',
                    'Mittarilukema, joka kirjataan rekisteriin',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Hylätty katsastus?',
              text: [
                {
                  p: 'Jos auto hylätään, viat on korjattava ja auto vietävä jälkitarkastukseen kuukauden kuluessa. Saat meiltä korjauksesta hinta-arvion heti, ja hoidamme jälkitarkastuksen ilman palvelumaksua, kun korjaus tehdään meillä.',
                },
              ],
              link: { path: '/huolto/maaraaikaishuolto', label: 'Määräaikaishuolto' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'Inspection service',
          metaDescription:
            'Inspection service at Nordvik Autot: we check the car in advance, fix any faults and take it to the inspection station for you. €39 plus the inspection fee.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'With our inspection service we check your car in advance, fix any faults as agreed and take it to the inspection station for you. The service costs €39 on top of the inspection station’s fee, and can be combined with scheduled servicing.',
                },
                { h2: 'When is the inspection due?' },
                {
                  p: 'A passenger car is first inspected four years after it was first registered, then at six and eight years, and every year after that. You can check your car’s inspection deadline in the Traficom service.',
                },
                { h2: 'The inspection covers, among other things' },
                {
                  ul: [
                    'Brakes, steering and suspension',
                    'Lights, windows and visibility',
                    'Rust and damage to the body and underbody',
                    'Exhaust emissions on combustion-engine cars',
                    'Mileage, which is recorded in the register',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Did the car fail?',
              text: [
                {
                  p: 'If the car fails, the faults must be fixed and the car taken for a re-inspection within a month. We give you a repair estimate straight away, and handle the re-inspection without a service fee when we do the repair.',
                },
              ],
              link: { path: '/huolto/maaraaikaishuolto', label: 'Scheduled servicing' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/loyda-meidat',
      sortOrder: 40,
      content: {
        'fi-FI': {
          title: 'Löydä meidät',
          metaTitle: 'Toimipisteet Helsingissä, Espoossa, Tampereella ja Turussa',
          metaDescription:
            'Nordvik Autojen toimipisteiden osoitteet ja aukioloajat Helsingissä, Espoossa, Tampereella ja Turussa – myynti, huolto ja rengashotelli.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Meillä on neljä toimipistettä, joissa kaikissa on autokauppa, huolto ja rengashotelli. Lähetä meille sähköpostia, niin vastaamme yhden arkipäivän kuluessa – tai tule käymään ilman ajanvarausta.',
                },
                { h2: 'Helsinki – Konala' },
                {
                  p: 'Ristipellontie 20, Helsinki. Myynti: ma–pe 9–18, la 10–15. Huolto: ma–pe 7–17. Sähköposti: helsinki@nordvik.example. [Lisätietoa toimipisteestä](/loyda-meidat/helsinki-konala)',
                },
                { h2: 'Espoo' },
                {
                  p: 'Juvan teollisuuskatu 14, Espoo. Myynti: ma–pe 9–18, la 10–15. Huolto: ma–pe 7–16. Sähköposti: espoo@nordvik.example. [Lisätietoa toimipisteestä](/loyda-meidat/espoo)',
                },
                { h2: 'Tampere' },
                {
                  p: 'Hatanpään valtatie 40, Tampere. Myynti: ma–pe 9–17, la 10–14. Huolto: ma–pe 7–16. Sähköposti: tampere@nordvik.example. [Lisätietoa toimipisteestä](/loyda-meidat/tampere)',
                },
                { h2: 'Turku' },
                {
                  p: 'Skanssinkatu 10, Turku. Myynti: ma–pe 9–17, la 10–14. Huolto: ma–pe 7.30–16. Sähköposti: turku@nordvik.example. [Lisätietoa toimipisteestä](/loyda-meidat/turku)',
                },
              ],
            },
            { blockType: 'dealerSiteList', title: 'Toimipisteemme' },
            {
              blockType: 'blurb',
              title: 'Helppo tulla – myös sähköautolla',
              text: [
                {
                  p: 'Kaikissa toimipisteissä on maksuton asiakaspysäköinti ja asiakkaiden käytössä oleva pikalaturi. Konalaan pääset kätevästi Kehä I:ltä, ja Tampereella olemme lyhyen bussimatkan päässä keskustasta.',
                },
              ],
              link: { path: '/huolto', label: 'Huoltopalvelut' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'Find us',
          metaTitle: 'Locations in Helsinki, Espoo, Tampere and Turku',
          metaDescription:
            'Addresses and opening hours for Nordvik Autot in Helsinki, Espoo, Tampere and Turku – sales, servicing and tyre storage.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'We have four locations, each with car sales, servicing and tyre storage. E-mail us and we will reply within one working day – or just drop by, no appointment needed.',
                },
                { h2: 'Helsinki – Konala' },
                {
                  p: 'Ristipellontie 20, Helsinki. Sales: Mon–Fri 9–18, Sat 10–15. Servicing: Mon–Fri 7–17. E-mail: helsinki@nordvik.example. [More about this location](/loyda-meidat/helsinki-konala)',
                },
                { h2: 'Espoo' },
                {
                  p: 'Juvan teollisuuskatu 14, Espoo. Sales: Mon–Fri 9–18, Sat 10–15. Servicing: Mon–Fri 7–16. E-mail: espoo@nordvik.example. [More about this location](/loyda-meidat/espoo)',
                },
                { h2: 'Tampere' },
                {
                  p: 'Hatanpään valtatie 40, Tampere. Sales: Mon–Fri 9–17, Sat 10–14. Servicing: Mon–Fri 7–16. E-mail: tampere@nordvik.example. [More about this location](/loyda-meidat/tampere)',
                },
                { h2: 'Turku' },
                {
                  p: 'Skanssinkatu 10, Turku. Sales: Mon–Fri 9–17, Sat 10–14. Servicing: Mon–Fri 7:30–16. E-mail: turku@nordvik.example. [More about this location](/loyda-meidat/turku)',
                },
              ],
            },
            { blockType: 'dealerSiteList', title: 'Our locations' },
            {
              blockType: 'blurb',
              title: 'Easy to reach – by EV too',
              text: [
                {
                  p: 'Every location has free customer parking and a rapid charger for customers. Konala is easy to reach from Ring I, and in Tampere we are a short bus ride from the city centre.',
                },
              ],
              link: { path: '/huolto', label: 'Servicing' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/loyda-meidat/helsinki-konala',
      sortOrder: 10,
      ogImage: 'heroCity',
      menuImage: 'heroCity',
      content: {
        'fi-FI': {
          title: 'Nordvik Autot Helsinki – Konala',
          navTitle: 'Helsinki – Konala',
          metaDescription:
            'Nordvik Autot Konalassa, Ristipellontie 20: vaihtoautot ja sähköautot, Volkswagen ja Audi, huolto, kolarikorjaamo ja rengashotelli.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Autot Helsinki – Konala',
              text: 'Ristipellontie 20, aivan Kehä I:n varrella. Myynti, huolto, kolarikorjaamo ja rengashotelli saman katon alla.',
              image: 'heroCity',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Aukioloajat' },
                {
                  ul: [
                    '**Myynti:** ma–pe 9–18, la 10–15',
                    '**Huolto:** ma–pe 7–17',
                    '**Kolarikorjaamo:** ma–pe 7–15.30',
                  ],
                },
                { h2: 'Palvelumme Konalassa' },
                {
                  p: 'Volkswagenin ja Audin valtuutettu myynti ja huolto, noin 100 vaihtoautoa varastossa ja kolarikorjaamo, joka laskuttaa vakuutusyhtiötä suoraan. Asiakastilassa on langaton verkko, kahvia ja työpisteitä, ja autoa voi ladata odotellessa yhdellä neljästä pikalaturista.',
                },
                { p: 'Sähköposti: helsinki@nordvik.example' },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Näin löydät perille' },
                {
                  p: 'Autolla tulet Kehä I:ltä Konalan liittymästä, ja matka Ristipellontielle kestää pari minuuttia. Joukkoliikenteellä pääset perille Kehä I:tä kulkevilla busseilla. Asiakaspysäköinti on maksuton.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Nordvik Autot Helsinki – Konala',
          navTitle: 'Helsinki – Konala',
          metaDescription:
            'Nordvik Autot in Konala, Ristipellontie 20: used cars and EVs, Volkswagen and Audi, servicing, body shop and tyre storage.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Autot Helsinki – Konala',
              text: 'Ristipellontie 20, right by Ring I. Sales, servicing, a body shop and tyre storage under one roof.',
              image: 'heroCity',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Opening hours' },
                {
                  ul: [
                    '**Sales:** Mon–Fri 9:00–18:00, Sat 10:00–15:00',
                    '**Servicing:** Mon–Fri 7:00–17:00',
                    '**Body shop:** Mon–Fri 7:00–15:30',
                  ],
                },
                { h2: 'What we offer in Konala' },
                {
                  p: 'Authorised Volkswagen and Audi sales and servicing, around 100 used cars in stock and a body shop that invoices your insurer directly. The customer lounge has Wi-Fi, coffee and desks, and you can charge your car on one of four rapid chargers while you wait.',
                },
                { p: 'E-mail: helsinki@nordvik.example' },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Getting here' },
                {
                  p: 'By car, leave Ring I at the Konala exit – Ristipellontie is a couple of minutes away. By public transport, take one of the buses that run along Ring I. Customer parking is free.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/loyda-meidat/espoo',
      sortOrder: 20,
      ogImage: 'dealership',
      menuImage: 'dealership',
      content: {
        'fi-FI': {
          title: 'Nordvik Autot Espoo',
          navTitle: 'Espoo',
          metaDescription:
            'Nordvik Autot Espoon Juvanmalmilla, Juvan teollisuuskatu 14: vaihtoautot, Volkswagen ja Škoda, huolto ja rengashotelli.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Autot Espoo',
              text: 'Juvan teollisuuskatu 14 – ensimmäinen toimipisteemme Suomessa vuodesta 2009.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Aukioloajat' },
                {
                  ul: ['**Myynti:** ma–pe 9–18, la 10–15', '**Huolto:** ma–pe 7–16'],
                },
                { h2: 'Palvelumme Espoossa' },
                {
                  p: 'Volkswagenin ja Škodan valtuutettu myynti ja huolto, noin 80 vaihtoautoa varastossa ja rengashotelli, jossa on tilaa 4 000 rengassarjalle. Juvanmalmille pääsee kätevästi Kehä III:lta, ja pihassa on kaksi asiakkaiden pikalaturia.',
                },
                { p: 'Sähköposti: espoo@nordvik.example' },
              ],
            },
          ],
        },
        en: {
          title: 'Nordvik Autot Espoo',
          navTitle: 'Espoo',
          metaDescription:
            'Nordvik Autot in Juvanmalmi, Espoo, Juvan teollisuuskatu 14: used cars, Volkswagen and Škoda, servicing and tyre storage.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Autot Espoo',
              text: 'Juvan teollisuuskatu 14 – our first location in Finland, since 2009.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Opening hours' },
                {
                  ul: ['**Sales:** Mon–Fri 9:00–18:00, Sat 10:00–15:00', '**Servicing:** Mon–Fri 7:00–16:00'],
                },
                { h2: 'What we offer in Espoo' },
                {
                  p: 'Authorised Volkswagen and Škoda sales and servicing, around 80 used cars in stock and tyre storage for 4,000 sets of tyres. Juvanmalmi is easy to reach from Ring III, and there are two rapid chargers for customers.',
                },
                { p: 'E-mail: espoo@nordvik.example' },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/loyda-meidat/tampere',
      sortOrder: 30,
      ogImage: 'heroForest',
      menuImage: 'heroForest',
      content: {
        'fi-FI': {
          title: 'Nordvik Autot Tampere',
          navTitle: 'Tampere',
          metaDescription:
            'Nordvik Autot Tampereella, Hatanpään valtatie 40: vaihtoautot, Škoda ja Kia, huolto ja rengashotelli koko Pirkanmaalle.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Autot Tampere',
              text: 'Hatanpään valtatie 40 – myynti, huolto ja rengashotelli koko Pirkanmaalle.',
              image: 'heroForest',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Aukioloajat' },
                {
                  ul: ['**Myynti:** ma–pe 9–17, la 10–14', '**Huolto:** ma–pe 7–16'],
                },
                { h2: 'Palvelumme Tampereella' },
                {
                  p: 'Škodan ja Kian valtuutettu myynti ja huolto sekä laaja valikoima nelivetoisia vaihtoautoja ja vetokoukullisia farmareita. Keskustasta pääset meille bussilla noin kymmenessä minuutissa, joten auton voi jättää huoltoon matkalla töihin.',
                },
                { p: 'Sähköposti: tampere@nordvik.example' },
              ],
            },
          ],
        },
        en: {
          title: 'Nordvik Autot Tampere',
          navTitle: 'Tampere',
          metaDescription:
            'Nordvik Autot in Tampere, Hatanpään valtatie 40: used cars, Škoda and Kia, servicing and tyre storage for the whole Pirkanmaa region.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Autot Tampere',
              text: 'Hatanpään valtatie 40 – sales, servicing and tyre storage for the whole Pirkanmaa region.',
              image: 'heroForest',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Opening hours' },
                {
                  ul: ['**Sales:** Mon–Fri 9:00–17:00, Sat 10:00–14:00', '**Servicing:** Mon–Fri 7:00–16:00'],
                },
                { h2: 'What we offer in Tampere' },
                {
                  p: 'Authorised Škoda and Kia sales and servicing, plus a wide choice of all-wheel-drive used cars and estates with tow bars. The bus from the city centre takes about ten minutes, so you can drop your car off for servicing on your way to work.',
                },
                { p: 'E-mail: tampere@nordvik.example' },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/loyda-meidat/turku',
      sortOrder: 40,
      ogImage: 'heroCoast',
      menuImage: 'heroCoast',
      content: {
        'fi-FI': {
          title: 'Nordvik Autot Turku',
          navTitle: 'Turku',
          metaDescription:
            'Nordvik Autot Turun Skanssissa, Skanssinkatu 10: vaihtoautot, Kia ja Škoda, huolto ja rengashotelli Varsinais-Suomessa.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Autot Turku',
              text: 'Skanssinkatu 10 – uusin toimipisteemme, avattu vuonna 2021.',
              image: 'heroCoast',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Aukioloajat' },
                {
                  ul: ['**Myynti:** ma–pe 9–17, la 10–14', '**Huolto:** ma–pe 7.30–16'],
                },
                { h2: 'Palvelumme Turussa' },
                {
                  p: 'Kian ja Škodan valtuutettu myynti ja huolto, vaihtoautoja koko Nordvik-konsernin varastosta ja moderni korjaamo, jossa on omat nostimet sähköautoille. Skanssin kauppakeskus on kävelymatkan päässä, joten huollon odotusajan voi käyttää asioiden hoitamiseen.',
                },
                { p: 'Sähköposti: turku@nordvik.example' },
              ],
            },
          ],
        },
        en: {
          title: 'Nordvik Autot Turku',
          navTitle: 'Turku',
          metaDescription:
            'Nordvik Autot in Skanssi, Turku, Skanssinkatu 10: used cars, Kia and Škoda, servicing and tyre storage in Southwest Finland.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Nordvik Autot Turku',
              text: 'Skanssinkatu 10 – our newest location, opened in 2021.',
              image: 'heroCoast',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Opening hours' },
                {
                  ul: ['**Sales:** Mon–Fri 9:00–17:00, Sat 10:00–14:00', '**Servicing:** Mon–Fri 7:30–16:00'],
                },
                { h2: 'What we offer in Turku' },
                {
                  p: 'Authorised Kia and Škoda sales and servicing, used cars from across Nordvik Group’s stock and a modern workshop with dedicated EV lifts. The Skanssi shopping centre is within walking distance, so you can run errands while your car is serviced.',
                },
                { p: 'E-mail: turku@nordvik.example' },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/meista',
      sortOrder: 50,
      navigableWithChildren: false,
      ogImage: 'dealership',
      content: {
        'fi-FI': {
          title: 'Meistä',
          metaDescription:
            'Nordvik Autot on osa pohjoismaista Nordvik Groupia. Tutustu yritykseemme, arvoihimme ja toimipisteisiimme.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Autoalan ammattilaisia vuodesta 1962',
              text: 'Perheomisteinen konserni, jolla on autoliikkeitä Ruotsissa, Norjassa, Suomessa, Isossa-Britanniassa ja Slovakiassa.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Paikallisesti juurtunut' },
                {
                  p: 'Nordvik Autot aloitti toimintansa Espoossa vuonna 2009, ja nykyään meillä työskentelee noin 140 ihmistä neljässä toimipisteessä. Myymme ja huollamme autoja, korjaamme kolarivaurioita ja säilytämme renkaita – ja koulutamme joka vuosi uusia ajoneuvoasentajia oppisopimuksella.',
                },
                {
                  p: 'Uskomme pitkiin asiakassuhteisiin: auto myydään rehellisesti, huolletaan oikein ja otetaan aikanaan vaihdossa reiluun hintaan.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Nordvik Autot lukuina' },
                {
                  ul: [
                    'Noin 6 000 myytyä autoa vuodessa, joista yli puolet ladattavia',
                    'Yli 35 000 huoltokäyntiä vuodessa neljässä korjaamossa',
                    'Rengashotelleissa tilaa yli 12 000 rengassarjalle',
                    'Asiakastyytyväisyys 4,7/5 yli 8 000 palautteen perusteella',
                  ],
                },
                {
                  p: 'Kuulumme pohjoismaiseen Nordvik Groupiin, jonka toimipisteissä Ruotsissa, Norjassa, Suomessa, Isossa-Britanniassa ja Slovakiassa työskentelee yli 2 000 ihmistä. Konsernin koko näkyy asiakkaalle laajempana valikoimana ja yhteisinä ostoetuina – palvelu pysyy paikallisena.',
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Yritys',
                  text: 'Historiamme, arvomme ja vastuullisuus.',
                  link: { path: '/meista/yritys' },
                  image: 'showroom',
                },
                {
                  title: 'Löydä meidät',
                  text: 'Osoitteet ja aukioloajat.',
                  link: { path: '/loyda-meidat' },
                  image: 'dealership',
                },
                {
                  title: 'Vaihtoautot',
                  text: 'Katso, mitä meillä on juuri nyt myynnissä.',
                  link: { path: '/osta-auto/vaihtoautot' },
                  image: 'heroForest',
                },
              ],
            },
          ],
        },
        en: {
          title: 'About us',
          metaDescription:
            'Nordvik Autot is part of the Nordic Nordvik Group. Learn about our company, our values and our locations.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Car professionals since 1962',
              text: 'A family-owned group with dealerships in Sweden, Norway, Finland, the UK and Slovakia.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Rooted locally' },
                {
                  p: 'Nordvik Autot opened in Espoo in 2009 and today employs around 140 people across four locations. We sell and service cars, repair accident damage and store tyres – and every year we train new vehicle technicians through apprenticeships.',
                },
                {
                  p: 'We believe in long customer relationships: a car should be sold honestly, serviced properly and, in time, taken back in part exchange at a fair price.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Nordvik Autot in numbers' },
                {
                  ul: [
                    'Around 6,000 cars sold a year, more than half of them plug-in',
                    'Over 35,000 workshop visits a year across four workshops',
                    'Tyre storage space for more than 12,000 sets of tyres',
                    'Customer satisfaction of 4.7/5 based on more than 8,000 reviews',
                  ],
                },
                {
                  p: 'We belong to the Nordic Nordvik Group, which employs more than 2,000 people at its sites in Sweden, Norway, Finland, the UK and Slovakia. For customers, the size of the group means a wider choice and shared purchasing benefits – while the service stays local.',
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Company',
                  text: 'Our history, values and responsibility.',
                  link: { path: '/meista/yritys' },
                  image: 'showroom',
                },
                {
                  title: 'Find us',
                  text: 'Addresses and opening hours.',
                  link: { path: '/loyda-meidat' },
                  image: 'dealership',
                },
                {
                  title: 'Used cars',
                  text: 'See what we have for sale right now.',
                  link: { path: '/osta-auto/vaihtoautot' },
                  image: 'heroForest',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/meista/yritys',
      sortOrder: 10,
      content: {
        'fi-FI': {
          title: 'Yritys',
          metaDescription:
            'Nordvik Autot Oy: Espoosta vuonna 2009 alkanut autoliike, jolla on nyt neljä toimipistettä ja noin 140 työntekijää.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik Group sai alkunsa pienestä autokorjaamosta Ruotsissa vuonna 1962. Suomeen tulimme vuonna 2009, kun avasimme ensimmäisen toimipisteemme Espooseen. Sen jälkeen mukaan ovat tulleet Tampere vuonna 2013, Helsingin Konala vuonna 2017 ja Turku vuonna 2021.',
                },
                { h2: 'Arvomme' },
                {
                  ul: [
                    '**Rehellisyys:** kuntoraportti jokaisesta vaihtoautosta ja hinta-arvio ennen jokaista huoltotyötä.',
                    '**Ammattitaito:** asentajillamme on alan perustutkinto, ja yli puolet on koulutettu suurjännitetöihin.',
                    '**Läheisyys:** päätökset tekevät paikalliset ihmiset, jotka tuntevat asiakkaat ja markkinat.',
                    '**Vastuullisuus:** kierrätämme renkaat, öljyt ja akut, ja kaikki toimipisteemme käyttävät uusiutuvaa sähköä.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Töihin meille' },
                {
                  p: 'Haemme säännöllisesti automyyjiä, huoltoneuvojia ja ajoneuvoasentajia, ja otamme joka vuosi oppisopimusopiskelijoita. Lähetä avoin hakemus osoitteeseen rekry@nordvik.example – luemme jokaisen.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Tervetuloa käymään',
              text: [{ p: 'Paras tapa tutustua meihin on kupillinen kahvia jossakin autoliikkeistämme.' }],
              link: { path: '/loyda-meidat', label: 'Toimipisteemme' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'Company',
          metaDescription:
            'Nordvik Autot Oy: a dealership that started in Espoo in 2009 and now has four locations and around 140 employees.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik Group began as a small car workshop in Sweden in 1962. We came to Finland in 2009, opening our first location in Espoo, and have since added Tampere in 2013, Konala in Helsinki in 2017 and Turku in 2021.',
                },
                { h2: 'Our values' },
                {
                  ul: [
                    '**Honesty:** a condition report on every used car and a cost estimate before every service job.',
                    '**Expertise:** our technicians hold a vocational qualification, and more than half are trained for high-voltage work.',
                    '**Closeness:** decisions are made locally, by people who know the customers and the market.',
                    '**Responsibility:** we recycle tyres, oils and batteries, and all our locations run on renewable electricity.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Work with us' },
                {
                  p: 'We regularly recruit sales advisers, service advisers and vehicle technicians, and take on apprentices every year. Send an open application to rekry@nordvik.example – we read every one.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Come and say hello',
              text: [{ p: 'The best way to get to know us is over a cup of coffee in one of our showrooms.' }],
              link: { path: '/loyda-meidat', label: 'Our locations' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/meista/yritys/vastuullisuus',
      sortOrder: 10,
      content: {
        'fi-FI': {
          title: 'Vastuullisuus',
          metaDescription:
            'Vastuullisuus Nordvik Autoissa: uusiutuva sähkö, renkaiden, öljyjen ja akkujen kierrätys, sähköiset sijaisautot ja päästötavoitteet vuoteen 2030.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Haluamme myydä ja huoltaa autoja tavalla, johon asiakkaat voivat luottaa ja joka kuormittaa ympäristöä mahdollisimman vähän. Vastuullisuus näkyy arjessamme korjaamon lattialta hankintoihin.',
                },
                { h2: 'Ympäristö' },
                {
                  ul: [
                    'Kaikki toimipisteemme käyttävät uusiutuvaa sähköä.',
                    'Käytetyt renkaat, öljyt, suodattimet ja akut toimitetaan asianmukaiseen kierrätykseen.',
                    'Pesuhalleissa on öljynerotin, ja pesuvesi kierrätetään.',
                    'Sijaisautomme ovat täyssähköautoja.',
                    'Vuoteen 2030 mennessä oman toimintamme päästöt ovat puolet vuoden 2019 tasosta.',
                  ],
                },
                { h2: 'Ihmiset' },
                {
                  p: 'Koulutamme joka vuosi uusia ajoneuvoasentajia oppisopimuksella, ja asentajamme saavat säännöllisesti valmistajien koulutusta. Edellytämme, että kaikki toimittajamme sitoutuvat Nordvik Groupin toimittajien toimintaperiaatteisiin.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Haluatko töihin meille?',
              text: [{ p: 'Etsimme jatkuvasti automyyjiä, huoltoneuvojia ja ajoneuvoasentajia.' }],
              link: { path: '/meista/tyopaikat', label: 'Avoimet työpaikat' },
              image: 'pattern',
              reverse: true,
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
        en: {
          title: 'Sustainability',
          metaDescription:
            'Sustainability at Nordvik Autot: renewable electricity, recycling of tyres, oils and batteries, electric courtesy cars and emission targets for 2030.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'We want to sell and service cars in a way customers can trust and with as little impact on the environment as possible. That shows in our everyday work, from the workshop floor to our purchasing.',
                },
                { h2: 'Environment' },
                {
                  ul: [
                    'All our locations run on renewable electricity.',
                    'Used tyres, oils, filters and batteries go to proper recycling.',
                    'Our car washes have oil separators, and the wash water is recycled.',
                    'Our courtesy cars are fully electric.',
                    'By 2030, emissions from our own operations will be half of the 2019 level.',
                  ],
                },
                { h2: 'People' },
                {
                  p: 'Every year we train new vehicle technicians through apprenticeships, and our technicians receive regular manufacturer training. We require all our suppliers to commit to the Nordvik Group Supplier Code of Conduct.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Want to work with us?',
              text: [{ p: 'We are always looking for sales advisers, service advisers and vehicle technicians.' }],
              link: { path: '/meista/tyopaikat', label: 'Open positions' },
              image: 'pattern',
              reverse: true,
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/meista/tyopaikat',
      sortOrder: 20,
      ogImage: 'workshop',
      content: {
        'fi-FI': {
          title: 'Työpaikat',
          metaDescription:
            'Töihin Nordvik Autoihin: ajoneuvoasentaja, huoltoneuvoja, automyyjä tai oppisopimusopiskelija Helsingissä, Espoossa, Tampereella tai Turussa.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Tule meille töihin',
              text: 'Noin 140 kollegaa neljässä toimipisteessä – ja tilaa uusille.',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Keitä etsimme?' },
                {
                  ul: [
                    '**Ajoneuvoasentajia ja kolarikorjaajia** – suurjännitekokemus on eduksi, mutta koulutamme sinut',
                    '**Huoltoneuvojia**, jotka osaavat selittää tekniikan selkeästi',
                    '**Automyyjiä**, jotka haluavat neuvoa asiakasta eivätkä painostaa kauppaan',
                    '**Oppisopimusopiskelijoita** ajoneuvoalalle',
                  ],
                },
                { h2: 'Mitä tarjoamme' },
                {
                  p: 'Työehtosopimuksen mukaiset palkat ja edut, kattavan työterveyshuollon, liikunta- ja kulttuuriedun, autovalmistajien sertifioinnit sekä työpaikan, jossa esihenkilötkin ovat tehneet töitä korjaamon lattialla.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Lähetä avoin hakemus',
              text: [{ p: 'Eikö sopivaa paikkaa ole juuri nyt auki? Lähetä CV ja muutama sana itsestäsi osoitteeseen rekry@nordvik.example – luemme jokaisen hakemuksen.' }],
              link: { path: '/loyda-meidat', label: 'Toimipisteemme' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
        en: {
          title: 'Careers',
          metaDescription:
            'Work at Nordvik Autot: vehicle technician, service adviser, sales adviser or apprentice in Helsinki, Espoo, Tampere or Turku.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Come and work with us',
              text: 'Around 140 colleagues at four locations – and room for more.',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Who are we looking for?' },
                {
                  ul: [
                    '**Vehicle technicians and body repairers** – high-voltage experience is a plus, but we will train you',
                    '**Service advisers** who can explain technical things clearly',
                    '**Sales advisers** who would rather advise customers than pressure them',
                    '**Apprentices** in the automotive trade',
                  ],
                },
                { h2: 'What we offer' },
                {
                  p: 'Pay and benefits under the collective agreement, comprehensive occupational healthcare, a sports and culture benefit, manufacturer certifications and a workplace where the managers have worked on the workshop floor too.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Send an open application',
              text: [{ p: 'No suitable opening right now? Send your CV and a few words about yourself to rekry@nordvik.example – we read every application.' }],
              link: { path: '/loyda-meidat', label: 'Our locations' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/meista/tietosuoja',
      sortOrder: 30,
      content: {
        'fi-FI': {
          title: 'Tietosuoja ja evästeet',
          metaDescription:
            'Näin Nordvik Autot käsittelee henkilötietojasi ja käyttää evästeitä verkkosivustollaan, ja näin muutat evästeasetuksiasi.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Käsittelemme henkilötietojasi vain siihen, mihin niitä tarvitaan: autokaupan, huollon ja asiakaspalvelun hoitamiseen sekä – suostumuksellasi – markkinointiin. Noudatamme EU:n yleistä tietosuoja-asetusta.',
                },
                { h2: 'Evästeet' },
                {
                  ul: [
                    '**Välttämättömät evästeet** muistavat kielivalintasi, evästeasetuksesi ja sen, oletko sulkenut ilmoituksen. Niitä ei voi kytkeä pois.',
                    '**Tilastoevästeet** kertovat meille, mitä sivuja käytetään, jotta voimme parantaa sivustoa. Tiedot ovat anonyymejä.',
                    '**Markkinointievästeet** antavat meidän ja kumppaneidemme näyttää sinua kiinnostavia mainoksia.',
                  ],
                },
                {
                  p: 'Voit muuttaa tai perua suostumuksesi milloin tahansa sivun alalaidan kohdasta ”Evästeasetukset”.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Oikeutesi' },
                {
                  p: 'Sinulla on oikeus tarkastaa tietosi, pyytää niiden korjaamista tai poistamista ja vastustaa niiden käsittelyä. Lähetä pyyntö osoitteeseen tietosuoja@nordvik.example. Voit myös tehdä valituksen tietosuojavaltuutetun toimistolle.',
                },
              ],
            },
          ],
        },
        en: {
          title: 'Privacy and cookies',
          metaDescription:
            'How Nordvik Autot processes your personal data and uses cookies on its website, and how to change your cookie settings.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'We process your personal data only as needed: to handle car sales, servicing and customer service, and – with your consent – for marketing. We comply with the EU General Data Protection Regulation.',
                },
                { h2: 'Cookies' },
                {
                  ul: [
                    '**Necessary cookies** remember your language, your cookie settings and whether you have closed a notice. They cannot be switched off.',
                    '**Statistics cookies** tell us which pages are used, so we can improve the website. The data is anonymous.',
                    '**Marketing cookies** let us and our partners show you ads that may interest you.',
                  ],
                },
                {
                  p: 'You can change or withdraw your consent at any time under “Cookie settings” at the bottom of the page.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Your rights' },
                {
                  p: 'You have the right to access your data, ask for it to be corrected or erased, and object to its processing. Send your request to tietosuoja@nordvik.example. You can also lodge a complaint with the Office of the Data Protection Ombudsman.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/uutiset',
      sortOrder: 45,
      ogImage: 'heroForest',
      content: {
        'fi-FI': {
          title: 'Uutiset',
          metaTitle: 'Uutiset ja vinkit – Nordvik Autot',
          metaDescription:
            'Nordvik Autojen uutiset ja vinkit: uudet mallit, sähköautoilu, talviautoilu, huoltovinkit ja tapahtumat Helsingissä, Espoossa, Tampereella ja Turussa.',
          layout: [
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Täältä löydät ajankohtaiset uutiset toimipisteistämme sekä asentajiemme ja myyjiemme vinkit – talviautoilusta ja sähköauton latauksesta vaihtoauton ostamiseen. Suodata aiheen mukaan ja löydä sinua kiinnostavat jutut.',
                },
              ],
            },
            { blockType: 'storiesList', layout: 'TwoColumns', showDates: true, highlightLatestStory: true },
          ],
        },
        en: {
          title: 'News',
          metaTitle: 'News and tips – Nordvik Autot',
          metaDescription:
            'News and tips from Nordvik Autot: new models, electric driving, winter driving, servicing advice and events in Helsinki, Espoo, Tampere and Turku.',
          layout: [
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'The latest news from our sites and tips from our technicians and sales advisers – from winter driving and EV charging to buying a used car. Filter by topic to find the stories that interest you.',
                },
              ],
            },
            { blockType: 'storiesList', layout: 'TwoColumns', showDates: true, highlightLatestStory: true },
          ],
        },
      },
    },
    {
      path: '/sivua-ei-loydy',
      notFound: true,
      hideInNavigation: true,
      content: {
        'fi-FI': {
          title: 'Sivua ei löytynyt',
          metaDescription: 'Etsimääsi sivua ei löytynyt tai se on siirretty.',
          layout: [
            {
              blockType: 'notFoundHero',
              title: 'Sivua ei löytynyt',
              text: 'Valitettavasti etsimääsi sivua ei löytynyt. Se on voitu siirtää, tai linkissä voi olla kirjoitusvirhe. Kokeile jotakin alla olevista pikalinkeistä.',
              link: { path: '/', label: 'Etusivulle' },
            },
            {
              blockType: 'cardList',
              heading: 'Etsitkö tätä?',
              cards: [
                { title: 'Vaihtoautot', text: 'Kaikki autot varastossa.', link: { path: '/osta-auto/vaihtoautot' }, image: 'showroom' },
                { title: 'Huolto', text: 'Huoltopalvelut ja aukioloajat.', link: { path: '/huolto' }, image: 'workshop' },
                { title: 'Löydä meidät', text: 'Osoitteet ja yhteystiedot.', link: { path: '/loyda-meidat' }, image: 'dealership' },
              ],
            },
          ],
        },
        en: {
          title: 'Page not found',
          metaDescription: 'The page you are looking for does not exist or has moved.',
          layout: [
            {
              blockType: 'notFoundHero',
              title: 'Page not found',
              text: 'Sorry, we could not find the page you were looking for. It may have moved, or the link may contain a typo. Try one of the shortcuts below.',
              link: { path: '/', label: 'Go to the home page' },
            },
            {
              blockType: 'cardList',
              heading: 'Were you looking for one of these?',
              cards: [
                { title: 'Used cars', text: 'Every car in stock.', link: { path: '/osta-auto/vaihtoautot' }, image: 'showroom' },
                { title: 'Servicing', text: 'Services and opening hours.', link: { path: '/huolto' }, image: 'workshop' },
                { title: 'Find us', text: 'Addresses and contact details.', link: { path: '/loyda-meidat' }, image: 'dealership' },
              ],
            },
          ],
        },
      },
    },
  ],
}
