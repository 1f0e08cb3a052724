/**
 * edX. Asks the Open edX registration validation API of courses.edx.org whether the address may
 * register (see _email/openedx.ts for the request and the answers).
 *
 * Silent: the registration form's per-field validation; it creates nothing and sends nothing.
 */
import { openEdxEmailCheck } from './_email/openedx.ts'

export const edxModule = openEdxEmailCheck({
  id: 'edx',
  name: 'edX',
  url: 'https://www.edx.org/',
  lms: 'courses.edx.org',
})
