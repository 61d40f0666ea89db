import type { RouteFile } from "./route-files";
import { fullPath, type LegacyCall } from "./types";

// The checks that keep the legacy table, the route files and the specs in step (table.test.ts).
// Each returns what is wrong, one line per finding, so a failing test names it.

/** Dynamic segments compared by position, not by name: /x/{id} and /x/{post_id} are one path. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, "{}");
const key = (method: string, path: string) => `${method} ${shape(path)}`;

/** Method and path written twice. */
export function duplicateRows(calls: LegacyCall[]): string[] {
  const seen = new Set<string>();
  return calls.flatMap((c) => {
    const k = key(c.method, fullPath(c));
    if (seen.has(k)) return [k];
    seen.add(k);
    return [];
  });
}

/** How many counted calls (rows without `uncounted`) each spec section has. */
export function countsBySpec(calls: LegacyCall[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const c of calls.filter((c) => c.uncounted === undefined)) {
    counts[c.spec] = (counts[c.spec] ?? 0) + 1;
  }
  return counts;
}

/** A route file's method that no row names: the table must list every legacy call we answer. */
export function routesWithoutRow(
  calls: LegacyCall[],
  routes: RouteFile[],
  nonLegacy: Record<string, string>,
): string[] {
  const rows = new Set(
    calls.filter((c) => c.status === "answered").map((c) => `${c.method} ${c.handler}`),
  );
  return routes
    .filter((r) => !(r.file in nonLegacy))
    .flatMap((r) => r.methods.map((m) => `${m} ${r.file}`))
    .filter((k) => !rows.has(k));
}

/** A row marked answered whose route file is missing, lacks the method, or answers another path. */
export function answeredWithoutRoute(calls: LegacyCall[], routes: RouteFile[]): string[] {
  const byFile = new Map(routes.map((r) => [r.file, r]));
  return calls.flatMap((c) => {
    if (c.status !== "answered") return [];
    const route = byFile.get(c.handler);
    const where = `${c.method} ${fullPath(c)} → ${c.handler}`;
    if (!route) return [`${where}: no such route file`];
    if (!route.methods.includes(c.method))
      return [`${where}: the file does not export ${c.method}`];
    if (route.path !== fullPath(c)) return [`${where}: the file answers ${route.path}`];
    return [];
  });
}

/** A row still marked planned although a route file answers it: mark it answered. */
export function plannedButRouted(calls: LegacyCall[], routes: RouteFile[]): string[] {
  const routed = new Map(routes.flatMap((r) => r.methods.map((m) => [key(m, r.path), r.file])));
  return calls.flatMap((c) => {
    const file = c.status === "planned" ? routed.get(key(c.method, fullPath(c))) : undefined;
    return file ? [`${c.method} ${fullPath(c)} (issue ${c.issue}) is answered by ${file}`] : [];
  });
}
