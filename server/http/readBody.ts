export type BodyResult = {ok: true; bytes: Uint8Array} | {ok: false; reason: 'too_large'};

/**
 * Reads a request body up to `limit` bytes. A declared Content-Length over the limit is refused before
 * reading; the bytes are counted as they arrive too, so a chunked body (no Content-Length) or a lying one
 * is cut off at the limit instead of being buffered whole.
 */
export async function readBody(request: Request, limit: number): Promise<BodyResult> {
  const declared = request.headers.get('content-length');
  if (declared !== null && !(/^\d+$/.test(declared) && Number(declared) <= limit)) {
    return {ok: false, reason: 'too_large'};
  }
  if (!request.body) {
    return {ok: true, bytes: new Uint8Array()};
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) {
      break;
    }
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return {ok: false, reason: 'too_large'};
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return {ok: true, bytes};
}

const decoder = new TextDecoder('utf-8', {fatal: true});

/** Parses UTF-8 JSON; not ok when the bytes are not valid UTF-8 or not JSON. */
export function parseJson(bytes: Uint8Array): {ok: true; value: unknown} | {ok: false} {
  try {
    return {ok: true, value: JSON.parse(decoder.decode(bytes))};
  } catch {
    return {ok: false};
  }
}
