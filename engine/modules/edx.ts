/**
 * edX. Asks the Open edX registration validation API of courses.edx.org whether the address may
 * register (see _email/openedx.ts for the request and the answers).
 *
 * Silent: the registration form's per-field validation; it creates nothing and sends nothing.
 */
import type { LookupModule } from '../types.ts'
import { OPEN_EDX_SILENCE, openEdxEmailDecision } from './_email/openedx.ts'

export const edxModule: LookupModule = {
  id: 'edx',
  name: 'edX',
  category: 'education',
  types: ['email'],
  url: 'https://www.edx.org/',
  hosts: ['courses.edx.org'],
  kind: 'module',
  finding: 'account',
  silence: OPEN_EDX_SILENCE,
  fixtures: { present: 'test@gmail.com', absent: 'zqnosuchuser7d1f9b3x@gmail.com' },
  run: (ctx) => openEdxEmailDecision(ctx, 'courses.edx.org'),
}
