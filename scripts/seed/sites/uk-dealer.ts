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
      alt: 'A red hatchback parked outside a house on a leafy residential street',
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
      alt: 'A green three-door hatchback with a white roof parked on a residential street',
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
              search: { url: '/buy-car/used-cars', placeholder: 'Search by make, model or keyword' },
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
      path: '/buy-car/brands/mini',
      sortOrder: 30,
      brandDesign: 'mini',
      ogImage: 'family',
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
              image: 'family',
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
