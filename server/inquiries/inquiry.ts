import type {InquiryFieldKey} from '../../common/inquiries/fields';

/**
 * An inquiry as it is stored and read back: what the staff, the notifications and the exports see. Its fields
 * are text as the database holds them (a subject slug from an older form stays readable).
 */
export type StoredInquiry = {
  id: string;
  createdAt: Date;
  locale: string;
} & Record<InquiryFieldKey, string>;
