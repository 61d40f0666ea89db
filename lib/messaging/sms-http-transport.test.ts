import { describe, expect, it } from "vitest";
import { fakeFetch } from "@/tests/support/fake-fetch";
import { DEFAULT_SMS_SENDER_ID, smsHttpTransport } from "./sms-http-transport";

const API_KEY = "test-sms-api-key-0123";

const sms = { channel: "sms" as const, to: "+919876543210", body: "123456 is your OTP." };

describe("smsHttpTransport", () => {
  it("POSTs { to, message, sender } as JSON with the bearer key", async () => {
    const fetch = fakeFetch();
    const transport = smsHttpTransport({
      url: "https://sms.example/api/send",
      apiKey: API_KEY,
      sender: "TUTORS",
      fetchImpl: fetch.impl,
    });
    await transport.send(sms);
    expect(transport.name).toBe("sms-http");
    expect(fetch.calls).toHaveLength(1);
    const [{ url, init }] = fetch.calls as [{ url: string; init: RequestInit }];
    expect(url).toBe("https://sms.example/api/send");
    expect(init.method).toBe("POST");
    const headers = new Headers(init.headers);
    expect(headers.get("authorization")).toBe(`Bearer ${API_KEY}`);
    expect(headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({
      to: "+919876543210",
      message: "123456 is your OTP.",
      sender: "TUTORS",
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("uses the default sender id when none is given", async () => {
    const fetch = fakeFetch();
    await smsHttpTransport({
      url: "https://sms.example",
      apiKey: API_KEY,
      fetchImpl: fetch.impl,
    }).send(sms);
    expect(DEFAULT_SMS_SENDER_ID).toBe("TUTRLV");
    expect(JSON.parse(String(fetch.calls[0]!.init.body)).sender).toBe("TUTRLV");
  });

  it("throws with the status and the provider's JSON message, never the key", async () => {
    const fetch = fakeFetch(() =>
      Response.json(
        { status: "error", message: `Invalid DLT template (key ${API_KEY})` },
        { status: 422 },
      ),
    );
    const transport = smsHttpTransport({
      url: "https://sms.example",
      apiKey: API_KEY,
      fetchImpl: fetch.impl,
    });
    const error = await transport.send(sms).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error!.message).toContain("422");
    expect(error!.message).toContain("Invalid DLT template");
    expect(error!.message).not.toContain(API_KEY);
  });

  it("reads a nested error.message and a plain-text answer too", async () => {
    const nested = fakeFetch(() =>
      Response.json({ error: { message: "Insufficient credits" } }, { status: 402 }),
    );
    await expect(
      smsHttpTransport({
        url: "https://sms.example",
        apiKey: API_KEY,
        fetchImpl: nested.impl,
      }).send(sms),
    ).rejects.toThrow(/402.*Insufficient credits/);

    const text = fakeFetch(() => new Response("Service Unavailable", { status: 503 }));
    await expect(
      smsHttpTransport({ url: "https://sms.example", apiKey: API_KEY, fetchImpl: text.impl }).send(
        sms,
      ),
    ).rejects.toThrow(/503.*Service Unavailable/);
  });

  it("keeps the key out of an error whose text echoes the request", async () => {
    const fetch = fakeFetch(
      () => new Response(`Unauthorized: Bearer ${API_KEY} is not valid`, { status: 401 }),
    );
    const error = await smsHttpTransport({
      url: "https://sms.example",
      apiKey: API_KEY,
      fetchImpl: fetch.impl,
    })
      .send(sms)
      .catch((e: unknown) => e as Error);
    expect(String((error as Error).message)).toMatch(/^SMS provider answered 401: /);
    expect(String((error as Error).message)).not.toContain(API_KEY);
  });
});
