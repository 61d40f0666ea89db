import { describe, expect, it } from "vitest";
import { NETWORK_MESSAGE } from "@/lib/auth/ui-schemas";
import type { StartMeetingAnswer } from "./live-schemas";
import { CLASS_MESSAGES } from "./messages";
import {
  LIVE_TEXT,
  safeMeetingUrl,
  startOutcome,
  type CallResult,
  type StartOutcome,
} from "./start-answer";

const ok = (data: StartMeetingAnswer): CallResult<StartMeetingAnswer> => ({ ok: true, data });

describe("startOutcome", () => {
  it.each<[string, CallResult<StartMeetingAnswer>, StartOutcome]>([
    [
      "success opens the meeting",
      ok({ status: "success", meeting_url: "https://meet.jit.si/abc", message: "Started" }),
      { kind: "open", url: "https://meet.jit.si/abc", message: "Started" },
    ],
    [
      'meeting_url "201" means no licence is free',
      ok({ status: "success", meeting_url: "201", message: "" }),
      { kind: "unavailable", message: CLASS_MESSAGES.meetingSlotUnavailable },
    ],
    [
      "a success with a link that is not http(s) is refused",
      ok({ status: "success", meeting_url: "javascript:alert(1)", message: "" }),
      { kind: "fail", message: LIVE_TEXT.badLink, reload: false },
    ],
    [
      "zoom_occupied offers the free licence with the server's text",
      ok({ status: "zoom_occupied", messageDescription: "Your last class is running." }),
      { kind: "occupied", message: "Your last class is running." },
    ],
    [
      "zoom_occupied without a text explains it",
      ok({ status: "zoom_occupied", messageDescription: "" }),
      { kind: "occupied", message: LIVE_TEXT.occupied },
    ],
    [
      "fail shows messageDescription",
      ok({ status: "fail", messageDescription: "You cannot start this class yet." }),
      { kind: "fail", message: "You cannot start this class yet.", reload: false },
    ],
    [
      "'Your Meeting time is over.' also reloads the page",
      ok({ status: "fail", messageDescription: CLASS_MESSAGES.meetingTimeOver }),
      { kind: "fail", message: CLASS_MESSAGES.meetingTimeOver, reload: true },
    ],
    [
      "fail without a text shows the general message",
      ok({ status: "fail", messageDescription: " " }),
      { kind: "fail", message: NETWORK_MESSAGE, reload: false },
    ],
    [
      "a refusal (403) shows the server's message",
      { ok: false, network: false, message: CLASS_MESSAGES.notYourClass },
      { kind: "fail", message: CLASS_MESSAGES.notYourClass, reload: false },
    ],
    [
      "a network error shows the general message",
      { ok: false, network: true, message: NETWORK_MESSAGE },
      { kind: "fail", message: NETWORK_MESSAGE, reload: false },
    ],
  ])("%s", (_name, result, outcome) => {
    expect(startOutcome(result)).toEqual(outcome);
  });
});

describe("safeMeetingUrl", () => {
  it.each<[string, string | null]>([
    ["https://meet.jit.si/Room-1", "https://meet.jit.si/Room-1"],
    [" http://localhost:8000/room ", "http://localhost:8000/room"],
    ["https://zoom.us/s/123?zak=abc", "https://zoom.us/s/123?zak=abc"],
    ["javascript:alert(1)", null],
    ["data:text/html,hi", null],
    ["/relative/room", null],
    ["", null],
  ])("%j → %j", (input, expected) => {
    expect(safeMeetingUrl(input)).toBe(expected);
  });
});
