/** What every part of the benchmark farm shares: its sites, their answers, their names. */

/** How the site says "no such user". */
export type Detection = 'status' | 'soft404' | 'markers' | 'redirect' | 'final-url'
/** What stands between the engine and the answer. */
export type Behaviour = 'normal' | 'hang' | 'block' | 'challenge' | 'rate-limit'

export interface FarmSite {
  index: number
  host: string
  detection: Detection
  behaviour: Behaviour
  /** How long the site takes to answer, in ms (hangs never answer). */
  latencyMs: number
}

export const FARM_DOMAIN = 'farm.test'
/** The account every farm site has: the canaries' known-present name. */
export const KNOWN_USER = 'present-user'
/** Names the benchmark searches start with; any other name (a canary's made-up one) is absent. */
export const SEARCHED_PREFIX = 'bench-user'
export const PRESENT_MARKER = 'data-profile-owner'
export const ABSENT_MARKER = 'Sorry, this page is not available'
export interface FarmAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

export const htmlType = { 'content-type': 'text/html; charset=utf-8' }

export const html = (body: string, title = 'Farm') =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`
