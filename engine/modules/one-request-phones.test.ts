/**
 * The phone checks built on onePhoneRequest, one row each: the request the platform's form
 * makes about the module's present number, what the evidence says for each verdict, and the
 * answers that must decide nothing. Each row runs the whole phone-check suite.
 */
import { ask120PhoneModule } from './120ask-phone.ts'
import { qihooPhoneModule } from './360-phone.ts'
import { game4399PhoneModule } from './4399-phone.ts'
import { job51PhoneModule } from './51job-phone.ts'
import { describeOnePhoneRequest, type OnePhoneRequestRow } from './_phone/testing.ts'
import { HTML_HEADERS, endpoint, postedForm, sharedWall } from './_shared/testing.ts'
import { baiduPhoneModule } from './baidu-phone.ts'
import { baihePhoneModule } from './baihe-phone.ts'
import { bilibiliPhoneModule } from './bilibili-phone.ts'
import { elongPhoneModule } from './elong-phone.ts'
import { iqiyiPhoneModule } from './iqiyi-phone.ts'
import { letvPhoneModule } from './letv-phone.ts'
import { liziPhoneModule } from './lizi-phone.ts'
import { lvmamaPhoneModule } from './lvmama-phone.ts'
import { moonbasaPhoneModule } from './moonbasa-phone.ts'
import { pcautoPhoneModule } from './pcauto-phone.ts'
import { ruparupaPhoneModule } from './ruparupa-phone.ts'
import { taonanPhoneModule } from './taonan-phone.ts'
import { tokopediaPhoneModule } from './tokopedia-phone.ts'
import { tuniuPhoneModule } from './tuniu-phone.ts'
import { weiboPhoneModule } from './weibo-phone.ts'
import { xuexinPhoneModule } from './xuexin-phone.ts'
import { xunleiPhoneModule } from './xunlei-phone.ts'
import { youkuPhoneModule } from './youku-phone.ts'
import { zhunaPhoneModule } from './zhuna-phone.ts'

const JSONP = { headers: { 'content-type': 'application/javascript; charset=utf-8' } }
const POST = { method: 'POST' } as const
/** The mainland numbers' 11 digits, as most Chinese forms write them. */
const CN = '13800138000'
/** What Tokopedia's form posts: one GraphQL operation about the number, digits and all. */
const tokopediaAsks = JSON.stringify([
  {
    operationName: 'checkAccount',
    variables: { id: '6281234567890' },
    query:
      'mutation checkAccount($id: String!) { registerCheck(id: $id) { isExist errors __typename } }',
  },
])

