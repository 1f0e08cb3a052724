/**
 * Bluesky. GET https://public.api.bsky.app/xrpc/app.bsky.actor.getProfile?actor={handle}
 * (public AppView, no key) answers the profile view (did, handle, displayName, description,
 * avatar, followersCount, createdAt, ...) or 400 {"error":"InvalidRequest","message":"Profile
 * not found"}. A deactivated or taken-down account answers 400 AccountDeactivated /
 * AccountTakedown: it exists. A bare name is a handle under bsky.social; a dotted name is
 * taken as a full (domain) handle. Handles are DNS names: no "_".
 */
import type { LookupModule } from '../types.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { found, foundNamed, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

interface BskyProfile {
  did?: string
  handle?: string
  displayName?: string
  description?: string
  avatar?: string
  followersCount?: number
  followsCount?: number
  postsCount?: number
  createdAt?: string
  indexedAt?: string
  verification?: { verifiedStatus?: string }
}

const HANDLE =
  /^([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/

export function blueskyHandle(query: string): string {
  return (query.includes('.') ? query : `${query}.bsky.social`).toLowerCase()
}

export const blueskyModule: LookupModule = {
  id: 'bluesky',
  name: 'Bluesky',
  category: 'social',
  types: ['username'],
  url: 'https://bsky.app/profile/{}.bsky.social',
  hosts: ['public.api.bsky.app'],
  kind: 'module',
  fixtures: { present: 'jay', absent: 'noonewouldeverusethis7xq' },
  async run(ctx) {
    const handle = blueskyHandle(ctx.query)
    if (!HANDLE.test(handle) || handle.length > 253) {
      return notFound('Bluesky handles are domain names: letters, digits, "-" and dots')
    }
    const res = await ctx.http.request(
      `https://public.api.bsky.app/xrpc/app.bsky.actor.getProfile?${new URLSearchParams({ actor: handle })}`,
      { headers: { accept: 'application/json' } },
    )
    const profileUrl = `https://bsky.app/profile/${handle}`
    if (res.status === 400) {
      const err = res.json<{ error?: string; message?: string }>()
      if (err.error === 'InvalidRequest' && /profile not found/i.test(err.message ?? '')) {
        return notFound(`error InvalidRequest says '${err.message?.slice(0, 120)}'`)
      }
      // The platform answers for the handle asked: the account exists, switched off.
      if (err.error === 'AccountDeactivated' || err.error === 'AccountTakedown') {
        return found(
          `error is '${err.error}'`,
          buildRecord({ username: handle, profile_url: profileUrl }, [
            pv.str('account_state', 'Account state', err.error.slice(7).toLowerCase()),
          ]),
        )
      }
      return unrecognised(`Bluesky error ${err.error ?? '(none)'}`)
    }
    if (res.status !== 200) return unexpected(res)
    const profile = res.json<BskyProfile>()
    if (!profile.did) return unexpected(res, 'profile')
    return foundNamed(
      'handle',
      profile.handle,
      handle,
      buildRecord(
        {
          name: profile.displayName,
          username: profile.handle,
          id: profile.did,
          bio: profile.description,
          picture_url: profile.avatar,
          followers: profile.followersCount,
          verified: profile.verification?.verifiedStatus === 'valid' ? true : undefined,
          profile_url: profileUrl,
        },
        [
          pv.date('created', 'Created', profile.createdAt),
          pv.int('following', 'Following', profile.followsCount),
          pv.int('posts', 'Posts', profile.postsCount),
        ],
      ),
    )
  },
}
