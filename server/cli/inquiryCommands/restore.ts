import {parseArgs} from 'node:util';
import {openSnapshot, readBackup, replaceWithBackup, restoreSnapshot, type LogicalBackup} from '../../db/backup';
import {migrationGate} from '../../db/migrate';
import type {ErasableInquiry} from '../../inquiries/erasures';
import {planRestore, readCurrentState, reconcile, type CurrentState, type RestorePlan} from '../../inquiries/restore';
import {counts, oneFile} from './backup';
import {announceDatabase, audit, confirmed, now, Refusal, UsageError, withDatabase, type CliIo} from './kit';
import {serverDatabase} from './serverDatabase';
import {count} from './table';

const ids = (list: string[]) => (list.length > 0 ? `: ${list.join(' ')}` : '');

/** What the restore will do, asked before it does it. */
function question(plan: RestorePlan, target: string, file: string): string {
  const lines = [
    `This replaces the ${count(plan.replaced, 'inquiry', 'inquiries')} in ${target} with the ${plan.inBackup} of ${file}.`,
  ];
  if (plan.erasedAgain.length > 0) {
    lines.push(
      `${count(plan.erasedAgain.length, 'inquiry', 'inquiries')} of the backup ${plan.erasedAgain.length === 1 ? 'was' : 'were'} ` +
        `deleted on request or purged since it was taken: removed again after the restore${ids(plan.erasedAgain)}.`,
    );
  }
  if (plan.newer.length > 0) {
    lines.push(
      `${count(plan.newer.length, 'inquiry', 'inquiries')} received after the backup ${plan.newer.length === 1 ? 'is' : 'are'} ` +
        `not in it and will be lost (--drop-newer)${ids(plan.newer)}.`,
    );
  }
  return [...lines, 'Go ahead?'].join('\n');
}

/** Refuses to lose inquiries received after the backup unless told to. */
function refuseNewer(newer: string[], dropNewer: boolean | undefined): void {
  if (newer.length > 0 && !dropNewer) {
    throw new Refusal(
      `${count(newer.length, 'inquiry', 'inquiries')} in the database ${newer.length === 1 ? 'was' : 'were'} received ` +
        `after the backup and ${newer.length === 1 ? 'is' : 'are'} not in it${ids(newer)}. Nothing restored: the ` +
        'restore would lose them. Export them first if they are needed (list --format json --out FILE), then add ' +
        '--drop-newer to restore anyway.',
    );
  }
}

interface Outcome {
  replaced: number;
  inBackup: number;
  removed: string[];
  dropped: string[];
}

/** Says what the restore did, on stdout and in the audit log; `held`: what the database holds now. */
async function report(io: CliIo, file: string, outcome: Outcome, held: string, note = ''): Promise<void> {
  const {replaced, inBackup, removed, dropped} = outcome;
  await audit(
    io,
    `restore ${file}: replaced ${replaced} inquiries with the backup's ${inBackup}; removed again ${removed.length} ` +
      `erased since${ids(removed)}; dropped ${dropped.length} newer${ids(dropped)}`,
  );
  await io.stdout(
    `Restored ${file}: the backup's ${count(inBackup, 'inquiry', 'inquiries')} replaced ${replaced}. ` +
      `Removed again, deleted on request or purged since the backup: ${removed.length}${ids(removed)}. ` +
      `Dropped, received after the backup: ${dropped.length}${ids(dropped)}. ` +
      `Notifications delivered since the backup stay delivered. Now: ${held}.${note}\n`,
  );
}

/** What the erasure log is matched on, of each inquiry in a logical backup. */
function logicalInquiries(backup: LogicalBackup): ErasableInquiry[] {
  return (backup.rows.inquiries as unknown as ErasableInquiry[]).map(({id, email, created_at}) => ({
    id,
    email,
    created_at,
  }));
}

