/** An inquiry as it is stored and read back: what the staff, the notifications and the exports see. */
export interface StoredInquiry {
  id: string;
  createdAt: Date;
  locale: string;
  subject: string;
  name: string;
  email: string;
  company: string;
  message: string;
}
