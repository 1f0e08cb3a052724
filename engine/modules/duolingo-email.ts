/**
 * Duolingo. GET https://www.duolingo.com/2017-06-30/users?email=… answers {"users":[…]} with
 * the public profile of the account registered with the address, or {"users":[]}.
 *
 * Silent: a read of public profile data; it sends nothing.
 */
import { buildRecord, pv } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

interface DuolingoUser {
  id?: number
  username?: string
  name?: string
  bio?: string
  picture?: string
  totalXp?: number
  streak?: number
  creationDate?: number
  learningLanguage?: string
  fromLanguage?: string
  hasPlus?: boolean
  courses?: unknown[]
}

export const duolingoEmailModule = emailModule({
  id: 'duolingo-email',
  name: 'Duolingo',
  category: 'education',
  url: 'https://www.duolingo.com/profile/{}',
  hosts: ['www.duolingo.com'],
  silence:
    'A read of the public profile data Duolingo returns for the address; it starts no sign-in and sends nothing.',
  async run(ctx) {
    const res = await ctx.http.request(
      `https://www.duolingo.com/2017-06-30/users?${new URLSearchParams({ email: ctx.query })}`,
      { headers: { accept: 'application/json', referer: 'https://www.duolingo.com/' } },
    )
    if (res.status !== 200) return unexpected(res)
    const { users } = res.json<{ users?: DuolingoUser[] }>()
    if (!Array.isArray(users)) return unrecognised('user list')
    if (users.length === 0) return notFound('field users is empty')
    // The list answers the email asked; a user object carries no address to compare.
    const names = users.map((user) => `'${user.username ?? user.id ?? '?'}'`).join(', ')
    return found(
      `field users lists ${names}`,
      ...users.map((user) =>
        buildRecord(
          {
            email: ctx.query,
            username: user.username,
            name: user.name,
            id: user.id,
            bio: user.bio,
            // The avatar path is protocol-relative and needs a size suffix.
            picture_url: user.picture ? `${user.picture}/xlarge` : undefined,
            profile_url: user.username
              ? `https://www.duolingo.com/profile/${encodeURIComponent(user.username)}`
              : undefined,
          },
          [
            pv.date('created', 'Joined', user.creationDate),
            pv.int('total_xp', 'Total XP', user.totalXp),
            pv.int('streak', 'Streak (days)', user.streak),
            pv.str('learning_language', 'Learning', user.learningLanguage),
            pv.str('from_language', 'Speaks', user.fromLanguage),
            pv.bool('has_plus', 'Super Duolingo', user.hasPlus),
          ],
        ),
      ),
    )
  },
})
