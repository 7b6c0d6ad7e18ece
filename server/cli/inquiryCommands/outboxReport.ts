import {count, renderTable} from './table';
import type {OutboxEntry} from '../../notifications/outbox';

const HEADERS = ['id', 'inquiry_id', 'channel', 'status', 'attempts', 'next_attempt_at', 'last_error'];
const MAX_WIDTH = [36, 36, 7, 9, 8, 24, 60];

/** Pending and failed notifications as a terminal table (`npm run inquiries -- outbox`). */
export function outboxTable(entries: OutboxEntry[]): string {
  if (entries.length === 0) {
    return 'Every notification has been delivered.\n';
  }
  const rows = entries.map((entry) => [
    entry.id,
    entry.inquiryId,
    entry.channel,
    entry.status,
    String(entry.attempts),
    entry.status === 'failed' ? '(gave up)' : entry.nextAttemptAt.toISOString(),
    entry.lastError ?? '',
  ]);
  return (
    renderTable(HEADERS, rows, MAX_WIDTH) + `${count(entries.length, 'notification', 'notifications')} not delivered\n`
  );
}
