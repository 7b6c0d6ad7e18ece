import {createPublicKey, type KeyObject} from 'node:crypto';
import {blake2b} from '@noble/hashes/blake2.js';
import {decode, Tagged} from 'cborg';
import type {Problems} from './checkProblems';

/** RFC 8032 section 7.1, the public keys the page says the example uses. */
export const RFC8032_PUBLIC_KEYS = {
  'TEST 1': 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
  'TEST 2': '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c',
  'TEST 3': 'fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025',
};

/** COSE's number for EdDSA. */
export const EDDSA = -8;

export const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
export const fromHex = (text: string) => new Uint8Array(Buffer.from(text, 'hex'));
export const fromBase64url = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));
export const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
export const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
export const blake2b224 = (data: Uint8Array) => blake2b(data, {dkLen: 28});
export const blake2b256 = (data: Uint8Array) => blake2b(data, {dkLen: 32});

export function u64be(value: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(value));
  return bytes;
}

/** CBOR head of a byte or text string (major type 2 or 3), written out here rather than by a CBOR library. */
function cborHead(major: number, length: number): Uint8Array {
  if (length < 24) {
    return Uint8Array.of((major << 5) | length);
  }
  if (length < 0x100) {
    return Uint8Array.of((major << 5) | 24, length);
  }
  return Uint8Array.of((major << 5) | 25, length >> 8, length & 0xff);
}

/** RFC 9052 section 4.4: ["Signature1", protected, external_aad = h'', payload]. */
export function sigStructure(protectedHeader: Uint8Array, payload: Uint8Array): Uint8Array {
  const context = new TextEncoder().encode('Signature1');
  return concat(
    Uint8Array.of(0x84),
    cborHead(3, context.length),
    context,
    cborHead(2, protectedHeader.length),
    protectedHeader,
    Uint8Array.of(0x40),
    cborHead(2, payload.length),
    payload,
  );
}

/** CIP-67: 0000 | 16-bit label | CRC-8 (polynomial 0x07) of the label | 0000. */
export function cip67Prefix(label: number): string {
  let crc = 0;
  for (const byte of [label >> 8, label & 0xff]) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
    }
  }
  return `0${label.toString(16).padStart(4, '0')}${crc.toString(16).padStart(2, '0')}0`;
}

export function ed25519Key(publicKey: Uint8Array): KeyObject {
  return createPublicKey({key: {kty: 'OKP', crv: 'Ed25519', x: base64url(publicKey)}, format: 'jwk'});
}

export interface Cose {
  protectedHeader: Uint8Array;
  headers: Map<unknown, unknown>;
  unprotected: unknown;
  payload: Uint8Array;
  signature: Uint8Array;
}

/** A tagged COSE_Sign1 (RFC 9052) with its protected header decoded, or a problem naming `value`. */
export function decodeCoseSign1(problems: Problems, value: string, base64: unknown): Cose | undefined {
  try {
    const tagged: unknown = decode(fromBase64url(String(base64)), {
      tags: Tagged.preserve(18),
      useMaps: true,
      strict: true,
    });
    if (!(tagged instanceof Tagged) || tagged.tag !== 18 || !Array.isArray(tagged.value) || tagged.value.length !== 4) {
      problems.add(`${value} is not a tagged COSE_Sign1 (CBOR tag 18, an array of four)`);
      return undefined;
    }
    const [protectedHeader, unprotected, payload, signature] = tagged.value as unknown[];
    if (!(protectedHeader instanceof Uint8Array && payload instanceof Uint8Array && signature instanceof Uint8Array)) {
      problems.add(`${value}: protected header, payload and signature must be byte strings`);
      return undefined;
    }
    const headers: unknown = decode(protectedHeader, {useMaps: true, strict: true});
    if (!(headers instanceof Map)) {
      problems.add(`${value}: the protected header is not a map`);
      return undefined;
    }
    return {protectedHeader, headers, unprotected, payload, signature};
  } catch (error) {
    problems.add(`${value} does not decode as CBOR: ${(error as Error).message}`);
    return undefined;
  }
}
