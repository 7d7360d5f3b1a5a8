/** Runs once when a server instance starts (Node.js runtime only): see instrumentation-node.ts. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await (await import('./instrumentation-node')).startInstance()
}
