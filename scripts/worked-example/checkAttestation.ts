import {verify as verifySignature, X509Certificate} from 'node:crypto';
import {decode, encode, rfc8949EncodeOptions} from 'cborg';
import {at, show, type Json, type Problems} from './checkProblems';
import {decodeCoseSign1, EDDSA, fromBase64url, hex, RFC8032_PUBLIC_KEYS, sigStructure} from './checkPrimitives';

/**
 * The attestation of the registration request: a chain of DER certificates from the attestation key (RFC 8032
 * TEST 2) to a self-signed root (TEST 3), and a COSE_Sign1 statement of the device key, its algorithm and the
 * counter, signed by the attestation key.
 */
export function checkAttestation(problems: Problems, register: Json, publicKey: Uint8Array, validFrom: unknown): void {
  problems.expect('attestation.format', 'cose-sign1', at(register, 'attestation.format'));
  const chainShown = at(register, 'attestation.certificateChain');
  const chain: X509Certificate[] = [];
  for (const [i, der] of (Array.isArray(chainShown) ? chainShown : []).entries()) {
    const bytes = fromBase64url(String(der));
    try {
      const certificate = new X509Certificate(bytes);
      if (certificate.raw.length !== bytes.length) {
        problems.add(`attestation.certificateChain[${i}] has bytes after its DER certificate`);
      }
      chain.push(certificate);
    } catch (error) {
      problems.add(`attestation.certificateChain[${i}] is not a DER X.509 certificate: ${(error as Error).message}`);
      return;
    }
  }
  const leaf = chain[0];
  const root = chain.at(-1);
  if (!leaf || !root) {
    problems.add('attestation.certificateChain is empty');
    return;
  }
  const rawKey = (certificate: X509Certificate) =>
    hex(fromBase64url(String(certificate.publicKey.export({format: 'jwk'}).x)));
  problems.expect('the attestation certificate key (RFC 8032 TEST 2)', RFC8032_PUBLIC_KEYS['TEST 2'], rawKey(leaf));
  problems.expect('the root certificate key (RFC 8032 TEST 3)', RFC8032_PUBLIC_KEYS['TEST 3'], rawKey(root));
  chain.forEach((certificate, i) => {
    const issuer = chain[i + 1] ?? certificate;
    if (!certificate.checkIssued(issuer) || !certificate.verify(issuer.publicKey)) {
      problems.add(`attestation.certificateChain[${i}] is not signed by the next certificate (or itself, the root)`);
    }
  });
  const registered = Date.parse(String(validFrom));
  if (!(Date.parse(leaf.validFrom) <= registered && registered <= Date.parse(leaf.validTo))) {
    problems.add(`the attestation certificate is not valid at the key's validFrom ${String(validFrom)}`);
  }
  const statement = decodeCoseSign1(problems, 'attestation.statement', at(register, 'attestation.statement'));
  if (!statement) {
    return;
  }
  problems.expect('attestation.statement protected header', [[1, EDDSA]], [...statement.headers]);
  const signed = sigStructure(statement.protectedHeader, statement.payload);
  if (!verifySignature(null, signed, leaf.publicKey, statement.signature)) {
    problems.add('attestation.statement signature does not verify under the attestation certificate key');
  }
  const body = decode(statement.payload, {strict: true}) as Json;
  problems.expect('attestation.statement payload keys', ['alg', 'counter', 'publicKey'], Object.keys(body).sort());
  problems.expect('attestation.statement publicKey (publicKey.key)', hex(publicKey), hex(body.publicKey as Uint8Array));
  problems.expect('attestation.statement alg', EDDSA, body.alg);
  if (!Number.isSafeInteger(body.counter) || (body.counter as number) < 0) {
    problems.add(`attestation.statement counter is not a counter value: ${show(body.counter)}`);
  }
  problems.expect(
    'attestation.statement payload (deterministic CBOR)',
    hex(statement.payload),
    hex(encode(body, rfc8949EncodeOptions)),
  );
}
