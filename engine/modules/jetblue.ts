/**
 * JetBlue TrueBlue. GET https://trueblue.jetblue.com/b2c/search?customer.address.email=… is
 * the TrueBlue join form's member search: {"found": true} when a member uses the address,
 * {"found": false} when not.
 *
 * Silent: the join form searches before it lets an address enrol; it sends nothing.
 *
 * Answer shape from public tool data (2021), not verified live.
 */
import { getWith, oneRequestCheck } from './_email/one-request-check.ts'

export const jetblueModule = oneRequestCheck({
  id: 'jetblue',
  name: 'JetBlue TrueBlue',
  category: 'travel',
  url: 'https://trueblue.jetblue.com/',
  hosts: ['trueblue.jetblue.com'],
  silence:
    "The TrueBlue join form's member search, made before an address may enrol; it sends nothing.",
  ask: (email) =>
    getWith(
      'https://trueblue.jetblue.com/b2c/search',
      { 'customer.address.email': email },
      { accept: 'application/json' },
    ),
  answer: {
    at: 'found',
    taken: [true],
    free: [false],
    what: 'member search answer',
  },
})
