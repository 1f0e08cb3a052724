/**
 * A place of a page that names an account, and how much it can be trusted to name the
 * page's owner. The most specific place that names anyone decides whose page it is.
 *
 * - `address`: where the site says where the page lives: the URL it redirected to, its
 *   canonical URL and og:url, the URL or handle in its structured data, a JSON handle field.
 * - `header`: the "@handle" a profile shows in its heading or header.
 * - `handle-link`: a link reading "@handle" to that account's profile.
 * - `own-links`: two or more links to pages below one account's profile (its tabs).
 * - `title`: the page title, og:title, a display name in structured data: they may name the
 *   asked account, never another (display names are shared).
 */
export type Tier = 'address' | 'header' | 'handle-link' | 'own-links' | 'title'
export const TIERS: readonly Tier[] = ['address', 'header', 'handle-link', 'own-links', 'title']

export interface Claim {
  tier: Tier
  /** The account named, normalised as names are compared. */
  account: string
  /** Where, for people: "canonical URL https://x/u/alice", "page title 'alice | X'". */
  where: string
}

export type Owner =
  | { owner: 'asked'; proof: string }
  | { owner: 'other'; account: string; where: string }
  | { owner: 'unknown' }

/**
 * Whose page it is. At the address tier any other account wins (a site's own address of the
 * page is not outvoted by its text); below it, the first tier that names anyone decides, and
 * the asked account wins within a tier (a profile's header may also mention others).
 */
export function resolveOwner(claims: readonly Claim[], name: string): Owner {
  for (const tier of TIERS) {
    const here = claims.filter((c) => c.tier === tier)
    if (!here.length) continue
    const other = here.find((c) => c.account !== name)
    const self = here.find((c) => c.account === name)
    if (tier === 'address' && other) return { owner: 'other', ...pick(other) }
    if (self) return { owner: 'asked', proof: self.where }
    if (other) return { owner: 'other', ...pick(other) }
  }
  return { owner: 'unknown' }
}

/**
 * A JSON answer: a handle field naming the asked account proves it, wherever it is (lists of
 * accounts included); failing that, a handle naming another account outranks a display name.
 */
export function resolveJsonOwner(claims: readonly Claim[], name: string): Owner {
  const handle = claims.find((c) => c.tier === 'address' && c.account === name)
  if (handle) return { owner: 'asked', proof: handle.where }
  const other = claims.find((c) => c.tier === 'address')
  if (other) return { owner: 'other', ...pick(other) }
  const display = claims.find((c) => c.account === name)
  return display ? { owner: 'asked', proof: display.where } : { owner: 'unknown' }
}

const pick = (claim: Claim) => ({ account: claim.account, where: claim.where })
