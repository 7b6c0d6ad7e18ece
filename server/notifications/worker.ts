import {isUnavailable} from '../db/unavailable';
import type {Clock} from '../clock';
import {DEFAULT_BACKOFF, RETRY_FOR_MS, retryDelay} from './backoff';
import type {Channel, ChannelName} from './channel';
import type {ClaimedNotification, Outbox} from './outbox';

export interface WorkerOptions {
  outbox: Outbox;
  channels: Channel[];
  clock: Clock;
  /** Delay before the next try after `attempts` failed ones (injectable so tests run fast). */
  backoff?: (attempts: number) => number;
  /** How long a notification is retried before it is marked failed (24 h). */
  retryForMs?: number;
  /** How long a claimed notification is reserved for its worker; longer than any delivery can take. */
  leaseMs?: number;
  /** Longest sleep between looks at the outbox (rows queued by other instances, retries). */
  pollMs?: number;
  /** Notifications claimed (and delivered concurrently) at a time. */
  batchSize?: number;
  log: Pick<Console, 'info' | 'warn'>;
}

export interface DeliveryWorker {
  /** Looks at the outbox now, e.g. right after an inquiry queued something. */
  wake(): void;
  /** Stops looking, waits for the deliveries in flight and closes the channels. */
  stop(): Promise<void>;
}

/**
 * Delivers the outbox inside the server process: claims due notifications, hands each to its channel,
 * marks it delivered, or records the error and schedules the next try. Runs once at start (delivering
 * what a previous run left), whenever woken, and at the latest every `pollMs` or when the next retry
 * falls due.
 */
export function startDeliveryWorker({
  outbox,
  channels,
  clock,
  backoff = (attempts) => retryDelay(attempts, DEFAULT_BACKOFF),
  retryForMs = RETRY_FOR_MS,
  leaseMs = 120_000,
  pollMs = 5_000,
  batchSize = 10,
  log,
}: WorkerOptions): DeliveryWorker {
  const byName = new Map<ChannelName, Channel>(channels.map((channel) => [channel.name, channel]));
  const names = [...byName.keys()];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let wokenWhileRunning = false;
  let stopped = false;
  let databaseDown = false;

  async function deliver(notification: ClaimedNotification): Promise<void> {
    const {id, channel, attempts, inquiry} = notification;
    try {
      await byName.get(channel)!.deliver(inquiry, id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const now = clock();
      const giveUp = now - notification.queuedAt.getTime() >= retryForMs;
      const delay = backoff(attempts);
      await outbox.failed(id, message, giveUp ? null : new Date(now + delay));
      log.warn(
        `Notification ${id} (${channel}, inquiry ${inquiry.id}) failed on try ${attempts}: ${message}; ` +
          (giveUp
            ? 'giving up (npm run inquiries -- retry <id> tries again)'
            : `next try in ${Math.ceil(delay / 1000)} s`),
      );
      return;
    }
    await outbox.delivered(id, new Date(clock()));
  }

  /** Delivers until nothing is due; returns how long to sleep. */
  async function drain(): Promise<number> {
    for (;;) {
      const now = clock();
      const claimed = await outbox.claim({
        now: new Date(now),
        leaseUntil: new Date(now + leaseMs),
        limit: batchSize,
        channels: names,
      });
      if (claimed.length === 0) {
        break;
      }
      await Promise.all(claimed.map(deliver));
      if (stopped) {
        return pollMs;
      }
    }
    const due = await outbox.nextDue(names);
    return due === null ? pollMs : Math.min(pollMs, Math.max(0, due.getTime() - clock()));
  }

  async function run(): Promise<void> {
    let sleep = pollMs;
    try {
      sleep = await drain();
      if (databaseDown) {
        databaseDown = false;
        log.info('Notifications: the database is reachable again');
      }
    } catch (error) {
      if (!isUnavailable(error)) {
        throw error;
      }
      if (!databaseDown) {
        databaseDown = true;
        log.warn(`Notifications paused, database unavailable: ${(error as Error).message}`);
      }
    }
    if (!stopped) {
      timer = setTimeout(wake, sleep);
    }
  }

  function wake(): void {
    if (stopped) {
      return;
    }
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    clearTimeout(timer);
    running = run()
      .catch((error: unknown) => {
        log.warn(`Notifications: ${error instanceof Error ? error.stack : String(error)}`);
        if (!stopped) {
          timer = setTimeout(wake, pollMs);
        }
      })
      .finally(() => {
        running = null;
        if (wokenWhileRunning) {
          wokenWhileRunning = false;
          wake();
        }
      });
  }

  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      channels.forEach((channel) => channel.close?.());
    },
  };
}
