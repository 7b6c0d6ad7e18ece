import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {fetchIndexFile} from './fetchIndex';

describe('fetchIndexFile', () => {
  let server: Server;
  let origin: string;
  const requests: string[] = [];
  let failNext = false;

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url!);
      if (failNext) {
        failNext = false;
        response.writeHead(503).end();
        return;
      }
      response.writeHead(200, {'content-type': 'application/json'});
      response.end(JSON.stringify([{u: request.url, t: 'Hydra', b: [], d: '', k: [], s: []}]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fetches a file once however many ask for it (the search box first, then the engine)', async () => {
    const [first, second] = await Promise.all([
      fetchIndexFile(`${origin}/search-index/docs-cardano.json`),
      fetchIndexFile(`${origin}/search-index/docs-cardano.json`),
    ]);
    expect(first).toBe(second);
    expect(first[0]!.t).toBe('Hydra');
    await fetchIndexFile(`${origin}/search-index/docs-cardano.json`);
    expect(requests.filter((url) => url === '/search-index/docs-cardano.json')).toHaveLength(1);
  });

  it('reports a failed fetch with the file and status, and fetches it again on the next use', async () => {
    failNext = true;
    const url = `${origin}/search-index/other.json`;
    await expect(fetchIndexFile(url)).rejects.toThrow(`${url}: HTTP 503`);
    await expect(fetchIndexFile(url)).resolves.toHaveLength(1);
    expect(requests.filter((path) => path === '/search-index/other.json')).toHaveLength(2);
  });
});
