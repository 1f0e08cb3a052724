/**
 * FUN MOOC (France Université Numérique), an Open edX site. Asks the registration validation
 * API of lms.fun-mooc.fr whether the address may register (see _email/openedx.ts for the
 * request and the answers).
 *
 * Silent: the registration form's per-field validation; it creates nothing and sends nothing.
 */
import { OPEN_EDX_SILENCE, openEdxEmailDecision } from './_email/openedx.ts'
import { emailModule } from './_email/email-module.ts'

export const funMoocModule = emailModule({
  id: 'fun-mooc',
  name: 'FUN MOOC',
  category: 'education',
  url: 'https://www.fun-mooc.fr/',
  hosts: ['lms.fun-mooc.fr'],
  finding: 'account',
  silence: OPEN_EDX_SILENCE,
  run: (ctx) => openEdxEmailDecision(ctx, 'lms.fun-mooc.fr'),
})
