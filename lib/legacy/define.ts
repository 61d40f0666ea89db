import type { BuildingIssue, LegacyCall } from "./types";

type Details = Partial<
  Pick<LegacyCall, "request" | "response" | "sample" | "uncounted" | "pageLink">
>;
type Where = { handler: string; issue?: never } | { issue: BuildingIssue; handler?: never };

/** One row of the legacy-call table: answered by `handler`, or planned in `issue`. */
export const call = (
  method: LegacyCall["method"],
  base: LegacyCall["base"],
  path: string,
  spec: LegacyCall["spec"],
  summary: string,
  where: Where & Details,
): LegacyCall => {
  const { handler, issue, ...details } = where;
  const common = { method, base, path, spec, summary, ...details };
  return handler !== undefined
    ? { ...common, status: "answered", handler }
    : { ...common, status: "planned", issue: issue! };
};

/** Calls not built yet, all of one spec section and one issue: [method, base, path, summary]. */
export const plannedCalls = (
  issue: BuildingIssue,
  spec: LegacyCall["spec"],
  rows: [LegacyCall["method"], LegacyCall["base"], string, string][],
): LegacyCall[] =>
  rows.map(([method, base, path, summary]) => call(method, base, path, spec, summary, { issue }));
