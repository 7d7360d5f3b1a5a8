/**
 * One instance per server process, created on first use. Kept on globalThis because Next.js may load a
 * module more than once (route bundles, the proxy), and a connection or store must still be shared.
 */
export function processSingleton<T>(name: string, create: () => T): () => T {
  const key = Symbol.for(`forecourt.${name}`)
  const scope = globalThis as typeof globalThis & Record<symbol, T | undefined>
  return () => (scope[key] ??= create())
}
