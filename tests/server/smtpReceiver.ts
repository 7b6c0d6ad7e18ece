import type {AddressInfo} from 'node:net';
import {SMTPServer} from 'smtp-server';

/** A received mail, decoded just enough for assertions (single-part text, RFC 2047 headers). */
export interface ReceivedMail {
  raw: string;
  /** Header lines in order, unfolded, names lower-cased, values decoded. */
  headers: [string, string][];
  header(name: string): string | undefined;
  text: string;
  envelope: {from: string; to: string[]};
}

function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const input = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i++) {
    if (input[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(input.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export function parseMail(raw: string, envelope: ReceivedMail['envelope']): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = head.split('\r\n').map((line): [string, string] => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim())];
  });
  const header = (name: string) => headers.find(([key]) => key === name.toLowerCase())?.[1];
  const body = raw.slice(split + 4);
  const encoding = header('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return {raw, headers, header, text: text.replace(/\r\n/g, '\n'), envelope};
}

export interface SmtpReceiver {
  /** smtp://user:pass@127.0.0.1:<port>, plain (no STARTTLS offered). */
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on the loopback that accepts any login and keeps every mail. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, {user: 'notifier'}),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), envelope));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const {port} = server.server.address() as AddressInfo;
  return {
    url: `smtp://notifier:secret@127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
