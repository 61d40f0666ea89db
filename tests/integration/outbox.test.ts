import { desc } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/(api)/api/dev/outbox/route";
import OutboxPage from "@/app/dev/outbox/page";
import { outboxMessages } from "@/db/schema";
import { listOutbox } from "@/lib/messaging/list-outbox";
import { createMessenger } from "@/lib/messaging/messenger";
import { OUTBOX_TO_MESSAGE } from "@/lib/messaging/schemas";
import type { Transport } from "@/lib/messaging/types";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";
import { createTestQueue } from "../support/test-queue";

// The page reads the viewer's zone from a cookie; outside a request it is India's.
vi.mock("@/lib/viewer", () => ({
  getViewer: async () => ({ timeZone: "Asia/Kolkata", currency: "INR" }),
}));

// The outbox only exists while no provider is configured: keep the developer's shell out of it.
const PROVIDER_VARS = [
  "SMTP_URL",
  "SMS_API_URL",
  "SMS_API_KEY",
  "WHATSAPP_TOKEN",
  "WHATSAPP_PHONE_NUMBER_ID",
] as const;
const savedEnv = Object.fromEntries(PROVIDER_VARS.map((name) => [name, process.env[name]]));

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
});
afterAll(() => t.destroy());
beforeEach(() => {
  for (const name of PROVIDER_VARS) delete process.env[name];
});
afterEach(() => {
  for (const name of PROVIDER_VARS) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
});

const getOutbox = (query = "") => GET(new Request(`http://localhost/api/dev/outbox${query}`));

type OutboxJson = {
  messages: {
    channel: string;
    to: string;
    subject: string | null;
    body: string;
    createdAt: string;
  }[];
};

describe("messenger", () => {
  it("records a message in the outbox when no transport is configured", async () => {
    const messenger = createMessenger(t.db, {});
    expect(messenger.outboxOnly).toBe(true);
    await messenger.send({ channel: "sms", to: "+919811100001", body: "Hello by SMS" });
    const [row] = await t.db
      .select()
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    expect(row).toMatchObject({
      channel: "sms",
      to: "+919811100001",
      subject: null,
      body: "Hello by SMS",
      transport: "outbox",
      status: "sent",
      error: null,
    });
  });

  it("queues a message for a configured channel, readable at once; a provider failure stays out of the request", async () => {
    const failing: Transport = {
      name: "fake-sms",
      async send() {
        throw new Error("SMS provider answered 422: Invalid DLT template");
      },
    };
    const queue = await createTestQueue(t, { transports: { sms: failing } });
    try {
      const messenger = createMessenger(t.db, { sms: failing }, queue);
      expect(messenger.outboxOnly).toBe(false);
      await messenger.send({ channel: "sms", to: "+919811100002", body: "Your code is 111111" });
      expect(await listOutbox(t.db, { to: "+919811100002" })).toMatchObject([
        { body: "Your code is 111111", transport: "fake-sms", status: "queued", error: null },
      ]);
      // The job meets the failure, records it and leaves the row for its retry.
      expect(await queue.drain()).toEqual({ completed: 0, failed: 1 });
      expect(await listOutbox(t.db, { to: "+919811100002" })).toMatchObject([
        { status: "queued", error: "SMS provider answered 422: Invalid DLT template" },
      ]);
    } finally {
      await queue.stop();
    }
  });
});

describe("partly configured providers", () => {
  it("fails loudly, and records the failure, for a channel without a provider", async () => {
    const mailOnly = createMessenger(t.db, { email: { name: "fake-mail", async send() {} } });
    await expect(
      mailOnly.send({ channel: "whatsapp", to: "+919811100009", body: "Your code is 222222" }),
    ).rejects.toThrow("No provider is configured for whatsapp.");
    expect(await listOutbox(t.db, { to: "+919811100009" })).toMatchObject([
      { channel: "whatsapp", transport: "outbox", status: "failed" },
    ]);
  });
});

