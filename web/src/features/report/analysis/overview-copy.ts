/** The privacy overview built from the SPEC 4 risk score: its copy for each level and its findings. */
import { plural } from '../../../../../shared/plural.ts'
import { followerVisibility, formatFollowers, VISIBILITY_LABELS } from '../records/display-bands.ts'
import { scoreRisk, type Risk, type RiskLevel } from './risk-score.ts'
import type { AssociatedItem, SearchResult } from '../records/search-result.ts'

export const PRIVACY_OVERVIEW_MESSAGES = {
  failed: 'Failed to generate privacy overview',
  fallback: 'Using fallback analysis instead.',
  errorTitle: 'Privacy Analysis Error',
} as const

/** SPEC 9: the privacy overview appears after this analysis delay. */
export const PRIVACY_ANALYSIS_DELAY_MS = 1_500

export interface PrivacyOverview {
  title: string
  summary: string
  keyFindings: string[]
  riskFactors: string[]
  recommendations: string[]
  complianceNotes: string[]
}

interface LevelTemplate {
  title: string
  summary: string
  riskFactors: string[]
  recommendations: string[]
}

const LEVEL_TEMPLATES: Readonly<Record<RiskLevel, LevelTemplate>> = {
  Low: {
    title: 'Low Key Legend',
    summary: 'A pretty small footprint. Not much out there to piece together.',
    riskFactors: ['Little public data, so profiling this person takes real effort.'],
    recommendations: [
      'Keep it that way: check your privacy settings once in a while.',
      'Use a different username on each platform so accounts are harder to link.',
      'Turn on two-factor authentication wherever it is offered.',
    ],
  },
  Medium: {
    title: 'Kinda Findable',
    summary: 'A few accounts and details are out there. Someone curious could connect the dots.',
    riskFactors: [
      'Accounts on several platforms can be linked through one identifier.',
      'Public profile details help build a picture of routines and interests.',
    ],
    recommendations: [
      'Set accounts you no longer use to private, or delete them.',
      'Remove your location, birthday and phone number from public profiles.',
      'Turn on two-factor authentication wherever it is offered.',
    ],
  },
  High: {
    title: 'Main Character Energy',
    summary: 'A lot is public. This footprint is easy to map and easy to misuse.',
    riskFactors: [
      'Many linked accounts make impersonation and targeted phishing easier.',
      'Personal details across platforms can answer common security questions.',
      'Leaked data can be combined with profiles for account takeover attempts.',
    ],
    recommendations: [
      'Audit every account listed here: go private, trim the bio, drop old posts.',
      'Change passwords on any service linked to a breach and use a password manager.',
      'Ask people-search and data-broker sites to remove your listing.',
      'Use a separate email address for sign-ups and shopping.',
    ],
  },
  Critical: {
    title: 'Fully Exposed',
    summary:
      'This identifier opens up a detailed profile. Treat it as compromised and lock things down.',
    riskFactors: [
      'Enough public data to impersonate this person convincingly.',
      'Breached credentials plus public profiles put accounts at serious risk.',
      'A large, visible audience attracts scams, doxxing and harassment.',
    ],
    recommendations: [
      'Change passwords now, starting with email and banking, and never reuse them.',
      'Turn on two-factor authentication with an app or key, not SMS.',
      'Lock down or delete accounts you do not need; remove location and contact details.',
      'Request removal from data brokers and consider a fresh email address or phone number.',
      'Watch for phishing that mentions details found here.',
    ],
  },
}

const COMPLIANCE_NOTES: readonly string[] = [
  'This report only uses data that was publicly reachable at the time of the search.',
  'Searches are not saved, and the person searched is never notified.',
  'People in many places (GDPR, CCPA) can ask services to access or delete their data.',
  'Use this to protect yourself or with consent. Stalking and harassment are illegal.',
]

