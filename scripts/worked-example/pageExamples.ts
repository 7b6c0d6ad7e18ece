import {at, type Json, type Problems} from './checkProblems';

/** The text of one language's pages that show the worked example. */
export interface ExamplePages {
  api: string;
  flow: string;
}

/** The JSON code blocks of a page, in order; a block that does not parse stays as its text. */
export function jsonBlocks(markdown: string): unknown[] {
  return [...markdown.matchAll(/^```json\n([\s\S]*?)\n```$/gm)].map((match) => {
    try {
      return JSON.parse(match[1]!) as unknown;
    } catch {
      return {unparsable: match[1]};
    }
  });
}

/** The api.md examples, each told apart by a path only it has. */
export const API_BLOCKS = {
  register: {key: 'attestation', name: 'registration request'},
  registered: {key: 'registry.referenceAssetName', name: 'registration response'},
  lookup: {key: 'keys', name: 'device lookup'},
  submit: {key: 'encryptedPayload', name: 'event submission'},
  submitted: {key: 'links.proof', name: 'event submission response'},
  proof: {key: 'batch', name: 'proof response'},
  verify: {key: 'requireLevel', name: 'verify request'},
  verified: {key: 'checks', name: 'verify response'},
  challenge: {key: 'challengeId', name: 'challenge'},
  error: {key: 'code', name: 'error'},
} as const;

export type BlockId = keyof typeof API_BLOCKS;
export type ApiBlocks = Record<BlockId, Json>;

/** The api.md example a block is, or `event` for flow.md's. */
export function blockName(block: unknown): string {
  return Object.values(API_BLOCKS).find(({key}) => at(block, key) !== undefined)?.name ?? 'event';
}

export function findBlocks(problems: Problems, blocks: unknown[]): ApiBlocks | undefined {
  const found: Partial<ApiBlocks> = {};
  for (const [id, {key, name}] of Object.entries(API_BLOCKS) as [BlockId, (typeof API_BLOCKS)[BlockId]][]) {
    const matches = blocks.filter((block) => at(block, key) !== undefined);
    if (matches.length !== 1) {
      problems.add(`expected one ${name} example, found ${matches.length}`);
    } else {
      found[id] = matches[0] as Json;
    }
  }
  return Object.keys(found).length === Object.keys(API_BLOCKS).length ? (found as ApiBlocks) : undefined;
}

/** The payload the device signed, which the verify section's prose states as inline code. */
export function signedPayloads(apiPage: string): string[] {
  return [...apiPage.matchAll(/`(\{[^`\n]*"credential"[^`\n]*\})`/g)].map((match) => match[1]!);
}
