/**
 * For tests of every report surface (web, CLI): results made of one kind of evidence each
 * (evidence-kind.ts), shaped as the engine streams them.
 */
import type { ModuleResult } from './module-result.ts'

const result = (module: string, name: string, status: ModuleResult['status']): ModuleResult => ({
  module,
  name,
  category: 'social',
  status,
  timestamp: '2025-03-01T12:00:00.000Z',
  elapsed_ms: 12,
})

const asked = (url: string, status: number, signal: string) => ({
  method: 'GET',
  url,
  status,
  signal,
  summary: `GET ${url} → HTTP ${status}, ${signal}`,
})

/** Platforms' own answers: Chirper shows the account, Codeverse and BeatBox say no such one. */
export const ANSWERS: ModuleResult[] = [
  {
    ...result('chirper', 'Chirper', 'found'),
    spec_format: [
      {
        username: { value: 'ada', type: 'str', proper_key: 'Username' },
        profile_url: { value: 'https://chirper.example/ada', type: 'url', proper_key: 'Profile' },
      },
    ],
    evidence: asked('https://chirper.example/ada', 200, "username is 'ada'"),
  },
  {
    ...result('codeverse', 'Codeverse', 'not_found'),
    evidence: asked('https://codeverse.example/ada', 404, 'HTTP 404 from the users API'),
  },
  {
    ...result('beatbox', 'BeatBox', 'not_found'),
    evidence: asked('https://beatbox.example/ada', 404, 'HTTP 404 from the users API'),
  },
]

/** Platforms that said no such account, and nothing was found. */
export const NO_ACCOUNT_ANSWERS: ModuleResult[] = ANSWERS.slice(1)

/** Platforms whose own username rule the name breaks: nothing was asked. */
export const NAME_RULES: ModuleResult[] = ['Juejin', 'Habr', 'Zhihu'].map((name) => ({
  ...result(name.toLowerCase(), name, 'not_found'),
  evidence: {
    signal: `the name breaks ${name}'s username rule`,
    summary: `No request: the name breaks ${name}'s username rule`,
  },
}))

/** A fact read from the email address itself (its mail servers): no platform asked. */
export const FACTS: ModuleResult[] = [
  {
    ...result('email-address', 'Email address', 'found'),
    category: 'email',
    local: true,
    finding: 'record',
    spec_format: [
      {
        email: { value: 'ada@example.com', type: 'str', proper_key: 'Email' },
        platform_variables: [
          {
            key: 'mx_records',
            proper_key: 'Mail servers (MX)',
            value: 'mail.example.com',
            type: 'str',
          },
        ],
      },
    ],
    evidence: {
      signal: 'example.com publishes MX records (mail.example.com)',
      summary: 'No request: example.com publishes MX records (mail.example.com)',
    },
  },
]

/** Platforms that could not be reached: no verdict at all. */
export const UNREACHABLE: ModuleResult[] = ['Chirper', 'PhotoGram', 'Codeverse'].map((name) => ({
  ...result(name.toLowerCase(), name, 'unknown'),
  reason: 'unreachable',
  message: `could not reach ${name.toLowerCase()}.example (ECONNRESET)`,
}))
