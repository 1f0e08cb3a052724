/**
 * An environment that loads as production: every key production requires, each pointing
 * nowhere real (the database and mail hosts are .invalid).
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'secret',
  SESSION_SECRET: 'x'.repeat(32),
  APP_ORIGIN: 'https://snooplens.example',
  DATABASE_URL: 'postgres://u:p@db.invalid:5432/snoop',
  STRIPE_SECRET_KEY: 'sk_test_unused',
  STRIPE_WEBHOOK_SECRET: 'whsec_unused',
  SMTP_URL: 'smtp://mail.invalid:587',
}
