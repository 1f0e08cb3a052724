import type { KnipConfig } from 'knip'

/**
 * Unused files, exports and dependencies (`npm run lint` runs it). Entries are what runs on
 * its own: the npm scripts, generators run by hand, and servers the tests start as child
 * processes by path.
 */
const config: KnipConfig = {
  entry: [
    'scripts/*.ts',
    'scripts/site-manifest/generate.ts',
    'scripts/cleanup/generate.ts',
    'tests/support/fault-server.ts',
    'tests/support/worker-fault-server.ts',
    'tests/support/pending-handle.ts',
    'tests/support/named-platforms-server.ts',
    'server/search/workers/*-worker.ts',
    'scripts/bench/*-worker*.ts',
  ],
  project: ['**/*.{ts,tsx,css}'],
  // An export its own file uses is part of that file's interface, not dead code.
  ignoreExportsUsedInFile: true,
  compilers: {
    // Tailwind is imported by the stylesheet: follow its @import lines.
    css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join('\n'),
  },
}

export default config
