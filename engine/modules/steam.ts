/**
 * Steam. GET https://steamcommunity.com/id/{u}/?xml=1 (the community site's XML profile, no
 * key) answers <profile> (steamID64, customURL, steamID, avatarFull, memberSince, location,
 * realname, summary, ...; private profiles carry less) for a taken custom URL and
 * <response><error>The specified profile could not be found.</error></response> otherwise.
 */
import { buildRecord, pv } from './_shared/fields.ts'
import { stripTags } from '../sites/html.ts'
import { foundNamed, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { xmlText } from './_shared/xml.ts'
import { notOnlyDots, usernameModule } from './_shared/username-module.ts'

export const steamModule = usernameModule({
  id: 'steam',
  name: 'Steam',
  category: 'gaming',
  url: 'https://steamcommunity.com/id/{}',
  hosts: ['steamcommunity.com'],
  fixtures: { present: 'gabelogannewell', absent: 'noonewouldeverusethis7xq' },
  names: notOnlyDots('Steam custom URLs'),
  async run(ctx) {
    const res = await ctx.http.request(
      `https://steamcommunity.com/id/${encodeURIComponent(ctx.query)}/?xml=1`,
      {
        headers: { accept: 'application/xml,text/xml' },
      },
    )
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
})
