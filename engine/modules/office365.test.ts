import { office365Module } from './office365.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const autodiscover = endpoint(
  'https://outlook.office365.com',
  `/autodiscover/autodiscover.json/v1.0/${ENCODED_ADDRESS}?Protocol=Autodiscoverv1`,
)

describeSilentCheck(office365Module, {
  answers: {
    found: [autodiscover(200, fixture('office365', 'found.json'))],
    // An address Exchange Online does not host is sent on to the consumer service.
    not_found: [
      autodiscover(302, '', {
        headers: {
          location: `https://autodiscover-s.outlook.com/autodiscover/autodiscover.json/v1.0/${ENCODED_ADDRESS}?Protocol=Autodiscoverv1`,
        },
      }),
    ],
    blocked: [
      autodiscover(503, 'Service Unavailable', { headers: { 'content-type': 'text/html' } }),
    ],
  },
  foundFields: { email: ADDRESS, mail_service: 'Exchange Online' },
  proof: {
    found:
      /HTTP 200, field Url names the mailbox's service \(https:\/\/outlook\.office365\.com\/autodiscover\/autodiscover\.xml\)$/,
    notFound:
      /HTTP 302 redirecting to https:\/\/autodiscover-s\.outlook\.com\/autodiscover\/.*, Exchange Online hands the address on to the consumer Autodiscover$/,
  },
  blockedReason: 'blocked',
})

itLooksUp(office365Module, {
  'gives no verdict on a redirect anywhere but the consumer Autodiscover': {
    query: ADDRESS,
    answers: [
      autodiscover(302, '', {
        headers: { location: 'https://www.microsoft.com/en-us/microsoft-365' },
      }),
    ],
    ...UNRECOGNISED,
  },
})
