import { describe, expect, it } from "vitest";
import { fakeZoomApi } from "@/tests/support/classes-live-fixtures";
import { VideoProviderError } from "./types";
import { ZOOM_API, zoomProvider } from "./zoom";

function provider(fake: ReturnType<typeof fakeZoomApi>, clock = () => Date.now()) {
  return zoomProvider({
    accountId: "acc-1",
    clientId: "client",
    clientSecret: "s3cret",
    fetch: fake.fetch,
    now: () => new Date(clock()),
  });
}

const request = {
  topic: "Demo class 7",
  startsAt: new Date("2026-11-20T10:00:00.000Z"),
  durationMinutes: 45,
  hostUser: "host1@school.example",
};

describe("zoomProvider", () => {
  it("asks for an account-credentials token with basic client auth", async () => {
    const fake = fakeZoomApi();
    await provider(fake).createMeeting(request);
    const [tokenCall] = fake.tokenCalls();
    expect(tokenCall!.init.method).toBe("POST");
    const headers = tokenCall!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from("client:s3cret").toString("base64")}`);
    expect(headers["content-type"]).toBe("application/x-www-form-urlencoded");
    const body = new URLSearchParams(String(tokenCall!.init.body));
    expect(Object.fromEntries(body)).toEqual({
      grant_type: "account_credentials",
      account_id: "acc-1",
    });
  });

  it("creates a scheduled meeting for the licence's host user", async () => {
    const fake = fakeZoomApi();
    const meeting = await provider(fake).createMeeting(request);
    expect(meeting).toEqual({
      externalId: "85746065001",
      joinUrl: "https://us05web.zoom.us/j/85746065001?pwd=abc",
      hostUrl: "https://us05web.zoom.us/s/85746065001?zak=xyz",
    });
    const create = fake.calls[1]!;
    expect(create.url).toBe(`${ZOOM_API}/users/host1%40school.example/meetings`);
    expect(create.init.method).toBe("POST");
    expect((create.init.headers as Record<string, string>).authorization).toBe("Bearer tok-1");
    expect(JSON.parse(String(create.init.body))).toMatchObject({
      topic: "Demo class 7",
      type: 2,
      start_time: "2026-11-20T10:00:00Z",
      duration: 45,
      timezone: "UTC",
      settings: { join_before_host: false },
    });
  });

  it("reuses the token until shortly before it expires", async () => {
    const fake = fakeZoomApi();
    let t = 1_000_000;
    const zoom = provider(fake, () => t);
    await zoom.createMeeting(request);
    t += 3_000_000; // 50 minutes: still valid
    await zoom.createMeeting(request);
    expect(fake.tokenCalls()).toHaveLength(1);
    t += 550_000; // 59 min 10 s: inside the safety margin
    await zoom.createMeeting(request);
    expect(fake.tokenCalls()).toHaveLength(2);
    const last = fake.calls.at(-1)!;
    expect((last.init.headers as Record<string, string>).authorization).toBe("Bearer tok-2");
  });

  it("shares one token request between concurrent calls", async () => {
    const fake = fakeZoomApi();
    const zoom = provider(fake);
    await Promise.all([zoom.createMeeting(request), zoom.createMeeting(request)]);
    expect(fake.tokenCalls()).toHaveLength(1);
  });

  it("turns a refused token into a typed provider error", async () => {
    const fake = fakeZoomApi({
      token: () =>
        Response.json(
          { reason: "Invalid client_id or client_secret", error: "invalid_client" },
          { status: 400 },
        ),
    });
    const error = await provider(fake)
      .createMeeting(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VideoProviderError);
    expect(error).toMatchObject({ status: 400 });
    expect((error as Error).message).toContain("Invalid client_id or client_secret");
  });

  it("turns an API error into a typed provider error with Zoom's code, and forgets a rejected token", async () => {
    let status = 404;
    const fake = fakeZoomApi({
      meeting: () => Response.json({ code: 1001, message: "User does not exist" }, { status }),
    });
    const zoom = provider(fake);
    await expect(zoom.createMeeting(request)).rejects.toMatchObject({
      name: "VideoProviderError",
      status: 404,
      providerCode: 1001,
    });
    status = 401;
    await expect(zoom.createMeeting(request)).rejects.toMatchObject({ status: 401 });
    await expect(zoom.createMeeting(request)).rejects.toMatchObject({ status: 401 });
    expect(fake.tokenCalls()).toHaveLength(2);
  });

  it("reports an unreachable Zoom and a malformed answer as provider errors", async () => {
    const down = zoomProvider({
      accountId: "a",
      clientId: "c",
      clientSecret: "s",
      fetch: () => Promise.reject(new Error("ECONNREFUSED")),
      now: () => new Date(),
    });
    await expect(down.createMeeting(request)).rejects.toMatchObject({ status: 0 });
    const odd = provider(fakeZoomApi({ meeting: () => Response.json({ id: 1 }, { status: 201 }) }));
    await expect(odd.createMeeting(request)).rejects.toBeInstanceOf(VideoProviderError);
    await expect(
      provider(fakeZoomApi()).createMeeting({ ...request, hostUser: undefined }),
    ).rejects.toBeInstanceOf(VideoProviderError);
  });

  it("fetches a fresh start link, and deletes a meeting", async () => {
    const fake = fakeZoomApi();
    const zoom = provider(fake);
    expect(await zoom.refreshHostUrl!("85746065432")).toBe(
      `${ZOOM_API}/meetings/85746065432?zak=fresh`,
    );
    await zoom.deleteMeeting!("85746065432");
    expect(fake.calls.map((c) => `${c.init.method} ${c.url}`).slice(1)).toEqual([
      `GET ${ZOOM_API}/meetings/85746065432`,
      `DELETE ${ZOOM_API}/meetings/85746065432`,
    ]);
  });
});
