/**
 * One instance per server process, created on first use. Kept on globalThis because Next.js may load a
 * module more than once (route bundles, the proxy), and a connection or store must still be shared.
 */
export function processSingleton<T>(name: string, create: () => T): () => T {
  const key = Symbol.for(`forecourt.${name}`)
  const scope = globalThis as typeof globalThis & Record<symbol, T | undefined>
  return () => (scope[key] ??= create())
}

/**
 * A number this process bumps when some data changes, shared by every copy of the modules that read it
 * (the proxy and the routes are bundled apart): readers compare it with the value they last saw.
 */
export function processCounter(name: string): { read: () => number; bump: () => void } {
  const state = processSingleton(name, () => ({ value: 0 }))
  return { read: () => state().value, bump: () => void state().value++ }
}
