import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The import zones of eslint.config.js, tried on real files with imports they must refuse
 * (and ones they must allow): a rule that silently stopped matching would let the layers
 * leak into each other again.
 */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname })

async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message)
}

describe('import zones', () => {
  it.each([
    [
      'engine/sites/detect.ts',
      "import { createApp } from '../../server/app.ts'\n",
      /engine knows nothing/,
    ],
    [
      'engine/modules/_shared/fields.ts',
      "import { api } from '../../../web/src/lib/api.ts'\n",
      /engine knows nothing/,
    ],
    [
      'server/search/routes.ts',
      "import { api } from '../../web/src/lib/api.ts'\n",
      /never imports the web/,
    ],
    [
      'shared/coverage.ts',
      "import { runSearch } from '../engine/run-search.ts'\n",
      /imports neither/,
    ],
    ['web/src/lib/api.ts', "import { loadConfig } from '../../../server/env.ts'\n", /over HTTP/],
    [
      'web/src/features/report/results-page.tsx',
      "import { BillingPage } from '../billing/billing-page.tsx'\n",
      /feature does not import another/,
    ],
    [
      'web/src/lib/session.ts',
      "import { readHistory } from '../features/report/history/search-history.ts'\n",
      /import none/,
    ],
    [
      'web/src/components/ui/button.tsx',
      "import { SearchCard } from '../../features/search/search-card.tsx'\n",
      /import none/,
    ],
  ])('refuse what %s must not import', async (file, code, message) => {
    const errors = await zoneErrors(file, code)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(message)
  })

  it.each([
    ['server/search/routes.ts', "import { runSearch } from '../../engine/run-search.ts'\n"],
    ['engine/vouching/canaries.ts', "import { toldNothing } from '../../shared/coverage.ts'\n"],
    ['web/src/features/report/results-page.tsx', "import { Avatar } from './records/avatar.tsx'\n"],
    ['web/src/features/report/results-page.tsx', "import { api } from '../../lib/api.ts'\n"],
    ['web/src/components/buy-button.tsx', "import { api } from '../lib/api.ts'\n"],
  ])('allow what %s may import', async (file, code) => {
    expect(await zoneErrors(file, code)).toEqual([])
  })
})
