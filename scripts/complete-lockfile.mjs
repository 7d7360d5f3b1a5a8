#!/usr/bin/env node
/**
 * `node scripts/complete-lockfile.mjs` after an `npm install` that changed package-lock.json.
 *
 * Native packages (Next.js's compiler, Tailwind's engine) list one optional package per platform. A registry
 * mirror that carries only Linux builds makes npm leave the other platforms out of the lock, and `npm ci`
 * then refuses the lock as out of sync. This adds each missing platform package with its version and
 * platform, so `npm ci` accepts the lock; npm skips them on other platforms and fetches them by version
 * where they apply.
 */
import { readFileSync, writeFileSync } from 'node:fs'

const PLATFORMS = [
  [/-darwin-arm64$/, { os: ['darwin'], cpu: ['arm64'] }],
  [/-darwin-x64$/, { os: ['darwin'], cpu: ['x64'] }],
  [/-win32-arm64-msvc$/, { os: ['win32'], cpu: ['arm64'] }],
  [/-win32-x64-msvc$/, { os: ['win32'], cpu: ['x64'] }],
  [/-android-arm64$/, { os: ['android'], cpu: ['arm64'] }],
  [/-freebsd-x64$/, { os: ['freebsd'], cpu: ['x64'] }],
  [/-linux-arm-gnueabihf$/, { os: ['linux'], cpu: ['arm'] }],
  [/-wasm32-wasi$/, { cpu: ['wasm32'] }],
]

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(file, 'utf8'))
const packages = lock.packages
let added = 0
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`
    if (packages[nested] || packages[`node_modules/${name}`]) continue
    const platform = PLATFORMS.find(([pattern]) => pattern.test(name))?.[1]
    if (!platform) {
      console.error(`${name}: an optional package missing from the lock, for no platform this script knows`)
      process.exitCode = 1
      continue
    }
    packages[`node_modules/${name}`] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform }
    added++
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(added ? `Added ${added} platform packages to package-lock.json.` : 'package-lock.json lists every platform package.')
