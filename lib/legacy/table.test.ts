import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { call } from "./define";
import { NON_LEGACY_ROUTES } from "./non-legacy-routes";
import { renderApiDocs, specCalls } from "./render-docs";
import { exportedMethods, readRouteFiles, routePath, type RouteFile } from "./route-files";
import { LEGACY_CALLS } from "./table";
import {
  answeredWithoutRoute,
  countsBySpec,
  duplicateRows,
  plannedButRouted,
  routesWithoutRow,
} from "./table-checks";

const root = path.resolve(import.meta.dirname, "../..");
const routes = readRouteFiles(root);

describe("the layout of app/ (decision 016)", () => {
  it("keeps every route handler in the app/(api) route group, apart from the pages", () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.map((r) => r.file).filter((f) => !f.startsWith("app/(api)/"))).toEqual([]);
  });

  it("reads a route group as no part of the URL", () => {
    expect(routePath("app/(api)/ng-api/v1/otpLogin/route.ts")).toBe("/ng-api/v1/otpLogin");
    expect(routePath("app/(api)/order/[id]/route.ts")).toBe("/order/{id}");
    expect(routePath("app/(api)/(x)/a/route.ts")).toBe("/a");
  });
});

describe("the legacy table against the specs", () => {
  it("lists each method and path once", () => {
    expect(duplicateRows(LEGACY_CALLS)).toEqual([]);
  });

  it("lists the 197 calls of section 7 of the three specs: 61, 57 and 79", () => {
    expect(countsBySpec(LEGACY_CALLS)).toEqual({ "1 §7": 61, "2 §7": 57, "3 §7": 79 });
    expect(specCalls(LEGACY_CALLS)).toHaveLength(197);
  });

  it("says why each row outside the count is there, and every call of ours is outside it", () => {
    for (const c of LEGACY_CALLS.filter((c) => c.spec === "new")) {
      expect(c.uncounted, c.path).toBeTruthy();
    }
    const outside = LEGACY_CALLS.filter((c) => c.uncounted !== undefined);
    expect(outside.map((c) => c.uncounted!.length > 10)).not.toContain(false);
  });

  it("finds a duplicate and a miscount", () => {
    const row = call("POST", "site", "x/{id}", "1 §7", "X", { issue: 16 });
    const same = call("POST", "site", "x/{post_id}", "2 §7", "X again", { issue: 16 });
    const alias = call("POST", "v1", "x", "1 §7", "Alias", { issue: 14, uncounted: "alias" });
    expect(duplicateRows([row, same, alias])).toEqual(["POST /x/{}"]);
    expect(countsBySpec([row, same, alias])).toEqual({ "1 §7": 1, "2 §7": 1 });
  });
});

describe("the legacy table against the route files", () => {
  it("finds the route files and the methods they take", () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.find((r) => r.file === "app/(api)/order/[id]/route.ts")).toMatchObject({
      path: "/order/{id}",
      methods: ["POST"],
    });
    expect(
      exportedMethods(
        'export const GET = route();\nexport const { POST, PUT } = otherMethods("GET");\nexport { DELETE as PATCH } from "./x";',
      ),
    ).toEqual(["GET", "PATCH"]);
  });

  it("has a row for every method of every route file that answers a legacy path", () => {
    expect(routesWithoutRow(LEGACY_CALLS, routes, NON_LEGACY_ROUTES)).toEqual([]);
    const extra: RouteFile = {
      file: "app/(api)/not-a-call/route.ts",
      path: "/not-a-call",
      methods: ["POST"],
    };
    expect(routesWithoutRow(LEGACY_CALLS, [...routes, extra], NON_LEGACY_ROUTES)).toEqual([
      "POST app/(api)/not-a-call/route.ts",
    ]);
  });

  it("names only route files that exist among the non-legacy routes", () => {
    const files = new Set(routes.map((r) => r.file));
    expect(Object.keys(NON_LEGACY_ROUTES).filter((f) => !files.has(f))).toEqual([]);
  });

  it("points every answered row at a route file that exports its method at the same path", () => {
    expect(answeredWithoutRoute(LEGACY_CALLS, routes)).toEqual([]);
    const gone = call("POST", "site", "not-a-call", "2 §7", "Not a call", {
      handler: "app/(api)/not-a-call/route.ts",
    });
    const wrongMethod = call("GET", "site", "order/{id}", "3 §7", "Order", {
      handler: "app/(api)/order/[id]/route.ts",
    });
    const wrongPath = call("POST", "v1", "order/{id}", "3 §7", "Order", {
      handler: "app/(api)/order/[id]/route.ts",
    });
    expect(answeredWithoutRoute([gone, wrongMethod, wrongPath], routes)).toEqual([
      "POST /not-a-call → app/(api)/not-a-call/route.ts: no such route file",
      "GET /order/{id} → app/(api)/order/[id]/route.ts: the file does not export GET",
      "POST /ng-api/v1/order/{id} → app/(api)/order/[id]/route.ts: the file answers /order/{id}",
    ]);
  });

  it("marks a call answered once a route file answers it", () => {
    expect(plannedButRouted(LEGACY_CALLS, routes)).toEqual([]);
    const stale = call("POST", "site", "order/{offer}", "3 §7", "Order", { issue: 18 });
    expect(plannedButRouted([stale], routes)).toEqual([
      "POST /order/{offer} (issue 18) is answered by app/(api)/order/[id]/route.ts",
    ]);
  });

  it("is in step with docs/api.md (run npm run docs:api after changing the table)", () => {
    const docs = readFileSync(path.join(root, "docs/api.md"), "utf8");
    expect(docs).toBe(renderApiDocs(LEGACY_CALLS));
    expect(docs).toMatch(/\n\d+ of 197 calls are answered so far/);
  });
});
