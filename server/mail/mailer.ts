import nodemailer from 'nodemailer'

/** One mail the app sends: plain text, whose links every mail client makes clickable. */
export interface Mail {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
  close(): void
}

/**
 * Mail out over SMTP (nodemailer): the configured server in production, the development
 * inbox otherwise, by the same code. `smtp://` upgrades with STARTTLS when the server offers
 * it; `smtps://` speaks TLS from the start.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
    },
    close: () => transport.close(),
  }
}
