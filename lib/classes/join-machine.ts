import { NETWORK_MESSAGE } from "@/lib/auth/ui-schemas";
import { CLASS_RULES } from "./constants";
import type { JoinAnswer, MarkAttendanceAnswer, MeetingStartedAnswer } from "./live-schemas";
import { LIVE_TEXT, safeMeetingUrl } from "./start-answer";

/**
 * The student's join flow (spec 1 sections 4, 8 and 9) as a pure state machine:
 * Join → join-class-now → check-meeting-started → poll get-meeting-link (every 15 s while the
 * teacher has not started, every 100 ms once started) → mark-attendance → go to the meeting.
 * At 180 s the timeout dialog replaces the waiting dialog; its retry is enabled 15 s later.
 *
 * `joinReducer(state, event)` answers the next state and the effects the runner performs (calls,
 * timers, navigation). Every answer and timer event carries the attempt it belongs to, so answers
 * of an abandoned attempt (closed dialog, timeout, retry) are ignored.
 */

export type JoinPhase =
  | "idle"
  /** join-class-now in flight. */
  | "joining"
  /** check-meeting-started in flight. */
  | "checking"
  /** Between two polls of get-meeting-link. */
  | "waiting"
  /** get-meeting-link in flight. */
  | "polling"
  /** mark-attendance in flight. */
  | "marking"
  /** Leaving for the meeting. */
  | "redirecting"
  /** The server refused (fail answer, 4xx): its message is shown; Join may be pressed again. */
  | "failed"
  /** The server could not be reached: a message and a Try again button. */
  | "error"
  /** 180 s passed without a link: the timeout dialog. */
  | "timedOut";

export type NoticeTone = "info" | "warning" | "error";
export type JoinNotice = { id: number; tone: NoticeTone; text: string };

export type JoinState = {
  phase: JoinPhase;
  attempt: number;
  /** The teacher has started the meeting (polling every 100 ms). */
  started: boolean;
  /** The meeting link, once known. */
  url: string | null;
  /** In the timeout dialog: Retry may be pressed. */
  retryEnabled: boolean;
  /** The message area (aria-live). Info and warning notices expire; errors stay. */
  notice: JoinNotice | null;
  noticeSeq: number;
};

export type JoinCall = "join" | "check" | "poll" | "mark";
export type JoinTimer = "poll" | "timeout" | "retry" | "notice";

export type JoinEvent =
  /** The Join button, the Try again button and the timeout dialog's Retry. */
  | { type: "join" }
  /** The waiting or timeout dialog was closed. */
  | { type: "cancel" }
  | { type: "joinAnswered"; attempt: number; answer: JoinAnswer }
  | { type: "checkAnswered"; attempt: number; answer: MeetingStartedAnswer }
  | { type: "pollAnswered"; attempt: number; answer: JoinAnswer }
  | { type: "markAnswered"; attempt: number; answer: MarkAttendanceAnswer }
  | { type: "callFailed"; attempt: number; call: JoinCall; network: boolean; message: string }
  | { type: "pollDue"; attempt: number }
  | { type: "timedOut"; attempt: number }
  | { type: "retryEnabled"; attempt: number }
  | { type: "noticeExpired"; id: number };

export type JoinEffect =
  /** Perform the call and dispatch its `…Answered` or `callFailed` event with this attempt. */
  | { type: "call"; call: JoinCall; attempt: number }
  /** Dispatch `event` after `delayMs`, replacing a pending timer of the same name. */
  | { type: "schedule"; timer: JoinTimer; delayMs: number; event: JoinEvent }
  | { type: "cancelTimers"; timers: readonly JoinTimer[] }
  | { type: "navigate"; url: string };

export type JoinStep = { state: JoinState; effects: JoinEffect[] };

/** Texts of the join flow that the spec does not fix. */
export const JOIN_TEXT = {
  stillTrying: "We could not reach the server. Still trying…",
  goingToClass: "Taking you to your class…",
} as const;

const ALL_TIMERS: readonly JoinTimer[] = ["poll", "timeout", "retry", "notice"];
const FLOW_TIMERS: readonly JoinTimer[] = ["poll", "timeout", "retry"];

/** Phases in which a flow is running: Join is ignored, the timeout applies to the first four. */
const WAITING_PHASES: readonly JoinPhase[] = ["joining", "checking", "waiting", "polling"];
const BUSY_PHASES: readonly JoinPhase[] = [...WAITING_PHASES, "marking", "redirecting"];

export const initialJoinState: JoinState = {
  phase: "idle",
  attempt: 0,
  started: false,
  url: null,
  retryEnabled: false,
  notice: null,
  noticeSeq: 0,
};

export function isJoinBusy(state: JoinState): boolean {
  return BUSY_PHASES.includes(state.phase);
}

/** The waiting dialog: polling while the teacher has not started. */
export function isWaitingForTeacher(state: JoinState): boolean {
  return (state.phase === "waiting" || state.phase === "polling") && !state.started;
}

function withNotice(
  state: JoinState,
  tone: NoticeTone,
  text: string,
  effects: JoinEffect[],
): JoinState {
  const id = state.noticeSeq + 1;
  if (tone === "error") effects.push({ type: "cancelTimers", timers: ["notice"] });
  else {
    effects.push({
      type: "schedule",
      timer: "notice",
      delayMs: CLASS_RULES.serverMessageMs,
      event: { type: "noticeExpired", id },
    });
  }
  return { ...state, notice: { id, tone, text }, noticeSeq: id };
}

