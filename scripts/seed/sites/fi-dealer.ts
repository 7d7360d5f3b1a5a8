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
              blockType: 'heroBanner',
              title: 'Autoja pohjoisen olosuhteisiin',
              text: 'Tarkastetut vaihtoautot ja sähköautot takuulla, oma auto vaihdossa ja merkkihuolto samasta paikasta. Tervetuloa Helsinkiin, Espooseen, Tampereelle ja Turkuun.',
              link: { path: '/osta-auto/vaihtoautot', label: 'Katso vaihtoautot' },
              buttonType: 'Primary',
              image: 'heroWinter',
              textColor: 'White',
              contentPlacement: 'Bottom',
              variant: 'FullScreen',
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
              blockType: 'heroBanner',
              title: 'Cars for northern conditions',
              text: 'Quality-checked used cars and EVs with warranty, part exchange and franchised servicing under one roof. Visit us in Helsinki, Espoo, Tampere and Turku.',
              link: { path: '/osta-auto/vaihtoautot', label: 'Browse used cars' },
              buttonType: 'Primary',
              image: 'heroWinter',
              textColor: 'White',
              contentPlacement: 'Bottom',
              variant: 'FullScreen',
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
                  p: 'Saat kirjallisen hyvityshinnan, joka on voimassa seitsemän päivää tai 500 km. Jos autossa on lainaa, maksamme sen suoraan rahoitusyhtiölle ja vähennämme summan hyvityksestä.',
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
                  p: 'You receive a written offer valid for seven days or 500 km. If there is finance outstanding on the car, we settle it directly with the lender and deduct it from the offer.',
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
      content: {
        'fi-FI': {
          title: 'Vaihtoautot',
          metaTitle: 'Vaihtoautot ja käytetyt sähköautot',
          metaDescription:
            'Selaa Nordvik Autojen vaihtoautoja ja käytettyjä sähköautoja Helsingissä, Espoossa, Tampereella ja Turussa. Takuu, kuntoraportti ja rahoitus.',
          layout: [
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
      path: '/auton-omistaminen/huoltosopimus',
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
                  link: { path: '/loyda-meidat' },
                  image: 'tires',
                },
                {
                  title: 'Löydä meidät',
                  text: 'Neljä huoltoa pääkaupunkiseudulla, Tampereella ja Turussa.',
                  link: { path: '/loyda-meidat' },
                  image: 'dealership',
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
                  link: { path: '/loyda-meidat' },
                  image: 'tires',
                },
                {
                  title: 'Find us',
                  text: 'Four workshops in the capital region, Tampere and Turku.',
                  link: { path: '/loyda-meidat' },
                  image: 'dealership',
                },
              ],
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
                  p: 'Ristipellontie 20, Helsinki. Myynti: ma–pe 9–18, la 10–15. Huolto: ma–pe 7–17. Sähköposti: helsinki@nordvik.example',
                },
                { h2: 'Espoo' },
                {
                  p: 'Juvan teollisuuskatu 14, Espoo. Myynti: ma–pe 9–18, la 10–15. Huolto: ma–pe 7–16. Sähköposti: espoo@nordvik.example',
                },
                { h2: 'Tampere' },
                {
                  p: 'Hatanpään valtatie 40, Tampere. Myynti: ma–pe 9–17, la 10–14. Huolto: ma–pe 7–16. Sähköposti: tampere@nordvik.example',
                },
                { h2: 'Turku' },
                {
                  p: 'Skanssinkatu 10, Turku. Myynti: ma–pe 9–17, la 10–14. Huolto: ma–pe 7.30–16. Sähköposti: turku@nordvik.example',
                },
              ],
            },
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
                  p: 'Ristipellontie 20, Helsinki. Sales: Mon–Fri 9–18, Sat 10–15. Servicing: Mon–Fri 7–17. E-mail: helsinki@nordvik.example',
                },
                { h2: 'Espoo' },
                {
                  p: 'Juvan teollisuuskatu 14, Espoo. Sales: Mon–Fri 9–18, Sat 10–15. Servicing: Mon–Fri 7–16. E-mail: espoo@nordvik.example',
                },
                { h2: 'Tampere' },
                {
                  p: 'Hatanpään valtatie 40, Tampere. Sales: Mon–Fri 9–17, Sat 10–14. Servicing: Mon–Fri 7–16. E-mail: tampere@nordvik.example',
                },
                { h2: 'Turku' },
                {
                  p: 'Skanssinkatu 10, Turku. Sales: Mon–Fri 9–17, Sat 10–14. Servicing: Mon–Fri 7:30–16. E-mail: turku@nordvik.example',
                },
              ],
            },
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
      path: '/meista',
      sortOrder: 50,
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
      path: '/sivua-ei-loydy',
      notFound: true,
      hideInNavigation: true,
      content: {
        'fi-FI': {
          title: 'Sivua ei löytynyt',
          metaDescription: 'Etsimääsi sivua ei löytynyt tai se on siirretty.',
          layout: [
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Valitettavasti etsimääsi sivua ei löytynyt. Se on voitu siirtää, tai linkissä voi olla kirjoitusvirhe. Kokeile jotakin alla olevista pikalinkeistä tai palaa [etusivulle](/).',
                },
              ],
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
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Sorry, we could not find the page you were looking for. It may have moved, or the link may contain a typo. Try one of the shortcuts below or go back to the [home page](/).',
                },
              ],
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
