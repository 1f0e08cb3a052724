/**
 * Hacker News. GET https://hacker-news.firebaseio.com/v0/user/{id}.json (official Firebase
 * API, no key) answers the user object ({id, created, karma, about, submitted}) or the JSON
 * literal null when there is no such user. When Firebase cannot answer (a wall or a server
 * error), the site's own page news.ycombinator.com/user?id={id} decides instead: it shows
 * "user:", "created:" and "karma:" rows for an account and "No such user." otherwise.
 * Ids are case-sensitive: letters, digits, "-", "_".
 */
import { BlockedError } from '../http/client.ts'
import type { ModuleContext, Outcome } from '../types.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { decodeEntities, stripTags } from '../sites/html.ts'
import { foundNamed, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { lettersDigitsDashes, usernameModule } from './_shared/username-module.ts'

interface HnUser {
  id?: string
  created?: number
  karma?: number
  about?: string
  submitted?: number[]
}

const SITE = 'https://news.ycombinator.com'

/** Found when the answer names the id asked for; `field` says where the name was read. */
function record(ctx: ModuleContext, field: string, user: HnUser & { id: string }): Outcome {
  return foundNamed(
    field,
    user.id,
    ctx.query,
    buildRecord(
      {
        username: user.id,
        id: user.id,
        bio: stripTags(user.about),
        profile_url: `${SITE}/user?id=${encodeURIComponent(user.id)}`,
      },
      [
        pv.date('created', 'Created', user.created),
        pv.int('karma', 'Karma', user.karma),
        pv.int('submissions', 'Submissions', user.submitted?.length),
      ],
    ),
  )
}

async function fromSite(ctx: ModuleContext): Promise<Outcome> {
  const res = await ctx.http.request(`${SITE}/user?${new URLSearchParams({ id: ctx.query })}`)
  if (res.status !== 200) return unexpected(res)
  if (/^\s*No such user\.\s*$/m.test(res.text)) return notFound("the page says 'No such user.'")
  const row = (label: string) =>
    new RegExp(`<td[^>]*>${label}:</td>\\s*<td([^>]*)>([\\s\\S]*?)</td>`).exec(res.text)
  const userRow = row('user')
  const id = userRow?.[2] ? decodeEntities(userRow[2].replace(/<[^>]*>/g, '')).trim() : undefined
  if (!id) return unrecognised('Hacker News user page')
  return record(ctx, 'user row', {
    id,
    created: Number(/timestamp="(\d+)"/.exec(userRow?.[1] ?? '')?.[1]) || undefined,
    karma: Number(row('karma')?.[2]?.trim()) || undefined,
    about: row('about')?.[2],
  })
}

export const hackernewsModule = usernameModule({
  id: 'hackernews',
  name: 'Hacker News',
  category: 'news',
  url: 'https://news.ycombinator.com/user?id={}',
  hosts: ['hacker-news.firebaseio.com', 'news.ycombinator.com'],
  fixtures: { present: 'pg', absent: 'noonewouldeverusethis7-xq' },
  names: lettersDigitsDashes('Hacker News ids'),
  async run(ctx) {
    let res
    try {
      res = await ctx.http.request(
        `https://hacker-news.firebaseio.com/v0/user/${encodeURIComponent(ctx.query)}.json`,
      )
    } catch (err) {
      if (err instanceof BlockedError) return fromSite(ctx)
      throw err
    }
    if (res.status >= 500) return fromSite(ctx)
    if (res.status !== 200) return unexpected(res)
    const user = res.json<HnUser | null>()
    if (user === null) return notFound('the user API answers null')
    if (!user.id) return unexpected(res, 'user object')
    return record(ctx, 'id', { ...user, id: user.id })
  },
})
