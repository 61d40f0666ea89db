import { describe, expect, it } from "vitest";
import { GET as clickRoute } from "@/app/(api)/ng-api/v1/click-to-redirect-canvas/route";
import { POST as tokenRoute } from "@/app/(api)/ng-api/v1/get-token-on-logedin/route";
import { GET as moveRoute } from "@/app/(api)/ng-api/v1/moveOnCanvasRedirection/route";
import { makeUser } from "../support/factories";
import {
  accountsTestContext,
  cookieHeaderFor,
  responseCookies,
  SESSION_COOKIE,
  sessionFromResponse,
} from "../support/legacy-client";

// Issue 43, finding 3: a cross-site link to click-to-redirect-canvas carrying the attacker's token
// signed a signed-out victim's browser into the attacker's account (login CSRF). The hand-off now
// refuses cross-site use and is bound to the browser that asked for the token (a cookie set when the
// token is issued, compared when it is spent).

const ctx = accountsTestContext();
const params = { params: Promise.resolve({}) };

/** Set-Cookie pairs of a response as one Cookie header (what the browser sends next). */
const cookieJar = (res: Response, before = "") =>
  [
    before,
    ...Object.entries(responseCookies(res))
      .filter(([, v]) => v !== "")
      .map(([k, v]) => `${k}=${v}`),
  ]
    .filter(Boolean)
    .join("; ");

const request = (url: string, headers: Record<string, string>, method = "GET") =>
  new Request(`http://localhost${url}`, { method, headers: { host: "localhost", ...headers } });

/** A signed-in user's browser asks for a hand-off token (same-site POST). */
async function mintAs(user: { id: number }) {
  const own = await cookieHeaderFor({ id: user.id, role: "student" });
  const headers = {
    ...own,
    origin: "http://localhost",
    "sec-fetch-site": "same-origin",
    "content-type": "application/json",
  };
  const res = await tokenRoute(request("/ng-api/v1/get-token-on-logedin", headers, "POST"), params);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { token: string; redirect_url: string };
  return { ...body, cookie: cookieJar(res) };
}

/** The attacker, signed in in their own browser, asks for a hand-off token. */
async function attackersToken() {
  const attacker = await makeUser(ctx.db, {
    role: "student",
    email: `mallory${Date.now()}@x.test`,
  });
  return mintAs(attacker);
}

describe("the canvas hand-off refuses login CSRF", () => {
  it("a cross-site link with the attacker's token signs nobody in", async () => {
    const { redirect_url } = await attackersToken();
    const res = await clickRoute(
      request(redirect_url, { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" }),
      params,
    );
    expect(res.status).toBe(403);
    expect(responseCookies(res)[SESSION_COOKIE]).toBeUndefined();
  });

  it("the attacker's token in another browser (no cross-site header: an old browser) signs nobody in", async () => {
    const { redirect_url } = await attackersToken();
    const res = await clickRoute(request(redirect_url, {}), params);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/canvas?handoff=expired");
    expect(responseCookies(res)[SESSION_COOKIE]).toBeUndefined();
  });
});

describe("the legitimate same-site hand-off still works", () => {
  it("moveOnCanvasRedirection → click-to-redirect-canvas in the same browser lands signed in", async () => {
    const kid = await makeUser(ctx.db, { role: "student", email: `kid${Date.now()}@x.test` });
    const session = await cookieHeaderFor({ id: kid.id, role: "student" });
    const nav = { "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate" };
    const move = await moveRoute(
      request("/ng-api/v1/moveOnCanvasRedirection", { ...session, ...nav }),
      params,
    );
    expect(move.status).toBe(303);
    const location = move.headers.get("location")!;
    expect(location).toMatch(/^\/ng-api\/v1\/click-to-redirect-canvas\?token=/);
    // A browser where the session has just ended (e.g. another tab logged out) still carries the
    // binding cookie: the hand-off signs it in as the user who asked.
    const click = await clickRoute(request(location, { cookie: cookieJar(move), ...nav }), params);
    expect(click.status).toBe(303);
    expect(click.headers.get("location")).toBe("/canvas");
    expect(await sessionFromResponse(click)).toMatchObject({ uid: kid.id });
  });

  it("get-token-on-logedin then the redirect_url, in the same browser, lands signed in once", async () => {
    const kid = await makeUser(ctx.db, { role: "student", email: `kid2${Date.now()}@x.test` });
    const { redirect_url, cookie } = await mintAs(kid);
    const nav = { cookie, "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate" };
    const first = await clickRoute(request(redirect_url, nav), params);
    expect(await sessionFromResponse(first)).toMatchObject({ uid: kid.id });
    const again = await clickRoute(request(redirect_url, nav), params);
    expect(again.headers.get("location")).toBe("/canvas?handoff=expired");
  });
});
