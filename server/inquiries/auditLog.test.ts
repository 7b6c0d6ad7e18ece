import {mkdtempSync, readFileSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {appendAudit, auditLogPath} from './auditLog';

describe('the audit log', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'audit-log-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('is AUDIT_LOG, or audit.log in DATA_DIR', () => {
    expect(auditLogPath({DATA_DIR: dir})).toBe(path.join(dir, 'audit.log'));
    expect(auditLogPath({DATA_DIR: dir, AUDIT_LOG: 'logs/audit'})).toBe(path.resolve('logs/audit'));
  });

  it('gets one timed line per record, 0600, in a directory made 0700', async () => {
    const file = path.join(dir, 'new', 'audit.log');
    await appendAudit(
      file,
      new Date('2026-04-01T09:30:00Z'),
      'delete by id: deleted 1 inquiry and 2 notification rows: x',
    );
    await appendAudit(file, new Date('2026-04-01T09:31:00Z'), 'backup /tmp/a\nb.gz: 1 inquiry');
    expect(readFileSync(file, 'utf8')).toBe(
      '2026-04-01T09:30:00.000Z delete by id: deleted 1 inquiry and 2 notification rows: x\n' +
        '2026-04-01T09:31:00.000Z backup /tmp/a b.gz: 1 inquiry\n',
    );
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
  });
});
