import { describe, expect, it } from 'vitest'

import { onceCommitted, withTasksOnceCommitted } from './after-commit'

describe('tasks once a CMS change is committed', () => {
  it('run after the request’s handler has finished and before its answer is returned, in the order queued', async () => {
    const events: string[] = []
    const answer = await withTasksOnceCommitted(async () => {
      await Promise.resolve()
      expect(onceCommitted(async () => void events.push('first task'))).toBe(true)
      // A hook deeper in the request's asynchronous work queues into the same request.
      await new Promise((resolve) => setTimeout(resolve, 1))
      onceCommitted(async () => void events.push('second task'))
      events.push('handler done')
      return 'the answer'
    })
    events.push('answer returned')
    expect(answer).toBe('the answer')
    expect(events).toEqual(['handler done', 'first task', 'second task', 'answer returned'])
  })

  it('are not queued outside a CMS request, nor carried into the next request', async () => {
    let ran = 0
    expect(onceCommitted(async () => void ran++)).toBe(false)
    await withTasksOnceCommitted(async () => onceCommitted(async () => void ran++))
    await withTasksOnceCommitted(async () => 'nothing queued')
    expect(ran).toBe(1)
  })

  it('keep the answer when a task fails, and still run the others', async () => {
    let ran = false
    const answer = await withTasksOnceCommitted(async () => {
      onceCommitted(async () => {
        throw new Error('Redis is away')
      })
      onceCommitted(async () => void (ran = true))
      return 201
    })
    expect(answer).toBe(201)
    expect(ran).toBe(true)
  })

  it('do not run when the handler throws: nothing was committed', async () => {
    let ran = false
    await expect(
      withTasksOnceCommitted(async () => {
        onceCommitted(async () => void (ran = true))
        throw new Error('validation failed')
      }),
    ).rejects.toThrow('validation failed')
    expect(ran).toBe(false)
  })
})
