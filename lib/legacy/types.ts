import type { z } from "zod";

/** Where a legacy path is relative to: the site root, {site}/ng-api/v1/ or {site}/ng-api/v2/. */
export type LegacyBase = "site" | "v1" | "v2";

export interface LegacyCall {
  method: "GET" | "POST";
  base: LegacyBase;
  /** Path as the spec writes it, relative to the base, without a leading slash. */
  path: string;
  /** Spec file and section, e.g. "1 §7". */
  spec: string;
  summary: string;
  /** Route file that answers it, once built. */
  handler?: string;
  /** Issue that builds it, while it is not built yet. */
  issue?: number;
  request?: z.ZodType;
  response?: z.ZodType;
}

export const BASE_PREFIX: Record<LegacyBase, string> = {
  site: "/",
  v1: "/ng-api/v1/",
  v2: "/ng-api/v2/",
};

export function fullPath(call: Pick<LegacyCall, "base" | "path">): string {
  return BASE_PREFIX[call.base] + call.path;
}
