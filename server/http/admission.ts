/**
 * Admission to the database: a FIFO queue with a bound on the work in flight. The inquiry API's store goes
 * through it (inquiries/admittedStore.ts).
 *
 * Why it exists: embedded PGlite runs each statement synchronously on the event loop and chains the next
 * waiting statement through promises, so while inquiries are queued in PGlite the loop runs commit after
 * commit in one long microtask drain and only polls its sockets in between. Requests on connections it is
 * already reading got into every drain, while new connections were accepted about one per drain: under
 * 100 concurrent clients some waited 5-10 s (and timed out) while the median answer took 0.3 s.
 *
 * Here every job starts from a `setImmediate` callback, so the event loop accepts connections and reads
 * requests between two jobs, and every request joins one queue served in arrival order. Beyond
 * `maxWaiting` queued jobs, or after `maxWaitMs` in the queue, a job is refused with {@link BusyError}
 * (answered 503 with Retry-After) rather than left to outlast its client's patience.
 */
export interface AdmissionOptions {
  /** Jobs running at once: 1 for PGlite (it runs one statement at a time anyway), the pool size for PostgreSQL. */
  concurrency: number;
  /** Jobs allowed to wait; one more is refused at once. */
  maxWaiting: number;
  /** Longest wait in the queue before a job is refused. */
  maxWaitMs: number;
  /** What the refusal tells the client to wait before trying again. */
  retryAfterSeconds: number;
}

export const DEFAULT_ADMISSION: Omit<AdmissionOptions, 'concurrency'> = {
  maxWaiting: 256,
  maxWaitMs: 8_000,
  retryAfterSeconds: 5,
};

/** The queue is full, or the job waited too long: try again after `retryAfterSeconds`. */
export class BusyError extends Error {
  constructor(
    readonly reason: 'full' | 'timeout',
    readonly retryAfterSeconds: number,
  ) {
    super(reason === 'full' ? 'The admission queue is full' : 'Waited too long in the admission queue');
    this.name = 'BusyError';
  }
}

export interface AdmissionQueue {
  /** Runs `work` when its turn comes (first come, first served); rejects with BusyError when refused. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Jobs waiting to start. */
  readonly waiting: number;
  /** Jobs started and not yet settled. */
  readonly running: number;
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

export function createAdmissionQueue({
  concurrency,
  maxWaiting,
  maxWaitMs,
  retryAfterSeconds,
}: AdmissionOptions): AdmissionQueue {
  if (!(concurrency >= 1 && maxWaiting >= 0)) {
    throw new Error(`Admission queue needs concurrency >= 1 and maxWaiting >= 0`);
  }
  const queue: Waiter[] = [];
  let running = 0;
  let scheduled = false;

  /** Starts waiting jobs while there is room; called from setImmediate so I/O is polled between jobs. */
  function dispatch(): void {
    scheduled = false;
    while (running < concurrency && queue.length > 0) {
      const next = queue.shift()!;
      clearTimeout(next.timer);
      running += 1;
      next.start();
    }
  }

  function schedule(): void {
    if (!scheduled && running < concurrency && queue.length > 0) {
      scheduled = true;
      setImmediate(dispatch);
    }
  }

  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      if (queue.length >= maxWaiting) {
        return Promise.reject(new BusyError('full', retryAfterSeconds));
      }
      return new Promise<T>((resolve, reject) => {
        const waiter: Waiter = {
          start: () => {
            let result: Promise<T>;
            try {
              result = work();
            } catch (error) {
              result = Promise.reject(error);
            }
            const settled = () => {
              running -= 1;
              schedule();
            };
            result.then(
              (value) => {
                settled();
                resolve(value);
              },
              (error: unknown) => {
                settled();
                reject(error);
              },
            );
          },
          timer: setTimeout(() => {
            const index = queue.indexOf(waiter);
            if (index !== -1) {
              queue.splice(index, 1);
              reject(new BusyError('timeout', retryAfterSeconds));
            }
          }, maxWaitMs).unref(),
        };
        queue.push(waiter);
        schedule();
      });
    },
    get waiting() {
      return queue.length;
    },
    get running() {
      return running;
    },
  };
}
