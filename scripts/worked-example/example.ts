import {Tagged} from 'cborg';
import {batchPath, batchRoot} from './batchTree';
import {base64url, blake2b224, blake2b256, concat, fromBase64url, hex, posixTime, utf8} from './bytes';
import {certificateChain} from './certificates';
import {ALG_EDDSA, cbor, HEADER_ALG, HEADER_KID, signCoseSign1} from './cose';
import * as inputs from './inputs';
import {mmrLeaf, mmrProof, mmrRoot} from './mmr';
import {attestationKey, deviceKey, rootKey} from './testKeys';

/** CIP-67 label prefixes: label 100 (reference token) and 222 (user token) with their CRC-8. */
export const CIP67_REFERENCE = '000643b0';
export const CIP67_USER = '000de140';

/** The event map of flow.md step 2 as the pages show it: byte strings in hex, `deviceTime` as text. */
export interface EventJson {
  v: number;
  deviceId: string;
  counter: number;
  deviceTime: string;
  type: string;
  payloadHash: string;
}

/** Every derived value the pages show, in the form the pages show it. */
export interface WorkedExample {
  publicKey: string;
  deviceId: string;
  referenceAssetName: string;
  userAssetName: string;
  attestationStatement: string;
  certificateChain: string[];
  event: EventJson;
  envelope: string;
  eventId: string;
  signedPayload: string;
  alteredPayload: string;
  salt: string;
  batch: {
    seq: number;
    root: string;
    time: string;
    leafIndex: number;
    leafCount: number;
    path: {position: 'left' | 'right'; hash: string}[];
  };
  accumulator: {leafIndex: number; leafCount: number; root: string; proof: string[]};
}

interface SignedEvent {
  json: EventJson;
  envelope: Uint8Array;
  eventId: Uint8Array;
}

function signEvent(deviceId: Uint8Array, event: inputs.OtherEvent): SignedEvent {
  const salt = event.salt
    ? fromBase64url(event.salt)
    : blake2b256(utf8(inputs.otherEventSaltLabel(event.counter))).slice(0, 16);
  const payloadHash = blake2b256(concat(salt, utf8(event.payload)));
  // On the wire: deviceId and payloadHash are byte strings, deviceTime a standard date/time string (tag 0).
  const payload = cbor({
    v: 1,
    deviceId,
    counter: event.counter,
    deviceTime: new Tagged(0, event.deviceTime),
    type: event.type,
    payloadHash,
  });
  const headers = new Map<number, unknown>([
    [HEADER_ALG, ALG_EDDSA],
    [HEADER_KID, deviceId],
  ]);
  const {envelope, toBeSigned} = signCoseSign1(deviceKey.secretKey, headers, payload);
  return {
    json: {
      v: 1,
      deviceId: hex(deviceId),
      counter: event.counter,
      deviceTime: event.deviceTime,
      type: event.type,
      payloadHash: hex(payloadHash),
    },
    envelope,
    eventId: blake2b256(toBeSigned),
  };
}

/** The attestation statement: the new public key, its algorithm and the counter, signed by the attestation key. */
function attestationStatement(): Uint8Array {
  const statement = cbor({publicKey: deviceKey.publicKey, alg: ALG_EDDSA, counter: inputs.attestationCounter});
  return signCoseSign1(attestationKey.secretKey, new Map([[HEADER_ALG, ALG_EDDSA]]), statement).envelope;
}

function accumulatorLeaves(ownBatchRoot: Uint8Array): Uint8Array[] {
  const ownTime = posixTime(inputs.batch.time);
  return Array.from({length: inputs.accumulator.leafCount}, (_, seq) => {
    if (seq === inputs.batch.seq) {
      return mmrLeaf(ownBatchRoot, ownTime);
    }
    const root = blake2b256(utf8(inputs.accumulator.otherBatchRootLabel(seq)));
    return mmrLeaf(root, ownTime + (seq - inputs.batch.seq) * inputs.accumulator.batchSpacingSeconds * 1000);
  });
}

export async function deriveWorkedExample(): Promise<WorkedExample> {
  // The deviceId is fixed by the first public key and never changes with rotation.
  const deviceId = blake2b224(deviceKey.publicKey);
  const events = inputs.batch.events.map((event) => signEvent(deviceId, event));
  const own = events[inputs.batch.index]!;
  const eventIds = events.map((event) => event.eventId);
  const root = batchRoot(eventIds);
  const leaves = accumulatorLeaves(root);
  const chain = await certificateChain({
    rootKey,
    rootName: inputs.rootName,
    leafKey: attestationKey,
    leafName: inputs.attestationName,
    ...inputs.certificateValidity,
  });
  return {
    publicKey: base64url(deviceKey.publicKey),
    deviceId: hex(deviceId),
    referenceAssetName: CIP67_REFERENCE + hex(deviceId),
    userAssetName: CIP67_USER + hex(deviceId),
    attestationStatement: base64url(attestationStatement()),
    certificateChain: chain.map(base64url),
    event: own.json,
    envelope: base64url(own.envelope),
    eventId: hex(own.eventId),
    signedPayload: inputs.exampleEvent.payload,
    alteredPayload: base64url(utf8(inputs.alteredPayload)),
    salt: inputs.exampleEvent.salt,
    batch: {
      seq: inputs.batch.seq,
      root: hex(root),
      time: inputs.batch.time,
      leafIndex: inputs.batch.index,
      leafCount: eventIds.length,
      path: batchPath(eventIds, inputs.batch.index).map(({position, hash}) => ({position, hash: hex(hash)})),
    },
    accumulator: {
      leafIndex: inputs.batch.seq,
      leafCount: leaves.length,
      root: hex(mmrRoot(leaves)),
      proof: mmrProof(leaves, inputs.batch.seq).map(hex),
    },
  };
}
