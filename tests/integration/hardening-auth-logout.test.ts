import { describe, expect, it } from "vitest";
import { POST as logout } from "@/app/(api)/api/logout/route";
import { GET as switchSibling } from "@/app/(api)/switch-sibling-user/[sibling_id]/route";
import { checkSession, sessionClaimOf } from "@/lib/auth/session-check";
import { makeUser } from "../support/factories";
import {
  accountsTestContext,
  cookieHeaderFor,
  decodeSession,
  postJson,
  SESSION_COOKIE,
  sessionFromResponse,
} from "../support/legacy-client";

// Issue 43, finding 10: "Log out everywhere" after switching child ended only the sessions of the
// child switched to; the cookies of the child the household started as (and of its other children)
// stayed valid. Logging out now ends the sessions of every account the household switches between.

const ctx = accountsTestContext();

/** Whether a session cookie's token still opens its account. */
async function works(token: string | undefined) {
  return (await checkSession(ctx.db, sessionClaimOf(await decodeSession(token)))) !== null;
}

const tokenOf = async (who: { id: number }) =>
  (await cookieHeaderFor({ id: who.id, role: "student" })).cookie.split("=")[1];

describe("log out everywhere after switching child", () => {
  it("ends the sessions of every child of the family, not of another family", async () => {
    // Three children filed under one family by their shared mobile (the family trigger).
    const mobile = "9811100001";
    const [anya, bela, chet] = [
      await makeUser(ctx.db, { role: "student", mobile, firstName: "Anya" }),
      await makeUser(ctx.db, { role: "student", mobile, firstName: "Bela" }),
      await makeUser(ctx.db, { role: "student", mobile, firstName: "Chet" }),
    ];
    expect(new Set([anya.familyId, bela.familyId, chet.familyId]).size).toBe(1);
    const neighbour = await makeUser(ctx.db, { role: "student", mobile: "9811100002" });

    // The parent's phone signs in as Anya and switches to Bela; the tablet is still Chet's.
    const phoneAsAnya = await tokenOf(anya);
    const tabletAsChet = await tokenOf(chet);
    const neighbours = await tokenOf(neighbour);
    const switched = await switchSibling(
      new Request(`http://localhost/switch-sibling-user/${bela.id}`, {
        headers: { cookie: `${SESSION_COOKIE}=${phoneAsAnya}`, "sec-fetch-site": "same-origin" },
      }),
      { params: Promise.resolve({ sibling_id: String(bela.id) }) },
    );
    expect(await sessionFromResponse(switched)).toMatchObject({ uid: bela.id });
    const phoneAsBela = (await switched.headers.getSetCookie())
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
      .split(";")[0]!
      .split("=")[1];

    const out = await postJson(
      logout,
      "/api/logout",
      {},
      { cookie: `${SESSION_COOKIE}=${phoneAsBela}` },
    );
    expect(out.status).toBe(200);

    expect(await works(phoneAsBela)).toBe(false);
    expect(await works(phoneAsAnya)).toBe(false);
    expect(await works(tabletAsChet)).toBe(false);
    // Another household is untouched.
    expect(await works(neighbours)).toBe(true);
  });
});
