/**
 * Therian Guide Forums (forums.therian-guide.com), the Therian Guide community board, runs
 * MyBB. Its registration form asks POST https://forums.therian-
 * guide.com/xmlhttp.php?action=email_availability (email and the page's my_post_key, after GET
 * /member.php?action=register for the key and the guest session cookie): the JSON string "true"
 * when the address is free, MyBB's "…already in use by another member…" when an account holds
 * it. How it is read, and why it is silent (a form field check: no account is made, nothing is
 * mailed): _email/mybb.ts.
 *
 * Board and engine facts from public tool data and MyBB's source; not verified live.
 */
import { mybbEmailCheck } from './_email/mybb.ts'

export const therianGuideForumsModule = mybbEmailCheck({
  id: 'therian-guide',
  name: 'Therian Guide Forums',
  origin: 'https://forums.therian-guide.com',
  folder: '',
})
