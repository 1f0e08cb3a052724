import { describe, expect, it } from 'vitest'
import { domainCovers, platformHosts, siteHost } from './domains.ts'

describe('domainCovers', () => {
  it.each([
    ['github.com', 'github.com'],
    ['github.com', 'www.github.com'],
    ['github.com', 'm.github.com'],
    ['github.com', 'api.github.com'],
    ['www.reddit.com', 'reddit.com'],
    ['GitHub.com.', 'gist.github.com'],
    ['bbc.co.uk', 'www.bbc.co.uk'],
    ['forums.envato.com', 'forums.envato.com'],
  ])('%s covers %s', (domain, host) => {
    expect(domainCovers(domain, host)).toBe(true)
  })

  it.each([
    ['github.com', 'notgithub.com'],
    ['github.com', 'github.com.evil.example'],
    ['github.com', 'github.io'],
    ['co.uk', 'bbc.co.uk'],
    ['github.io', 'alice.github.io'],
    ['support.mozilla.org', 'discourse.mozilla.org'],
    ['forums.envato.com', 'envato.com'],
  ])('%s does not cover %s', (domain, host) => {
    expect(domainCovers(domain, host)).toBe(false)
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
