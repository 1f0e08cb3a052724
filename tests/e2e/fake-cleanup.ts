/**
 * Deletion guides for the fake platforms, standing in for JustDeleteMe's: Chirper deletes on
 * request, at an address to write to; PhotoGram in its settings. The others have none, as
 * most small sites do. GitHub, a real module, has its guide from the catalogue.
 */
import type { Cleanup } from '../../shared/cleanup.ts'
import type { LookupModule } from '../../engine/types.ts'

const GUIDES: Readonly<Record<string, Cleanup>> = {
  chirper: {
    service: 'Chirper',
    difficulty: 'hard',
    url: 'https://chirper.example/help/delete-account',
    notes: 'Write from the address on the account; they answer within 30 days.',
    email: 'privacy@chirper.example',
  },
  photogram: {
    service: 'PhotoGram',
    difficulty: 'easy',
    url: 'https://photogram.example/settings/delete',
    notes: 'Settings → Account → Delete account, then confirm with your password.',
  },
}

/** The module with its platform's guide, when it has one. */
export function withFakeCleanup(module: LookupModule): LookupModule {
  const cleanup = GUIDES[module.id]
  return cleanup ? { ...module, cleanup } : module
}
