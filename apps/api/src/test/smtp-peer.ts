import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readMail, type ReadMail } from './read-mail';

/** A real SMTP peer for the tests that go through SMTP: every mail it accepts is parsed into `received`. */
export interface SmtpPeer {
  received: ReadMail[];
  /** Listens on `port` (0: a free one) of 127.0.0.1 and says which. */
  listen(port?: number): Promise<number>;
  close(): Promise<void>;
}

export function createSmtpPeer(received: ReadMail[] = []): SmtpPeer {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void readMail(Buffer.concat(chunks)).then((mail) => {
          received.push(mail);
          done();
        }, done);
      });
    },
  });
  return {
    received,
    listen: (port = 0) => new Promise<number>((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
