/**
 * An email search over every silent email check, each platform faked at the HTTP boundary
 * with an answer delayed by a latency of its own (the farm's: log-normal around 100 ms, capped
 * at 3 s).
 * Each check runs alone first, one platform at a time: what it takes alone, with all its
 * requests in sequence, is that platform's time. Then the whole search: its wall against the
 * slowest platform's time alone says what running a hundred checks at once costs.
 */
import { createHttpClient } from '../../engine/http/client.ts'
import { modulesFor } from '../../engine/registry.ts'
import { latentPlatforms } from './latent-platforms.ts'
import { aloneThenTogether } from './measure.ts'

const QUERY = 'bench.person@example.com'
const ms = (n: number) => `${Math.round(n)} ms`

/** Each platform answers anything with an empty JSON object, over HTTPS and plain HTTP. */
function fakePlatforms(hosts: readonly string[], seed: number) {
  return latentPlatforms(hosts, seed, (agent, host, delayMs) => {
    for (const origin of [`https://${host}`, `http://${host}`]) {
      agent
        .get(origin)
        .intercept({ path: () => true, method: () => true })
        .reply(200, '{}', { headers: { 'content-type': 'application/json' } })
        .delay(delayMs)
        .persist()
    }
  })
}

/** Prints the email search's figures; answers whether it kept to 1.1 × its slowest platform. */
export async function benchEmail(seed: number): Promise<boolean> {
  // Checks that ask a platform: the address's own facts (DNS) are not platforms.
  const modules = modulesFor('email', { env: {} }).filter((m) => !m.local)
  const agent = fakePlatforms([...new Set(modules.flatMap((m) => m.hosts))], seed)
  const http = createHttpClient({ dispatcher: agent })
  try {
    const { alone, timed } = await aloneThenTogether('email', QUERY, modules, http)
    const slowest = Math.max(...alone)
    const fastest = Math.min(...alone)
    const ratio = timed.wallMs / slowest
    console.log(`\none email search (${modules.length} silent account checks, canaries warm)`)
    console.log(`  wall time                ${ms(timed.wallMs)}`)
    console.log(`  slowest platform, alone  ${ms(slowest)} (all its requests, in sequence)`)
    console.log(`  ratio wall/slowest       ${ratio.toFixed(3)}   (target ≤ 1.1)`)
    console.log(
      `  first result             ${ms(timed.firstResultMs)} (${ms(timed.firstResultMs - fastest)} after the fastest platform alone)`,
    )
    return ratio <= 1.1
  } finally {
    await agent.close()
  }
}
