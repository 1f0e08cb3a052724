import { MockAgent } from 'undici'
import { latency, random } from './farm.ts'

/**
 * Platforms faked at the HTTP boundary, none reachable for real: `fake` sets up each host's
 * answers, to be delayed by `delayMs`, a latency of its own drawn from `seed` (the farm's:
 * log-normal around 100 ms, capped at 3 s).
 */
export function latentPlatforms(
  hosts: readonly string[],
  seed: number,
  fake: (agent: MockAgent, host: string, delayMs: number) => void,
) {
  const next = random(seed)
  const agent = new MockAgent()
  agent.disableNetConnect()
  for (const host of hosts) fake(agent, host, latency(next))
  return agent
}
