import { processCounter } from '@/lib/process-singleton'

/**
 * A counter bumped whenever a redirect table changes in this process: the request pipeline then reloads the
 * table before its next match. Other instances notice on their next version check (every few seconds).
 */
const counter = processCounter('redirectsVersion')

export const redirectsVersion = counter.read
export const bumpRedirectsVersion = counter.bump
