/** What sends an e-mail: nodemailer over SMTP (`SMTP_URL`), or a test's stand-in. */
export interface Mailer {
  send(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
  }): Promise<{ messageId: string }>;
  close(): void;
}

/** How an SMTP failure is handled: tried again later, or recorded and given up. */
export type SendFailure = 'temporary' | 'permanent';

/**
 * A permanent refusal is an SMTP 5xx reply (a mailbox that does not exist, a message refused for
 * good): sending it again cannot succeed. Everything else (a 4xx reply such as 451 or 421, a
 * connection refused or cut, a timeout) may pass later.
 */
export function classifySendFailure(error: unknown): SendFailure {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600 ? 'permanent' : 'temporary';
}

/**
 * A mailer for `smtpUrl` (`smtp://host:port`, `smtps://user:pass@host:465`; nodemailer's URL
 * options such as `?pool=true` apply). nodemailer is loaded only when e-mail is on, so a node
 * without SMTP_URL never loads it.
 */
export async function createSmtpMailer(smtpUrl: string): Promise<Mailer> {
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A server that does not answer is a temporary failure, retried later; never a stuck sender.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      const info = (await transport.sendMail(message)) as { messageId: string };
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
