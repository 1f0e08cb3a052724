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
import { XHR, oneRequestCheck, postForm } from './_email/one-request-check.ts'

export const secretflyingModule = oneRequestCheck({
  id: 'secretflying',
  name: 'Secret Flying',
  category: 'travel',
  url: 'https://www.secretflying.com/',
  hosts: ['www.secretflying.com'],
  silence:
    "The sign-up form's field check (a WordPress membership plugin's), made as each field is filled in; nothing is created or sent.",
  ask: (email) =>
    postForm(
      'https://www.secretflying.com/wp-admin/admin-ajax.php',
      { action: 'ihc_check_reg_field_ajax', type: 'user_email', value: email, second_value: '' },
      { accept: '*/*', ...XHR, origin: 'https://www.secretflying.com' },
    ),
  answer: {
    at: 'the body',
    taken: ['Email address is taken'],
    free: ['1'],
    what: 'sign-up field check',
  },
})