const rows: OnePhoneRequestRow[] = [
  {
    module: ask120PhoneModule,
    // The national number as the account name, for registration.
    check: endpoint(
      'https://sso.120ask.com',
      '/user/name_exist',
      postedForm({ account: CN, type: 'reg' }),
    ),
    proof: ['field data.exist is true', 'field data.exist is false'],
    noVerdict: {
      'gives no verdict on an answer without the flag': '{"data":null,"msg":"参数错误"}',
    },
  },
  {
    module: qihooPhoneModule,
    // The national number, after the page's own fields.
    check: endpoint(
      'https://login.360.cn',
      `/?src=pcw_home&from=pcw_home&charset=UTF-8&requestScema=https&o=User&m=checkmobile&mobile=${CN}`,
      JSONP,
    ),
    ext: 'jsonp',
    proof: ['field errno is "30000"', 'field errno is "1100"'],
    noVerdict: {
      'gives no verdict on another errno (a number of the wrong shape)': {
        file: 'other-code.jsonp',
      },
      'gives no verdict on an answer that is not JSONP': '{"errno":"30000"}',
    },
  },
  {
    module: game4399PhoneModule,
    // The national number as the account name.
    check: endpoint(
      'https://ptlogin.4399.com',
      `/ptlogin/isExist.do?appId=www_home&regMode=reg_normal&v=1&username=${CN}`,
      HTML_HEADERS,
    ),
    ext: 'txt',
    proof: ['the body is "用户名已被注册"', 'the body is "0"'],
    noVerdict: { 'gives no verdict on another message': '用户名格式不正确' },
  },
  {
    module: job51PhoneModule,
    // The national number, as the "mobilePhone" kind of value.
    check: endpoint('https://my.51job.com', '/my/in/checkinfo.php', {
      ...postedForm({ type: 'mobilePhone', value: CN }),
      headers: { 'content-type': 'text/html; charset=gbk' },
    }),
    ext: 'txt',
    proof: ['the body is "1"', 'the body is "0"'],
    noVerdict: { 'gives no verdict on another answer': '-1' },
  },
  {
    module: baiduPhoneModule,
    // The national number, after the bare regphonecheck flag.
    check: endpoint('https://passport.baidu.com', `/v2/?regphonecheck&phone=${CN}`),
    proof: ['field errno is 130020', 'field errno is 110000'],
    noVerdict: {
      'gives no verdict on another errno (a number of the wrong shape)': {
        file: 'other-code.json',
      },
    },
  },
  {
    module: baihePhoneModule,
    // The national number, in the parameter the form names "email".
    check: endpoint('https://my.baihe.com', `/register/emailCheckForXs?email=${CN}`),
    proof: ['field state is 0', 'field state is 1'],
    rateLimited: true,
    noVerdict: {
      'reads a refusal at 200 (too many requests) as no verdict': { file: 'rate-limited.json' },
    },
  },
  {
    module: bilibiliPhoneModule,
    // Bilibili's id for mainland China, then the national number.
    check: endpoint(
      'https://account.bilibili.com',
      '/register/checkTel',
      postedForm({ country_code: '1', tel: CN }),
    ),
    proof: ['field status is false', 'field status is true'],
    noVerdict: { 'gives no verdict on a refusal without a status': { file: 'refused.json' } },
  },
  {
    module: elongPhoneModule,
    check: endpoint(
      'https://secure.elong.com',
      `/passport/isajax/Register/ValidateMobileOrEmail?mobile=${CN}`,
    ),
    proof: ['field value is 1', 'field value is 0'],
    noVerdict: { 'gives no verdict on a refused request': { file: 'error.json' } },
  },
  {
    module: iqiyiPhoneModule,
    // The national number as the account name, from the web client (agenttype 1).
    check: endpoint(
      'https://passport.iqiyi.com',
      '/apis/user/check_account.action',
      postedForm({ account: CN, agenttype: '1' }),
    ),
    proof: ['field data is true', 'field data is false'],
    noVerdict: { 'gives no verdict on an error code': { file: 'error.json' } },
  },
  {
    module: letvPhoneModule,
    // The national number as the path's last segment.
    check: endpoint('https://sso.le.com', `/user/checkMobileExists/mobile/${CN}`),
    proof: ['field result.status is "1"', 'field result is false'],
    noVerdict: { 'gives no verdict on another status': { file: 'other-status.json' } },
  },
  {
    module: liziPhoneModule,
    // The national number, as the "mobile" kind of value.
    check: endpoint(
      'https://www.lizi.com',
      '/user/check_ifexists',
      postedForm({ type: 'mobile', value: CN }),
    ),
    proof: ['field status is 0', 'field status is 1'],
    noVerdict: { 'gives no verdict on another status': '{"status":-1,"msg":"参数错误"}' },
  },
  {
    module: lvmamaPhoneModule,
    // The national number, in the form's field "mobile".
    check: endpoint(
      'https://login.lvmama.com',
      '/nsso/ajax/checkUniqueField.do',
      postedForm({ mobile: CN }),
    ),
    proof: ['field success is false', 'field success is true'],
    noVerdict: { 'gives no verdict on an answer without success': '{"errorText":"系统繁忙"}' },
  },
  {
    module: moonbasaPhoneModule,
    // The national number, in the form's field "id".
    check: endpoint('https://login.moonbasa.com', '/home/checkmobile', postedForm({ id: CN })),
    proof: ['field Result is "-1"', 'field Result is "1"'],
    wallPage: sharedWall('cloudflare-block.html', 'login.moonbasa.com'),
    rateLimited: true,
    noVerdict: {
      'reads a refusal at 200 (Result -9) as no verdict': { file: 'rate-limited.json' },
    },
  },
  {
    module: pcautoPhoneModule,
    // The national number, in the query of a POST.
    check: endpoint(
      'https://passport3.pcauto.com.cn',
      `/passport3/api/validate_mobile.jsp?mobile=${CN}&req_enc=UTF-8`,
      POST,
    ),
    proof: ['desc says the number has registered', 'desc is "OK"'],
    noVerdict: { 'gives no verdict on another message': { file: 'bad-number.json' } },
  },
  {
    module: ruparupaPhoneModule,
    // The national number, without the calling code or a trunk 0.
    check: endpoint('https://wapi.ruparupa.com', '/klk/check-membership?user=81234567890'),
    proof: ['field data.next_action is "login"', 'field data.next_action is "register"'],
    wallPage: sharedWall('cloudflare-block.html', 'wapi.ruparupa.com'),
    rateLimited: true,
  },
  {
    module: taonanPhoneModule,
    check: endpoint(
      'https://www.51taonan.com',
      `/index.php?page=ajax_mobile_number&mobile_number=${CN}`,
      HTML_HEADERS,
    ),
    ext: 'txt',
    proof: ['the body is "false"', 'the body is "true"'],
    noVerdict: {
      'gives no verdict on a page instead of the word': '<html><body>系统维护中</body></html>',
    },
  },
  {
    module: tokopediaPhoneModule,
    // The number as digits with the calling code, without "+".
    check: endpoint('https://gql.tokopedia.com', '/graphql/checkAccount', {
      ...POST,
      requestBody: tokopediaAsks,
    }),
    proof: ['field registerCheck.isExist is true', 'field registerCheck.isExist is false'],
    rateLimited: true,
    noVerdict: {
      'reads an answer that is not a list of operations as no verdict':
        '{"data":{"registerCheck":{"isExist":true}}}',
      'reads an error list at 200 as no verdict': { file: 'rate-limited.json' },
    },
  },
  {
    module: tuniuPhoneModule,
    // The mainland zone as the form writes it ("0086"), then the national number.
    check: endpoint(
      'https://passport.tuniu.com',
      `/register/isPhoneAvailable?intlCode=0086&tel=${CN}`,
      POST,
    ),
    proof: ['errmsg says the number is registered', 'errmsg says the number may register'],
    noVerdict: { 'gives no verdict on another message': { file: 'bad-number.json' } },
  },
  {
    module: weiboPhoneModule,
    // The mainland zone as the form writes it ("0086"), then the national number.
    check: endpoint(
      'https://weibo.com',
      `/signup/v5/formcheck?type=mobilesea&zone=0086&value=${CN}&from=`,
      { requestHeaders: { 'x-requested-with': 'XMLHttpRequest' } },
    ),
    proof: [
      'code is "600001", data.msg says the number is registered',
      'code is "100000", data.type is "ok"',
    ],
    noVerdict: {
      'gives no verdict on the same code refusing a number of the wrong shape': {
        file: 'bad-number.json',
      },
    },
  },
  {
    module: xuexinPhoneModule,
    // The national number, twice, in the query of a POST.
    check: endpoint(
      'https://account.chsi.com.cn',
      `/account/checkmobilephoneother.action?mphone=${CN}&dataInfo=${CN}&optType=REGISTER`,
      POST,
    ),
    proof: ['the body is "false"', 'the body is "true"'],
    noVerdict: { 'gives no verdict on an answer that is not the boolean': '{"msg":"系统繁忙"}' },
  },
  {
    module: xunleiPhoneModule,
    // The national number in the account-name field ("mail").
    check: endpoint(
      'https://zhuce.xunlei.com',
      `/register?m=check_mail&mail=${CN}&jsoncallback=jsonp1764226800000`,
      JSONP,
    ),
    ext: 'jsonp',
    proof: ['field result is 1303', 'field result is 0'],
    noVerdict: {
      "gives no verdict on the address answer (1302), which is not the number's": {
        file: 'address-taken.jsonp',
      },
    },
  },
  {
    module: youkuPhoneModule,
    // The national number as the account name ("passport").
    check: endpoint('https://login.youku.com', `/user/check?passport=${CN}`),
    proof: ['field exists is 1', 'field exists is 0'],
    noVerdict: { 'gives no verdict on an answer without exists': '{"error":"invalid"}' },
  },
  {
    module: zhunaPhoneModule,
    check: endpoint('https://www.zhuna.cn', `/account/isreg/?mobile=${CN}`),
    proof: ['field data lists an account', 'field data is false'],
    noVerdict: {
      'gives no verdict on a refused request': { file: 'error.json' },
      'gives no verdict on an empty list': '{"success":true,"data":[]}',
    },
  },
]

for (const row of rows) describeOnePhoneRequest(row)
