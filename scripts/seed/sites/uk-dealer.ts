import { UK_DEALER_FINANCE } from '../../../src/features/finance/uk/example-settings'
import type { SiteSeed } from '../types'

export const site: SiteSeed = {
  key: 'uk-dealer',
  name: 'Nordvik Motors UK',
  type: 'dealer',
  country: 'GB',
  hostnames: ['uk.localhost'],
  locales: ['en-GB'],
  defaultLocale: 'en-GB',
  fontPair: 'nordic',
  theme: 'granite',
  brandThemes: ['mercedes', 'smart', 'mini', 'bmw'],
  finance: UK_DEALER_FINANCE,
  titleTemplate: '%s | Nordvik Motors UK',
  pathToCarList: '/buy-car/used-cars',
  pathToCarDetail: '/buy-car/used-cars',
  vehicleIndex: 'vehicles-uk',
  siteSearchIndex: 'sites-uk',
  faviconColor: '#1d2125',
  images: {
    heroCity: {
      scene: 'hero-city',
      variant: 'dusk',
      carColor: '#2b2f36',
      alt: 'A dark grey saloon on a rain-soaked town-centre street at dusk, shop lights reflected in the road',
    },
    heroCountry: {
      scene: 'hero-forest',
      variant: 'dawn',
      carColor: '#8a9199',
      alt: 'A silver estate car on a quiet wooded road in early morning light',
    },
    showroom: {
      scene: 'showroom',
      variant: 'day',
      carColor: '#c7ccd1',
      alt: 'Two cars on display in a bright showroom with a polished floor',
    },
    dealership: {
      scene: 'dealership',
      variant: 'day',
      carColor: '#1f3a5f',
      alt: 'The glass-fronted Nordvik Motors dealership with cars parked on the forecourt',
    },
    workshop: {
      scene: 'workshop',
      variant: 'day',
      carColor: '#f2f2f0',
      alt: 'A white car raised on a lift in a clean, brightly lit service workshop',
    },
    tyres: {
      scene: 'tires',
      variant: 'day',
      alt: 'Racks of tyres and alloy wheels stored in the parts centre',
    },
    family: {
      scene: 'family',
      variant: 'day',
      carColor: '#b8322a',
      carBody: 'estate',
      alt: 'A red estate car parked outside a house on a leafy residential street',
    },
    charging: {
      scene: 'charging',
      variant: 'dusk',
      carColor: '#e8e6df',
      alt: 'A white electric car plugged into a charging point at dusk',
    },
    evWinter: {
      scene: 'hero-winter',
      variant: 'dusk',
      carColor: '#f2f2f0',
      alt: 'A white electric SUV with its headlights on, on a snowy country road at dusk',
    },
    bodyshop: {
      scene: 'workshop',
      variant: 'dusk',
      carColor: '#1f3a5f',
      alt: 'A dark blue car in the bodyshop, prepared for paint under bright workshop lights',
    },
    pattern: {
      scene: 'pattern',
      alt: 'Abstract pattern in charcoal and copper',
    },
    modelSaloon: {
      scene: 'hero-city',
      variant: 'night',
      carColor: '#9aa3ab',
      alt: 'A silver electric saloon on a city street at night, its lights reflected in the wet tarmac',
    },
    modelCompactSuv: {
      scene: 'hero-coast',
      variant: 'day',
      carColor: '#3d5a80',
      alt: 'A blue compact electric SUV on a coast road on a bright day',
    },
    modelMini: {
      scene: 'family',
      variant: 'day',
      carColor: '#2e6b4f',
      carBody: 'suv',
      alt: 'A British racing green MINI Countryman parked on a residential street',
    },
    modelGranCoupe: {
      scene: 'hero-fjord',
      variant: 'dusk',
      carColor: '#1a1d21',
      alt: 'A black four-door coupé on a lakeside road beneath steep hills at dusk',
    },
  },
  pages: [
    {
      path: '/',
      sortOrder: 10,
      ogImage: 'heroCity',
      content: {
        'en-GB': {
          title: 'Home',
          metaTitle: 'Mercedes-Benz, smart, MINI and BMW dealer in the Thames Valley',
          metaDescription:
            'Nordvik Motors UK: new and approved used Mercedes-Benz, smart, MINI and BMW in Reading, Guildford, Basingstoke and Oxford. Finance, part exchange, servicing and MOTs.',
          ogDescription: 'Over 450 approved used cars across four showrooms, with finance and part exchange made simple.',
          layout: [
            {
              blockType: 'heroCarousel',
              height: 'FullHeight',
              contentPlacementXAxis: 'Left',
              contentPlacementYAxis: 'Bottom',
              hasMediaButtons: true,
              search: { url: '/buy-car/used-cars', placeholder: 'Search 450 used cars', placeholderDesktop: 'Search by make, model or keyword' },
              slides: [
                {
                  title: 'Your next car is closer than you think',
                  text: 'More than 450 approved used cars and the latest Mercedes-Benz, smart, MINI and BMW models across Reading, Guildford, Basingstoke and Oxford.',
                  textColor: 'White',
                  textShadow: true,
                  button: { path: '/buy-car/used-cars', label: 'Browse used cars' },
                  buttonType: 'Primary',
                  image: 'heroCity',
                  video: 'city-night',
                },
                {
                  title: 'Going electric, made simple',
                  text: 'Over 80 electric and plug-in hybrid cars in stock, with home-charging advice from our EV specialists.',
                  textColor: 'White',
                  textShadow: true,
                  button: { path: '/electric-cars', label: 'Explore electric cars' },
                  buttonType: 'Ghost Contrast',
                  image: 'evWinter',
                },
                {
                  title: 'Winter health check week',
                  text: 'Free battery, tyre and wiper checks at all four workshops – and 15% off winter tyres fitted the same week.',
                  textColor: 'White',
                  textShadow: true,
                  button: { path: '/service-and-parts', label: 'Book a check' },
                  buttonType: 'Ghost Contrast',
                  image: 'heroCountry',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'How can we help today?',
              intro: 'Whether you are buying, selling or simply due an MOT, our teams are ready seven days a week.',
              variant: 'Default',
              cardStyle: 'List card',
              cards: [
                {
                  title: 'Approved used cars',
                  text: 'Every car has passed a multi-point inspection and comes with at least 12 months’ warranty.',
                  link: { path: '/buy-car/used-cars', label: 'See used stock' },
                  buttonText: 'See used stock',
                  icon: 'car',
                },
                {
                  title: 'Finance made clear',
                  text: 'PCP, Hire Purchase and contract hire, with quotes you can compare side by side.',
                  link: { path: '/buy-car/finance-and-insurance-options', label: 'Explore finance' },
                  buttonText: 'Explore finance',
                  icon: 'finance',
                },
                {
                  title: 'Service and MOT',
                  text: 'Manufacturer-trained technicians, genuine parts and a courtesy car when you need one.',
                  link: { path: '/service-and-parts', label: 'Book a service' },
                  buttonText: 'Book a service',
                  icon: 'service',
                },
                {
                  title: 'Sell your car',
                  text: 'A written valuation in 24 hours and payment by bank transfer on the day you sell.',
                  link: { path: '/sell-car', label: 'Value my car' },
                  buttonText: 'Value my car',
                  icon: 'key',
                },
              ],
            },
            { blockType: 'carOfTheWeek', title: 'Cars of the week', text: 'Handpicked approved used and nearly new cars at a special price – this week only.', buttonLink: { path: '/buy-car/used-cars', label: 'See all used cars' } },
            { blockType: 'carTeasers', title: 'Electric cars in stock', query: 'car_fuel=Electric', limit: 8, sort: 'price_asc', buttonLink: { path: '/buy-car/used-cars', label: 'See all used cars' } },
            {
              blockType: 'carModelCard',
              heading: 'This month’s featured models',
              cards: [
                {
                  title: 'Mercedes-Benz CLA Electric',
                  text: 'The new electric CLA saloon, with 800-volt charging and a calm, quiet cabin.',
                  image: 'modelSaloon',
                  link: { path: '/buy-car/brands/mercedes', label: 'Discover Mercedes-Benz' },
                  labels: [
                    { label: 'Range (WLTP)', value: 'up to 484 miles' },
                    { label: 'On the road from', value: '£45,615' },
                    { label: 'Charging 10–80%', value: '22 min' },
                  ],
                },
                {
                  title: 'smart #5',
                  text: 'The largest smart yet: a mid-size SUV with room for a family and its luggage.',
                  image: 'modelCompactSuv',
                  campaign: 'Ex-demo offer',
                  link: { path: '/buy-car/latest-offers', label: 'See the offer' },
                  labels: [
                    { label: 'Range (WLTP)', value: 'up to 366 miles' },
                    { label: 'Ex-demo from', value: '£38,995' },
                    { label: 'Saving', value: '£6,000' },
                    { label: 'Mileage', value: 'under 3,000' },
                  ],
                },
                {
                  title: 'MINI Aceman',
                  text: 'All-electric crossover with the go-kart feeling MINI is known for.',
                  image: 'modelMini',
                  link: { path: '/buy-car/brands/mini', label: 'Discover MINI' },
                  labels: [
                    { label: 'Range (WLTP)', value: 'up to 251 miles' },
                    { label: 'On the road from', value: '£31,800' },
                  ],
                },
                {
                  title: 'BMW i4 Gran Coupé',
                  text: 'Four doors, a big hatchback boot and the driving feel of a BMW.',
                  image: 'modelGranCoupe',
                  link: { path: '/buy-car/brands/bmw', label: 'Discover BMW' },
                  labels: [
                    { label: 'Range (WLTP)', value: 'up to 365 miles' },
                    { label: 'On the road from', value: '£50,880' },
                    { label: '0–62 mph', value: '5.7 s' },
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Four brands, one family-run standard',
              text: [
                {
                  p: 'Nordvik Motors UK represents **Mercedes-Benz, smart, MINI and BMW** from four sites in the Thames Valley and Surrey. Whichever badge you choose, you deal with the same people and the same promise: a fair price, a straight answer and a car that is ready when we say it will be.',
                },
                {
                  ul: [
                    'Test drives from your home or office within 15 miles of any showroom',
                    'Part exchange welcome on any make and model',
                    'Free 30-day tyre and wheel cover on every approved used car',
                  ],
                },
              ],
              link: { path: '/buy-car/brands', label: 'Meet our brands' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor1',
              useTextAnimations: true,
            },
            {
              blockType: 'blurb',
              title: 'Going electric? We have done the homework',
              text: [
                {
                  p: 'From the smart #1 to the BMW i4 and Mercedes-Benz EQA, we have more than 80 electric and plug-in hybrid cars in stock. Our product geniuses will talk you through real-world range, home charging and what a salary-sacrifice scheme could save you.',
                },
              ],
              link: { path: '/buy-car/new-cars', label: 'See electric models' },
              image: 'charging',
              reverse: true,
              backgroundColor: 'None',
              useTextAnimations: true,
              useMediaAnimations: true,
            },
            {
              blockType: 'storiesTeaser',
              title: 'News and events',
              indexPath: '/news-and-events',
              buttonText: 'All news and events',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Opening hours' },
                {
                  p: 'Showrooms are open **Monday to Friday 8.30am–7pm, Saturday 9am–5pm and Sunday 10.30am–4.30pm**. Service receptions open at 7.30am on weekdays so you can drop your car off on the way to work. Find addresses, phone numbers and directions on our [Find us](/find-us) page.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car',
      sortOrder: 20,
      ogImage: 'showroom',
      content: {
        'en-GB': {
          title: 'Buy a car',
          navTitle: 'Buy a car',
          metaDescription:
            'Buy a new or approved used Mercedes-Benz, smart, MINI or BMW from Nordvik Motors UK. Browse stock, compare finance and arrange a test drive.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Buy with confidence',
              text: 'New, nearly new and approved used: every car we sell is prepared in our own workshops and handed over by someone who knows it inside out.',
              link: { path: '/buy-car/used-cars', label: 'Search all stock' },
              buttonType: 'Primary',
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'cardList',
              heading: 'Start here',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Used cars',
                  text: 'Over 450 approved used cars, all with HPI checks and a full service history.',
                  link: { path: '/buy-car/used-cars' },
                  buttonText: 'Browse used cars',
                  image: 'showroom',
                },
                {
                  title: 'New cars',
                  text: 'Order the latest models or drive away one of our in-stock new cars this week.',
                  link: { path: '/buy-car/new-cars' },
                  buttonText: 'Explore new cars',
                  image: 'heroCountry',
                },
                {
                  title: 'Finance and insurance',
                  text: 'PCP, Hire Purchase, contract hire and GAP insurance, explained in plain English.',
                  link: { path: '/buy-car/finance-and-insurance-options' },
                  buttonText: 'Compare options',
                  image: 'pattern',
                },
              ],
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Buying from Nordvik Motors, step by step' },
                {
                  ol: [
                    '**Choose your car** online or in a showroom. Reserve it for 48 hours with a fully refundable £99 deposit.',
                    '**Value your part exchange.** Enter your registration and mileage for an instant guide price, confirmed when we see the car.',
                    '**Pick a way to pay.** Cash, debit card, bank transfer or one of our finance plans. A credit decision usually takes less than an hour.',
                    '**Collect or have it delivered.** Handovers take around 45 minutes. Home delivery is free within 30 miles of any of our showrooms.',
                  ],
                },
                {
                  p: 'Changed your mind? Cars bought at a distance come with a **14-day money-back guarantee** (up to 500 miles driven), in addition to your statutory rights under the Consumer Rights Act 2015.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/used-cars',
      sortOrder: 10,
      ogImage: 'showroom',
      content: {
        'en-GB': {
          title: 'Used cars',
          metaTitle: 'Approved used cars in Reading, Guildford, Basingstoke and Oxford',
          metaDescription:
            'Search more than 450 approved used Mercedes-Benz, smart, MINI, BMW and other makes. Every car is inspected, HPI checked and covered by at least 12 months’ warranty.',
          layout: [
            { blockType: 'carList', fixedQuery: 'car_condition=Used' },
            {
              blockType: 'richText',
              width: 'wide',
              content: [
                {
                  p: 'Filter our live stock by make, model, budget or monthly payment. Prices include a fresh service where one is due, at least six months’ MOT and a full valet. Cars marked **Approved Used** come with the manufacturer’s own warranty and roadside assistance.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'What every used car includes',
              text: [
                {
                  ul: [
                    'A 120-point inspection by a manufacturer-trained technician',
                    'HPI check for outstanding finance, write-off history and mileage discrepancies',
                    'Minimum 12 months’ warranty and 12 months’ roadside assistance',
                    'Tyres with at least 3mm of tread and brakes with at least 50% life',
                    'Two keys, the V5C logbook and a stamped or digital service history',
                  ],
                },
              ],
              link: { path: '/buy-car/finance-and-insurance-options', label: 'See finance options' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor2',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Can’t find the right car?' },
                {
                  p: 'Our used-car buyers source around 60 cars a week from manufacturer fleets and trusted auctions. Tell us what you are looking for — make, model, colour, budget — and we will call you when a match arrives, often before it is listed online.',
                },
                {
                  p: 'Call our used-car centre in Basingstoke on **01632 960412** or email usedcars@nordvik.example.',
                },
                { h3: 'Reserve online, collect or have it delivered' },
                {
                  p: 'Found the one? Reserve it online for 48 hours with a £99 deposit, refunded in full if you decide not to go ahead. We can move any car between our four sites free of charge within two working days, or deliver it to your door anywhere within 30 miles.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/used-cars/mercedes',
      sortOrder: 10,
      brandDesign: 'mercedes',
      ogImage: 'showroom',
      content: {
        'en-GB': {
          title: 'Approved Used Mercedes-Benz',
          navTitle: 'Used Mercedes-Benz',
          metaDescription:
            'Mercedes-Benz Approved Used cars at Nordvik Mercedes-Benz Reading and Basingstoke, with 12 months’ warranty, roadside assistance and a 30-day exchange promise.',
          layout: [
            { blockType: 'carList', fixedQuery: 'car_brand=Mercedes-Benz&car_condition=Used' },
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Around 90 Mercedes-Benz Approved Used cars are on our forecourts in Reading and Basingstoke at any time, from A-Class hatchbacks to the electric EQE SUV. Every one is under eight years old, has covered fewer than 100,000 miles and has passed a 140-point inspection by our own technicians.',
                },
                { h2: 'Included with every car' },
                {
                  ul: [
                    'At least **12 months’ unlimited-mileage warranty**, extendable up to 24 months',
                    '12 months’ Mercedes-Benz roadside assistance in the UK and Europe',
                    'A 30-day exchange promise and a 10-day money-back guarantee',
                    'An MOT valid for at least six months and a full service history',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Used electric Mercedes-Benz',
              text: [
                {
                  p: 'Every used EQ model comes with a **battery health certificate** and the remainder of its eight-year high-voltage battery warranty. Ask us for a charging demonstration when you collect.',
                },
              ],
              link: { path: '/buy-car/used-cars', label: 'Search all used stock' },
              image: 'charging',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/used-cars/smart',
      sortOrder: 20,
      brandDesign: 'smart',
      ogImage: 'charging',
      content: {
        'en-GB': {
          title: 'Used smart',
          metaDescription:
            'Used smart #1, #3 and electric fortwo cars from Nordvik smart Reading, each with a battery health certificate and at least 12 months’ warranty.',
          layout: [
            { blockType: 'carList', fixedQuery: 'car_brand=smart&car_condition=Used' },
            {
              blockType: 'richText',
              content: [
                {
                  p: 'A nearly new smart is one of the most affordable ways into a premium electric car. Our Reading studio keeps a small, hand-picked selection of ex-demonstrator and one-owner **smart #1** and **smart #3** models, alongside the last of the electric fortwo and forfour city cars.',
                },
                {
                  ul: [
                    'A battery health certificate with every car',
                    'At least 12 months’ warranty and the balance of the 8-year battery warranty',
                    'A free Type 2 charging cable if the car does not already have one',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Try before you decide',
              text: [
                {
                  p: 'Borrow a used smart for an afternoon and see how it fits your commute and your charger at home. Call the studio on 01632 960410 to arrange it.',
                },
              ],
              link: { path: '/buy-car/brands/smart/smart-book-a-test-drive', label: 'Book a test drive' },
              image: 'heroCity',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/used-cars/mini',
      sortOrder: 30,
      brandDesign: 'mini',
      ogImage: 'family',
      content: {
        'en-GB': {
          title: 'MINI Next approved used',
          navTitle: 'Used MINI',
          metaDescription:
            'MINI Next approved used cars at Nordvik MINI Oxford: Cooper, Countryman, Clubman and Electric models with 12 months’ MINI warranty.',
          layout: [
            { blockType: 'carList', fixedQuery: 'car_brand=MINI&car_condition=Used' },
            {
              blockType: 'richText',
              content: [
                {
                  p: 'MINI Next is MINI’s own approved used programme. Our Oxford team keeps around 60 cars in stock, from first-car Cooper hatches to Countryman ALL4 family cars and John Cooper Works models.',
                },
                { h2: 'The MINI Next promise' },
                {
                  ul: [
                    'Cars under six years old with a full MINI service history',
                    'A minimum of 12 months’ MINI warranty and roadside assistance',
                    'A multi-point check and the latest software before handover',
                    'PCP and Hire Purchase from MINI Financial Services',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Part exchange welcome',
              text: [
                {
                  p: 'Trading in your current car? We will value it on the spot, whatever the make, and the price is guaranteed for seven days.',
                },
              ],
              link: { path: '/sell-car', label: 'Value my car' },
              image: 'modelMini',
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/used-cars/bmw',
      sortOrder: 40,
      brandDesign: 'bmw',
      ogImage: 'heroCity',
      content: {
        'en-GB': {
          title: 'BMW Approved Used',
          navTitle: 'Used BMW',
          metaDescription:
            'BMW Approved Used cars at Nordvik BMW Guildford and Basingstoke: 1 Series to X5 and BMW i, with 12 months’ unlimited-mileage warranty.',
          layout: [
            { blockType: 'carList', fixedQuery: 'car_brand=BMW&car_condition=Used' },
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Choose from around 140 BMW Approved Used cars across Guildford and Basingstoke. Each car is under seven years old and under 100,000 miles, and has passed a 360-degree check covering everything from paint depth to software updates.',
                },
                {
                  ul: [
                    '**12 months’ unlimited-mileage warranty**, extendable year by year',
                    '12 months’ BMW Emergency Service roadside assistance',
                    'A full BMW service history and the latest software installed',
                    'Seven-day exchange if you change your mind',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'BMW M and M Performance',
              text: [
                {
                  p: 'As a BMW M Partner, Guildford always has a handful of used M3, M4 and M Performance models in stock. Viewings and test drives are by appointment with our M specialists.',
                },
              ],
              link: { path: '/find-us/bmw-guildford', label: 'Visit BMW Guildford' },
              image: 'modelGranCoupe',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/new-cars',
      sortOrder: 20,
      ogImage: 'heroCountry',
      content: {
        'en-GB': {
          title: 'New cars',
          metaDescription:
            'Order a new Mercedes-Benz, smart, MINI or BMW from Nordvik Motors UK, or choose from in-stock new cars ready for delivery this month.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'New cars, ready when you are',
              text: 'Around 120 new cars in stock for immediate delivery, and factory orders tailored to your exact specification.',
              link: { path: '/buy-car/brands', label: 'Choose a brand' },
              buttonType: 'Primary',
              image: 'heroCountry',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Factory order or in stock?' },
                {
                  p: 'A **factory order** lets you choose every detail, from paint and upholstery to driver-assistance packs. Current lead times are typically 12–20 weeks, and we keep you updated at every stage of build and shipping.',
                },
                {
                  p: '**In-stock new cars** are already in the UK and can usually be registered and handed over within seven days. They often come with additional manufacturer deposit contributions, so ask us what is available this quarter.',
                },
                { h3: 'Test drive your way' },
                {
                  p: 'Book a 30-minute accompanied drive, a 24-hour extended test drive, or have the car brought to your home. Bring your driving licence and we will do the rest.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Electric and plug-in hybrid',
              text: [
                {
                  p: 'Every brand we represent now offers a fully electric range. Choose a new electric car and we include a **home charger survey**, and can arrange installation through our approved partner. Business drivers benefit from a Benefit-in-Kind rate of just 3% in the 2025/26 tax year.',
                },
              ],
              link: { path: '/buy-car/finance-and-insurance-options', label: 'Electric car finance' },
              image: 'charging',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/new-cars/mercedes',
      sortOrder: 10,
      brandDesign: 'mercedes',
      ogImage: 'modelSaloon',
      content: {
        'en-GB': {
          title: 'New Mercedes-Benz',
          metaDescription:
            'New Mercedes-Benz cars and vans at Nordvik Mercedes-Benz Reading: A-Class to S-Class, the EQ electric range, and Vito and Sprinter vans.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'New Mercedes-Benz',
              text: 'From the A-Class to the electric EQS, configured with a Product Genius in our Reading showroom.',
              image: 'modelSaloon',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'The range' },
                {
                  ul: [
                    '**Compact cars:** A-Class, B-Class, CLA and GLA, with mild-hybrid and plug-in hybrid options',
                    '**Saloons and estates:** C-Class and E-Class, including the plug-in hybrid E 300 e',
                    '**SUVs:** GLC, GLE and GLS, with seven seats on GLB and GLS',
                    '**Electric:** EQA, EQB, EQE and EQS, plus the all-new electric CLA',
                    '**Vans:** Citan, Vito and Sprinter, and their electric eVito and eSprinter versions',
                  ],
                },
                {
                  p: 'Factory orders currently take 12 to 20 weeks depending on model and specification. Ask us which cars are in stock or in transit for faster delivery.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Book a personal consultation',
              text: [
                {
                  p: 'Spend an hour with one of our Product Geniuses, compare trims side by side and take an extended test drive. Call 01632 960410 or drop in to Bath Road, Reading.',
                },
              ],
              link: { path: '/find-us/mercedes-benz-and-smart-reading', label: 'Visit the Reading showroom' },
              image: 'showroom',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/new-cars/smart',
      sortOrder: 20,
      brandDesign: 'smart',
      ogImage: 'charging',
      content: {
        'en-GB': {
          title: 'New smart',
          metaDescription:
            'Order a new smart #1, #3 or #5 at Nordvik smart Reading: trims, range, charging and delivery times explained.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'New smart #1, #3 and #5',
              text: 'Three all-electric models with up to 365 miles of range, on display in our Reading studio.',
              image: 'charging',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Choosing your trim' },
                {
                  ul: [
                    '**Pro:** heat pump, 360-degree camera and wireless phone charging as standard',
                    '**Pro+ and Premium:** a larger battery, a panoramic roof and a Beats sound system',
                    '**BRABUS:** dual motors, all-wheel drive and 0–62mph in under four seconds',
                  ],
                },
                {
                  p: 'Most trims are available from stock for delivery within four weeks, and every new smart comes with a three-year vehicle warranty and an eight-year / 100,000-mile battery warranty.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'See it for yourself',
              text: [{ p: 'A 30-minute drive or a 24-hour loan: choose the test drive that suits you.' }],
              link: { path: '/buy-car/brands/smart/smart-book-a-test-drive', label: 'Book a smart test drive' },
              image: 'heroCity',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/new-cars/mini',
      sortOrder: 30,
      brandDesign: 'mini',
      ogImage: 'modelMini',
      content: {
        'en-GB': {
          title: 'New MINI',
          metaDescription:
            'The new MINI Cooper, Aceman, Countryman and Convertible at Nordvik MINI Oxford, in petrol and fully electric versions.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'The new MINI family',
              text: 'Cooper, Aceman, Countryman and Convertible, built a few miles from our Oxford showroom.',
              image: 'modelMini',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                {
                  p: 'The latest MINI range is available as petrol or fully electric, and every model can be personalised with the Classic, Exclusive, JCW Sport and Favoured trims. Our Product Specialists can walk you through the options and order your car straight from the factory.',
                },
                {
                  ul: [
                    '**MINI Cooper 3-door and 5-door:** petrol C and S, or electric E and SE with up to 250 miles of range',
                    '**MINI Aceman:** a compact electric crossover with room for five',
                    '**MINI Countryman:** petrol, electric or ALL4 all-wheel drive, with a 460-litre boot',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Test drive at MINI Oxford',
              text: [{ p: 'Book a 45-minute consultation and drive each model back to back. Call 01632 960460.' }],
              link: { path: '/find-us/mini-oxford', label: 'Visit MINI Oxford' },
              image: 'family',
              reverse: true,
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/new-cars/bmw',
      sortOrder: 40,
      brandDesign: 'bmw',
      ogImage: 'modelGranCoupe',
      content: {
        'en-GB': {
          title: 'New BMW',
          metaDescription:
            'New BMW cars at Nordvik BMW Guildford: 1 Series to 7 Series, X models, BMW i electric cars and BMW M, with factory ordering and stock cars.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'New BMW',
              text: 'The full range, from the 1 Series to the electric i7, with BMW M models on display all year round.',
              image: 'modelGranCoupe',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Electric, plug-in hybrid or petrol' },
                {
                  p: 'More than half of the new BMWs we deliver are now fully electric. The **i4 Gran Coupé**, **i5 Touring** and **iX1** are our most popular choices, while the 330e and X5 xDrive50e plug-in hybrids suit drivers who cover long distances.',
                },
                {
                  p: 'Order from the factory and watch your car being built through the My BMW app, or choose from around 40 new cars in stock at Guildford for delivery within a fortnight.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Talk to a BMW Genius',
              text: [{ p: 'Our BMW Geniuses explain the technology without the sales pitch, and can set up your car’s digital services before you collect it.' }],
              link: { path: '/find-us/bmw-guildford', label: 'Visit BMW Guildford' },
              image: 'showroom',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/brands',
      sortOrder: 30,
      ogImage: 'dealership',
      content: {
        'en-GB': {
          title: 'Our brands',
          metaDescription:
            'Nordvik Motors UK is an authorised retailer for Mercedes-Benz, smart, MINI and BMW in Reading, Guildford and Oxford.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'We are an authorised retailer and repairer for four manufacturers. That means factory-trained sales and service teams, genuine parts and full access to each brand’s warranty and roadside programmes, wherever you bought your car.',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Choose a brand',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Mercedes-Benz',
                  text: 'From the A-Class to the EQS, at Nordvik Mercedes-Benz Reading.',
                  link: { path: '/buy-car/brands/mercedes' },
                  buttonText: 'Discover Mercedes-Benz',
                  image: 'showroom',
                },
                {
                  title: 'smart',
                  text: 'The all-electric smart #1, #3 and #5, in our Reading smart studio.',
                  link: { path: '/buy-car/brands/smart' },
                  buttonText: 'Discover smart',
                  image: 'charging',
                },
                {
                  title: 'MINI',
                  text: 'Cooper, Aceman and Countryman, at Nordvik MINI Oxford.',
                  link: { path: '/buy-car/brands/mini' },
                  buttonText: 'Discover MINI',
                  image: 'family',
                },
                {
                  title: 'BMW',
                  text: 'From the 1 Series to the iX, at Nordvik BMW Guildford.',
                  link: { path: '/buy-car/brands/bmw' },
                  buttonText: 'Discover BMW',
                  image: 'heroCity',
                },
              ],
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Why choose an authorised retailer?' },
                {
                  ul: [
                    '**Factory-trained people.** Our sales executives and technicians complete the manufacturer’s own training every year, including high-voltage qualifications for electric models.',
                    '**Genuine parts and the latest software.** Every service includes any outstanding recalls and software updates, at no extra cost.',
                    '**Warranty without the paperwork.** We handle manufacturer warranty claims directly, so you never have to argue your case with a third party.',
                    '**Approved Used programmes.** Only authorised retailers can sell cars under each brand’s Approved Used scheme, with its warranty and roadside cover.',
                  ],
                },
                {
                  p: 'Own another make? Our Basingstoke used car centre sells and services most makes, and is happy to value yours as a [part exchange](/sell-car).',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/brands/mercedes',
      sortOrder: 10,
      brandDesign: 'mercedes',
      ogImage: 'showroom',
      content: {
        'en-GB': {
          title: 'Mercedes-Benz',
          metaTitle: 'Mercedes-Benz Reading | New and Approved Used',
          metaDescription:
            'Nordvik Mercedes-Benz Reading: new Mercedes-Benz and EQ models, Approved Used cars with 12 months’ warranty, servicing and MOT.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Mercedes-Benz Reading',
              text: 'The complete range, from the compact A-Class to the electric EQS, with a team that has represented the three-pointed star for over 20 years.',
              link: { path: '/buy-car/used-cars', label: 'Approved Used Mercedes-Benz' },
              buttonType: 'Primary',
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Mercedes-Benz Approved Used' },
                {
                  p: 'Every Approved Used Mercedes-Benz is under eight years old, has covered fewer than 100,000 miles and has passed a 140-point inspection. You get:',
                },
                {
                  ul: [
                    'A minimum of **12 months’ unlimited-mileage warranty**, extendable up to 24 months',
                    '12 months’ Mercedes-Benz roadside assistance across the UK and Europe',
                    'A 30-day exchange promise if the car is not right for you',
                    'Mercedes-Benz Financial Services finance packages',
                  ],
                },
                { h2: 'New Mercedes-Benz and EQ' },
                {
                  p: 'Our Reading showroom displays more than 20 new models at any time, including the electric EQA, EQB and EQE SUV. Book a personal consultation to configure your car, compare electric and plug-in hybrid running costs, and take an extended test drive.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Service and MOT with Mercedes-Benz',
              text: [
                {
                  p: 'Our Reading workshop has 14 service bays, two dedicated EQ high-voltage bays and a service advisor team that speaks Mercedes-Benz fluently. Ask about **ServiceCare** plans from £29 a month, covering your next two or three services at today’s prices.',
                },
              ],
              link: { path: '/service-and-parts', label: 'Book a service' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/brands/smart',
      sortOrder: 20,
      brandDesign: 'smart',
      ogImage: 'charging',
      content: {
        'en-GB': {
          title: 'smart',
          metaTitle: 'smart #1, #3 and #5 in Reading',
          metaDescription:
            'Discover the all-electric smart #1, smart #3 and smart #5 at Nordvik smart Reading. Test drives, finance, home charging and servicing.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'smart. All electric, all grown up.',
              text: 'The smart #1, #3 and #5 combine up to 365 miles of WLTP range with rapid charging and a five-star Euro NCAP rating.',
              link: { path: '/find-us', label: 'Visit the smart studio' },
              buttonType: 'Primary',
              image: 'charging',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Three models, one electric mindset' },
                {
                  ul: [
                    '**smart #1** – a compact SUV with a sliding rear bench and up to 273 miles of range',
                    '**smart #3** – a sleek coupé-SUV with up to 283 miles and 0–62mph in 5.8 seconds in Premium trim',
                    '**smart #5** – the largest smart yet, with room for a family and up to 365 miles of range',
                  ],
                },
                {
                  p: 'Every new smart comes with an 8-year / 100,000-mile high-voltage battery warranty. Charging at up to 150kW, the #1 goes from 10 to 80% in under 30 minutes.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Book a test drive',
              text: [
                {
                  p: 'Take a smart for 30 minutes from our Reading studio, or ask for a **24-hour test drive** and try it on your daily commute and your own driveway charger. Call 01632 960431 or drop in — no appointment needed on weekdays.',
                },
              ],
              link: { path: '/find-us', label: 'Directions and opening hours' },
              image: 'heroCity',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/brands/smart/smart-book-a-test-drive',
      sortOrder: 10,
      brandDesign: 'smart',
      ogImage: 'heroCity',
      content: {
        'en-GB': {
          title: 'Book a smart test drive',
          navTitle: 'Book a test drive',
          metaDescription:
            'Book a 30-minute or 24-hour test drive of the smart #1, #3 or #5 at Nordvik smart Reading.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'The best way to understand an electric car is to live with it for a while. Choose the test drive that suits you, and we will have the car charged and ready.',
                },
                {
                  ul: [
                    '**30-minute drive** from our Reading studio, with a Product Expert alongside you',
                    '**24-hour loan**, so you can try it on your commute and charge it at home',
                    '**Home test drive** within 15 miles of Reading, on weekdays',
                  ],
                },
                {
                  p: 'Bring your driving licence. Drivers must be 21 or over and have held a full UK licence for at least two years.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Call or drop in',
              text: [
                {
                  p: 'Call the smart studio on **01632 960410**, Monday to Saturday. No appointment is needed for a short drive on weekdays.',
                },
              ],
              link: { path: '/find-us/mercedes-benz-and-smart-reading', label: 'Directions to the studio' },
              image: 'charging',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/brands/mini',
      sortOrder: 30,
      brandDesign: 'mini',
      ogImage: 'modelMini',
      content: {
        'en-GB': {
          title: 'MINI',
          metaTitle: 'MINI Oxford | New and MINI Approved Used',
          metaDescription:
            'Nordvik MINI Oxford, a short drive from where MINI is built. New Cooper, Aceman and Countryman, MINI Approved Used cars, service and MOT.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'MINI Oxford',
              text: 'A few miles from the plant where MINI has been built since 2001. Come and meet the new Cooper, Aceman and Countryman.',
              link: { path: '/buy-car/new-cars', label: 'Explore new MINI' },
              buttonType: 'Primary',
              image: 'modelMini',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Find your MINI' },
                {
                  p: 'The **MINI Cooper** is available as a three-door, five-door or Convertible, with petrol or fully electric power. The **MINI Aceman** is a compact electric crossover with up to 251 miles of range, and the **MINI Countryman** offers space for five, an ALL4 all-wheel-drive option and a practical 460-litre boot.',
                },
                {
                  p: 'Not sure which fits? Book a 45-minute consultation with one of our MINI Product Specialists and try each one back to back. Our Oxford workshop also looks after older MINIs, from the first BMW-era Cooper S to the latest electric models, with fixed-price servicing for cars over three years old.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'MINI Next: approved used',
              text: [
                {
                  ul: [
                    'Cars under six years old with a full MINI service history',
                    'Minimum 12 months’ MINI warranty and roadside assistance',
                    'Finance from MINI Financial Services, including PCP and Hire Purchase',
                  ],
                },
              ],
              link: { path: '/buy-car/used-cars', label: 'See used MINI' },
              image: 'showroom',
              reverse: true,
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/brands/bmw',
      sortOrder: 40,
      brandDesign: 'bmw',
      ogImage: 'heroCity',
      content: {
        'en-GB': {
          title: 'BMW',
          metaTitle: 'BMW Guildford | New, Approved Used and Service',
          metaDescription:
            'Nordvik BMW Guildford: the full BMW range including BMW i and M models, BMW Approved Used cars, servicing, MOT and bodyshop.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'BMW Guildford',
              text: 'Sheer driving pleasure, from the 1 Series to the electric i5 and iX, with BMW M models on display all year round.',
              link: { path: '/buy-car/used-cars', label: 'BMW Approved Used' },
              buttonType: 'Primary',
              image: 'heroCity',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'BMW Approved Used' },
                {
                  p: 'Choose from around 140 BMW Approved Used cars at Guildford and Basingstoke. Each car is under seven years old and under 100,000 miles, and has passed a 360-degree check covering everything from paint depth to software updates.',
                },
                {
                  ul: [
                    '**A minimum of 12 months’ unlimited-mileage warranty**, extendable year by year',
                    '12 months’ BMW Emergency Service roadside assistance',
                    'A full BMW service history and the latest software installed',
                    'Seven-day exchange if you change your mind',
                  ],
                },
                {
                  p: 'Looking for something special? Our Guildford showroom is a BMW M Partner, with M Performance models such as the M3 Touring and M4 Competition available to view and test drive by appointment.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'BMW Service Inclusive',
              text: [
                {
                  p: 'Fix the cost of your BMW’s scheduled servicing for up to five years or 62,000 miles. Plans cover oil services, vehicle checks, brake fluid and spark plugs, and can be paid monthly or up front. Ask at service reception or call **01632 960455**.',
                },
              ],
              link: { path: '/service-and-parts', label: 'Service and parts' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-insurance-options',
      sortOrder: 40,
      ogImage: 'pattern',
      content: {
        'en-GB': {
          title: 'Finance and insurance options',
          navTitle: 'Finance and insurance',
          metaDescription:
            'Personal Contract Purchase, Hire Purchase, contract hire and GAP insurance from Nordvik Motors UK. Representative examples and clear explanations.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Finance that fits',
              text: 'Compare PCP, Hire Purchase and contract hire side by side, and get a decision in principle without affecting your credit score.',
              link: { path: '/find-us', label: 'Speak to a finance specialist' },
              buttonType: 'Secondary',
              image: 'pattern',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Personal Contract Purchase (PCP)' },
                {
                  p: 'With PCP you pay a deposit, then fixed monthly payments over two to four years. At the end you can pay the **optional final payment** and keep the car, hand it back (subject to mileage and condition), or part exchange it for a new one.',
                },
                { h3: 'Representative example: PCP' },
                {
                  ul: [
                    'Used BMW 320i M Sport, 48-month agreement, 8,000 miles per annum',
                    'Cash price £24,995; customer deposit £3,000; total amount of credit £21,995',
                    '47 monthly payments of £361.46; optional final payment £11,450 (includes £10 option-to-purchase fee)',
                    'Total charge for credit £6,443.62; total amount payable £31,438.62',
                    'Fixed borrowing rate 9.48% p.a.; **representative APR 9.9%**',
                    'Excess mileage charge 8p per mile',
                  ],
                },
                {
                  p: '*This is an example only. Your own rate and payments will depend on your circumstances, the car you choose and your credit history.*',
                },
              ],
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Hire Purchase (HP)' },
                {
                  p: 'Hire Purchase spreads the full cost of the car over 12 to 60 months. There is no final balloon payment: once the last instalment is paid, the car is yours.',
                },
                { h3: 'Representative example: HP' },
                {
                  ul: [
                    'Used MINI Cooper 5-door, 48-month agreement',
                    'Cash price £15,995; customer deposit £2,000; total amount of credit £13,995',
                    '48 monthly payments of £351.45',
                    'Total charge for credit £4,874.60; total amount payable £18,869.60',
                    'Fixed borrowing rate 9.48% p.a.; **representative APR 9.9%**',
                  ],
                },
                { h2: 'Insurance and protection' },
                {
                  p: 'We offer **GAP insurance**, alloy wheel and tyre cover, cosmetic repair cover and extended warranties. None of these products is compulsory, and you can buy them elsewhere. We will give you the policy documents and a summary at least two days before you buy, so you have time to compare.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Important information' },
                {
                  p: 'Finance is subject to status and available to UK residents aged 18 and over. Guarantees and indemnities may be required. Nordvik Motors UK Ltd is authorised and regulated by the Financial Conduct Authority for consumer credit broking. We are a **credit broker, not a lender**, and work with a limited number of lenders, including the manufacturers’ own finance companies. We may receive commission from the lender, which can vary by lender and product; ask us and we will tell you how much.',
                },
                {
                  p: 'Read more in our [privacy policy](/legal/privacy-policy).',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-insurance-options/personal-finance',
      sortOrder: 10,
      ogImage: 'pattern',
      content: {
        'en-GB': {
          title: 'Personal finance',
          metaTitle: 'Personal car finance: PCP, Hire Purchase and personal contract hire',
          metaDescription:
            'Compare Personal Contract Purchase, Hire Purchase and personal contract hire at Nordvik Motors UK, with a soft-search eligibility check that does not affect your credit score.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Most of our customers spread the cost of their car. The right plan depends on how long you keep your cars, how many miles you drive and whether you want to own the car at the end. Our finance specialists will show you each option side by side, with the same car and the same deposit, so you can compare like with like.',
                },
                { h2: 'Which plan suits you?' },
                {
                  ul: [
                    '**Personal Contract Purchase (PCP):** lower monthly payments, with the choice to keep, return or part exchange the car at the end. Suits drivers who change cars every two to four years.',
                    '**Hire Purchase (HP):** fixed payments over one to five years, and the car is yours after the last one. Suits drivers who keep their cars for a long time.',
                    '**Personal contract hire (PCH):** a fixed monthly rental for a new car, with road tax and often maintenance included. You never own the car and simply hand it back at the end.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Check your eligibility first',
              text: [
                {
                  p: 'Our online eligibility check uses a **soft search**, which lenders cannot see and which does not affect your credit score. It takes about three minutes and tells you how likely you are to be accepted before you make a full application.',
                },
                {
                  p: 'When you are ready, a finance specialist completes the application with you in the showroom or over the phone. Most decisions arrive within the hour.',
                },
              ],
              link: { path: '/buy-car/used-cars', label: 'Find a car to finance' },
              image: 'showroom',
              backgroundColor: 'BackgroundColor2',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Finance is subject to status and available to UK residents aged 18 and over. Representative examples and our commission disclosure are set out on our [finance and insurance page](/buy-car/finance-and-insurance-options) and under [consumer credit](/legal/consumer-credit).',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-insurance-options/personal-finance/mercedes',
      sortOrder: 10,
      brandDesign: 'mercedes',
      ogImage: 'pattern',
      content: {
        'en-GB': {
          title: 'Mercedes-Benz personal contract hire',
          navTitle: 'Mercedes-Benz',
          metaDescription:
            'Personal contract hire and Agility PCP on new Mercedes-Benz cars from Nordvik Mercedes-Benz Reading, through Mercedes-Benz Financial Services.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'With **personal contract hire** you pay an initial rental and then a fixed monthly rental for two to four years. Road tax and manufacturer roadside assistance are included, and you simply hand the car back at the end.',
                },
                { h2: 'Mercedes-Benz Agility' },
                {
                  p: 'Prefer the option to own? Agility is Mercedes-Benz Financial Services’ PCP plan, with a guaranteed future value and flexible mileage from 5,000 to 30,000 miles a year.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Add servicing to your rental',
              text: [
                {
                  p: 'Add a maintenance package to any contract hire agreement and every scheduled service, MOT and replacement tyre is covered by one monthly payment.',
                },
              ],
              link: { path: '/service-and-parts/mercedes/servicing', label: 'Mercedes-Benz servicing' },
              image: 'showroom',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-insurance-options/personal-finance/bmw',
      sortOrder: 20,
      brandDesign: 'bmw',
      ogImage: 'pattern',
      content: {
        'en-GB': {
          title: 'BMW personal contract hire',
          navTitle: 'BMW',
          metaDescription:
            'Personal contract hire and BMW Select PCP on new and approved used BMWs from Nordvik BMW Guildford, through BMW Financial Services.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'BMW personal contract hire gives you a new BMW for a fixed monthly rental, with road tax, BMW Emergency Service and the BMW Connected package included. Choose a term of 24 to 48 months and an annual mileage to suit you.',
                },
                {
                  ul: [
                    'Initial rental of three, six or nine months',
                    'Optional BMW Service Inclusive maintenance package',
                    'No final payment: hand the car back and choose your next one',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Contract hire or BMW Select?',
              text: [
                {
                  p: 'BMW Select, the BMW PCP plan, lets you keep the car at the end. Our finance specialists will price both for the same car so you can compare.',
                },
              ],
              link: { path: '/buy-car/finance-and-insurance-options/bmw', label: 'BMW finance' },
              image: 'modelGranCoupe',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-insurance-options/insurance-products',
      sortOrder: 20,
      ogImage: 'pattern',
      content: {
        'en-GB': {
          title: 'Insurance and protection products',
          navTitle: 'Insurance products',
          metaDescription:
            'GAP insurance, alloy wheel and tyre cover, cosmetic repair cover and extended warranties from Nordvik Motors UK, explained clearly and never compulsory.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'A car is one of the biggest purchases most of us make, and a few optional products can protect it from the costs that catch people out. None of them is compulsory, you can buy them elsewhere, and we will always give you the policy summary at least two days before you buy so there is time to compare.',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Our protection products',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'GAP insurance',
                  text: 'If your car is written off or stolen, GAP covers the difference between your motor insurer’s payout and what you paid for the car or still owe on finance.',
                },
                {
                  title: 'Alloy wheel and tyre cover',
                  text: 'Repairs to kerbed alloys and replacement of tyres damaged by punctures or potholes, up to six claims a year.',
                },
                {
                  title: 'Cosmetic repair cover',
                  text: 'Small dents, scratches and scuffs repaired at home or at work by our SMART repair technicians.',
                },
                {
                  title: 'Extended warranty',
                  text: 'Continue manufacturer-level cover for mechanical and electrical parts once the original warranty ends.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Thinking of cancelling?' },
                {
                  p: 'Every product has a 30-day cooling-off period with a full refund, and can be cancelled later for a pro-rata refund less a small administration fee. Call customer services on 01632 960400 or see our [complaints procedure](/about-us/customer-services/complaints) if something has gone wrong.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-insurance-options/insurance-products/mercedes',
      sortOrder: 10,
      brandDesign: 'mercedes',
      ogImage: 'pattern',
      content: {
        'en-GB': {
          title: 'Mercedes-Benz insurance products',
          navTitle: 'Mercedes-Benz',
          metaDescription:
            'GAP insurance, tyre and alloy cover and cosmetic repair cover for Mercedes-Benz cars and vans, with policy documents to download.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Our Mercedes-Benz protection products are designed for Mercedes-Benz cars and vans and arranged through Nordvik Motors UK Ltd as an insurance intermediary. None of them is compulsory.',
                },
                {
                  ul: [
                    '[GAP insurance](/buy-car/finance-and-insurance-options/insurance-products/mercedes/gap-insurance) for cars and vans',
                    'Tyre and alloy wheel insurance, including run-flat tyres',
                    'Cosmetic repair cover for scuffs, scratches and small dents',
                  ],
                },
              ],
            },
            {
              blockType: 'fileDownloadList',
              heading: 'Policy documents',
              files: [
                {
                  title: 'Mercedes-Benz GAP insurance policy summary',
                  filename: 'mercedes-benz-gap-insurance-policy-summary.pdf',
                  paragraphs: [
                    'Return to invoice GAP insurance for Mercedes-Benz cars up to 36 months old, covering the difference between your insurer’s settlement and the original invoice price.',
                    'Periods of cover: 24, 36 or 48 months. Maximum benefit £50,000. Excess: none.',
                  ],
                },
                {
                  title: 'Mercedes-Benz tyre and alloy insurance product information',
                  filename: 'mercedes-benz-tyre-and-alloy-ipid.pdf',
                  paragraphs: ['Repair or replacement of tyres damaged by punctures, and cosmetic repair of alloy wheels, up to six claims a year.'],
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-insurance-options/insurance-products/mercedes/gap-insurance',
      sortOrder: 10,
      brandDesign: 'mercedes',
      ogImage: 'pattern',
      content: {
        'en-GB': {
          title: 'Mercedes-Benz GAP insurance',
          navTitle: 'GAP insurance',
          metaDescription:
            'What Mercedes-Benz GAP insurance covers, how much it costs and how to claim, for new and approved used cars and vans.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'If your car is written off or stolen and not recovered, your motor insurer pays its market value at the time, which can be thousands of pounds less than you paid. **GAP insurance** covers the difference, up to £50,000.',
                },
                { h2: 'Good to know' },
                {
                  ul: [
                    'Cover for 24, 36 or 48 months, paid in one premium or added to your finance',
                    'Available on new and Approved Used Mercedes-Benz cars and vans',
                    'A 30-day cooling-off period with a full refund',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Need to make a claim?',
              text: [{ p: 'Call our customer services team on 01632 960400 and we will guide you through the claim with the insurer.' }],
              link: { path: '/about-us/mercedes-benz-customer-services', label: 'Mercedes-Benz customer services' },
              image: 'pattern',
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-insurance-options/insurance-products/bmw',
      sortOrder: 20,
      brandDesign: 'bmw',
      ogImage: 'pattern',
      content: {
        'en-GB': {
          title: 'BMW insurance products',
          navTitle: 'BMW',
          metaDescription:
            'BMW GAP insurance, BMW tyre and alloy insurance and BMW SMART repair cover from Nordvik BMW Guildford.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'BMW insurance products are tailored to BMW and BMW i models, and claims are repaired at BMW-approved workshops with genuine parts.',
                },
                {
                  ul: [
                    'BMW Return to Invoice GAP insurance',
                    '[BMW tyre and alloy insurance](/buy-car/finance-and-insurance-options/insurance-products/bmw/tyre-and-alloy-insurance), including run-flat tyres',
                    'BMW SMART repair insurance for minor cosmetic damage',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Questions about cover?',
              text: [{ p: 'Our insurance-trained sales executives at Guildford will explain what each product covers and what it does not.' }],
              link: { path: '/find-us/bmw-guildford', label: 'Contact BMW Guildford' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-insurance-options/insurance-products/bmw/tyre-and-alloy-insurance',
      sortOrder: 10,
      brandDesign: 'bmw',
      ogImage: 'tyres',
      content: {
        'en-GB': {
          title: 'BMW tyre and alloy insurance',
          navTitle: 'Tyre and alloy insurance',
          metaDescription:
            'BMW tyre and alloy insurance covers punctured and damaged tyres, including run-flats, and cosmetic repairs to alloy wheels.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Run-flat tyres and large alloy wheels are expensive to replace after a pothole or a kerb. BMW tyre and alloy insurance covers:',
                },
                {
                  ul: [
                    'Replacement of tyres damaged beyond repair, up to £500 per claim',
                    'Cosmetic repair of scuffed or scratched alloy wheels, up to six claims a year',
                    'Cover for one, two or three years, with no excess',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Tyres in stock at Guildford',
              text: [{ p: 'We carry BMW Star-marked tyres for every current model and can usually fit them the same day.' }],
              link: { path: '/service-and-parts/bmw/parts', label: 'BMW parts and tyres' },
              image: 'tyres',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-insurance-options/mercedes',
      sortOrder: 30,
      brandDesign: 'mercedes',
      ogImage: 'pattern',
      content: {
        'en-GB': {
          title: 'Mercedes-Benz finance',
          navTitle: 'Mercedes-Benz finance',
          metaDescription:
            'Mercedes-Benz Agility PCP, Hire Purchase and contract hire through Mercedes-Benz Financial Services at Nordvik Mercedes-Benz Reading.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'We arrange finance for new and Approved Used Mercedes-Benz cars and vans through Mercedes-Benz Financial Services. Choose from Agility PCP, Hire Purchase, personal contract hire and, for business customers, contract hire and finance lease.',
                },
                { h3: 'Representative example: Agility PCP' },
                {
                  ul: [
                    'New Mercedes-Benz A 200 Sport Executive, 36 months, 10,000 miles per annum',
                    'Cash price £33,450; customer deposit £5,000; total amount of credit £28,450',
                    '35 monthly payments of £389; optional final payment £17,380',
                    'Total amount payable £36,995; **representative APR 7.9%**',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Personal contract hire',
              text: [{ p: 'A fixed monthly rental with road tax included, and no final payment to worry about.' }],
              link: { path: '/buy-car/finance-and-insurance-options/personal-finance/mercedes', label: 'Mercedes-Benz contract hire' },
              image: 'showroom',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-insurance-options/bmw',
      sortOrder: 40,
      brandDesign: 'bmw',
      ogImage: 'pattern',
      content: {
        'en-GB': {
          title: 'BMW finance',
          navTitle: 'BMW finance',
          metaDescription:
            'BMW Select PCP, Hire Purchase and contract hire through BMW Financial Services at Nordvik BMW Guildford.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'BMW Financial Services offers BMW Select (PCP), Hire Purchase and contract hire on new and BMW Approved Used cars. Our finance specialists at Guildford can give you a quote in minutes and a decision in principle without affecting your credit score.',
                },
                { h3: 'Representative example: BMW Select' },
                {
                  ul: [
                    'New BMW i4 eDrive35 M Sport, 48 months, 8,000 miles per annum',
                    'Cash price £51,280; customer deposit £7,500; total amount of credit £43,780',
                    '47 monthly payments of £549; optional final payment £20,150',
                    'Total amount payable £53,453; **representative APR 6.9%**',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'BMW personal contract hire',
              text: [{ p: 'Drive a new BMW for a fixed monthly rental, and hand it back at the end.' }],
              link: { path: '/buy-car/finance-and-insurance-options/personal-finance/bmw', label: 'BMW contract hire' },
              image: 'modelGranCoupe',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-protection-products',
      sortOrder: 45,
      hideInNavigation: true,
      ogImage: 'pattern',
      content: {
        'en-GB': {
          title: 'Finance and protection products',
          metaDescription:
            'Car finance and optional protection products from Nordvik Motors UK: GAP insurance, tyre and alloy cover and van protection, explained clearly.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Finance spreads the cost of your car; protection products cover the costs that can catch you out once you are driving it. Both are optional, and you can compare our products with those available elsewhere before you decide.',
                },
                {
                  ul: [
                    'Compare PCP, Hire Purchase and contract hire on our [finance and insurance options](/buy-car/finance-and-insurance-options) page',
                    'See our [protection products](/buy-car/finance-and-protection-products/protection-products) by brand',
                  ],
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Protection products by brand',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Mercedes-Benz cars and vans',
                  text: 'GAP insurance for cars and vans, tyre and alloy cover.',
                  link: { path: '/buy-car/finance-and-protection-products/protection-products/mercedes' },
                  buttonText: 'Mercedes-Benz',
                  image: 'showroom',
                },
                {
                  title: 'smart',
                  text: 'Tyre and alloy cover for the smart #1, #3 and #5.',
                  link: { path: '/buy-car/finance-and-protection-products/protection-products/smart' },
                  buttonText: 'smart',
                  image: 'charging',
                },
                {
                  title: 'BMW',
                  text: 'Tyre and alloy insurance, including run-flat tyres.',
                  link: { path: '/buy-car/finance-and-protection-products/protection-products/bmw' },
                  buttonText: 'BMW',
                  image: 'heroCity',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-protection-products/protection-products',
      sortOrder: 10,
      ogImage: 'pattern',
      content: {
        'en-GB': {
          title: 'Protection products',
          metaDescription:
            'Optional protection products for your car or van from Nordvik Motors UK, with a 30-day cooling-off period and no obligation to buy.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Our protection products are arranged by Nordvik Motors UK Ltd, which is authorised and regulated by the Financial Conduct Authority for insurance distribution. We will give you a product summary at least two days before you buy, and every product has a 30-day cooling-off period.',
                },
                { h2: 'Which products do we offer?' },
                {
                  ul: [
                    '**GAP insurance:** covers the shortfall if your car or van is written off or stolen',
                    '**Tyre and alloy insurance:** replacement tyres and alloy wheel repairs',
                    '**Cosmetic repair cover:** small dents and scratches repaired at your home or work',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Something gone wrong?',
              text: [{ p: 'If you are unhappy with a product or a claim, our complaints procedure explains what we do and when you can go to the Financial Ombudsman Service.' }],
              link: { path: '/about-us/customer-services/complaints', label: 'Complaints' },
              image: 'pattern',
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-protection-products/protection-products/mercedes',
      sortOrder: 10,
      brandDesign: 'mercedes',
      ogImage: 'pattern',
      content: {
        'en-GB': {
          title: 'Mercedes-Benz protection products',
          navTitle: 'Mercedes-Benz',
          metaDescription:
            'Protection products for Mercedes-Benz cars and vans: GAP insurance, van GAP insurance and tyre and alloy cover.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Protection products for new and Approved Used Mercedes-Benz cars, and for Mercedes-Benz Vans bought for business or personal use.',
                },
                {
                  ul: [
                    '[GAP insurance](/buy-car/finance-and-protection-products/protection-products/mercedes/gap-insurance) for Mercedes-Benz cars',
                    '[Van GAP insurance](/buy-car/finance-and-protection-products/protection-products/mercedes/van-gap-insurance) for Citan, Vito and Sprinter',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Speak to a business specialist',
              text: [{ p: 'Buying vans for your business? Our business centre can quote protection across your whole fleet.' }],
              link: { path: '/buy-car/fleet-and-business-offers/mercedes', label: 'Mercedes-Benz business offers' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-protection-products/protection-products/mercedes/gap-insurance',
      sortOrder: 10,
      brandDesign: 'mercedes',
      ogImage: 'pattern',
      content: {
        'en-GB': {
          title: 'Mercedes-Benz GAP insurance',
          navTitle: 'GAP insurance',
          metaDescription:
            'Mercedes-Benz GAP insurance covers the difference between your insurer’s payout and what you paid for your car, up to £50,000.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Return to invoice GAP insurance tops up your motor insurer’s settlement to the price you paid for your Mercedes-Benz if it is written off or stolen and not recovered.',
                },
                {
                  ul: [
                    'Cover for 24, 36 or 48 months, with a maximum benefit of £50,000',
                    'No excess to pay, and your motor insurance excess is covered up to £250',
                    'Transfers to the new owner if you sell the car privately',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Already have a policy?',
              text: [{ p: 'Call customer services on 01632 960400 to make a claim or change your details.' }],
              link: { path: '/about-us/mercedes-benz-customer-services', label: 'Mercedes-Benz customer services' },
              image: 'pattern',
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-protection-products/protection-products/mercedes/van-gap-insurance',
      sortOrder: 20,
      brandDesign: 'mercedes',
      ogImage: 'dealership',
      content: {
        'en-GB': {
          title: 'Mercedes-Benz Vans GAP insurance',
          navTitle: 'Van GAP insurance',
          metaDescription:
            'GAP insurance for Mercedes-Benz Citan, Vito, Sprinter, eVito and eSprinter vans, including conversions and racking up to £10,000.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'A van is a working tool, and losing it costs more than the van itself. Van GAP insurance covers the gap between your insurer’s payout and the invoice price, **including conversions, racking and signwriting** up to £10,000.',
                },
                {
                  ul: [
                    'For vans up to 3.5 tonnes used for business or personal use',
                    'Cover for 36, 48 or 60 months, matching your finance agreement',
                    'Optional cover for a hire van while your claim is settled',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Keep your van on the road',
              text: [{ p: 'Pair your cover with a ServiceCare plan and fix the cost of your van’s servicing as well.' }],
              link: { path: '/service-and-parts/mercedes/servicing/servicecare-plans', label: 'Van ServiceCare plans' },
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-protection-products/protection-products/smart',
      sortOrder: 20,
      brandDesign: 'smart',
      ogImage: 'charging',
      content: {
        'en-GB': {
          title: 'smart protection products',
          navTitle: 'smart',
          metaDescription: 'Protection products for the smart #1, #3 and #5: tyre and alloy cover and GAP insurance.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Electric cars are heavier than their petrol equivalents, and their low-rolling-resistance tyres and aero wheels are costly to replace. Our smart protection products are designed with that in mind.',
                },
                {
                  ul: [
                    '[smart tyre and alloy insurance](/buy-car/finance-and-protection-products/protection-products/smart/tyre-and-alloy-insurance)',
                    'GAP insurance for new and used smart cars, up to £40,000',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Ask the smart studio',
              text: [{ p: 'Our Product Experts can explain each product when you order your car, or call 01632 960410.' }],
              link: { path: '/buy-car/brands/smart', label: 'Discover smart' },
              image: 'charging',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-protection-products/protection-products/smart/tyre-and-alloy-insurance',
      sortOrder: 10,
      brandDesign: 'smart',
      ogImage: 'tyres',
      content: {
        'en-GB': {
          title: 'smart tyre and alloy insurance',
          navTitle: 'Tyre and alloy insurance',
          metaDescription: 'Tyre and alloy insurance for the smart #1, #3 and #5: punctures, kerbed wheels and pothole damage covered.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Covers replacement of tyres damaged by punctures or potholes and cosmetic repairs to kerbed alloy wheels on your smart, with up to six claims a year and no excess.',
                },
                {
                  ul: [
                    'One, two or three years of cover',
                    'Repairs carried out at home or at our Reading workshop',
                    'EV-rated replacement tyres to the manufacturer’s specification',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Damaged a wheel?',
              text: [{ p: 'Call us on 01632 960411 to book a repair at our Reading workshop.' }],
              link: { path: '/service-and-parts/smart/servicing', label: 'smart servicing' },
              image: 'tyres',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-protection-products/protection-products/bmw',
      sortOrder: 30,
      brandDesign: 'bmw',
      ogImage: 'pattern',
      content: {
        'en-GB': {
          title: 'BMW protection products',
          navTitle: 'BMW',
          metaDescription: 'BMW GAP insurance and BMW tyre and alloy insurance from Nordvik BMW Guildford.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'BMW protection products cover new, BMW Approved Used and BMW i models, with claims repaired by BMW-trained technicians using genuine parts.',
                },
                {
                  ul: [
                    'BMW Return to Invoice GAP insurance',
                    '[BMW tyre and alloy insurance](/buy-car/finance-and-protection-products/protection-products/bmw/tyre-and-alloy-insurance)',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Talk to us in Guildford',
              text: [{ p: 'Our sales executives can add protection to your order, or to a car you already own.' }],
              link: { path: '/find-us/bmw-guildford', label: 'BMW Guildford' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/finance-and-protection-products/protection-products/bmw/tyre-and-alloy-insurance',
      sortOrder: 10,
      brandDesign: 'bmw',
      ogImage: 'tyres',
      content: {
        'en-GB': {
          title: 'BMW tyre and alloy insurance',
          navTitle: 'Tyre and alloy insurance',
          metaDescription: 'BMW tyre and alloy insurance: run-flat and Star-marked tyres replaced and kerbed alloys repaired, with no excess.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Covers replacement of punctured or damaged tyres, including run-flat and Star-marked tyres, and cosmetic repair of your BMW’s alloy wheels.',
                },
                {
                  ul: [
                    'Tyre replacement up to £500 per claim',
                    'Up to six alloy wheel repairs a year',
                    'Cover for one, two or three years, with no excess',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Same-day fitting',
              text: [{ p: 'Our Guildford parts centre stocks tyres for every current BMW model.' }],
              link: { path: '/service-and-parts/bmw/parts', label: 'BMW parts and tyres' },
              image: 'tyres',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/latest-offers',
      sortOrder: 50,
      ogImage: 'heroCity',
      content: {
        'en-GB': {
          title: 'Latest offers',
          metaDescription:
            'This quarter’s offers on new and approved used Mercedes-Benz, smart, MINI and BMW cars at Nordvik Motors UK, including deposit contributions and low-rate finance.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'This quarter’s offers',
              text: 'Deposit contributions, low-rate finance and free servicing on selected new and approved used cars, while stocks last.',
              link: { path: '/buy-car/used-cars', label: 'See offer cars' },
              buttonType: 'Primary',
              image: 'heroCity',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              heading: 'Offers by brand',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Mercedes-Benz A-Class',
                  text: 'Up to £2,500 deposit contribution on in-stock A-Class hatchbacks and saloons ordered by the end of the quarter.',
                  link: { path: '/buy-car/brands/mercedes' },
                  buttonText: 'Mercedes-Benz offers',
                  image: 'showroom',
                },
                {
                  title: 'smart #1',
                  text: 'A free home charger, fully installed, with every new smart #1 Pro+ and Premium.',
                  link: { path: '/buy-car/brands/smart' },
                  buttonText: 'smart offers',
                  image: 'charging',
                },
                {
                  title: 'MINI Cooper Electric',
                  text: 'Representative 4.9% APR on PCP over 36 months, with £1,000 towards your deposit.',
                  link: { path: '/buy-car/brands/mini' },
                  buttonText: 'MINI offers',
                  image: 'family',
                },
                {
                  title: 'BMW Approved Used',
                  text: 'Two years’ BMW Service Inclusive at no extra cost on approved used 3 Series and X3 models.',
                  link: { path: '/buy-car/brands/bmw' },
                  buttonText: 'BMW offers',
                  image: 'heroCountry',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: '*Offers are available on orders placed and vehicles registered by the end of the current quarter, subject to availability, and cannot be combined with other promotions. Finance offers are subject to status; UK residents aged 18 and over only. Ask in the showroom for the full terms of each offer.*',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/latest-offers/mercedes',
      sortOrder: 10,
      brandDesign: 'mercedes',
      ogImage: 'showroom',
      content: {
        'en-GB': {
          title: 'Mercedes-Benz offers',
          metaDescription:
            'This quarter’s Mercedes-Benz offers at Nordvik Mercedes-Benz Reading: deposit contributions on A-Class and GLA, and low-rate finance on EQ models.',
          layout: [
            {
              blockType: 'richText',
              content: [
                { h2: 'Offers this quarter' },
                {
                  ul: [
                    '**A-Class and GLA:** up to £2,500 deposit contribution on in-stock cars',
                    '**EQA and EQB:** representative 3.9% APR on Agility PCP over 36 months',
                    '**Approved Used:** two years’ warranty for the price of one on cars over three years old',
                    '**Vans:** £1,500 towards your deposit on an eVito Panel Van',
                  ],
                },
                {
                  p: '*Offers apply to orders placed and vehicles registered by the end of the current quarter, subject to availability and status. Ask us for full terms.*',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Enquire, test drive or call back',
              text: [{ p: 'Tell us which offer you are interested in and a sales executive will call you back within one working hour. Or call 01632 960410.' }],
              link: { path: '/find-us/mercedes-benz-and-smart-reading', label: 'Contact Mercedes-Benz Reading' },
              image: 'modelSaloon',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/latest-offers/smart',
      sortOrder: 20,
      brandDesign: 'smart',
      ogImage: 'charging',
      content: {
        'en-GB': {
          title: 'smart offers',
          metaDescription: 'Current offers on the smart #1, #3 and #5 at Nordvik smart Reading, including a free home charger.',
          layout: [
            {
              blockType: 'richText',
              content: [
                { h2: 'Offers this quarter' },
                {
                  ul: [
                    '**smart #1 Pro+ and Premium:** a free home charger, fully installed',
                    '**smart #3:** £2,000 deposit contribution on PCP',
                    '**smart #5:** three years’ servicing included on orders this quarter',
                  ],
                },
                {
                  p: '*Subject to availability and status. Home charger installation subject to a survey; standard installation only.*',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Try a smart first',
              text: [{ p: 'Book a 30-minute drive or a 24-hour loan from our Reading studio.' }],
              link: { path: '/buy-car/brands/smart/smart-book-a-test-drive', label: 'Book a test drive' },
              image: 'heroCity',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/latest-offers/mini',
      sortOrder: 30,
      brandDesign: 'mini',
      ogImage: 'modelMini',
      content: {
        'en-GB': {
          title: 'MINI offers',
          metaDescription: 'Current offers on new and MINI Next approved used cars at Nordvik MINI Oxford.',
          layout: [
            {
              blockType: 'richText',
              content: [
                { h2: 'Offers this quarter' },
                {
                  ul: [
                    '**MINI Cooper Electric:** representative 4.9% APR on PCP over 36 months, with £1,000 towards your deposit',
                    '**MINI Countryman:** free metallic paint and a Comfort pack on stock cars',
                    '**MINI Next:** 24 months’ warranty on every approved used car',
                  ],
                },
                {
                  p: '*Offers available while stocks last and subject to status. UK residents aged 18 and over.*',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Open weekends in Oxford',
              text: [{ p: 'Join us on the first weekend of the month for coffee, test drives and the latest offers.' }],
              link: { path: '/news-and-events', label: 'News and events' },
              image: 'family',
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/latest-offers/bmw',
      sortOrder: 40,
      brandDesign: 'bmw',
      ogImage: 'modelGranCoupe',
      content: {
        'en-GB': {
          title: 'BMW offers',
          metaDescription: 'Current offers on new BMW, BMW i and BMW Approved Used cars at Nordvik BMW Guildford.',
          layout: [
            {
              blockType: 'richText',
              content: [
                { h2: 'Offers this quarter' },
                {
                  ul: [
                    '**BMW i4 and i5:** £3,000 deposit contribution and a free wallbox',
                    '**BMW X1 and iX1:** representative 5.9% APR on BMW Select',
                    '**BMW Approved Used 3 Series and X3:** two years’ Service Inclusive at no extra cost',
                    '**BMW M:** a BMW M track experience with every new M3 or M4 ordered this quarter',
                  ],
                },
                {
                  p: '*Offers available on orders placed by the end of the current quarter, subject to availability and status.*',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Ask for a call back',
              text: [{ p: 'Call 01632 960450, or drop in to Woodbridge Meadows for a test drive.' }],
              link: { path: '/find-us/bmw-guildford', label: 'Contact BMW Guildford' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/fleet-and-business-offers',
      sortOrder: 60,
      ogImage: 'dealership',
      content: {
        'en-GB': {
          title: 'Fleet and business offers',
          navTitle: 'Fleet and business',
          metaDescription:
            'Business contract hire, fleet management and electric company cars from Nordvik Motors UK, with a dedicated business team in Reading and Guildford.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Cars and vans for business',
              text: 'From a single company car to a fleet of 200, one account manager looks after everything: quotes, delivery, servicing and renewals.',
              buttonType: 'Primary',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'What our business centre offers' },
                {
                  ul: [
                    '**Business contract hire** over two to five years, with maintenance packages available',
                    '**Manufacturer fleet discounts** on Mercedes-Benz, smart, MINI and BMW, including the Mercedes-Benz eVito and eSprinter vans',
                    '**Salary-sacrifice schemes** that let your employees drive an electric car from their gross salary',
                    '**Priority servicing** with collection from your premises and a like-for-like courtesy car',
                  ],
                },
                {
                  p: 'Our business team is based in Reading and Guildford and is available Monday to Friday 8am–6pm on **01632 960480**, or by email at business@nordvik.example.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Electric company cars from 3% BiK',
              text: [
                {
                  p: 'Fully electric company cars carry a Benefit-in-Kind rate of just 3% in the 2025/26 tax year, compared with up to 37% for petrol and diesel. For a higher-rate taxpayer driving a £45,000 electric car, that can mean a saving of more than £5,000 a year.',
                },
              ],
              link: { path: '/electric-cars/business-drivers', label: 'Electric cars for business drivers' },
              image: 'charging',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/fleet-and-business-offers/mercedes',
      sortOrder: 10,
      brandDesign: 'mercedes',
      ogImage: 'dealership',
      content: {
        'en-GB': {
          title: 'Mercedes-Benz cars and vans for business',
          navTitle: 'Mercedes-Benz',
          metaDescription:
            'Business contract hire on Mercedes-Benz cars and Mercedes-Benz Vans, including the eVito and eSprinter, from Nordvik Motors UK’s business centre.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'From a single EQA company car to a fleet of Sprinter vans, our business centre arranges contract hire, finance lease and outright purchase with Mercedes-Benz fleet support terms.',
                },
                {
                  ul: [
                    '**Vans:** Citan, Vito and Sprinter, and the electric eVito and eSprinter',
                    '**Company cars:** EQA, EQB, C-Class and E-Class plug-in hybrids from 3% BiK',
                    '**Conversions:** racking, tippers and refrigerated bodies through approved converters',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Request a business quote',
              text: [{ p: 'Call our business team on **01632 960480**, Monday to Friday 8am–6pm, or email business@nordvik.example.' }],
              link: { path: '/buy-car/fleet-and-business-offers', label: 'Fleet and business offers' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/fleet-and-business-offers/bmw',
      sortOrder: 20,
      brandDesign: 'bmw',
      ogImage: 'charging',
      content: {
        'en-GB': {
          title: 'BMW for business',
          navTitle: 'BMW',
          metaDescription:
            'BMW business contract hire and company cars from Nordvik BMW Guildford: electric i4, i5 and iX1 from 3% Benefit-in-Kind.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'The electric BMW i4, i5 Touring and iX1 are among the most popular company cars in the UK, with a Benefit-in-Kind rate of just 3% in 2025/26. Our Guildford business team can arrange contract hire, salary sacrifice and fleet purchase.',
                },
                {
                  ul: [
                    'Dedicated business account manager',
                    'Priority servicing with collection and a like-for-like courtesy car',
                    'Home and workplace charging through our installation partner',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Electric for business drivers',
              text: [{ p: 'Read how the tax rules make an electric company car the obvious choice for most drivers.' }],
              link: { path: '/electric-cars/business-drivers', label: 'Electric cars for business drivers' },
              image: 'charging',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/motability',
      sortOrder: 70,
      ogImage: 'family',
      content: {
        'en-GB': {
          title: 'Motability',
          metaDescription:
            'Lease a new car through the Motability Scheme at Nordvik Motors UK. Accredited Motability specialists at every site, including adaptations and wheelchair-accessible advice.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'The Motability Scheme lets you exchange all or part of your higher-rate mobility allowance for a new car, with insurance, servicing, tyres and breakdown cover included. Each of our four sites has an accredited Motability specialist who can guide you through every step, from eligibility to handover.',
                },
                { h2: 'Who can join?' },
                {
                  ul: [
                    'Enhanced rate of the mobility component of Personal Independence Payment (PIP)',
                    'Higher rate mobility component of Disability Living Allowance (DLA)',
                    'War Pensioners’ Mobility Supplement or Armed Forces Independence Payment',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Take your time',
              text: [
                {
                  p: 'Motability appointments last as long as you need. We can bring cars to your home, arrange extended test drives and talk you through adaptations such as hand controls, swivel seats and boot hoists. All our showrooms are step-free, with accessible parking and toilets.',
                },
              ],
              link: { path: '/find-us', label: 'Find a Motability specialist' },
              image: 'family',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/motability/mercedes',
      sortOrder: 10,
      brandDesign: 'mercedes',
      ogImage: 'family',
      content: {
        'en-GB': {
          title: 'Mercedes-Benz on the Motability Scheme',
          navTitle: 'Mercedes-Benz',
          metaDescription: 'Mercedes-Benz A-Class, B-Class, GLA and EQA on the Motability Scheme at Nordvik Mercedes-Benz Reading.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Several Mercedes-Benz models are available on the Motability Scheme, some with a nil or low advance payment. The B-Class and GLA are particularly popular for their high seating position and easy access.',
                },
                {
                  ul: [
                    'Mercedes-Benz A-Class and B-Class',
                    'Mercedes-Benz GLA and the electric EQA',
                    'Adaptations such as hand controls and swivel seats fitted by approved partners',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Meet our Motability specialist',
              text: [{ p: 'Appointments in Reading last as long as you need, and we can bring cars to your home.' }],
              link: { path: '/buy-car/motability', label: 'About the Motability Scheme' },
              image: 'family',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/motability/mini',
      sortOrder: 20,
      brandDesign: 'mini',
      ogImage: 'modelMini',
      content: {
        'en-GB': {
          title: 'MINI on the Motability Scheme',
          navTitle: 'MINI',
          metaDescription: 'MINI Cooper, Aceman and Countryman on the Motability Scheme at Nordvik MINI Oxford.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'The MINI Countryman and Aceman offer a raised seating position and a practical boot, and both are available on the Motability Scheme in petrol and electric versions. The five-door MINI Cooper is also on the scheme.',
                },
                {
                  p: 'Our Oxford Motability specialist can arrange an extended test drive and talk you through the advance payments for each model.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Visit MINI Oxford',
              text: [{ p: 'Step-free showroom, accessible parking and toilets. Call 01632 960460 to book.' }],
              link: { path: '/find-us/mini-oxford', label: 'Find MINI Oxford' },
              image: 'family',
              reverse: true,
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/buy-car/motability/bmw',
      sortOrder: 30,
      brandDesign: 'bmw',
      ogImage: 'heroCountry',
      content: {
        'en-GB': {
          title: 'BMW on the Motability Scheme',
          navTitle: 'BMW',
          metaDescription: 'BMW X1, iX1, 2 Series Active Tourer and i4 on the Motability Scheme at Nordvik BMW Guildford.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'BMW offers a wide choice on the Motability Scheme, including the 2 Series Active Tourer, X1 and the electric iX1 and i4. All come with insurance, servicing, tyres and breakdown cover included.',
                },
                {
                  ul: [
                    'Automatic gearbox on every model',
                    'Powered tailgate on X1, iX1 and 2 Series Active Tourer',
                    'Home charger installation included on electric models through the scheme',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Book a Motability appointment',
              text: [{ p: 'Call BMW Guildford on 01632 960450 and ask for our Motability specialist.' }],
              link: { path: '/find-us/bmw-guildford', label: 'Find BMW Guildford' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/electric-cars',
      sortOrder: 25,
      ogImage: 'charging',
      content: {
        'en-GB': {
          title: 'Electric cars',
          metaDescription:
            'Everything you need to know about going electric with Nordvik Motors UK: models, home charging, real-world range, running costs and company car tax.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Go electric with confidence',
              text: 'More than 80 electric and plug-in hybrid cars in stock, and people who will tell you honestly whether one suits the way you drive.',
              link: { path: '/buy-car/new-cars', label: 'See electric models' },
              buttonType: 'Primary',
              image: 'charging',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              heading: 'Your questions, answered',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Home charging',
                  text: 'What a wallbox costs, how long installation takes and which tariffs make overnight charging cheapest.',
                  link: { path: '/electric-cars/home-charging' },
                  buttonText: 'Charging at home',
                  image: 'charging',
                },
                {
                  title: 'Range and running costs',
                  text: 'Real-world range in a British winter, and what you will really spend per mile.',
                  link: { path: '/electric-cars/range-and-running-costs' },
                  buttonText: 'Range and costs',
                  image: 'evWinter',
                },
                {
                  title: 'Business drivers',
                  text: 'Benefit-in-Kind, salary sacrifice and charging at work.',
                  link: { path: '/electric-cars/business-drivers' },
                  buttonText: 'For business drivers',
                  image: 'dealership',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Try before you decide' },
                {
                  p: 'Book a **24-hour electric test drive** from any of our showrooms. Take the car home, plug it in overnight and drive your usual commute the next morning. It is the simplest way to find out whether electric fits your life, and it costs nothing.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/electric-cars/home-charging',
      sortOrder: 10,
      ogImage: 'charging',
      menuImage: 'charging',
      content: {
        'en-GB': {
          title: 'Home charging',
          metaDescription:
            'Home charging for electric cars explained: wallbox costs, installation, smart tariffs and what to do if you have no driveway. Free home charger survey with every new EV.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Around 80% of electric car charging happens at home, usually overnight. A dedicated wallbox is safer and around three times faster than a three-pin plug, adding roughly 25–30 miles of range for every hour on charge.',
                },
                { h2: 'How it works' },
                {
                  ol: [
                    '**Free survey.** Every new electric car we sell comes with a home charger survey by our approved installation partner, usually done remotely from a few photos.',
                    '**Fixed quote.** A standard 7kW installation costs from £899 including VAT, with a three-year warranty on parts and labour.',
                    '**Installation.** Typically half a day, booked to arrive before your new car does.',
                    '**Smart tariff.** Switch to an EV tariff and charge overnight for as little as 7p per kWh.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'No driveway?',
              text: [
                {
                  p: 'Many of our customers live in terraces and flats. Cross-pavement charging channels are now approved by several councils in Berkshire and Oxfordshire, and our team can talk you through local on-street chargers, workplace charging and the public rapid chargers on your regular routes.',
                },
              ],
              link: { path: '/find-us', label: 'Talk to an EV specialist' },
              image: 'heroCity',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/electric-cars/range-and-running-costs',
      sortOrder: 20,
      ogImage: 'evWinter',
      menuImage: 'evWinter',
      content: {
        'en-GB': {
          title: 'Range and running costs',
          metaDescription:
            'Real-world electric car range in summer and winter, charging costs per mile, servicing and road tax for electric cars in the UK.',
          layout: [
            {
              blockType: 'richText',
              content: [
                { h2: 'Real-world range' },
                {
                  p: 'Official WLTP figures are measured in the lab. In mild weather most drivers see around 85–90% of the WLTP figure; on a cold motorway run in January, expect closer to 70%. A smart #1 with a WLTP range of 273 miles will therefore cover around 190 miles on a frosty morning, which is still more than most drivers cover in a week of commuting.',
                },
                {
                  ul: [
                    'Pre-heat the cabin while plugged in, using the app',
                    'Keep tyres at the right pressure; it makes a bigger difference than most people expect',
                    'Use the eco mode and one-pedal driving in town',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'What it really costs' },
                {
                  ul: [
                    '**Home charging on an EV tariff:** about 2–3p per mile',
                    '**Public rapid charging:** about 18–22p per mile',
                    '**Servicing:** typically 30–40% less than a comparable petrol car, with fewer fluids and less brake wear',
                    '**Vehicle Excise Duty:** electric cars pay the standard rate from April 2025, with the expensive car supplement applying above £40,000',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Battery health, checked',
              text: [
                {
                  p: 'Every used electric car we sell comes with a **battery health certificate** showing the usable capacity compared with new. High-voltage batteries are covered by an eight-year manufacturer warranty on all four brands we represent.',
                },
              ],
              link: { path: '/buy-car/used-cars', label: 'Browse used electric cars' },
              image: 'charging',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/electric-cars/business-drivers',
      sortOrder: 30,
      ogImage: 'dealership',
      menuImage: 'dealership',
      content: {
        'en-GB': {
          title: 'Electric cars for business drivers',
          navTitle: 'Business drivers',
          metaDescription:
            'Company car tax, salary sacrifice and workplace charging for electric cars, explained by the Nordvik Motors UK business team.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'For company car drivers, electric is now the clear financial choice. The Benefit-in-Kind rate for fully electric cars is **3% in 2025/26**, rising by one percentage point a year to 5% in 2027/28, against up to 37% for petrol and diesel models.',
                },
                { h2: 'Salary sacrifice' },
                {
                  p: 'With a salary-sacrifice scheme your employer leases the car and you give up part of your gross salary in return. Because the payment comes before income tax and National Insurance, a basic-rate taxpayer typically saves 25–30% compared with leasing the same car privately. Insurance, servicing and tyres are usually included.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Charging at work',
              text: [
                {
                  p: 'Our business team can arrange workplace charging through the same approved installer we use at home, including the paperwork for any available grants. Electricity you use to charge at work is not a taxable benefit.',
                },
              ],
              link: { path: '/buy-car/fleet-and-business-offers', label: 'Fleet and business offers' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts',
      sortOrder: 30,
      ogImage: 'workshop',
      content: {
        'en-GB': {
          title: 'Service and parts',
          metaDescription:
            'Servicing, MOTs, tyres, genuine parts and accident repairs for Mercedes-Benz, smart, MINI, BMW and other makes in Reading, Guildford, Basingstoke and Oxford.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Service, MOT and repairs',
              text: 'Manufacturer-trained technicians, genuine parts and a video health check sent straight to your phone.',
              link: { path: '/find-us', label: 'Find your nearest workshop' },
              buttonType: 'Primary',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Servicing and MOT' },
                {
                  p: 'Servicing your car with an authorised retailer keeps your manufacturer warranty intact and your service history complete. Every visit includes a **free video health check**, a software update where one is available, and a wash and vacuum.',
                },
                {
                  ul: [
                    'MOT test: £54.85, or £35 when booked alongside a service',
                    'Courtesy cars available from every site: please book at least five working days ahead',
                    'Free collection and delivery within 10 miles of the workshop',
                    'Waiting lounge with Wi-Fi and desks, for work that takes under two hours',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Tyres, wheels and seasonal storage',
              text: [
                {
                  p: 'We stock premium tyres for every model we sell, including run-flat and electric-vehicle specific fitments. Our **tyre price promise** matches any like-for-like quote from a local UK retailer. Winter tyres can be stored with us for £75 a season, including fitting and a balance check.',
                },
              ],
              image: 'tyres',
              backgroundColor: 'BackgroundColor2',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Genuine parts and accessories' },
                {
                  p: 'Our parts centres in Reading and Guildford hold over 12,000 lines in stock, with twice-daily deliveries from the manufacturers. Trade customers can open an account and benefit from same-day delivery across Berkshire, Surrey, Hampshire and Oxfordshire.',
                },
                {
                  p: 'Parts counters are open Monday to Friday 8am–5.30pm and Saturday 8.30am–12.30pm. Call **01632 960470** or email parts@nordvik.example.',
                },
                { h2: 'Accident repairs' },
                {
                  p: 'Our manufacturer-approved bodyshop in Guildford repairs Mercedes-Benz, smart, MINI and BMW vehicles to factory standards, including aluminium and carbon-fibre structures. We work with all major insurers, can arrange a like-for-like courtesy car, and guarantee paintwork for three years.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/servicing',
      sortOrder: 10,
      ogImage: 'workshop',
      menuImage: 'workshop',
      content: {
        'en-GB': {
          title: 'Servicing and MOT',
          navTitle: 'Servicing',
          metaDescription:
            'Manufacturer servicing and MOTs for Mercedes-Benz, smart, MINI, BMW and other makes in Reading, Guildford, Basingstoke and Oxford, with a free video health check.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Servicing done properly',
              text: 'Factory-trained technicians, genuine parts, the latest software and a video of everything we find, sent straight to your phone.',
              link: { path: '/service-and-parts/servicing/book-service-or-mot', label: 'Book a service or MOT' },
              buttonType: 'Primary',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              heading: 'Servicing with Nordvik Motors',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Book a service or MOT',
                  text: 'Choose a workshop, a date and whether you would like to wait, take a courtesy car or be collected.',
                  link: { path: '/service-and-parts/servicing/book-service-or-mot' },
                  buttonText: 'Book now',
                  image: 'workshop',
                },
                {
                  title: 'Service plans',
                  text: 'Spread the cost of your next two or three services and fix the price at today’s rates.',
                  link: { path: '/service-and-parts/servicing/service-plans' },
                  buttonText: 'Compare plans',
                  image: 'pattern',
                },
                {
                  title: 'Roadside assistance',
                  text: 'What to do and who to call if your car breaks down, at home or in Europe.',
                  link: { path: '/service-and-parts/servicing/roadside-assistance' },
                  buttonText: 'Get help',
                  image: 'evWinter',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Does servicing with a main dealer cost more?' },
                {
                  p: 'Less than many people think. For cars over three years old we offer **fixed-price servicing** that matches the typical independent garage, with genuine parts and a stamped manufacturer service history that protects your car’s value. Prices for your exact car are shown when you book.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/servicing/book-service-or-mot',
      sortOrder: 10,
      ogImage: 'workshop',
      content: {
        'en-GB': {
          title: 'Book a service or MOT',
          metaDescription:
            'Book a service, MOT or repair at Nordvik Motors UK in Reading, Guildford, Basingstoke or Oxford. Courtesy cars, collection and delivery, and a waiting lounge.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Call the service reception at your nearest workshop, or drop in and we will find a slot that suits you. Have your registration number and current mileage to hand, and tell us about any warning lights or noises so we can allow enough time.',
                },
                {
                  ul: [
                    '**Mercedes-Benz and smart, Reading:** 01632 960411',
                    '**BMW, Guildford:** 01632 960455',
                    '**MINI, Oxford:** 01632 960461',
                    '**All makes, Basingstoke:** 01632 960412',
                  ],
                },
                {
                  p: 'Service receptions are open Monday to Friday from 7.30am to 6pm and on Saturday from 8am to 1pm.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Your day, your way',
              text: [
                {
                  ul: [
                    '**Wait with us:** for jobs under two hours, in a lounge with Wi-Fi, desks and proper coffee',
                    '**Courtesy car:** free with any service, subject to availability; please book five working days ahead',
                    '**Collection and delivery:** free within 10 miles of the workshop',
                    '**Early drop-off and late collection:** key drop boxes at every site',
                  ],
                },
              ],
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'MOT prices' },
                {
                  p: 'An MOT costs **£54.85**, or **£35** when booked alongside a service. If your car fails, the retest is free within 10 working days when the repairs are carried out by us.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/servicing/service-plans',
      sortOrder: 20,
      ogImage: 'pattern',
      content: {
        'en-GB': {
          title: 'Service plans',
          metaDescription:
            'Fix the cost of your car’s servicing with Mercedes-Benz ServiceCare, smart service plans, MINI Service Inclusive or BMW Service Inclusive at Nordvik Motors UK.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'A service plan spreads the cost of your car’s scheduled maintenance into fixed monthly payments, and protects you from price rises for the length of the plan. Plans stay with the car if you sell it, which buyers appreciate.',
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Plans by brand',
              variant: 'Gray background',
              cards: [
                {
                  title: 'Mercedes-Benz ServiceCare',
                  text: 'Your next two or three services from £29 a month, including brake fluid and MOT where due.',
                  link: { path: '/buy-car/brands/mercedes' },
                  buttonText: 'Mercedes-Benz',
                },
                {
                  title: 'smart service plan',
                  text: 'Annual inspections and high-voltage checks for the smart #1, #3 and #5 from £15 a month.',
                  link: { path: '/buy-car/brands/smart' },
                  buttonText: 'smart',
                },
                {
                  title: 'MINI Service Inclusive',
                  text: 'Three years or 31,000 miles of scheduled servicing, paid up front or monthly.',
                  link: { path: '/buy-car/brands/mini' },
                  buttonText: 'MINI',
                },
                {
                  title: 'BMW Service Inclusive',
                  text: 'Up to five years or 62,000 miles of oil services, vehicle checks, brake fluid and spark plugs.',
                  link: { path: '/buy-car/brands/bmw' },
                  buttonText: 'BMW',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Service plans are not insurance and do not cover wear-and-tear repairs such as tyres, brake pads or wiper blades. You can cancel at any time; any payments made beyond the value of the work carried out are refunded.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/servicing/roadside-assistance',
      sortOrder: 30,
      ogImage: 'evWinter',
      content: {
        'en-GB': {
          title: 'Roadside assistance',
          metaDescription:
            'Broken down? How to reach manufacturer roadside assistance for Mercedes-Benz, smart, MINI and BMW, and what Nordvik Motors UK does next.',
          layout: [
            {
              blockType: 'richText',
              content: [
                { h2: 'If you break down' },
                {
                  ol: [
                    '**Get to safety.** On a motorway, leave the car from the passenger side and wait behind the barrier.',
                    '**Call your manufacturer’s assistance line.** The number is in your handbook, on the windscreen sticker and in the brand’s app; many cars can also call for help at the press of a button.',
                    '**Ask to be recovered to Nordvik Motors.** We will be notified and a service advisor will call you when the car arrives.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Cover that comes with your car',
              text: [
                {
                  p: 'New Mercedes-Benz, smart, MINI and BMW cars come with at least three years’ manufacturer roadside assistance in the UK and Europe. On our approved used cars, 12 months’ cover is included, and servicing with us can extend Mercedes-Benz MobiloLife cover by up to a year at a time.',
                },
              ],
              link: { path: '/service-and-parts/servicing/book-service-or-mot', label: 'Book a service' },
              image: 'evWinter',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/parts',
      sortOrder: 20,
      ogImage: 'tyres',
      menuImage: 'tyres',
      content: {
        'en-GB': {
          title: 'Parts and accessories',
          navTitle: 'Parts',
          metaDescription:
            'Genuine parts, tyres and accessories for Mercedes-Benz, smart, MINI and BMW from the Nordvik Motors UK parts centres, for retail and trade customers.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Genuine parts, in stock',
              text: 'Over 12,000 lines on our shelves and twice-daily deliveries from the manufacturers.',
              image: 'tyres',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              heading: 'What are you looking for?',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Genuine parts',
                  text: 'Retail and trade parts with a two-year warranty.',
                  link: { path: '/service-and-parts/parts/genuine-parts' },
                  buttonText: 'Genuine parts',
                  image: 'workshop',
                },
                {
                  title: 'Tyres and wheels',
                  text: 'Manufacturer-approved tyres, winter wheels and seasonal storage.',
                  link: { path: '/service-and-parts/parts/tyres-and-wheels' },
                  buttonText: 'Tyres and wheels',
                  image: 'tyres',
                },
                {
                  title: 'Accessories',
                  text: 'Roof boxes, bike racks, tow bars and charging cables, fitted while you wait.',
                  link: { path: '/service-and-parts/parts/accessories' },
                  buttonText: 'Accessories',
                  image: 'family',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Parts counters in Reading, Guildford and Basingstoke are open Monday to Friday 8am–5.30pm and Saturday 8.30am–12.30pm. Call **01632 960470** or email parts@nordvik.example with your registration number or chassis number and we will confirm the right part first time.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/parts/genuine-parts',
      sortOrder: 10,
      ogImage: 'workshop',
      content: {
        'en-GB': {
          title: 'Genuine parts',
          metaDescription:
            'Genuine Mercedes-Benz, smart, MINI and BMW parts with a two-year warranty, for retail customers and trade accounts, with same-day delivery across four counties.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Genuine parts are made to the same specification as the parts your car was built with, and carry a **two-year unlimited-mileage warranty** when fitted by us. They also protect your manufacturer warranty and your car’s resale value.',
                },
                { h2: 'For trade customers' },
                {
                  ul: [
                    'Trade accounts with 30-day credit terms for independent garages and bodyshops',
                    'Two deliveries a day across Berkshire, Surrey, Hampshire and Oxfordshire',
                    'Competitive trade pricing on service parts, brakes and body panels',
                    'Technical help from our parts advisors, who work alongside our own workshops',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Remanufactured parts',
              text: [
                {
                  p: 'For older cars, manufacturer-remanufactured parts such as gearboxes, starter motors and turbochargers cost up to 40% less than new, with the same warranty. They are restored to factory standard using original components, which also saves energy and raw materials.',
                },
              ],
              image: 'tyres',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/parts/tyres-and-wheels',
      sortOrder: 20,
      ogImage: 'tyres',
      content: {
        'en-GB': {
          title: 'Tyres and wheels',
          metaDescription:
            'Manufacturer-approved tyres, winter wheel packages and seasonal tyre storage at Nordvik Motors UK, with our tyre price promise.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Tyres are the only part of your car that touches the road. We stock the manufacturer-approved fitments for every model we sell, marked with the star for BMW and MINI or MO for Mercedes-Benz, including run-flat and low-noise EV tyres.',
                },
                {
                  ul: [
                    '**Tyre price promise:** we match any like-for-like quote from a local UK retailer',
                    '**Winter wheel packages:** complete wheels and tyres, ready to swap each autumn',
                    '**Seasonal storage:** £75 a season, including fitting, balancing and a tread report',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'When should I replace my tyres?',
              text: [
                {
                  p: 'The legal minimum tread depth in the UK is 1.6mm, but braking distances in the wet increase sharply below 3mm. Our video health check measures every tyre at each service, and we will never recommend a replacement before it is due.',
                },
              ],
              link: { path: '/service-and-parts/servicing/book-service-or-mot', label: 'Book a tyre check' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/parts/accessories',
      sortOrder: 30,
      ogImage: 'family',
      content: {
        'en-GB': {
          title: 'Accessories',
          metaDescription:
            'Genuine accessories for Mercedes-Benz, smart, MINI and BMW: roof boxes, bike carriers, tow bars, floor mats and charging cables, fitted by Nordvik Motors UK.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Genuine accessories are designed and crash-tested for your exact model, and fitting them at the dealership keeps your warranty intact. Popular choices this season:',
                },
                {
                  ul: [
                    'Roof bars, roof boxes and bike carriers for the summer holidays',
                    'Detachable tow bars, with the software coding done at the same time',
                    'All-weather floor mats and boot liners for dogs, muddy boots and beach trips',
                    'Type 2 charging cables and wall-mounted cable tidies for electric cars',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Fitted while you wait',
              text: [
                {
                  p: 'Most accessories can be fitted during your service at no extra labour charge, or while you wait in the lounge. Order through our parts counter and we will confirm a fitting date within one working day.',
                },
              ],
              link: { path: '/service-and-parts/parts', label: 'Contact the parts team' },
              image: 'family',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/bodyshop',
      sortOrder: 30,
      ogImage: 'bodyshop',
      menuImage: 'bodyshop',
      content: {
        'en-GB': {
          title: 'Bodyshop',
          metaDescription:
            'Manufacturer-approved accident repairs and cosmetic repairs for Mercedes-Benz, smart, MINI and BMW at the Nordvik Motors UK bodyshop in Guildford.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Repaired to factory standard',
              text: 'Our Guildford bodyshop is approved by Mercedes-Benz, BMW and MINI to repair aluminium and carbon-fibre structures.',
              link: { path: '/service-and-parts/bodyshop/accident-repairs', label: 'After an accident' },
              buttonType: 'Primary',
              image: 'bodyshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Why an approved bodyshop matters' },
                {
                  p: 'Modern cars use high-strength steels, bonded aluminium and sensors hidden behind bumpers and windscreens. An approved repairer follows the manufacturer’s own repair methods, uses genuine panels and recalibrates cameras and radar afterwards, so your car is as safe after the repair as it was before.',
                },
                {
                  ul: [
                    'Three-year guarantee on paintwork and repairs',
                    'Work with all major insurers, including direct billing',
                    'Courtesy car for the length of the repair',
                  ],
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/bodyshop/accident-repairs',
      sortOrder: 10,
      ogImage: 'bodyshop',
      content: {
        'en-GB': {
          title: 'Accident repairs',
          metaDescription:
            'Had an accident? What to do next, how to ask your insurer for an approved repairer and how the Nordvik Motors UK bodyshop handles your claim.',
          layout: [
            {
              blockType: 'richText',
              content: [
                { h2: 'After an accident' },
                {
                  ol: [
                    '**Make sure everyone is safe** and call 999 if anyone is injured or the road is blocked.',
                    '**Exchange details** with the other drivers and take photos of the scene and the damage.',
                    '**Call your insurer** and ask for your car to be repaired at a manufacturer-approved bodyshop. You have the right to choose your repairer.',
                    '**Call us on 01632 960456.** We can recover the car, arrange a courtesy car and deal with your insurer directly.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Keeping you updated',
              text: [
                {
                  p: 'You will receive photos of the damage, the insurer-approved estimate and progress updates by text at every stage. Most repairs are completed within ten working days, and every car leaves with a full valet and an alignment check.',
                },
              ],
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/bodyshop/cosmetic-repairs',
      sortOrder: 20,
      ogImage: 'family',
      content: {
        'en-GB': {
          title: 'Cosmetic repairs',
          metaDescription:
            'SMART repairs for dents, scratches, scuffed bumpers and kerbed alloy wheels, at our sites or at your home or office.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Car-park dents, scuffed bumpers and kerbed alloys do not need a full bodyshop visit. Our SMART repair technicians (small to medium area repair technique) fix minor damage in a few hours, often at your home or workplace, for a fraction of the cost of a traditional repair.',
                },
                {
                  ul: [
                    'Alloy wheel refurbishment from £95 per wheel',
                    'Paintless dent removal from £85',
                    'Bumper scuff and scratch repairs from £150',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Handing back a lease car?',
              text: [
                {
                  p: 'Book a free pre-return inspection six weeks before your agreement ends. We will show you what the leasing company is likely to charge for, and quote to repair it for less.',
                },
              ],
              link: { path: '/service-and-parts/servicing/book-service-or-mot', label: 'Book an inspection' },
              image: 'family',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/mercedes',
      sortOrder: 40,
      brandDesign: 'mercedes',
      ogImage: 'workshop',
      content: {
        'en-GB': {
          title: 'Mercedes-Benz service and parts',
          navTitle: 'Mercedes-Benz',
          metaDescription:
            'Mercedes-Benz servicing, MOT, ServiceCare plans, genuine parts and accident repairs for cars and vans at Nordvik Mercedes-Benz Reading.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Mercedes-Benz service and parts',
              text: 'Cars and vans, petrol, diesel and EQ: looked after by Mercedes-Benz-trained technicians in Reading.',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Servicing and MOT',
                  text: 'Service A and B, MOT, ServiceCare and CompleteCare plans.',
                  link: { path: '/service-and-parts/mercedes/servicing' },
                  buttonText: 'Servicing',
                  icon: 'service',
                },
                {
                  title: 'Genuine parts',
                  text: 'Retail and trade parts, accessories and wheels.',
                  link: { path: '/service-and-parts/mercedes/parts' },
                  buttonText: 'Parts',
                  icon: 'key',
                },
                {
                  title: 'Bodyshop',
                  text: 'Mercedes-Benz approved accident repairs.',
                  link: { path: '/service-and-parts/mercedes/bodyshop' },
                  buttonText: 'Bodyshop',
                  icon: 'shield',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/mercedes/servicing',
      sortOrder: 10,
      brandDesign: 'mercedes',
      ogImage: 'workshop',
      content: {
        'en-GB': {
          title: 'Mercedes-Benz servicing',
          navTitle: 'Servicing',
          metaDescription:
            'Book a Mercedes-Benz service or MOT in Reading. ServiceCare and CompleteCare plans, MobiloLife roadside assistance and digital services.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Your Mercedes-Benz alternates between **Service A** and **Service B**, usually every year or 15,500 miles. Every visit includes a digital health check sent to your phone, the latest software and any open recalls.',
                },
                {
                  ul: [
                    '**ServiceCare:** your next two or three services at today’s prices, from £29 a month',
                    '**CompleteCare:** servicing plus wear-and-tear items such as brake pads and wiper blades',
                    '**MobiloLife:** every service with us renews your Mercedes-Benz roadside assistance for a year',
                    '**Mercedes me:** remote service booking and digital extras through the Mercedes me app',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Book a service or MOT',
              text: [{ p: 'Call service reception on **01632 960411** or book online. Courtesy cars and collection are available.' }],
              link: { path: '/service-and-parts/servicing/book-service-or-mot', label: 'Book a service or MOT' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/mercedes/servicing/servicecare-plans',
      sortOrder: 10,
      brandDesign: 'mercedes',
      ogImage: 'pattern',
      content: {
        'en-GB': {
          title: 'ServiceCare plans for Mercedes-Benz Vans',
          navTitle: 'Van ServiceCare plans',
          metaDescription:
            'Mercedes-Benz Vans ServiceCare plans for Citan, Vito, Sprinter, eVito and eSprinter: fixed monthly servicing costs for business users.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Keep your van working and your costs predictable. Van ServiceCare plans cover scheduled servicing for Citan, Vito and Sprinter, including the electric eVito and eSprinter, for up to five years or 200,000 miles.',
                },
                {
                  ul: [
                    '**ServiceCare Select:** scheduled services and MOT',
                    '**ServiceCare Complete:** adds brake pads and discs, wiper blades and the clutch',
                    '**ServiceCare Complete Plus:** adds tyres, for high-mileage fleets',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Vans seen first',
              text: [{ p: 'Our Reading workshop has late opening for vans until 8pm on weekdays, so your van can be back at work the next morning.' }],
              link: { path: '/service-and-parts/mercedes/servicing', label: 'Mercedes-Benz servicing' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/mercedes/parts',
      sortOrder: 20,
      brandDesign: 'mercedes',
      ogImage: 'tyres',
      content: {
        'en-GB': {
          title: 'Mercedes-Benz parts',
          navTitle: 'Parts',
          metaDescription: 'Genuine Mercedes-Benz parts and accessories for retail and trade customers, from the Nordvik parts centre in Reading.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Our Reading parts centre holds over 6,000 genuine Mercedes-Benz part lines, with twice-daily deliveries from the Mercedes-Benz distribution centre.',
                },
                {
                  ul: [
                    '**Retail:** parts, accessories, alloy wheels and tyres, fitted or over the counter',
                    '**Trade:** account customers get same-day delivery across Berkshire and Hampshire',
                    '**Genuine Remanufactured:** exchange parts at up to 40% less than new',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Contact the parts team',
              text: [{ p: 'Call **01632 960470** or email parts@nordvik.example with your registration number.' }],
              link: { path: '/service-and-parts/parts/genuine-parts', label: 'About genuine parts' },
              image: 'tyres',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/mercedes/bodyshop',
      sortOrder: 30,
      brandDesign: 'mercedes',
      ogImage: 'bodyshop',
      content: {
        'en-GB': {
          title: 'Mercedes-Benz approved bodyshop',
          navTitle: 'Bodyshop',
          metaDescription: 'Mercedes-Benz approved accident repairs, with genuine parts and a courtesy car, through the Nordvik bodyshop.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Modern Mercedes-Benz cars use high-strength steel and aluminium, and their driver-assistance sensors must be recalibrated after a repair. Our approved bodyshop is equipped and certified by Mercedes-Benz to do both.',
                },
                {
                  ul: [
                    'We work with all major insurers and can handle your claim for you',
                    'Genuine parts and a three-year paint guarantee',
                    'A courtesy car for the length of the repair',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Had an accident?',
              text: [{ p: 'Tell your insurer you want your car repaired at a Mercedes-Benz approved bodyshop, then call us on 01632 960456.' }],
              link: { path: '/service-and-parts/bodyshop/accident-repairs', label: 'After an accident' },
              image: 'bodyshop',
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/smart',
      sortOrder: 50,
      brandDesign: 'smart',
      ogImage: 'charging',
      content: {
        'en-GB': {
          title: 'smart service and repairs',
          navTitle: 'smart',
          metaDescription: 'Servicing, onsite repairs and the hello smart app for the smart #1, #3 and #5, at Nordvik smart Reading.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'The smart #1, #3 and #5 need far less maintenance than a petrol car, but an annual inspection keeps your warranty valid and your software up to date. Our Reading technicians are trained and certified by smart for high-voltage work.',
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Servicing',
                  text: 'Annual inspections, software updates and the hello smart app.',
                  link: { path: '/service-and-parts/smart/servicing' },
                  buttonText: 'smart servicing',
                  icon: 'service',
                },
                {
                  title: 'Onsite repairs',
                  text: 'Small dents, scuffs and windscreen chips repaired at your home or work.',
                  link: { path: '/service-and-parts/smart/bodyshop' },
                  buttonText: 'Repairs',
                  icon: 'shield',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/smart/servicing',
      sortOrder: 10,
      brandDesign: 'smart',
      ogImage: 'charging',
      content: {
        'en-GB': {
          title: 'smart servicing',
          navTitle: 'Servicing',
          metaDescription: 'smart annual inspections, high-voltage checks, software updates and the hello smart app, at Nordvik smart Reading.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Every smart needs an inspection every 12 months or 12,500 miles. It includes a high-voltage battery health check, brake and tyre checks, a cabin filter and the latest software.',
                },
                {
                  ul: [
                    '**smart service plan:** from £15 a month for three inspections',
                    '**hello smart app:** book your service, check your charge and pre-condition the cabin from your phone',
                    '**Over-the-air updates:** most software updates arrive at home, and we install the rest during your visit',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Book your inspection',
              text: [{ p: 'Call 01632 960411 or book in the hello smart app. Collection and delivery is free within 10 miles.' }],
              link: { path: '/service-and-parts/servicing/book-service-or-mot', label: 'Book a service' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/smart/bodyshop',
      sortOrder: 20,
      brandDesign: 'smart',
      ogImage: 'bodyshop',
      content: {
        'en-GB': {
          title: 'smart onsite repairs',
          navTitle: 'Onsite repairs',
          metaDescription: 'smart onsite repairs: scuffs, small dents and windscreen chips repaired at your home or workplace.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Our mobile repair technicians come to you to fix small scuffs, scratches, dents and windscreen chips, usually in under three hours. Larger repairs are carried out in the Nordvik bodyshop by smart-approved technicians.',
                },
                {
                  ul: [
                    'A free photo estimate within one working day',
                    'Repairs on your driveway or in your workplace car park',
                    'Paintwork guaranteed for as long as you own the car',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Bigger damage?',
              text: [{ p: 'Accident repairs are handled by our approved bodyshop, with a courtesy car while we work.' }],
              link: { path: '/service-and-parts/bodyshop/accident-repairs', label: 'Accident repairs' },
              image: 'bodyshop',
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/mini',
      sortOrder: 60,
      brandDesign: 'mini',
      ogImage: 'workshop',
      content: {
        'en-GB': {
          title: 'MINI service and parts',
          navTitle: 'MINI',
          metaDescription: 'MINI servicing, MOT, MINI Service Inclusive, genuine parts and accessories at Nordvik MINI Oxford.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'From the first BMW-era Cooper to the latest electric MINI, our Oxford workshop looks after every generation with MINI-trained technicians and genuine parts.',
                },
              ],
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Servicing and MOT',
                  text: 'Condition Based Servicing, MOTs and MINI Service Inclusive.',
                  link: { path: '/service-and-parts/mini/servicing' },
                  buttonText: 'MINI servicing',
                  icon: 'service',
                },
                {
                  title: 'Parts and accessories',
                  text: 'Genuine parts, roof racks, wheels and John Cooper Works accessories.',
                  link: { path: '/service-and-parts/mini/parts' },
                  buttonText: 'MINI parts',
                  icon: 'key',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/mini/servicing',
      sortOrder: 10,
      brandDesign: 'mini',
      ogImage: 'workshop',
      content: {
        'en-GB': {
          title: 'MINI servicing',
          navTitle: 'Servicing',
          metaDescription: 'MINI Condition Based Servicing, MOT, fixed-price servicing for older MINIs and MINI Service Inclusive at Nordvik MINI Oxford.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Your MINI tells you when it needs a service. Condition Based Servicing monitors the oil, brakes and filters and shows what is due on the dashboard and in the MINI app.',
                },
                {
                  ul: [
                    '**MINI Service Inclusive:** three years or 31,000 miles of scheduled servicing',
                    '**Fixed-price servicing** for MINIs over three years old',
                    '**MOT** from £35 when booked with a service',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Book at MINI Oxford',
              text: [{ p: 'Call service reception on 01632 960461. Courtesy MINIs are available on request.' }],
              link: { path: '/service-and-parts/servicing/book-service-or-mot', label: 'Book a service' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/mini/parts',
      sortOrder: 20,
      brandDesign: 'mini',
      ogImage: 'tyres',
      content: {
        'en-GB': {
          title: 'MINI parts and accessories',
          navTitle: 'Parts and accessories',
          metaDescription: 'Genuine MINI parts and accessories at Nordvik MINI Oxford: wheels, roof boxes, bike racks and John Cooper Works parts.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Make your MINI your own. Our parts team can order any genuine MINI part or accessory, usually for next-day collection, and fit it while you wait.',
                },
                {
                  ul: [
                    'Roof boxes, bike racks and base supports',
                    'Alloy wheels, winter wheel sets and tyres',
                    'John Cooper Works aerodynamic and interior parts',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Fitted while you wait',
              text: [{ p: 'Call the Oxford parts counter on 01632 960461 to check availability.' }],
              link: { path: '/service-and-parts/parts/accessories', label: 'About accessories' },
              image: 'tyres',
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/bmw',
      sortOrder: 70,
      brandDesign: 'bmw',
      ogImage: 'workshop',
      content: {
        'en-GB': {
          title: 'BMW service and parts',
          navTitle: 'BMW',
          metaDescription: 'BMW servicing, MOT, BMW Service Inclusive, genuine parts and BMW approved accident repairs at Nordvik BMW Guildford.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'BMW service and parts',
              text: 'BMW-trained technicians, genuine parts and an approved bodyshop, all at Woodbridge Meadows, Guildford.',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Servicing and MOT',
                  text: 'Condition Based Servicing, MOT and BMW Service Inclusive.',
                  link: { path: '/service-and-parts/bmw/servicing' },
                  buttonText: 'BMW servicing',
                  icon: 'service',
                },
                {
                  title: 'Parts and tyres',
                  text: 'Genuine BMW parts, Star-marked tyres and accessories.',
                  link: { path: '/service-and-parts/bmw/parts' },
                  buttonText: 'BMW parts',
                  icon: 'tire',
                },
                {
                  title: 'Bodyshop',
                  text: 'BMW approved accident repairs in Guildford.',
                  link: { path: '/service-and-parts/bmw/bodyshop' },
                  buttonText: 'Bodyshop',
                  icon: 'shield',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/bmw/servicing',
      sortOrder: 10,
      brandDesign: 'bmw',
      ogImage: 'workshop',
      content: {
        'en-GB': {
          title: 'BMW servicing',
          navTitle: 'Servicing',
          metaDescription:
            'BMW servicing and MOT at Nordvik BMW Guildford: Condition Based Servicing, BMW Service Inclusive, roadside assistance and digital extras.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Your BMW monitors its own service needs and tells you, and us, when something is due. Book through the My BMW app or call service reception, and we will confirm a time within the hour.',
                },
                {
                  ul: [
                    '**BMW Service Inclusive:** up to five years or 62,000 miles of scheduled servicing',
                    '**BMW Emergency Service:** roadside assistance renewed with every service at an authorised retailer',
                    '**Digital extras:** activate features such as Driving Assistant Professional through the BMW ConnectedDrive Store',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Book a BMW service',
              text: [{ p: 'Call **01632 960455**. Courtesy cars, collection and delivery, and a waiting lounge with Wi-Fi.' }],
              link: { path: '/service-and-parts/servicing/book-service-or-mot', label: 'Book a service or MOT' },
              image: 'workshop',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/bmw/parts',
      sortOrder: 20,
      brandDesign: 'bmw',
      ogImage: 'tyres',
      content: {
        'en-GB': {
          title: 'BMW parts and tyres',
          navTitle: 'Parts',
          metaDescription: 'Genuine BMW parts, Star-marked tyres and accessories for retail and trade customers at Nordvik BMW Guildford.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Our Guildford parts centre stocks genuine BMW parts and accessories and Star-marked tyres approved for your BMW, with trade delivery across Surrey twice a day.',
                },
                {
                  ul: [
                    'Genuine BMW parts with a two-year warranty when fitted by us',
                    'Star-marked and run-flat tyres for every current model',
                    'BMW Lifestyle and M Performance accessories',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Trade customers',
              text: [{ p: 'Open a trade account with the parts team on 01632 960470 for same-day delivery and account pricing.' }],
              link: { path: '/service-and-parts/parts', label: 'Parts and accessories' },
              image: 'tyres',
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/service-and-parts/bmw/bodyshop',
      sortOrder: 30,
      brandDesign: 'bmw',
      ogImage: 'bodyshop',
      content: {
        'en-GB': {
          title: 'BMW approved bodyshop',
          navTitle: 'Bodyshop',
          metaDescription: 'BMW approved accident repairs in Guildford, including aluminium and carbon-fibre structures, with a three-year paint guarantee.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Our Guildford bodyshop is approved by BMW to repair BMW and BMW i models, including aluminium and carbon-fibre-reinforced structures, and to recalibrate cameras and radar after a repair.',
                },
                {
                  ul: [
                    'We deal with your insurer for you',
                    'A like-for-like courtesy car during the repair',
                    'A three-year guarantee on paintwork',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'After an accident',
              text: [{ p: 'Call the bodyshop on 01632 960456 for a free estimate or to arrange recovery.' }],
              link: { path: '/service-and-parts/bodyshop/accident-repairs', label: 'Accident repairs' },
              image: 'bodyshop',
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/sell-car',
      sortOrder: 40,
      ogImage: 'family',
      content: {
        'en-GB': {
          title: 'Sell your car',
          metaTitle: 'Sell your car or part exchange',
          metaDescription:
            'Sell your car to Nordvik Motors UK or part exchange it against your next one. Free valuation, HPI check and same-day payment by bank transfer.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Sell your car the easy way',
              text: 'Free valuation, any make or model, and payment by bank transfer the same day. No obligation to buy from us.',
              link: { path: '/find-us', label: 'Book an appraisal' },
              buttonType: 'Primary',
              image: 'family',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'How it works' },
                {
                  ol: [
                    '**Tell us about your car.** Registration, mileage, service history and any damage. You will receive a guide price within 24 hours.',
                    '**Book a 20-minute appraisal** at any of our four sites, or ask us to come to you.',
                    '**Get a written offer,** valid for seven days or 250 miles.',
                    '**Get paid.** Bring your V5C logbook, both keys and photo ID. We settle any outstanding finance for you and transfer the balance the same day.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Part exchange against your next car',
              text: [
                {
                  p: 'Part exchange your current car and the value comes straight off the price of your next one, or counts towards your finance deposit. We will also settle the remaining finance on your current car, even if it is with a different lender.',
                },
              ],
              link: { path: '/buy-car/used-cars', label: 'Find your next car' },
              image: 'dealership',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'What affects your valuation?' },
                {
                  p: 'We base every offer on live trade data and what similar cars have sold for in the last 30 days, then adjust for the car in front of us. The biggest factors are:',
                },
                {
                  ul: [
                    'Mileage and a complete, stamped or digital service history',
                    'Condition of bodywork, interior, alloy wheels and tyres',
                    'Colour and specification, such as panoramic roofs or driver-assistance packs',
                    'Number of previous owners and whether both keys are present',
                  ],
                },
                {
                  p: 'A car that is clean, has its MOT and service up to date and comes with both keys will usually achieve the top of its guide price.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/find-us',
      sortOrder: 50,
      ogImage: 'dealership',
      content: {
        'en-GB': {
          title: 'Find us',
          metaDescription:
            'Addresses, opening hours and phone numbers for Nordvik Motors UK in Reading, Guildford, Basingstoke and Oxford.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Four sites across the Thames Valley and Surrey',
              text: 'Each within a few minutes of the M3, M4 or A34, with free customer parking and EV charging.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            { blockType: 'dealerSiteList', title: 'Our locations' },
            {
              blockType: 'richText',
              content: [
                { h2: 'Nordvik Mercedes-Benz and smart Reading' },
                {
                  p: 'Bath Road, Reading RG2. Sales **01632 960410**, service 01632 960411. Home of our smart studio and EQ high-voltage workshop.',
                },
                { h2: 'Nordvik BMW Guildford' },
                {
                  p: 'Woodbridge Meadows, Guildford GU1. Sales **01632 960450**, service 01632 960455. BMW M Partner and bodyshop.',
                },
                { h2: 'Nordvik MINI Oxford' },
                {
                  p: 'Garsington Road, Oxford OX4. Sales **01632 960460**, service 01632 960461.',
                },
                { h2: 'Nordvik Used Car Centre Basingstoke' },
                {
                  p: 'Houndmills Road, Basingstoke RG21. Sales **01632 960412**, parts 01632 960470. Over 200 approved used cars of all makes under one roof.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Opening hours' },
                {
                  ul: [
                    'Sales: Monday to Friday 8.30am–7pm, Saturday 9am–5pm, Sunday 10.30am–4.30pm',
                    'Service: Monday to Friday 7.30am–6pm, Saturday 8am–1pm',
                    'Bank holidays: sales 10am–4pm, service closed',
                  ],
                },
                { p: 'General enquiries: hello@nordvik.example.' },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/find-us/mercedes-benz-and-smart-reading',
      sortOrder: 10,
      brandDesign: 'mercedes',
      ogImage: 'dealership',
      content: {
        'en-GB': {
          title: 'Nordvik Mercedes-Benz and smart Reading',
          navTitle: 'Reading',
          metaDescription:
            'Nordvik Mercedes-Benz and smart Reading, Bath Road, Reading RG2: sales, service, EQ high-voltage workshop, smart studio and opening hours.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Mercedes-Benz and smart Reading',
              text: 'Bath Road, Reading RG2, two minutes from junction 11 of the M4.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Contact' },
                {
                  ul: [
                    'Mercedes-Benz sales: **01632 960410**',
                    'smart studio: **01632 960410**, option 2',
                    'Service and MOT: 01632 960411',
                    'Mercedes-Benz Vans: 01632 960480',
                  ],
                },
                { h2: 'Opening hours' },
                {
                  p: 'Sales: Monday to Friday 8.30am–7pm, Saturday 9am–5pm, Sunday 10.30am–4.30pm. Service: Monday to Friday 7.30am–6pm (vans until 8pm), Saturday 8am–1pm.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Charging while you visit',
              text: [{ p: 'Six 22kW chargers and two 150kW rapid chargers are free for customers while they are with us.' }],
              link: { path: '/buy-car/brands/mercedes', label: 'Mercedes-Benz at Nordvik' },
              image: 'charging',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/find-us/bmw-guildford',
      sortOrder: 20,
      brandDesign: 'bmw',
      ogImage: 'dealership',
      content: {
        'en-GB': {
          title: 'Nordvik BMW Guildford',
          navTitle: 'Guildford',
          metaDescription:
            'Nordvik BMW Guildford, Woodbridge Meadows, Guildford GU1: BMW sales, BMW M Partner, service, bodyshop and opening hours.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'BMW Guildford',
              text: 'Woodbridge Meadows, Guildford GU1, just off the A3.',
              image: 'dealership',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Contact' },
                {
                  ul: [
                    'Sales: **01632 960450**',
                    'Service and MOT: 01632 960455',
                    'Bodyshop: 01632 960456',
                    'Parts: 01632 960470',
                  ],
                },
                { h2: 'Opening hours' },
                {
                  p: 'Sales: Monday to Friday 8.30am–7pm, Saturday 9am–5pm, Sunday 10.30am–4.30pm. Service and bodyshop: Monday to Friday 7.30am–6pm, Saturday 8am–1pm.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'A BMW M Partner',
              text: [{ p: 'See the M3 Touring, M4 Competition and M Performance models, and book a test drive with our M specialists.' }],
              link: { path: '/buy-car/brands/bmw', label: 'BMW at Nordvik' },
              image: 'modelGranCoupe',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/find-us/mini-oxford',
      sortOrder: 30,
      brandDesign: 'mini',
      ogImage: 'family',
      content: {
        'en-GB': {
          title: 'Nordvik MINI Oxford',
          navTitle: 'Oxford',
          metaDescription: 'Nordvik MINI Oxford, Garsington Road, Oxford OX4: MINI sales, MINI Next, service and opening hours.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'MINI Oxford',
              text: 'Garsington Road, Oxford OX4, a short drive from the plant where MINI is built.',
              image: 'family',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Contact' },
                {
                  ul: ['Sales: **01632 960460**', 'Service, MOT and parts: 01632 960461'],
                },
                { h2: 'Opening hours' },
                {
                  p: 'Sales: Monday to Friday 8.30am–7pm, Saturday 9am–5pm, Sunday 10.30am–4.30pm. Service: Monday to Friday 7.30am–6pm, Saturday 8am–1pm.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'MINI owners’ breakfast',
              text: [{ p: 'Coffee, pastries and a guided drive on the first Sunday of every month. All MINI owners welcome.' }],
              link: { path: '/buy-car/brands/mini', label: 'MINI at Nordvik' },
              image: 'modelMini',
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/find-us/basingstoke-used-car-centre',
      sortOrder: 40,
      ogImage: 'showroom',
      content: {
        'en-GB': {
          title: 'Nordvik Used Car Centre Basingstoke',
          navTitle: 'Basingstoke',
          metaDescription:
            'Nordvik Used Car Centre Basingstoke, Houndmills Road, Basingstoke RG21: over 200 approved used cars of all makes, parts centre and opening hours.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Used Car Centre Basingstoke',
              text: 'Houndmills Road, Basingstoke RG21, five minutes from junction 6 of the M3.',
              image: 'showroom',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Contact' },
                {
                  ul: ['Used car sales: **01632 960412**', 'Parts centre: 01632 960470'],
                },
                {
                  p: 'Over 200 approved used cars of all makes under one roof, including Mercedes-Benz, BMW and MINI approved used cars and a growing range of used electric cars.',
                },
                { h2: 'Opening hours' },
                { p: 'Monday to Friday 8.30am–7pm, Saturday 9am–5pm, Sunday 10.30am–4.30pm.' },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Browse before you visit',
              text: [{ p: 'Search our used stock online and reserve a car for 48 hours for £99, refundable in full.' }],
              link: { path: '/buy-car/used-cars', label: 'Search used cars' },
              image: 'showroom',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/news-and-events',
      sortOrder: 60,
      ogImage: 'heroCountry',
      content: {
        'en-GB': {
          title: 'News and events',
          metaDescription:
            'Launch evenings, open days, track days and news from Nordvik Motors UK’s showrooms in Reading, Guildford, Basingstoke and Oxford.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Launches, open days and community events from across our four sites. Most events are free, but spaces are limited, so please register with the showroom in advance.',
                },
              ],
            },
            { blockType: 'storiesList', layout: 'TwoColumns', showDates: true, highlightLatestStory: true },
            {
              blockType: 'cardList',
              heading: 'Coming up',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Electric open weekend, Reading',
                  text: 'Test drive the smart #5, Mercedes-Benz EQA and BMW iX1 back to back, with a home-charging clinic on Saturday morning.',
                  link: { path: '/buy-car/brands/smart' },
                  buttonText: 'Meet smart',
                  image: 'charging',
                },
                {
                  title: 'MINI owners’ breakfast, Oxford',
                  text: 'Coffee, pastries and a guided drive through the Cotswolds for MINI owners old and new. First Sunday of every month.',
                  link: { path: '/buy-car/brands/mini' },
                  buttonText: 'Discover MINI',
                  image: 'family',
                },
                {
                  title: 'Winter health check week',
                  text: 'Free battery, tyre and wiper checks at every workshop, with 15% off winter tyres fitted the same week.',
                  link: { path: '/service-and-parts' },
                  buttonText: 'Book a check',
                  image: 'tyres',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Nordvik BMW Guildford wins customer service award',
              text: [
                {
                  p: 'Our Guildford team has been rated in the top 5% of UK BMW retailers for customer satisfaction for the third year running. Service manager Priya Shah puts it down to “explaining every job before we start and never sending a car back dirty”.',
                },
              ],
              link: { path: '/buy-car/brands/bmw', label: 'Visit BMW Guildford' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/about-us',
      sortOrder: 70,
      navigableWithChildren: false,
      ogImage: 'dealership',
      content: {
        'en-GB': {
          title: 'About us',
          metaDescription:
            'Nordvik Motors UK is part of Nordvik Group, a family-owned motor retailer operating in Sweden, Norway, Finland, Slovakia and the United Kingdom.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Part of the Nordvik family',
              text: 'A Scandinavian approach to buying and owning a car: straightforward, honest and built to last.',
              link: { path: '/about-us/who-are-we', label: 'Who we are' },
              buttonType: 'Secondary',
              image: 'heroCountry',
              textColor: 'White',
              contentPlacement: 'Center',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Nordvik Motors UK in numbers' },
                {
                  ul: [
                    '4 sites in Berkshire, Surrey, Hampshire and Oxfordshire',
                    '310 colleagues, including 96 technicians and 18 apprentices',
                    'Around 6,500 new and used cars sold every year',
                    'More than 40,000 services and MOTs each year',
                  ],
                },
                {
                  p: 'We joined Nordvik Group in 2019, when the group acquired the Reading Mercedes-Benz business that had been run by the same family since 1987. Since then we have added BMW in Guildford, MINI in Oxford and our used car centre in Basingstoke.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Careers at Nordvik Motors',
              text: [
                {
                  p: 'We are always looking for technicians, sales executives and apprentices. Our three-year apprenticeship programme combines manufacturer training with a nationally recognised qualification, and every apprentice is paid above the national living wage from day one. Send your CV to careers@nordvik.example.',
                },
              ],
              image: 'workshop',
              reverse: true,
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/about-us/who-are-we',
      sortOrder: 10,
      ogImage: 'dealership',
      menuImage: 'dealership',
      content: {
        'en-GB': {
          title: 'Who are we?',
          metaDescription:
            'Meet Nordvik Motors UK: our story, our values and the people behind our Mercedes-Benz, smart, MINI and BMW showrooms.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik Group started in 1962 as a single workshop in Umeå, in northern Sweden. Today the group runs dealerships, a used-car retail business and an online car auction across five countries, and is still majority-owned by the founding family.',
                },
                { h2: 'What we believe' },
                {
                  ul: [
                    '**Straight answers.** Prices, fees and finance explained before you ask.',
                    '**Long relationships.** Nearly half of our customers have bought more than one car from us.',
                    '**Looking after people.** We train our own technicians and promote from within: three of our four general managers started on the shop floor.',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Meet the leadership team',
              text: [
                {
                  p: 'Managing director **Oliver Bennett** joined as a sales executive in Reading in 2004. He leads a team of four general managers, a group aftersales director and a head of used cars, and still delivers a car himself at least once a month.',
                },
                {
                  quote: 'The best compliment we get is when a customer sends their son or daughter to us for their first car.',
                },
              ],
              image: 'showroom',
              backgroundColor: 'BackgroundColor1',
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Our environmental commitments' },
                {
                  p: 'All four sites run on 100% renewable electricity, and our Reading and Basingstoke roofs carry 420kW of solar panels. Workshop oil, coolant and tyres are collected by licensed recyclers, and our courtesy fleet will be fully electric by the end of 2026.',
                },
                {
                  p: 'In the community, each site supports a local cause chosen by its staff: this year that includes a junior football league in Basingstoke, a food bank in Reading and a road-safety programme for sixth-formers in Oxford. Colleagues also get two paid volunteering days a year.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/about-us/careers',
      sortOrder: 20,
      ogImage: 'workshop',
      menuImage: 'workshop',
      content: {
        'en-GB': {
          title: 'Careers',
          metaTitle: 'Careers at Nordvik Motors UK',
          metaDescription:
            'Jobs at Nordvik Motors UK: vehicle technicians, sales executives, service advisors and apprentices in Reading, Guildford, Basingstoke and Oxford.',
          layout: [
            {
              blockType: 'heroBanner',
              title: 'Work with people who care about cars',
              text: '310 colleagues across four sites, and more than a third of our managers started as apprentices.',
              link: { path: '/about-us/careers/apprenticeships', label: 'Apprenticeships' },
              buttonType: 'Primary',
              image: 'workshop',
              textColor: 'White',
              contentPlacement: 'Bottom',
            },
            {
              blockType: 'cardList',
              heading: 'Where you could fit in',
              variant: 'Default',
              cards: [
                {
                  title: 'Vehicle technicians',
                  text: 'Manufacturer training, high-voltage qualifications and a clear route to master technician.',
                },
                {
                  title: 'Sales executives',
                  text: 'A basic salary, uncapped commission and a company car, with no hard-sell targets.',
                },
                {
                  title: 'Service advisors',
                  text: 'The voice of the workshop: explaining work, keeping customers updated and solving problems.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'What we offer' },
                {
                  ul: [
                    '25 days’ holiday plus bank holidays, rising with length of service',
                    'Employer pension contributions of 5% and life assurance',
                    'Two paid volunteering days a year',
                    'Discounts on cars, servicing, parts and accessories',
                  ],
                },
                { p: 'Send your CV and a short note about the role you are interested in to careers@nordvik.example.' },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/about-us/careers/apprenticeships',
      sortOrder: 10,
      ogImage: 'workshop',
      content: {
        'en-GB': {
          title: 'Apprenticeships',
          metaDescription:
            'Three-year vehicle technician apprenticeships at Nordvik Motors UK, combining manufacturer training with a Level 3 qualification and paid above the national living wage.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Our apprenticeship programme turns school and college leavers into qualified Mercedes-Benz, BMW and MINI technicians. You spend four days a week in one of our workshops, working alongside a mentor, and one block week a month at the manufacturer’s training academy.',
                },
                { h2: 'The programme' },
                {
                  ul: [
                    '**Three years**, leading to a Level 3 Light Vehicle Maintenance and Repair qualification',
                    'Manufacturer certifications, including high-voltage training for electric vehicles',
                    'Paid above the national living wage from day one, with a pay rise every six months',
                    'Your own starter toolkit, which is yours to keep when you qualify',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'How to apply',
              text: [
                {
                  p: 'Applications for our September intake open in January. You will need GCSEs at grade 4 or above in English and maths, or be working towards them. Shortlisted applicants are invited to a workshop taster day at one of our sites, where you meet the team and try some practical tasks.',
                },
                { p: 'Questions? Email careers@nordvik.example or ask for our apprentice coordinator on 01632 960400.' },
              ],
              image: 'heroCountry',
              reverse: true,
              backgroundColor: 'BackgroundColor1',
            },
          ],
        },
      },
    },
    {
      path: '/about-us/customer-services',
      sortOrder: 30,
      ogImage: 'family',
      menuImage: 'family',
      content: {
        'en-GB': {
          title: 'Customer services',
          metaDescription:
            'Contact Nordvik Motors UK customer services about a car you have bought, your finance, a service visit or a complaint.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Our customer services team is based in Reading and looks after customers of all four sites. Whether you have a question about a car you have bought, your finance agreement or a recent service, we aim to answer on the day you get in touch.',
                },
                {
                  ul: [
                    '**Phone:** 01632 960400, Monday to Friday 8.30am–6pm',
                    '**Email:** customer.relations@nordvik.example',
                    '**Post:** Customer Services, Nordvik Motors UK Ltd, Bath Road, Reading RG2',
                  ],
                },
              ],
            },
            {
              blockType: 'cardList',
              heading: 'Quick help',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Book or change a service',
                  text: 'Move an appointment, add an MOT or ask for a courtesy car.',
                  link: { path: '/service-and-parts/servicing/book-service-or-mot' },
                  buttonText: 'Servicing',
                  image: 'workshop',
                },
                {
                  title: 'Roadside assistance',
                  text: 'Broken down? Who to call and what happens next.',
                  link: { path: '/service-and-parts/servicing/roadside-assistance' },
                  buttonText: 'Get help',
                  image: 'evWinter',
                },
                {
                  title: 'Make a complaint',
                  text: 'How we handle complaints, and how long it takes.',
                  link: { path: '/about-us/customer-services/complaints' },
                  buttonText: 'Complaints',
                  image: 'pattern',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/about-us/customer-services/complaints',
      sortOrder: 10,
      ogImage: 'pattern',
      content: {
        'en-GB': {
          title: 'Complaints',
          metaDescription:
            'How to make a complaint to Nordvik Motors UK, how we investigate it, how long it takes, and when you can refer it to the Financial Ombudsman Service or The Motor Ombudsman.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'We are sorry if something has gone wrong. Most problems can be put right quickly by the general manager of the site involved, so please start there. If you would rather speak to someone independent of the site, contact our customer relations team.',
                },
                { h2: 'How we handle your complaint' },
                {
                  ol: [
                    'We acknowledge your complaint within **three working days** and tell you who is looking into it.',
                    'We investigate, speaking to the people involved and reviewing the paperwork, workshop records and any recordings.',
                    'We send you our final response, in writing, within **eight weeks** at most. Most complaints are resolved within two.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'If you are not satisfied' },
                {
                  p: 'Complaints about finance or insurance products can be referred to the Financial Ombudsman Service, free of charge, within six months of our final response. Complaints about a vehicle sale, servicing or repair can be referred to The Motor Ombudsman, of which we are an accredited member.',
                },
                {
                  p: 'Write to customer.relations@nordvik.example, call 01632 960400 or read more about [how we use your data](/legal/privacy-policy).',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/about-us/mercedes-benz-customer-services',
      sortOrder: 40,
      brandDesign: 'mercedes',
      ogImage: 'family',
      content: {
        'en-GB': {
          title: 'Mercedes-Benz customer services',
          metaDescription: 'Customer services for Nordvik Mercedes-Benz, smart and Mercedes-Benz Vans customers: warranty, finance, servicing and complaints.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Bought or serviced a Mercedes-Benz, smart or Mercedes-Benz van with us? Our customer services team in Reading can help with warranty questions, finance agreements, service history and anything else after your visit.',
                },
                {
                  ul: [
                    '**Phone:** 01632 960400, Monday to Friday 8.30am–6pm',
                    '**Email:** customer.relations@nordvik.example',
                    '**Mercedes-Benz Customer Assistance Centre:** for questions about the car itself, contact the manufacturer through the Mercedes me app',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Not happy with something?',
              text: [{ p: 'We want to put it right. Our complaints procedure explains what happens next and how long it takes.' }],
              link: { path: '/about-us/customer-services/complaints', label: 'Make a complaint' },
              image: 'pattern',
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/about-us/mini-customer-services',
      sortOrder: 50,
      brandDesign: 'mini',
      ogImage: 'family',
      content: {
        'en-GB': {
          title: 'MINI customer services',
          metaDescription: 'Customer services for Nordvik MINI Oxford customers: warranty, MINI Financial Services, servicing and complaints.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Our customer services team looks after MINI Oxford customers from the day they collect their car. Get in touch about your warranty, your finance agreement or a recent service.',
                },
                {
                  ul: [
                    '**Phone:** 01632 960400, Monday to Friday 8.30am–6pm',
                    '**Email:** customer.relations@nordvik.example',
                    '**MINI Customer Services:** for questions about the car itself, contact MINI UK through the MINI app',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Visit us in Oxford',
              text: [{ p: 'Prefer to talk face to face? The general manager at MINI Oxford is happy to see you.' }],
              link: { path: '/find-us/mini-oxford', label: 'MINI Oxford' },
              image: 'modelMini',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/about-us/bmw-customer-services',
      sortOrder: 60,
      brandDesign: 'bmw',
      ogImage: 'family',
      content: {
        'en-GB': {
          title: 'BMW customer services',
          metaDescription: 'Customer services for Nordvik BMW Guildford customers: warranty, BMW Financial Services, servicing and complaints.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Questions after buying or servicing your BMW with us? Our customer services team can help with warranty claims, your BMW Financial Services agreement, service history and BMW Emergency Service.',
                },
                {
                  ul: [
                    '**Phone:** 01632 960400, Monday to Friday 8.30am–6pm',
                    '**Email:** customer.relations@nordvik.example',
                    '**BMW Customer Services:** for questions about the car itself, contact BMW UK through the My BMW app',
                  ],
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Not happy with something?',
              text: [{ p: 'We want to put it right. Our complaints procedure explains what happens next and how long it takes.' }],
              link: { path: '/about-us/customer-services/complaints', label: 'Make a complaint' },
              image: 'pattern',
              backgroundColor: 'BackgroundColor3',
            },
          ],
        },
      },
    },
    {
      path: '/about-us/blue-light-members-page',
      sortOrder: 70,
      hideInNavigation: true,
      ogImage: 'heroCountry',
      content: {
        'en-GB': {
          title: 'Blue light members',
          metaTitle: 'Offers for NHS, emergency services and armed forces members',
          metaDescription:
            'Exclusive savings for NHS staff, emergency services and armed forces personnel on cars, servicing and accessories at Nordvik Motors UK.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Thank you for what you do. Members of the NHS, the police, fire and ambulance services, HM Coastguard and the armed forces are entitled to these savings at all four Nordvik Motors sites.',
                },
                {
                  ul: [
                    '**£500 towards your deposit** on any new or approved used car',
                    '**15% off servicing**, MOTs and genuine accessories',
                    '**Flexible appointments**, including early drop-off for shift workers',
                  ],
                },
                {
                  p: 'Show your staff or service ID when you order. Offers cannot be combined with other promotions.',
                },
              ],
            },
            {
              blockType: 'blurb',
              title: 'Find your nearest site',
              text: [{ p: 'Reading, Guildford, Basingstoke and Oxford, each open seven days a week.' }],
              link: { path: '/find-us', label: 'Find us' },
              image: 'dealership',
              backgroundColor: 'BackgroundColor2',
            },
          ],
        },
      },
    },
    {
      path: '/legal',
      sortOrder: 90,
      hideInNavigation: true,
      content: {
        'en-GB': {
          title: 'Legal',
          metaDescription: 'Legal information, policies and statements from Nordvik Motors UK Ltd.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik Motors UK Ltd is registered in England and Wales. Our registered office is Bath Road, Reading RG2. VAT registration and company numbers are shown on every invoice and order form.',
                },
                {
                  p: 'Nordvik Motors UK Ltd is authorised and regulated by the Financial Conduct Authority for consumer credit broking and insurance distribution. We act as a credit broker, not a lender.',
                },
                { h2: 'Policies' },
                {
                  ul: [
                    '[Privacy policy](/legal/privacy-policy): how we collect, use and protect your personal data',
                    '[Terms and conditions of sale](/legal/terms-and-conditions-of-sale): reservations, deposits, delivery and cancellation',
                    '[Consumer credit](/legal/consumer-credit): our status as a credit broker and how we are paid',
                    '[Complaints](/about-us/customer-services/complaints): write to our customer relations team at customer.relations@nordvik.example or call 01632 960400',
                  ],
                },
                {
                  p: 'If you are not satisfied with our response to a finance-related complaint, you may be able to refer it to the Financial Ombudsman Service.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/legal/privacy-policy',
      sortOrder: 10,
      content: {
        'en-GB': {
          title: 'Privacy policy',
          metaDescription:
            'How Nordvik Motors UK Ltd collects, uses, shares and protects your personal data, and how to exercise your rights under UK GDPR.',
          layout: [
            {
              blockType: 'richText',
              content: [
                { h2: 'Who we are' },
                {
                  p: 'Nordvik Motors UK Ltd is the data controller for personal data collected through this website and our showrooms. You can contact our data protection officer at privacy@nordvik.example or by post to Bath Road, Reading RG2.',
                },
                { h2: 'What we collect and why' },
                {
                  ul: [
                    '**Enquiries and test drives:** your name, contact details and driving licence, to respond to you and to meet our insurers’ requirements.',
                    '**Purchases and finance applications:** identity, address history and financial information, to complete the sale and pass your application to the lender you choose.',
                    '**Servicing:** vehicle registration, mileage and work carried out, to maintain your service history and meet manufacturer warranty obligations.',
                    '**Marketing:** only with your consent, which you can withdraw at any time.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Sharing your data' },
                {
                  p: 'We share data with the manufacturers we represent, finance lenders and credit reference agencies when you apply for credit, and service providers who work on our behalf under contract. We never sell your personal data.',
                },
                { h2: 'How long we keep it' },
                {
                  p: 'Sales and finance records are kept for six years after the end of the agreement. Service records are kept for as long as we service the vehicle plus six years. Marketing preferences are reviewed every two years.',
                },
                { h2: 'Your rights' },
                {
                  p: 'Under UK GDPR you have the right to access, correct or delete your data, to object to or restrict processing, and to data portability. You can also complain to the Information Commissioner’s Office. To make a request, email privacy@nordvik.example; we respond within one month.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/legal/terms-and-conditions-of-sale',
      sortOrder: 20,
      content: {
        'en-GB': {
          title: 'Terms and conditions of sale',
          metaDescription:
            'The terms and conditions on which Nordvik Motors UK Ltd sells new and used vehicles, including reservations, deposits, delivery and your right to cancel.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'These terms apply to every vehicle sold by Nordvik Motors UK Ltd to a consumer. They do not affect your statutory rights under the Consumer Rights Act 2015.',
                },
                { h2: '1. Reservations and deposits' },
                {
                  p: 'An online reservation holds a vehicle for 48 hours for a deposit of £99, which is refunded in full if you decide not to proceed. A deposit paid on an order is refundable if we cannot supply the vehicle as ordered or if the price changes before delivery.',
                },
                { h2: '2. Price and payment' },
                {
                  p: 'Prices include VAT and, for new vehicles, first registration fee and the first year’s Vehicle Excise Duty. The balance must be paid in cleared funds, or a finance agreement must be in place, before the vehicle is handed over.',
                },
              ],
            },
            {
              blockType: 'richText',
              content: [
                { h2: '3. Delivery' },
                {
                  p: 'We will give you an estimated delivery date when you order. For factory-ordered vehicles, this depends on the manufacturer, and we will keep you informed of any change. Home delivery is free within 30 miles of the supplying site.',
                },
                { h2: '4. Distance sales and cancellation' },
                {
                  p: 'If you buy without visiting a showroom, you may cancel within 14 days of delivery and receive a full refund, provided the vehicle has covered no more than 500 miles and is returned in the condition in which it was delivered.',
                },
                { h2: '5. Faulty vehicles' },
                {
                  p: 'If a vehicle is faulty, you have the right to reject it within 30 days, or to a repair or replacement after that. Please contact [customer services](/about-us/customer-services) as soon as you notice a problem.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/legal/consumer-credit',
      sortOrder: 30,
      content: {
        'en-GB': {
          title: 'Consumer credit',
          metaDescription:
            'Consumer credit disclosure for Nordvik Motors UK Ltd: our status as a credit broker, the lenders we work with and how we are paid.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'Nordvik Motors UK Ltd is authorised and regulated by the Financial Conduct Authority for consumer credit broking and insurance distribution. We are a **credit broker, not a lender**.',
                },
                { h2: 'The lenders we work with' },
                {
                  p: 'We introduce customers to a limited panel of lenders, including Mercedes-Benz Financial Services, BMW Financial Services (which also provides MINI finance) and two independent lenders for vehicles of other makes. We will tell you which lender we propose and why.',
                },
                { h2: 'How we are paid' },
                {
                  p: 'We may receive commission or other payments from the lender for introducing you. The amount can vary by lender, product and the interest rate you are offered, but it does not change the rate we offer you. You can ask us at any time how much commission we will receive, and we will tell you before you sign.',
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Compare our finance plans on the [personal finance](/buy-car/finance-and-insurance-options/personal-finance) page, or read our [complaints procedure](/about-us/customer-services/complaints).',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/legal/legal-notice-and-terms',
      sortOrder: 40,
      content: {
        'en-GB': {
          title: 'Legal notice and website terms',
          metaDescription: 'Legal notice and terms of use of the Nordvik Motors UK website: company details, prices, copyright and liability.',
          layout: [
            {
              blockType: 'richText',
              content: [
                { h2: 'Company details' },
                {
                  p: 'This website is operated by Nordvik Motors UK Ltd, registered in England and Wales, registered office Bath Road, Reading RG2. Nordvik Motors UK Ltd is authorised and regulated by the Financial Conduct Authority for consumer credit broking and insurance distribution.',
                },
                { h2: 'Prices and availability' },
                {
                  p: 'We take care to keep vehicle details, prices and offers accurate and up to date, but errors can occur. Prices and specifications are confirmed on your order form, which takes precedence over the website.',
                },
              ],
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Copyright and trade marks' },
                {
                  p: 'The content of this website belongs to Nordvik Motors UK Ltd or its licensors. Mercedes-Benz, smart, MINI and BMW names and logos are trade marks of their owners and are used under licence as an authorised retailer.',
                },
                { h2: 'Links and liability' },
                {
                  p: 'We are not responsible for the content of websites we link to. Nothing in these terms limits our liability where it would be unlawful to do so. Read how we handle your data in our [privacy policy](/legal/privacy-policy).',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/further-policies-and-statements',
      sortOrder: 95,
      hideInNavigation: true,
      content: {
        'en-GB': {
          title: 'Further policies and statements',
          metaDescription: 'Nordvik Motors UK Ltd’s modern slavery statement, whistleblowing policy and gender pay gap report.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'As part of Nordvik Group, Nordvik Motors UK Ltd publishes the following statements and policies every year.',
                },
                {
                  ul: [
                    '[Modern Slavery Act statement](/further-policies-and-statements/modern-slavery-act)',
                    '[Whistleblowing policy](/further-policies-and-statements/whistleblowing)',
                    '[Gender pay gap report](/further-policies-and-statements/gender-pay-gap)',
                  ],
                },
                {
                  p: 'Our other legal information, including the privacy policy and terms of sale, is on the [legal](/legal) page.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/further-policies-and-statements/modern-slavery-act',
      sortOrder: 10,
      content: {
        'en-GB': {
          title: 'Modern Slavery Act statement',
          metaDescription:
            'Nordvik Motors UK Ltd’s statement under section 54 of the Modern Slavery Act 2015 for the financial year ending 31 December.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'This statement is made under section 54 of the Modern Slavery Act 2015 and sets out the steps Nordvik Motors UK Ltd has taken to ensure that slavery and human trafficking are not taking place in our business or our supply chains.',
                },
                { h2: 'Our business and supply chain' },
                {
                  p: 'We retail, service and repair vehicles at four sites in England and employ around 420 people. Our main suppliers are the vehicle manufacturers we represent, parts and tyre distributors, and providers of cleaning, valeting, security and vehicle transport.',
                },
              ],
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'What we do' },
                {
                  ul: [
                    'Right-to-work checks for every employee and agency worker',
                    'Supplier questionnaires and audits for valeting, cleaning and transport contractors, the areas of highest risk in our industry',
                    'Training for managers in recognising the signs of modern slavery',
                    'A confidential [whistleblowing](/further-policies-and-statements/whistleblowing) line open to employees and contractors',
                  ],
                },
                { p: 'This statement was approved by the board of Nordvik Motors UK Ltd and is reviewed every year.' },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/further-policies-and-statements/whistleblowing',
      sortOrder: 20,
      content: {
        'en-GB': {
          title: 'Whistleblowing policy',
          metaDescription: 'How employees, contractors and customers can report wrongdoing at Nordvik Motors UK confidentially, and how we protect whistleblowers.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'We want everyone who works with us to feel able to raise concerns about wrongdoing, such as fraud, bribery, danger to health and safety, modern slavery or breaches of financial regulation, without fear of reprisal.',
                },
                { h2: 'How to raise a concern' },
                {
                  ol: [
                    'Speak to your manager or any member of the senior management team.',
                    'If you would rather not, email whistleblowing@nordvik.example, which is read only by Nordvik Group’s head of compliance.',
                    'You can also report anonymously through the Nordvik Group reporting line, run by an independent provider.',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              width: 'narrow',
              content: [
                { h2: 'Our commitment' },
                {
                  p: 'Every concern is investigated, and we tell you the outcome where we can. Nobody will be disadvantaged for raising a genuine concern, even if it turns out to be mistaken. Concerns about regulated activities can also be reported directly to the Financial Conduct Authority.',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/further-policies-and-statements/gender-pay-gap',
      sortOrder: 30,
      content: {
        'en-GB': {
          title: 'Gender pay gap report',
          metaDescription: 'Nordvik Motors UK Ltd’s gender pay gap figures for the snapshot date of 5 April, and what we are doing to close the gap.',
          layout: [
            {
              blockType: 'richText',
              content: [
                {
                  p: 'As an employer of more than 250 people, we publish our gender pay gap each year. The figures below are for the snapshot date of 5 April.',
                },
                {
                  ul: [
                    'Mean hourly pay gap: **18.4%** (previous year 21.2%)',
                    'Median hourly pay gap: **14.9%** (previous year 17.6%)',
                    'Mean bonus gap: 31.0%; proportion receiving a bonus: 62% of men, 58% of women',
                  ],
                },
              ],
            },
            {
              blockType: 'richText',
              content: [
                { h2: 'Why we have a gap, and what we are doing' },
                {
                  p: 'Like most of the motor retail industry, more men than women work in our technical and sales roles, which include the highest-paid positions. We are closing the gap by recruiting more women into apprenticeships, offering flexible hours in every department and reviewing pay at every promotion.',
                },
                {
                  p: 'Interested in a career with us? See our [apprenticeships](/about-us/careers/apprenticeships).',
                },
              ],
            },
          ],
        },
      },
    },
    {
      path: '/page-not-found',
      sortOrder: 100,
      hideInNavigation: true,
      notFound: true,
      content: {
        'en-GB': {
          title: 'Page not found',
          metaDescription: 'Sorry, we couldn’t find the page you were looking for.',
          layout: [
            {
              blockType: 'notFoundHero',
              title: 'Sorry, we can’t find that page',
              text: 'It may have moved, or it may have been a car that has already found a new home. Try one of the links below, or call us on 01632 960400 and we will point you in the right direction.',
              link: { path: '/', label: 'Back to the home page' },
            },
            {
              blockType: 'cardList',
              heading: 'You might be looking for',
              variant: 'Card With Borders',
              cards: [
                {
                  title: 'Used cars',
                  text: 'Browse more than 450 approved used cars.',
                  link: { path: '/buy-car/used-cars' },
                  buttonText: 'Browse used cars',
                  image: 'showroom',
                },
                {
                  title: 'Service and MOT',
                  text: 'Book a service, MOT or repair.',
                  link: { path: '/service-and-parts' },
                  buttonText: 'Service and parts',
                  image: 'workshop',
                },
                {
                  title: 'Find us',
                  text: 'Addresses and opening hours for all four sites.',
                  link: { path: '/find-us' },
                  buttonText: 'Find us',
                  image: 'dealership',
                },
              ],
            },
          ],
        },
      },
    },
  ],
  navigation: {
    isSticky: true,
    alert: {
      type: 'Warning',
      icon: 'WarningAlert',
      content: {
        'en-GB': {
          title: 'Beware of scam calls and texts',
          text: 'We will never ask you to pay a deposit or share card details by phone, text or social media. If someone claiming to be from Nordvik Motors asks you for money, hang up and call us on 01632 960400.',
        },
      },
    },
    extraItems: {
      'en-GB': [
        { title: 'Book a service', link: { path: '/service-and-parts/servicing/book-service-or-mot' } },
        { title: 'Value my car', link: { path: '/sell-car' } },
      ],
    },
  },
  footer: {
    brands: ['Mercedes-Benz', 'smart', 'MINI', 'BMW'],
    brandsHeading: { 'en-GB': 'Browse approved used cars by brand' },
    columns: {
      'en-GB': [
        {
          title: 'Buy a car',
          items: [
            { label: 'Used cars', link: { path: '/buy-car/used-cars' } },
            { label: 'New cars', link: { path: '/buy-car/new-cars' } },
            { label: 'Latest offers', link: { path: '/buy-car/latest-offers' } },
            { label: 'Finance and insurance', link: { path: '/buy-car/finance-and-insurance-options' } },
            { label: 'Fleet and business', link: { path: '/buy-car/fleet-and-business-offers' } },
            { label: 'Motability', link: { path: '/buy-car/motability' } },
          ],
        },
        {
          title: 'Owning your car',
          items: [
            { label: 'Book a service or MOT', link: { path: '/service-and-parts/servicing/book-service-or-mot' } },
            { label: 'Service plans', link: { path: '/service-and-parts/servicing/service-plans' } },
            { label: 'Genuine parts', link: { path: '/service-and-parts/parts/genuine-parts' } },
            { label: 'Accident repairs', link: { path: '/service-and-parts/bodyshop/accident-repairs' } },
            { label: 'Roadside assistance', link: { path: '/service-and-parts/servicing/roadside-assistance' } },
          ],
        },
        {
          title: 'Nordvik Motors',
          description: 'Four showrooms across the Thames Valley and Surrey, part of the family-owned Nordvik Group.',
          items: [
            { label: 'Who we are', link: { path: '/about-us/who-are-we' } },
            { label: 'Find us', link: { path: '/find-us' } },
            { label: 'News and events', link: { path: '/news-and-events' } },
            { label: 'Careers', link: { path: '/about-us/careers' } },
            { label: 'Electric cars', link: { path: '/electric-cars' } },
          ],
        },
        {
          title: 'Help and legal',
          description: 'Customer services are open Monday to Friday, 8.30am to 6pm.',
          items: [
            { label: '01632 960400', link: { url: 'tel:+441632960400' } },
            { label: 'hello@nordvik-motors.test', link: { url: 'mailto:hello@nordvik-motors.test' } },
            { label: 'Complaints', link: { path: '/about-us/customer-services/complaints' } },
            { label: 'Privacy policy', link: { path: '/legal/privacy-policy' } },
            { label: 'Terms and conditions of sale', link: { path: '/legal/terms-and-conditions-of-sale' } },
            { label: 'Cookie settings', cookieSettings: true },
          ],
        },
      ],
    },
    highlightedLink: { 'en-GB': { label: 'Value my car in 60 seconds', link: { path: '/sell-car' } } },
    socialLinks: [
      { name: 'facebook', url: 'https://www.facebook.com/nordvikmotorsuk' },
      { name: 'instagram', url: 'https://www.instagram.com/nordvikmotorsuk' },
      { name: 'youtube', url: 'https://www.youtube.com/@nordvikmotorsuk' },
      { name: 'linkedin', url: 'https://www.linkedin.com/company/nordvik-motors-uk' },
      { name: 'x', url: 'https://x.com/nordvikmotorsuk' },
    ],
    infoField1: {
      'en-GB': {
        heading: 'Nordvik Motors UK Ltd',
        text: 'Registered in England and Wales. Registered office: Bath Road, Reading RG2. Authorised and regulated by the Financial Conduct Authority for consumer credit broking and insurance distribution. We are a credit broker, not a lender.',
      },
    },
    infoField2: {
      'en-GB': {
        heading: 'Opening hours',
        text: 'Showrooms: Monday to Friday 8.30am–7pm, Saturday 9am–5pm, Sunday 10.30am–4.30pm. Service: Monday to Friday 7.30am–6pm, Saturday 8am–1pm.',
      },
    },
  },
}
