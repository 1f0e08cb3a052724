/**
 * Gravatar. GET https://gravatar.com/{md5 of the trimmed, lower-cased address}.json answers
 * the public profile, {"entry":[{…}]}, or 404 "User not found". The profile holds names,
 * location, about text, photos and the accounts its owner linked (verified by Gravatar).
 *
 * Silent: a read of a public profile by its hash; Gravatar tells nobody about profile views.
 */
import { createHash } from 'node:crypto'
import { buildRecord, pv, type VariableInput } from './_shared/fields.ts'
import { foundNamed, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

interface GravatarEntry {
  id?: string
  hash?: string
  /** The hash that was asked for; `hash` is the profile's primary address's. */
  requestHash?: string
  profileUrl?: string
  preferredUsername?: string
  thumbnailUrl?: string
  photos?: { value?: string; type?: string }[]
  name?: { givenName?: string; familyName?: string; formatted?: string } | []
  displayName?: string
  pronouns?: string
  aboutMe?: string
  currentLocation?: string
  job_title?: string
  company?: string
  accounts?: {
    domain?: string
    display?: string
    url?: string
    username?: string
    verified?: boolean
    name?: string
    shortname?: string
  }[]
  urls?: { value?: string; title?: string }[]
}

/** Gravatar keys profiles by the MD5 of the normalised address. */
export function gravatarHash(email: string): string {
  return createHash('md5').update(email.trim().toLowerCase()).digest('hex')
}

function linkedAccounts(entry: GravatarEntry): VariableInput[] {
  return (entry.accounts ?? []).map((account) => {
    const key = (account.shortname ?? account.domain ?? 'account').replace(/[^a-z0-9]+/gi, '_')
    return pv.url(
      `account_${key.toLowerCase()}`,
      account.name ?? account.domain ?? 'Linked account',
      account.url,
    )
  })
}

function websites(entry: GravatarEntry): VariableInput[] {
  return (entry.urls ?? []).map((link, i) =>
    pv.url(`website_${i + 1}`, link.title ? `Website: ${link.title}` : 'Website', link.value),
  )
}

export const gravatarEmailModule = emailModule({
  id: 'gravatar-email',
  name: 'Gravatar',
  category: 'identity',
  url: 'https://gravatar.com/',
  hosts: ['gravatar.com', 'en.gravatar.com', 'www.gravatar.com'],
  silence:
    "A read of the public Gravatar profile keyed by the address's hash; Gravatar tells nobody about profile views.",
  fixtures: { present: 'beau@dentedreality.com.au', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  async run(ctx) {
    const hash = gravatarHash(ctx.query)
    const res = await ctx.http.request(`https://gravatar.com/${hash}.json`, {
      headers: { accept: 'application/json' },
    })
    // Gravatar's profile API answers 404 "User not found" for a hash without a profile.
    if (res.status === 404) return notFound('the profile API has no profile for the hash')
    if (res.status !== 200) return unexpected(res)
    const entry = res.json<{ entry?: GravatarEntry[] }>().entry?.[0]
    if (!entry) return unrecognised('profile')
    const name = Array.isArray(entry.name) ? undefined : entry.name
    const photos = (entry.photos ?? []).map((photo) => photo.value).filter(Boolean)
    const record = buildRecord(
      {
        email: ctx.query,
        username: entry.preferredUsername,
        id: entry.id,
        name: name?.formatted ?? entry.displayName,
        first_name: name?.givenName,
        last_name: name?.familyName,
        location: entry.currentLocation,
        bio: entry.aboutMe,
        picture_url: photos[0] ?? entry.thumbnailUrl,
        profile_url: entry.profileUrl,
      },
      [
        pv.str('display_name', 'Display name', entry.displayName),
        pv.str('pronouns', 'Pronouns', entry.pronouns),
        pv.str('job_title', 'Job title', entry.job_title),
        pv.str('company', 'Company', entry.company),
        pv.int('photo_count', 'Photos', photos.length),
        ...photos.slice(1).map((url, i) => pv.url(`photo_${i + 2}`, `Photo ${i + 2}`, url)),
        ...linkedAccounts(entry),
        ...websites(entry),
      ],
    )
    // The profile must answer for the asked address: a secondary address's profile carries
    // its owner's primary hash in `hash`, and the hash asked for in `requestHash`.
    if (entry.requestHash === hash)
      return foundNamed('requestHash', entry.requestHash, hash, record)
    return foundNamed('hash', entry.hash, hash, record)
  },
})
