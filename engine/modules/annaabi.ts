/**
 * Annaabi (annaabi.ee, Estonian study materials). GET
 * https://annaabi.ee/register.php?go=1&emailcheck=… is the registration form's address check.
 * Its HTML answer sets the hidden field psemail to 2 and says "Sellise emailiga kasutaja on
 * juba registreerinud" ("a user with this email has already registered") when the address is
 * taken, and sets it to 1 and says "See email on vaba" ("this email is free") when it is not.
 * Both signs must agree; the site sometimes serves a Cloudflare challenge instead.
 *
 * Silent: the registration form asks it before anything is created; it sends nothing. Answer
 * markers from public tool data (user-scanner), not verified live.
 */
import { buildRecord } from './_shared/fields.ts'
import { found, notFound, unexpected, unrecognised } from './_shared/outcomes.ts'
import { emailModule } from './_email/email-module.ts'

const TAKEN_FIELD = /value="2"\s+id="psemail"/
const TAKEN_TEXT = 'Sellise emailiga kasutaja on juba registreerinud'
const FREE_FIELD = /value="1"\s+id="psemail"/
const FREE_TEXT = 'See email on vaba'

export const annaabiModule = emailModule({
  id: 'annaabi',
  name: 'Annaabi',
  category: 'education',
  url: 'https://annaabi.ee/',
  hosts: ['annaabi.ee'],
  finding: 'account',
  silence:
    "The registration form's address check, asked before anything is created; it sends nothing.",
  async run(ctx) {
    const params = new URLSearchParams({ go: '1', emailcheck: ctx.query })
    const res = await ctx.http.request(`https://annaabi.ee/register.php?${params}`, {
      headers: { referer: 'https://annaabi.ee/register.php' },
    })
    if (res.status !== 200) return unexpected(res)
    const taken = TAKEN_FIELD.test(res.text) && res.text.includes(TAKEN_TEXT)
    const free = FREE_FIELD.test(res.text) && res.text.includes(FREE_TEXT)
    if (taken && !free) {
      return found(
        `psemail is 2 and the page says "${TAKEN_TEXT}"`,
        buildRecord({ email: ctx.query }),
      )
    }
    if (free && !taken) return notFound(`psemail is 1 and the page says "${FREE_TEXT}"`)
    return unrecognised('address check page')
  },
})
