// How portal emails leave the server: pooled SMTP when SMTP_URL is set, otherwise nodemailer's
// stream transport, whose rendered message the sender writes to DATA_DIR/outbox as an .eml file.
import type { MailerOptions } from '@nestjs-modules/mailer';
import type { AppConfig } from '../config/config.js';

/** Connections the SMTP pool opens at most; also how many messages a send has in flight. */
export const SMTP_MAX_CONNECTIONS = 5;

export function mailerOptions(config: AppConfig): MailerOptions {
  if (!config.SMTP_URL) {
    return { transport: { streamTransport: true, buffer: true, newline: 'windows' } };
  }
  const timeout = config.SMTP_TIMEOUT_MS;
  return {
    transport: {
      url: config.SMTP_URL,
      pool: true,
      maxConnections: SMTP_MAX_CONNECTIONS,
      // A dead or silent server fails each attempt within the timeout instead of hanging the request.
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    },
    // A last guard for a server that keeps answering just inside the socket timeout.
    sendTimeout: timeout * 3,
  };
}

export const writesToOutbox = (config: AppConfig) => !config.SMTP_URL;
