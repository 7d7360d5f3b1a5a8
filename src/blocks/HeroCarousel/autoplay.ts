/** Spec 1 §9: "Carousel default autoplay delay 5 seconds". */
export const CAROUSEL_AUTOPLAY_DELAY_MS = 5_000

/** What holds the rotation while it lasts: the pointer over it, focus in it, a finger on it, a hidden tab. */
export type AutoplayHold = 'hover' | 'focus' | 'touch' | 'hidden'

export type Autoplay = {
  /** Starts rotating (after `delayMs`) unless something holds it. */
  start(): void
  hold(reason: AutoplayHold): void
  /** Lets go of one hold; rotation resumes with a full delay once nothing holds it. */
  release(reason: AutoplayHold): void
  /** Stops for good: the visitor chose a slide, or now prefers reduced motion. */
  stop(): void
  readonly running: boolean
}

type Options = { delayMs?: number; onRunningChange?: (running: boolean) => void }

/**
 * The carousel's rotation clock, kept free of React so its rules can be tested with fake timers.
 * Each slide gets the whole delay: after a hold ends, the count starts again from zero.
 */
export function createAutoplay(advance: () => void, { delayMs = CAROUSEL_AUTOPLAY_DELAY_MS, onRunningChange }: Options = {}): Autoplay {
  let timer: ReturnType<typeof setTimeout> | undefined
  let started = false
  let stopped = false
  let reported = false
  const holds = new Set<AutoplayHold>()

  const isRunning = () => started && !stopped && holds.size === 0

  function report() {
    const running = isRunning()
    if (running !== reported) {
      reported = running
      onRunningChange?.(running)
    }
  }

  function schedule() {
    clearTimeout(timer)
    timer = undefined
    if (isRunning()) {
      timer = setTimeout(() => {
        timer = undefined
        advance()
        schedule()
      }, delayMs)
    }
    report()
  }

  return {
    start() {
      if (stopped) return
      started = true
      schedule()
    },
    hold(reason) {
      if (holds.has(reason)) return
      holds.add(reason)
      schedule()
    },
    release(reason) {
      if (!holds.delete(reason)) return
      schedule()
    },
    stop() {
      stopped = true
      schedule()
    },
    get running() {
      return isRunning()
    },
  }
}
