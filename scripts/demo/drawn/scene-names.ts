/** Scenes the drawn pictures can show. */
export const SCENES = [
  'hero-coast', // sunset over the sea, a road along the shore, a car in the foreground
  'hero-city', // evening city skyline, wet street with reflections, a car
  'hero-forest', // Nordic pine forest road in morning light, a car
  'hero-fjord', // fjord with steep mountains and water, a car on the shore road
  'hero-winter', // snowy landscape, dusk, a car with headlights on
  'showroom', // bright showroom interior, glossy floor with reflections, two cars
  'workshop', // service workshop: car on a lift, tool wall, bright lights
  'charging', // electric car at a charging post at dusk
  'tires', // tyre storage: racks of stacked tyres and wheels
  'dealership', // dealer building exterior with glass facade and cars parked in front
  'family', // family car in a residential street, daytime
  'pattern', // abstract brand pattern (for finance, legal and text-heavy pages)
] as const
export type SceneName = (typeof SCENES)[number]
export type SceneVariant = 'dawn' | 'day' | 'dusk' | 'night'
