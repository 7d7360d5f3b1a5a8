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
    pattern: {
      scene: 'pattern',
      alt: 'Abstract pattern in charcoal and copper',
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
              blockType: 'heroBanner',
              title: 'Your next car is closer than you think',
              text: 'More than 450 approved used cars and the latest Mercedes-Benz, smart, MINI and BMW models across Reading, Guildford, Basingstoke and Oxford.',
              link: { path: '/buy-car/used-cars', label: 'Browse used cars' },
              buttonType: 'Primary',
              image: 'heroCity',
              textColor: 'White',
              contentPlacement: 'Bottom',
              variant: 'FullScreen',
            },
            {
              blockType: 'cardList',
              heading: 'How can we help today?',
              intro: 'Whether you are buying, selling or simply due an MOT, our teams are ready seven days a week.',
              variant: 'Default',
              cards: [
                {
                  title: 'Approved used cars',
                  text: 'Every car has passed a multi-point inspection and comes with at least 12 months’ warranty.',
                  link: { path: '/buy-car/used-cars', label: 'See used stock' },
                  buttonText: 'See used stock',
                  image: 'showroom',
                },
                {
                  title: 'Finance made clear',
                  text: 'PCP, Hire Purchase and contract hire, with quotes you can compare side by side.',
                  link: { path: '/buy-car/finance-and-insurance-options', label: 'Explore finance' },
                  buttonText: 'Explore finance',
                  image: 'pattern',
                },
                {
                  title: 'Service and MOT',
                  text: 'Manufacturer-trained technicians, genuine parts and a courtesy car when you need one.',
                  link: { path: '/service-and-parts', label: 'Book a service' },
                  buttonText: 'Book a service',
                  image: 'workshop',
                },
                {
                  title: 'Sell your car',
                  text: 'A written valuation in 24 hours and payment by bank transfer on the day you sell.',
                  link: { path: '/sell-car', label: 'Value my car' },
                  buttonText: 'Value my car',
                  image: 'family',
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
                    'Complaints: write to our customer relations team at customer.relations@nordvik.example or call 01632 960400',
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
              blockType: 'richText',
              width: 'narrow',
              content: [
                {
                  p: 'Sorry, this page seems to have moved or no longer exists. It may have been a car that has already found a new home. Try one of the links below, or call us on **01632 960400** and we will point you in the right direction.',
                },
              ],
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
}
