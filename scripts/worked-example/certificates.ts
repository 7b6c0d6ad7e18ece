import {webcrypto} from 'node:crypto';
// @peculiar/x509 resolves its algorithms through tsyringe, which needs the Reflect metadata API.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import {base64url} from './bytes';
import type {TestKey} from './testKeys';

const ED25519 = {name: 'Ed25519'};

async function importKeys(key: TestKey): Promise<CryptoKeyPair> {
  const x = base64url(key.publicKey);
  const privateKey = await webcrypto.subtle.importKey(
    'jwk',
    {kty: 'OKP', crv: 'Ed25519', x, d: base64url(key.secretKey)},
    ED25519,
    false,
    ['sign'],
  );
  const publicKey = await webcrypto.subtle.importKey('jwk', {kty: 'OKP', crv: 'Ed25519', x}, ED25519, true, ['verify']);
  return {privateKey, publicKey};
}

export interface ChainParams {
  rootKey: TestKey;
  rootName: string;
  leafKey: TestKey;
  leafName: string;
  notBefore: Date;
  notAfter: Date;
}

/**
 * The attestation key's certificate and the example root that issued it, DER, leaf first. Ed25519 signatures,
 * fixed serials and fixed validity make the bytes the same on every run.
 */
export async function certificateChain(params: ChainParams): Promise<Uint8Array[]> {
  x509.cryptoProvider.set(webcrypto as Crypto);
  const root = await importKeys(params.rootKey);
  const leaf = await importKeys(params.leafKey);
  const validity = {notBefore: params.notBefore, notAfter: params.notAfter, signingAlgorithm: ED25519};
  const rootCertificate = await x509.X509CertificateGenerator.createSelfSigned({
    ...validity,
    serialNumber: '01',
    name: params.rootName,
    keys: root,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(root.publicKey),
    ],
  });
  const leafCertificate = await x509.X509CertificateGenerator.create({
    ...validity,
    serialNumber: '02',
    subject: params.leafName,
    issuer: rootCertificate.subject,
    publicKey: leaf.publicKey,
    signingKey: root.privateKey,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      await x509.SubjectKeyIdentifierExtension.create(leaf.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(root.publicKey),
    ],
  });
  return [leafCertificate, rootCertificate].map((certificate) => new Uint8Array(certificate.rawData));
}
