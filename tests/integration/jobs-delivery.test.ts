import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/db/client";
import { outboxMessages } from "@/db/schema";
import type { JobQueue } from "@/lib/jobs/types";
import { deliverMessage, DELIVERY_POLICY } from "@/lib/messaging/deliver-message";
import { createMessenger } from "@/lib/messaging/messenger";
import { smsHttpTransport } from "@/lib/messaging/sms-http-transport";
import type { OutgoingMessage, Transport } from "@/lib/messaging/types";
import { fakeFetch } from "../support/fake-fetch";
import { createTestDatabase, type TestDatabase } from "../support/test-db";
import { createTestQueue } from "../support/test-queue";

// An SMS provider that answers 500 to the first request and 200 after: the real HTTP transport.
let smsAnswers = 0;
const flakyProvider = fakeFetch(() =>
  ++smsAnswers === 1
    ? Response.json({ message: "temporarily unavailable" }, { status: 500 })
    : Response.json({ ok: true }),
);
const delivered: OutgoingMessage[] = [];
const transports = {
  sms: smsHttpTransport({
    url: "https://sms.example/send",
    apiKey: "test-key",
    fetchImpl: flakyProvider.impl,
  }),
  whatsapp: {
    name: "broken-wa",
    async send() {
      throw new Error("WhatsApp provider answered 503: down for maintenance");
    },
  } satisfies Transport,
  email: {
    name: "fake-mail",
    async send(message: OutgoingMessage) {
      delivered.push(message);
    },
  } satisfies Transport,
};

let t: TestDatabase;
let queue: JobQueue;
beforeAll(async () => {
  t = await createTestDatabase();
  queue = await createTestQueue(t, { transports });
});
afterAll(async () => {
  await queue.stop();
  await t.destroy();
});

const rowTo = async (to: string) => {
  const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));
  return row!;
};

describe("message delivery by the queue", () => {
  it("queues the message with its body readable at once, and sends nothing in the request", async () => {
    const messenger = createMessenger(t.db, transports, queue);
    await messenger.send({
      channel: "email",
      to: "queued@example.com",
      subject: "Hi",
      body: "Hello",
    });
    expect(await rowTo("queued@example.com")).toMatchObject({
      status: "queued",
      body: "Hello",
      transport: "fake-mail",
      attempts: 0,
      deliveredAt: null,
    });
    expect(delivered).toEqual([]);
    expect(await queue.drain()).toEqual({ completed: 1, failed: 0 });
    expect(delivered).toEqual([
      { channel: "email", to: "queued@example.com", subject: "Hi", body: "Hello" },
    ]);
    expect(await rowTo("queued@example.com")).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("retries a send the provider refused, after a backoff, and delivers it on the second attempt", async () => {
    const to = "+919811100101";
    await createMessenger(t.db, transports, queue).send({
      kind: "otp",
      channel: "sms",
      to,
      body: "123456 is your code",
      redactAfter: new Date(Date.now() + 600_000),
    });

    expect(await queue.drain()).toEqual({ completed: 0, failed: 1 });
    expect(await rowTo(to)).toMatchObject({
      status: "queued",
      attempts: 1,
      error: "SMS provider answered 500: temporarily unavailable",
      deliveredAt: null,
    });
    // The retry waits its backoff (at least 5 s): nothing is due yet.
    expect(await queue.drain()).toEqual({ completed: 0, failed: 0 });

    expect(await queue.drain({ includeDelayed: true })).toEqual({ completed: 1, failed: 0 });
    const row = await rowTo(to);
    expect(row).toMatchObject({
      status: "sent",
      attempts: 2,
      kind: "otp",
      body: "123456 is your code",
    });
    expect(row.deliveredAt).toBeInstanceOf(Date);
    // The last error stays on the row as history.
    expect(row.error).toBe("SMS provider answered 500: temporarily unavailable");
    expect(flakyProvider.calls).toHaveLength(2);
    expect(JSON.parse(String(flakyProvider.calls[1]!.init.body))).toMatchObject({
      to,
      message: "123456 is your code",
    });
  });

  it("ends failed after the last attempt when the provider keeps refusing", async () => {
    const to = "+919811100102";
    await createMessenger(t.db, transports, queue).send({ channel: "whatsapp", to, body: "Hi" });
    const attempts = DELIVERY_POLICY.retryLimit + 1;
    expect(await queue.drain({ includeDelayed: true })).toEqual({ completed: 0, failed: attempts });
    expect(await rowTo(to)).toMatchObject({
      status: "failed",
      attempts,
      error: "WhatsApp provider answered 503: down for maintenance",
      deliveredAt: null,
    });
    // Nothing is left to retry.
    expect(await queue.drain({ includeDelayed: true })).toEqual({ completed: 0, failed: 0 });
  });

  it("sends nothing when the caller's transaction rolls back", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await createMessenger(tx as unknown as Db, transports, queue).send({
          channel: "email",
          to: "rolled-back@example.com",
          body: "Never",
        });
        throw new Error("the flow failed");
      }),
    ).rejects.toThrow("the flow failed");
    expect(
      await t.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, "rolled-back@example.com")),
    ).toEqual([]);
    expect(await queue.drain({ includeDelayed: true })).toEqual({ completed: 0, failed: 0 });
  });

  it("records an outbox-only message as sent at once, with no job", async () => {
    await createMessenger(t.db, {}, queue).send({
      channel: "sms",
      to: "+919811100103",
      body: "Hi",
    });
    expect(await rowTo("+919811100103")).toMatchObject({
      status: "sent",
      transport: "outbox",
      attempts: 0,
      deliveredAt: expect.any(Date),
    });
    expect(await queue.drain({ includeDelayed: true })).toEqual({ completed: 0, failed: 0 });
  });

  it("is idempotent: a row already sent, or gone, is left alone", async () => {
    const row = await rowTo("queued@example.com");
    const before = delivered.length;
    const attempt = { now: new Date(), lastAttempt: false };
    expect(await deliverMessage(t.db, transports, { id: row.id }, attempt)).toBe("already done");
    expect(await deliverMessage(t.db, transports, { id: 987654 }, attempt)).toBe("gone");
    expect(delivered).toHaveLength(before);
    expect(await rowTo("queued@example.com")).toMatchObject({ status: "sent", attempts: 1 });
  });
});
