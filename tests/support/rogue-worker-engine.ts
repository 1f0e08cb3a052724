/**
 * The loopback engine (loopback-worker-engine.ts) in a worker that garbles what it sends: the
 * first result of a search for `rogue` goes out malformed, and at start one message names no
 * search at all. What the main thread does with them is what the tests look at. Loaded on the
 * main thread (for the canaries), it is the loopback engine alone.
 */
import { parentPort, type MessagePort } from 'node:worker_threads'
import { ToMain, ToWorker } from '../../server/search/workers/worker-protocol.ts'

export { default } from './loopback-worker-engine.ts'

if (parentPort) garble(parentPort)

function garble(port: MessagePort) {
  const rogue = new Set<string>()
  port.on('message', (raw: unknown) => {
    const message = ToWorker.safeParse(raw)
    if (message.success && message.data.type === 'start' && message.data.query === 'rogue') {
      rogue.add(message.data.id)
    }
  })
  const post = port.postMessage.bind(port)
  port.postMessage = (raw: unknown) => {
    const message = ToMain.safeParse(raw)
    if (message.success && message.data.type === 'message' && rogue.delete(message.data.id)) {
      const { id } = message.data
      return post({ type: 'message', id, message: { type: 'result', data: { status: 'maybe' } } })
    }
    post(raw)
  }
  post('not a message')
}
