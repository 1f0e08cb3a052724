import { CLASS_PAGES, LOGIN_REDIRECT } from '../../engine/testing/class-pages.ts'
import { PROFILE_STYLES, profilePage } from '../../engine/testing/profile-pages.ts'
import { PRESENT_MARKER, html, htmlType, type FarmAnswer, type FarmSite } from './farm-site.ts'

/**
 * The hostile classes of the engine benchmark: a way every site of a farm misbehaves at once
 * (scripts/bench/farm.ts), and the profile pages real sites render, which some of them imitate.
 */

/** A way every site of the farm misbehaves at once; `every`: for every name, canaries' too. */
export interface HostileClass {
  id: string
  name: string
  every: boolean
  answer(username: string, at: FarmRequest): FarmAnswer
}

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
export function profileOf(username: string, at: FarmRequest): string {
  const style = PROFILE_STYLES[at.site.index % PROFILE_STYLES.length] ?? 'full'
  return profilePage(username, style, {
    profileUrl: `${at.origin}/u/${encodeURIComponent(username)}`,
    markers: at.site.detection === 'markers' ? [`${PRESENT_MARKER}="${username}"`] : [],
    siteName: `Farm ${at.site.index}`,
  })
}

/** The hostile classes the benchmark runs: each class page, for the searched name and for all. */
export const HOSTILE_CLASSES: readonly HostileClass[] = [
  ...[
    ...CLASS_PAGES.map((page) => ({
      id: page.id,
      name: page.name,
      answer: (username: string): FarmAnswer => ({
        status: page.status,
        headers: page.headers,
        body: page.body(username),
      }),
    })),
    {
      id: LOGIN_REDIRECT.id,
      name: LOGIN_REDIRECT.name,
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
  {
    id: 'profile-every',
    name: 'a profile page naming whoever is asked, for every name (200 for all)',
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
    every: false,
    answer: (username, at) => ({
      status: 200,
      headers: htmlType,
      body: profileOf(`${username}2`, at),
    }),
  },
  {
    id: 'other-account-redirect',
    name: "a redirect to another account's profile (a longer name)",
    every: false,
    answer: (username, at) =>
      username.endsWith(OTHER_SUFFIX)
        ? { status: 200, headers: htmlType, body: profileOf(username, at) }
        : {
            status: 302,
            headers: { location: `/u/${encodeURIComponent(username + OTHER_SUFFIX)}` },
            body: '',
          },
  },
  {
    id: 'not-found-every',
    name: 'HTTP 404 for every name, the known account too',
    every: true,
    answer: () => ({ status: 404, headers: htmlType, body: html('Not found') }),
  },
]
