import { describe, expect, it } from "vitest";
import {
  MEDIA_FILE_STATIC_HEADERS,
  newNonce,
  pageContentSecurityPolicy,
  STATIC_SECURITY_HEADERS,
  staticHeaderRules,
} from "./headers";

const directive = (policy: string, name: string) =>
  policy.split("; ").find((d) => d.startsWith(`${name} `));

describe("page Content-Security-Policy", () => {
  it("allows scripts only with the request's nonce, and no inline script or eval in production", () => {
    const policy = pageContentSecurityPolicy("abc123==", { dev: false, https: false });
    expect(directive(policy, "script-src")).toBe(
      "script-src 'self' 'nonce-abc123==' 'strict-dynamic'",
    );
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "base-uri")).toBe("base-uri 'self'");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  it("lets the dev server's eval through only in development, and upgrades requests on https", () => {
    const dev = pageContentSecurityPolicy("n", { dev: true, https: true });
    expect(directive(dev, "script-src")).toContain("'unsafe-eval'");
    expect(dev).toContain("upgrade-insecure-requests");
  });

  it("frames only this site, YouTube's privacy-enhanced host and the payment checkout", () => {
    const policy = pageContentSecurityPolicy("n", { dev: false, https: false });
    expect(directive(policy, "frame-src")).toBe(
      "frame-src 'self' https://www.youtube-nocookie.com https://checkout.razorpay.com https://api.razorpay.com",
    );
    expect(policy).not.toMatch(/frame-src[^;]*https:\/\/www\.youtube\.com/);
  });

  it("makes a new 128-bit nonce each time", () => {
    const a = newNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(newNonce()).not.toBe(a);
  });
});

describe("static headers", () => {
  it("refuse sniffing and framing on every response", () => {
    const byKey = Object.fromEntries(STATIC_SECURITY_HEADERS.map((h) => [h.key, h.value]));
    expect(byKey["X-Content-Type-Options"]).toBe("nosniff");
    expect(byKey["X-Frame-Options"]).toBe("DENY");
    expect(byKey["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(byKey["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(byKey["Permissions-Policy"]).toContain("camera=()");
  });
});

describe("header rules of next.config", () => {
  it("keep the framing ban everywhere but the media file route, which frames for this site only", () => {
    const [everywhere, mediaFiles] = staticHeaderRules();
    const others = new RegExp(`^${everywhere!.source}$`);
    for (const path of [
      "/",
      "/st/dashboard",
      "/media/avatar/MQ==",
      "/api/upload-media",
      "/media/files",
    ]) {
      expect(others.test(path), path).toBe(true);
    }
    expect(others.test("/media/file/MQ==")).toBe(false);
    expect(others.test("/media/file/MQ==/web")).toBe(false);
    expect(everywhere!.headers).toEqual([...STATIC_SECURITY_HEADERS]);

    expect(mediaFiles!.source).toBe("/media/file/:path*");
    const byKey = Object.fromEntries(MEDIA_FILE_STATIC_HEADERS.map((h) => [h.key, h.value]));
    expect(byKey["X-Content-Type-Options"]).toBe("nosniff");
    expect(byKey["X-Frame-Options"]).toBe("SAMEORIGIN");
    expect(byKey["Content-Security-Policy"]).toBeUndefined();
  });
});
