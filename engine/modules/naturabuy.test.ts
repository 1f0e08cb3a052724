import { naturabuyModule } from './naturabuy.ts'
import { ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

/** The form's three fields, as the page's FormData posts them. */
const FORM = [
  '------snooplensFormBoundary7d1f9b3x\r\nContent-Disposition: form-data; name="jsref"\r\n\r\nemail\r\n',
  `------snooplensFormBoundary7d1f9b3x\r\nContent-Disposition: form-data; name="jsvalue"\r\n\r\n${ADDRESS}\r\n`,
  '------snooplensFormBoundary7d1f9b3x\r\nContent-Disposition: form-data; name="registerMode"\r\n\r\nfull\r\n',
  '------snooplensFormBoundary7d1f9b3x--\r\n',
].join('')

const check = endpoint('https://www.naturabuy.fr', '/includes/ajax/register.php', {
  method: 'POST',
  requestBody: FORM,
})

describeRecordedCheck(naturabuyModule, {
  check,
  proof: oneValueProof('field free', false, true),
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.html',
})
