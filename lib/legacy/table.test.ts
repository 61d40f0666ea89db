import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderApiDocs } from "./render-docs";
import { LEGACY_CALLS } from "./table";
import { fullPath } from "./types";

const root = path.resolve(import.meta.dirname, "../..");

describe("legacy API table", () => {
  it("lists each method and path once", () => {
    const keys = LEGACY_CALLS.map((c) => `${c.method} ${fullPath(c)}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it("points every built call at a route file that exports its method at the same path", () => {
    for (const call of LEGACY_CALLS.filter((c) => c.handler)) {
      const file = path.join(root, call.handler!);
      expect(existsSync(file), call.handler).toBe(true);
      expect(readFileSync(file, "utf8")).toMatch(
        new RegExp(`export (const|async function) ${call.method}\\b`),
      );
      const routePath =
        "/" +
        path
          .dirname(call.handler!)
          .replace(/^app\//, "")
          .replace(/\/$/, "")
          // A dynamic segment, app/x/[id], answers the spec's x/{id}.
          .replace(/\[([^\]/]+)\]/g, "{$1}");
      expect(routePath).toBe(fullPath(call));
    }
  });

  it("is in step with docs/api.md (run npm run docs:api after changing the table)", () => {
    expect(readFileSync(path.join(root, "docs/api.md"), "utf8")).toBe(renderApiDocs(LEGACY_CALLS));
  });
});
