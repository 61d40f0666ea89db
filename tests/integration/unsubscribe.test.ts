import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as openUnsubscribe, POST as unsubscribe } from "@/app/(api)/unsubscribe/route";
import { outboxMessages, unsubscribes } from "@/db/schema";
import type { JobQueue } from "@/lib/jobs/types";
import { createMessenger } from "@/lib/messaging/messenger";
import type { OutgoingMessage, Transport } from "@/lib/messaging/types";
import { UNSUBSCRIBE_MESSAGES } from "@/lib/messaging/unsubscribe/messages";
import { unsubscribeResponse } from "@/lib/messaging/unsubscribe/schemas";
import { unsubscribeToken, verifyUnsubscribeToken } from "@/lib/messaging/unsubscribe/token";
import { postAs } from "../support/booking-fixtures";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";
import { createTestQueue } from "../support/test-queue";

const delivered: OutgoingMessage[] = [];
const mail: Transport = {
  name: "fake-mail",
  async send(message) {
    delivered.push(message);
  },
};

let t: TestDatabase;
let queue: JobQueue;
beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
  queue = await createTestQueue(t, { transports: { email: mail } });
});
afterAll(async () => {
  await queue.stop();
  await t.destroy();
});

const outboxTo = (to: string) =>
  t.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));

