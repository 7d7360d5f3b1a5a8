import { describe, expect, it } from 'vitest'

import { afterServerEnd, describeServerEnd, FIRST_RESTART_DELAY_MS, LONGEST_RESTART_DELAY_MS, MOST_EARLY_ENDS, STEADY_RUN_MS } from './restart-policy'

const HOUR = 3_600_000

describe('npm start after its server ended on its own', () => {
  it('starts a server its watchdog ended again, and says why it ended', () => {
    const next = afterServerEnd({ code: 75, signal: null, ranMs: HOUR }, 0)
    expect(next).toMatchObject({ action: 'restart', delayMs: FIRST_RESTART_DELAY_MS, earlyEnds: 0 })
    expect(next.message).toBe(
      'The server was ended by its watchdog (exit code 75): its event loop stayed blocked (the log above names the requests in flight). Starting it again in 1 s.',
    )
  })

  it('starts a crashed or killed server again', () => {
    expect(afterServerEnd({ code: 1, signal: null, ranMs: HOUR }, 0)).toMatchObject({ action: 'restart', message: 'The server stopped with exit code 1. Starting it again in 1 s.' })
    expect(afterServerEnd({ code: null, signal: 'SIGKILL', ranMs: HOUR }, 0)).toMatchObject({
      action: 'restart',
      message: 'The server was ended by SIGKILL (out of memory, or killed). Starting it again in 1 s.',
    })
  })

  it('does not start a server again that exited cleanly: someone stopped it on purpose', () => {
    expect(afterServerEnd({ code: 0, signal: null, ranMs: 5_000 }, 3)).toEqual({
      action: 'end',
      exitCode: 0,
      message: 'The server stopped with exit code 0. It was stopped on purpose, so npm start ends too.',
    })
  })

  it('waits longer each time the server ends soon after its start, up to a limit, then gives up', () => {
    const delays: number[] = []
    let earlyEnds = 0
    for (;;) {
      const next = afterServerEnd({ code: 1, signal: null, ranMs: 2_000 }, earlyEnds)
      if (next.action === 'end') {
        expect(next).toMatchObject({ exitCode: 1 })
        expect(next.message).toContain(`It ended ${MOST_EARLY_ENDS} times in a row within a minute of starting: npm start gives up.`)
        break
      }
      delays.push(next.delayMs)
      earlyEnds = next.earlyEnds
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000])
    expect(Math.max(...delays)).toBe(LONGEST_RESTART_DELAY_MS)
  })

  it('starts the pauses afresh after a server that ran steadily', () => {
    expect(afterServerEnd({ code: 75, signal: null, ranMs: STEADY_RUN_MS }, MOST_EARLY_ENDS - 1)).toMatchObject({ action: 'restart', delayMs: 1_000, earlyEnds: 0 })
  })
})

describe('how the server ended, in words', () => {
  it('names a signal', () => {
    expect(describeServerEnd({ code: null, signal: 'SIGSEGV' })).toBe('The server was ended by SIGSEGV.')
  })
})
