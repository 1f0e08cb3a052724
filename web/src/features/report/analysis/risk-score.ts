/** SPEC 4 Risk scoring: the score out of 100 and its level. */
import type { SearchResult, SocialMediaEntry } from '../records/search-result.ts'

export type RiskLevel = 'Low' | 'Medium' | 'High' | 'Critical'
export interface Risk {
  level: RiskLevel
  score: number
}

export const RISK_WEIGHTS = {
  personalInfo: 20,
  perAssociated: 10,
  associatedCap: 30,
  verified: 15,
  bigAudience: 10,
  /** Followers above this count as a big audience. */
  bigAudienceFollowers: 10_000,
  max: 100,
} as const

/** SPEC 4: 0 platforms → 0, 1-2 → 25, 3-4 → 50, 5+ → 75. */
export function platformCountScore(count: number): number {
  if (count >= 5) return 75
  if (count >= 3) return 50
  if (count >= 1) return 25
  return 0
}

/** SPEC 4: up to 25 Low, up to 50 Medium, up to 75 High, above 75 Critical. */
export function riskLevel(score: number): RiskLevel {
  if (score <= 25) return 'Low'
  if (score <= 50) return 'Medium'
  if (score <= 75) return 'High'
  return 'Critical'
}

const platformCount = (social: readonly SocialMediaEntry[]) =>
  new Set(social.map((entry) => entry.platform)).size

export function scoreRisk(result: Pick<SearchResult, 'data'>): Risk {
  const social = result.data.socialMedia ?? []
  const associated = result.data.associated ?? []
  const w = RISK_WEIGHTS
  let score = platformCountScore(platformCount(social))
  if (result.data.personalInfo !== undefined) score += w.personalInfo
  score += Math.min(associated.length * w.perAssociated, w.associatedCap)
  if (social.some((entry) => entry.verified)) score += w.verified
  if (social.some((entry) => (entry.followers ?? 0) > w.bigAudienceFollowers)) {
    score += w.bigAudience
  }
  const capped = Math.min(score, w.max)
  return { level: riskLevel(capped), score: capped }
}
