import {ed25519} from '@noble/curves/ed25519.js';
import {fromHex} from './bytes';

/**
 * Ed25519 secret keys published in RFC 8032 section 7.1. Anyone can redo the example with them, and no device
 * or certificate authority has ever used them.
 */
export interface TestKey {
  name: string;
  secretKey: Uint8Array;
  publicKey: Uint8Array;
}

function testKey(name: string, secretHex: string): TestKey {
  const secretKey = fromHex(secretHex);
  return {name, secretKey, publicKey: ed25519.getPublicKey(secretKey)};
}

/** The device key, generated inside the secure element in the example. */
export const deviceKey = testKey('RFC 8032 TEST 1', '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60');

/** The secure element's attestation key. */
export const attestationKey = testKey(
  'RFC 8032 TEST 2',
  '4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb',
);

/** The example root that issues the attestation key's certificate. */
export const rootKey = testKey('RFC 8032 TEST 3', 'c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7');
