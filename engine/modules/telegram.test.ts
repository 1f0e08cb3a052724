import { describe, expect, it } from 'vitest'
import { telegramModule } from './telegram.ts'
import {
  HTML_HEADERS,
  UNRECOGNISED,
  answersFrom,
  fixture,
  flat,
  itRefusesAnotherAccount,
  itReportsRateLimits,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const ORIGIN = 'https://t.me'
const at = answersFrom(ORIGIN, HTML_HEADERS)

describe('telegram', () => {
  it('parses a user page', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/durov' })
      .reply(200, fixture('telegram', 'user.html'), HTML_HEADERS)
    const result = await p.run(telegramModule, 'durov')
    expect(result.evidence?.summary).toBe(
      "GET https://t.me/durov → HTTP 200, tg://resolve domain is 'durov'",
    )
    expect(requested(p)).toEqual(['GET https://t.me/durov'])
    expect(flat(result)).toEqual({
      name: 'Pavel Durov',
      username: 'durov',
      bio: 'Founder of Telegram. Cares about freedom & privacy.',
      picture_url: 'https://cdn4.cdn-telegram.org/file/durov-userpic-1.jpg',
      verified: true,
      profile_url: 'https://t.me/durov',
      kind: 'user or bot',
    })
  })

  it('reads a channel and its subscriber count', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/telegram' })
      .reply(200, fixture('telegram', 'channel.html'), HTML_HEADERS)
    const result = await p.run(telegramModule, 'telegram')
    expect(result.evidence?.summary).toBe(
      "GET https://t.me/telegram → HTTP 200, tg://resolve domain is 'telegram'",
    )
    expect(flat(result)).toMatchObject({
      name: 'Telegram News',
      username: 'telegram',
      followers: 10213450,
      kind: 'channel',
    })
  })

  it('answers not_found on the "Telegram: Contact @..." page', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/noonewouldevereverusethis9' })
      .reply(200, fixture('telegram', 'not-found.html'), HTML_HEADERS)
    const result = await p.run(telegramModule, 'noonewouldevereverusethis9')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      "GET https://t.me/noonewouldevereverusethis9 → HTTP 200, og:title is 'Telegram: Contact @noonewouldevereverusethis9', the card of a free name",
    )
  })

  it('refuses the contact card of another name', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/nobodyatall' })
      .reply(200, fixture('telegram', 'not-found.html'), HTML_HEADERS)
    expect(await p.run(telegramModule, 'nobodyatall')).toMatchObject(UNRECOGNISED)
  })

  itRefusesAnotherAccount(
    telegramModule,
    at('/durov2', 200, fixture('telegram', 'user.html')),
    'durov2',
  )

  it('answers not_found for a name with a dot, which Telegram forbids, without asking', async () => {
    const p = platform()
    const result = await p.run(telegramModule, 'a.b.c.d.e')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toMatch(/^No request: Telegram usernames start with a letter/)
    expect(requested(p)).toEqual([])
  })

  itReportsRateLimits(telegramModule, ORIGIN, '/durov')
})
