/**
 * Flipkart (marketplace, India). POST https://1.rome.api.flipkart.com/api/6/user/signup/status
 * with {"loginId": ["+91…"], "supportAllStates": true} is the sign-in sheet's first step: it
 * answers, under RESPONSE.userDetails, the state of each login id it was given: "VERIFIED"
 * when an account holds the number, "GUEST" when none does.
 *
 * Silent: the step only chooses the next screen (password or one-time code); the code is
 * sent by a later request (…/user/otp/generate) that this module never makes.
 *
 * Shows no masked contact. Endpoint, number spelling (E.164) and both answers from public
 * tool data, not verified live; any other state (an unverified account) is read as no verdict.
 */
import { fieldAt } from './_email/account-check.ts'
import { parseJson } from './_email/forms.ts'
import { postJson } from './_email/one-request-check.ts'
import { onePhoneRequest, phoneAccount } from './_phone/phone-check.ts'
import { unexpected } from './_shared/outcomes.ts'

export const flipkartPhoneModule = onePhoneRequest({
  id: 'flipkart-phone',
  name: 'Flipkart',
  category: 'shopping',
  url: 'https://www.flipkart.com/',
  hosts: ['1.rome.api.flipkart.com'],
  countries: ['IN'],
  silence:
    "The sign-in sheet's first step, which only says whether the number has an account; the one-time code is a later request, never made.",
  fixtures: { present: '+919876543210', absent: '+919999000017' },
  ask: (phone) =>
    postJson(
      'https://1.rome.api.flipkart.com/api/6/user/signup/status',
      { loginId: [phone.e164], supportAllStates: true },
      {
        accept: '*/*',
        origin: 'https://www.flipkart.com',
        referer: 'https://www.flipkart.com/',
        // The web client names itself in this header; the API refuses requests without it.
        'x-user-agent':
          'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0 FKUA/website/42/website/Desktop',
      },
    ),
  answer: (res, phone) => {
    if (res.status !== 200) return unexpected(res)
    const details = fieldAt(parseJson(res.text), 'RESPONSE.userDetails')
    const state = (details as Record<string, unknown> | undefined)?.[phone.e164]
    return phoneAccount(
      phone,
      "the number's signup status",
      state,
      { taken: ['VERIFIED'], free: ['GUEST'] },
      'signup status answer',
    )
  },
})
