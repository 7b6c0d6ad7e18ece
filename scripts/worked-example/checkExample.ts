import {checkDevice, checkEnvelope, type PageProblems} from './checkEvent';
import {at, Problems, show, type Json} from './checkProblems';
import {blake2b256, concat, fromBase64url, hex} from './checkPrimitives';
import {checkAccumulator, checkBatch} from './checkProofs';
import {blockName, findBlocks, jsonBlocks, signedPayloads, type ApiBlocks, type ExamplePages} from './pageExamples';
import type {Language} from './pages';

export type {ExamplePages} from './pageExamples';

/** The payload the page says the device signed gives payloadHash; the payload sent for verification does not. */
function checkPayloadHash(problems: Problems, apiPage: string, verify: Json, payloadHash: unknown): boolean {
  const [signed, ...others] = signedPayloads(apiPage);
  if (signed === undefined || others.length > 0) {
    problems.add(`expected the signed payload once as inline code, found ${others.length + (signed ? 1 : 0)}`);
    return false;
  }
  const salt = fromBase64url(String(verify.salt));
  const hashOf = (payload: Uint8Array) => hex(blake2b256(concat(salt, payload)));
  problems.expect('payloadHash (from the salt and the signed payload)', hashOf(Buffer.from(signed)), payloadHash);
  const sent = fromBase64url(String(verify.payload));
  try {
    const signedJson = JSON.parse(signed) as Json;
    const sentJson = JSON.parse(Buffer.from(sent).toString('utf8')) as Json;
    const expected = {...signedJson, credential: sentJson.credential};
    problems.expect('the payload sent (the signed payload with another credential)', expected, sentJson);
    if (signedJson.credential === sentJson.credential) {
      problems.add('the payload sent has the same credential as the signed one');
    }
  } catch {
    problems.add('the signed payload and the payload sent must be JSON');
  }
  return hashOf(sent) === payloadHash;
}

/** The verify response reports what recomputation gives, check by check. */
function checkVerifyResponse(problems: Problems, blocks: ApiBlocks, results: Record<string, boolean>): void {
  const {lookup, proof, verified} = blocks;
  const batchTime = Date.parse(String(at(proof, 'batch.time')));
  const validTo = at(lookup, 'keys.0.validTo');
  const keyStatus =
    Date.parse(String(at(lookup, 'keys.0.validFrom'))) <= batchTime &&
    (validTo === null || batchTime < Date.parse(show(validTo)));
  const expected = Object.entries({...results, keyStatus, settlement: proof.status === 'settled'});
  const order = ['signature', 'keyStatus', 'payloadHash', 'batchInclusion', 'settlement'];
  expected.sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  const checks = (Array.isArray(verified.checks) ? verified.checks : []) as Json[];
  problems.expect(
    'checks (verify response)',
    Object.fromEntries(expected.map(([name, pass]) => [name, pass ? 'pass' : 'fail'])),
    Object.fromEntries(checks.map((check) => [check.name, check.result])),
  );
  problems.expect(
    'valid (verify response)',
    expected.every(([, pass]) => pass),
    verified.valid,
  );
  problems.expect(
    'the settlement check detail (verify response)',
    `anchor output has ${show(at(proof, 'settlement.confirmations'))} confirmations`,
    checks.find((check) => check.name === 'settlement')?.detail,
  );
}

function checkLanguage(language: Language, pages: ExamplePages): string[] {
  const problems: PageProblems = {api: new Problems(`${language} api.md`), flow: new Problems(`${language} flow.md`)};
  const lines = () => [...problems.api.list, ...problems.flow.list];
  const blocks = findBlocks(problems.api, jsonBlocks(pages.api));
  const events = jsonBlocks(pages.flow).filter((block) => at(block, 'payloadHash') !== undefined) as Json[];
  if (events.length !== 1) {
    problems.flow.add(`expected one event example, found ${events.length}`);
  }
  const event = events[0];
  if (!blocks || !event) {
    return lines();
  }
  const publicKey = checkDevice(problems, blocks, event);
  const envelope = checkEnvelope(problems, blocks, event, publicKey);
  if (!envelope) {
    return lines();
  }
  const payloadHash = checkPayloadHash(problems.api, pages.api, blocks.verify, envelope.payloadHash);
  // The path leads from the event to its batch root, the accumulator proof from that root to the MMR root.
  const batch = blocks.proof.batch as Json;
  const batchRoot = checkBatch(problems.api, envelope.eventId, batch);
  const batchInclusion =
    batchRoot !== undefined && checkAccumulator(problems.api, batchRoot, batch.time, blocks.proof.accumulator as Json);
  checkVerifyResponse(problems.api, blocks, {signature: envelope.signatureValid, payloadHash, batchInclusion});
  return lines();
}

/** Every leaf value of a JSON value, by path. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}

function compareLanguages(file: string, ja: unknown[], en: unknown[]): string[] {
  if (ja.length !== en.length) {
    return [`${file}: ja shows ${ja.length} JSON examples, en ${en.length}`];
  }
  return ja.flatMap((jaBlock, i) => {
    const jaLeaves = new Map(leaves(jaBlock));
    const enLeaves = new Map(leaves(en[i]));
    return [...new Set([...jaLeaves.keys(), ...enLeaves.keys()])]
      .filter((path) => JSON.stringify(jaLeaves.get(path)) !== JSON.stringify(enLeaves.get(path)))
      .map(
        (path) =>
          `${file}: ja and en show different ${path} (${blockName(jaBlock)}): ja ${show(jaLeaves.get(path))} en ${show(enLeaves.get(path))}`,
      );
  });
}

/** A page whose values cannot even be decoded gets one line rather than an exception. */
function checkSafely(language: Language, pages: ExamplePages): string[] {
  try {
    return checkLanguage(language, pages);
  } catch (error) {
    return [`${language} api.md: the example cannot be decoded: ${(error as Error).message}`];
  }
}

/**
 * Recomputes the worked example from what the pages show, by the pages' own definitions (api.md's conventions,
 * flow.md's step 3), without the generator's code: it decodes, verifies and hashes the shown values.
 * Returns one line per value that does not recompute, or that the two languages show differently.
 */
export function checkWorkedExample(pages: Record<Language, ExamplePages>): string[] {
  const [jaPayload, enPayload] = [pages.ja.api, pages.en.api].map((page) => signedPayloads(page).join(' '));
  return [
    ...checkSafely('ja', pages.ja),
    ...checkSafely('en', pages.en),
    ...compareLanguages('api.md', jsonBlocks(pages.ja.api), jsonBlocks(pages.en.api)),
    ...compareLanguages('flow.md', jsonBlocks(pages.ja.flow), jsonBlocks(pages.en.flow)),
    ...(jaPayload === enPayload
      ? []
      : [`api.md: ja and en show different signed payloads: ja ${jaPayload} en ${enPayload}`]),
  ];
}
