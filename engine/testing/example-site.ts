/** A manifest site for tests, and one check of it against a faked platform. */
import { mockPlatform } from '../mock-platform.ts'
import type { SiteEntry } from '../sites/schema.ts'
import { siteModule } from '../sites/site-module.ts'

export const HTML = { headers: { 'content-type': 'text/html; charset=utf-8' } }

export function site(patch: Partial<SiteEntry> = {}): SiteEntry {
  return {
    id: 'example',
    name: 'Example',
    category: 'social',
    url: 'https://example.com/u/{}',
    hosts: ['example.com', 'www.example.com'],
    detect: { presentStatus: [200], absentStatus: [404, 410], identity: true },
    fixtures: { present: 'alice', absent: 'nobody-here-1' },
    sources: ['own'],
    ...patch,
  }
}

export const PROFILE = (name: string) =>
  `<html><head><title>${name} | Example</title></head><body><h1>${name}</h1></body></html>`

/** The example site answering `body` with `status` at `path`, as HTML unless told. */
export const answering =
  (path: string, status: number, body: string, headers = HTML) =>
  (p: ReturnType<typeof mockPlatform>) => {
    p.agent.get('https://example.com').intercept({ path }).reply(status, body, headers)
  }

export async function check(
  entry: SiteEntry,
  query: string,
  answer: (p: ReturnType<typeof mockPlatform>) => void,
) {
  const platform = mockPlatform()
  try {
    answer(platform)
    const result = await platform.run(siteModule(entry), query)
    return { result, calls: platform.calls() }
  } finally {
    await platform.close()
  }
}
