import {createServer, type IncomingHttpHeaders, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';

export interface WebhookCall {
  headers: IncomingHttpHeaders;
  /** The raw body, as signed. */
  body: string;
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

/**
 * A real HTTP receiver on the loopback. `status` picks the answer to the n-th call (0-based); every call
 * is recorded, answered or not. With `listen: false` it starts down, on a port reserved for it.
 */
export async function startWebhookReceiver(
  options: {status?: (call: number) => number; port?: number; listen?: boolean} = {},
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
          calls.push({headers: req.headers, body: Buffer.concat(chunks).toString('utf8')});
          res.statusCode = status(calls.length - 1);
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
