import { z } from 'zod'
import { CATEGORIES, UNKNOWN_REASONS } from '../types.ts'
import { SEARCH_BUDGET_S } from '../../shared/search-budget.ts'
import { isFurniture, isWall } from './furniture.ts'
import { templateHost } from './url-template.ts'

/**
 * The site manifest: one declarative check per simple username platform ("fetch this URL;
 * the status, markers or final URL decide"). Platforms that need parsing or several requests
 * are code modules in engine/modules/ instead.
 */

/** Member searches and post searches: pages that list whoever matches (ADR 018). */
const SEARCH_PAGE = /\/search\b|search\.php|memberlist\.php|[?&]action=search\b|\/search-by-/i

export const SITE_SOURCES = ['sherlock', 'maigret', 'whatsmyname', 'own'] as const

export const SITE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const HOSTNAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/

const statusCode = z.number().int().min(100).max(599)
const marker = z.string().min(1)

/**
 * How an answer becomes a verdict. A status code alone proves nothing, nor does a marker.
 * `found` needs a present status, no absence signal, and the identity check
 * (engine/sites/identity.ts): the page names the asked account, as a whole name, in a place
 * that belongs to the profile, and no other account in a place that outranks it; a presence
 * marker only adds to that proof. `not_found` needs the site's own negative signal: an absent
 * status, an absence marker, or a redirect to the site's declared not-found location.
 * Anything else is unknown: a page we do not recognise is never a verdict (ADR 008, ADR 018).
 */
export const detectionSchema = z
  .object({
    /** Statuses a profile page can answer with. */
    presentStatus: z.array(statusCode).min(1),
    /** Statuses that by themselves mean "no such account" (never a redirect: see absentRedirect). */
    absentStatus: z.array(statusCode).optional(),
    /**
     * Text every profile page of the site carries (never a wall's or an error's): it adds
     * confidence to the identity check, never replaces it.
     */
    presentMarkers: z
      .array(
        marker.refine((m) => !isFurniture(m), {
          message: 'a presence marker cannot be wall or page furniture (login, cookies, errors…)',
        }),
      )
      .min(1)
      .optional(),
    /** The identity check proves presence: required, since nothing else can. */
    identity: z.literal(true, {
      error:
        'a rule needs the identity check (identity: true): nothing else proves whose page it is',
    }),
    /** Text found only on the "no such user" page (a soft 404 answers 200 with it), never a wall's. */
    absentMarkers: z
      .array(
        marker.refine((m) => !isWall(m), {
          message:
            'an absence marker cannot be a wall (login, captcha, consent…): it hides every name',
        }),
      )
      .min(1)
      .optional(),
    /** Substrings of the final URL (after redirects within the declared hosts) that mean absent. */
    absentUrls: z.array(marker).min(1).optional(),
    /**
     * Where the site sends a name it does not know (with followRedirects: false): a redirect
     * whose target is one of these URLs ({} is the username) means absent; any other redirect
     * (a login, consent or home page) is unknown.
     */
    absentRedirect: z.array(z.string().min(1)).min(1).optional(),
  })
  .strict()
  .refine(
    (d) =>
      d.absentStatus?.length ||
      d.absentMarkers?.length ||
      d.absentUrls?.length ||
      d.absentRedirect?.length,
    { message: 'a rule needs at least one absence signal, or it could never say not_found' },
  )
  .refine((d) => !d.absentStatus?.some((s) => d.presentStatus.includes(s)), {
    message: 'a status cannot mean both present and absent',
  })
  .refine((d) => !d.absentStatus?.some((s) => s >= 300 && s < 400), {
    message: 'a redirect status alone is not absence: declare absentRedirect instead',
  })

export const probeSchema = z
  .object({
    /** What to fetch, when it differs from the profile URL (often a JSON endpoint). */
    url: z.string().min(1),
    method: z.enum(['GET', 'POST', 'HEAD']).optional(),
    headers: z.record(z.string(), z.string()).optional(),
    /** A string body gets the URL-encoded username; in an object body {} becomes the raw username. */
    body: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
  })
  .strict()

export const siteEntrySchema = z
  .object({
    id: z.string().regex(SITE_ID),
    name: z.string().trim().min(1),
    category: z.enum(CATEGORIES),
    adult: z.literal(true).optional(),
    /** The profile URL shown to people; {} is the username. */
    url: z.string().includes('{}'),
    probe: probeSchema.optional(),
    /** Every host the check may contact, including hosts it is redirected to. */
    hosts: z.array(z.string().regex(HOSTNAME)).min(1),
    /** false: judge the first answer itself (a redirect is then usually the absence signal). */
    followRedirects: z.boolean().optional(),
    detect: detectionSchema,
    /** Site-specific walls: a page containing the marker is unknown with that reason. */
    unknownMarkers: z.record(marker, z.enum(UNKNOWN_REASONS)).optional(),
    /**
     * The site's own username rule (JavaScript RegExp source). A query that fails it cannot be
     * an account there, so the check answers not_found without a request.
     */
    usernamePattern: z.string().min(1).optional(),
    fixtures: z.object({ present: z.string().min(1), absent: z.string().min(1) }).strict(),
    timeoutMs: z
      .number()
      .int()
      .min(1000)
      .max(SEARCH_BUDGET_S * 1000)
      .optional(),
    /** Where the facts came from (see NOTICE; WhatsMyName's only in sites-wmn.json, ADR 018). */
    sources: z.array(z.enum(SITE_SOURCES)).min(1),
    /** Popularity: the site's traffic rank from the reference data (1 is the most visited). */
    rank: z.number().int().positive().optional(),
  })
  .strict()
  .superRefine((entry, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message })
    for (const [label, template] of [
      ['url', entry.url],
      ['probe.url', entry.probe?.url],
    ] as const) {
      if (template === undefined) continue
      const host = templateHost(template)
      if (host === null)
        problem(`${label} is not an http(s) URL with the username outside the host`)
      else if (!entry.hosts.includes(host)) problem(`${label} host ${host} is not in hosts`)
    }
    if (SEARCH_PAGE.test(entry.url) || (entry.probe && SEARCH_PAGE.test(entry.probe.url))) {
      problem('a search page lists whoever matches: it cannot prove whose account it shows')
    }
    if ((entry.category === 'adult') !== (entry.adult === true)) {
      problem('adult sites have category "adult" and adult: true, and only they do')
    }
    if (entry.fixtures.present === entry.fixtures.absent) {
      problem('the present and absent fixtures must differ')
    }
    if (entry.usernamePattern !== undefined) {
      let pattern: RegExp | undefined
      try {
        pattern = new RegExp(entry.usernamePattern)
      } catch {
        problem('usernamePattern is not a valid regular expression')
      }
      if (pattern && !pattern.test(entry.fixtures.present)) {
        problem('the present fixture fails usernamePattern')
      }
      if (pattern && !pattern.test(entry.fixtures.absent)) {
        problem('the absent fixture fails usernamePattern, so it would never reach the site')
      }
    }
  })

export type SiteEntry = z.infer<typeof siteEntrySchema>

/** sites.json: a note on how it was made, then the entries. */
export const siteManifestSchema = z
  .object({
    $comment: z.string().optional(),
    sites: z.array(siteEntrySchema),
  })
  .strict()
  .superRefine((manifest, ctx) => {
    const seen = new Set<string>()
    for (const entry of manifest.sites) {
      if (seen.has(entry.id)) ctx.addIssue({ code: 'custom', message: `duplicate id ${entry.id}` })
      seen.add(entry.id)
    }
  })
