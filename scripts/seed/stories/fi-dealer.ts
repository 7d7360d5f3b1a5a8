import type { SeedStories } from '../types'

/** Ajankohtaista: Nordvik Autot (Helsinki-Konala, Espoo, Tampere, Turku; Volkswagen, Audi, Škoda, Kia). */
export const stories: SeedStories = {
  indexPath: '/uutiset',
  tags: [
    { key: 'sahkoautot', value: { 'fi-FI': 'Sähköautot', en: 'Electric cars' } },
    { key: 'renkaat', value: { 'fi-FI': 'Renkaat', en: 'Tyres' } },
    { key: 'huolto', value: { 'fi-FI': 'Huolto', en: 'Servicing' } },
    { key: 'uudet-mallit', value: { 'fi-FI': 'Uudet mallit', en: 'New models' } },
    { key: 'tapahtumat', value: { 'fi-FI': 'Tapahtumat', en: 'Events' } },
  ],
  stories: [
    {
      slug: 'sahkoauto-pakkasella',
      date: '2025-01-14T08:30:00Z',
      author: 'Mikko Virtanen',
      tags: ['sahkoautot'],
      image: {
        scene: 'hero-winter',
        variant: 'dawn',
        carColor: '#2f7a4f',
        alt: 'Vihreä sähköauto ajovalot päällä lumisella maantiellä aamuhämärässä',
      },
      content: {
        'fi-FI': {
          title: 'Sähköauto pakkasella: näin toimintamatka säilyy',
          premble:
            'Tammikuun pakkaset ovat sähköauton kovin koetus. Kokosimme huoltomme ja asiakkaidemme kokemukset siitä, mikä oikeasti auttaa.',
          body: [
            {
              p: 'Kun mittari näyttää –20 astetta, sähköauton toimintamatka lyhenee tyypillisesti 20–30 prosenttia. Syy on yksinkertainen: kylmä akku luovuttaa energiaa hitaammin, ja matkustamon lämmittäminen vie virtaa, joka muuten kuluisi ajamiseen. Akku ei kuitenkaan vaurioidu pakkasesta, ja keväällä toimintamatka palaa ennalleen.',
            },
            { h2: 'Viisi vinkkiä talviajoon' },
            {
              ul: [
                '**Esilämmitä auto latauksen aikana.** Ajasta lähtöaika sovellukseen, niin akku ja matkustamo lämpenevät verkkovirralla.',
                '**Käytä istuin- ja ratinlämmitystä.** Ne lämmittävät suoraan kuljettajaa ja kuluttavat murto-osan sisälämmittimen energiasta.',
                '**Tarkista rengaspaineet.** Kylmä ilma laskee painetta, ja vajaat renkaat lisäävät kulutusta.',
                '**Jätä varaa.** Pikalataus on kylmällä akulla hitaampaa, joten suunnittele pysähdykset väljästi.',
                '**Lämmitä akku ennen pikalatausta.** Useimmat mallit tekevät sen itse, kun asetat pikalaturin navigaattorin määränpääksi.',
              ],
            },
            { h2: 'Lämpöpumppu kannattaa' },
            {
              p: 'Jos ostat käytettyä sähköautoa, etsi mallia, jossa on lämpöpumppu. Se lämmittää matkustamoa selvästi vastuslämmitintä pienemmällä energialla, ja ero näkyy talvella suoraan toimintamatkassa. Kerromme jokaisessa ilmoituksessa, onko autossa lämpöpumppu ja mikä on akun kunto.',
            },
            {
              p: 'Lue lisää [sähköautoista](/osta-auto/sahkoautot) ja [talviautoilusta](/auton-omistaminen/talviautoilu).',
            },
          ],
        },
        en: {
          title: 'EVs in the frost: how to keep your range',
          premble:
            'January’s hard frosts are the toughest test for an electric car. We gathered the experience of our technicians and customers on what really helps.',
          body: [
            {
              p: 'When the thermometer reads –20 °C, an EV’s range typically drops by 20–30 per cent. The reason is simple: a cold battery releases its energy more slowly, and heating the cabin takes power that would otherwise go to driving. The frost does not damage the battery, though, and the range returns in spring.',
            },
            { h2: 'Five tips for winter driving' },
            {
              ul: [
                '**Preheat while charging.** Set a departure time in the app, and the battery and cabin warm up on mains power.',
                '**Use the heated seats and steering wheel.** They warm the driver directly and use a fraction of the cabin heater’s energy.',
                '**Check tyre pressures.** Cold air lowers the pressure, and under-inflated tyres increase consumption.',
                '**Leave a margin.** Rapid charging is slower with a cold battery, so plan your stops generously.',
                '**Warm the battery before rapid charging.** Most models do this themselves when you set a rapid charger as the destination in the navigation.',
              ],
            },
            { h2: 'A heat pump is worth it' },
            {
              p: 'If you are buying a used EV, look for one with a heat pump. It heats the cabin with far less energy than a resistive heater, and in winter you see the difference directly in the range. Every one of our listings states whether the car has a heat pump and what its battery health is.',
            },
            {
              p: 'Read more about [electric cars](/osta-auto/sahkoautot) and [winter driving](/auton-omistaminen/talviautoilu).',
            },
          ],
        },
      },
    },
    {
      slug: 'skoda-elroq-saapui',
      date: '2025-02-25T10:00:00Z',
      author: 'Anna Korhonen',
      tags: ['uudet-mallit', 'sahkoautot'],
      image: {
        scene: 'showroom',
        variant: 'day',
        carColor: '#5e7d6a',
        alt: 'Vihreä Škoda Elroq esillä valoisassa autoliikkeessä',
      },
      content: {
        'fi-FI': {
          title: 'Škoda Elroq saapui Espooseen, Tampereelle ja Turkuun',
          premble:
            'Škodan uusi kompakti sähköauto on nyt esillä ja koeajettavissa kolmessa toimipisteessämme. Ensimmäiset asiakasautot luovutetaan keväällä.',
          body: [
            {
              p: 'Elroq on Škodan toinen täyssähköauto Enyaqin jälkeen ja samalla ensimmäinen malli, jossa näkyy merkin uusi Modern Solid -muotokieli. Kooltaan se asettuu Karoqin tuntumaan: ulkomitoiltaan kompakti mutta sisältä yllättävän tilava.',
            },
            { h2: 'Tärkeimmät tiedot' },
            {
              ul: [
                'Kolme akkuvaihtoehtoa: Elroq 50, 60 ja 85',
                'WLTP-toimintamatka Elroq 85 -mallissa yli 550 km',
                'Tavaratilaa 470 litraa',
                'Jarrullisen perävaunun suurin massa jopa 1 200 kg',
              ],
            },
            { h2: 'Tule koeajolle' },
            {
              p: 'Elroqia voi koeajaa Espoossa, Tampereella ja Turussa arkisin ilman ajanvarausta. Jos haluat kokeilla autoa pidempään, voit lainata sitä yön yli ja testata latausta omalla kotilaturillasi.',
            },
            {
              p: 'Kerromme mielellämme myös [rahoitusvaihtoehdoista](/auton-omistaminen/rahoitus), kuten osamaksusta ja yksityisleasingista. Toimipisteiden osoitteet löydät sivulta [Löydä meidät](/loyda-meidat).',
            },
          ],
        },
        en: {
          title: 'Škoda Elroq arrives in Espoo, Tampere and Turku',
          premble:
            'Škoda’s new compact electric car is now on display and available for test drives at three of our locations. The first customer cars will be handed over in spring.',
          body: [
            {
              p: 'The Elroq is Škoda’s second fully electric car after the Enyaq, and the first model to show the brand’s new Modern Solid design language. In size it sits close to the Karoq: compact on the outside, surprisingly roomy inside.',
            },
            { h2: 'Key facts' },
            {
              ul: [
                'Three battery options: Elroq 50, 60 and 85',
                'A WLTP range of more than 550 km for the Elroq 85',
                '470 litres of boot space',
                'A braked towing capacity of up to 1,200 kg',
              ],
            },
            { h2: 'Come for a test drive' },
            {
              p: 'You can test drive the Elroq in Espoo, Tampere and Turku on weekdays, no appointment needed. If you want to try it for longer, borrow it overnight and test charging on your own home charger.',
            },
            {
              p: 'We are also happy to talk you through [finance options](/auton-omistaminen/rahoitus) such as hire purchase and personal leasing. You will find our addresses on the [Find us](/loyda-meidat) page.',
            },
          ],
        },
      },
    },
    {
      slug: 'kesarenkaat-vaihtoon',
      date: '2025-03-27T07:45:00Z',
      author: 'Petri Lehtonen',
      tags: ['renkaat'],
      image: { scene: 'tires', variant: 'day', alt: 'Kesärenkaita ja vanteita rengashotellin hyllyillä' },
      content: {
        'fi-FI': {
          title: 'Kesärenkaiden vaihto: milloin on oikea hetki?',
          premble:
            'Nastarenkaiden käyttöaika päättyy maaliskuun lopussa, mutta keli ratkaisee. Varaa renkaanvaihto ajoissa – huhtikuu on huoltojemme kiireisintä aikaa.',
          body: [
            {
              p: 'Nastarenkaita saa käyttää pääsääntöisesti marraskuun alusta maaliskuun loppuun ja muulloinkin, jos keli sitä edellyttää. Kitkarenkailla saa ajaa pidempäänkin, mutta talvirenkaan pehmeä kumiseos kuluu lämpimällä asfaltilla nopeasti ja pidentää jarrutusmatkaa.',
            },
            { h2: 'Hyvä nyrkkisääntö' },
            {
              p: 'Kesärenkaat kannattaa vaihtaa alle, kun päivälämpötilat pysyvät selvästi plussan puolella eikä yöpakkasia enää juuri ole. Etelärannikolla se tarkoittaa tavallisesti huhtikuun puoliväliä, Pirkanmaalla usein viikkoa tai kahta myöhemmin. Jos ajat aamuisin pitkiä matkoja sisämaahan, odota vielä hetki.',
            },
            { h2: 'Tarkista ennen vaihtoa' },
            {
              ul: [
                '**Urasyvyys:** kesärenkaissa lain vaatimus on 1,6 mm, mutta suosittelemme uusimaan renkaat viimeistään 3 mm:n kohdalla.',
                '**Renkaiden ikä:** yli kuusi vuotta vanhojen renkaiden kumi on usein kovettunut, vaikka pintaa olisi jäljellä.',
                '**Vanteet ja tasapainotus:** tärinä ratissa kertoo usein tasapainotuksen tarpeesta.',
              ],
            },
            {
              p: 'Renkaanvaihto maksaa 59 €, ja [rengashotellissa](/huolto/renkaat/rengashotelli) säilytämme talvirenkaasi pestyinä ja tarkastettuina 119 eurolla kaudessa. Huhtikuussa palvelemme myös lauantaisin. Lue lisää [renkaista](/huolto/renkaat).',
            },
          ],
        },
        en: {
          title: 'Changing to summer tyres: when is the right time?',
          premble:
            'The studded tyre season ends at the end of March, but the weather has the final say. Book your tyre change early – April is the busiest month in our workshops.',
          body: [
            {
              p: 'Studded tyres are generally allowed from the beginning of November to the end of March, and at other times when road conditions require them. You may drive on non-studded winter tyres for longer, but their soft rubber compound wears quickly on warm asphalt and lengthens braking distances.',
            },
            { h2: 'A good rule of thumb' },
            {
              p: 'Change to summer tyres when daytime temperatures stay clearly above zero and night frosts have become rare. On the south coast that usually means mid-April, and in Pirkanmaa often a week or two later. If you drive long distances inland early in the morning, wait a little longer.',
            },
            { h2: 'Check before you change' },
            {
              ul: [
                '**Tread depth:** the legal minimum for summer tyres is 1.6 mm, but we recommend replacing them at 3 mm at the latest.',
                '**Tyre age:** the rubber of tyres older than six years has often hardened, even if there is tread left.',
                '**Rims and balancing:** vibration in the steering wheel often means the wheels need balancing.',
              ],
            },
            {
              p: 'A tyre change costs €59, and in our [tyre hotel](/huolto/renkaat/rengashotelli) we store your winter tyres washed and inspected for €119 per season. In April we are also open on Saturdays. Read more about [tyres](/huolto/renkaat).',
            },
          ],
        },
      },
    },
    {
      slug: 'kevatnayttely-konalassa',
      date: '2025-05-06T09:00:00Z',
      author: 'Laura Nieminen',
      tags: ['tapahtumat', 'uudet-mallit'],
      image: {
        scene: 'dealership',
        variant: 'day',
        carColor: '#2f7a4f',
        alt: 'Nordvik Autojen Konalan toimipiste aurinkoisena päivänä, pihalla uusia autoja',
      },
      content: {
        'fi-FI': {
          title: 'Kevätnäyttely Konalassa lauantaina 17.5.',
          premble:
            'Tervetuloa Konalaan katsomaan Volkswagenin ja Audin uutuuksia, koeajamaan sähköautoja ja nauttimaan kahvista ja munkeista.',
          body: [
            {
              p: 'Järjestämme perinteisen kevätnäyttelyn Helsingin Konalassa **lauantaina 17. toukokuuta klo 10–15**. Esillä ovat Volkswagenin ja Audin uusimmat mallit sekä noin sata tarkastettua vaihtoautoa.',
            },
            { h2: 'Ohjelmassa' },
            {
              ul: [
                'Uudet Audi A6 Avant e-tron ja Q6 e-tron esillä ja koeajettavissa',
                'Volkswagen ID. Buzz – myös pitkä seitsemänpaikkainen versio',
                'Sähköautojen koeajot ilman ajanvarausta',
                'Maksuton vaihtoauton arviointi: saat vaihtohinnan saman tien',
                'Lapsille kasvomaalausta ja ilmapalloja',
              ],
            },
            {
              p: 'Tarjolla on kahvia, mehua ja munkkeja koko päivän. Asiakaspysäköinti on maksuton, ja pikalatureita voi käyttää vierailun aikana.',
            },
            { h2: 'Näin löydät perille' },
            {
              p: 'Konalan toimipisteemme on osoitteessa Ristipellontie 20, aivan Kehä I:n varrella. Katso ajo-ohjeet [toimipisteen sivulta](/loyda-meidat/helsinki-konala) tai selvitä jo etukäteen, mitä voisit saada [nykyisestä autostasi](/osta-auto/oma-auto-vaihtoon).',
            },
          ],
        },
        en: {
          title: 'Spring show in Konala on Saturday 17 May',
          premble:
            'Welcome to Konala to see what is new from Volkswagen and Audi, test drive electric cars and enjoy coffee and doughnuts.',
          body: [
            {
              p: 'Our traditional spring show takes place in Konala, Helsinki, on **Saturday 17 May from 10:00 to 15:00**. On display are the latest Volkswagen and Audi models and around a hundred inspected used cars.',
            },
            { h2: 'What is on' },
            {
              ul: [
                'The new Audi A6 Avant e-tron and Q6 e-tron on display and available for test drives',
                'The Volkswagen ID. Buzz – including the long seven-seat version',
                'EV test drives, no appointment needed',
                'A free valuation of your current car, with a part-exchange price on the spot',
                'Face painting and balloons for children',
              ],
            },
            {
              p: 'Coffee, juice and doughnuts are served all day. Customer parking is free, and you can use our rapid chargers during your visit.',
            },
            { h2: 'How to find us' },
            {
              p: 'Our Konala location is at Ristipellontie 20, right by Ring I. See directions on the [location page](/loyda-meidat/helsinki-konala), or find out in advance what you could get for [your current car](/osta-auto/oma-auto-vaihtoon).',
            },
          ],
        },
      },
    },
    {
      slug: 'audi-a6-avant-e-tron-koeajossa',
      date: '2025-06-12T11:15:00Z',
      author: 'Anna Korhonen',
      tags: ['uudet-mallit', 'sahkoautot'],
      image: {
        scene: 'hero-coast',
        variant: 'dusk',
        carColor: '#3a4048',
        alt: 'Tummanharmaa farmariauto rantatiellä meren äärellä auringonlaskun aikaan',
      },
      content: {
        'fi-FI': {
          title: 'Audi A6 Avant e-tron: sähköfarmari pitkille matkoille',
          premble:
            'Audin uusi sähköinen farmari on nyt koeajettavissa Konalassa. Ajoimme sillä Helsingistä Ouluun nähdäksemme, miten se pärjää suomalaisilla etäisyyksillä.',
          body: [
            {
              p: 'Farmari on Suomessa yhä suosittu korimalli, ja moni on odottanut sähköautoa, johon mahtuvat mökkitavarat ja jonka perään voi kytkeä peräkärryn. A6 Avant e-tron on juuri sellainen: lähes viisimetrinen, tilava ja tehty pitkille matkoille.',
            },
            { h2: 'Helsingistä Ouluun yhdellä latauksella välissä' },
            {
              p: 'Koeajolla ajoimme Helsingistä Ouluun nelostietä, noin 600 kilometriä. Kesäkelillä matkaan riitti yksi noin 20 minuutin latauspysähdys Jyväskylässä, jossa auto latasi parhaimmillaan yli 250 kW:n teholla. 800 voltin tekniikka näkyy arjessa ennen kaikkea lyhyinä latauspysähdyksinä.',
            },
            {
              ul: [
                'Akun käyttökelpoinen kapasiteetti noin 95 kWh',
                'WLTP-toimintamatka pisimmillään yli 700 km',
                'Latausteho enimmillään 270 kW',
                'Saatavana myös quattro-nelivetoisena',
              ],
            },
            { h2: 'Koeajolle Konalaan' },
            {
              p: 'A6 Avant e-tronia voi koeajaa Konalan toimipisteessämme. Kerromme mielellämme myös [kotilatauksesta](/osta-auto/sahkoautot/kotilataus) ja [yksityisleasingista](/auton-omistaminen/rahoitus/yksityisleasing).',
            },
          ],
        },
        en: {
          title: 'Audi A6 Avant e-tron: an electric estate for long journeys',
          premble:
            'Audi’s new electric estate is now available for test drives in Konala. We drove one from Helsinki to Oulu to see how it copes with Finnish distances.',
          body: [
            {
              p: 'The estate is still a popular body style in Finland, and many drivers have been waiting for an EV that swallows everything for the summer cottage and can pull a trailer. The A6 Avant e-tron is exactly that: almost five metres long, spacious and built for long journeys.',
            },
            { h2: 'Helsinki to Oulu with one charging stop' },
            {
              p: 'On our test drive we took highway 4 from Helsinki to Oulu, around 600 kilometres. In summer weather one charging stop of about 20 minutes in Jyväskylä was enough, with the car charging at over 250 kW at its peak. In everyday use, the 800-volt technology shows above all in short charging stops.',
            },
            {
              ul: [
                'Usable battery capacity of around 95 kWh',
                'A WLTP range of more than 700 km in its longest-range version',
                'Charging power of up to 270 kW',
                'Also available with quattro all-wheel drive',
              ],
            },
            { h2: 'Test drive in Konala' },
            {
              p: 'You can test drive the A6 Avant e-tron at our Konala location. We are also happy to tell you more about [charging at home](/osta-auto/sahkoautot/kotilataus) and [personal leasing](/auton-omistaminen/rahoitus/yksityisleasing).',
            },
          ],
        },
      },
    },
    {
      slug: 'maaraaikaishuolto-ajallaan',
      date: '2025-08-19T08:10:00Z',
      author: 'Jari Mäkinen',
      tags: ['huolto'],
      image: {
        scene: 'workshop',
        variant: 'day',
        carColor: '#1c3629',
        alt: 'Tummanvihreä auto nostimella huoltokorjaamossa, taustalla työkaluseinä',
      },
      content: {
        'fi-FI': {
          title: 'Miksi määräaikaishuolto kannattaa tehdä ajallaan',
          premble:
            'Huoltovalo syttyy aina huonoon aikaan. Huoltopäällikkömme kertoo, mitä huollossa tehdään, miksi sitä ei kannata lykätä ja miten takuu säilyy.',
          body: [
            {
              p: 'Valmistaja määrittelee huoltovälin ajokilometrien tai ajan mukaan, tavallisesti 15 000–30 000 km tai kerran vuodessa sen mukaan, kumpi täyttyy ensin. Moni vähän ajava unohtaa aikarajan, mutta öljy vanhenee ja jarruneste imee kosteutta, vaikka auto seisoisi pihassa.',
            },
            { h2: 'Mitä huollossa tehdään?' },
            {
              ul: [
                'Öljyn ja suodattimien vaihto huolto-ohjelman mukaan',
                'Jarrujen, renkaiden, valojen ja alustan tarkastus',
                'Vikakoodien luku ja ohjelmistopäivitykset',
                'Sähköautoissa suurjänniteakun ja sen jäähdytyksen tarkastus',
                'Merkintä sähköiseen huoltokirjaan',
              ],
            },
            { h2: 'Takuu säilyy – merkistä riippumatta' },
            {
              p: 'Valmistajan takuu edellyttää, että auto huolletaan huolto-ohjelman mukaisesti ja hyväksytyillä osilla. Huollamme kaikkia merkkejä valmistajan ohjeiden mukaan, joten takuu pysyy voimassa myös merkeillä, joita emme myy. Annamme aina hinta-arvion ennen työn aloittamista.',
            },
            {
              p: 'Määräaikaishuolto pienautoon maksaa alkaen 289 €. Lue lisää [määräaikaishuollosta](/huolto/maaraaikaishuolto) tai tutustu [huoltosopimukseen](/auton-omistaminen/huoltosopimus), jolla maksat huolloista kiinteää kuukausihintaa.',
            },
          ],
        },
        en: {
          title: 'Why scheduled servicing should be done on time',
          premble:
            'The service light always comes on at the wrong moment. Our service manager explains what a service involves, why it is not worth putting off and how your warranty stays valid.',
          body: [
            {
              p: 'The manufacturer sets the service interval by mileage or by time, usually 15,000–30,000 km or once a year, whichever comes first. Many low-mileage drivers forget the time limit, but oil ages and brake fluid absorbs moisture even when the car is parked.',
            },
            { h2: 'What happens during a service?' },
            {
              ul: [
                'Oil and filter changes according to the service schedule',
                'A check of the brakes, tyres, lights and underbody',
                'Reading of fault codes and software updates',
                'On EVs, a check of the high-voltage battery and its cooling',
                'An entry in the digital service record',
              ],
            },
            { h2: 'Your warranty stays valid – whatever the make' },
            {
              p: 'The manufacturer’s warranty requires the car to be serviced according to its schedule with approved parts. We service every make to the manufacturer’s specification, so the warranty stays valid even on makes we do not sell. We always give you an estimate before starting work.',
            },
            {
              p: 'Scheduled servicing for a small car starts at €289. Read more about [scheduled servicing](/huolto/maaraaikaishuolto), or see our [service plan](/auton-omistaminen/huoltosopimus) with a fixed monthly price.',
            },
          ],
        },
      },
    },
    {
      slug: 'kia-ev4-koeajettavissa',
      date: '2025-09-16T12:00:00Z',
      author: 'Anna Korhonen',
      tags: ['uudet-mallit', 'sahkoautot'],
      image: {
        scene: 'showroom',
        variant: 'day',
        carColor: '#c9ced2',
        alt: 'Hopeanharmaa Kia EV4 esillä valoisassa autoliikkeessä',
      },
      content: {
        'fi-FI': {
          title: 'Kia EV4 nyt koeajettavissa Tampereella ja Turussa',
          premble:
            'Kian uusi sähköinen viistoperä on saapunut näyttelyihimme. Euroopan markkinoiden EV4-viistoperät valmistetaan Kian tehtaalla Žilinan lähellä Slovakiassa.',
          body: [
            {
              p: 'EV4 on Kian ensimmäinen sähköinen viistoperä, ja kooltaan se sopii Golf-luokkaan. Kian sähköautomallistossa se asettuu EV3:n ja EV6:n väliin ja on suunnattu niille, jotka haluavat tilavan mutta matalan ja taloudellisen sähköauton.',
            },
            { h2: 'Pitkä toimintamatka' },
            {
              p: 'Suuremmalla akulla varustetun EV4:n WLTP-toimintamatka on Kian mukaan lähes 600 kilometriä. Matala ja virtaviivainen kori auttaa erityisesti maantienopeuksissa, mikä näkyy myös talvella.',
            },
            {
              ul: [
                'Kaksi akkukokoa: 58,3 kWh ja 81,4 kWh',
                'Lämpöpumppu ja akun esilämmitys',
                'Latauksesta 10–80 % pikalaturissa noin puolessa tunnissa',
                'Kian 7 vuoden tai 150 000 km:n takuu',
              ],
            },
            { h2: 'Koeajolle' },
            {
              p: 'EV4:ää voi koeajaa Tampereen ja Turun toimipisteissämme arkisin ja lauantaisin. Jos harkitset vaihtoa, tuo nykyinen autosi mukaan, niin saat [vaihtoautostasi](/osta-auto/oma-auto-vaihtoon) hinnan saman käynnin aikana.',
            },
          ],
        },
        en: {
          title: 'Kia EV4 now available for test drives in Tampere and Turku',
          premble:
            'Kia’s new electric hatchback has arrived in our showrooms. EV4 hatchbacks for Europe are built at Kia’s plant near Žilina in Slovakia.',
          body: [
            {
              p: 'The EV4 is Kia’s first electric hatchback, and in size it competes with the Golf. In Kia’s electric range it sits between the EV3 and the EV6, and it is aimed at drivers who want a roomy but low and efficient EV.',
            },
            { h2: 'A long range' },
            {
              p: 'According to Kia, the EV4 with the larger battery has a WLTP range of almost 600 kilometres. The low, streamlined body helps above all at motorway speeds, which you will notice in winter too.',
            },
            {
              ul: [
                'Two battery sizes: 58.3 kWh and 81.4 kWh',
                'Heat pump and battery preconditioning',
                '10–80 % on a rapid charger in about half an hour',
                'Kia’s 7-year or 150,000 km warranty',
              ],
            },
            { h2: 'Come for a test drive' },
            {
              p: 'You can test drive the EV4 at our Tampere and Turku locations on weekdays and Saturdays. If you are thinking of changing cars, bring your current one along and get a [part-exchange price](/osta-auto/oma-auto-vaihtoon) during the same visit.',
            },
          ],
        },
      },
    },
    {
      slug: 'talvirenkaat-ajoissa',
      date: '2025-10-07T07:30:00Z',
      author: 'Petri Lehtonen',
      tags: ['renkaat', 'huolto'],
      image: { scene: 'tires', variant: 'dusk', alt: 'Talvirenkaita rengashotellin hyllyillä odottamassa vaihtoa' },
      content: {
        'fi-FI': {
          title: 'Talvirenkaat alle ajoissa – varaa aika nyt',
          premble:
            'Ensimmäinen liukas aamu tulee usein yllättäen. Renkaanvaihtomme palvelevat lokakuun alusta marraskuun loppuun myös lauantaisin.',
          body: [
            {
              p: 'Talvirenkaat ovat pakolliset joulu-, tammi- ja helmikuussa, mutta käytännössä ne kannattaa vaihtaa alle jo ennen ensimmäisiä yöpakkasia. Nastarenkaita saa käyttää marraskuun alusta ja aiemminkin, jos keli sitä edellyttää. Kitkarenkaat voi vaihtaa heti, kun sää kylmenee.',
            },
            { h2: 'Tarkista urasyvyys' },
            {
              p: 'Talvirenkaan urasyvyyden on oltava vähintään 3 mm, mutta pito heikkenee selvästi jo sitä ennen. Suosittelemme uusimaan talvirenkaat viimeistään, kun urasyvyyttä on jäljellä 5 mm. Mittaamme urasyvyyden jokaisen renkaanvaihdon yhteydessä ja lähetämme tuloksen tekstiviestillä.',
            },
            { h2: 'Syksyn palvelut' },
            {
              ul: [
                'Renkaanvaihdot lokakuun alusta marraskuun loppuun myös lauantaisin klo 8–14',
                'Renkaanvaihto 59 €, rengashotelli 119 € kaudessa',
                'Huoltosopimusasiakkaille 10 %:n alennus rengashotellista',
                'Uudet talvirenkaat vanteille asennettuina valmiiksi seuraavaa käyntiä varten',
              ],
            },
            {
              p: 'Varaa aika [huollon sivulta](/huolto) tai lue lisää [rengashotellista](/huolto/renkaat/rengashotelli). Sähköauton omistajan kannattaa kysyä myös renkaiden kantavuusluokasta.',
            },
          ],
        },
        en: {
          title: 'Fit your winter tyres in good time – book now',
          premble:
            'The first slippery morning often comes as a surprise. From the beginning of October to the end of November our tyre changes are also available on Saturdays.',
          body: [
            {
              p: 'Winter tyres are compulsory in December, January and February, but in practice it is best to fit them before the first night frosts. Studded tyres may be used from the beginning of November, and earlier if road conditions require them. Non-studded winter tyres can go on as soon as the weather turns cold.',
            },
            { h2: 'Check the tread depth' },
            {
              p: 'Winter tyres must have at least 3 mm of tread, but grip deteriorates well before that. We recommend replacing winter tyres when 5 mm of tread is left at the latest. We measure tread depth at every tyre change and send you the results by text message.',
            },
            { h2: 'Our autumn services' },
            {
              ul: [
                'Tyre changes also on Saturdays from 8:00 to 14:00, from the beginning of October to the end of November',
                'Tyre change €59, tyre storage €119 per season',
                'Service plan customers get 10 % off tyre storage',
                'New winter tyres fitted on rims, ready for your next visit',
              ],
            },
            {
              p: 'Book a time on our [servicing page](/huolto) or read more about [tyre storage](/huolto/renkaat/rengashotelli). If you drive an EV, ask us about the load index of your tyres too.',
            },
          ],
        },
      },
    },
    {
      slug: 'katsastus-lapi-kerralla',
      date: '2025-11-20T13:40:00Z',
      author: 'Jari Mäkinen',
      tags: ['huolto'],
      image: {
        scene: 'workshop',
        variant: 'dawn',
        carColor: '#8a9199',
        alt: 'Harmaa farmariauto nostimella katsastusta edeltävässä tarkastuksessa',
      },
      content: {
        'fi-FI': {
          title: 'Katsastus lähestyy? Näin auto menee läpi kerralla',
          premble:
            'Katsastuksessa hylätään usein autoja, joiden viat olisi ollut helppo korjata etukäteen. Kokosimme yleisimmät hylkäyssyyt ja vinkit valmistautumiseen.',
          body: [
            {
              p: 'Henkilöauto katsastetaan ensimmäisen kerran neljän vuoden kuluttua käyttöönotosta, sitten kuuden ja kahdeksan vuoden iässä ja siitä eteenpäin vuosittain. Auton katsastuksen määräajan näet Traficomin palvelusta.',
            },
            { h2: 'Yleisimmät hylkäyssyyt' },
            {
              ul: [
                'Jarrujen heikko teho tai epätasainen jarrutus',
                'Ajovalojen suuntaus ja palaneet polttimot',
                'Alustan ja jousituksen välykset',
                'Ruoste kantavissa rakenteissa',
                'Renkaiden liian pieni urasyvyys',
              ],
            },
            { h2: 'Katsastuspalvelu hoitaa puolestasi' },
            {
              p: 'Katsastuspalvelussamme tarkastamme autosi etukäteen, korjaamme löytyneet viat sopimuksen mukaan ja viemme auton katsastusasemalle puolestasi. Palvelu maksaa 39 € katsastusaseman maksun lisäksi, ja sen voi yhdistää määräaikaishuoltoon.',
            },
            {
              p: 'Jos auto hylätään, viat on korjattava ja auto vietävä jälkitarkastukseen kuukauden kuluessa. Lue lisää [katsastuspalvelusta](/huolto/katsastuspalvelu).',
            },
          ],
        },
        en: {
          title: 'Inspection coming up? How to pass first time',
          premble:
            'Many cars fail their periodic inspection for faults that would have been easy to fix in advance. Here are the most common reasons for failing, and tips on how to prepare.',
          body: [
            {
              p: 'A passenger car is first inspected four years after it was first registered, then at six and eight years, and every year after that. You can check your car’s inspection deadline in the Traficom service.',
            },
            { h2: 'The most common reasons for failing' },
            {
              ul: [
                'Weak or uneven braking',
                'Headlight alignment and blown bulbs',
                'Play in the suspension and steering joints',
                'Rust in load-bearing structures',
                'Insufficient tyre tread depth',
              ],
            },
            { h2: 'Let our inspection service handle it' },
            {
              p: 'With our inspection service we check your car in advance, fix any faults as agreed and take it to the inspection station for you. The service costs €39 on top of the inspection station’s fee, and can be combined with scheduled servicing.',
            },
            {
              p: 'If the car fails, the faults must be fixed and the car taken for a re-inspection within a month. Read more about our [inspection service](/huolto/katsastuspalvelu).',
            },
          ],
        },
      },
    },
    {
      slug: 'akun-kunto-kaytetyssa-sahkoautossa',
      date: '2026-01-29T09:45:00Z',
      author: 'Mikko Virtanen',
      tags: ['sahkoautot'],
      image: {
        scene: 'charging',
        variant: 'night',
        carColor: '#2f7a4f',
        alt: 'Vihreä sähköauto latautumassa latauspisteellä talvi-illassa',
      },
      content: {
        'fi-FI': {
          title: 'Mitä akun kunto (SOH) kertoo käytetystä sähköautosta?',
          premble:
            'Mittaamme jokaisen myymämme käytetyn sähköauton akun kunnon. Kerromme, mitä luku tarkoittaa ja miten sitä kannattaa tulkita.',
          body: [
            {
              p: 'SOH eli *State of Health* kertoo, kuinka suuri osa akun alkuperäisestä käyttökelpoisesta kapasiteetista on jäljellä. Uuden auton akun SOH on 100 %, ja useimmissa meille tulevissa 3–5 vuotta vanhoissa sähköautoissa luku on yhä yli 90 %.',
            },
            { h2: 'Miten mittaamme' },
            {
              p: 'Mittaus tehdään valmistajan diagnostiikkalaitteella tai sertifioidulla akkutestillä, jossa akun tila luetaan auton ohjausyksiköistä latauksen aikana. Tulos ja mittauspäivä näkyvät jokaisessa vaihtoautoilmoituksessamme.',
            },
            { h2: 'Näin tulkitset tuloksen' },
            {
              ul: [
                '**Yli 90 %:** akku on erinomaisessa kunnossa, ja toimintamatka on lähellä uuden auton lukemia.',
                '**80–90 %:** tavallinen tulos vanhemmissa tai paljon ajetuissa autoissa. Toimintamatka riittää yleensä hyvin arkeen.',
                '**Alle 80 %:** tarkista akun takuuehdot. Valmistajat takaavat akulle tyypillisesti vähintään 70 %:n kapasiteetin 8 vuodeksi tai 160 000 kilometriksi.',
              ],
            },
            {
              p: 'Akun kunto on vain yksi osa kokonaisuutta: katso myös latausteho, lämpöpumppu ja huoltohistoria. Selaa [vaihtoautojamme](/osta-auto/vaihtoautot) tai lue, mitä [Nordvik Turva -takuu](/auton-omistaminen/nordvik-turva) kattaa.',
            },
          ],
        },
        en: {
          title: 'What does battery health (SOH) tell you about a used EV?',
          premble:
            'We measure the battery health of every used EV we sell. Here is what the figure means and how to read it.',
          body: [
            {
              p: 'SOH, or *State of Health*, tells you how much of the battery’s original usable capacity is left. A new car’s battery has an SOH of 100 %, and most of the 3–5-year-old EVs that come to us are still above 90 %.',
            },
            { h2: 'How we measure it' },
            {
              p: 'The measurement is made with the manufacturer’s diagnostic equipment or a certified battery test, which reads the battery’s condition from the car’s control units while it charges. The result and the date of the test appear in every one of our used car listings.',
            },
            { h2: 'How to read the result' },
            {
              ul: [
                '**Above 90 %:** the battery is in excellent condition, and the range is close to that of a new car.',
                '**80–90 %:** a normal result for older or high-mileage cars. The range is usually plenty for everyday driving.',
                '**Below 80 %:** check the battery warranty terms. Manufacturers typically guarantee at least 70 % capacity for 8 years or 160,000 kilometres.',
              ],
            },
            {
              p: 'Battery health is only part of the picture: look at charging power, heat pump and service history too. Browse our [used cars](/osta-auto/vaihtoautot) or read what the [Nordvik Turva warranty](/auton-omistaminen/nordvik-turva) covers.',
            },
          ],
        },
      },
    },
    {
      slug: 'turku-viisi-vuotta',
      date: '2026-04-14T10:30:00Z',
      author: 'Laura Nieminen',
      tags: ['tapahtumat'],
      image: {
        scene: 'dealership',
        variant: 'dusk',
        carColor: '#2f7a4f',
        alt: 'Nordvik Autojen Turun toimipiste iltavalaistuksessa, pihalla autoja',
      },
      content: {
        'fi-FI': {
          title: 'Turun toimipiste täyttää viisi vuotta – juhlitaan 25.4.',
          premble:
            'Avasimme Turun Skanssin toimipisteen vuonna 2021. Juhlistamme viisivuotista taivaltamme avoimien ovien päivällä lauantaina 25. huhtikuuta.',
          body: [
            {
              p: 'Viidessä vuodessa Turun toimipisteemme on kasvanut kahdentoista hengen tiimistä yli kolmenkymmenen ammattilaisen työyhteisöksi. Olemme luovuttaneet tuhansia autoja ympäri Varsinais-Suomea ja huoltaneet vielä useampia. Nyt on aika kiittää asiakkaitamme.',
            },
            { h2: 'Juhlapäivän ohjelma' },
            {
              ul: [
                'Kian ja Škodan uutuudet esillä ja koeajettavissa',
                'Korjaamokierrokset, joilla näet sähköautojen nostimet ja akkudiagnostiikan',
                'Maksuton renkaiden urasyvyyden ja sähköauton akun kunnon tarkastus',
                'Kakkukahvit klo 11 alkaen ja arvonta lapsille',
              ],
            },
            {
              p: 'Avoimet ovet ovat **lauantaina 25.4. klo 10–15** osoitteessa Skanssinkatu 10. Skanssin kauppakeskus on kävelymatkan päässä, ja pysäköinti on maksuton.',
            },
            { h2: 'Kiitos, Turku' },
            {
              p: 'Lämmin kiitos kaikille, jotka ovat asioineet kanssamme. Lisätietoa toimipisteestä ja aukioloajoista löydät [Turun sivulta](/loyda-meidat/turku).',
            },
          ],
        },
        en: {
          title: 'Our Turku location turns five – join us on 25 April',
          premble:
            'We opened our location in Skanssi, Turku, in 2021. We are celebrating five years with an open day on Saturday 25 April.',
          body: [
            {
              p: 'In five years our Turku team has grown from twelve people to more than thirty professionals. We have handed over thousands of cars across Southwest Finland and serviced even more. Now it is time to thank our customers.',
            },
            { h2: 'Programme for the day' },
            {
              ul: [
                'The latest Kia and Škoda models on display and available for test drives',
                'Workshop tours, including our dedicated EV lifts and battery diagnostics',
                'Free tread depth checks and EV battery health checks',
                'Cake and coffee from 11:00, and a prize draw for children',
              ],
            },
            {
              p: 'The open day runs on **Saturday 25 April from 10:00 to 15:00** at Skanssinkatu 10. The Skanssi shopping centre is within walking distance, and parking is free.',
            },
            { h2: 'Thank you, Turku' },
            {
              p: 'A warm thank you to everyone who has done business with us. You will find more about the location and its opening hours on the [Turku page](/loyda-meidat/turku).',
            },
          ],
        },
      },
    },
    {
      slug: 'sahkoautojen-koeajopaivat-tampereella',
      date: '2026-06-02T08:15:00Z',
      author: 'Sanna Heikkinen',
      tags: ['tapahtumat', 'sahkoautot'],
      image: {
        scene: 'hero-forest',
        variant: 'day',
        carColor: '#1c3629',
        alt: 'Tummanvihreä sähköauto mäntymetsän halki kulkevalla tiellä kesäpäivänä',
      },
      content: {
        'fi-FI': {
          title: 'Sähköautojen koeajopäivät Tampereella 12.–13.6.',
          premble:
            'Vertaile sähköautoja peräkkäin samalla reitillä ja kysy asiantuntijoiltamme kaikki, mitä olet halunnut tietää latauksesta ja toimintamatkasta.',
          body: [
            {
              p: 'Järjestämme Hatanpään toimipisteessämme sähköautojen koeajopäivät **perjantaina 12.6. klo 10–18 ja lauantaina 13.6. klo 10–15**. Koeajettavana on kymmeniä uusia ja käytettyjä sähköautoja Škodalta, Kialta, Volkswagenilta ja muilta merkeiltä.',
            },
            { h2: 'Ohjelmassa' },
            {
              ul: [
                'Noin 20 minuutin koeajoreitti, jossa on sekä kaupunkiajoa että moottoritietä',
                'Kotilatausklinikka: sähköurakoitsija kertoo latausaseman asennuksesta omakotitaloon ja taloyhtiöön',
                'Käytettyjen sähköautojen akun kunnon mittaus kaikille merkeille',
                'Rahoitusasiantuntija paikalla: osamaksu ja yksityisleasing rinnakkain',
              ],
            },
            {
              p: 'Koeajoille ei tarvitse varata aikaa, mutta ota ajokortti mukaan. Tarjolla on kahvia ja pientä suolaista.',
            },
            { h2: 'Valmistaudu etukäteen' },
            {
              p: 'Lue ennen tapahtumaa [sähköautoista](/osta-auto/sahkoautot) ja [kotilatauksesta](/osta-auto/sahkoautot/kotilataus). Ajo-ohjeet löydät [Tampereen sivulta](/loyda-meidat/tampere).',
            },
          ],
        },
        en: {
          title: 'EV test drive days in Tampere, 12–13 June',
          premble:
            'Compare electric cars back to back on the same route, and ask our experts everything you have wanted to know about charging and range.',
          body: [
            {
              p: 'Our Hatanpää location hosts EV test drive days on **Friday 12 June from 10:00 to 18:00 and Saturday 13 June from 10:00 to 15:00**. Dozens of new and used EVs from Škoda, Kia, Volkswagen and other makes will be available to drive.',
            },
            { h2: 'What is on' },
            {
              ul: [
                'A test route of about 20 minutes, with both city driving and motorway',
                'A home charging clinic: an electrician explains charger installation for houses and housing companies',
                'Battery health checks for used EVs of every make',
                'A finance specialist on site, comparing hire purchase and personal leasing side by side',
              ],
            },
            {
              p: 'No appointment is needed for test drives, but please bring your driving licence. Coffee and savoury snacks are served.',
            },
            { h2: 'Prepare in advance' },
            {
              p: 'Before the event, read about [electric cars](/osta-auto/sahkoautot) and [charging at home](/osta-auto/sahkoautot/kotilataus). Directions are on the [Tampere page](/loyda-meidat/tampere).',
            },
          ],
        },
      },
    },
    {
      slug: 'huoltosopimus-kiintea-kuukausihinta',
      date: '2026-09-08T09:20:00Z',
      author: 'Jari Mäkinen',
      tags: ['huolto'],
      image: {
        scene: 'workshop',
        variant: 'day',
        carColor: '#f2f2f0',
        alt: 'Valkoinen auto nostimella valoisassa huoltokorjaamossa',
      },
      content: {
        'fi-FI': {
          title: 'Huoltosopimus: kiinteä kuukausihinta ilman yllätyksiä',
          premble:
            'Yhä useampi asiakkaamme maksaa huolloista kiinteää kuukausihintaa. Kerromme, mitä huoltosopimus sisältää ja kenelle se sopii parhaiten.',
          body: [
            {
              p: 'Huoltosopimuksella maksat auton määräaikaishuolloista saman summan joka kuukausi, **alkaen 39 €/kk**. Kulut jakautuvat tasaisesti, ja lähetämme muistutuksen, kun seuraava huolto lähestyy.',
            },
            { h2: 'Mitä sopimus sisältää?' },
            {
              ul: [
                'Valmistajan huolto-ohjelman mukaiset huollot alkuperäisillä osilla',
                'Jarrunesteen, raitisilmasuodattimen ja sytytystulppien vaihdot ohjelman mukaan',
                'Sähköautoissa ohjelmistopäivitykset ja suurjänniteakun tarkastus',
                'Katsastusta edeltävä tarkastus ja maksuton sijaisauto huollon ajaksi',
              ],
            },
            { h2: 'Mitä se ei sisällä?' },
            {
              p: 'Huoltosopimus ei ole vakuutus. Kulutusosat, kuten jarrupalat, renkaat ja pyyhkijänsulat, sekä korjaukset maksetaan erikseen. Sopimusasiakkaana saat kuitenkin 15 %:n alennuksen kulutusosista ja 10 %:n alennuksen renkaista ja rengashotellista.',
            },
            {
              p: 'Kuukausihinta riippuu automallista, auton iästä ja ajomäärästä. Esimerkiksi Volkswagen ID.4, jolla ajetaan 15 000 km vuodessa, maksaa 44 €/kk. Pyydä tarjous [huoltosopimussivulta](/auton-omistaminen/huoltosopimus).',
            },
          ],
        },
        en: {
          title: 'Service plan: a fixed monthly price with no surprises',
          premble:
            'More and more of our customers pay for their servicing with a fixed monthly price. Here is what a service plan includes and who it suits best.',
          body: [
            {
              p: 'With a service plan you pay the same amount every month for your car’s scheduled servicing, **from €39 a month**. Costs are spread evenly, and we send you a reminder when the next service is coming up.',
            },
            { h2: 'What does the plan include?' },
            {
              ul: [
                'Servicing to the manufacturer’s schedule with genuine parts',
                'Brake fluid, cabin filter and spark plug changes as scheduled',
                'Software updates and a high-voltage battery check on EVs',
                'A pre-inspection check, and a free courtesy car while your car is serviced',
              ],
            },
            { h2: 'What does it not include?' },
            {
              p: 'A service plan is not insurance. Wear items such as brake pads, tyres and wiper blades, and repairs, are paid for separately. As a plan customer, though, you get 15 % off wear parts and 10 % off tyres and tyre storage.',
            },
            {
              p: 'The monthly price depends on the model, the age of the car and your mileage. A Volkswagen ID.4 driven 15,000 km a year, for example, costs €44 a month. Ask for a quote on the [service plan page](/auton-omistaminen/huoltosopimus).',
            },
          ],
        },
      },
    },
    {
      slug: 'nastat-vai-kitkat',
      date: '2026-10-20T07:50:00Z',
      author: 'Petri Lehtonen',
      tags: ['renkaat'],
      image: {
        scene: 'hero-winter',
        variant: 'dusk',
        carColor: '#1c3629',
        alt: 'Tummanvihreä auto lumisella tiellä illan hämärässä ajovalot päällä',
      },
      content: {
        'fi-FI': {
          title: 'Nastat vai kitkat? Näin valitset talvirenkaat',
          premble:
            'Uusien talvirenkaiden valinta riippuu siitä, missä ja miten ajat. Rengasasiantuntijamme vertailee nasta- ja kitkarenkaiden vahvuuksia.',
          body: [
            {
              p: 'Suurin osa suomalaisista ajaa talvella edelleen nastarenkailla, mutta kitkarenkaiden suosio kasvaa etenkin kaupungeissa. Kumpikaan ei ole yksiselitteisesti parempi: oikea valinta riippuu ajoalueesta, ajotavasta ja autosta.',
            },
            { h2: 'Nastarenkaat' },
            {
              p: 'Nastarenkaat pitävät parhaiten peilijäällä ja sulamispisteen tuntumassa, kun tie on liukkaimmillaan. Ne sopivat erityisesti sinulle, joka ajat paljon maanteillä, haja-asutusalueilla tai pohjoisessa. Nastarenkaita saa käyttää marraskuun alusta maaliskuun loppuun sekä muulloinkin, jos keli sitä edellyttää.',
            },
            { h2: 'Kitkarenkaat' },
            {
              p: 'Kitkarenkaat ovat hiljaisempia, eivätkä ne kuluta tienpintaa tai nosta katupölyä. Ne toimivat hyvin lumella ja hiekoitetuilla kaduilla, ja niillä saa ajaa ilman aikarajoja. Kitkarengas on hyvä valinta, jos ajat pääosin kaupungissa ja hyvin hoidetuilla teillä.',
            },
            {
              ul: [
                'Valitse sähköautoon rengas, jonka kantavuusluokka riittää auton painolle.',
                'Talvirenkaan urasyvyyden on oltava vähintään 3 mm, mutta suosittelemme uusimaan renkaat 5 mm:n kohdalla.',
                'Vertaa riippumattomien rengastestien tuloksia – pelkkä hinta ei kerro pidosta.',
              ],
            },
            {
              p: 'Pyydä tarjous uusista talvirenkaista vanteineen mistä tahansa toimipisteestämme. Lue lisää [renkaista](/huolto/renkaat) ja [talviautoilusta](/auton-omistaminen/talviautoilu).',
            },
          ],
        },
        en: {
          title: 'Studded or non-studded? How to choose winter tyres',
          premble:
            'Which new winter tyres to choose depends on where and how you drive. Our tyre specialist compares the strengths of studded and non-studded tyres.',
          body: [
            {
              p: 'Most Finns still drive on studded tyres in winter, but non-studded friction tyres are becoming more popular, especially in cities. Neither is simply better: the right choice depends on where you drive, how you drive and your car.',
            },
            { h2: 'Studded tyres' },
            {
              p: 'Studded tyres grip best on glare ice and around freezing point, when roads are at their most slippery. They suit drivers who cover a lot of miles on highways, in rural areas or in the north. Studded tyres may be used from the beginning of November to the end of March, and at other times when road conditions require them.',
            },
            { h2: 'Non-studded friction tyres' },
            {
              p: 'Friction tyres are quieter, and they neither wear the road surface nor raise street dust. They work well on snow and gritted streets, and can be used with no time restrictions. A friction tyre is a good choice if you mostly drive in town and on well-maintained roads.',
            },
            {
              ul: [
                'For an EV, choose a tyre with a load index that matches the weight of the car.',
                'Winter tyres must have at least 3 mm of tread, but we recommend replacing them at 5 mm.',
                'Compare the results of independent tyre tests – price alone says nothing about grip.',
              ],
            },
            {
              p: 'Ask for a quote for new winter tyres on rims at any of our locations. Read more about [tyres](/huolto/renkaat) and [winter driving](/auton-omistaminen/talviautoilu).',
            },
          ],
        },
      },
    },
  ],
}
