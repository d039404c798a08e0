import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  url: string;
  /** The messages accepted, parsed, in the order received. */
  received: ParsedMail[];
  /**
   * What the server answers to the next recipients: `null` accepts; a code (451, 550) refuses
   * with that SMTP reply.
   */
  answer: number | null;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port (smtp-server, no TLS, no authentication), for tests
 * that send over SMTP and read what arrived (mailparser), or make it refuse.
 */
export async function startTestSmtp(): Promise<TestSmtp> {
  const state: TestSmtp = {
    url: '',
    received: [],
    answer: null,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.answer === null) return callback();
      const refusal = Object.assign(new Error(`refused for the test (${state.answer})`), {
        responseCode: state.answer,
      });
      return callback(refusal);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          state.received.push(parsed);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
