/**
 * The fake platforms as lookup modules: a profile lookup per platform, and an account check
 * by email address for some, run by the real engine beside GitHub's real module.
 */
import { emailAddressModule } from '../../engine/modules/email-address.ts'
import { githubModule } from '../../engine/modules/github.ts'
import { phoneIntelModule } from '../../engine/modules/phone-intel.ts'
import { flagCheck } from '../../engine/modules/_email/account-check.ts'
import { maskedEmail, maskedPhone } from '../../engine/modules/_email/hints.ts'
import { buildRecord } from '../../engine/modules/_shared/fields.ts'
import { found, foundNamed, notFound, unexpected } from '../../engine/modules/_shared/outcomes.ts'
import type { LookupModule } from '../../engine/types.ts'
import { PLATFORMS, hostOf, knownAccount, type FakePlatform } from './fake-platform-catalogue.ts'
import { withFakeCleanup } from './fake-cleanup.ts'

function syntheticModule(p: FakePlatform): LookupModule {
  return {
    id: p.id,
    name: p.name,
    category: p.category,
    types: ['username'],
    url: `https://${p.id}.example/{}`,
    hosts: [hostOf(p)],
    kind: 'module',
    adult: p.category === 'adult',
    // The search's whole budget: a HELD answer waits for the test, not the usual 15 s.
    timeoutMs: 60_000,
    fixtures: { present: knownAccount(p), absent: 'nobody-here' },
    async run(ctx) {
      const res = await ctx.http.request(
        `https://${hostOf(p)}/v1/users/${encodeURIComponent(ctx.query)}`,
      )
      if (res.status === 404) return notFound('HTTP 404 from the users API')
      const user = res.json<{
        username: string
        name: string
        bio: string
        followers?: number
        avatar: string
        verified?: boolean
        joined: string
      }>()
      return foundNamed('username', user.username, ctx.query, {
        username: { value: user.username, type: 'str', proper_key: 'Username' },
        name: { value: user.name, type: 'str', proper_key: 'Name' },
        bio: { value: user.bio, type: 'str', proper_key: 'Bio' },
        ...(user.followers !== undefined
          ? {
              followers: {
                value: user.followers,
                type: 'int' as const,
                proper_key: 'Followers',
              },
            }
          : {}),
        verified: { value: Boolean(user.verified), type: 'bool', proper_key: 'Verified' },
        picture_url: { value: user.avatar, type: 'url', proper_key: 'Profile picture' },
        profile_url: {
          value: `https://${p.id}.example/${ctx.query}`,
          type: 'url',
          proper_key: 'Profile URL',
        },
        platform_variables: [
          { key: 'joined', proper_key: 'Joined', value: user.joined, type: 'datetime' },
        ],
      })
    },
  }
}

/** Whether an address has an account: GET /v1/accounts?email= answers {"registered": bool}. */
function emailModule(p: FakePlatform): LookupModule {
  return {
    id: `${p.id}-email`,
    name: p.name,
    category: p.category,
    types: ['email'],
    url: `https://${p.id}.example/`,
    hosts: [hostOf(p)],
    kind: 'module',
    // An account exists; no public profile is shown by this check.
    finding: 'account',
    fixtures: { present: `${knownAccount(p)}@example.com`, absent: 'nobody-here@example.com' },
    async run(ctx) {
      const res = await ctx.http.request(
        `https://${hostOf(p)}/v1/accounts?email=${encodeURIComponent(ctx.query)}`,
      )
      if (res.status !== 200) return unexpected(res)
      const answer = res.json<{ registered?: unknown; emailHint?: string; phoneHint?: string }>()
      const outcome = flagCheck(ctx.query, 'registered', answer.registered, true, 'account answer')
      // The platform's masked recovery contacts, as a silent sign-in pre-check shows them.
      if (outcome.status !== 'found') return outcome
      return found(
        outcome.proof,
        buildRecord({
          email: ctx.query,
          email_hint: maskedEmail(answer.emailHint),
          phone_hint: maskedPhone(answer.phoneHint),
        }),
      )
    },
  }
}

export const e2eModules: LookupModule[] = [
  githubModule,
  ...PLATFORMS.map(syntheticModule).map(withFakeCleanup),
  emailAddressModule,
  ...PLATFORMS.filter((p) => p.emailCheck).map(emailModule),
  // The number's own facts: offline, so the real module runs.
  phoneIntelModule,
]
