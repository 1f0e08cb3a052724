import type { IncomingMessage, Server } from 'node:http'
import type { Socket } from 'node:net'

/**
 * What keeps an HTTP server's close open after its last response, and how to end it. Node's
 * `closeIdleConnections` ends keep-alive sockets between requests, but not a connection that
 * never sent a request (a browser's preconnect, a health checker's spare socket): that one
 * counts as busy until its headers timeout (60 s). Call `closeIdle` while the server closes:
 * responses that end meanwhile leave their sockets idle too.
 */
export function trackConnections(server: Server) {
  const silent = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    silent.add(socket)
    socket.once('close', () => silent.delete(socket))
  })
  server.on('request', (req: IncomingMessage) => silent.delete(req.socket))
  return {
    closeIdle() {
      server.closeIdleConnections()
      for (const socket of silent) socket.destroy()
    },
  }
}
