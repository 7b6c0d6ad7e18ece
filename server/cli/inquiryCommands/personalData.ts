import {parseArgs} from 'node:util';
import {migrationGate} from '../../db/migrate';
import {parseEnv} from '../../env';
import {audit, confirmed, emit, now, oneId, OUT_OPTIONS, UsageError, withDatabase, type CliIo} from './kit';
import {createPersonalData, deletionRecord, type Deletion, type PersonalData} from '../../inquiries/personalData';
import {purge as applyRetention} from '../../inquiries/retention';
import {count} from './table';

type Command = (args: string[], io: CliIo) => Promise<void>;

function withData<T>(io: CliIo, work: (data: PersonalData) => Promise<T>): Promise<T> {
  return withDatabase(io, (db) => work(createPersonalData(db, migrationGate(db))));
}

function summary({inquiryIds, notifications}: Deletion): string {
  return `${count(inquiryIds.length, 'inquiry', 'inquiries')} and ${count(notifications, 'notification row', 'notification rows')}`;
}

/** `find --email <address> [--out FILE]`: everything stored about an address, as JSON (a disclosure request). */
export const find: Command = async (args, io) => {
  const {values} = parseArgs({args, options: {email: {type: 'string'}, ...OUT_OPTIONS}, strict: true});
  if (!values.email) {
    throw new UsageError('find: give --email <address>');
  }
  const record = await withData(io, (data) => data.find(values.email!));
  const found = {inquiryIds: record.inquiries.map((i) => i.id), notifications: record.notifications.length};
  await emit(io, JSON.stringify(record, null, 2) + '\n', values);
  await io.stderr(`${summary(found)} found\n`);
  await audit(
    io,
    `find by address: ${summary(found)} disclosed${found.inquiryIds.length ? `: ${found.inquiryIds.join(' ')}` : ''}`,
  );
};

/** `delete --email <address>` or `delete <id>`: a deletion request; asks first unless --yes. */
export const remove: Command = async (args, io) => {
  const {values, positionals} = parseArgs({
    args,
    options: {email: {type: 'string'}, yes: {type: 'boolean', short: 'y'}},
    allowPositionals: true,
    strict: true,
  });
  if ((values.email === undefined) === (positionals.length === 0)) {
    throw new UsageError('delete: give either --email <address> or one inquiry id');
  }
  const selection = values.email !== undefined ? {email: values.email} : {id: oneId('delete', positionals)};
  const by = 'email' in selection ? 'address' : 'id';
  await withData(io, async (data) => {
    const planned = await data.preview(selection);
    if (planned.inquiryIds.length === 0) {
      if (by === 'address') {
        // Backups may still hold the address's inquiries: recording it makes a restore remove them.
        await audit(io, deletionRecord('delete by address', await data.remove(selection)));
        await io.stdout('No inquiry with that address; nothing deleted. The address is recorded as erased.\n');
      } else {
        await io.stdout('No inquiry with that id; nothing deleted.\n');
      }
      return;
    }
    const question = `This deletes ${summary(planned)}: ${planned.inquiryIds.join(' ')}. Go ahead?`;
    if (!(await confirmed(io, values.yes, question))) {
      await io.stdout('Nothing deleted.\n');
      return;
    }
    const deleted = await data.remove(selection);
    await audit(io, deletionRecord(`delete by ${by}`, deleted));
    await io.stdout(`Deleted ${summary(deleted)}.\n`);
  });
};

/** `purge [--dry-run]`: what the server does daily, on demand. */
export const purge: Command = async (args, io) => {
  const {values} = parseArgs({args, options: {'dry-run': {type: 'boolean'}}, strict: true});
  const retentionDays = parseEnv(io.env).INQUIRY_RETENTION_DAYS;
  const dryRun = values['dry-run'] === true;
  const {cutoff, deletion, record} = await withData(io, (data) =>
    applyRetention(data, {now: now(io), retentionDays, dryRun}),
  );
  if (record) {
    await audit(io, record);
  }
  const ids = deletion.inquiryIds.length > 0 ? `: ${deletion.inquiryIds.join(' ')}` : '';
  await io.stdout(
    `${dryRun ? 'Would delete' : 'Deleted'} ${summary(deletion)} last active before ${cutoff.toISOString()} ` +
      `(INQUIRY_RETENTION_DAYS=${retentionDays}, held inquiries kept)${dryRun ? ids : ''}.\n`,
  );
};

function update(
  verb: string,
  change: (data: PersonalData, id: string, io: CliIo) => Promise<boolean>,
  done: string,
): Command {
  return async (args, io) => {
    const {positionals} = parseArgs({args, allowPositionals: true, strict: true});
    const id = oneId(verb, positionals);
    if (!(await withData(io, (data) => change(data, id, io)))) {
      throw new Error(`No inquiry has the id ${id}`);
    }
    await audit(io, `${verb} ${id}`);
    await io.stdout(`${id}: ${done}\n`);
  };
}

export const touch = update(
  'touch',
  (data, id, io) => data.touch(id, now(io)),
  'correspondence recorded now; its retention period starts again.',
);
export const hold = update(
  'hold',
  (data, id) => data.hold(id, true),
  'on hold; the purge keeps it until you release it.',
);
export const release = update(
  'release',
  (data, id) => data.hold(id, false),
  'released; the retention period applies again.',
);
