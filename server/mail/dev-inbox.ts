import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { readMail } from './mime.ts'

/** A mail the development inbox received. */
export interface CaughtMail {
  id: number
  to: string[]
  from: string
  subject: string
  text: string
  receivedAt: Date
}

export interface DevInbox {
  /** Where the app's mailer sends: smtp://127.0.0.1:<port>. */
  url: string
  /** Newest first. */
  mails(): CaughtMail[]
  close(): Promise<void>
}

/** The newest mails kept; older ones are dropped. */
const KEEP = 200
const MAX_BYTES = 512 * 1024

/**
 * A development mail catcher: a real SMTP server on loopback (smtp-server) that keeps what
 * it receives in memory, so mail in development and tests goes through the same SMTP client
 * as production and can be read at /dev/mail. It accepts no connection from elsewhere and
 * refuses to start in production.
 */
export async function startDevInbox(options: { nodeEnv: string }): Promise<DevInbox> {
  if (options.nodeEnv === 'production') {
    throw new Error('The development mail inbox refuses to run when NODE_ENV=production.')
  }
  const received: CaughtMail[] = []
  let next = 1
  const server = new SMTPServer({
    // Loopback only, and nothing to protect with TLS or a password there.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    size: MAX_BYTES,
    banner: 'SnoopLens development inbox',
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(new Error('Message too large'))
        const mail = readMail(Buffer.concat(chunks).toString('utf8'))
        received.unshift({
          id: next++,
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          ...mail,
          receivedAt: new Date(),
        })
        received.length = Math.min(received.length, KEEP)
        callback()
      })
    },
  })
  server.listen(0, '127.0.0.1')
  await once(server.server, 'listening')
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails: () => [...received],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
