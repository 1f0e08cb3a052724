import type { FastifyInstance } from 'fastify'
import type { Config } from '../env.ts'
import { startDevInbox, type DevInbox } from './dev-inbox.ts'
import { renderInbox } from './dev-mail-page.ts'
import { createSmtpMailer, type Mailer } from './mailer.ts'

export const DEV_MAIL_PATH = '/dev/mail'

/**
 * The app's mail: over SMTP_URL when set; otherwise through the same SMTP client to the
 * development inbox, whose page is /dev/mail. Closed with the app.
 */
export async function registerMail(
  app: FastifyInstance,
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'nodeEnv'>,
): Promise<{ mailer: Mailer; inbox: DevInbox | null }> {
  let inbox: DevInbox | null = null
  if (!config.smtpUrl) {
    const devInbox = await startDevInbox({ nodeEnv: config.nodeEnv })
    inbox = devInbox
    app.get(DEV_MAIL_PATH, async (_req, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderInbox(devInbox.mails())),
    )
  }
  const mailer = createSmtpMailer(config.smtpUrl ?? inbox!.url, config.mailFrom)
  app.addHook('onClose', async () => {
    mailer.close()
    await inbox?.close()
  })
  return { mailer, inbox }
}
