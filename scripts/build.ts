/**
 * Whether the production build in .next is the build of the sources as they are: `npm start` builds again when
 * it is not (scripts/start.ts), and so does the cluster test before it starts its instances (tests/cluster/).
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/**
 * What a build depends on: the sources, the demo's drawn pictures that the composition root plugs in as the stock
 * pictures' adapter, the configuration and the locked dependencies.
 */
const BUILD_INPUTS = ['src', 'scripts/demo/drawn', 'public', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json']
const BUILD_STAMP = path.join(root, '.next', 'forecourt-build-inputs')

/** A digest of every build input's path and content. */
export function buildInputsDigest(): string {
  const hash = createHash('sha256')
  const visit = (file: string) => {
    if (!existsSync(file)) return
    if (statSync(file).isDirectory()) {
      for (const entry of readdirSync(file).sort()) visit(path.join(file, entry))
      return
    }
    hash.update(path.relative(root, file))
    hash.update(readFileSync(file))
  }
  for (const input of BUILD_INPUTS) visit(path.join(root, input))
  return hash.digest('hex')
}

/** Whether .next holds a finished build of inputs with this digest. */
export function isBuildCurrent(digest: string = buildInputsDigest()): boolean {
  return existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(BUILD_STAMP) && readFileSync(BUILD_STAMP, 'utf8') === digest
}

/** Notes that the build in .next was made from inputs with this digest. */
export function recordBuild(digest: string): void {
  writeFileSync(BUILD_STAMP, digest)
}

/** The command that makes the production build (Next.js's own), as arguments to Node. */
export const BUILD_COMMAND = [path.join(root, 'node_modules/next/dist/bin/next'), 'build']
