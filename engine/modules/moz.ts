/**
 * Moz. POST https://moz.com/app-api/jsonrpc/user.create.validate, the JSON-RPC method the
 * free-trial sign-up form calls to validate its fields, with {"user":{"email","password"}}:
 * the answer's result.errors is empty when the fields pass, and holds an error whose
 * data.issue is "param-is-duplicate" when an account already uses the address.
 *
 * Silent: "validate" only checks the form; the account is created by another method
 * (user.create), never called here, and nothing is sent. The password is a fixed strong one,
 * so the only field that can fail is the address. Answer shape from public tool data
 * (user-scanner), not verified live.
 */
import { objectOf } from './_email/forms.ts'
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const DUPLICATE = 'param-is-duplicate'
/** Passes any password rule, so a refusal can only be about the address. */
const PASSWORD = 'Qz7-lookup-Check-2931!'

export const mozModule = emailModule({
  id: 'moz',
  name: 'Moz',
  category: 'business',
  url: 'https://moz.com/',
  hosts: ['moz.com'],
  finding: 'account',
  silence:
    "The free-trial form's validation call (user.create.validate); the account is made by another method, never called, and nothing is sent.",
  async run(ctx) {
    const res = await ctx.http.request('https://moz.com/app-api/jsonrpc/user.create.validate', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        origin: 'https://moz.com',
        referer: 'https://moz.com/checkout/freetrial/signup/pro_medium/monthly',
      },
      body: {
        jsonrpc: '2.0',
        id: '1',
        method: 'user.create.validate',
        params: { data: { user: { email: ctx.query, password: PASSWORD } } },
      },
    })
    if (res.status !== 200) return unexpected(res)
    const result = objectOf(objectOf(res.json())?.result)
    if (!result) return unrecognised('validation answer')
    const errors = result.errors ?? []
    if (!Array.isArray(errors)) return unrecognised('validation answer')
    if (errors.length === 0) return notFound('result.errors is empty (the address may sign up)')
    const duplicate = errors.some((error) => objectOf(objectOf(error)?.data)?.issue === DUPLICATE)
    if (duplicate) {
      return found(`result.errors has issue "${DUPLICATE}"`, buildRecord({ email: ctx.query }))
    }
    return unrecognised('validation errors')
  },
})
