import type {Logger} from '../log';
import {deletionRecord, type Deletion, type PersonalData} from './personalData';

/** Deletes what the retention period has run out on; `record` is the audit record (null for a dry run). */
export async function purge(
  data: PersonalData,
  {now, retentionDays, dryRun = false, by = 'purge'}: {now: Date; retentionDays: number; dryRun?: boolean; by?: string},
): Promise<{cutoff: Date; deletion: Deletion; record: string | null}> {
  const cutoff = data.cutoff(now, retentionDays);
  const selection = {olderThan: cutoff};
  if (dryRun) {
    return {cutoff, deletion: await data.preview(selection), record: null};
  }
  const deletion = await data.remove(selection);
  return {cutoff, deletion, record: deletionRecord(`${by} (last activity before ${cutoff.toISOString()})`, deletion)};
}

export interface RetentionOptions {
  data: PersonalData;
  retentionDays: number;
  clock: () => number;
  log: Pick<Logger, 'info' | 'warn'>;
  /** Appends a record to the audit log (inquiries/auditLog.ts). */
  audit: (at: Date, record: string) => Promise<void>;
  /** Time between purges (a day); the first runs at start. */
  intervalMs?: number;
}

/**
 * Applies the retention period in the server process: at start, then daily. A purge that deleted something
 * is logged and recorded in the audit log. Returns a stop function.
 */
export function startRetention({
  data,
  retentionDays,
  clock,
  log,
  audit,
  intervalMs = 86_400_000,
}: RetentionOptions): () => void {
  log.info(`Retention: inquiries are deleted ${retentionDays} days after their last activity unless held`);
  let running: Promise<void> | null = null;
  const run = () => {
    const now = new Date(clock());
    running ??= purge(data, {now, retentionDays, by: 'purge by the server'})
      .then(async ({deletion, record}) => {
        if (deletion.inquiryIds.length > 0) {
          log.info(`audit: ${record!}`);
          await audit(now, record!).catch((error: unknown) =>
            log.warn(`The audit log could not be written (${(error as Error).message}); the record is the line above`),
          );
        }
      })
      // An unreachable database is retried at the next run; the rows wait a day longer at most.
      .catch((error: unknown) => log.warn(`Retention purge failed: ${(error as Error).message}`))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
