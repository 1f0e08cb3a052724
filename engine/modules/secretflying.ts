/**
 * Secret Flying (travel-deal site; its member sign-up is a WordPress membership plugin).
 * POST https://www.secretflying.com/wp-admin/admin-ajax.php with the form fields
 * action=ihc_check_reg_field_ajax, type=user_email, value={address}, second_value= is the
 * sign-up form's field check: the bare answer 1 when the address is free, and "Email
 * address is taken" when a member uses it.
 *
 * Silent: the form checks each field as it is filled in; nothing is created or sent.
 *
 * Answer shape from public tool data (2021), not verified live.
 */
import { accountCheck } from './_email/account-check.ts'
import { unexpected } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

export const secretflyingModule = emailModule({
  id: 'secretflying',
  name: 'Secret Flying',
  category: 'travel',
  url: 'https://www.secretflying.com/',
  hosts: ['www.secretflying.com'],
  finding: 'account',
  silence:
    "The sign-up form's field check (a WordPress membership plugin's), made as each field is filled in; nothing is created or sent.",
  async run(ctx) {
    const res = await ctx.http.request('https://www.secretflying.com/wp-admin/admin-ajax.php', {
      method: 'POST',
      headers: {
        accept: '*/*',
        'content-type': 'application/x-www-form-urlencoded; charset=UTF-8',
        'x-requested-with': 'XMLHttpRequest',
        origin: 'https://www.secretflying.com',
      },
      body: new URLSearchParams({
        action: 'ihc_check_reg_field_ajax',
        type: 'user_email',
        value: ctx.query,
        second_value: '',
      }).toString(),
    })
    if (res.status !== 200) return unexpected(res)
    return accountCheck(
      ctx.query,
      'the body',
      res.text.trim(),
      { taken: ['Email address is taken'], free: ['1'] },
      'sign-up field check',
    )
  },
})
