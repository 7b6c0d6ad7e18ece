/** The fixed inputs of the example: times, counters, payloads, salts and positions. Nothing here is random. */

export interface EventInput {
  counter: number;
  deviceTime: string;
  type: string;
  /** The operator's payload, UTF-8 JSON text. */
  payload: string;
  /** 16 bytes, base64url. */
  salt: string;
}

/** When the device key was registered: its `validFrom`. */
export const keyValidFrom = '2025-06-10T03:12:45Z';

/** The counter inside the secure element when it signed the attestation, before any event. */
export const attestationCounter = 0;

export const certificateValidity = {
  notBefore: new Date('2025-01-01T00:00:00Z'),
  notAfter: new Date('2035-01-01T00:00:00Z'),
};
export const rootName = 'CN=Example Attestation Root,O=Example Secure Element Maker';
export const attestationName = 'CN=Example Attestation Key,O=Example Secure Element Maker';

/** The event the pages follow. */
export const exampleEvent: EventInput = {
  counter: 1207,
  deviceTime: '2025-06-12T05:41:02Z',
  type: 'actuation.unlock',
  payload: '{"type":"unlock","credential":"sk-01"}',
  salt: 'RzgIfQ3YnCNNz4WgYsbAiw',
};

/** What the verify example sends instead of the signed payload: another credential, so the payload check fails. */
export const alteredPayload = '{"type":"unlock","credential":"sk-02"}';

/** An event of the batch besides the example one; its salt is derived from its counter. */
export type OtherEvent = Omit<EventInput, 'salt'> & {salt?: string};

/** The batch holding the example event, which sits at `index` among the same device's events. */
export const batch: {seq: number; time: string; index: number; events: OtherEvent[]} = {
  seq: 17,
  time: '2025-06-12T05:41:15Z',
  index: 2,
  events: [
    {counter: 1205, deviceTime: '2025-06-12T05:40:31Z', type: 'actuation.lock', payload: '{"type":"lock"}'},
    {counter: 1206, deviceTime: '2025-06-12T05:40:48Z', type: 'sensor.door', payload: '{"door":"closed"}'},
    exampleEvent,
    {counter: 1208, deviceTime: '2025-06-12T05:41:07Z', type: 'sensor.door', payload: '{"door":"open"}'},
  ],
};

/**
 * The accumulator when the head settled: one leaf per batch, the example batch at `seq`. The other batches are
 * not shown on the pages; their roots stand in for them and their times are 30 s apart.
 */
export const accumulator = {
  leafCount: 20,
  batchSpacingSeconds: 30,
  otherBatchRootLabel: (seq: number) => `example batch ${seq}`,
};

/** Salts of the other batch events, which the pages never show. */
export const otherEventSaltLabel = (counter: number) => `example salt ${counter}`;
