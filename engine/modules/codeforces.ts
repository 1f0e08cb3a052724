/**
 * Codeforces. GET https://codeforces.com/api/user.info?handles={u} (official API, no key)
 * answers {"status":"OK","result":[user]} or HTTP 400 {"status":"FAILED","comment":"handles:
 * User with handle x not found"}. "Call limit exceeded" in the comment is the rate limit.
 */
import type { LookupModule } from '../types.ts'
import { rateLimited } from './_shared/blocks.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { foundNamed, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

interface CfUser {
  handle?: string
  firstName?: string
  lastName?: string
  country?: string
  city?: string
  organization?: string
  contribution?: number
  rank?: string
  rating?: number
  maxRank?: string
  maxRating?: number
  lastOnlineTimeSeconds?: number
  registrationTimeSeconds?: number
  friendOfCount?: number
  avatar?: string
  titlePhoto?: string
}
interface CfAnswer {
  status?: string
  comment?: string
  result?: CfUser[]
}

export const codeforcesModule: LookupModule = {
  id: 'codeforces',
  name: 'Codeforces',
  category: 'coding',
  types: ['username'],
  url: 'https://codeforces.com/profile/{}',
  hosts: ['codeforces.com'],
  kind: 'module',
  fixtures: { present: 'tourist', absent: 'noonewouldeverusethis7xq' },
  async run(ctx) {
    const res = await ctx.http.request(
      `https://codeforces.com/api/user.info?${new URLSearchParams({ handles: ctx.query })}`,
    )
    if (res.status !== 200 && res.status !== 400) return unexpected(res)
    const answer = res.json<CfAnswer>()
    if (answer.status === 'FAILED') {
      const comment = answer.comment ?? ''
      if (/call limit exceeded/i.test(comment)) rateLimited('Codeforces call limit exceeded')
      if (/User with handle .* not found/i.test(comment)) {
        return notFound(`status FAILED, comment '${comment.slice(0, 120)}'`)
      }
      return unrecognised(`Codeforces failure: ${comment.slice(0, 120)}`)
    }
    const user = answer.result?.[0]
    if (answer.status !== 'OK' || !user?.handle) return unexpected(res, 'user list')
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ')
    return foundNamed(
      'handle',
      user.handle,
      ctx.query,
      buildRecord(
        {
          name,
          first_name: user.firstName,
          last_name: user.lastName,
          username: user.handle,
          location: [user.city, user.country].filter(Boolean).join(', '),
          picture_url: user.titlePhoto ?? user.avatar,
          followers: user.friendOfCount,
          last_seen: user.lastOnlineTimeSeconds,
          profile_url: `https://codeforces.com/profile/${encodeURIComponent(user.handle)}`,
        },
        [
          pv.date('registered', 'Registered', user.registrationTimeSeconds),
          pv.int('rating', 'Rating', user.rating),
          pv.int('max_rating', 'Max rating', user.maxRating),
          pv.str('rank', 'Rank', user.rank),
          pv.str('max_rank', 'Max rank', user.maxRank),
          pv.int('contribution', 'Contribution', user.contribution),
          pv.str('organization', 'Organization', user.organization),
        ],
      ),
    )
  },
}
