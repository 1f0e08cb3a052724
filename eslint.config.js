import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { importX } from 'eslint-plugin-import-x'
import { readdirSync } from 'node:fs'

/** Each web feature is a domain (search, report, billing, account): none imports another. */
const FEATURES = readdirSync(new URL('./web/src/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * Where code runs decides what it may import (docs/architecture.md): paths are resolved, so
 * the zones hold for every file however deep it sits.
 */
export const ZONES = [
  {
    target: './engine',
    from: ['./server', './web'],
    message: 'The engine knows nothing of the server or the browser.',
  },
  { target: './server', from: './web', message: 'The server never imports the web app.' },
  {
    target: './shared',
    from: ['./server', './web', './engine'],
    message: 'shared/ is what both sides use: it imports neither.',
  },
  {
    target: './web',
    from: ['./server', './engine'],
    message: 'The web app talks to the server over HTTP; the contract is in shared/.',
  },
  {
    target: ['./web/src/lib', './web/src/components'],
    from: './web/src/features',
    message: 'lib/ and components/ serve every feature: they import none.',
  },
  ...FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another: share through components/ or lib/.',
  })),
]

/** The engine's top: what runs a whole search, vouches for it, and the suites that test it. */
const ENGINE_TOP = [
  './engine/run-search.ts',
  './engine/deadline-watch.ts',
  './engine/vouching',
  './engine/testing',
]
/** The catalogue lists every module, the registry reads it: both sit above the modules. */
const CATALOGUE = ['./engine/catalog', './engine/registry.ts']

/**
 * The engine's rooms in bands (docs/architecture.md): a room imports only from the bands below
 * it. Tests are left out, as they may drive low code with the helpers of a higher room.
 */
export const ENGINE_BANDS = [
  {
    target: './engine/catalog',
    from: ['./engine/registry.ts', ...ENGINE_TOP],
    message: 'The catalogue lists the modules; the registry and the search read it, not it them.',
  },
  {
    target: './engine/modules',
    from: [...CATALOGUE, ...ENGINE_TOP],
    message: 'A module knows nothing of the catalogue that lists it or the search that runs it.',
  },
  {
    target: ['./engine/run-module.ts', './engine/mock-platform.ts'],
    from: ['./engine/modules', ...CATALOGUE, ...ENGINE_TOP],
    message: 'Running one module comes below every module: it knows none of them.',
  },
  {
    target: [
      './engine/types.ts',
      './engine/http',
      './engine/verdicts',
      './engine/timing',
      './engine/sites',
      './engine/leads',
      './engine/platform-facts',
      './engine/profile-url-fallback.ts',
    ],
    from: [
      './engine/modules',
      ...CATALOGUE,
      ...ENGINE_TOP,
      './engine/run-module.ts',
      './engine/mock-platform.ts',
    ],
    message: "The engine's low rooms serve every check: no module, catalogue or runner in them.",
  },
]

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: ZONES }] },
  },
  {
    files: ['engine/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...ZONES, ...ENGINE_BANDS] }] },
  },
  {
    // shared/ runs on both sides: no Node or DOM specifics there.
    files: ['shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', '../server/*', '../web/*'],
              message: 'shared/ runs in the browser too.',
            },
          ],
        },
      ],
    },
  },
)
