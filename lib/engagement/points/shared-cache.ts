/**
 * A small in-process memo for data every student's dashboard shows alike (characters, showcase,
 * holidays): loaded at most once per `ttlMs` per key and server process, so the dashboard does not
 * query them on every render. Times come from the caller's clock (decision 015); a clock moved
 * backwards (the test clock) counts as expired. The API calls never use it: they read fresh.
 */
export class SharedCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(private readonly ttlMs: number) {}

  get<T>(key: string, now: Date, load: () => Promise<T>): Promise<T> {
    const t = now.getTime();
    const hit = this.entries.get(key);
    if (hit && t >= hit.at && t - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = load();
    // Keys are few (a handful, and holidays per zone and day): a full clear bounds the memory.
    if (this.entries.size >= 500) this.entries.clear();
    this.entries.set(key, { at: t, value });
    // A failed load is not kept.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
