import { CLASS_PAGES, LOGIN_REDIRECT } from '../../engine/testing/class-pages.ts'
import { NOBODY_PAGES } from '../../engine/testing/nobody-pages.ts'
import { PROFILE_STYLES, profilePage, profileType } from '../../engine/testing/profile-pages.ts'
import {
  PRESENT_MARKER,
  SEARCHED_PREFIX,
  html,
  htmlType,
  type FarmAnswer,
  type FarmSite,
} from './farm-site.ts'

/**
 * The hostile classes of the engine benchmark: a way every site of a farm misbehaves at once
 * (scripts/bench/farm.ts), and the profile pages real sites render, which some of them imitate.
 */

/**
 * A way every site of the farm misbehaves at once; `every`: for every name, canaries' too;
 * `shape`: for every name of the searched name's shape (a canary's made-up name of another
 * shape gets the honest answer).
 */
export interface HostileClass {
  id: string
  name: string
  every: boolean
  shape?: boolean
  /** The kind of page, for the benchmark's table of verdicts by class. */
  kind: PageKind
  answer(username: string, at: FarmRequest): FarmAnswer
}

/** The classes of page the benchmark's table of verdicts counts apart. */
export type PageKind =
  | 'wall'
  | 'soft-404'
  | 'broken'
  | 'nobody'
  | 'claim'
  | 'json'
  | 'other-account'
  | 'separator'
  | 'every-name'

/** What each class page is, for that table. */
const CLASS_KIND: Readonly<Record<string, PageKind>> = {
  landing: 'soft-404',
  search: 'soft-404',
  consent: 'wall',
  region: 'wall',
  'region-451': 'wall',
  captcha: 'wall',
  turnstile: 'wall',
  'login-page': 'wall',
  [LOGIN_REDIRECT.id]: 'wall',
  empty: 'broken',
  'js-shell': 'broken',
  'json-error': 'broken',
  'json-empty': 'broken',
}

/** The name the hostile searches ask: its shape is the one the `shape` classes answer. */
export const HOSTILE_NAME = `${SEARCHED_PREFIX}-hostile`

/** Where a request landed: the site, and the origin it was asked at (for absolute links). */
export interface FarmRequest {
  site: FarmSite
  origin: string
}

/** A name that contains the asked one, as a site's fuzzy match or a rename serves it. */
const OTHER_SUFFIX = '-other'

/**
 * The profile page of an account, as real sites render them: each site its own style (a
 * handle in the title and a canonical URL; only a display name in the title with the
 * "@handle" in the header; links to its tabs; a link reading "@handle"), with the site's
 * marker where its rule has one.
 */
export function profileOf(username: string, at: FarmRequest): FarmAnswer {
  const style = styleOf(at.site)
  return {
    status: 200,
    headers: { 'content-type': profileType(style) },
    body: profilePage(username, style, {
      profileUrl: `${at.origin}/u/${encodeURIComponent(username)}`,
      markers: at.site.detection === 'markers' ? [`${PRESENT_MARKER}="${username}"`] : [],
      siteName: `Farm ${at.site.index}`,
    }),
  }
}

/** The style a site renders its profiles in. */
export const styleOf = (site: FarmSite) =>
  PROFILE_STYLES[site.index % PROFILE_STYLES.length] ?? 'full'

/** Pages that repeat the name but show nobody's account, each site in a wording of its own. */
const NOBODY_CLASSES = NOBODY_PAGES.map((page) => ({
  id: page.id,
  name: page.name,
  kind: page.kind === 'other-account' ? ('other-account' as const) : page.kind,
  answer: (username: string, at: FarmRequest): FarmAnswer => ({
    status: 200,
    headers: page.json ? { 'content-type': 'application/json' } : htmlType,
    body: page.body(
      username,
      `${at.origin}/u/${encodeURIComponent(username)}`,
      at.site.index % page.variants,
    ),
  }),
}))

/** The hostile classes the benchmark runs: each class page, for the searched name and for all. */
export const HOSTILE_CLASSES: readonly HostileClass[] = [
  ...[
    ...CLASS_PAGES.map((page) => ({
      id: page.id,
      name: page.name,
      kind: CLASS_KIND[page.id] ?? 'broken',
      answer: (username: string): FarmAnswer => ({
        status: page.status,
        headers: page.headers,
        body: page.body(username),
      }),
    })),
    {
      id: LOGIN_REDIRECT.id,
      name: LOGIN_REDIRECT.name,
      kind: 'wall' as const,
      answer: (): FarmAnswer => ({
        status: LOGIN_REDIRECT.status,
        headers: { location: LOGIN_REDIRECT.location },
        body: '',
      }),
    },
  ].flatMap((c) => [
    { ...c, id: `${c.id}-query`, name: `${c.name}, for the searched name`, every: false },
    { ...c, id: `${c.id}-every`, name: `${c.name}, for every name`, every: true },
  ]),
  ...NOBODY_CLASSES.flatMap((c) => [
    { ...c, id: `${c.id}-query`, name: `${c.name}, for the searched name`, every: false },
    {
      ...c,
      id: `${c.id}-shape`,
      name: `${c.name}, for every name of its shape`,
      every: false,
      shape: true,
    },
  ]),
  {
    id: 'profile-every',
    name: 'a profile page naming whoever is asked, for every name (200 for all)',
    kind: 'every-name',
    every: true,
    answer: (username) => ({
      status: 200,
      headers: htmlType,
      body: html(`<div ${PRESENT_MARKER}="${username}">${username}</div>`, username),
    }),
  },
  {
    id: 'other-account-query',
    name: "another account's profile (a longer name) at the searched address",
    kind: 'other-account',
    every: false,
    answer: (username, at) => profileOf(`${username}2`, at),
  },
  {
    id: 'other-account-redirect',
    name: "a redirect to another account's profile (a longer name)",
    kind: 'other-account',
    every: false,
    answer: (username, at) =>
      username.endsWith(OTHER_SUFFIX)
        ? profileOf(username, at)
        : {
            status: 302,
            headers: { location: `/u/${encodeURIComponent(username + OTHER_SUFFIX)}` },
            body: '',
          },
  },
  {
    id: 'not-found-every',
    name: 'HTTP 404 for every name, the known account too',
    kind: 'every-name',
    every: true,
    answer: () => ({ status: 404, headers: htmlType, body: html('Not found') }),
  },
]
