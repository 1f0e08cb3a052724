import { expect, it } from 'vitest'
import { office365Module } from './office365.ts'
import { UNRECOGNISED, ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { JSON_HEADERS, fixture, usePlatforms } from './_shared/testing.ts'

const path = `/autodiscover/autodiscover.json/v1.0/${ENCODED_ADDRESS}?Protocol=Autodiscoverv1`

describeSilentCheck(office365Module, {
  answer(p, scenario) {
    const check = p.agent.get('https://outlook.office365.com').intercept({ path })
    if (scenario === 'found') check.reply(200, fixture('office365', 'found.json'), JSON_HEADERS)
    else if (scenario === 'not_found') {
      // An address Exchange Online does not host is sent on to the consumer service.
      check.reply(302, '', {
        headers: {
          location: `https://autodiscover-s.outlook.com/autodiscover/autodiscover.json/v1.0/${ENCODED_ADDRESS}?Protocol=Autodiscoverv1`,
        },
      })
    } else check.reply(503, 'Service Unavailable', { headers: { 'content-type': 'text/html' } })
  },
  foundFields: { email: ADDRESS, mail_service: 'Exchange Online' },
  proof: {
    found:
      /HTTP 200, field Url names the mailbox's service \(https:\/\/outlook\.office365\.com\/autodiscover\/autodiscover\.xml\)$/,
    notFound:
      /HTTP 302 redirecting to https:\/\/autodiscover-s\.outlook\.com\/autodiscover\/.*, Exchange Online hands the address on to the consumer Autodiscover$/,
  },
  blockedReason: 'blocked',
  calls: [`GET https://outlook.office365.com${path}`],
})

const platform = usePlatforms()

it('gives no verdict on a redirect anywhere but the consumer Autodiscover', async () => {
  const p = platform()
  p.agent
    .get('https://outlook.office365.com')
    .intercept({ path })
    .reply(302, '', { headers: { location: 'https://www.microsoft.com/en-us/microsoft-365' } })
  expect(await p.run(office365Module, ADDRESS, 'email')).toMatchObject(UNRECOGNISED)
})
