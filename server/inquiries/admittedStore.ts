import type {AdmissionQueue} from '../http/admission';
import type {InquiryStore} from './store';

/** The store with every `add` admitted through the queue (listing is for the CLI and is not queued). */
export function admittedStore(store: InquiryStore, queue: AdmissionQueue): InquiryStore {
  return {
    add: (inquiry) => queue.run(() => store.add(inquiry)),
    list: (filter) => store.list(filter),
  };
}
