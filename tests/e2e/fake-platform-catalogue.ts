/**
 * The fake platforms of the browser tests: who they are, how fast they answer, and what each
 * says about the name the tests look up (fake-platforms.ts serves the answers).
 */
import type { Category } from '../../engine/types.ts'

export interface FakePlatform {
  id: string
  name: string
  category: Category
  latencyMs: number
  /**
   * What the platform answers for PRESENT; its own known account (the canary's) is found, and
   * everyone else is a 404.
   */
  answer: 'found' | 'not_found' | 'rate_limited'
  followers?: number
  verified?: boolean
  /** It also says whether an email address has an account (its known account's does). */
  emailCheck?: boolean
}

export const PLATFORMS: FakePlatform[] = [
  {
    id: 'chirper',
    name: 'Chirper',
    category: 'social',
    latencyMs: 300,
    answer: 'found',
    followers: 15200,
    verified: true,
    emailCheck: true,
  },
  {
    id: 'photogram',
    name: 'PhotoGram',
    category: 'social',
    latencyMs: 700,
    answer: 'found',
    followers: 880,
    emailCheck: true,
  },
  {
    id: 'tubestream',
    name: 'TubeStream',
    category: 'video',
    latencyMs: 1200,
    answer: 'found',
    followers: 2400,
  },
  {
    id: 'codeverse',
    name: 'Codeverse',
    category: 'coding',
    latencyMs: 500,
    answer: 'not_found',
    emailCheck: true,
  },
  { id: 'beatbox', name: 'BeatBox', category: 'music', latencyMs: 900, answer: 'not_found' },
  { id: 'pixelpals', name: 'PixelPals', category: 'gaming', latencyMs: 1600, answer: 'found' },
  { id: 'threadly', name: 'Threadly', category: 'forums', latencyMs: 2000, answer: 'not_found' },
  {
    id: 'shopstar',
    name: 'ShopStar',
    category: 'shopping',
    latencyMs: 2400,
    answer: 'rate_limited',
  },
  { id: 'datedash', name: 'DateDash', category: 'dating', latencyMs: 2800, answer: 'not_found' },
  { id: 'velvetroom', name: 'VelvetRoom', category: 'adult', latencyMs: 1000, answer: 'found' },
]

export const hostOf = (p: FakePlatform) => `api.${p.id}.example`

/** The account each platform's canary knows to be there. */
export const knownAccount = (p: FakePlatform) => `known-${p.id}`
