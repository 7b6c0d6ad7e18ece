import type {Writable} from 'node:stream';

/**
 * Writes `text` and resolves once the stream has handed all of it to the operating system, however slowly
 * the reader at the other end of a pipe takes it; rejects when it cannot (EPIPE: the reader has gone).
 */
export function writeFully(stream: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(new Error(`Output incomplete: ${error.message}`));
    stream.once('error', failed);
    stream.write(text, (error) => {
      stream.off('error', failed);
      if (error) {
        failed(error);
      } else {
        resolve();
      }
    });
  });
}
