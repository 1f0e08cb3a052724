import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { startDevInbox } from './dev-inbox.ts'
import { registerMail } from './mail.ts'

const apps: ReturnType<typeof Fastify>[] = []
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close()
})

async function appWithMail(config: { smtpUrl?: string; nodeEnv?: 'production' | 'test' }) {
  const app = Fastify()
  apps.push(app)
  const mail = await registerMail(app, {
    smtpUrl: config.smtpUrl,
    mailFrom: 'SnoopLens <hello@snooplens.test>',
    nodeEnv: config.nodeEnv ?? 'test',
  })
  return { app, ...mail }
}

describe('mail', () => {
  it('sends through SMTP to the development inbox, which shows it at /dev/mail with its links clickable', async () => {
    const { app, mailer, inbox } = await appWithMail({})
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Ünïcode & <tags> — a watch',
      text: 'Hello Ada,\nopen https://snooplens.test/watches/verify?token=abc_123 to confirm.\n€ ok',
    })
    const [mail] = inbox!.mails()
    expect(mail).toMatchObject({
      to: ['ada@example.com'],
      from: 'hello@snooplens.test',
      subject: 'Ünïcode & <tags> — a watch',
    })
    expect(mail!.text).toContain('€ ok')
    const page = await app.inject({ url: '/dev/mail' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Ünïcode &#38; &#60;tags&#62; — a watch')
    expect(page.body).toContain(
      '<a href="https://snooplens.test/watches/verify?token=abc_123">https://snooplens.test/watches/verify?token=abc_123</a>',
    )
  })

  it('sends to the configured SMTP server and serves no inbox page when SMTP_URL is set', async () => {
    const server = await startDevInbox({ nodeEnv: 'test' })
    try {
      const { app, mailer, inbox } = await appWithMail({ smtpUrl: server.url })
      expect(inbox).toBeNull()
      await mailer.send({ to: 'grace@example.com', subject: 'Hi', text: 'Plain.' })
      expect(server.mails().map((m) => m.subject)).toEqual(['Hi'])
      expect((await app.inject({ url: '/dev/mail' })).statusCode).toBe(404)
    } finally {
      await server.close()
    }
  })

  it('refuses the development inbox in production', async () => {
    await expect(startDevInbox({ nodeEnv: 'production' })).rejects.toThrow(/refuses to run/)
    await expect(appWithMail({ nodeEnv: 'production' })).rejects.toThrow(/refuses to run/)
  })

  it('fails a send the SMTP server refuses, rather than losing it silently', async () => {
    const { mailer } = await appWithMail({})
    await expect(
      mailer.send({ to: 'x@example.com', subject: 'Big', text: 'x'.repeat(600 * 1024) }),
    ).rejects.toThrow()
  })
})
