import type { SeedStories } from '../types'

/** News and events of Nordvik Motors UK (Mercedes-Benz, smart, MINI and BMW in Reading, Guildford, Basingstoke and Oxford). */
export const stories: SeedStories = {
  indexPath: '/news-and-events',
  tags: [
    { key: 'new-models', value: { 'en-GB': 'New models' } },
    { key: 'electric-cars', value: { 'en-GB': 'Electric cars' } },
    { key: 'events', value: { 'en-GB': 'Events' } },
    { key: 'finance', value: { 'en-GB': 'Finance explained' } },
    { key: 'service-and-mot', value: { 'en-GB': 'Service and MOT' } },
  ],
  stories: [
    {
      slug: 'electric-cars-in-a-cold-snap',
      date: '2025-01-21T09:15:00Z',
      author: 'Hannah Clarke',
      tags: ['electric-cars'],
      image: {
        scene: 'hero-winter',
        variant: 'dusk',
        carColor: '#e8e6df',
        alt: 'A white electric SUV with its headlights on, driving along a snowy country lane at dusk',
      },
      content: {
        'en-GB': {
          title: 'Electric cars in a cold snap: what our customers really see',
          premble:
            'January’s frosty mornings are the toughest test for any electric car. We asked owners who service with us in Reading how their range holds up, and what makes the biggest difference.',
          body: [
            {
              p: 'Every winter the same question comes up at our Reading service desk: why has my range dropped? The short answer is chemistry. A cold battery cannot release its energy as readily, and heating the cabin takes power that would otherwise go to the wheels. On a cold motorway run expect around 70% of the official WLTP figure, rising to 85–90% once spring arrives.',
            },
            { h2: 'What our owners told us' },
            {
              p: 'We looked at the trip data of 40 electric cars that came in for a winter health check in the first fortnight of January, from the smart #1 to the Mercedes-Benz EQA and BMW iX1. Cars that were pre-heated while still plugged in used noticeably less energy over the first ten miles than cars that were warmed up on the move. None of the batteries showed any lasting loss of capacity: the cold reduces range temporarily, it does not damage the battery.',
            },
            { h2: 'Five habits that help' },
            {
              ul: [
                '**Pre-condition on the plug.** Set a departure time in the app, so the cabin and battery warm up using mains power.',
                '**Use the heated seats and steering wheel.** They warm you directly and use a fraction of the energy of the cabin heater.',
                '**Check tyre pressures monthly.** Cold air lowers pressure, and under-inflated tyres cost range.',
                '**Keep 20% in reserve.** Rapid charging is slower when the battery is cold, so plan stops with a margin.',
                '**Warm the battery before rapid charging.** Most of our models do it automatically when you navigate to a charger.',
              ],
            },
            {
              p: 'For the full picture, read our guide to [range and running costs](/electric-cars/range-and-running-costs), or book a *24-hour test drive* and try an electric car on your own commute.',
            },
          ],
        },
      },
    },
    {
      slug: 'pcp-explained',
      date: '2025-02-18T10:30:00Z',
      author: 'Daniel Hughes',
      tags: ['finance'],
      image: { scene: 'pattern', carColor: '#b87333', alt: 'Abstract pattern in charcoal and copper' },
      content: {
        'en-GB': {
          title: 'PCP explained: how Personal Contract Purchase works',
          premble:
            'Most new cars in the UK are bought on Personal Contract Purchase, yet many drivers are unsure what happens at the end. Here is a plain-English guide to how PCP works and when it suits.',
          body: [
            { h2: 'The three parts of a PCP' },
            {
              p: 'A PCP agreement has three parts: a **deposit** at the start, **fixed monthly payments** over two to four years, and an **optional final payment** at the end. The final payment is agreed on day one and is based on what the lender expects the car to be worth at the end of the agreement, given the annual mileage you choose.',
            },
            {
              p: 'Because your monthly payments only cover the difference between the price and that future value, plus interest, they are usually lower than with Hire Purchase on the same car.',
            },
            { h2: 'Your choices at the end' },
            {
              ol: [
                '**Keep it:** pay the optional final payment and the car is yours.',
                '**Hand it back:** return the car with nothing more to pay, provided it is within the agreed mileage and in fair condition for its age.',
                '**Part exchange it:** if the car is worth more than the final payment, the difference (known as equity) can go towards the deposit on your next car.',
              ],
            },
            { h2: 'Things to check before you sign' },
            {
              p: 'Be realistic about your mileage, as excess miles are charged at a pence-per-mile rate. Compare the APR and the total amount payable, not just the monthly payment. Finance is subject to status, and our team will always show you PCP and Hire Purchase side by side. Read more on our [personal finance](/buy-car/finance-and-insurance-options/personal-finance) page.',
            },
          ],
        },
      },
    },
    {
      slug: 'mini-owners-breakfast-returns-to-oxford',
      date: '2025-03-25T12:00:00Z',
      author: 'Sophie Turner',
      tags: ['events'],
      image: {
        scene: 'hero-forest',
        variant: 'dawn',
        carColor: '#1f5f3a',
        alt: 'A British racing green MINI Cooper on a quiet country road in early morning light',
      },
      content: {
        'en-GB': {
          title: 'The MINI owners’ breakfast returns to Oxford this April',
          premble:
            'Our monthly MINI owners’ breakfast is back for the new season on Sunday 6 April, with coffee, pastries and a guided drive through the Cotswolds.',
          body: [
            {
              p: 'After a winter break, the MINI owners’ breakfast at Nordvik MINI Oxford returns on **Sunday 6 April** and then runs on the first Sunday of every month until October. Doors open at 8.30am on Garsington Road, and the guided drive leaves at 10am.',
            },
            { h2: 'What to expect' },
            {
              ul: [
                'Coffee and pastries from a local Cowley bakery',
                'A 45-mile guided route through the Cotswolds, with a stop at a village café',
                'Free tyre-pressure checks and screenwash top-ups before you set off',
                'The new MINI Cooper, Aceman and Countryman on display, with product specialists on hand',
              ],
            },
            {
              p: 'Every generation is welcome, from classic Minis to the latest electric Cooper. Last season more than 60 cars joined us, including a 1964 Cooper S that has been in the same family since new.',
            },
            { h2: 'How to join' },
            {
              p: 'The breakfast is free, but route packs are limited, so please register with the showroom team in advance. Find directions on our [Find us](/find-us) page, or read about the current range on our [MINI page](/buy-car/brands/mini).',
            },
          ],
        },
      },
    },
    {
      slug: 'smart-5-arrives-in-reading',
      date: '2025-05-13T08:45:00Z',
      author: 'James Whitfield',
      tags: ['new-models', 'electric-cars'],
      image: {
        scene: 'showroom',
        variant: 'day',
        carColor: '#5b6770',
        alt: 'A grey smart #5 on display in a bright showroom beside a smaller smart #1',
      },
      content: {
        'en-GB': {
          title: 'The smart #5 arrives at our Reading smart studio',
          premble:
            'The largest smart yet is now on display in Reading. We spent a week with the new #5 to see how a family-sized electric SUV fits the smart story.',
          body: [
            {
              p: 'The smart #5 is a very different car from the two-seat fortwo many people still picture when they hear the name. It is a mid-size electric SUV with room for five adults, a generous boot and, according to smart, up to 365 miles of range on the WLTP cycle.',
            },
            { h2: 'First impressions' },
            {
              p: 'Inside, the #5 feels airy and well finished, with a flat floor in the back and rear seats that fold almost flat for trips to the tip or the garden centre. Higher-specification versions use an 800-volt electrical system for very fast charging on the most powerful public chargers. During our week with the car, a round trip from Reading to the Dorset coast needed just one short stop.',
            },
            { h2: 'Which #5 suits you?' },
            {
              ul: [
                '**Pro and Pro+:** rear-wheel drive and all the range most families need day to day',
                '**Premium and Summit Edition:** the long-range battery, faster charging and more equipment',
                '**BRABUS:** dual-motor all-wheel drive for drivers who want serious performance',
              ],
            },
            {
              p: 'Every new smart comes with an eight-year high-voltage battery warranty. Book a 30-minute or 24-hour test drive on our [smart page](/buy-car/brands/smart), and ask us about a free home charger survey.',
            },
          ],
        },
      },
    },
    {
      slug: 'mot-what-is-checked-and-how-to-avoid-a-fail',
      date: '2025-07-08T07:50:00Z',
      author: 'Gareth Price',
      tags: ['service-and-mot'],
      image: {
        scene: 'workshop',
        variant: 'day',
        carColor: '#b8322a',
        alt: 'A red hatchback raised on a lift in the MOT bay of a bright workshop',
      },
      content: {
        'en-GB': {
          title: 'Your MOT: what is checked, and how to avoid an easy fail',
          premble:
            'More than a quarter of cars fail their MOT first time, often for faults that take minutes to fix. Our MOT testers explain what the test covers and what you can check on your own drive.',
          body: [
            {
              p: 'Cars in Great Britain need an MOT test when they are three years old and every year after that. The test checks that your car meets minimum road-safety and environmental standards on the day. It is not the same as a service, which looks after the mechanical health of the car.',
            },
            { h2: 'The most common reasons for failure' },
            {
              ul: [
                'Lights and indicators, often just a blown bulb',
                'Tyres below the legal 1.6mm tread depth, or with cuts and bulges',
                'Worn wiper blades or an empty screenwash bottle',
                'Worn or unevenly balanced brakes',
                'Warning lights on the dashboard, including the engine management and airbag lights',
              ],
            },
            { h2: 'A five-minute check before your test' },
            {
              p: 'Walk round the car with someone inside to check every light, including the number-plate lamps. Top up the screenwash, look for chips in the driver’s line of sight larger than 10mm, and make sure the horn works. You can see your car’s previous results and advisories on the [GOV.UK MOT history service](https://www.gov.uk/check-mot-history).',
            },
            {
              p: 'An MOT with us costs **£54.85**, or **£35** when booked alongside a service, and the retest is free within 10 working days if we carry out the repairs. [Book a service or MOT](/service-and-parts/servicing/book-service-or-mot) at any of our four workshops.',
            },
          ],
        },
      },
    },
    {
      slug: 'new-mercedes-benz-cla-lands-in-reading',
      date: '2025-09-18T11:00:00Z',
      author: 'James Whitfield',
      tags: ['new-models'],
      image: {
        scene: 'showroom',
        variant: 'dusk',
        carColor: '#9aa3ab',
        alt: 'A silver Mercedes-Benz CLA saloon under the lights of the Reading showroom',
      },
      content: {
        'en-GB': {
          title: 'The new Mercedes-Benz CLA lands in Reading',
          premble:
            'The first Mercedes-Benz built on the brand’s new electric-first architecture is now in our Reading showroom, and it could change how you think about electric range.',
          body: [
            {
              p: 'The new CLA keeps the sleek four-door coupé shape that made its predecessor a favourite in our Reading showroom, but underneath almost everything is new. It is the first car on Mercedes-Benz’s MMA platform, designed around electric drive from the start.',
            },
            { h2: 'Efficiency first' },
            {
              p: 'Mercedes-Benz has focused on efficiency rather than battery size. The electric CLA uses an 800-volt system for rapid charging and, in its longest-range form, has an official WLTP range of close to 500 miles. Hybrid versions are available for drivers who are not yet ready to go fully electric.',
            },
            { h2: 'A new interior' },
            {
              p: 'Inside, the MBUX Superscreen stretches across the dashboard, and the new MB.OS operating system can be updated over the air, so the car keeps gaining features after you drive away.',
            },
            {
              ul: [
                'Personal configuration consultations at our Reading showroom, seven days a week',
                'Extended 24-hour test drives by appointment',
                'A home charger survey with every new electric Mercedes-Benz',
              ],
            },
            {
              p: 'See the range on our [Mercedes-Benz page](/buy-car/brands/mercedes) or browse [new cars in stock](/buy-car/new-cars).',
            },
          ],
        },
      },
    },
    {
      slug: 'winter-health-check-week',
      date: '2025-10-14T08:40:00Z',
      author: 'Gareth Price',
      tags: ['service-and-mot', 'events'],
      image: { scene: 'tires', variant: 'day', alt: 'Racks of winter tyres and alloy wheels in the Nordvik parts centre' },
      content: {
        'en-GB': {
          title: 'Winter health check week: free checks at every workshop',
          premble:
            'From 3 to 8 November, all four of our workshops will check your battery, tyres and wipers free of charge, whichever make you drive.',
          body: [
            {
              p: 'The first cold snap is when roadside assistance teams are busiest, and flat 12-volt batteries are the most common reason. That is why we are opening our service bays for a week of free winter checks for any make and model, with no obligation to book further work.',
            },
            { h2: 'What we check' },
            {
              ul: [
                '12-volt battery health, with a printed test result',
                'Tyre tread depth and condition, including the inside edges you cannot easily see',
                'Wiper blades, screenwash concentration and washer jets',
                'Coolant strength and antifreeze protection',
                'All lights, including fog lamps and daytime running lights',
              ],
            },
            { h2: 'Offers during the week' },
            {
              p: 'Winter tyres fitted during health check week are **15% off**, and our storage service keeps your summer set safe for £75 a season, including fitting. Read more about [tyres and wheels](/service-and-parts/parts/tyres-and-wheels).',
            },
            {
              p: 'Checks take around 20 minutes. Just drop in, or [book a slot](/service-and-parts/servicing/book-service-or-mot) if you prefer a set time.',
            },
          ],
        },
      },
    },
    {
      slug: 'financing-an-electric-car',
      date: '2025-12-02T10:20:00Z',
      author: 'Daniel Hughes',
      tags: ['finance', 'electric-cars'],
      image: {
        scene: 'charging',
        variant: 'dusk',
        carColor: '#1f3a5f',
        alt: 'A dark blue electric car plugged into a public charging post at dusk',
      },
      content: {
        'en-GB': {
          title: 'Financing an electric car: what is different?',
          premble:
            'Electric cars are financed in the same ways as petrol and diesel models, but a few details matter more. Here is what to think about before you sign.',
          body: [
            {
              p: 'You can buy an electric car on PCP or Hire Purchase, or lease one on personal contract hire, just like any other car. The main difference is how the lender predicts the car’s value at the end of the agreement, which in turn shapes your monthly payment on PCP and contract hire.',
            },
            { h2: 'Future values and mileage' },
            {
              p: 'Used electric car prices have moved a lot in recent years, so lenders set final payments carefully. With PCP the optional final payment is fixed at the start: if the car is worth less at the end, you can simply hand it back. Be honest about your mileage, as lower running costs often mean people drive further than they expect.',
            },
            { h2: 'Costs to include in your budget' },
            {
              ul: [
                'A home wallbox, from £899 installed, unless one is included in an offer',
                'Insurance, which can cost more for some electric models, so get a quote early',
                'Vehicle Excise Duty, which electric cars now pay, including the expensive car supplement above £40,000',
                'Tyres, which can wear faster on heavier, high-torque cars',
              ],
            },
            {
              p: 'Company car drivers and employees offered a salary-sacrifice scheme should read our guide for [business drivers](/electric-cars/business-drivers). Private buyers will find representative examples on our [finance and insurance page](/buy-car/finance-and-insurance-options). Finance is subject to status.',
            },
          ],
        },
      },
    },
    {
      slug: 'service-plans-spreading-the-cost',
      date: '2026-02-10T09:05:00Z',
      author: 'Rachel Moore',
      tags: ['service-and-mot', 'finance'],
      image: {
        scene: 'workshop',
        variant: 'day',
        carColor: '#2b2f36',
        alt: 'A dark grey saloon on a lift during a scheduled service',
      },
      content: {
        'en-GB': {
          title: 'Service plans: spreading the cost of servicing',
          premble:
            'A service plan turns your car’s scheduled maintenance into a fixed monthly payment. We explain what is covered, what is not, and who benefits most.',
          body: [
            {
              p: 'Servicing is one of those costs that always seems to arrive at the wrong moment. A service plan spreads it across the year and fixes the price of each scheduled service at today’s rates, so future price rises do not affect you.',
            },
            { h2: 'Plans for each of our brands' },
            {
              ul: [
                '**Mercedes-Benz ServiceCare:** your next two or three services from £29 a month',
                '**smart service plan:** annual inspections and high-voltage checks from £15 a month',
                '**MINI Service Inclusive:** three years or 31,000 miles of scheduled servicing',
                '**BMW Service Inclusive:** up to five years or 62,000 miles',
              ],
            },
            { h2: 'What a plan does not cover' },
            {
              p: 'A service plan is not insurance or a warranty. Wear-and-tear items such as tyres, brake pads and wiper blades are paid for separately, as are repairs. MOTs are included on some plans, so check the details for your car.',
            },
            {
              p: 'Plans stay with the car if you sell it, which buyers value. Compare the options on our [service plans](/service-and-parts/servicing/service-plans) page, or ask at service reception on your next visit.',
            },
          ],
        },
      },
    },
    {
      slug: 'bmw-ix3-arrives-in-guildford',
      date: '2026-03-24T08:30:00Z',
      author: 'Tom Ellison',
      tags: ['new-models', 'electric-cars'],
      image: {
        scene: 'hero-forest',
        variant: 'dawn',
        carColor: '#d9dcdf',
        alt: 'A pale silver BMW iX3 on a wooded Surrey road in early morning light',
      },
      content: {
        'en-GB': {
          title: 'The new BMW iX3 arrives at Nordvik BMW Guildford',
          premble:
            'The first BMW of the Neue Klasse era is here. Demonstrators are now available for test drives in Guildford, and the first customer cars are on their way.',
          body: [
            {
              p: 'The new iX3 is the first model built on BMW’s Neue Klasse architecture, and the most significant new BMW for a generation. It is a mid-size electric SAV, close in size to the X3, with a completely new approach to software, batteries and interior design.',
            },
            { h2: 'The highlights' },
            {
              ul: [
                'BMW’s sixth-generation electric drive, with cylindrical battery cells and an 800-volt system',
                'An official WLTP range of up to around 500 miles for the iX3 50 xDrive',
                'Rapid charging at up to 400kW on the most powerful public chargers',
                'BMW Panoramic iDrive, with information projected across the base of the windscreen',
              ],
            },
            { h2: 'See one for yourself' },
            {
              p: 'Our Guildford showroom has two demonstrators, and we are offering extended 24-hour test drives so you can try the car on your own commute and with your own charger. Order books are open now, with factory orders being built for delivery in the second half of the year.',
            },
            {
              p: 'Find out more on our [BMW page](/buy-car/brands/bmw), or read about [home charging](/electric-cars/home-charging) before your test drive.',
            },
          ],
        },
      },
    },
    {
      slug: 'electric-open-weekend-reading',
      date: '2026-05-05T12:30:00Z',
      author: 'Sophie Turner',
      tags: ['events', 'electric-cars'],
      image: {
        scene: 'dealership',
        variant: 'day',
        carColor: '#e8e6df',
        alt: 'Electric cars lined up on the forecourt of the glass-fronted Reading showroom',
      },
      content: {
        'en-GB': {
          title: 'Electric open weekend in Reading, 16–17 May',
          premble:
            'Drive the smart #5, Mercedes-Benz CLA, BMW iX1 and MINI Aceman back to back, and get straight answers about home charging, range and running costs.',
          body: [
            {
              p: 'Choosing your first electric car is easier when you can compare them in one place. On **Saturday 16 and Sunday 17 May** our Reading site will have electric models from all four of our brands ready for test drives, with no appointment needed.',
            },
            { h2: 'What is on' },
            {
              ul: [
                'Back-to-back test drives on a 20-minute route that includes a stretch of the M4',
                'A home-charging clinic with our approved installer on Saturday morning',
                'Free battery health checks for used electric cars of any make',
                'Activities for children and free coffee all weekend',
              ],
            },
            { h2: 'Bring your questions' },
            {
              p: 'Our product geniuses will help you work out real-world range for your regular journeys, and our finance team can show you the cost of each car on PCP, Hire Purchase or contract hire side by side. Company car drivers can ask about salary-sacrifice schemes.',
            },
            {
              p: 'The event runs from 10am to 4pm on both days. Get ready by reading our [electric cars guide](/electric-cars), and find directions on our [Find us](/find-us) page.',
            },
          ],
        },
      },
    },
    {
      slug: 'bmw-m-summer-evening-guildford',
      date: '2026-06-23T15:10:00Z',
      author: 'Tom Ellison',
      tags: ['events', 'new-models'],
      image: {
        scene: 'hero-city',
        variant: 'night',
        carColor: '#1c4fa0',
        alt: 'A blue BMW M3 Touring on a wet town street at night, lit by shop windows',
      },
      content: {
        'en-GB': {
          title: 'BMW M summer evening at Guildford',
          premble:
            'On Thursday 9 July our Guildford showroom stays open late for an evening dedicated to BMW M, with the latest M models on display and specialists on hand.',
          body: [
            {
              p: 'Guildford is one of a small number of BMW M Partners in the South East, and once a year we open the doors after hours for our M customers and anyone curious about the cars. This year’s evening runs from 6pm to 9pm on **Thursday 9 July**.',
            },
            { h2: 'On display' },
            {
              ul: [
                'BMW M3 Competition saloon and M3 Touring',
                'BMW M4 Competition Coupé',
                'BMW M5 and M5 Touring',
                'Electric M Performance models, including the i4 M60',
              ],
            },
            { h2: 'Talks and workshop tours' },
            {
              p: 'A BMW M product specialist will talk through the engineering behind the current line-up, and our master technicians will lead tours of the workshop, including the bay where we look after high-performance brakes and tyres. Food comes from a local street-food van, with soft drinks for drivers.',
            },
            {
              p: 'Places are free but limited to 80 guests, so please register with the Guildford sales team. Read more about the range on our [BMW page](/buy-car/brands/bmw). Test drives of M models are available by appointment on other days.',
            },
          ],
        },
      },
    },
    {
      slug: 'ordering-a-76-plate-car',
      date: '2026-08-11T10:00:00Z',
      author: 'Rachel Moore',
      tags: ['new-models', 'finance'],
      image: {
        scene: 'dealership',
        variant: 'dusk',
        carColor: '#1f3a5f',
        alt: 'New cars lined up in front of the glass-fronted Nordvik Motors dealership at dusk',
      },
      content: {
        'en-GB': {
          title: 'Getting a 76-plate car: how to be ready for September',
          premble:
            'September is one of the two busiest months of the year for new car registrations. Here is how to make sure your new car is ready on time, and how to get the most from the plate change.',
          body: [
            {
              p: 'UK registration plates change twice a year, in March and September. From 1 September new cars are registered with a 76 plate, and many drivers time their change of car to match. That makes late summer a busy time for factory orders, deliveries and handovers.',
            },
            { h2: 'Factory order or in stock?' },
            {
              p: 'A factory order lets you choose every colour and option, but with lead times of 12–20 weeks, September orders really needed to be placed by early summer. If you are deciding now, our in-stock new cars can usually be registered and handed over within seven days, and often come with a deposit contribution from the manufacturer.',
            },
            { h2: 'Tips for a smooth handover' },
            {
              ol: [
                'Arrange your finance early: our soft-search eligibility check does not affect your credit score',
                'Have your part exchange valued in advance, and tell us if the mileage changes much before handover',
                'Sort out insurance for the new car before collection day',
                'Allow around 45 minutes for the handover, so we can set up the apps and connected services with you',
              ],
            },
            {
              p: 'See this quarter’s [latest offers](/buy-car/latest-offers), or [value your car](/sell-car) online in under a minute.',
            },
          ],
        },
      },
    },
    {
      slug: 'used-electric-car-battery-health-certificate',
      date: '2026-11-03T09:40:00Z',
      author: 'Hannah Clarke',
      tags: ['electric-cars'],
      image: {
        scene: 'charging',
        variant: 'night',
        carColor: '#5b6770',
        alt: 'A grey electric hatchback plugged into a charging point on a dark evening',
      },
      content: {
        'en-GB': {
          title: 'Buying a used electric car? Start with the battery health certificate',
          premble:
            'Used electric cars are now one of the best-value ways to go electric. Our battery health certificate shows how much of the original capacity is left, so you can buy with confidence.',
          body: [
            {
              p: 'The battery is the most valuable part of an electric car, and the part buyers worry about most. The good news is that modern batteries age slowly: most of the used electric cars we take in still have well over 90% of their original usable capacity.',
            },
            { h2: 'What the certificate shows' },
            {
              ul: [
                '**State of health:** the usable capacity today, as a percentage of the capacity when new',
                '**Estimated real-world range** in summer and in winter, based on that capacity',
                '**Remaining battery warranty:** all four brands we represent cover the high-voltage battery for eight years',
                '**Charging history,** where the car records it, including the share of rapid charging',
              ],
            },
            { h2: 'What else to check' },
            {
              p: 'Make sure the car comes with the right charging cables, that its software is up to date and that any recalls have been carried out. Look for a heat pump if you do a lot of winter driving, and check the maximum rapid-charging speed if you regularly travel long distances.',
            },
            {
              p: 'Every used electric car at our Basingstoke used car centre comes with a battery health certificate. Browse [used cars](/buy-car/used-cars) and filter by fuel type, or read about [range and running costs](/electric-cars/range-and-running-costs).',
            },
          ],
        },
      },
    },
  ],
}
