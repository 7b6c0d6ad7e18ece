import {describe, expect, it} from 'vitest';
import {outboxTable} from './outboxReport';

describe('outbox table', () => {
  it('lists each undelivered notification with its last error', () => {
    const table = outboxTable([
      {
        id: '11111111-1111-4111-8111-111111111111',
        inquiryId: '22222222-2222-4222-8222-222222222222',
        channel: 'webhook',
        status: 'pending',
        attempts: 3,
        nextAttemptAt: new Date('2025-08-01T10:00:00.000Z'),
        lastError: 'webhook: HTTP 500',
        createdAt: new Date('2025-08-01T09:00:00.000Z'),
      },
      {
        id: '33333333-3333-4333-8333-333333333333',
        inquiryId: '22222222-2222-4222-8222-222222222222',
        channel: 'email',
        status: 'failed',
        attempts: 150,
        nextAttemptAt: new Date('2025-08-02T09:00:00.000Z'),
        lastError: 'email: 550 mailbox unavailable\r\n',
        createdAt: new Date('2025-08-01T09:00:00.000Z'),
      },
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^id\s+inquiry_id\s+channel\s+status\s+attempts\s+next_attempt_at\s+last_error$/);
    expect(lines[2]).toContain('2025-08-01T10:00:00.000Z');
    expect(lines[2]).toContain('webhook: HTTP 500');
    expect(lines[3]).toContain('(gave up)');
    expect(lines[3]).toContain('550 mailbox unavailable\\u000d\u23ce');
    expect(lines[4]).toBe('2 notifications not delivered');
  });

  it('says when everything went out', () => {
    expect(outboxTable([])).toBe('Every notification has been delivered.\n');
  });
});
