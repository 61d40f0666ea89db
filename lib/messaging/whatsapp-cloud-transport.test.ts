import { describe, expect, it } from "vitest";
import { fakeFetch } from "@/tests/support/fake-fetch";
import {
  DEFAULT_WHATSAPP_API_BASE,
  whatsappCloudTransport,
  whatsappRecipient,
} from "./whatsapp-cloud-transport";

const TOKEN = "EAAG-very-secret-token";

/** What the Cloud API answers to a message it accepted. */
const accepted = () => Response.json({ messages: [{ id: "wamid.1" }] });

const message = {
  channel: "whatsapp" as const,
  to: "+971501234567",
  body: "Your class starts soon.",
};

describe("whatsappCloudTransport", () => {
  it("POSTs a text message to the phone number's messages endpoint", async () => {
    const fetch = fakeFetch(accepted);
    const transport = whatsappCloudTransport({
      token: TOKEN,
      phoneNumberId: "1234567890",
      fetchImpl: fetch.impl,
    });
    await transport.send(message);
    expect(transport.name).toBe("whatsapp-cloud");
    expect(fetch.calls).toHaveLength(1);
    const { url, init } = fetch.calls[0]!;
    expect(url).toBe(`${DEFAULT_WHATSAPP_API_BASE}/1234567890/messages`);
    expect(url).toBe("https://graph.facebook.com/v21.0/1234567890/messages");
    expect(init.method).toBe("POST");
    const headers = new Headers(init.headers);
    expect(headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
    expect(headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({
      messaging_product: "whatsapp",
      to: "971501234567",
      type: "text",
      text: { body: "Your class starts soon." },
    });
  });

  it("uses WHATSAPP_API_BASE when given (with or without a trailing slash)", async () => {
    const fetch = fakeFetch(accepted);
    await whatsappCloudTransport({
      token: TOKEN,
      phoneNumberId: "42",
      apiBase: "http://localhost:9999/v22.0/",
      fetchImpl: fetch.impl,
    }).send(message);
    expect(fetch.calls[0]!.url).toBe("http://localhost:9999/v22.0/42/messages");
  });

  it("writes the recipient as digits only", () => {
    expect(whatsappRecipient("+91 98765-43210")).toBe("919876543210");
    expect(whatsappRecipient("+919876543210")).toBe("919876543210");
  });

  it("throws with the status and the API's error.message, never the token", async () => {
    const fetch = fakeFetch(() =>
      Response.json(
        {
          error: {
            message: "(#131030) Recipient phone number not in allowed list",
            type: "OAuthException",
            code: 131030,
          },
        },
        { status: 400 },
      ),
    );
    const error = await whatsappCloudTransport({
      token: TOKEN,
      phoneNumberId: "1234567890",
      fetchImpl: fetch.impl,
    })
      .send(message)
      .then(
        () => null,
        (e: unknown) => e as Error,
      );
    expect(error).toBeInstanceOf(Error);
    expect(error!.message).toBe(
      "WhatsApp Cloud API answered 400: (#131030) Recipient phone number not in allowed list",
    );
    expect(error!.message).not.toContain(TOKEN);
  });

  it("blanks the token when the API quotes it back", async () => {
    const fetch = fakeFetch(() =>
      Response.json(
        { error: { message: `Invalid OAuth access token - Cannot parse access token ${TOKEN}` } },
        { status: 401 },
      ),
    );
    await expect(
      whatsappCloudTransport({ token: TOKEN, phoneNumberId: "1", fetchImpl: fetch.impl }).send(
        message,
      ),
    ).rejects.toThrow(
      /^WhatsApp Cloud API answered 401: Invalid OAuth access token.*\[redacted\]$/,
    );
  });
});
