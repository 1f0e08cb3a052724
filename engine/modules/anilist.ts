/**
 * AniList. POST https://graphql.anilist.co with a User(name:) query (public GraphQL, no key)
 * answers {"data":{"User":{...}}} for a member and HTTP 404 {"errors":[{"message":
 * "Not Found.","status":404}],"data":{"User":null}} for none: only that pair (User present
 * and null, beside a 404 error) is read as absent.
 */
import type { LookupModule } from '../types.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { stripTags } from '../sites/html.ts'
import { foundNamed, notFound, unexpected } from './_shared/outcomes.ts'

const QUERY = `query ($name: String) {
  User(name: $name) {
    id name about siteUrl createdAt updatedAt donatorTier
    avatar { large }
    statistics { anime { count episodesWatched meanScore } manga { count chaptersRead } }
  }
}`

interface AnilistUser {
  id?: number
  name?: string
  about?: string | null
  siteUrl?: string
  createdAt?: number
  updatedAt?: number
  donatorTier?: number
  avatar?: { large?: string | null }
  statistics?: {
    anime?: { count?: number; episodesWatched?: number; meanScore?: number }
    manga?: { count?: number; chaptersRead?: number }
  }
}
interface AnilistAnswer {
  data?: { User?: AnilistUser | null }
  errors?: { message?: string; status?: number }[]
}

export const anilistModule: LookupModule = {
  id: 'anilist',
  name: 'AniList',
  category: 'hobby',
  types: ['username'],
  url: 'https://anilist.co/user/{}/',
  hosts: ['graphql.anilist.co'],
  kind: 'module',
  fixtures: { present: 'Josh', absent: 'noonewouldeverusethis7xq' },
  async run(ctx) {
    const res = await ctx.http.request('https://graphql.anilist.co', {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: { query: QUERY, variables: { name: ctx.query } },
    })
    if (res.status !== 200 && res.status !== 404) return unexpected(res)
    const answer = res.json<AnilistAnswer>()
    const user = answer.data?.User
    if (user === null && (answer.errors ?? []).some((e) => e.status === 404)) {
      return notFound('field User is null, with an error of status 404')
    }
    if (!user) return unexpected(res, 'GraphQL answer')
    return foundNamed(
      'name',
      user.name,
      ctx.query,
      buildRecord(
        {
          username: user.name,
          id: user.id,
          bio: stripTags(user.about),
          picture_url: user.avatar?.large,
          profile_url: user.siteUrl,
        },
        [
          pv.date('created', 'Created', user.createdAt),
          pv.date('updated', 'Updated', user.updatedAt),
          pv.int('anime_count', 'Anime', user.statistics?.anime?.count),
          pv.int('episodes_watched', 'Episodes watched', user.statistics?.anime?.episodesWatched),
          pv.int('manga_count', 'Manga', user.statistics?.manga?.count),
          pv.int('chapters_read', 'Chapters read', user.statistics?.manga?.chaptersRead),
        ],
      ),
    )
  },
}
