/**
 * LeetCode. POST https://leetcode.com/graphql/ with a matchedUser(username) query (the
 * site's own public GraphQL, no login) answers {"data":{"matchedUser":{...}}} for an account
 * and {"data":{"matchedUser":null},"errors":[{"message":"That user does not exist."}]} for
 * none: a null matchedUser without that message is not read as absent.
 */
import type { LookupModule } from '../types.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { foundNamed, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

const QUERY = `query userPublicProfile($username: String!) {
  matchedUser(username: $username) {
    username
    githubUrl
    twitterUrl
    linkedinUrl
    profile { realName userAvatar aboutMe countryName ranking reputation school company }
    submitStats { acSubmissionNum { difficulty count } }
  }
}`

interface LeetcodeAnswer {
  data?: {
    matchedUser?: {
      username?: string
      githubUrl?: string | null
      twitterUrl?: string | null
      linkedinUrl?: string | null
      profile?: {
        realName?: string
        userAvatar?: string
        aboutMe?: string
        countryName?: string | null
        ranking?: number
        reputation?: number
        school?: string | null
        company?: string | null
      }
      submitStats?: { acSubmissionNum?: { difficulty?: string; count?: number }[] }
    } | null
  }
  errors?: { message?: string }[]
}

export const leetcodeModule: LookupModule = {
  id: 'leetcode',
  name: 'LeetCode',
  category: 'coding',
  types: ['username'],
  url: 'https://leetcode.com/u/{}/',
  hosts: ['leetcode.com'],
  kind: 'module',
  fixtures: { present: 'lee215', absent: 'noonewouldeverusethis7xq' },
  async run(ctx) {
    const res = await ctx.http.request('https://leetcode.com/graphql/', {
      method: 'POST',
      headers: { referer: 'https://leetcode.com/', accept: 'application/json' },
      body: {
        query: QUERY,
        variables: { username: ctx.query },
        operationName: 'userPublicProfile',
      },
    })
    if (res.status !== 200) return unexpected(res)
    const answer = res.json<LeetcodeAnswer>()
    const user = answer.data?.matchedUser
    if (user === null) {
      const messages = (answer.errors ?? []).map((e) => e.message ?? '')
      if (messages.length > 0 && messages.every((m) => /user does not exist/i.test(m))) {
        return notFound(`matchedUser is null, error '${messages[0]?.slice(0, 120)}'`)
      }
      return unrecognised(`LeetCode errors: ${messages.join('; ').slice(0, 120) || '(none)'}`)
    }
    if (!user?.username) return unexpected(res, 'GraphQL answer')
    const solved = user.submitStats?.acSubmissionNum?.find((s) => s.difficulty === 'All')?.count
    return foundNamed(
      'username',
      user.username,
      ctx.query,
      buildRecord(
        {
          name: user.profile?.realName,
          username: user.username,
          bio: user.profile?.aboutMe,
          location: user.profile?.countryName,
          picture_url: user.profile?.userAvatar,
          profile_url: `https://leetcode.com/u/${encodeURIComponent(user.username)}/`,
        },
        [
          pv.int('ranking', 'Ranking', user.profile?.ranking),
          pv.int('solved', 'Problems solved', solved),
          pv.int('reputation', 'Reputation', user.profile?.reputation),
          pv.str('company', 'Company', user.profile?.company),
          pv.str('school', 'School', user.profile?.school),
          pv.url('github', 'GitHub', user.githubUrl),
          pv.url('linkedin', 'LinkedIn', user.linkedinUrl),
          pv.url('twitter', 'Twitter', user.twitterUrl),
        ],
      ),
    )
  },
}
