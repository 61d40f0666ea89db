import type { IncomingMessage, ServerResponse } from "node:http";

export declare const PUBLIC_PAGE_PATH: RegExp;
export declare const MAX_AGE_MS: number;
export declare const ALL_PAGES: string;
export declare const SHARED_CACHE_CONTROL: string;
export declare function pageCacheKey(
  method: string | undefined,
  url: string | undefined,
  headers: Record<string, string | string[] | undefined>,
): string | null;
export declare function inlineScripts(html: string): string[];
export declare function hashedCopy(
  html: string,
  policy: string | undefined,
): { html: string; policy: string | null } | null;
export interface PageCache {
  stats: { hits: number; misses: number; stored: number; invalidated: number };
  readonly size: number;
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  tag(requestId: string, tags: Iterable<string>): void;
  invalidate(tags: string[]): void;
}
export declare function createPageCache(options?: {
  maxEntries?: number;
  maxBytes?: number;
  maxAgeMs?: number;
  clock?: () => number;
}): PageCache;
