import { describe, expect, it } from "vitest";
import { jitsiLinkWithName, jitsiProvider, jitsiRoomName, personalLink } from "./jitsi";

const request = {
  topic: "Class 1",
  startsAt: new Date("2026-11-20T10:00:00Z"),
  durationMinutes: 60,
};

describe("jitsiRoomName", () => {
  it("is 'class-' and 24 base64url characters (144 random bits)", () => {
    expect(jitsiRoomName()).toMatch(/^class-[A-Za-z0-9_-]{24}$/);
  });

  it("never repeats", () => {
    const names = new Set(Array.from({ length: 2000 }, () => jitsiRoomName()));
    expect(names.size).toBe(2000);
  });

  it("takes at least 16 random bytes and nothing else", () => {
    const sizes: number[] = [];
    const name = jitsiRoomName((size) => {
      sizes.push(size);
      return Buffer.alloc(size, 0xff);
    });
    expect(sizes[0]).toBeGreaterThanOrEqual(16);
    expect(name).toBe(`class-${"_".repeat(24)}`);
  });
});

describe("jitsiProvider", () => {
  it("makes a room on meet.jit.si by default, with one link for host and students", async () => {
    const p = jitsiProvider();
    expect(p.needsLicence).toBe(false);
    const m = await p.createMeeting(request);
    expect(m.externalId).toMatch(/^class-/);
    expect(m.joinUrl).toBe(`https://meet.jit.si/${m.externalId}`);
    expect(m.hostUrl).toBe(m.joinUrl);
  });

  it("uses a self-hosted base URL (trailing slash dropped)", async () => {
    const m = await jitsiProvider({ baseUrl: "https://video.example.org/" }).createMeeting(request);
    expect(m.joinUrl).toBe(`https://video.example.org/${m.externalId}`);
  });

  it("makes a new room every time", async () => {
    const p = jitsiProvider();
    const [a, b] = await Promise.all([p.createMeeting(request), p.createMeeting(request)]);
    expect(a.externalId).not.toBe(b.externalId);
  });
});

describe("display name in the fragment", () => {
  it("adds the name as a JSON string, URL-encoded", () => {
    expect(jitsiLinkWithName("https://meet.jit.si/class-x", "Asha Rao")).toBe(
      "https://meet.jit.si/class-x#userInfo.displayName=%22Asha%20Rao%22",
    );
  });

  it("joins an existing fragment with &", () => {
    expect(jitsiLinkWithName("https://m/r#config.a=1", "A")).toBe(
      "https://m/r#config.a=1&userInfo.displayName=%22A%22",
    );
  });

  it("leaves the link alone for a blank name and for other providers", () => {
    expect(jitsiLinkWithName("https://m/r", "  ")).toBe("https://m/r");
    expect(personalLink("zoom", "https://zoom.us/j/1", "Asha")).toBe("https://zoom.us/j/1");
    expect(personalLink("jitsi", "https://m/r", "Asha")).toBe(
      "https://m/r#userInfo.displayName=%22Asha%22",
    );
  });
});
