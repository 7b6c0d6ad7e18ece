import type {StoredInquiry} from '../inquiries/inquiry';

/** The outbox's channels (the CHECK constraint of migration 0002 lists the same). */
export const CHANNEL_NAMES = ['email', 'webhook'] as const;
export type ChannelName = (typeof CHANNEL_NAMES)[number];

/** The inquiry a notification is about, as the channels format it: the inquiry as stored. */
export type InquiryNotice = StoredInquiry;

export interface Channel {
  name: ChannelName;
  /** Where it delivers, for the start-up log (no secrets). */
  description: string;
  /**
   * Resolves once the receiver accepted the notification; rejects with the reason otherwise. The outbox row's
   * id stays the same across retries of one notification.
   */
  deliver(inquiry: InquiryNotice, notificationId: string): Promise<void>;
  close?(): void;
}