describe("GET /api/dev/outbox", () => {
  const mobile = "+919876500001";
  const email = "mother@example.com";

  beforeAll(async () => {
    const messenger = createMessenger(t.db, {});
    await messenger.send({ channel: "sms", to: mobile, body: "First SMS" });
    await messenger.send({ channel: "email", to: email, subject: "Your OTP", body: "Mail 1" });
    await messenger.send({ channel: "whatsapp", to: mobile, body: "Then WhatsApp" });
    await messenger.send({ channel: "sms", to: "+919876500002", body: "Someone else" });
    // Written last but sent long ago: order is by time, not by insertion.
    await t.db.insert(outboxMessages).values({
      channel: "sms",
      to: mobile,
      body: "Old message",
      transport: "outbox",
      createdAt: new Date("2020-01-01T00:00:00Z"),
    });
  });

  it("lists a mobile's messages newest first, in the documented shape", async () => {
    const res = await getOutbox(`?to=${mobile}`.replace("+", "%2B"));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const json = (await res.json()) as OutboxJson;
    expect(json.messages.map((m) => m.body)).toEqual(["Then WhatsApp", "First SMS", "Old message"]);
    expect(json.messages[0]).toEqual({
      channel: "whatsapp",
      to: mobile,
      subject: null,
      body: "Then WhatsApp",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(json.messages[2]!.createdAt).toBe("2020-01-01T00:00:00.000Z");
    const times = json.messages.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("matches every way of writing the same mobile", async () => {
    for (const written of ["9876500001", "+91 98765 00001", "919876500001", "098765-00001"]) {
      const res = await getOutbox(`?${new URLSearchParams({ to: written })}`);
      expect(res.status).toBe(200);
      const json = (await res.json()) as OutboxJson;
      expect(
        json.messages.map((m) => m.body),
        written,
      ).toEqual(["Then WhatsApp", "First SMS", "Old message"]);
      expect(new Set(json.messages.map((m) => m.to))).toEqual(new Set([mobile]));
    }
  });

  it("matches an e-mail address in any case", async () => {
    const res = await getOutbox(`?${new URLSearchParams({ to: "  Mother@EXAMPLE.com " })}`);
    expect(((await res.json()) as OutboxJson).messages).toEqual([
      {
        channel: "email",
        to: email,
        subject: "Your OTP",
        body: "Mail 1",
        createdAt: expect.any(String),
      },
    ]);
  });

  it("lists every message, newest first, without (or with a blank) to", async () => {
    for (const query of ["", "?to=", "?to=%20"]) {
      const json = (await (await getOutbox(query)).json()) as OutboxJson;
      const bodies = json.messages.map((m) => m.body);
      expect(bodies.slice(0, 4), query).toEqual([
        "Someone else",
        "Then WhatsApp",
        "Mail 1",
        "First SMS",
      ]);
      expect(bodies.at(-1)).toBe("Old message");
    }
  });

  it("answers an empty list for a destination that got nothing", async () => {
    const res = await getOutbox("?to=9000099999");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ messages: [] });
  });

  it("answers 400 with errors.to for something that is neither a mobile nor an e-mail", async () => {
    const res = await getOutbox("?to=hello");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: { to: OUTBOX_TO_MESSAGE } });
  });

  it("returns at most 50 messages", async () => {
    const messenger = createMessenger(t.db, {});
    const to = "bulk@example.com";
    for (let i = 1; i <= 55; i++) await messenger.send({ channel: "email", to, body: `Bulk ${i}` });
    const json = (await (await getOutbox(`?to=${to}`)).json()) as OutboxJson;
    expect(json.messages).toHaveLength(50);
    expect(json.messages[0]!.body).toBe("Bulk 55");
    expect(json.messages[49]!.body).toBe("Bulk 6");
    expect(((await (await getOutbox()).json()) as OutboxJson).messages).toHaveLength(50);
  });

  it("answers 404 once a provider is configured, whatever the query", async () => {
    process.env.SMTP_URL = "smtp://user:pass@127.0.0.1:2525";
    for (const query of ["", `?to=${email}`, "?to=hello"]) {
      const res = await getOutbox(query);
      expect(res.status, query).toBe(404);
      expect(await res.json()).toMatchObject({ status: "error", responseCode: 404 });
    }
    delete process.env.SMTP_URL;
    process.env.SMS_API_URL = "https://sms.example/send";
    process.env.SMS_API_KEY = "key";
    expect((await getOutbox()).status).toBe(404);
  });

  it("is back once the provider is gone again", async () => {
    expect((await getOutbox()).status).toBe(200);
  });

  it("stays hidden on a Postgres deployment unless DEV_OUTBOX=true", async () => {
    process.env.DATABASE_URL = "postgres://example.invalid/app";
    try {
      expect((await getOutbox()).status).toBe(404);
      process.env.DEV_OUTBOX = "true";
      expect((await getOutbox()).status).toBe(200);
    } finally {
      delete process.env.DATABASE_URL;
      delete process.env.DEV_OUTBOX;
    }
  });

  it("stays hidden on a production server with the embedded database unless DEV_OUTBOX=true", async () => {
    vi.stubEnv("NODE_ENV", "production");
    try {
      expect((await getOutbox(`?to=${email}`)).status).toBe(404);
      vi.stubEnv("DEV_OUTBOX", "true");
      expect((await getOutbox(`?to=${email}`)).status).toBe(200);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("/dev/outbox page", () => {
  const render = async (searchParams: Record<string, string> = {}) =>
    renderToStaticMarkup(await OutboxPage({ searchParams: Promise.resolve(searchParams) }));

  beforeAll(async () => {
    await createMessenger(t.db, {}).send({
      channel: "email",
      to: "page@example.com",
      subject: "Your TutorLive OTP",
      body: "424242 is your TutorLive OTP.",
    });
  });

  it("shows a destination's messages with channel, subject, body and time in IST", async () => {
    const html = await render({ to: "PAGE@example.com" });
    expect(html).toContain("Messages to page@example.com");
    expect(html).toContain("E-mail");
    expect(html).toContain("Your TutorLive OTP");
    expect(html).toContain("424242 is your TutorLive OTP.");
    expect(html).toMatch(/<time dateTime="\d{4}-[^"]+Z"[^>]*>[^<]+\(IST\)<\/time>/);
    expect(html).toContain('value="PAGE@example.com"');
  });

  it("has an empty state, and a field error for a bad filter", async () => {
    expect(await render({ to: "9000099998" })).toContain("No messages yet");
    const bad = await render({ to: "hello" });
    expect(bad).toContain(OUTBOX_TO_MESSAGE);
    expect(bad).toContain('aria-invalid="true"');
  });

  it("is not found once a provider is configured", async () => {
    process.env.WHATSAPP_TOKEN = "token";
    process.env.WHATSAPP_PHONE_NUMBER_ID = "123";
    await expect(render()).rejects.toMatchObject({
      digest: expect.stringContaining("404"),
    });
  });

  it("is not found on a production server unless DEV_OUTBOX=true", async () => {
    vi.stubEnv("NODE_ENV", "production");
    try {
      await expect(render()).rejects.toMatchObject({ digest: expect.stringContaining("404") });
      vi.stubEnv("DEV_OUTBOX", "true");
      expect(await render()).toContain("page@example.com");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
