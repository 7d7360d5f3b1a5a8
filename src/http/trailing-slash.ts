/**
 * Addresses whose specified shape ends in a slash, answered as they are: spec 3 §7's
 * `GET /api/mechmate/timeslots/from/{registrationNumber}/{departmentId}/{weekStartDateTime}/`. Next.js would
 * redirect them (308) to the address without the slash before any route saw them; the configuration
 * (next.config.ts) turns its built-in redirect off and puts this rule in its place, which redirects every other
 * address ending in a slash as before. The route itself takes the address with and without the slash.
 */
export const SLASH_TERMINATED_PATHS: readonly RegExp[] = [/^api\/mechmate\/timeslots\/from\/[^/]+\/[^/]+\/[^/]+\/$/]

/** Next.js's redirect of `/a/b/` to `/a/b` (permanent, 308), for every address but those above. */
export function trailingSlashRedirect() {
  const kept = SLASH_TERMINATED_PATHS.map((path) => path.source.replace(/^\^/, '')).join('|')
  return { source: `/:path((?!${kept}).+)/`, destination: '/:path', permanent: true }
}
