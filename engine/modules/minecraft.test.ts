import { describe, expect, it } from 'vitest'
import { minecraftModule } from './minecraft.ts'
import {
  JSON_HEADERS,
  fixture,
  flat,
  itReportsRateLimits,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const ORIGIN = 'https://api.mojang.com'

describe('minecraft', () => {
  it('parses the profile and dashes the UUID', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/users/profiles/minecraft/Notch' })
      .reply(200, fixture('minecraft', 'found.json'), JSON_HEADERS)
    const result = await p.run(minecraftModule, 'Notch')
    expect(requested(p)).toEqual(['GET https://api.mojang.com/users/profiles/minecraft/Notch'])
    expect(flat(result)).toEqual({
      username: 'Notch',
      id: '069a79f4-44e9-4726-a5be-fca90e38aaf5',
      profile_url: 'https://namemc.com/profile/Notch',
    })
  })

  it.each([
    [404, fixture('minecraft', 'not-found.json')],
    [204, ''],
  ])('answers not_found on %i', async (status, body) => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/users/profiles/minecraft/noonewouldev7xq' })
      .reply(status, body, JSON_HEADERS)
    expect((await p.run(minecraftModule, 'noonewouldev7xq')).status).toBe('not_found')
  })

  itReportsRateLimits(minecraftModule, ORIGIN, '/users/profiles/minecraft/Notch')
})
