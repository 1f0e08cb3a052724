/**
 * Xunlei (迅雷, downloads and cloud drive, China). GET
 * https://zhuce.xunlei.com/register?m=check_mail&mail=<11-digit mobile>&jsoncallback=<name> is
 * the registration page's check of the typed account name, which takes an address or a mobile
 * number in the same field. It answers in JSONP, <name>({"result": …}): 1303 when an account
 * already holds the number (1302 is the same answer for an address), 0 when it is free.
 *
 * Silent: the page asks it as the name is typed; the registration text is a separate request,
 * never made here.
 *
 * Shows no masked contact. Endpoint and the three codes from public tool data (Sreg's plugin
 * and a later checker's); not verified live.
 */
import { encodePhone } from './_phone/number.ts'
import { madeBeforeAnyCode, MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { onePhoneRequest, readJsonpValue } from './_phone/one-request.ts'

/** The callback the page's script names; any name is answered alike. */
const CALLBACK = 'jsonp1764226800000'

export const xunleiPhoneModule = onePhoneRequest({
  id: 'xunlei-phone',
  name: 'Xunlei',
  category: 'tech',
  url: 'https://www.xunlei.com/',
  hosts: ['zhuce.xunlei.com'],
  ...MAINLAND_CHINA,
  silence: madeBeforeAnyCode("The registration page's check of the typed account name"),
  ask: (phone) => ({
    url: `https://zhuce.xunlei.com/register?${new URLSearchParams({
      m: 'check_mail',
      mail: encodePhone(phone, 'significant'),
      jsoncallback: CALLBACK,
    })}`,
    options: { headers: { accept: '*/*', referer: 'https://i.xunlei.com/register.html' } },
  }),
  answer: (res, phone) =>
    readJsonpValue(res, phone, {
      at: 'result',
      taken: [1303],
      free: [0],
      what: 'account name check answer',
    }),
})
