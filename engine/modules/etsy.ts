/**
 * Etsy. GET https://www.etsy.com/api/v3/ajax/public/users/by-identity-optional?identity=…
 * is the lookup the "join with email" page makes: it answers the public profile of the
 * member whose sign-in identity is the address (user_id, login_name, real_name, location,
 * bio, follower_count, avatar_url, create_date, is_seller, …), or the bare JSON literal
 * null when no member has it.
 *
 * Silent: a read of the public profile any visitor can see on etsy.com/people/…; it starts
 * no sign-in, creates nothing and sends nothing to the owner.
 *
 * Answer shape from public tool data, not verified live.
 */
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

interface EtsyUser {
  user_id?: number | string
  login_name?: string
  real_name?: string
  display_name?: string
  location?: string
  bio?: string
  is_seller?: boolean
  follower_count?: number
  following_count?: number
  num_favorites?: number
  avatar_url?: string
  avatar?: { url?: string } | null
  create_date?: number
}

export const etsyModule = emailModule({
  id: 'etsy',
  name: 'Etsy',
  category: 'shopping',
  url: 'https://www.etsy.com/',
  hosts: ['www.etsy.com'],
  silence:
    "A read of the member's public profile (the one on etsy.com/people/…), as the join-with-email page looks it up; it starts no sign-in and sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request(
      `https://www.etsy.com/api/v3/ajax/public/users/by-identity-optional?${new URLSearchParams({ identity: ctx.query })}`,
      {
        headers: {
          accept: 'application/json, text/plain, */*',
          referer: 'https://www.etsy.com/join/email',
        },
      },
    )
    if (res.status !== 200) return unexpected(res)
    // "No member has this identity" is the literal null, not an empty object or an error.
    if (res.text.trim() === 'null') return notFound('the answer is null (no member)')
    const user = res.json<EtsyUser | null>()
    if (!user || typeof user !== 'object' || Array.isArray(user))
      return unrecognised('member lookup')
    const id = user.user_id
    if ((typeof id !== 'number' && typeof id !== 'string') || id === '')
      return unrecognised('member lookup without a user_id')
    const login = user.login_name
    return found(
      `field user_id is ${id}${login ? ` (login_name '${login}')` : ''}`,
      buildRecord(
        {
          email: ctx.query,
          id,
          username: login,
          name: user.real_name || user.display_name,
          location: user.location,
          bio: user.bio,
          followers: user.follower_count,
          picture_url: user.avatar?.url ?? user.avatar_url,
          profile_url: login
            ? `https://www.etsy.com/people/${encodeURIComponent(login)}`
            : undefined,
        },
        [
          pv.bool('is_seller', 'Seller', user.is_seller),
          pv.int('following', 'Following', user.following_count),
          pv.int('favorites', 'Favourites', user.num_favorites),
          pv.date('created', 'Joined', user.create_date),
        ],
      ),
    )
  },
})
