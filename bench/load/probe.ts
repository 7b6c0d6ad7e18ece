import {request} from 'node:http';

export interface ProbeResult {
  status: number;
  contentEncoding: string | null;
  bodyBytes: number;
}

/** One request, reading the body as sent (no decompression), to check what a load target answers. */
export function probe(url: string, options: {method?: string; headers?: Record<string, string>; body?: string} = {}) {
  return new Promise<ProbeResult>((resolve, reject) => {
    const req = request(url, {method: options.method ?? 'GET', headers: options.headers}, (res) => {
      let bodyBytes = 0;
      res.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      res.on('end', () =>
        resolve({status: res.statusCode ?? 0, contentEncoding: res.headers['content-encoding'] ?? null, bodyBytes}),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
