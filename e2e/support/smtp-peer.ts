import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that keeps every message it accepts as an
 * .eml file in `mailDir`, where the tests (in other processes) read them.
 * No TLS and no authentication: it only ever hears the e2e server. An address whose local part
 * starts with `refused-once` is refused (550) the first time it is met, as a mailbox that did not
 * exist yet: the admin's retry of that mail then goes through (e2e/admin/jobs.spec.ts).
 */
export async function startSmtpPeer(port: number, mailDir: string): Promise<() => Promise<void>> {
  mkdirSync(mailDir, { recursive: true });
  let received = 0;
  const refusedOnce = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refused-once') && !refusedOnce.has(address.address)) {
        refusedOnce.add(address.address);
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      callback();
    },
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
