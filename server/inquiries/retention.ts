import type {Logger} from '../log';
import {auditLine, type Deletion, type PersonalData} from './personalData';

/** Deletes what the retention period has run out on and writes the audit line. */
export async function purge(
  data: PersonalData,
  {now, retentionDays, dryRun = false}: {now: Date; retentionDays: number; dryRun?: boolean},
): Promise<{cutoff: Date; deletion: Deletion; audit: string | null}> {
  const cutoff = data.cutoff(now, retentionDays);
  const selection = {olderThan: cutoff};
  if (dryRun) {
    return {cutoff, deletion: await data.preview(selection), audit: null};
  }
  const deletion = await data.remove(selection);
  return {cutoff, deletion, audit: auditLine(`retention (last activity before ${cutoff.toISOString()})`, deletion)};
}

export interface RetentionOptions {
  data: PersonalData;
  retentionDays: number;
  clock: () => number;
  log: Pick<Logger, 'info' | 'warn'>;
  /** Time between purges (a day); the first runs at start. */
  intervalMs?: number;
}

/** Applies the retention period in the server process: at start, then daily. Returns a stop function. */
export function startRetention({
  data,
  retentionDays,
  clock,
  log,
  intervalMs = 86_400_000,
}: RetentionOptions): () => void {
  log.info(`Retention: inquiries are deleted ${retentionDays} days after their last activity unless held`);
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= purge(data, {now: new Date(clock()), retentionDays})
      .then(({deletion, audit}) => {
        if (deletion.inquiryIds.length > 0) {
          log.info(audit!);
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
