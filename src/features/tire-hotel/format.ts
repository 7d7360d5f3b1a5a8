import { fullDate } from '@/features/calendar/names'

import { clockTime, type TireWheel } from './contract'

/** The tire hotel's figures and dates as the Swedish page writes them. */
const MILLIMETRES = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** "215/55 R17", or what is known of it. */
export function tireDimension(wheel: Pick<TireWheel, 'sectionWidth' | 'aspectRatio' | 'rimDiameter'>): string {
  const width = wheel.sectionWidth ?? null
  const ratio = wheel.aspectRatio ?? null
  const rim = wheel.rimDiameter ?? null
  const section = width !== null && ratio !== null ? `${width}/${ratio}` : width !== null ? String(width) : ''
  return [section, rim !== null ? `R${rim}` : ''].filter(Boolean).join(' ')
}

/** "7,2 mm". */
export const treadDepthText = (millimetres: number) => `${MILLIMETRES.format(millimetres)} mm`

/** A new tire's tread, for drawing how much is left: about 9 mm on a winter tire. */
export const NEW_TREAD_MM = 9

export const treadShare = (millimetres: number | null) => (millimetres === null ? 0 : Math.max(0, Math.min(1, millimetres / NEW_TREAD_MM)))

/** "måndag 24 maj 2027 kl. 09:30" for a booked time; the day alone when the workshop comes back with a time. */
export function appointmentText(appointmentTime: string, isFullDay: boolean): string {
  const date = appointmentTime.slice(0, 10)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return appointmentTime
  const time = isFullDay ? null : clockTime(appointmentTime.slice(10))
  return time ? `${fullDate(date, 'sv-SE')} kl. ${time}` : fullDate(date, 'sv-SE')
}

/** The tire package by its level: "Plus" reads "Däckhotell Plus"; a level that names the tire hotel itself is kept. */
export const packageName = (packageLevel: string) => (!packageLevel || /däckhotell/i.test(packageLevel) ? packageLevel : `Däckhotell ${packageLevel}`)
