import { describe, expect, it } from 'vitest'
import { minecraftModule } from './minecraft.ts'
import {
  JSON_HEADERS,
  answersFrom,
  fixture,
  fixtureWith,
  flat,
  itRefusesAnotherAccount,
  itReportsRateLimits,
  requested,
  usePlatforms,
} from './_shared/testing.ts'

const platform = usePlatforms()
const ORIGIN = 'https://api.mojang.com'
const at = answersFrom(ORIGIN)

describe('minecraft', () => {
  it('parses the profile and dashes the UUID', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/users/profiles/minecraft/Notch' })
      .reply(200, fixture('minecraft', 'found.json'), JSON_HEADERS)
    const result = await p.run(minecraftModule, 'Notch')
    expect(result.evidence?.summary).toBe(
      "GET https://api.mojang.com/users/profiles/minecraft/Notch → HTTP 200, name is 'Notch'",
    )
    expect(requested(p)).toEqual(['GET https://api.mojang.com/users/profiles/minecraft/Notch'])
    expect(flat(result)).toEqual({
      username: 'Notch',
      id: '069a79f4-44e9-4726-a5be-fca90e38aaf5',
      profile_url: 'https://namemc.com/profile/Notch',
    })
  })

  it.each([
    [404, fixture('minecraft', 'not-found.json'), 'the profiles API answers 404 for no such name'],
    [204, '', 'the profiles API answers 204, its former answer for no such name'],
  ])('answers not_found on %i', async (status, body, proof) => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/users/profiles/minecraft/noonewouldev7xq' })
      .reply(status, body, JSON_HEADERS)
    const result = await p.run(minecraftModule, 'noonewouldev7xq')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toBe(
      `GET https://api.mojang.com/users/profiles/minecraft/noonewouldev7xq → HTTP ${status}, ${proof}`,
    )
  })

  it('answers not_found on "Invalid profile name", a name no account can have', async () => {
    const p = platform()
    p.agent
      .get(ORIGIN)
      .intercept({ path: '/users/profiles/minecraft/a%20b' })
      .reply(400, '{"errorMessage":"Invalid profile name"}', JSON_HEADERS)
    const result = await p.run(minecraftModule, 'a b')
    expect(result.status).toBe('not_found')
    expect(result.evidence?.summary).toMatch(/→ HTTP 400, errorMessage 'Invalid profile name'/)
  })

  itRefusesAnotherAccount(
    minecraftModule,
    at(
      '/users/profiles/minecraft/Notch',
      200,
      fixtureWith('minecraft', 'found.json', ['name'], 'Notch_'),
    ),
  )

  itReportsRateLimits(minecraftModule, ORIGIN, '/users/profiles/minecraft/Notch')
})
