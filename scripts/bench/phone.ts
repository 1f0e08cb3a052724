/**
 * A phone search over the silent phone checks that serve the number's country, each platform
 * faked at the HTTP boundary with its module's recorded answers (engine/testing/
 * phone-platforms.ts) delayed by a latency of its own (the farm's: log-normal around 100 ms,
 * capped at 3 s). As for email: each check alone first, all its requests in sequence, is that
 * platform's time; then the whole search, whose wall is held against the slowest platform's.
 */
import { createHttpClient } from '../../engine/http/client.ts'
import { modulesFor } from '../../engine/registry.ts'
import { KNOWN_NUMBER, phoneAnswer } from '../../engine/testing/phone-platforms.ts'
import { latentPlatforms } from './latent-platforms.ts'
import { aloneThenTogether } from './measure.ts'

const ms = (n: number) => `${Math.round(n)} ms`

/** Each platform answers as its module's recorded answers say. */
function fakePlatforms(hosts: readonly string[], seed: number) {
  return latentPlatforms(hosts, seed, (agent, host, delayMs) => {
    agent
      .get(`https://${host}`)
      .intercept({ path: () => true, method: () => true })
      .reply(({ method, path, body }) => {
        const answer = phoneAnswer(host, method, path, typeof body === 'string' ? body : '')
        return {
          statusCode: answer?.status ?? 404,
          data: answer?.body ?? '',
          responseOptions: { headers: answer?.headers ?? {} },
        }
      })
      .delay(delayMs)
      .persist()
  })
}

/** Prints the phone search's figures; answers whether it kept to 1.1 × its slowest platform. */
export async function benchPhone(seed: number): Promise<boolean> {
  // Checks that ask a platform and serve the number: its own facts are not platforms.
  const modules = modulesFor('phone', { env: {}, query: KNOWN_NUMBER }).filter((m) => !m.local)
  const agent = fakePlatforms([...new Set(modules.flatMap((m) => m.hosts))], seed)
  const http = createHttpClient({ dispatcher: agent })
  try {
    const { alone, timed } = await aloneThenTogether('phone', KNOWN_NUMBER, modules, http)
    const slowest = Math.max(...alone)
    const found = timed.results.filter((r) => r.status === 'found').length
    const ratio = timed.wallMs / slowest
    console.log(`\none phone search (${modules.length} silent account checks that serve +44)`)
    console.log(`  found                    ${found} of ${modules.length}`)
    console.log(`  wall time                ${ms(timed.wallMs)}`)
    console.log(`  slowest platform, alone  ${ms(slowest)} (all its requests, in sequence)`)
    console.log(`  ratio wall/slowest       ${ratio.toFixed(3)}   (target ≤ 1.1)`)
    return ratio <= 1.1
  } finally {
    await agent.close()
  }
}
