import { createServer } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { once } from 'node:events'

/**
 * A CONNECT proxy on loopback that tunnels every target to one listener, whatever host it names
 * (the listener tells sites apart by name). Plain requests get 405.
 */
export async function startConnectProxy(upstreamPort: number, upstreamHost = '127.0.0.1') {
  const server = createServer((_req, res) => res.writeHead(405).end())
  /** Each target asked for, in order. */
  const tunnels: string[] = []
  /** Both ends of every tunnel still open. */
  const sockets = new Set<Socket>()
  server.on('connect', (req, client: Socket, head: Buffer) => {
    tunnels.push(req.url ?? '')
    const upstream = connect(upstreamPort, upstreamHost, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      if (head.length) upstream.write(head)
      upstream.pipe(client)
      client.pipe(upstream)
    })
    for (const s of [client, upstream]) {
      sockets.add(s)
      s.on('error', () => undefined)
      s.on('close', () => sockets.delete(s))
    }
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tunnels,
    sockets,
    async close() {
      for (const s of sockets) s.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
