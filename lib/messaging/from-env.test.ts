import { describe, expect, it } from "vitest";
import { fakeFetch } from "@/tests/support/fake-fetch";
import {
  configuredChannels,
  devOutboxVisible,
  outboxTransportActive,
  transportsFromEnv,
} from "./from-env";

const SMTP = { SMTP_URL: "smtp://user:pass@mail.example:587" };
const SMS = { SMS_API_URL: "https://sms.example/send", SMS_API_KEY: "k" };
const WHATSAPP = { WHATSAPP_TOKEN: "t", WHATSAPP_PHONE_NUMBER_ID: "123" };

const names = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(transportsFromEnv(env)).map(([k, t]) => [k, t.name]));

describe("transportsFromEnv and outboxTransportActive", () => {
  const cases: [string, Record<string, string | undefined>, Record<string, string>][] = [
    ["nothing", {}, {}],
    ["SMTP only", SMTP, { email: "smtp" }],
    ["SMS only", SMS, { sms: "sms-http" }],
    ["WhatsApp only", WHATSAPP, { whatsapp: "whatsapp-cloud" }],
    ["SMTP and SMS", { ...SMTP, ...SMS }, { email: "smtp", sms: "sms-http" }],
    ["SMS and WhatsApp", { ...SMS, ...WHATSAPP }, { sms: "sms-http", whatsapp: "whatsapp-cloud" }],
    [
      "all three",
      { ...SMTP, ...SMS, ...WHATSAPP, MAIL_FROM: "X <x@example.com>", SMS_SENDER_ID: "ABCDEF" },
      { email: "smtp", sms: "sms-http", whatsapp: "whatsapp-cloud" },
    ],
    ["SMS URL without key", { SMS_API_URL: SMS.SMS_API_URL }, {}],
    ["SMS key without URL", { SMS_API_KEY: "k" }, {}],
    ["WhatsApp token without number id", { WHATSAPP_TOKEN: "t" }, {}],
    ["WhatsApp number id without token", { WHATSAPP_PHONE_NUMBER_ID: "123" }, {}],
    ["blank values", { SMTP_URL: "", SMS_API_URL: " ", SMS_API_KEY: "k", WHATSAPP_TOKEN: "" }, {}],
    [
      "only optional settings",
      { MAIL_FROM: "a@b.c", SMS_SENDER_ID: "X", WHATSAPP_API_BASE: "x" },
      {},
    ],
  ];

  it.each(cases)("%s", (_label, env, expected) => {
    expect(names(env)).toEqual(expected);
    expect(configuredChannels(env).sort()).toEqual(Object.keys(expected).sort());
    expect(outboxTransportActive(env)).toBe(Object.keys(expected).length === 0);
  });

  it("hands the injected fetch to the HTTP transports", async () => {
    const fetch = fakeFetch(() => new Response("{}"));
    const transports = transportsFromEnv(
      { ...SMS, ...WHATSAPP, WHATSAPP_API_BASE: "https://wa.example/v1" },
      fetch.impl,
    );
    await transports.sms!.send({ channel: "sms", to: "+919876543210", body: "hi" });
    await transports.whatsapp!.send({ channel: "whatsapp", to: "+919876543210", body: "hi" });
    expect(fetch.calls.map((c) => c.url)).toEqual([
      "https://sms.example/send",
      "https://wa.example/v1/123/messages",
    ]);
  });
});

describe("devOutboxVisible", () => {
  it("shows the outbox on the embedded defaults, and on Postgres only when asked", () => {
    expect(devOutboxVisible({})).toBe(true);
    expect(devOutboxVisible({ DATABASE_URL: "postgres://x" })).toBe(false);
    expect(devOutboxVisible({ DATABASE_URL: "postgres://x", DEV_OUTBOX: "true" })).toBe(true);
    expect(devOutboxVisible({ SMTP_URL: "smtp://x", DEV_OUTBOX: "true" })).toBe(false);
  });

  it("hides the outbox of a production server, embedded database or not, unless DEV_OUTBOX=true", () => {
    expect(devOutboxVisible({ NODE_ENV: "production" })).toBe(false);
    expect(devOutboxVisible({ NODE_ENV: "production", DEV_OUTBOX: "false" })).toBe(false);
    expect(devOutboxVisible({ NODE_ENV: "production", DEV_OUTBOX: "true" })).toBe(true);
    expect(devOutboxVisible({ NODE_ENV: "development" })).toBe(true);
  });
});
