/**
 * A least-recently-used cache bounded by entry count and by a byte total that the caller states per entry.
 * A Map keeps insertion order, so re-inserting on each hit keeps the coldest entry first.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, {value: V; bytes: number}>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  #bytes = 0;

  constructor({maxEntries, maxBytes}: {maxEntries: number; maxBytes: number}) {
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) {
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Stores `value`, evicting the least recently used entries to stay within both bounds. */
  set(key: K, value: V, bytes = 0): void {
    this.delete(key);
    if (bytes > this.#maxBytes || this.#maxEntries < 1) {
      return;
    }
    this.#entries.set(key, {value, bytes});
    this.#bytes += bytes;
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next().value as K;
      this.delete(oldest);
    }
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (entry !== undefined) {
      this.#entries.delete(key);
      this.#bytes -= entry.bytes;
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The bytes of all entries, as stated to `set`. */
  get bytes(): number {
    return this.#bytes;
  }
}
