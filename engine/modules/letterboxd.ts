/**
 * Letterboxd. GET https://letterboxd.com/{u}/ (the profile page; the API is invite-only)
 * answers 200 with og:title "NAME’s profile", og:url "https://letterboxd.com/{u}/" (the
 * member it describes), og:description (with "Bio: ..."), the avatar, `profile-statistic`
 * counters (Films, Following, Followers, ...) and the member id in
 * "/ajax/person:{id}/report-for" for a member, and 404 "Sorry, we can’t find the page"
 * for a free name.
 */
import { buildRecord, pv, toInt } from './_shared/fields.ts'
import { decodeAttribute, decodeEntities, metaTags } from '../sites/html.ts'
import { foundNamed, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { notOnlyDots, usernameModule } from './_shared/username-module.ts'

function statistics(html: string): Map<string, number> {
  const stats = new Map<string, number>()
  for (const [, block = ''] of html.matchAll(
    /<h4 class="profile-statistic[^"]*">([\s\S]*?)<\/h4>/g,
  )) {
    const value = toInt(/<span class="value">([^<]+)<\/span>/.exec(block)?.[1])
    const label = /<span class="definition">([^<]+)<\/span>/.exec(block)?.[1]
    if (value !== undefined && label) stats.set(decodeEntities(label).trim().toLowerCase(), value)
  }
  return stats
}

export const letterboxdModule = usernameModule({
  id: 'letterboxd',
  name: 'Letterboxd',
  category: 'hobby',
  url: 'https://letterboxd.com/{}/',
  hosts: ['letterboxd.com'],
  fixtures: { present: 'dave', absent: 'noonewouldeverusethis7xq' },
  names: notOnlyDots('Letterboxd usernames'),
  async run(ctx) {
    const res = await ctx.http.request(`https://letterboxd.com/${encodeURIComponent(ctx.query)}/`)
    if (res.status === 404) return notFound('the profile page answers 404 for no such member')
    if (res.status !== 200) return unexpected(res)
    const tags = metaTags(res.text)
    const title = tags.get('og:title')
    const id = /\/ajax\/person:(\d+)\/report-for/.exec(res.text)?.[1]
    if (!title || !/profile-statistic|profile-summary/.test(res.text)) {
      return unrecognised('Letterboxd page')
    }
    const member = /^https:\/\/letterboxd\.com\/([^/]+)\/$/.exec(tags.get('og:url') ?? '')?.[1]
    const name = title.replace(/\s*\|\s*Letterboxd$/, '').replace(/[’']s profile$/, '')
    const description = tags.get('og:description') ?? ''
    const bio = description.includes('Bio: ') ? description.split('Bio: ').pop() : undefined
    const location = /<div class="metadatum[^"]*">[\s\S]*?<span[^>]*>([^<]+)<\/span>/.exec(
      res.text,
    )?.[1]
    const avatar = /<div class="profile-avatar[^"]*">[\s\S]*?<img[^>]+src="([^"]+)"/.exec(
      res.text,
    )?.[1]
    const stats = statistics(res.text)
    return foundNamed(
      'og:url username',
      member,
      ctx.query,
      buildRecord(
        {
          name,
          username: ctx.query,
          id,
          bio,
          location: location ? decodeEntities(location) : undefined,
          picture_url: avatar ? decodeAttribute(avatar) : tags.get('og:image'),
          followers: stats.get('followers'),
          profile_url: `https://letterboxd.com/${encodeURIComponent(ctx.query)}/`,
        },
        [
          pv.int('films', 'Films', stats.get('films')),
          pv.int('films_this_year', 'Films this year', stats.get('this year')),
          pv.int('lists', 'Lists', stats.get('lists')),
          pv.int('following', 'Following', stats.get('following')),
        ],
      ),
    )
  },
})
