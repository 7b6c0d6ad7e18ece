import {verify as verifySignature} from 'node:crypto';
import {decode, encode, rfc8949EncodeOptions, Tagged} from 'cborg';
import {checkAttestation} from './checkAttestation';
import {at, type Json, type Problems} from './checkProblems';
import {
  base64url,
  blake2b224,
  blake2b256,
  cip67Prefix,
  decodeCoseSign1,
  ed25519Key,
  EDDSA,
  fromBase64url,
  fromHex,
  hex,
  RFC8032_PUBLIC_KEYS,
  sigStructure,
} from './checkPrimitives';
import {API_BLOCKS, type ApiBlocks, type BlockId} from './pageExamples';

/** Where a language's problems go: its api.md and its flow.md. */
export interface PageProblems {
  api: Problems;
  flow: Problems;
}

function expectInBlocks(problems: Problems, name: string, expected: string, blocks: Partial<ApiBlocks>): void {
  for (const [id, block] of Object.entries(blocks)) {
    problems.expect(`${name} (${API_BLOCKS[id as BlockId].name})`, expected, block[name]);
  }
}

/** The device key is RFC 8032 TEST 1, the deviceId its blake2b-224, and every id built on it agrees. */
export function checkDevice(problems: PageProblems, blocks: ApiBlocks, event: Json): Uint8Array {
  const {register, registered, lookup, submitted, proof, verified, challenge, error} = blocks;
  const key = at(register, 'publicKey.key');
  problems.api.expect('publicKey.key (RFC 8032 TEST 1)', base64url(fromHex(RFC8032_PUBLIC_KEYS['TEST 1'])), key);
  problems.api.expect('keys.0.publicKey (device lookup)', key, at(lookup, 'keys.0.publicKey'));
  const publicKey = fromBase64url(String(key));
  const deviceId = hex(blake2b224(publicKey));
  expectInBlocks(problems.api, 'deviceId', deviceId, {registered, lookup, submitted, proof, verified, challenge});
  problems.flow.expect('deviceId (event)', deviceId, event.deviceId);
  problems.api.expect('links.self (registration response)', `/v1/devices/${deviceId}`, at(registered, 'links.self'));
  problems.api.expect(
    'the deviceId in detail (error)',
    deviceId,
    /^Device ([0-9a-f]+) /.exec(String(error.detail))?.[1],
  );
  const assetNames = {referenceAssetName: cip67Prefix(100), userAssetName: cip67Prefix(222)};
  for (const [name, label] of Object.entries(assetNames)) {
    problems.api.expect(`registry.${name}`, label + deviceId, at(registered, `registry.${name}`));
  }
  checkAttestation(problems.api, register, publicKey, at(lookup, 'keys.0.validFrom'));
  return publicKey;
}

export interface CheckedEnvelope {
  eventId: Uint8Array;
  signatureValid: boolean;
  /** The envelope payload's payloadHash, hex. */
  payloadHash: unknown;
}

const plain = (value: unknown) =>
  value instanceof Uint8Array ? hex(value) : value instanceof Tagged ? value.value : value;

/**
 * The envelope: its protected header names the device, its signature verifies under the device key, its payload
 * is flow.md's event in deterministic CBOR, and eventId is the blake2b-256 of its Sig_structure.
 */
export function checkEnvelope(
  problems: PageProblems,
  blocks: ApiBlocks,
  event: Json,
  publicKey: Uint8Array,
): CheckedEnvelope | undefined {
  const {submit, submitted, proof, verify, verified} = blocks;
  problems.api.expect('envelope (verify request, the submitted event)', submit.envelope, verify.envelope);
  const envelope = decodeCoseSign1(problems.api, 'envelope', submit.envelope);
  if (!envelope) {
    return undefined;
  }
  const headers = [...envelope.headers].map(([key, value]) => [key, plain(value)]);
  const deviceId = hex(blake2b224(publicKey));
  problems.api.expect(
    'envelope protected header (alg, kid = deviceId)',
    [
      [1, EDDSA],
      [4, deviceId],
    ],
    headers,
  );
  const unprotected = envelope.unprotected instanceof Map ? [...envelope.unprotected] : envelope.unprotected;
  problems.api.expect('envelope unprotected header', [], unprotected);
  const toBeSigned = sigStructure(envelope.protectedHeader, envelope.payload);
  const signatureValid = verifySignature(null, toBeSigned, ed25519Key(publicKey), envelope.signature);
  if (!signatureValid) {
    problems.api.add('envelope signature does not verify under publicKey.key');
  }
  const eventId = blake2b256(toBeSigned);
  expectInBlocks(problems.api, 'eventId', hex(eventId), {submitted, proof, verified});
  const proofLink = `/v1/events/${hex(eventId)}/proof`;
  problems.api.expect('links.proof (event submission response)', proofLink, at(submitted, 'links.proof'));

  const payload = decode(envelope.payload, {tags: Tagged.preserve(0), strict: true}) as Json;
  problems.flow.expect('event keys (the envelope payload)', Object.keys(payload).sort(), Object.keys(event).sort());
  for (const key of Object.keys(payload)) {
    problems.flow.expect(`${key} (event, from the envelope payload)`, plain(payload[key]), event[key]);
  }
  // On the wire deviceId and payloadHash are byte strings and deviceTime is a tag 0 date/time string.
  const fromFlow = {
    ...event,
    deviceId: fromHex(String(event.deviceId)),
    deviceTime: new Tagged(0, event.deviceTime),
    payloadHash: fromHex(String(event.payloadHash)),
  };
  const encoded = hex(encode(fromFlow, rfc8949EncodeOptions));
  problems.flow.expect('the envelope payload (deterministic CBOR of the event)', hex(envelope.payload), encoded);
  problems.api.expect('counter (event submission response)', payload.counter, submitted.counter);
  return {eventId, signatureValid, payloadHash: plain(payload.payloadHash)};
}
