/**
 * A least-recently-used cache bounded by bytes rather than entries, so served images stay in RAM only up
 * to a few MB whatever their sizes. An entry larger than the whole budget is never kept.
 */
export class ByteLru<V extends { byteLength: number }> {
  private readonly entries = new Map<string, V>();
  private used = 0;

  constructor(private readonly budget: number) {}

  get size(): number {
    return this.used;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Map keeps insertion order: moving the entry to the end marks it the most recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    if (value.byteLength > this.budget) return;
    this.entries.set(key, value);
    this.used += value.byteLength;
    for (const [oldest, old] of this.entries) {
      if (this.used <= this.budget) break;
      this.entries.delete(oldest);
      this.used -= old.byteLength;
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.used -= value.byteLength;
  }

  /** Removes every entry whose key starts with the prefix (all variants of one image). */
  deletePrefix(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.delete(key);
  }
}