const ASSOCIATED_LABELS: Readonly<Record<AssociatedItem['type'], [string, string]>> = {
  data_breach: ['data breach', 'data breaches'],
  email_hint: ['linked email hint', 'linked email hints'],
  phone_hint: ['linked phone hint', 'linked phone hints'],
  location: ['location', 'locations'],
}

function keyFindings(result: Pick<SearchResult, 'data'>): string[] {
  const social = result.data.socialMedia ?? []
  const associated = result.data.associated ?? []
  const info = result.data.personalInfo
  const findings: string[] = []
  const platforms = [...new Set(social.map((entry) => entry.platform))]
  findings.push(
    platforms.length === 0
      ? 'No social accounts found.'
      : `Found on ${plural(platforms.length, 'platform', 'platforms')}: ${platforms.join(', ')}.`,
  )
  if (info !== undefined) {
    const parts = (['name', 'location', 'bio'] as const).filter((key) => info[key] !== undefined)
    findings.push(`Personal info is public: ${parts.join(', ')}.`)
  }
  for (const [type, [one, many]] of Object.entries(ASSOCIATED_LABELS)) {
    const count = associated.filter((item) => item.type === type).length
    if (count > 0) findings.push(`${plural(count, one, many)} turned up.`)
  }
  const verified = social.filter((entry) => entry.verified).map((entry) => entry.platform)
  if (verified.length > 0) findings.push(`Verified on ${verified.join(', ')}.`)
  const top = [...social].sort((a, b) => (b.followers ?? 0) - (a.followers ?? 0))[0]
  if (top?.followers !== undefined && followerVisibility(top.followers) !== 'low') {
    const label = VISIBILITY_LABELS[followerVisibility(top.followers)].toLowerCase()
    findings.push(
      `Biggest audience: ${formatFollowers(top.followers)} followers on ${top.platform} (${label}).`,
    )
  }
  return findings
}

/** The overview from the level's template only, for when the data cannot be analysed. */
export function fallbackPrivacyOverview(risk: Risk): PrivacyOverview {
  const template = LEVEL_TEMPLATES[risk.level]
  return {
    title: template.title,
    summary: `${template.summary} Risk score: ${risk.score}/100 (${risk.level}).`,
    keyFindings: [],
    riskFactors: [...template.riskFactors],
    recommendations: [...template.recommendations],
    complianceNotes: [...COMPLIANCE_NOTES],
  }
}

/** Lines of a template that speak of breaches and leaks: true only when one turned up. */
const ABOUT_BREACHES = /\bbreach|\bleak/i

export function buildPrivacyOverview(
  result: Pick<SearchResult, 'data'>,
  risk: Risk,
): PrivacyOverview {
  const overview = fallbackPrivacyOverview(risk)
  const breached = (result.data.associated ?? []).some((item) => item.type === 'data_breach')
  // The report promises only what it found: no word of leaks when no breach turned up.
  const trueOnes = (lines: string[]) =>
    breached ? lines : lines.filter((l) => !ABOUT_BREACHES.test(l))
  return {
    ...overview,
    keyFindings: keyFindings(result),
    riskFactors: trueOnes(overview.riskFactors),
    recommendations: trueOnes(overview.recommendations),
  }
}

export type PrivacyAnalysis =
  | { ok: true; risk: Risk; overview: PrivacyOverview }
  | { ok: false; risk: Risk; overview: PrivacyOverview; error: string }

const UNSCORED: Risk = { level: 'Low', score: 0 }

/**
 * Scores and explains a result. A saved report from storage or an older server may be
 * malformed; then the level's template stands in and the SPEC failure message goes with it.
 */
export function analysePrivacy(result: Pick<SearchResult, 'data'>): PrivacyAnalysis {
  let risk = UNSCORED
  try {
    risk = scoreRisk(result)
    return { ok: true, risk, overview: buildPrivacyOverview(result, risk) }
  } catch {
    return {
      ok: false,
      risk,
      overview: fallbackPrivacyOverview(risk),
      error: PRIVACY_OVERVIEW_MESSAGES.failed,
    }
  }
}
