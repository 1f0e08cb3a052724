/**
 * edX. Asks the Open edX registration validation API of courses.edx.org whether the address may
 * register (see _email/openedx.ts for the request and the answers).
 *
 * Silent: the registration form's per-field validation; it creates nothing and sends nothing.
 */
import { OPEN_EDX_SILENCE, openEdxEmailDecision } from './_email/openedx.ts'
import { emailModule } from './_email/email-module.ts'

export const edxModule = emailModule({
  id: 'edx',
  name: 'edX',
  category: 'education',
  url: 'https://www.edx.org/',
  hosts: ['courses.edx.org'],
  finding: 'account',
  silence: OPEN_EDX_SILENCE,
  run: (ctx) => openEdxEmailDecision(ctx, 'courses.edx.org'),
})
