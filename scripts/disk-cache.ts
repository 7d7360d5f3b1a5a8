import { renameSync, rmSync } from 'node:fs'

/**
 * Empties a disk cache folder that another process may be writing to (instances started from one directory share
 * `.next`'s caches). The folder is moved aside in one step, so what the other process writes next starts a new
 * one, and the moved copy is removed, tried again while a write still under way makes it not empty. A copy that
 * cannot be removed is reported through `warn`; the start goes on.
 */
export function clearDiskCache(folder: string, warn: (message: string) => void): void {
  const aside = `${folder}.cleared-${process.pid}-${Date.now()}`
  try {
    renameSync(folder, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  try {
    rmSync(aside, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
  } catch (error) {
    warn(`The cleared cache ${aside} could not be removed (${(error as Error).message}); delete it by hand.`)
  }
}
