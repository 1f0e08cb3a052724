/**
 * Answers that are neither a profile nor a site's own "no such user": what a platform that
 * changed its pages, geo-blocks the server, or shows a consent wall sends instead. No module
 * may read a verdict from any of them. The contract suite, the benchmark farm and the manifest
 * tools share this one list.
 */

export interface ClassPage {
  /** Short id, used as the benchmark's class name. */
  id: string
  /** What it is, for people. */
  name: string
  status: number
  headers: Record<string, string>
  /** The page; some echo the query, as search and soft-404 pages do. */
  body(query: string): string
}

const HTML = { 'content-type': 'text/html; charset=utf-8' }
const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const page = (title: string, body: string, head = '') =>
  `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="Join millions of people sharing what they love.">
<meta property="og:title" content="${title}">
<meta property="og:type" content="website">
<link rel="icon" href="/favicon.ico">
<link rel="stylesheet" href="/static/css/main.4f2a9c.css">
${head}
</head>
<body class="page">
<header class="site-header"><a class="logo" href="/">Home</a>
<nav><a href="/explore">Explore</a> <a href="/login">Log in</a> <a href="/signup">Sign up</a></nav></header>
<main id="main">
${body}
</main>
<footer class="site-footer"><a href="/about">About</a> · <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a> · <a href="/help">Help</a> · © 2026</footer>
<script src="/static/js/main.8d1e2b.js"></script>
</body>
</html>`

const LANDING = page(
  'Welcome · Share what you love',
  `<section class="hero"><h1>Share what you love with the world</h1>
<p>Create a profile, follow creators and discover new communities every day.</p>
<a class="btn btn-primary" href="/signup">Get started</a></section>
<section class="features"><div class="card"><h2>Discover</h2><p>Trending posts, picked for you.</p></div>
<div class="card"><h2>Connect</h2><p>Follow friends and see what they are up to.</p></div>
<div class="card"><h2>Create</h2><p>Upload photos, videos and stories.</p></div></section>`,
)

export const CLASS_PAGES: readonly ClassPage[] = [
  {
    id: 'landing',
    name: 'a landing page at 200 (soft 404)',
    status: 200,
    headers: HTML,
    body: () => LANDING,
  },
  {
    id: 'consent',
    name: 'a cookie-consent wall at 200',
    status: 200,
    headers: HTML,
    body: () =>
      page(
        'Before you continue',
        `<div class="consent" role="dialog"><h1>We value your privacy</h1>
<p>We and our partners use cookies to store and access information on your device, to show
personalised content and to measure it. You can accept all cookies or manage your choices.</p>
<form method="post" action="/consent"><button name="accept">Accept all</button>
<button name="reject">Reject all</button><a href="/consent/settings">Manage options</a></form></div>`,
      ),
  },
  {
    id: 'region',
    name: 'a region notice at 200',
    status: 200,
    headers: HTML,
    body: () =>
      page(
        'Not available',
        `<div class="notice"><h1>Sorry!</h1><p>This service is not available in your country.</p>
<p>Due to legal requirements we cannot offer our content in your region.</p></div>`,
      ),
  },
  {
    id: 'region-451',
    name: 'HTTP 451 unavailable for legal reasons',
    status: 451,
    headers: HTML,
    body: () =>
      page(
        '451 Unavailable For Legal Reasons',
        '<h1>Unavailable For Legal Reasons</h1><p>This content cannot be shown where you are.</p>',
      ),
  },
  {
    id: 'captcha',
    name: 'a captcha page at 200',
    status: 200,
    headers: HTML,
    body: () =>
      page(
        'Security check',
        `<div class="challenge"><h1>Please verify you are a human</h1>
<p>Complete the check below to continue.</p>
<div class="g-recaptcha" data-sitekey="6LcXXXXAAAAAA"></div></div>`,
        '<script src="https://www.google.com/recaptcha/api.js" async defer></script>',
      ),
  },
  {
    id: 'turnstile',
    name: 'a Turnstile widget page at 200',
    status: 200,
    headers: HTML,
    body: () =>
      page(
        'One moment',
        '<div class="cf-turnstile" data-sitekey="0x4AAAAAAA"></div><p>Checking your connection.</p>',
        '<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async></script>',
      ),
  },
  {
    id: 'empty',
    name: 'an empty 200',
    status: 200,
    headers: HTML,
    body: () => '',
  },
  {
    id: 'js-shell',
    name: 'a JavaScript-only shell at 200',
    status: 200,
    headers: HTML,
    body: () =>
      `<!doctype html><html><head><meta charset="utf-8"><title>App</title>
<script type="module" crossorigin src="/assets/index-3f9a1c.js"></script>
<link rel="stylesheet" href="/assets/index-77b0d2.css"></head>
<body><div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript></body></html>`,
  },
  {
    id: 'json-error',
    name: 'a JSON error at 200',
    status: 200,
    headers: JSON_TYPE,
    body: () => '{"error":{"code":500,"message":"Internal error, please try again"},"data":null}',
  },
  {
    id: 'json-empty',
    name: 'an empty JSON object at 200',
    status: 200,
    headers: JSON_TYPE,
    body: () => '{}',
  },
  {
    id: 'search',
    name: 'a search page at 200 that echoes the name',
    status: 200,
    headers: HTML,
    body: (query) =>
      page(
        `Search results for “${escapeHtml(query)}”`,
        `<h1>Search</h1><form action="/search"><input name="q" value="${escapeHtml(query)}"></form>
<p>No results for <b>${escapeHtml(query)}</b>. Try another search.</p>`,
        `<link rel="canonical" href="https://example.com/search?q=${encodeURIComponent(query)}">`,
      ),
  },
  {
    id: 'login-page',
    name: 'a login page at 200',
    status: 200,
    headers: HTML,
    body: () =>
      page(
        'Log in',
        `<h1>Log in to continue</h1><form method="post" action="/session">
<label>Email <input type="email" name="email"></label>
<label>Password <input type="password" name="password"></label>
<button type="submit">Log in</button></form><p>New here? <a href="/signup">Create an account</a></p>`,
      ),
  },
]

/** A redirect to the site's login page: absence is never read from it. */
export const LOGIN_REDIRECT = {
  id: 'login-redirect',
  name: 'a redirect to a login page',
  status: 302,
  location: '/login?next=%2Fprofile',
} as const
