import {ed25519} from '@noble/curves/ed25519.js';
import {encode, rfc8949EncodeOptions, Tagged} from 'cborg';

/** COSE (RFC 9052) numbers used by the example. */
export const COSE_SIGN1_TAG = 18;
export const HEADER_ALG = 1;
export const HEADER_KID = 4;
export const ALG_EDDSA = -8;

/** Deterministic CBOR (RFC 8949 section 4.2.1): shortest forms, map keys sorted by their encoded bytes. */
export function cbor(value: unknown): Uint8Array {
  return encode(value, rfc8949EncodeOptions);
}

/** What a COSE_Sign1 signs (RFC 9052 section 4.4), with no external data. */
export function sigStructure(protectedHeader: Uint8Array, payload: Uint8Array): Uint8Array {
  return cbor(['Signature1', protectedHeader, new Uint8Array(0), payload]);
}

export interface SignedEnvelope {
  /** The tagged COSE_Sign1. */
  envelope: Uint8Array;
  /** The Sig_structure that was signed, from which api.md derives the eventId. */
  toBeSigned: Uint8Array;
}

/** Signs `payload` as a COSE_Sign1 with Ed25519; the headers go in the protected bucket, none unprotected. */
export function signCoseSign1(
  secretKey: Uint8Array,
  protectedHeaders: Map<number, unknown>,
  payload: Uint8Array,
): SignedEnvelope {
  const protectedHeader = cbor(protectedHeaders);
  const toBeSigned = sigStructure(protectedHeader, payload);
  const signature = ed25519.sign(toBeSigned, secretKey);
  const envelope = cbor(new Tagged(COSE_SIGN1_TAG, [protectedHeader, new Map(), payload, signature]));
  return {envelope, toBeSigned};
}
