import { minecraftModule } from './minecraft.ts'
import { answersFrom, fixture, fixtureWith } from './_shared/testing.ts'
import { describeUsernameLookup } from './_shared/username-suite.ts'

const ORIGIN = 'https://api.mojang.com'
const at = answersFrom(ORIGIN)
const ABSENT = '/users/profiles/minecraft/noonewouldev7xq'

describeUsernameLookup(minecraftModule, {
  cases: {
    'parses the profile and dashes the UUID': {
      query: 'Notch',
      answers: [at('/users/profiles/minecraft/Notch', 200, fixture('minecraft', 'found.json'))],
      status: 'found',
      proof: "name is 'Notch'",
      fieldsExactly: {
        username: 'Notch',
        id: '069a79f4-44e9-4726-a5be-fca90e38aaf5',
        profile_url: 'https://namemc.com/profile/Notch',
      },
    },
    'answers not_found on 404': {
      query: 'noonewouldev7xq',
      answers: [at(ABSENT, 404, fixture('minecraft', 'not-found.json'))],
      status: 'not_found',
      proof: 'the profiles API answers 404 for no such name',
    },
    'answers not_found on 204': {
      query: 'noonewouldev7xq',
      answers: [at(ABSENT, 204, '')],
      status: 'not_found',
      proof: 'the profiles API answers 204, its former answer for no such name',
    },
    'answers not_found on "Invalid profile name", a name no account can have': {
      query: 'a b',
      answers: [
        at('/users/profiles/minecraft/a%20b', 400, '{"errorMessage":"Invalid profile name"}'),
      ],
      status: 'not_found',
      summary: /→ HTTP 400, errorMessage 'Invalid profile name'/,
    },
  },
  anotherAccount: at(
    '/users/profiles/minecraft/Notch',
    200,
    fixtureWith('minecraft', 'found.json', ['name'], 'Notch_'),
  ),
})
