/**
 * MyAnimeList, through Jikan (the open MAL API; MAL's own needs a client id). GET
 * https://api.jikan.moe/v4/users/{u}/full answers {"data":{mal_id, username, url, images,
 * last_online, location, joined, statistics, about}} for a member and 404 {"status":404,
 * "type":"BadResponseException","message":"Resource does not exist"} for none. Jikan also
 * relays MAL's own failures (5xx, 404 with other messages): those are not verdicts, so then
 * MAL's page myanimelist.net/profile/{u} decides (404 for no such member; og:title
 * "NAME's Profile - MyAnimeList.net" and "Joined"/"Last Online" rows for a member).
 */
import { BlockedError } from '../http/client.ts'
import type { ModuleContext, Outcome } from '../types.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { decodeEntities, metaTags } from '../sites/html.ts'
import { foundNamed, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { notOnlyDots, usernameModule } from './_shared/username-module.ts'

interface JikanUser {
  mal_id?: number | null
  username?: string
  url?: string
  images?: { jpg?: { image_url?: string | null }; webp?: { image_url?: string | null } }
  last_online?: string | null
  gender?: string | null
  location?: string | null
  joined?: string | null
  about?: string | null
  statistics?: {
    anime?: {
      total_entries?: number
      episodes_watched?: number
      days_watched?: number
      mean_score?: number
    }
    manga?: { total_entries?: number; chapters_read?: number }
  }
}

async function fromSite(ctx: ModuleContext): Promise<Outcome> {
  const url = `https://myanimelist.net/profile/${encodeURIComponent(ctx.query)}`
  const res = await ctx.http.request(url)
  if (res.status === 404) return notFound('the profile page answers 404 for no such member')
  if (res.status !== 200) return unexpected(res)
  const title = metaTags(res.text).get('og:title')
  const username = /^(.+?)'s Profile - MyAnimeList\.net$/.exec(title ?? '')?.[1]
  if (!username) return unrecognised('MyAnimeList profile page')
  const status = (label: string) => {
    const value = new RegExp(
      `user-status-title[^>]*>${label}</span>\\s*<span class="user-status-data[^>]*>([^<]+)<`,
    ).exec(res.text)?.[1]
    return value ? decodeEntities(value).trim() : undefined
  }
  return foundNamed(
    'og:title username',
    username,
    ctx.query,
    buildRecord(
      {
        username,
        location: status('Location'),
        picture_url: metaTags(res.text).get('og:image'),
        profile_url: url,
      },
      [
        pv.date('joined', 'Joined', status('Joined')),
        pv.str('last_online', 'Last online', status('Last Online')),
      ],
    ),
  )
}

export const myanimelistModule = usernameModule({
  id: 'myanimelist',
  name: 'MyAnimeList',
  category: 'hobby',
  url: 'https://myanimelist.net/profile/{}',
  hosts: ['api.jikan.moe', 'myanimelist.net'],
  fixtures: { present: 'Xinil', absent: 'noonewouldeverusethis7xq' },
  names: notOnlyDots('MyAnimeList usernames'),
  async run(ctx) {
    let res
    try {
      res = await ctx.http.request(
        `https://api.jikan.moe/v4/users/${encodeURIComponent(ctx.query)}/full`,
        {
          headers: { accept: 'application/json' },
        },
      )
    } catch (err) {
      if (err instanceof BlockedError) return fromSite(ctx)
      throw err
    }
    if (res.status === 404) {
      const err = res.json<{ message?: string }>()
      if (/resource does not exist/i.test(err.message ?? '')) {
        return notFound(`message '${err.message?.slice(0, 120)}'`)
      }
    }
    if (res.status !== 200) return fromSite(ctx)
    const user = res.json<{ data?: JikanUser }>().data
    if (!user?.username) return unexpected(res, 'user object')
    const anime = user.statistics?.anime
    return foundNamed(
      'username',
      user.username,
      ctx.query,
      buildRecord(
        {
          username: user.username,
          id: user.mal_id,
          bio: user.about,
          location: user.location,
          picture_url: user.images?.jpg?.image_url ?? user.images?.webp?.image_url,
          last_seen: user.last_online,
          profile_url: user.url,
        },
        [
          pv.date('joined', 'Joined', user.joined),
          pv.str('gender', 'Gender', user.gender),
          pv.int('anime_entries', 'Anime entries', anime?.total_entries),
          pv.int('episodes_watched', 'Episodes watched', anime?.episodes_watched),
          pv.int('manga_entries', 'Manga entries', user.statistics?.manga?.total_entries),
        ],
      ),
    )
  },
})
