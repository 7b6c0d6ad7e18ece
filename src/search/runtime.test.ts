import {createServer, type ServerResponse, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadIndex} from './runtime';

describe('loadIndex', () => {
  let server: Server;
  let baseUrl: string;
  const requests: string[] = [];
  /** What the server does with the next request for a path: fail at once, or hold it until the test answers. */
  const next = new Map<string, 'fail' | 'hold'>();
  const held: ServerResponse[] = [];
  const count = (path: string) => requests.filter((url) => url === path).length;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url!;
      requests.push(path);
      const plan = next.get(path);
      next.delete(path);
      if (plan === 'fail') response.writeHead(503).end();
      else if (plan === 'hold') held.push(response);
      else {
        response.writeHead(200, {'content-type': 'application/json'});
        response.end(JSON.stringify([{u: path, t: 'Hydra', b: [], d: '', k: '', s: []}]));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    for (const response of held) response.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('after a failed load, the next use fetches every file again, not one still on its way to failing', async () => {
    const files = ['fast.json', 'slow.json'];
    next.set('/fast.json', 'fail');
    next.set('/slow.json', 'hold');
    await expect(loadIndex(baseUrl, files)).rejects.toThrow('fast.json: HTTP 503');
    await expect.poll(() => held.length).toBe(1);

    const retried = loadIndex(baseUrl, files);
    await expect.poll(() => count('/slow.json')).toBe(2);
    await expect(retried).resolves.toBeTruthy();

    // The first fetch of slow.json fails late: the newer fetch stays and the next use takes it.
    held.pop()!.writeHead(503).end();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await loadIndex(baseUrl, ['slow.json']);
    expect([count('/fast.json'), count('/slow.json')]).toEqual([2, 2]);
  });
});
