/**
 * `npx tsx scripts/build-current.ts`: makes the production build unless .next already holds the build of the sources
 * as they are (scripts/build.ts). `npm test` runs it beside the type check and the vitest suites, so that the
 * end-to-end and cluster tests find their build made.
 */
import { spawnSync } from 'node:child_process'

import { BUILD_COMMAND, buildInputsDigest, isBuildCurrent, recordBuild } from './build'

const inputs = buildInputsDigest()
if (isBuildCurrent(inputs)) {
  console.log('The build is up to date.')
} else {
  const { status } = spawnSync(process.execPath, BUILD_COMMAND, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (status !== 0) process.exit(status ?? 1)
  recordBuild(inputs)
}
