/**
 * Seeds the end-to-end demo into its database image (data/e2e-image) without serving it: `npm test` runs this beside
 * the production build, and the end-to-end server then starts from a copy of the image (E2E_DATABASE_IMAGE=1)
 * instead of seeding while the suite waits. The image is the database npm start seeds on the same port and secrets.
 */
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { seedDemoInstance } from '../../../scripts/demo-instance'
import { E2E, e2eServerEnv } from './server'

const root = path.resolve(import.meta.dirname, '../../..')
rmSync(path.join(root, E2E.imageDir), { recursive: true, force: true })
// Without Redis: nothing listens to a seed's cache expiries before the server starts.
await seedDemoInstance({ port: E2E.port, dataDir: E2E.imageDir, env: e2eServerEnv(false) })
// The sites' addresses name the port they were seeded for: the server that starts from the image must use it.
writeFileSync(path.join(root, E2E.imageDir, 'port'), String(E2E.port))
