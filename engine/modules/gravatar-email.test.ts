import { expect, it } from 'vitest'
import { gravatarEmailModule, gravatarHash } from './gravatar-email.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

// md5("ada.lovelace@example.com"), computed independently of the module.
const HASH = '2b9150605ac374d671a306b5fcee60a0'
const profile = endpoint('https://gravatar.com', `/${HASH}.json`)

describeRecordedCheck(gravatarEmailModule, {
  check: profile,
  status: 404,
  foundStatus: 200,
  wall: [profile(429, '"Too many requests"')],
  foundFields: {
    username: 'adalovelace',
    id: '35713922',
    name: 'Ada Lovelace',
    first_name: 'Ada',
    last_name: 'Lovelace',
    location: 'London, UK',
    bio: 'Writing the first program for the Analytical Engine.',
    picture_url: 'https://0.gravatar.com/avatar/2b9150605ac374d671a306b5fcee60a0',
    profile_url: 'https://gravatar.com/adalovelace',
    display_name: 'Ada',
    pronouns: 'she/her',
    job_title: 'Analyst',
    company: 'Analytical Engine Ltd',
    photo_count: 2,
    photo_2: 'https://0.gravatar.com/userimage/35713922/4c1d0b9f3e2a.jpeg',
    account_github: 'https://github.com/adalovelace',
    account_mastodon: 'https://mastodon.social/@ada',
    website_1: 'https://ada.example.org/',
  },
  proof: {
    found: /HTTP 200, requestHash is '2b9150605ac374d671a306b5fcee60a0'$/,
    notFound: /HTTP 404, the profile API has no profile for the hash$/,
  },
  blockedReason: 'rate_limited',
})

it('hashes the trimmed, lower-cased address', () => {
  expect(gravatarHash('  Ada.Lovelace@Example.COM ')).toBe(HASH)
})

itLooksUp(gravatarEmailModule, {
  "gives no verdict on another address's profile": {
    query: ADDRESS,
    answers: [
      profile(
        200,
        fixture('gravatar-email', 'found.json').replaceAll(
          HASH,
          '0bc83cb571cd1c50ba6f3e8a78ef1346',
        ),
      ),
    ],
    ...UNRECOGNISED,
  },
})
