import { processSingleton } from './process-singleton'

/**
 * Work an instance finishes before it exits on SIGTERM or SIGINT (scripts/serve.ts), registered by whatever
 * runs in the background: the e-mail delivery gives back the messages it claimed and has not sent. Shared by
 * every copy of the modules (the server script and the build's bundles), as the process is one.
 */
const tasks = processSingleton('shutdownTasks', () => new Set<() => Promise<void>>())

/** Runs `task` when the instance shuts down; the answer takes it off again. */
export function onShutdown(task: () => Promise<void>): () => void {
  tasks().add(task)
  return () => void tasks().delete(task)
}

/** Runs every registered task at once; resolves when all have ended, or after `timeoutMs` at the latest. */
export async function runShutdownTasks(timeoutMs: number, onError: (error: unknown) => void = () => {}): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))
  const all = Promise.all([...tasks()].map((task) => task().catch(onError)))
  await Promise.race([all, deadline])
  clearTimeout(timer)
}
