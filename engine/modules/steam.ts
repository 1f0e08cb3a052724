/**
 * Steam. GET https://steamcommunity.com/id/{u}/?xml=1 (the community site's XML profile, no
 * key) answers <profile> (steamID64, customURL, steamID, avatarFull, memberSince, location,
 * realname, summary, ...; private profiles carry less) for a taken custom URL and
 * <response><error>The specified profile could not be found.</error></response> otherwise.
 */
import type { LookupModule } from '../types.ts'
import { buildRecord, pv } from './_shared/fields.ts'
import { stripTags } from './_shared/html.ts'
import { foundNamed, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { pathSegment } from './_shared/path.ts'
import { xmlText } from './_shared/xml.ts'

export const steamModule: LookupModule = {
  id: 'steam',
  name: 'Steam',
  category: 'gaming',
  types: ['username'],
  url: 'https://steamcommunity.com/id/{}',
  hosts: ['steamcommunity.com'],
  kind: 'module',
  fixtures: { present: 'gabelogannewell', absent: 'noonewouldeverusethis7xq' },
  async run(ctx) {
    const segment = pathSegment(ctx.query)
    if (!segment) return notFound('Steam custom URLs are never only dots')
    const res = await ctx.http.request(`https://steamcommunity.com/id/${segment}/?xml=1`, {
      headers: { accept: 'application/xml,text/xml' },
    })
    if (res.status !== 200) return unexpected(res)
    const xml = res.text
    const error = xmlText(xml, 'error')
    if (error) {
      if (/could not be found/i.test(error)) return notFound(`error '${error.slice(0, 120)}'`)
      return unrecognised(`Steam error: ${error.slice(0, 120)}`)
    }
    const id64 = xmlText(xml, 'steamID64')
    if (!/<profile>/.test(xml) || !id64) return unrecognised('Steam profile XML')
    const customUrl = xmlText(xml, 'customURL')
    return foundNamed(
      'customURL',
      customUrl,
      ctx.query,
      buildRecord(
        {
          name: xmlText(xml, 'realname'),
          username: xmlText(xml, 'steamID'),
          id: id64,
          bio: stripTags(xmlText(xml, 'summary')),
          location: xmlText(xml, 'location'),
          picture_url: xmlText(xml, 'avatarFull'),
          profile_url: `https://steamcommunity.com/id/${encodeURIComponent(ctx.query)}`,
        },
        [
          pv.date('member_since', 'Member since', xmlText(xml, 'memberSince')),
          pv.str('custom_url', 'Custom URL', customUrl),
          pv.str('online_state', 'Online state', xmlText(xml, 'onlineState')),
          pv.str('privacy', 'Privacy', xmlText(xml, 'privacyState')),
          pv.bool('vac_banned', 'VAC banned', xmlText(xml, 'vacBanned') === '1'),
          pv.str('headline', 'Headline', xmlText(xml, 'headline')),
        ],
      ),
    )
  },
}
