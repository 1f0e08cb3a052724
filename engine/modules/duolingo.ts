/**
 * Duolingo. GET https://www.duolingo.com/2017-06-30/users?username={u} (the web app's API,
 * no login) answers {"users":[user]} for an account and {"users":[]} for none. The picture
 * field is a protocol-relative base to which a size ("/xlarge") is appended.
 */
import type { LookupModule } from '../types.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { foundNamed, notFound, unexpected } from './_shared/outcomes.ts'

interface DuoUser {
  id?: number
  username?: string
  name?: string
  bio?: string
  picture?: string
  creationDate?: number
  streak?: number
  totalXp?: number
  hasPlus?: boolean
  learningLanguage?: string
  fromLanguage?: string
  courses?: { title?: string; learningLanguage?: string; xp?: number }[]
}

export const duolingoModule: LookupModule = {
  id: 'duolingo',
  name: 'Duolingo',
  category: 'education',
  types: ['username'],
  url: 'https://www.duolingo.com/profile/{}',
  hosts: ['www.duolingo.com'],
  kind: 'module',
  fixtures: { present: 'luis', absent: 'noonewouldeverusethis7xq' },
  async run(ctx) {
    const res = await ctx.http.request(
      `https://www.duolingo.com/2017-06-30/users?${new URLSearchParams({ username: ctx.query })}`,
      { headers: { accept: 'application/json' } },
    )
    if (res.status !== 200) return unexpected(res)
    const body = res.json<{ users?: DuoUser[] }>()
    if (!Array.isArray(body.users)) return unexpected(res, 'user list')
    const user = body.users[0]
    if (!user) return notFound('field users is an empty list')
    if (!user.username) return unexpected(res, 'user entry')
    const picture =
      user.picture && !/defaults/.test(user.picture) ? `${user.picture}/xlarge` : undefined
    const courses = (user.courses ?? []).map((c) => c.title).filter(Boolean)
    return foundNamed(
      'username',
      user.username,
      ctx.query,
      buildRecord(
        {
          name: user.name,
          username: user.username,
          id: user.id,
          bio: user.bio,
          picture_url: picture,
          profile_url: `https://www.duolingo.com/profile/${encodeURIComponent(user.username)}`,
        },
        [
          pv.date('created', 'Created', user.creationDate),
          pv.int('streak', 'Streak (days)', user.streak),
          pv.int('total_xp', 'Total XP', user.totalXp),
          pv.str('learning', 'Learning', user.learningLanguage),
          pv.str('courses', 'Courses', courses.join(', ')),
          pv.bool('plus', 'Super / Plus', user.hasPlus),
        ],
      ),
    )
  },
}