/** Stop with an error message (fail answer, refusal or network error). */
function stop(state: JoinState, phase: "failed" | "error", message: string): JoinStep {
  const effects: JoinEffect[] = [{ type: "cancelTimers", timers: FLOW_TIMERS }];
  const next = withNotice({ ...state, phase }, "error", message || NETWORK_MESSAGE, effects);
  return { state: next, effects };
}

/** A link arrived: mark attendance with it, or stop when it is not a usable URL. */
function gotLink(state: JoinState, meetingUrl: string, effects: JoinEffect[]): JoinStep {
  const url = safeMeetingUrl(meetingUrl);
  if (!url) {
    const stopped = stop(state, "failed", LIVE_TEXT.badLink);
    return { state: stopped.state, effects: [...effects, ...stopped.effects] };
  }
  effects.push(
    { type: "cancelTimers", timers: FLOW_TIMERS },
    { type: "call", call: "mark", attempt: state.attempt },
  );
  return { state: { ...state, phase: "marking", started: true, url }, effects };
}

function schedulePoll(state: JoinState, started: boolean, effects: JoinEffect[]): JoinStep {
  effects.push({
    type: "schedule",
    timer: "poll",
    delayMs: started ? CLASS_RULES.pollStartedMs : CLASS_RULES.pollMs,
    event: { type: "pollDue", attempt: state.attempt },
  });
  return { state: { ...state, phase: "waiting", started }, effects };
}

function startAttempt(state: JoinState): JoinStep {
  const attempt = state.attempt + 1;
  return {
    state: {
      ...state,
      phase: "joining",
      attempt,
      started: false,
      url: null,
      retryEnabled: false,
      notice: null,
    },
    effects: [
      { type: "cancelTimers", timers: ALL_TIMERS },
      { type: "call", call: "join", attempt },
      {
        type: "schedule",
        timer: "timeout",
        delayMs: CLASS_RULES.joinTimeoutMs,
        event: { type: "timedOut", attempt },
      },
    ],
  };
}

const unchanged = (state: JoinState): JoinStep => ({ state, effects: [] });

export function joinReducer(state: JoinState, event: JoinEvent): JoinStep {
  if (event.type === "join") {
    if (isJoinBusy(state)) return unchanged(state);
    if (state.phase === "timedOut" && !state.retryEnabled) return unchanged(state);
    return startAttempt(state);
  }
  if (event.type === "cancel") {
    if (state.phase === "idle" || state.phase === "marking" || state.phase === "redirecting") {
      return unchanged(state);
    }
    return {
      state: { ...state, phase: "idle", attempt: state.attempt + 1, started: false, notice: null },
      effects: [{ type: "cancelTimers", timers: ALL_TIMERS }],
    };
  }
  if (event.type === "noticeExpired") {
    return state.notice?.id === event.id
      ? { state: { ...state, notice: null }, effects: [] }
      : unchanged(state);
  }
  if (event.attempt !== state.attempt) return unchanged(state);

  switch (event.type) {
    case "joinAnswered": {
      if (state.phase !== "joining") return unchanged(state);
      const { answer } = event;
      if (answer.status === "fail") return stop(state, "failed", answer.message);
      const effects: JoinEffect[] = [];
      const shown = answer.message.trim()
        ? withNotice(state, "info", answer.message.trim(), effects)
        : state;
      if (answer.status === "success") return gotLink(shown, answer.meeting_url, effects);
      effects.push({ type: "call", call: "check", attempt: state.attempt });
      return { state: { ...shown, phase: "checking" }, effects };
    }
    case "checkAnswered":
      if (state.phase !== "checking") return unchanged(state);
      return schedulePoll(state, event.answer.started, []);
    case "pollDue":
      if (state.phase !== "waiting") return unchanged(state);
      return {
        state: { ...state, phase: "polling" },
        effects: [{ type: "call", call: "poll", attempt: state.attempt }],
      };
    case "pollAnswered": {
      if (state.phase !== "polling") return unchanged(state);
      const { answer } = event;
      if (answer.status === "fail") return stop(state, "failed", answer.message);
      if (answer.status === "success") return gotLink(state, answer.meeting_url, []);
      return schedulePoll(state, false, []);
    }
    case "markAnswered": {
      if (state.phase !== "marking" || !state.url) return unchanged(state);
      const effects: JoinEffect[] = [];
      const next = withNotice(
        { ...state, phase: "redirecting" },
        "info",
        JOIN_TEXT.goingToClass,
        effects,
      );
      effects.push({ type: "navigate", url: state.url });
      return { state: next, effects };
    }
    case "callFailed": {
      if (!isJoinBusy(state) || state.phase === "redirecting" || state.phase === "waiting") {
        return unchanged(state);
      }
      // A dropped connection during the wait does not end it: the next poll tries again.
      if (event.call === "poll" && event.network && state.phase === "polling") {
        const effects: JoinEffect[] = [];
        const shown = withNotice(state, "warning", JOIN_TEXT.stillTrying, effects);
        return schedulePoll(shown, state.started, effects);
      }
      return stop(state, event.network ? "error" : "failed", event.message);
    }
    case "timedOut":
      if (!WAITING_PHASES.includes(state.phase)) return unchanged(state);
      return {
        state: { ...state, phase: "timedOut", retryEnabled: false },
        effects: [
          { type: "cancelTimers", timers: ["poll"] },
          {
            type: "schedule",
            timer: "retry",
            delayMs: CLASS_RULES.retryEnabledAfterMs,
            event: { type: "retryEnabled", attempt: state.attempt },
          },
        ],
      };
    case "retryEnabled":
      if (state.phase !== "timedOut") return unchanged(state);
      return { state: { ...state, retryEnabled: true }, effects: [] };
  }
}
