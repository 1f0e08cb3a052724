import { describe, expect, it } from 'vitest'
import { buildRecord, pv, type Raw, type VariableInput } from '../modules/_shared/fields.ts'
import type { FieldName, QueryType } from '../types.ts'
import { extractPersonLinks, type LeadSource } from './extract-leads.ts'

const github: LeadSource['module'] = {
  id: 'github',
  name: 'GitHub',
  hosts: ['api.github.com'],
  url: 'https://github.com/{}',
}

function read(
  fields: Partial<Record<FieldName, Raw>>,
  variables: VariableInput[] = [],
  source: { query?: string; type?: QueryType; module?: LeadSource['module'] } = {},
) {
  return extractPersonLinks([buildRecord(fields, variables)], {
    query: source.query ?? 'ada',
    type: source.type ?? 'username',
    module: source.module ?? github,
  })
}

const values = (fields: Parameters<typeof read>[0], variables?: VariableInput[]) =>
  read(fields, variables).leads.map((l) => `${l.kind}:${l.value}`)

describe('extractPersonLinks: what a profile exposes', () => {
  it('reads handles, addresses and sites from a bio, each with its field', () => {
    const { leads } = read({
      bio: 'Maths @ada_codes. Mail ada.l@analytical.example, site https://ada.example/notes/.',
    })
    expect(leads).toEqual([
      { kind: 'email', value: 'ada.l@analytical.example', field: 'Bio' },
      {
        kind: 'website',
        value: 'https://ada.example/notes',
        field: 'Bio',
        url: 'https://ada.example/notes',
      },
      { kind: 'username', value: 'ada_codes', field: 'Bio' },
    ])
  })

  it('reads a linked account as a handle on its platform, with its profile', () => {
    const { leads, links } = read({}, [
      pv.str('twitter', 'Twitter', '@lovelace1815'),
      pv.url('website', 'Website', 'https://www.instagram.com/ada.lace/?igshid=abc'),
    ])
    expect(leads).toEqual([
      {
        kind: 'username',
        value: 'lovelace1815',
        field: 'Twitter',
        platform: 'X (Twitter)',
        url: 'https://x.com/lovelace1815',
      },
      {
        kind: 'username',
        value: 'ada.lace',
        field: 'Website',
        platform: 'Instagram',
        url: 'https://instagram.com/ada.lace',
      },
    ])
    expect(links).toEqual(['https://x.com/lovelace1815', 'https://instagram.com/ada.lace'])
  })

  it('reads "service:handle" lists, websites among them', () => {
    expect(
      values({}, [
        pv.str('proofs', 'Proven accounts', 'github:lace-ada, generic_web_site:ada.dev, hn:al'),
      ]),
    ).toEqual(['username:lace-ada', 'website:https://ada.dev', 'username:al'])
  })

  it('reads addresses, numbers and usernames from their own fields', () => {
    const { leads } = read(
      { email: 'Ada@Example.org', phone: '+44 7400 123456', username: 'ada_l' },
      [],
      { query: 'someone@example.net', type: 'email' },
    )
    expect(leads.map((l) => [l.kind, l.value, l.field])).toEqual([
      ['email', 'Ada@Example.org', 'Email'],
      ['phone', '+447400123456', 'Phone'],
      ['username', 'ada_l', 'Username'],
    ])
  })

  it('reads the address a redirect page wraps, and a chat link as a number', () => {
    expect(
      values({
        bio: 'https://l.facebook.com/l.php?u=https%3A%2F%2Fada.example%2F and https://wa.me/447400123456',
      }),
    ).toEqual(['website:https://ada.example', 'phone:+447400123456'])
  })

  it('reads a fediverse handle as an account on its server, not as an address', () => {
    const { leads } = read({ bio: 'Toots as @lace@hachyderm.io' })
    expect(leads).toEqual([
      {
        kind: 'username',
        value: 'lace',
        field: 'Bio',
        platform: 'hachyderm.io',
        url: 'https://hachyderm.io/@lace',
      },
    ])
  })

  it('keeps one lead per identifier, however it was written', () => {
    expect(
      values({ bio: 'ADA.L@analytical.example https://Ada.Example/ www.ada.example' }, [
        pv.str('company', 'Company', 'x'),
        pv.url('blog', 'Website', 'http://ada.example'),
      ]),
    ).toEqual(['email:ADA.L@analytical.example', 'website:https://ada.example'])
  })
})

describe('extractPersonLinks: never the query', () => {
  it.each([
    ['the same handle in another case', { bio: 'also @ADA elsewhere' }],
    ['a leading @', { username: '@ada' }],
    ['its profile on another platform', { bio: 'https://twitter.com/Ada' }],
    ['its page on some site', { bio: 'https://blog.example/@ada' }],
    ['its subdomain', { bio: 'https://ada.tumblr.com/' }],
    ['its handle on a platform that adds a domain', { username: 'ada.bsky.social' }],
  ])('%s', (_, fields) => {
    expect(read(fields).leads).toEqual([])
  })

  it('but links to its profiles elsewhere are kept for matching accounts', () => {
    expect(read({}, [pv.str('twitter', 'Twitter', 'Ada')]).links).toEqual(['https://x.com/Ada'])
  })

  it('nor the searched address or number', () => {
    expect(
      read({ email: 'ADA@example.org' }, [], { query: 'ada@example.org', type: 'email' }).leads,
    ).toEqual([])
    expect(
      read({ phone: '07400 123456' }, [], { query: '+447400123456', type: 'phone' }).leads,
    ).toEqual([])
  })
})

describe('extractPersonLinks: never furniture', () => {
  it.each([
    ['a service mailbox', 'write to noreply@mail.example or support+ada@help.example'],
    ["the platform's own address", 'ada@github.com'],
    ["the platform's own pages", 'https://github.com/features and https://docs.github.com/x'],
    ['share and intent links', 'https://x.com/intent/tweet?text=hi https://news.example/share'],
    ['share services', 'https://www.addtoany.com/add_to/x'],
    ['app stores', 'https://apps.apple.com/app/id1 https://play.google.com/store/apps'],
    ['pictures and files', 'https://ada.example/me.jpg https://cdn.ada.example/page'],
    ['CDN hosts', 'https://pbs.twimg.com/profile_images/1'],
    ['tracking links', 'https://t.co/abc https://ad.doubleclick.net/x'],
    ['a redirect that hides its target', 'https://l.facebook.com/l.php?h=abc'],
    ["the platform's own name as a mention", 'Working at @github'],
  ])('%s', (_, bio) => {
    expect(read({ bio }).leads).toEqual([])
  })

  it('ignores what is neither an identifier nor a link', () => {
    expect(
      values({ bio: 'ftp://ada.example @ x' }, [pv.str('twitter', 'Twitter', 'not a handle!')]),
    ).toEqual([])
  })

  it('caps what one profile can add', () => {
    const bio = Array.from({ length: 60 }, (_, i) => `@someone${i}`).join(' ')
    expect(read({ bio }).leads).toHaveLength(25)
  })
})
