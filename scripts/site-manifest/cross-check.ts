import type { SiteEntry } from '../../engine/sites/schema.ts'

/** The WhatsMyName fields the cross-check reads. */
interface WmnSite {
  name: string
  uri_check: string
  e_code: number
  known?: string[]
}

export interface CrossCheck {
  /** Our entries whose host WhatsMyName also checks. */
  shared: number
  /** …of which WhatsMyName's "exists" status differs from what we accept as present. */
  statusDisagreements: string[]
}

const bareHost = (url: string) => {
  try {
    return new URL(url.replace(/\{[a-z]*\}/g, 'x')).hostname.replace(/^www\./, '')
  } catch {
    return null
  }
}

/**
 * Compares our entries with WhatsMyName (CC BY-SA 4.0) without taking anything from it: the
 * result is only printed for a maintainer to look into (ADR 005).
 */
export function crossCheck(entries: readonly SiteEntry[], wmn: { sites: WmnSite[] }): CrossCheck {
  const byHost = new Map<string, WmnSite>()
  for (const site of wmn.sites) {
    const host = bareHost(site.uri_check)
    if (host) byHost.set(host, site)
  }
  let shared = 0
  const statusDisagreements: string[] = []
  for (const entry of entries) {
    const host = bareHost(entry.probe?.url ?? entry.url)
    const other = host ? byHost.get(host) : undefined
    if (!other) continue
    shared++
    if (!entry.detect.presentStatus.includes(other.e_code)) {
      statusDisagreements.push(
        `${entry.id}: present on ${entry.detect.presentStatus.join('/')}, WhatsMyName says ${other.e_code}`,
      )
    }
  }
  return { shared, statusDisagreements }
}
