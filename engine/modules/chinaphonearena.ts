/**
 * China Phone Arena (www.chinaphonearena.com/forum), a community board for Chinese phone
 * brands, runs MyBB. Its registration form asks POST
 * https://www.chinaphonearena.com/forum/xmlhttp.php?action=email_availability (email and the
 * page's my_post_key, after GET /forum/member.php?action=register for the key and the guest
 * session cookie): the JSON string "true" when the address is free, MyBB's "…already in use by
 * another member…" when an account holds it. How it is read, and why it is silent (a form field
 * check: no account is made, nothing is mailed): _email/mybb.ts.
 *
 * Board and engine facts from public tool data and MyBB's source; not verified live.
 */
import { mybbEmailCheck } from './_email/mybb.ts'

export const chinaphonearenaForumModule = mybbEmailCheck({
  id: 'chinaphonearena',
  name: 'China Phone Arena',
  origin: 'https://www.chinaphonearena.com',
  folder: '/forum',
})
