import { describe, expect, it } from 'vitest'
import { domainCovers, platformHosts, siteHost } from './domains.ts'

describe('domainCovers', () => {
  it.each([
    ['github.com', 'github.com', true],
    ['github.com', 'www.github.com', true],
    ['github.com', 'm.github.com', true],
    ['github.com', 'api.github.com', true],
    ['www.reddit.com', 'reddit.com', true],
    ['GitHub.com.', 'gist.github.com', true],
    ['bbc.co.uk', 'www.bbc.co.uk', true],
    ['forums.envato.com', 'forums.envato.com', true],
    ['github.com', 'notgithub.com', false],
    ['github.com', 'github.com.evil.example', false],
    ['github.com', 'github.io', false],
    ['co.uk', 'bbc.co.uk', false],
    ['github.io', 'alice.github.io', false],
    ['support.mozilla.org', 'discourse.mozilla.org', false],
    ['forums.envato.com', 'envato.com', false],
  ])('%s covering %s is %s', (domain, host, covers) => {
    expect(domainCovers(domain, host)).toBe(covers)
  })
})

describe('siteHost', () => {
  it('names a host as its site is known', () => {
    expect(siteHost(' WWW.Example.COM. ')).toBe('example.com')
    expect(siteHost('www2.example.com')).toBe('example.com')
    expect(siteHost('mail.example.com')).toBe('mail.example.com')
  })
})

describe('platformHosts', () => {
  it("is the public address's host, whatever API the module asks", () => {
    expect(
      platformHosts({
        url: 'https://www.justwatch.com/',
        hosts: ['identitytoolkit.googleapis.com'],
      }),
    ).toEqual(['www.justwatch.com'])
    expect(platformHosts({ url: 'https://github.com/{}', hosts: ['api.github.com'] })).toEqual([
      'github.com',
    ])
  })

  it('is the declared hosts when the module has no public address', () => {
    expect(platformHosts({ url: '', hosts: ['api.cakeapp.me'] })).toEqual(['api.cakeapp.me'])
  })
})
