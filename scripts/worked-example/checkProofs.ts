import {blake2b256, concat, fromHex, hex, u64be} from './checkPrimitives';
import type {Json, Problems} from './checkProblems';

/** Side of each sibling from leaf `index` of `count` up to the root; a node carried up has no sibling. */
function batchPositions(index: number, count: number): ('left' | 'right')[] {
  const positions: ('left' | 'right')[] = [];
  for (let position = index, width = count; width > 1; position >>= 1, width = Math.ceil(width / 2)) {
    if (position % 2 === 1) {
      positions.push('left');
    } else if (position + 1 < width) {
      positions.push('right');
    }
  }
  return positions;
}

/** The root the path leads to from the event's leaf, or nothing when the path does not fit the leaf's place. */
export function checkBatch(problems: Problems, eventId: Uint8Array, batch: Json): Uint8Array | undefined {
  const index = Number(batch.leafIndex);
  const count = Number(batch.leafCount);
  const path = (Array.isArray(batch.path) ? batch.path : []) as Json[];
  const positions = batchPositions(index, count);
  if (
    !problems.expect(
      `batch.path positions (for leaf ${index} of ${count})`,
      positions,
      path.map((s) => s.position),
    )
  ) {
    return undefined;
  }
  let node = blake2b256(concat(Uint8Array.of(0x00), eventId));
  for (const step of path) {
    const sibling = fromHex(String(step.hash));
    node =
      step.position === 'right'
        ? blake2b256(concat(Uint8Array.of(0x01), node, sibling))
        : blake2b256(concat(Uint8Array.of(0x01), sibling, node));
  }
  problems.expect('batch.root (proof response)', hex(node), batch.root);
  return node;
}

/** flow.md step 3: the leaf of (batch_root, batch_time) up to its peak, the peaks bagged after leaf_count. */
export function checkAccumulator(
  problems: Problems,
  batchRoot: Uint8Array,
  batchTime: unknown,
  accumulator: Json,
): boolean {
  const index = Number(accumulator.leafIndex);
  const count = Number(accumulator.leafCount);
  const proof = (Array.isArray(accumulator.proof) ? accumulator.proof : []).map((h) => fromHex(String(h)));
  const sizes = [...count.toString(2)].flatMap((bit, i, bits) => (bit === '1' ? [2 ** (bits.length - 1 - i)] : []));
  let start = 0;
  const own = sizes.findIndex((size) => {
    if (index < start + size) {
      return true;
    }
    start += size;
    return false;
  });
  const size = sizes[own];
  const height = Math.log2(size ?? 1);
  if (size === undefined || proof.length !== height + sizes.length - 1) {
    problems.add(
      `accumulator.proof does not fit leaf ${index} of ${count}: expected ${height + sizes.length - 1} hashes shown ${proof.length}`,
    );
    return false;
  }
  let node = blake2b256(concat(batchRoot, u64be(Date.parse(String(batchTime)))));
  let position = index - start;
  for (const sibling of proof.slice(0, height)) {
    const [left, right] = position % 2 === 0 ? [node, sibling] : [sibling, node];
    node = blake2b256(concat(Uint8Array.of(0x02), left, right));
    position >>= 1;
  }
  const peaks = proof.slice(height);
  peaks.splice(own, 0, node);
  const root = blake2b256(concat(Uint8Array.of(0x03), u64be(count), ...peaks));
  return problems.expect('accumulator.root (proof response, from accumulator.proof)', hex(root), accumulator.root);
}
