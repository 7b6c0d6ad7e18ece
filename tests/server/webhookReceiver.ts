import {createServer, type IncomingHttpHeaders, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Webhook} from 'standardwebhooks';

export interface WebhookCall {
  headers: IncomingHttpHeaders;
  /** The raw body, as signed. */
  body: string;
  /** With `verify`: null when the call verified, else why the receiver refused it (answered 401). */
  refused?: string | null;
}

export interface WebhookReceiver {
  url: string;
  port: number;
  calls: WebhookCall[];
  /** Starts listening (again) on the same port. */
  up(): Promise<void>;
  /** Stops listening: connections are refused until up(). */
  down(): Promise<void>;
}

/** The headers as a receiver hands them to a verifier: one string each. */
function singleValued(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]),
  );
}

/**
 * A real HTTP receiver on the loopback. `status` picks the answer to the n-th call (0-based); every call
 * is recorded, answered or not. With `listen: false` it starts down, on a port reserved for it. With `verify`
 * it checks each call's Standard Webhooks signature first, as a receiver would, and answers 401 when it fails.
 */
export async function startWebhookReceiver(
  options: {status?: (call: number) => number; port?: number; listen?: boolean; verify?: Webhook} = {},
): Promise<WebhookReceiver> {
  const calls: WebhookCall[] = [];
  const status = options.status ?? (() => 204);
  let server: Server | undefined;
  let port = options.port ?? 0;

  const receiver: WebhookReceiver = {
    url: '',
    port,
    calls,
    async up() {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          let refused: string | null | undefined;
          if (options.verify) {
            try {
              options.verify.verify(body, singleValued(req.headers));
              refused = null;
            } catch (error) {
              refused = error instanceof Error ? error.message : String(error);
            }
          }
          calls.push({headers: req.headers, body, refused});
          res.statusCode = refused ? 401 : status(calls.length - 1);
          res.end();
        });
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', () => resolve()));
      port = (server.address() as AddressInfo).port;
      receiver.port = port;
      receiver.url = `http://127.0.0.1:${port}/hooks/inquiries`;
    },
    async down() {
      const closing = server;
      server = undefined;
      if (closing) {
        closing.closeAllConnections();
        await new Promise<void>((resolve) => closing.close(() => resolve()));
      }
    },
  };
  if (options.listen === false) {
    receiver.url = `http://127.0.0.1:${port}/hooks/inquiries`;
  } else {
    await receiver.up();
  }
  return receiver;
}
