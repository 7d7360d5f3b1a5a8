import { processCounter } from '@/lib/process-singleton'

/**
 * A counter bumped whenever the stock or the dealer sites change in this process: the search indices of
 * this instance check their source at once instead of waiting for the next poll. Other instances notice
 * on their own poll (every few seconds).
 */
const counter = processCounter('stockVersion')

export const stockVersion = counter.read
export const bumpStockVersion = counter.bump