/** A one-click POST as a mail provider sends it (RFC 8058): form body, another origin. */
const oneClick = (token: string) =>
  unsubscribe(
    new Request(`http://localhost/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://mail.provider.example",
      },
      body: "List-Unsubscribe=One-Click",
    }),
  );

describe("POST /unsubscribe", () => {
  it("stops marketing at once for the link's contact; OTPs and class messages still go", async () => {
    const to = "Parent.One@Example.com";
    const outbox = createMessenger(t.db, {});
    await outbox.send({
      channel: "email",
      to,
      subject: "Digest",
      body: "Week",
      topic: "weekly-digest",
    });
    const [before] = await outboxTo(to);
    const link = before!.body.match(/\/unsubscribe\/([\w.-]+)/)![1]!;
    expect(verifyUnsubscribeToken(link)).toEqual({
      type: "email",
      contact: "parent.one@example.com",
    });

    const done = await postAs(unsubscribe, "/unsubscribe", null, {
      reason: "too_many",
      comment: "weekly is a lot",
      input: "parent.one@example.com",
      type: "email",
      token: link,
    });
    expect(done.status).toBe(200);
    expect(unsubscribeResponse.parse(done.body)).toMatchObject({ redirect_to: "/" });
    const [row] = await t.db.select().from(unsubscribes);
    expect(row).toMatchObject({
      contact: "parent.one@example.com",
      reason: "too_many",
      source: "form",
    });

    await outbox.send({
      channel: "email",
      to,
      subject: "Digest",
      body: "Week 2",
      topic: "weekly-digest",
    });
    await outbox.send({
      channel: "email",
      to,
      subject: "Invite",
      body: "Join",
      topic: "referral-invite",
    });
    await outbox.send({
      channel: "email",
      to,
      subject: "Code",
      body: "123456 is your code",
      kind: "otp",
      topic: "otp",
      redactAfter: new Date(Date.now() + 600_000),
    });
    await outbox.send({
      channel: "email",
      to,
      subject: "Class",
      body: "Starts soon",
      topic: "class",
    });
    await outbox.send({
      channel: "email",
      to,
      subject: "Chat",
      body: "Unread",
      topic: "chat-unread",
    });
    const bodies = (await outboxTo(to)).map((r) => r.body);
    expect(bodies).toHaveLength(4);
    expect(bodies.filter((b) => b.startsWith("Week"))).toHaveLength(1);
    expect(bodies).toEqual(
      expect.arrayContaining(["123456 is your code", "Starts soon", "Unread"]),
    );
    // Transactional messages carry no unsubscribe link.
    expect(bodies.filter((b) => b.includes("/unsubscribe/"))).toHaveLength(1);
  });

  it("needs a reason, a genuine token, and the link's own contact", async () => {
    const token = unsubscribeToken({ type: "email", contact: "two@example.com" });
    const noReason = await postAs(unsubscribe, "/unsubscribe", null, { token, reason: "" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe("Please Select a Reason");
    const tampered = token.replace(
      /^email\.[^.]+/,
      `email.${Buffer.from("three@example.com").toString("base64url")}`,
    );
    for (const bad of [undefined, "nonsense", tampered, `${token}x`]) {
      const refused = await postAs(unsubscribe, "/unsubscribe", null, {
        token: bad,
        reason: "other",
      });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(UNSUBSCRIBE_MESSAGES.badLink);
    }
    const other = await postAs(unsubscribe, "/unsubscribe", null, {
      token,
      reason: "other",
      input: "someone-else@example.com",
    });
    expect(other.status).toBe(403);
    expect(
      await t.db.select().from(unsubscribes).where(eq(unsubscribes.contact, "two@example.com")),
    ).toEqual([]);
  });

  it("marketing e-mail carries RFC 8058 headers and its one-click POST unsubscribes", async () => {
    const to = "oneclick@example.com";
    const messenger = createMessenger(t.db, { email: mail }, queue);
    await messenger.send({
      channel: "email",
      to,
      subject: "News",
      body: "Offers",
      topic: "newsletter",
    });
    await messenger.send({
      channel: "email",
      to,
      subject: "Booked",
      body: "Your class",
      topic: "booking",
    });
    await queue.drain();
    const news = delivered.find((m) => m.to === to && m.subject === "News")!;
    expect(news.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url = news.headers!["List-Unsubscribe"]!.match(/^<(.+)>$/)![1]!;
    expect(url).toMatch(/^https?:\/\/.+\/unsubscribe\?token=/);
    expect(delivered.find((m) => m.to === to && m.subject === "Booked")!.headers).toBeUndefined();

    const token = new URL(url).searchParams.get("token")!;
    const response = await oneClick(token);
    expect(response.status).toBe(200);
    const [row] = await t.db.select().from(unsubscribes).where(eq(unsubscribes.contact, to));
    expect(row).toMatchObject({ source: "one-click" });

    const sentBefore = delivered.length;
    await messenger.send({
      channel: "email",
      to,
      subject: "News 2",
      body: "More",
      topic: "newsletter",
    });
    await messenger.send({
      channel: "email",
      to,
      subject: "Booked 2",
      body: "Again",
      topic: "booking",
    });
    await queue.drain();
    expect(delivered.slice(sentBefore).map((m) => m.subject)).toEqual(["Booked 2"]);
  });

  it("a WhatsApp or SMS number unsubscribes across both channels", async () => {
    const mobile = "+919800011122";
    const outbox = createMessenger(t.db, {});
    await outbox.send({
      channel: "whatsapp",
      to: mobile,
      body: "Invite",
      topic: "referral-invite",
    });
    const [msg] = await outboxTo(mobile);
    const token = msg!.body.match(/\/unsubscribe\/([\w.-]+)/)![1]!;
    expect(
      (
        await postAs(unsubscribe, "/unsubscribe", null, {
          token,
          reason: "never_signed_up",
          type: "whatsapp",
        })
      ).status,
    ).toBe(200);
    await outbox.send({ channel: "sms", to: mobile, body: "Invite 2", topic: "referral-invite" });
    await outbox.send({
      channel: "sms",
      to: mobile,
      body: "654321 is your code",
      kind: "otp",
      redactAfter: new Date(Date.now() + 600_000),
    });
    expect((await outboxTo(mobile)).map((r) => r.body)).toEqual([msg!.body, "654321 is your code"]);
  });

  it("a browser opening the one-click address gets the page, nothing is unsubscribed", async () => {
    const token = unsubscribeToken({ type: "email", contact: "browser@example.com" });
    const res = await openUnsubscribe(
      new Request(`http://localhost/unsubscribe?token=${encodeURIComponent(token)}`),
    );
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get("location")!).pathname).toBe(
      `/unsubscribe/${encodeURIComponent(token)}`,
    );
    expect(
      await t.db.select().from(unsubscribes).where(eq(unsubscribes.contact, "browser@example.com")),
    ).toEqual([]);
  });

  it("a browser opening a link that is not ours gets the JSON 403 and goes nowhere", async () => {
    const forged = unsubscribeToken({ type: "email", contact: "x@example.com" }, "another-secret");
    const res = await openUnsubscribe(
      new Request(`http://localhost/unsubscribe?token=${encodeURIComponent(forged)}`),
    );
    expect(res.status).toBe(403);
    expect(res.headers.get("location")).toBeNull();
    expect(await res.json()).toMatchObject({ status: "error", responseCode: 403 });
  });
});
