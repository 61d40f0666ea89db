import type { LegacyCall } from "./types";

type Extra = Partial<Pick<LegacyCall, "handler" | "issue" | "request" | "response">>;

/** One row of the legacy-call table. */
export const call = (
  method: LegacyCall["method"],
  base: LegacyCall["base"],
  path: string,
  spec: string,
  summary: string,
  extra: Extra = {},
): LegacyCall => ({ method, base, path, spec, summary, ...extra });

/** A call not built yet, and the issue that builds it. */
export const planned = (issue: number) => ({ issue });
