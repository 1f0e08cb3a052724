/**
 * Scratch. GET https://api.scratch.mit.edu/users/{u} (public API, no key) answers
 * {id, username, scratchteam, history: {joined}, profile: {images, status, bio, country}} or
 * 404 {"code":"NotFound","message":""}. Usernames are letters, digits, "-" and "_".
 */
import { buildRecord, pv } from './_shared/fields.ts'
import { readAccount } from './_shared/account.ts'
import { lettersDigitsDashes, usernameModule } from './_shared/username-module.ts'

interface ScratchUser {
  id?: number
  username?: string
  scratchteam?: boolean
  history?: { joined?: string }
  profile?: {
    images?: Record<string, string>
    status?: string
    bio?: string
    country?: string
  }
}

export const scratchModule = usernameModule({
  id: 'scratch',
  name: 'Scratch',
  category: 'education',
  url: 'https://scratch.mit.edu/users/{}',
  hosts: ['api.scratch.mit.edu'],
  fixtures: { present: 'griffpatch', absent: 'noonewouldever7xq' },
  names: lettersDigitsDashes('Scratch usernames'),
  async run(ctx) {
    const res = await ctx.http.request(
      `https://api.scratch.mit.edu/users/${encodeURIComponent(ctx.query)}`,
    )
    return readAccount<ScratchUser>(res, ctx.query, {
      absent: 'the users API answers 404 for no such user',
      name: 'username',
      record: (user, username) =>
        buildRecord(
          {
            username,
            id: user.id,
            bio: user.profile?.bio,
            location: user.profile?.country,
            picture_url: user.profile?.images?.['90x90'],
            profile_url: `https://scratch.mit.edu/users/${encodeURIComponent(username)}`,
          },
          [
            pv.date('joined', 'Joined', user.history?.joined),
            pv.str('working_on', "What I'm working on", user.profile?.status),
            pv.bool('scratch_team', 'Scratch Team', user.scratchteam),
          ],
        ),
    })
  },
})
