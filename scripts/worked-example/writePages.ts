import type {WorkedExample} from './example';
import {jsonSpans} from './jsonSpans';

/** Values a rule writes, by path inside the block; an array or object is written element by element. */
type Values = Record<string, unknown>;

interface BlockRule {
  /** The block this rule writes, for error messages. */
  name: string;
  /** A path only this page's block has. */
  when: string;
  values: (example: WorkedExample, block: unknown) => Values;
}

const apiRules: BlockRule[] = [
  {
    name: 'registration request',
    when: 'attestation',
    values: (e) => ({
      'publicKey.key': e.publicKey,
      'attestation.statement': e.attestationStatement,
      'attestation.certificateChain': e.certificateChain,
    }),
  },
  {
    name: 'registration response',
    when: 'registry.referenceAssetName',
    values: (e) => ({
      deviceId: e.deviceId,
      'registry.referenceAssetName': e.referenceAssetName,
      'registry.userAssetName': e.userAssetName,
      'links.self': `/v1/devices/${e.deviceId}`,
    }),
  },
  {
    name: 'device lookup',
    when: 'keys',
    values: (e) => ({deviceId: e.deviceId, 'keys.0.publicKey': e.publicKey}),
  },
  {name: 'event submission', when: 'encryptedPayload', values: (e) => ({envelope: e.envelope})},
  {
    name: 'event submission response',
    when: 'links.proof',
    values: (e) => ({
      eventId: e.eventId,
      deviceId: e.deviceId,
      counter: e.event.counter,
      'links.proof': `/v1/events/${e.eventId}/proof`,
    }),
  },
  {
    name: 'proof',
    when: 'batch',
    values: (e) => ({eventId: e.eventId, deviceId: e.deviceId, batch: e.batch, accumulator: e.accumulator}),
  },
  {
    name: 'verify request',
    when: 'requireLevel',
    values: (e) => ({envelope: e.envelope, payload: e.alteredPayload, salt: e.salt}),
  },
  {name: 'verify response', when: 'checks', values: (e) => ({eventId: e.eventId, deviceId: e.deviceId})},
  {name: 'challenge', when: 'challengeId', values: (e) => ({deviceId: e.deviceId})},
  {
    name: 'error',
    when: 'code',
    values: (e, block) => ({
      detail: String((block as {detail: string}).detail).replace(/^Device [0-9a-f]+ /, `Device ${e.deviceId} `),
    }),
  },
];

const flowRules: BlockRule[] = [{name: 'event', when: 'payloadHash', values: (e) => ({...e.event})}];

const JSON_BLOCK = /^```json\n([\s\S]*?)\n```$/gm;

function indentOf(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^ */.exec(text.slice(lineStart))![0];
}

/** A new value in the pages' layout: arrays one element a line, objects on one line. */
function literal(value: unknown, indent: string): string {
  if (Array.isArray(value)) {
    const inner = `${indent}  `;
    return `[\n${value.map((item) => inner + literal(item, inner)).join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${literal(item, indent)}`);
    return `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(value);
}

function assign(block: string, path: string, value: unknown): string {
  const spans = jsonSpans(block);
  const span = spans.get(path);
  if (!span) {
    throw new Error(`no ${path}`);
  }
  const current: unknown = JSON.parse(block.slice(span.start, span.end));
  // Same shape: write the leaves, keeping the hand-made layout around them.
  if (Array.isArray(value) && Array.isArray(current) && value.length === current.length) {
    return value.reduce<string>((text, item, index) => assign(text, `${path}.${index}`, item), block);
  }
  if (isObject(value) && isObject(current)) {
    return Object.entries(value).reduce((text, [key, item]) => assign(text, `${path}.${key}`, item), block);
  }
  return block.slice(0, span.start) + literal(value, indentOf(block, span.start)) + block.slice(span.end);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function applyRules(page: string, rules: readonly BlockRule[], example: WorkedExample): string {
  const written = new Map<string, number>();
  const result = page.replace(JSON_BLOCK, (whole, body: string) => {
    const spans = jsonSpans(body);
    const rule = rules.find(({when}) => spans.has(when));
    if (!rule) {
      return whole;
    }
    written.set(rule.name, (written.get(rule.name) ?? 0) + 1);
    const values = rule.values(example, JSON.parse(body));
    const updated = Object.entries(values).reduce((text, [path, value]) => assign(text, path, value), body);
    return `\`\`\`json\n${updated}\n\`\`\``;
  });
  for (const {name} of rules) {
    if (written.get(name) !== 1) {
      throw new Error(`expected one ${name} example, found ${written.get(name) ?? 0}`);
    }
  }
  return result;
}

/** The payload the device signed, written in the verify section's prose as inline code. */
const SIGNED_PAYLOAD = /`\{[^`\n]*"credential"[^`\n]*\}`/g;

export function writeApiPage(page: string, example: WorkedExample): string {
  const withBlocks = applyRules(page, apiRules, example);
  const found = withBlocks.match(SIGNED_PAYLOAD)?.length ?? 0;
  if (found !== 1) {
    throw new Error(`expected the signed payload once as inline code, found ${found}`);
  }
  return withBlocks.replace(SIGNED_PAYLOAD, `\`${example.signedPayload}\``);
}

export function writeFlowPage(page: string, example: WorkedExample): string {
  return applyRules(page, flowRules, example);
}
