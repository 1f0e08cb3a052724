/**
 * 360 account (360帐号: 360 Safe, 360 Search, 360 Cloud …), China. GET
 * https://login.360.cn/?o=User&m=checkmobile&mobile=<11-digit mobile> (with the page's src,
 * from, charset and requestScema fields) is the registration page's check of the typed
 * number. It answers in JSONP, checkJsOut({…}): "errno": "30000" when an account already
 * holds the number, "errno": "1100" when it is free; any other errno decides nothing.
 *
 * Silent: the form asks it as the number is typed; the registration text is sent by a
 * separate request, never made here.
 *
 * Shows no masked contact. Endpoint, fields and both answers from public tool data (Sreg's
 * plugin); not verified live.
 */
import { getWith } from './_email/one-request-check.ts'
import { encodePhone } from './_phone/number.ts'
import { madeBeforeAnyCode, MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { onePhoneRequest, readJsonpValue } from './_phone/one-request.ts'

export const qihooPhoneModule = onePhoneRequest({
  id: '360-phone',
  name: '360',
  category: 'identity',
  url: 'https://www.360.cn/',
  hosts: ['login.360.cn'],
  ...MAINLAND_CHINA,
  silence: madeBeforeAnyCode("The registration form's check of the typed number"),
  ask: (phone) =>
    getWith(
      'https://login.360.cn/',
      {
        src: 'pcw_home',
        from: 'pcw_home',
        charset: 'UTF-8',
        requestScema: 'https',
        o: 'User',
        m: 'checkmobile',
        mobile: encodePhone(phone, 'significant'),
      },
      { accept: '*/*', referer: 'https://i.360.cn/reg' },
    ),
  answer: (res, phone) =>
    readJsonpValue(res, phone, {
      at: 'errno',
      taken: ['30000'],
      free: ['1100'],
      what: 'number check answer',
    }),
})
