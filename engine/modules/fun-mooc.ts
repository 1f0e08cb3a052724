/**
 * FUN MOOC (France Université Numérique), an Open edX site. Asks the registration validation
 * API of lms.fun-mooc.fr whether the address may register (see _email/openedx.ts for the
 * request and the answers).
 *
 * Silent: the registration form's per-field validation; it creates nothing and sends nothing.
 */
import { openEdxEmailCheck } from './_email/openedx.ts'

export const funMoocModule = openEdxEmailCheck({
  id: 'fun-mooc',
  name: 'FUN MOOC',
  url: 'https://www.fun-mooc.fr/',
  lms: 'lms.fun-mooc.fr',
})
