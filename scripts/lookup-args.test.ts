import { describe, expect, it } from 'vitest'
import { UsageError, parseLookupArgs } from './lookup.ts'

describe('parseLookupArgs', () => {
  it('reads a search with its options', () => {
    expect(
      parseLookupArgs([
        'username',
        'alice',
        '--json',
        '--modules',
        'github, gitlab',
        '--timeout',
        '20',
      ]),
    ).toEqual({
      mode: 'search',
      type: 'username',
      query: 'alice',
      json: true,
      modules: ['github', 'gitlab'],
      timeoutS: 20,
    })
  })

  it('defaults to a 60 s budget and a table', () => {
    expect(parseLookupArgs(['email', 'a@example.com'])).toMatchObject({
      json: false,
      timeoutS: 60,
    })
  })

  it('normalises the query as the search form does', () => {
    expect(parseLookupArgs(['username', '@alice'])).toMatchObject({ query: 'alice' })
  })

  it('reads --list with and without --json', () => {
    expect(parseLookupArgs(['--list', '--json'])).toEqual({ mode: 'list', json: true })
    expect(parseLookupArgs(['--list'])).toEqual({ mode: 'list', json: false })
  })

  it.each([
    [[], /query type and a query/],
    [['username'], /query type and a query/],
    [['fax', '123'], /must be one of email, phone, username/],
    [['username', 'alice', 'bob'], /one query at a time/],
    [['username', 'a'], /invalid username/],
    [['email', 'not-an-email'], /invalid email/],
    [['username', 'alice', '--timeout', '0'], /--timeout/],
    [['username', 'alice', '--timeout', '61'], /--timeout/],
    [['username', 'alice', '--timeout', 'soon'], /--timeout/],
    [['username', 'alice', '--modules', ','], /--modules/],
    [['username', 'alice', '--verbose'], /Unknown option/],
    [['--list', 'username', 'alice'], /--list takes no query/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseLookupArgs(argv)).toThrow(UsageError)
    expect(() => parseLookupArgs(argv)).toThrow(message)
  })
})
