import {describe, expect, it} from 'vitest';
import {BusyError, createAdmissionQueue, DEFAULT_ADMISSION, type AdmissionOptions} from './admission';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A promise to settle by hand. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {promise, resolve, reject};
}

function queue(options: Partial<AdmissionOptions> = {}) {
  return createAdmissionQueue({...DEFAULT_ADMISSION, concurrency: 1, ...options});
}

describe('admission queue', () => {
  it('starts jobs in the order they came, one at a time with concurrency 1', async () => {
    const q = queue();
    const started: number[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const results = await Promise.all(
      Array.from({length: 20}, (_, i) =>
        q.run(async () => {
          started.push(i);
          inFlight += 1;
          mostInFlight = Math.max(mostInFlight, inFlight);
          await nextTurn();
          inFlight -= 1;
          return i * 2;
        }),
      ),
    );
    expect(started).toEqual(Array.from({length: 20}, (_, i) => i));
    expect(results).toEqual(Array.from({length: 20}, (_, i) => i * 2));
    expect(mostInFlight).toBe(1);
    expect(q.running).toBe(0);
    expect(q.waiting).toBe(0);
  });

  it('runs at most `concurrency` jobs at once, still in arrival order', async () => {
    const q = queue({concurrency: 3});
    const started: number[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    await Promise.all(
      Array.from({length: 12}, (_, i) =>
        q.run(async () => {
          started.push(i);
          inFlight += 1;
          mostInFlight = Math.max(mostInFlight, inFlight);
          await new Promise((resolve) => setTimeout(resolve, 2));
          inFlight -= 1;
        }),
      ),
    );
    expect(started).toEqual(Array.from({length: 12}, (_, i) => i));
    expect(mostInFlight).toBe(3);
  });

  it('lets the event loop run (accept connections, read requests) between two jobs', async () => {
    const q = queue();
    const order: string[] = [];
    const jobs = [1, 2, 3].map((n) => q.run(() => Promise.resolve(order.push(`job ${n}`))));
    setImmediate(() => order.push('I/O turn'));
    await Promise.all(jobs);
    expect(order).toEqual(['job 1', 'I/O turn', 'job 2', 'job 3']);
  });

  it('refuses a job beyond maxWaiting at once with BusyError and its Retry-After', async () => {
    const q = queue({maxWaiting: 3, retryAfterSeconds: 7});
    const gate = deferred();
    const first = q.run(() => gate.promise);
    await nextTurn(); // the first job has started: three may wait behind it
    const waiting = [q.run(async () => 'a'), q.run(async () => 'b'), q.run(async () => 'c')];
    expect(q.waiting).toBe(3);
    const refused = await q.run(async () => 'd').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BusyError);
    expect(refused).toMatchObject({reason: 'full', retryAfterSeconds: 7});
    gate.resolve();
    await first;
    expect(await Promise.all(waiting)).toEqual(['a', 'b', 'c']);
    // Room again once the queue drained.
    expect(await q.run(async () => 'e')).toBe('e');
  });

  it('refuses a job that waited longer than maxWaitMs, and never starts it', async () => {
    const q = queue({maxWaitMs: 30});
    const gate = deferred();
    const first = q.run(() => gate.promise);
    let started = false;
    const late = q.run(async () => {
      started = true;
    });
    const refused = await late.catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BusyError);
    expect(refused).toMatchObject({reason: 'timeout'});
    expect(q.waiting).toBe(0);
    gate.resolve();
    await first;
    await nextTurn();
    expect(started).toBe(false);
  });

  it('passes a failing job’s error on and goes on with the next one', async () => {
    const q = queue();
    const failing = q.run(() => Promise.reject(new Error('boom')));
    const throwing = q.run(() => {
      throw new Error('sync boom');
    });
    const fine = q.run(async () => 'fine');
    await expect(failing).rejects.toThrow('boom');
    await expect(throwing).rejects.toThrow('sync boom');
    expect(await fine).toBe('fine');
    expect(q.running).toBe(0);
  });
});
