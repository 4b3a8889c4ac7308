import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that keeps every message it accepts as an
 * .eml file in `mailDir`, where the tests (in other processes) read them.
 * No TLS and no authentication: it only ever hears the e2e server.
 */
export async function startSmtpPeer(port: number, mailDir: string): Promise<() => Promise<void>> {
  mkdirSync(mailDir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        const recipients = session.envelope.rcptTo.map((address) => address.address).join(',');
        const header = `X-E2E-Recipients: ${recipients}\r\n`;
        writeFileSync(join(mailDir, `${Date.now()}-${received}.eml`), header + Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
