/**
 * TikTok. GET https://www.tiktok.com/@{u} (the profile page; the APIs are signed) embeds
 * <script id="__UNIVERSAL_DATA_FOR_REHYDRATION__"> whose __DEFAULT_SCOPE__["webapp.user-detail"]
 * holds statusCode 0 with userInfo {user, stats} for an account, and statusCode 10202 for
 * no such user. Any other code (banned, private, region walls) is not read as a verdict.
 * Usernames are letters, digits, "_" and ".".
 */
import type { LookupModule } from '../types.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { jsonScriptById } from '../sites/html.ts'
import { foundNamed, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

interface UserDetail {
  statusCode?: number
  statusMsg?: string
  userInfo?: {
    user?: {
      id?: string
      uniqueId?: string
      nickname?: string
      avatarLarger?: string
      signature?: string
      verified?: boolean
      privateAccount?: boolean
      createTime?: number
      region?: string
    }
    stats?: {
      followerCount?: number
      followingCount?: number
      heartCount?: number
      videoCount?: number
    }
  }
}

const NO_SUCH_USER = 10202

export const tiktokModule: LookupModule = {
  id: 'tiktok',
  name: 'TikTok',
  category: 'video',
  types: ['username'],
  url: 'https://www.tiktok.com/@{}',
  hosts: ['www.tiktok.com'],
  kind: 'module',
  fixtures: { present: 'tiktok', absent: 'noonewouldeverusethis7xq' },
  async run(ctx) {
    if (!/^[A-Za-z0-9_.]+$/.test(ctx.query)) {
      return notFound('TikTok usernames are letters, digits, "_" and "."')
    }
    const res = await ctx.http.request(`https://www.tiktok.com/@${encodeURIComponent(ctx.query)}`)
    if (res.status !== 200) return unexpected(res)
    const data = jsonScriptById(res.text, '__UNIVERSAL_DATA_FOR_REHYDRATION__') as
      { __DEFAULT_SCOPE__?: Record<string, unknown> } | undefined
    const detail = data?.__DEFAULT_SCOPE__?.['webapp.user-detail'] as UserDetail | undefined
    if (!detail) return unrecognised('TikTok page')
    if (detail.statusCode === NO_SUCH_USER) {
      return notFound(`webapp.user-detail statusCode is ${NO_SUCH_USER}`)
    }
    const user = detail.userInfo?.user
    if (detail.statusCode !== 0 || !user?.uniqueId) {
      return unrecognised(`TikTok status ${detail.statusCode ?? '(none)'}`)
    }
    const stats = detail.userInfo?.stats
    return foundNamed(
      'uniqueId',
      user.uniqueId,
      ctx.query,
      buildRecord(
        {
          name: user.nickname,
          username: user.uniqueId,
          id: user.id,
          bio: user.signature,
          picture_url: user.avatarLarger,
          followers: stats?.followerCount,
          verified: user.verified,
          profile_url: `https://www.tiktok.com/@${encodeURIComponent(user.uniqueId)}`,
        },
        [
          pv.date('created', 'Created', user.createTime),
          pv.int('following', 'Following', stats?.followingCount),
          pv.int('likes', 'Likes', stats?.heartCount),
          pv.int('videos', 'Videos', stats?.videoCount),
          pv.bool('private', 'Private account', user.privateAccount),
          pv.str('region', 'Region', user.region),
        ],
      ),
    )
  },
}
