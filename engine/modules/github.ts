/**
 * GitHub. GET https://api.github.com/users/{u} (REST v3, no key, 60 requests/hour per IP):
 * 200 with the public user object when the account exists, 404 {"message":"Not Found"} when
 * it does not. Logins are letters, digits, hyphens (and underscores for managed accounts).
 */
import { buildRecord, pv } from './_shared/fields.ts'
import { rateLimited, throwIfBlocked } from './_shared/blocks.ts'
import { foundNamed, notFound, unexpected } from './_shared/outcomes.ts'
import { lettersDigitsDashes, usernameModule } from './_shared/username-module.ts'

interface GithubUser {
  login?: string
  id?: number
  avatar_url?: string
  html_url?: string
  type?: string
  site_admin?: boolean
  name?: string | null
  company?: string | null
  blog?: string | null
  location?: string | null
  email?: string | null
  bio?: string | null
  twitter_username?: string | null
  public_repos?: number
  public_gists?: number
  followers?: number
  following?: number
  created_at?: string
  updated_at?: string
}

export const githubModule = usernameModule({
  id: 'github',
  name: 'GitHub',
  category: 'coding',
  url: 'https://github.com/{}',
  hosts: ['api.github.com'],
  fixtures: { present: 'octocat', absent: 'noonewouldeverusethis7-xq' },
  names: lettersDigitsDashes('GitHub logins'),
  async run(ctx) {
    const res = await ctx.http.request(
      `https://api.github.com/users/${encodeURIComponent(ctx.query)}`,
      {
        headers: { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' },
        detectBlocks: false,
      },
    )
    if (res.status === 404) return notFound('the users API answers 404 for no such login')
    // The hourly quota answers 403 (or 429) with x-ratelimit-remaining: 0.
    if (
      (res.status === 403 || res.status === 429) &&
      res.headers['x-ratelimit-remaining'] === '0'
    ) {
      rateLimited('GitHub API rate limit exceeded')
    }
    throwIfBlocked(res)
    if (res.status !== 200) return unexpected(res)
    const user = res.json<GithubUser>()
    if (!user.login) return unexpected(res, 'user object')
    return foundNamed(
      'login',
      user.login,
      ctx.query,
      buildRecord(
        {
          name: user.name,
          username: user.login,
          id: user.id,
          bio: user.bio,
          location: user.location,
          email: user.email,
          picture_url: user.avatar_url,
          followers: user.followers,
          profile_url: user.html_url ?? `https://github.com/${encodeURIComponent(user.login)}`,
        },
        [
          pv.date('created', 'Created', user.created_at),
          pv.date('updated', 'Updated', user.updated_at),
          pv.int('public_repos', 'Public repos', user.public_repos),
          pv.int('public_gists', 'Public gists', user.public_gists),
          pv.int('following', 'Following', user.following),
          pv.str('company', 'Company', user.company),
          pv.url('blog', 'Website', user.blog),
          pv.str('twitter', 'Twitter', user.twitter_username),
          pv.str('account_type', 'Account type', user.type),
        ],
      ),
    )
  },
})
