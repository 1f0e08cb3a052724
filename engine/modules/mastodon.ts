/**
 * Mastodon (mastodon.social, the largest instance). GET /api/v1/accounts/lookup?acct={u}
 * (public, no key) answers the Account entity (id, username, display_name, note, avatar,
 * followers_count, created_at, last_status_at, ...) or 404 {"error":"Record not found"}.
 * Local usernames are letters, digits and "_" only.
 */
import { buildRecord, pv } from './_shared/fields.ts'
import { stripTags } from '../sites/html.ts'
import { foundNamed, notFound, unexpected } from './_shared/outcomes.ts'
import { usernameModule } from './_shared/username-module.ts'

interface MastodonAccount {
  id?: string
  username?: string
  acct?: string
  display_name?: string
  locked?: boolean
  bot?: boolean
  group?: boolean
  created_at?: string
  note?: string
  url?: string
  avatar?: string
  followers_count?: number
  following_count?: number
  statuses_count?: number
  last_status_at?: string | null
  suspended?: boolean
  fields?: { name?: string; value?: string; verified_at?: string | null }[]
}

export const mastodonModule = usernameModule({
  id: 'mastodon',
  name: 'Mastodon (mastodon.social)',
  category: 'social',
  url: 'https://mastodon.social/@{}',
  hosts: ['mastodon.social'],
  fixtures: { present: 'Gargron', absent: 'noonewouldeverusethis7xq' },
  names: {
    allowed: /^[A-Za-z0-9_]+$/,
    proof: 'Mastodon local usernames are letters, digits and "_"',
  },
  async run(ctx) {
    const res = await ctx.http.request(
      `https://mastodon.social/api/v1/accounts/lookup?${new URLSearchParams({ acct: ctx.query })}`,
      { headers: { accept: 'application/json' } },
    )
    if (res.status === 404) return notFound('the account lookup answers 404 for no such account')
    if (res.status === 410) return notFound('the account lookup answers 410: the account is gone')
    if (res.status !== 200) return unexpected(res)
    const account = res.json<MastodonAccount>()
    if (!account.id) return unexpected(res, 'account')
    const verifiedLinks = (account.fields ?? []).filter((f) => f.verified_at).length
    return foundNamed(
      'username',
      account.username,
      ctx.query,
      buildRecord(
        {
          name: account.display_name,
          username: account.username,
          id: account.id,
          bio: stripTags(account.note),
          picture_url: account.avatar,
          followers: account.followers_count,
          last_seen: account.last_status_at,
          profile_url: account.url,
        },
        [
          pv.date('created', 'Created', account.created_at),
          pv.int('following', 'Following', account.following_count),
          pv.int('posts', 'Posts', account.statuses_count),
          pv.int('verified_links', 'Verified links', verifiedLinks || undefined),
          pv.bool('bot', 'Bot', account.bot),
          pv.bool('locked', 'Locked', account.locked),
          pv.bool('suspended', 'Suspended', account.suspended),
        ],
      ),
    )
  },
})
