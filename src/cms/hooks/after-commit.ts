import { AsyncLocalStorage } from 'node:async_hooks'

import { logger } from '@/lib/logger'

type Task = () => Promise<void>

/** The tasks a CMS API request's hooks left for after its change is committed. */
const tasksOfRequest = new AsyncLocalStorage<Task[]>()

/**
 * Runs a CMS API request, then the tasks its hooks queued with `onceCommitted`, before its answer is returned.
 * Payload runs a collection's hooks inside the transaction and has none after the commit; its handler returns
 * once the change is committed, so here the change is in the database, and the client has not yet heard of it.
 */
export async function withTasksOnceCommitted<T>(handle: () => Promise<T>): Promise<T> {
  const tasks: Task[] = []
  const result = await tasksOfRequest.run(tasks, handle)
  for (const task of tasks) {
    try {
      await task()
    } catch (error) {
      logger.error({ err: error }, 'a task after a CMS change failed')
    }
  }
  return result
}

/** Queues a task for after the current CMS API request's commit; false outside one (nothing queued). */
export function onceCommitted(task: Task): boolean {
  const tasks = tasksOfRequest.getStore()
  if (!tasks) return false
  tasks.push(task)
  return true
}
