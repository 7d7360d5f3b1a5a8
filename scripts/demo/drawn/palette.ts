/** Time-of-day lighting shared by all scenes: sky, sun, ambient tint and whether lamps are on. */

import type { SceneVariant } from './scene-names'

export type Lighting = {
  variant: SceneVariant
  /** Sky gradient from zenith to horizon. */
  sky: [top: string, mid: string, horizon: string]
  /** Colour of the sun (or moon at night) and its glow. */
  sun: string
  glow: string
  /** Sun height above the horizon as a fraction of the sky height (negative: below). */
  sunHeight: number
  /** Tint that multiplies surface colours: warm at dawn/dusk, neutral by day, blue at night. */
  ambient: string
  /** Atmospheric haze; distant layers blend towards this. */
  haze: string
  /** Clouds are lit from below at dawn and dusk. */
  cloud: string
  cloudShade: string
  /** 0 (night) .. 1 (noon): scales contrast of highlights and shadows. */
  brightness: number
  /** Lamps, lit windows and headlights. */
  lampsOn: boolean
  stars: boolean
  /** Colour of lit windows and street lights. */
  lamp: string
}

export const LIGHTING: Record<SceneVariant, Lighting> = {
  dawn: {
    variant: 'dawn',
    sky: ['#3b4a72', '#b99ab0', '#f7cfa6'],
    sun: '#fff1d6',
    glow: '#ffc98f',
    sunHeight: 0.1,
    ambient: '#e9d9d6',
    haze: '#d9c3c2',
    cloud: '#f8d2c0',
    cloudShade: '#8e86a6',
    brightness: 0.65,
    lampsOn: false,
    stars: false,
    lamp: '#ffd9a0',
  },
  day: {
    variant: 'day',
    sky: ['#3f78b8', '#86b3dd', '#dbe9f3'],
    sun: '#ffffff',
    glow: '#fff6e0',
    sunHeight: 0.75,
    ambient: '#ffffff',
    haze: '#c9dbe8',
    cloud: '#ffffff',
    cloudShade: '#b8c7d8',
    brightness: 1,
    lampsOn: false,
    stars: false,
    lamp: '#fff1cf',
  },
  dusk: {
    variant: 'dusk',
    sky: ['#1c2446', '#6d4a72', '#f2935a'],
    sun: '#ffd9a0',
    glow: '#ff9a52',
    sunHeight: 0.03,
    ambient: '#b9a2b4',
    haze: '#a7839a',
    cloud: '#f6a77c',
    cloudShade: '#4b3b5f',
    brightness: 0.45,
    lampsOn: true,
    stars: false,
    lamp: '#ffcf86',
  },
  night: {
    variant: 'night',
    sky: ['#04070f', '#0b1630', '#22345a'],
    sun: '#e8eefc',
    glow: '#7d93c4',
    sunHeight: 0.55,
    ambient: '#4d5d82',
    haze: '#27385c',
    cloud: '#3a4a6e',
    cloudShade: '#141d33',
    brightness: 0.15,
    lampsOn: true,
    stars: true,
    lamp: '#ffc978',
  },
}
