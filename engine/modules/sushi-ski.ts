/**
 * sushi.ski (sushi.ski), a general-purpose Japanese Misskey server. Its sign-up form asks POST
 * https://sushi.ski/api/email-address/available with {"emailAddress"}: {"available":true,"reason":null}
 * when the address is free, {"available":false,"reason":"used"} when an account of the server
 * holds it. How it is read, and why it is silent (a field check; nothing is created or sent):
 * _email/misskey.ts.
 *
 * Endpoint and answers from Misskey's source; the server's own answers not verified live.
 */
import { misskeyEmailCheck } from './_email/misskey.ts'

export const sushiSkiModule = misskeyEmailCheck({
  id: 'sushi-ski',
  name: 'sushi.ski',
  origin: 'https://sushi.ski',
})
