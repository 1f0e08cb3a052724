/**
 * Reddit. GET https://www.reddit.com/user/{u}/about.json answers {"kind":"t2","data":{...}}
 * for an account (a suspended one carries only name and is_suspended: true) and 404
 * {"message":"Not Found","error":404} for none (deleted and shadow-banned accounts too).
 * Usernames are 3-20 letters, digits, "-" and "_".
 */
import { buildRecord, pv } from './_shared/fields.ts'
import { decodeAttribute } from '../sites/html.ts'
import { readAccount } from './_shared/account.ts'
import { lettersDigitsDashes, usernameModule } from './_shared/username-module.ts'

interface RedditAbout {
  kind?: string
  data?: {
    id?: string
    name?: string
    created_utc?: number
    link_karma?: number
    comment_karma?: number
    total_karma?: number
    icon_img?: string
    snoovatar_img?: string
    verified?: boolean
    has_verified_email?: boolean
    is_employee?: boolean
    is_mod?: boolean
    is_gold?: boolean
    is_suspended?: boolean
    subreddit?: {
      title?: string
      public_description?: string
      subscribers?: number
      over_18?: boolean
    } | null
  }
}

type RedditUser = NonNullable<RedditAbout['data']>

export const redditModule = usernameModule({
  id: 'reddit',
  name: 'Reddit',
  category: 'social',
  url: 'https://www.reddit.com/user/{}',
  hosts: ['www.reddit.com'],
  fixtures: { present: 'spez', absent: 'noonewouldeverusethis7-xq' },
  names: lettersDigitsDashes('Reddit usernames'),
  async run(ctx) {
    const res = await ctx.http.request(
      `https://www.reddit.com/user/${encodeURIComponent(ctx.query)}/about.json?raw_json=1`,
      { headers: { accept: 'application/json' } },
    )
    return readAccount<RedditUser, RedditAbout>(res, ctx.query, {
      absent: 'about.json answers 404 for no such user',
      account: (about) => (about.kind === 't2' ? about.data : undefined),
      name: 'name',
      record: (user, name) => {
        const avatar = user.snoovatar_img || user.icon_img
        return buildRecord(
          {
            name: user.subreddit?.title,
            username: name,
            id: user.id ? `t2_${user.id}` : undefined,
            bio: user.subreddit?.public_description,
            picture_url: avatar ? decodeAttribute(avatar) : undefined,
            followers: user.subreddit?.subscribers,
            verified: user.verified,
            profile_url: `https://www.reddit.com/user/${encodeURIComponent(name)}`,
          },
          [
            pv.date('created', 'Created', user.created_utc),
            pv.int('total_karma', 'Total karma', user.total_karma),
            pv.int('link_karma', 'Post karma', user.link_karma),
            pv.int('comment_karma', 'Comment karma', user.comment_karma),
            pv.bool('is_mod', 'Moderator', user.is_mod),
            pv.bool('is_employee', 'Reddit employee', user.is_employee),
            pv.bool('premium', 'Premium', user.is_gold),
            pv.bool('suspended', 'Suspended', user.is_suspended),
            pv.bool('nsfw', 'NSFW profile', user.subreddit?.over_18),
          ],
        )
      },
    })
  },
})
