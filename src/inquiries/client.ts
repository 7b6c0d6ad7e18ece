import type {FieldErrors} from '../../common/inquiries/fields';
import type {InquiryInput} from '../../common/inquiries/schema';

/** What the form needs to know about a submission's outcome. */
export type SubmitResult =
  {ok: true; id?: string} | {ok: false; reason: 'validation'; fields: FieldErrors} | {ok: false; reason: 'failed'};

export interface InquiryTransport {
  submit(input: InquiryInput): Promise<SubmitResult>;
}

/** Posts to the site's own inquiry service (server/). */
export function apiTransport(endpoint = '/api/inquiries'): InquiryTransport {
  return {
    async submit(input) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {'Content-Type': 'application/json', Accept: 'application/json'},
          body: JSON.stringify(input),
        });
      } catch {
        return {ok: false, reason: 'failed'};
      }
      const body = (await response.json().catch(() => null)) as {
        id?: string;
        error?: {code?: string; fields?: FieldErrors};
      } | null;
      if (response.ok) {
        return {ok: true, id: body?.id};
      }
      if (response.status === 400 && body?.error?.fields) {
        return {ok: false, reason: 'validation', fields: body.error.fields};
      }
      return {ok: false, reason: 'failed'};
    },
  };
}