/** A logical backup, into PGlite or PostgreSQL: planned, asked, then done in one transaction. */
async function restoreLogical(io: CliIo, file: string, backup: LogicalBackup, values: RestoreOptions): Promise<void> {
  await withDatabase(io, async (db) => {
    await migrationGate(db).ready();
    const inquiries = logicalInquiries(backup);
    const plan = await planRestore(db, inquiries, await readCurrentState(db));
    refuseNewer(plan.newer, values['drop-newer']);
    if (!(await confirmed(io, values.yes, question(plan, db.description, file)))) {
      await io.stdout('Nothing restored.\n');
      return;
    }
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      // New inquiries wait until the restore is committed: none can arrive between the check and the replace.
      await tx.query('LOCK TABLE inquiries IN EXCLUSIVE MODE');
      const current = await readCurrentState(tx);
      const inBackup = new Set(inquiries.map((inquiry) => inquiry.id));
      const dropped = current.inquiryIds.filter((id) => !inBackup.has(id));
      refuseNewer(dropped, values['drop-newer']);
      await replaceWithBackup(tx, backup);
      const removed = await reconcile(tx, current, {carryLog: false});
      return {replaced: current.inquiryIds.length, inBackup: inquiries.length, removed, dropped};
    });
    await report(io, file, outcome, await counts(db));
  });
}

/** A PGlite snapshot replaces DATA_DIR/pglite; what it must not undo is read from the one it replaces. */
async function restorePgliteSnapshot(
  io: CliIo,
  file: string,
  tarGz: Uint8Array,
  values: RestoreOptions,
): Promise<void> {
  const where = io.database ? null : serverDatabase(io.env);
  if (where?.kind !== 'pglite') {
    throw new UsageError(
      `${file} is a PGlite snapshot: restore it without DATABASE_URL (into DATA_DIR), then back up from there`,
    );
  }
  let current: CurrentState | null = null;
  if (where.exists) {
    current = await withDatabase(io, async (db) => {
      await migrationGate(db).ready();
      return readCurrentState(db);
    });
  } else {
    await announceDatabase(io, `none in ${where.dir} yet: the restore makes it from the snapshot`);
  }
  const snapshot = await openSnapshot(tarGz);
  let plan: RestorePlan;
  try {
    const inquiries = await snapshot.query<ErasableInquiry>('SELECT id, email, created_at FROM inquiries');
    plan = await planRestore(snapshot, inquiries, current);
  } finally {
    await snapshot.close();
  }
  refuseNewer(plan.newer, values['drop-newer']);
  const target = `the embedded database in ${where.dir}`;
  if (!(await confirmed(io, values.yes, question(plan, target, file)))) {
    await io.stdout('Nothing restored.\n');
    return;
  }
  const {kept} = await restoreSnapshot(where.dataDir, tarGz, now(io));
  const {removed, held} = await withDatabase(
    io,
    async (db) => {
      await migrationGate(db).ready();
      const erased = current ? await db.transaction((tx) => reconcile(tx, current, {carryLog: true})) : [];
      return {removed: erased, held: await counts(db)};
    },
    {quiet: true},
  );
  const note = kept
    ? `\nThe data directory it replaced is kept as ${kept}: a full copy of the data before the restore; ` +
      'delete it once the restore is checked.'
    : '';
  await report(io, file, {replaced: plan.replaced, inBackup: plan.inBackup, removed, dropped: plan.newer}, held, note);
}

interface RestoreOptions {
  yes?: boolean;
  'drop-newer'?: boolean;
}

/**
 * `restore FILE [--yes] [--drop-newer]`: replaces every inquiry and notification row with the backup's, then
 * removes again what was deleted on request or purged since the backup, and keeps delivered notifications
 * delivered (inquiries/restore.ts). Refuses to lose inquiries received after the backup without --drop-newer.
 */
export async function restore(args: string[], io: CliIo): Promise<void> {
  const {values, positionals} = parseArgs({
    args,
    options: {yes: {type: 'boolean', short: 'y'}, 'drop-newer': {type: 'boolean'}},
    allowPositionals: true,
    strict: true,
  });
  const file = oneFile('restore', positionals);
  const read = await readBackup(file);
  if (read.kind === 'pglite snapshot') {
    await restorePgliteSnapshot(io, file, read.tarGz, values);
  } else {
    await restoreLogical(io, file, read.backup, values);
  }
}
