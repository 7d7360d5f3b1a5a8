import type { TestProject } from 'vitest/node'

import { clusterToolsMissing, ensureBuild, seededDatabase, type ClusterDatabase, type FirstStart } from './launch'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded PostgreSQL server of the cluster test; null when this machine cannot run a cluster. */
    clusterDatabase: { url: string; dir: string; port: number } | null
    clusterToolsMissing: string[]
    /** What the first `npm start` on the empty database printed and served (null when reusing a seeded server). */
    clusterFirstStart: FirstStart | null
  }
}

let database: ClusterDatabase | null = null

/**
 * The production build, and the demo group seeded into a throwaway PostgreSQL server by a first `npm start` on it,
 * for every file of the cluster test (npm-start.test.ts checks what that start printed and served). TEST_CLUSTER_DATABASE (`{"url","dir","port"}` of a server seeded by an earlier run's seededDatabase) reuses
 * that server instead, for running one file again without seeding anew.
 */
export async function setup(project: TestProject) {
  const missing = clusterToolsMissing()
  project.provide('clusterToolsMissing', missing)
  project.provide('clusterFirstStart', null)
  if (missing.length > 0) {
    project.provide('clusterDatabase', null)
    return
  }
  await ensureBuild()
  if (process.env.TEST_CLUSTER_DATABASE) {
    project.provide('clusterDatabase', JSON.parse(process.env.TEST_CLUSTER_DATABASE))
    return
  }
  const seeded = await seededDatabase()
  database = seeded
  project.provide('clusterDatabase', { url: seeded.url, dir: seeded.dir, port: seeded.port })
  project.provide('clusterFirstStart', seeded.firstStart)
}

export function teardown() {
  database?.stop()
}
