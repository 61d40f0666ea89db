import { existsSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import {
  matchHas,
  prepareDestination,
} from "next/dist/shared/lib/router/utils/prepare-destination";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { UNKNOWN_CALL_REWRITE, UNKNOWN_CALL_ROUTE } from "./unknown-call-rewrite";

// Next.js applies a fallback rewrite only when no page, file or route matched. These tests run the
// rule through Next.js's own matcher and destination builder, as its router does.

const match = getPathMatch(UNKNOWN_CALL_REWRITE.source, { removeUnnamedParams: true });

function rewrite(pathname: string, accept = "application/json"): string | null {
  const params = match(pathname);
  if (!params) return null;
  const request = { headers: { accept } } as unknown as IncomingMessage;
  if (!matchHas(request, {}, [], UNKNOWN_CALL_REWRITE.missing)) return null;
  const { newUrl } = prepareDestination({
    appendParamsToQuery: false,
    destination: UNKNOWN_CALL_REWRITE.destination,
    params,
    query: {},
  });
  return newUrl;
}

describe("the fallback rewrite of unknown calls", () => {
  it("is a fallback rewrite of next.config.ts", async () => {
    const rewrites = await nextConfig.rewrites!();
    expect(rewrites).toMatchObject({ fallback: [UNKNOWN_CALL_REWRITE] });
  });

  it("sends an unknown path, with all its segments, to the JSON 404 catch-all", () => {
    expect(rewrite("/save-buddy")).toBe("/unknown-call/save-buddy");
    expect(rewrite("/st/create-buddy-batch", "*/*")).toBe("/unknown-call/st/create-buddy-batch");
    expect(existsSync(path.resolve(`app/(api)${UNKNOWN_CALL_ROUTE}/[...path]/route.ts`))).toBe(
      true,
    );
  });

  it("leaves a browser asking for a page to the HTML 404", () => {
    expect(rewrite("/no-such-page", "text/html,application/xhtml+xml,*/*;q=0.8")).toBeNull();
  });

  it("leaves Next.js's own files alone", () => {
    expect(rewrite("/_next/static/chunks/gone.js")).toBeNull();
    expect(rewrite("/_next")).toBeNull();
  });
});
