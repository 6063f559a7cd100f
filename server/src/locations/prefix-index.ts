/** Prefixes up to this length get their answers computed at build time: they match thousands of keys. */
const HOT_PREFIX_LENGTH = 4;
/** Longer prefixes scan the keys sharing their first letters this many, best first. */
const BUCKET_PREFIX_LENGTH = HOT_PREFIX_LENGTH + 1;

/**
 * Finds the best-ranked keys starting with a prefix, without sorting or scanning everything.
 * Built in one pass over the entries in rank order: every prefix of up to four letters keeps
 * its best ranks (its answer), and every five-letter prefix keeps its entries, best first, so a
 * longer query scans one bucket (at most about 1,400 of 135,000 places) and stops at `limit`.
 */
export class PrefixIndex {
  readonly #keys: string[];
  readonly #ranks: Int32Array;
  readonly #hot = new Map<string, number[]>();
  readonly #buckets = new Map<string, number[]>();

  /** `entries` in rank order (best first); a rank may appear under several keys (the words of a name). */
  constructor(
    entries: ReadonlyArray<{ key: string; rank: number }>,
    private readonly maxResults: number,
  ) {
    this.#keys = entries.map((entry) => entry.key);
    this.#ranks = Int32Array.from(entries, (entry) => entry.rank);
    entries.forEach(({ key, rank }, index) => {
      for (let length = 1; length <= Math.min(HOT_PREFIX_LENGTH, key.length); length += 1) {
        const prefix = key.slice(0, length);
        const best = this.#hot.get(prefix);
        if (!best) this.#hot.set(prefix, [rank]);
        else if (best.length < maxResults && best[best.length - 1] !== rank) best.push(rank);
      }
      if (key.length >= BUCKET_PREFIX_LENGTH) {
        const bucketKey = key.slice(0, BUCKET_PREFIX_LENGTH);
        const bucket = this.#buckets.get(bucketKey);
        if (bucket) bucket.push(index);
        else this.#buckets.set(bucketKey, [index]);
      }
    });
  }

  /** The best `limit` ranks (best first) among keys starting with `prefix`. */
  top(prefix: string, limit: number): number[] {
    const wanted = Math.min(limit, this.maxResults);
    if (prefix.length <= HOT_PREFIX_LENGTH) return (this.#hot.get(prefix) ?? []).slice(0, wanted);
    const best: number[] = [];
    for (const index of this.#buckets.get(prefix.slice(0, BUCKET_PREFIX_LENGTH)) ?? []) {
      const rank = this.#ranks[index]!;
      if (this.#keys[index]!.startsWith(prefix) && best[best.length - 1] !== rank) best.push(rank);
      if (best.length === wanted) break;
    }
    return best;
  }
}
