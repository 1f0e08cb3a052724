/**
 * FUN MOOC (France Université Numérique), an Open edX site. Asks the registration validation
 * API of lms.fun-mooc.fr whether the address may register (see _email/openedx.ts for the
 * request and the answers).
 *
 * Silent: the registration form's per-field validation; it creates nothing and sends nothing.
 */
import type { LookupModule } from '../types.ts'
import { OPEN_EDX_SILENCE, openEdxEmailDecision } from './_email/openedx.ts'

export const funMoocModule: LookupModule = {
  id: 'fun-mooc',
  name: 'FUN MOOC',
  category: 'education',
  types: ['email'],
  url: 'https://www.fun-mooc.fr/',
  hosts: ['lms.fun-mooc.fr'],
  kind: 'module',
  finding: 'account',
  silence: OPEN_EDX_SILENCE,
  fixtures: { present: 'test@gmail.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  run: (ctx) => openEdxEmailDecision(ctx, 'lms.fun-mooc.fr'),
}
