import type { z } from "zod";

/** Where a legacy path is relative to: the site root, {site}/ng-api/v1/ or {site}/ng-api/v2/. */
export type LegacyBase = "site" | "v1" | "v2";

/** Section 7 of spec 1, 2 or 3 (the calls the old clients make), or "new": a call of ours. */
export type SpecSection = "1 §7" | "2 §7" | "3 §7";

/** The open issues that build the calls not answered yet (`issues list`). */
export type BuildingIssue = 14 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27;

/** Answered by a route file, or planned in the issue that builds it. */
export type CallStatus =
  | { status: "answered"; handler: string; issue?: never }
  | { status: "planned"; issue: BuildingIssue; handler?: never };

export type LegacyCall = CallStatus & {
  method: "GET" | "POST";
  base: LegacyBase;
  /** Path as the spec writes it, relative to the base, without a leading slash. */
  path: string;
  /** Spec file and section, e.g. "1 §7"; "new" for a call of ours. */
  spec: SpecSection | "new";
  summary: string;
  /**
   * Why this row is not one of the 197 calls the specs name (an alias path of a counted call, a
   * report the spec describes without a path, a provider callback). Unset: a counted spec call.
   */
  uncounted?: string;
  request?: z.ZodType;
  response?: z.ZodType;
  /** A payload with the spec's field names, where the request schema alone cannot make a valid one. */
  sample?: Record<string, unknown>;
  /**
   * A page link the browser navigates to (the canvas hand-off): it answers a redirect to a path of
   * this site, never JSON.
   */
  pageLink?: true;
};

export const BASE_PREFIX: Record<LegacyBase, string> = {
  site: "/",
  v1: "/ng-api/v1/",
  v2: "/ng-api/v2/",
};

export function fullPath(call: Pick<LegacyCall, "base" | "path">): string {
  return BASE_PREFIX[call.base] + call.path;
}
