import { processCounter } from '@/lib/process-singleton'

/**
 * A counter bumped whenever a site changes. The request pipeline compares it with the version of its host
 * map to refresh at once within this process; other instances refresh on their short time-to-live.
 */
const counter = processCounter('sitesVersion')

export const sitesVersion = counter.read
export const bumpSitesVersion = counter.bump
