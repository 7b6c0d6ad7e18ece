import {blake2b256, concat} from './bytes';

/** Batch Merkle tree of flow.md, step 3: distinct leaf and node prefixes, an odd node carried up unchanged. */
export function batchLeaf(eventId: Uint8Array): Uint8Array {
  return blake2b256(concat(Uint8Array.of(0x00), eventId));
}

export function batchNode(left: Uint8Array, right: Uint8Array): Uint8Array {
  return blake2b256(concat(Uint8Array.of(0x01), left, right));
}

export interface PathStep {
  /** Where the sibling sits: the proof's `position`. */
  position: 'left' | 'right';
  hash: Uint8Array;
}

/** Every level of the tree, the leaves first and the root alone last. */
function levels(eventIds: readonly Uint8Array[]): Uint8Array[][] {
  if (eventIds.length === 0) {
    throw new Error('a batch holds at least one event');
  }
  const all = [eventIds.map(batchLeaf)];
  for (let level = all[0]!; level.length > 1;) {
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const right = level[i + 1];
      next.push(right ? batchNode(level[i]!, right) : level[i]!);
    }
    all.push(next);
    level = next;
  }
  return all;
}

export function batchRoot(eventIds: readonly Uint8Array[]): Uint8Array {
  return levels(eventIds).at(-1)![0]!;
}

/** The siblings from the leaf at `index` up to the root, bottom first; a carried-up node has none. */
export function batchPath(eventIds: readonly Uint8Array[], index: number): PathStep[] {
  const path: PathStep[] = [];
  let position = index;
  for (const level of levels(eventIds).slice(0, -1)) {
    const siblingIndex = position % 2 === 0 ? position + 1 : position - 1;
    const sibling = level[siblingIndex];
    if (sibling) {
      path.push({position: position % 2 === 0 ? 'right' : 'left', hash: sibling});
    }
    position = Math.floor(position / 2);
  }
  return path;
}
