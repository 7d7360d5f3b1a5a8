import { afterEach, describe, expect, it } from 'vitest'

import { onShutdown, runShutdownTasks } from './shutdown'

const registered: Array<() => void> = []
afterEach(() => registered.splice(0).forEach((remove) => remove()))

describe('the instance’s shutdown tasks', () => {
  it('runs every task at once and waits for them all', async () => {
    const ended: string[] = []
    registered.push(onShutdown(async () => void ended.push('outbox')))
    registered.push(onShutdown(() => new Promise((resolve) => setTimeout(() => resolve(void ended.push('slow')), 20))))
    await runShutdownTasks(1_000)
    expect(ended.sort()).toEqual(['outbox', 'slow'])
  })

  it('stops waiting at the deadline for a task that never ends, and reports a task that fails without stopping the others', async () => {
    const errors: unknown[] = []
    let later = false
    registered.push(onShutdown(() => new Promise(() => {})))
    registered.push(onShutdown(async () => Promise.reject(new Error('database gone'))))
    registered.push(onShutdown(async () => void (later = true)))
    await runShutdownTasks(50, (error) => errors.push(error))
    expect(errors).toEqual([new Error('database gone')])
    expect(later).toBe(true)
  })

  it('runs no task taken off again', async () => {
    let ran = false
    onShutdown(async () => void (ran = true))()
    await runShutdownTasks(100)
    expect(ran).toBe(false)
  })
})
