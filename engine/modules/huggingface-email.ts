/**
 * Hugging Face. POST https://huggingface.co/api/check-user-email with {"email"} is the join
 * form's address check. It answers "This email address is available." when the address may
 * sign up, and a message saying an account with the address already exists when one does.
 * The message comes as a JSON string or in a message / error field (an older form of the
 * check answered HTTP 400 with {"error": "… already exists"}).
 *
 * Silent: the join form validates the address before anything is created; it sends nothing.
 * Answer shape from public tool data (user-scanner), not verified live.
 */
import { objectOf, parseJson } from './_email/forms.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const AVAILABLE = 'This email address is available.'
const TAKEN = /already exists/i

/** The check's message, whichever of its forms it came in. */
function messageOf(text: string): string | undefined {
  const answer = parseJson(text)
  if (typeof answer === 'string') return answer
  const object = objectOf(answer)
  const message = object?.message ?? object?.error
  return typeof message === 'string' ? message : undefined
}

export const huggingfaceEmailModule = emailModule({
  id: 'huggingface-email',
  name: 'Hugging Face',
  category: 'coding',
  url: 'https://huggingface.co/',
  hosts: ['huggingface.co'],
  finding: 'account',
  silence: "The join form's address check, before anything is created; it sends nothing.",
  async run(ctx) {
    const res = await ctx.http.request('https://huggingface.co/api/check-user-email', {
      method: 'POST',
      headers: { accept: 'application/json', referer: 'https://huggingface.co/join' },
      body: { email: ctx.query },
    })
    if (res.status !== 200 && res.status !== 400 && res.status !== 409) return unexpected(res)
    const message = messageOf(res.text)?.trim()
    if (message && TAKEN.test(message)) {
      return found(`the answer says "${message}"`, buildRecord({ email: ctx.query }))
    }
    if (res.status === 200 && message === AVAILABLE)
      return notFound(`the answer says "${AVAILABLE}"`)
    return unrecognised('address check answer')
  },
})
