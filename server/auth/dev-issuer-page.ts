import { escapeHtml } from '../html.ts'
import type { AuthorizationRequest } from './dev-issuer-request.ts'

/** The development issuer's page: pick a preset test identity or type one. */

const PRESETS = [
  { email: 'ada@example.com', fullName: 'Ada Lovelace', givenName: 'Ada' },
  { email: 'grace@example.com', fullName: 'Grace Hopper', givenName: 'Grace' },
  { email: 'alan@example.com', fullName: 'Alan Turing', givenName: 'Alan' },
]

export function renderPicker(request: AuthorizationRequest, base: string): string {
  const hidden = [
    ['client_id', request.clientId],
    ['redirect_uri', request.redirectUri],
    ['state', request.state],
    ['nonce', request.nonce],
    ['code_challenge', request.codeChallenge],
    ['code_challenge_method', 'S256'],
    ['scope', request.scope],
  ]
    .map(([n, v]) => `<input type="hidden" name="${n}" value="${escapeHtml(v ?? '')}">`)
    .join('')
  const form = (inner: string, cls = '') =>
    `<form method="post" action="${base}/authorize" class="${cls}">${hidden}${inner}</form>`
  const presets = PRESETS.map((p) =>
    form(
      `<input type="hidden" name="email" value="${escapeHtml(p.email)}">` +
        `<input type="hidden" name="full_name" value="${escapeHtml(p.fullName)}">` +
        `<input type="hidden" name="given_name" value="${escapeHtml(p.givenName)}">` +
        `<button type="submit" class="preset"><strong>${escapeHtml(p.fullName)}</strong><span>${escapeHtml(p.email)}</span></button>`,
    ),
  ).join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development sign-in</title>
<style>
body{font-family:system-ui,sans-serif;background:#fef3c7;margin:0;color:#1f2937}
.banner{background:#b45309;color:#fff;padding:12px 16px;font-weight:700;text-align:center}
main{max-width:440px;margin:32px auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 10px 30px rgba(0,0,0,.1)}
h1{font-size:1.4rem;margin:0 0 4px}p{color:#4b5563;margin:0 0 16px}
.preset{display:flex;flex-direction:column;align-items:flex-start;width:100%;padding:10px 14px;margin:0 0 8px;border:1px solid #d1d5db;border-radius:10px;background:#f9fafb;cursor:pointer;font:inherit}
.preset span{color:#6b7280;font-size:.9rem}
label{display:block;font-size:.9rem;margin:12px 0 4px;font-weight:600}
input[type=text],input[type=email]{width:100%;box-sizing:border-box;padding:10px;border:1px solid #d1d5db;border-radius:8px;font:inherit}
.row{display:flex;gap:8px;margin-top:16px}.row button{flex:1;padding:10px;border-radius:8px;border:0;font:inherit;font-weight:600;cursor:pointer}
.go{background:#7c3aed;color:#fff}.cancel{background:#e5e7eb}
</style></head><body>
<div class="banner" role="alert">DEVELOPMENT SIGN-IN: this is not Google. No real account is used.</div>
<main>
<h1>Pick a test identity</h1>
<p>This local sign-in stands in for Google while no Google client is configured.</p>
${presets}
${form(`<label for="email">Email</label><input id="email" type="email" name="email" required placeholder="you@example.com">
<label for="full_name">Full name</label><input id="full_name" type="text" name="full_name" placeholder="Ada Lovelace">
<label for="given_name">Given name</label><input id="given_name" type="text" name="given_name" placeholder="Ada">
<div class="row"><button class="go" type="submit" name="action" value="sign_in">Sign in as this person</button></div>`)}
${form(`<div class="row"><button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel</button></div>`)}
</main></body></html>`
}
