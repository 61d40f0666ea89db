import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The file an import specifier names (app files only; packages return null). */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const ext of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    const file = base + ext;
    if (existsSync(file) && !file.endsWith("/") && /\.tsx?$/.test(file)) return file;
  }
  return null;
}

/** Every package a module loads statically (type-only imports and lazy `import()` left out). */
function packagesOf(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const m of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gms)) {
      const target = resolve(file, m[1]!);
      if (target) queue.push(target);
      else if (!m[1]!.startsWith(".") && !m[1]!.startsWith("@/")) packages.add(m[1]!);
    }
  }
  return packages;
}

// The root layout's client parts are in every page's first load (issue 15: first-load JS within
// 15 kB of an empty page). These modules reached zod through isTimeZone and remainingLabel; the
// footer's newsletter form still loads it (bench/results/2026-11-24-perf2-profiles.md, §5).
describe("the root layout's client modules", () => {
  it.each([
    "components/layout/time-zone-sync.tsx",
    "components/layout/phone-menu.tsx",
    "components/layout/time-zone-switcher.tsx",
    "components/auth/header-login.tsx",
    "components/ui/index.ts",
  ])("%s loads no zod", (entry) => {
    const packages = packagesOf(path.join(ROOT, entry));
    expect(packages.size).toBeGreaterThan(0);
    expect([...packages].filter((p) => p === "zod" || p.startsWith("zod/"))).toEqual([]);
  });
});
