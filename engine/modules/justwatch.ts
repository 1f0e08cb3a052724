/**
 * JustWatch. Its accounts live in Firebase Authentication: POST
 * https://identitytoolkit.googleapis.com/v1/accounts:createAuthUri?key={JustWatch's web key}
 * with {"identifier", "continueUri": "https://www.justwatch.com/"} answers "registered":
 * true or false and the sign-in methods of the address (see _email/firebase.ts).
 *
 * Silent: the lookup the sign-in dialog makes to pick password or provider sign-in; it
 * sends nothing. The key is the public web key in JustWatch's own pages, not a secret.
 *
 * Answer shape from public tool data, not verified live.
 */
import type { LookupModule } from '../types.ts'
import { FIREBASE_SILENCE, createAuthUri } from './_email/firebase.ts'

export const justwatchModule: LookupModule = {
  id: 'justwatch',
  name: 'JustWatch',
  category: 'video',
  types: ['email'],
  url: '',
  hosts: ['identitytoolkit.googleapis.com'],
  kind: 'module',
  finding: 'account',
  silence: FIREBASE_SILENCE,
  fixtures: { present: 'test@gmail.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  run: (ctx) =>
    createAuthUri(ctx, {
      apiKey: 'AIzaSyDv6JIzdDvbTBS-JWdR4Kl22UvgWGAyuo8',
      origin: 'https://www.justwatch.com',
    }),
}
