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
    [
      'engine/http/client.ts',
      "import { emailModules } from '../catalog/email.ts'\n",
      /low rooms serve every check/,
    ],
    [
      'engine/verdicts/evidence.ts',
      "import { githubModule } from '../modules/github.ts'\n",
      /low rooms serve every check/,
    ],
    [
      'engine/timing/deadlines.ts',
      "import { providerModules } from '../catalog/providers.ts'\n",
      /low rooms serve every check/,
    ],
    [
      'engine/leads/picture-hash.ts',
      "import { runModule } from '../run-module.ts'\n",
      /low rooms serve every check/,
    ],
    [
      'engine/sites/html.ts',
      "import { buildRecord } from '../modules/_shared/fields.ts'\n",
      /low rooms serve every check/,
    ],
    [
      'engine/run-module.ts',
      "import { usernameModules } from './catalog/username.ts'\n",
      /knows none of them/,
    ],
    [
      'engine/modules/github.ts',
      "import { usernameModules } from '../catalog/username.ts'\n",
      /catalogue that lists it/,
    ],
    [
      'engine/modules/_shared/testing.ts',
      "import { modulesFor } from '../../registry.ts'\n",
      /catalogue that lists it/,
    ],
    [
      'engine/modules/_phone/one-request.ts',
      "import { runSearch } from '../../run-search.ts'\n",
      /catalogue that lists it/,
    ],
    [
      'engine/catalog/email.ts',
      "import { allModules } from '../registry.ts'\n",
      /the registry and the search read it/,
    ],
  ])('refuse what %s must not import', async (file, code, message) => {
    const errors = await zoneErrors(file, code)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(message)
  })

  it.each([
    ['server/search/routes.ts', "import { runSearch } from '../../engine/run-search.ts'\n"],
    ['engine/vouching/canaries.ts', "import { toldNothing } from '../../shared/coverage.ts'\n"],
    ['engine/catalog/email.ts', "import { githubEmailModule } from '../modules/github-email.ts'\n"],
    ['engine/run-module.ts', "import { rankOf } from './platform-facts/popularity.ts'\n"],
    // Tests may drive low code with a higher room's helpers.
    [
      'engine/leads/person-links.test.ts',
      "import { usePlatforms } from '../modules/_shared/testing.ts'\n",
    ],
    ['web/src/features/report/results-page.tsx', "import { Avatar } from './records/avatar.tsx'\n"],
    ['web/src/features/report/results-page.tsx', "import { api } from '../../lib/api.ts'\n"],
    ['web/src/components/buy-button.tsx', "import { api } from '../lib/api.ts'\n"],
  ])('allow what %s may import', async (file, code) => {
    expect(await zoneErrors(file, code)).toEqual([])
  })
})
