/**
 * JD.com (京东, marketplace, China). The registration page (GET https://reg.jd.com/reg/person)
 * checks a typed number with GET https://reg.jd.com/validateuser/isMobileEngaged?mobile=<11-digit
 * mobile>, sending the page's cookies: {"success": 1, …} when an account already holds
 * ("engages") it, {"success": 0, …} when it is free to register. The page is opened first, as
 * a browser would, for those cookies.
 *
 * Silent: the form asks it as the number is typed, before any code is requested; the
 * registration's text message is a separate, later request (passport.jd.com's
 * sendMobileCode) that this module never makes.
 *
 * Shows no masked contact. Endpoint, the page opened first and both answers from public tool
 * data (Sreg's plugin, 2015, and a later checker's) and JD's registration script as published
 * copies show it (flooding lists that name this check name it beside the sending one). Not
 * verified live; JD may since have put the form behind a slider captcha (such an answer is no
 * verdict here).
 */
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { readPhoneValue } from './_phone/answers.ts'
import { XHR } from './_email/one-request-check.ts'
import { encodePhone } from './_phone/number.ts'
import { JSON_FROM_SCRIPT, madeBeforeAnyCode, MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { phoneModule } from './_phone/phone-module.ts'
import { unexpected } from './_shared/outcomes.ts'

const REG_PAGE = 'https://reg.jd.com/reg/person?ReturnUrl=https%3A//www.jd.com/'

export const jdPhoneModule = phoneModule({
  id: 'jd-phone',
  name: 'JD.com',
  category: 'shopping',
  url: 'https://www.jd.com/',
  hosts: ['reg.jd.com'],
  ...MAINLAND_CHINA,
  silence: madeBeforeAnyCode("The registration form's check of the typed number"),
  async lookup(phone, ctx) {
    const page = await ctx.http.request(REG_PAGE, { headers: { accept: 'text/html' } })
    if (page.status !== 200) return unexpected(page, 'registration page')
    const res = await ctx.http.request(
      `https://reg.jd.com/validateuser/isMobileEngaged?${new URLSearchParams({ mobile: encodePhone(phone, 'significant') })}`,
      {
        headers: {
          ...JSON_FROM_SCRIPT,
          ...XHR,
          referer: REG_PAGE,
          cookie: cookieHeader(cookiesFrom(page)),
        },
      },
    )
    return readPhoneValue(res, phone, {
      at: 'success',
      taken: [1],
      free: [0],
      what: 'number check answer',
    })
  },
})
