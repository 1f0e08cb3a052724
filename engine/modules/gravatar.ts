/**
 * Gravatar. GET https://en.gravatar.com/{u}.json (public profile JSON, no key) answers
 * {"entry":[{id, hash, preferredUsername, displayName, aboutMe, currentLocation,
 * thumbnailUrl, accounts, urls, ...}]} for a profile and 404 "User not found" for none.
 */
import type { LookupModule } from '../types.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { foundNamed, notFound, unexpected } from './_shared/outcomes.ts'

interface GravatarEntry {
  id?: string
  hash?: string
  profileUrl?: string
  preferredUsername?: string
  thumbnailUrl?: string
  displayName?: string
  aboutMe?: string
  currentLocation?: string
  job_title?: string
  company?: string
  pronouns?: string
  name?: { formatted?: string; givenName?: string; familyName?: string } | []
  accounts?: { shortname?: string; username?: string; url?: string; verified?: string | boolean }[]
  urls?: { value?: string; title?: string }[]
}

export const gravatarModule: LookupModule = {
  id: 'gravatar',
  name: 'Gravatar',
  category: 'identity',
  types: ['username'],
  url: 'https://gravatar.com/{}',
  hosts: ['en.gravatar.com', 'gravatar.com'],
  kind: 'module',
  fixtures: { present: 'beau', absent: 'noonewouldeverusethis7xq' },
  async run(ctx) {
    const res = await ctx.http.request(
      `https://en.gravatar.com/${encodeURIComponent(ctx.query)}.json`,
      { headers: { accept: 'application/json' } },
    )
    if (res.status === 404) return notFound('the profile API answers 404 for no such profile')
    if (res.status !== 200) return unexpected(res)
    const entry = res.json<{ entry?: GravatarEntry[] }>().entry?.[0]
    if (!entry) return unexpected(res, 'profile')
    const name = Array.isArray(entry.name) ? undefined : entry.name
    const accounts = (entry.accounts ?? [])
      .map((a) => (a.shortname && a.username ? `${a.shortname}:${a.username}` : undefined))
      .filter(Boolean)
    return foundNamed(
      'preferredUsername',
      entry.preferredUsername,
      ctx.query,
      buildRecord(
        {
          name: name?.formatted ?? entry.displayName,
          first_name: name?.givenName,
          last_name: name?.familyName,
          username: entry.preferredUsername,
          id: entry.id,
          bio: entry.aboutMe,
          location: entry.currentLocation,
          picture_url: entry.thumbnailUrl,
          profile_url: entry.profileUrl,
        },
        [
          pv.str('hash', 'Email hash', entry.hash),
          pv.str('job_title', 'Job title', entry.job_title),
          pv.str('company', 'Company', entry.company),
          pv.str('accounts', 'Linked accounts', accounts.join(', ')),
          pv.url('website', 'Website', entry.urls?.[0]?.value),
        ],
      ),
    )
  },
}
