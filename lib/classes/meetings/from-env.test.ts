import { describe, expect, it } from "vitest";
import { parseHostUsers, videoDepsFromEnv } from "./from-env";

const clock = () => new Date("2026-11-20T10:00:00Z");
const zoomKeys = { ZOOM_ACCOUNT_ID: "acc", ZOOM_CLIENT_ID: "id", ZOOM_CLIENT_SECRET: "secret" };

describe("videoDepsFromEnv", () => {
  it("uses Jitsi with no keys, on JITSI_BASE_URL when set", async () => {
    const deps = videoDepsFromEnv({ JITSI_BASE_URL: "https://video.example.org" }, clock);
    expect(deps.provider.name).toBe("jitsi");
    expect(deps.hostUsers).toEqual([]);
    const m = await deps.provider.createMeeting({
      topic: "t",
      startsAt: new Date(),
      durationMinutes: 60,
    });
    expect(m.joinUrl.startsWith("https://video.example.org/class-")).toBe(true);
  });

  it("needs all three Zoom keys", () => {
    expect(videoDepsFromEnv({ ...zoomKeys, ZOOM_CLIENT_SECRET: "" }, clock).provider.name).toBe(
      "jitsi",
    );
    expect(videoDepsFromEnv(zoomKeys, clock).provider.name).toBe("zoom");
  });

  it("hosts on the listed licences, or on the app owner's user when none are listed", () => {
    expect(
      videoDepsFromEnv({ ...zoomKeys, ZOOM_HOST_USERS: " a@x.org, b@x.org ,,a@x.org" }, clock)
        .hostUsers,
    ).toEqual(["a@x.org", "b@x.org"]);
    expect(videoDepsFromEnv(zoomKeys, clock).hostUsers).toEqual(["me"]);
  });

  it("parses an empty list", () => {
    expect(parseHostUsers(undefined)).toEqual([]);
    expect(parseHostUsers(" , ")).toEqual([]);
  });
});
