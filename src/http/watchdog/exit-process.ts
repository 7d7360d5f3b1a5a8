import { createRequire } from 'node:module'

/** The exit code of an instance its watchdog ended (sysexits' EX_TEMPFAIL: a fresh start will do). */
export const WATCHDOG_EXIT_CODE = 75

/**
 * A WebAssembly module whose `_start` calls WASI's `proc_exit(code)`: (module (import "wasi_snapshot_preview1"
 * "proc_exit" (func (param i32))) (memory (export "memory") 1) (func (export "_start") i32.const <code> call 0)).
 */
function procExitModule(code: number): Uint8Array<ArrayBuffer> {
  const name = (text: string) => [text.length, ...Buffer.from(text, 'latin1')]
  const section = (id: number, bytes: number[]) => [id, bytes.length, ...bytes]
  // i32.const takes a signed LEB128: two bytes for 64–255.
  const constant = code < 64 ? [code] : [(code & 0x7f) | 0x80, code >> 7]
  const body = [0, 0x41, ...constant, 0x10, 0, 0x0b]
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0],
    ...section(1, [2, 0x60, 1, 0x7f, 0, 0x60, 0, 0]),
    ...section(2, [1, ...name('wasi_snapshot_preview1'), ...name('proc_exit'), 0, 0]),
    ...section(3, [1, 1]),
    ...section(5, [1, 0, 1]),
    ...section(7, [2, ...name('memory'), 2, 0, ...name('_start'), 0, 1]),
    ...section(10, [1, body.length, ...body]),
  ])
}

/**
 * Ends the whole process with `code`, from any thread. In a worker thread `process.exit()` ends only that
 * thread, and a signal the main thread handles waits for its event loop — the very loop that is stuck. WASI's
 * `proc_exit` is C's exit(), which ends the process from whichever thread calls it. Should that fail, SIGKILL.
 */
export function exitProcess(code: number): never {
  if (!Number.isInteger(code) || code < 1 || code > 255) throw new RangeError(`exit code ${code} is not 1–255`)
  try {
    // Loaded only here: Node.js calls WASI experimental, with a warning on loading.
    const { WASI } = createRequire(import.meta.url)('node:wasi') as typeof import('node:wasi')
    const wasi = new WASI({ version: 'preview1', returnOnExit: false })
    wasi.start(new WebAssembly.Instance(new WebAssembly.Module(procExitModule(code)), wasi.getImportObject() as WebAssembly.Imports))
  } finally {
    process.kill(process.pid, 'SIGKILL')
  }
  throw new Error('unreachable: the process has ended')
}
