import {blake2b256, concat, u64be} from './bytes';

/**
 * The Merkle Mountain Range of flow.md, step 3. Its prefixes (0x02, 0x03) differ from the batch tree's (0x00,
 * 0x01), so no node of one structure can stand for a node of the other.
 */
export function mmrLeaf(batchRoot: Uint8Array, batchTimeMs: number): Uint8Array {
  return blake2b256(concat(batchRoot, u64be(batchTimeMs)));
}

export function mmrNode(left: Uint8Array, right: Uint8Array): Uint8Array {
  return blake2b256(concat(Uint8Array.of(0x02), left, right));
}

/** Sizes of the perfect trees (mountains) over `leafCount` leaves, one per 1-bit, the largest (oldest) first. */
export function mountainSizes(leafCount: number): number[] {
  const sizes: number[] = [];
  for (let bit = 2 ** Math.floor(Math.log2(Math.max(leafCount, 1))); bit >= 1; bit /= 2) {
    if (leafCount & bit) {
      sizes.push(bit);
    }
  }
  return sizes;
}

function perfectRoot(leaves: readonly Uint8Array[]): Uint8Array {
  if (leaves.length === 1) {
    return leaves[0]!;
  }
  const half = leaves.length / 2;
  return mmrNode(perfectRoot(leaves.slice(0, half)), perfectRoot(leaves.slice(half)));
}

function mountains(leaves: readonly Uint8Array[]): {start: number; leaves: Uint8Array[]}[] {
  let start = 0;
  return mountainSizes(leaves.length).map((size) => {
    const mountain = {start, leaves: leaves.slice(start, start + size)};
    start += size;
    return mountain;
  });
}

/** The peaks bagged left to right, after the leaf count so that ranges of different sizes never collide. */
export function mmrRoot(leaves: readonly Uint8Array[]): Uint8Array {
  const peaks = mountains(leaves).map((mountain) => perfectRoot(mountain.leaves));
  return blake2b256(concat(Uint8Array.of(0x03), u64be(leaves.length), ...peaks));
}

/** The siblings from the leaf up to its peak, bottom first, then the other peaks, left to right. */
export function mmrProof(leaves: readonly Uint8Array[], index: number): Uint8Array[] {
  const all = mountains(leaves);
  const own = all.find((mountain) => index >= mountain.start && index < mountain.start + mountain.leaves.length);
  if (!own) {
    throw new Error(`leaf ${index} is not among ${leaves.length} leaves`);
  }
  const siblings: Uint8Array[] = [];
  let span = own.leaves;
  let position = index - own.start;
  while (span.length > 1) {
    const half = span.length / 2;
    const [near, far] =
      position < half ? [span.slice(0, half), span.slice(half)] : [span.slice(half), span.slice(0, half)];
    siblings.unshift(perfectRoot(far));
    span = near;
    position %= half;
  }
  const otherPeaks = all.filter((mountain) => mountain !== own).map((mountain) => perfectRoot(mountain.leaves));
  return [...siblings, ...otherPeaks];
}
