/**
 * Texts by key, the most recently used kept until keys and texts together pass `maxChars`
 * characters; then the least recently used go first. (A Map iterates in insertion order, so a
 * read moves its entry to the end by deleting and setting it again.)
 */
export class LruTextCache {
  private readonly entries = new Map<string, string>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  get(key: string): string | undefined {
    const text = this.entries.get(key);
    if (text === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, text);
    return text;
  }

  set(key: string, text: string): void {
    this.delete(key);
    // One text over the whole budget would only empty the cache for nothing.
    if (key.length + text.length > this.maxChars) return;
    this.entries.set(key, text);
    this.chars += key.length + text.length;
    for (const oldest of this.entries.keys()) {
      if (this.chars <= this.maxChars) break;
      this.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const text = this.entries.get(key);
    if (text === undefined) return;
    this.entries.delete(key);
    this.chars -= key.length + text.length;
  }
}
