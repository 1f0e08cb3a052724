/**
 * PyPI. GET https://pypi.org/user/{u}/ (Warehouse's profile page; PyPI has no user API)
 * answers 200 with the `author-profile` block (name in `author-profile__name`, the username
 * in the first `author-profile__meta` row, "Joined" date, gravatar image) and an
 * "N projects" heading for an account, and 404 for none.
 */
import { buildRecord, pv } from './_shared/fields.ts'
import { decodeAttribute, decodeEntities } from '../sites/html.ts'
import { foundNamed, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { notOnlyDots, usernameModule } from './_shared/username-module.ts'

/** Visible text: screen-reader-only labels ("Username: ") and tags dropped. */
const text = (html: string | undefined) =>
  html
    ? decodeEntities(
        html.replace(/<span class="sr-only">[^<]*<\/span>/g, '').replace(/<[^>]*>/g, ''),
      )
        .replace(/\s+/g, ' ')
        .trim()
    : undefined

export const pypiModule = usernameModule({
  id: 'pypi',
  name: 'PyPI',
  category: 'coding',
  url: 'https://pypi.org/user/{}/',
  hosts: ['pypi.org'],
  fixtures: { present: 'gvanrossum', absent: 'noonewouldeverusethis7xq' },
  names: notOnlyDots('PyPI usernames'),
  async run(ctx) {
    const res = await ctx.http.request(`https://pypi.org/user/${encodeURIComponent(ctx.query)}/`)
    if (res.status === 404) return notFound('the profile page answers 404 for no such user')
    if (res.status !== 200) return unexpected(res)
    const html = res.text
    const profile = /<div class="author-profile">([\s\S]*?)<div class="left-layout__main">/.exec(
      html,
    )?.[1]
    if (!profile) return unrecognised('PyPI profile page')
    const name = text(/<h1 class="author-profile__name">([\s\S]*?)<\/h1>/.exec(profile)?.[1])
    const meta = /<div class="author-profile__meta">([\s\S]*?)<\/div>/.exec(profile)?.[1] ?? ''
    const username = text(/<p>([\s\S]*?)<\/p>/.exec(meta)?.[1])
    const joined =
      /<time[^>]*datetime="([^"]+)"/.exec(meta)?.[1] ?? /Joined (?:on )?([^<]+)</.exec(meta)?.[1]
    const avatar = /<img[^>]+src="([^"]+)"/.exec(profile)?.[1]
    const heading = text(
      /<div class="left-layout__main">\s*<h2[^>]*>([\s\S]*?)<\/h2>/.exec(html)?.[1],
    )
    const projects =
      heading === 'No projects' ? 0 : Number(/^(\d+) projects?$/.exec(heading ?? '')?.[1])
    return foundNamed(
      'profile username',
      username,
      ctx.query,
      buildRecord(
        {
          name,
          username,
          picture_url: avatar ? decodeAttribute(avatar) : undefined,
          profile_url: `https://pypi.org/user/${encodeURIComponent(ctx.query)}/`,
        },
        [
          pv.date('joined', 'Joined', joined?.trim()),
          pv.int('projects', 'Projects', Number.isFinite(projects) ? projects : undefined),
        ],
      ),
    )
  },
})
