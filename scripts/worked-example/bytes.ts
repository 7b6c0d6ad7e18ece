import {blake2b} from '@noble/hashes/blake2.js';
import {bytesToHex, concatBytes, hexToBytes, utf8ToBytes} from '@noble/hashes/utils.js';

export {bytesToHex as hex, concatBytes as concat, hexToBytes as fromHex, utf8ToBytes as utf8};

/** The page's binary values are base64url without padding. */
export function base64url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

export function fromBase64url(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'base64url'));
}

export function blake2b224(data: Uint8Array): Uint8Array {
  return blake2b(data, {dkLen: 28});
}

export function blake2b256(data: Uint8Array): Uint8Array {
  return blake2b(data, {dkLen: 32});
}

/** Unsigned 64-bit big-endian, the integer encoding of flow.md's hashing rules. */
export function u64be(value: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(value));
  return bytes;
}

/** Unix time in milliseconds (Cardano's POSIXTime) of an RFC 3339 UTC time. */
export function posixTime(rfc3339: string): number {
  const ms = Date.parse(rfc3339);
  if (Number.isNaN(ms)) {
    throw new Error(`not an RFC 3339 time: ${rfc3339}`);
  }
  return ms;
}
