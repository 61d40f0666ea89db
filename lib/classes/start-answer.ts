import { NETWORK_MESSAGE } from "@/lib/auth/ui-schemas";
import type { StartMeetingAnswer } from "./live-schemas";
import { CLASS_MESSAGES } from "./messages";

/**
 * What the browser got from a start/join call: the answer parsed with its schema, or why there is
 * none (`network`: the server could not be reached; otherwise a refusal such as 401/403/404 or an
 * answer of an unexpected shape, with the server's message when it sent one).
 */
export type CallResult<T> =
  { ok: true; data: T } | { ok: false; network: boolean; message: string };

/** Texts of starting and joining that the spec does not fix. */
export const LIVE_TEXT = {
  badLink: "We could not open this class: the meeting link is not valid. Please try again.",
  occupied: "Your previous class is still using the meeting licence.",
} as const;

/** The meeting's link when it is an absolute http(s) URL (never javascript: and the like). */
export function safeMeetingUrl(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** What the teacher's start/resume button does with an answer (spec 1 sections 4 and 8). */
export type StartOutcome =
  /** Open the meeting (in the tab opened by the click). */
  | { kind: "open"; url: string; message: string }
  /** meeting_url "201": no meeting licence is free right now. */
  | { kind: "unavailable"; message: string }
  /** zoom_occupied: offer to continue on a free licence (repeat with free_licence true). */
  | { kind: "occupied"; message: string }
  /** Show the message; "Your Meeting time is over." also reloads the page. */
  | { kind: "fail"; message: string; reload: boolean };

function failWith(message: string): StartOutcome {
  const text = message.trim() || NETWORK_MESSAGE;
  return { kind: "fail", message: text, reload: text === CLASS_MESSAGES.meetingTimeOver };
}

export function startOutcome(result: CallResult<StartMeetingAnswer>): StartOutcome {
  if (!result.ok) return failWith(result.message);
  const answer = result.data;
  switch (answer.status) {
    case "success": {
      if (answer.meeting_url.trim() === "201") {
        return { kind: "unavailable", message: CLASS_MESSAGES.meetingSlotUnavailable };
      }
      const url = safeMeetingUrl(answer.meeting_url);
      if (!url) return { kind: "fail", message: LIVE_TEXT.badLink, reload: false };
      return { kind: "open", url, message: answer.message };
    }
    case "zoom_occupied":
      return { kind: "occupied", message: answer.messageDescription.trim() || LIVE_TEXT.occupied };
    case "fail":
      return failWith(answer.messageDescription);
  }
}
