import { describe, expect, it } from "vitest";
import { NETWORK_MESSAGE } from "@/lib/auth/ui-schemas";
import { CLASS_RULES } from "./constants";
import {
  initialJoinState,
  isJoinBusy,
  isWaitingForTeacher,
  JOIN_TEXT,
  joinReducer,
  type JoinEffect,
  type JoinEvent,
  type JoinPhase,
  type JoinState,
} from "./join-machine";
import type { JoinAnswer } from "./live-schemas";
import { LIVE_TEXT } from "./start-answer";

const URL_ = "https://meet.example.org/room-abc";

function at(phase: JoinPhase, extra: Partial<JoinState> = {}): JoinState {
  return { ...initialJoinState, phase, attempt: 3, ...extra };
}

const waitingAnswer: JoinAnswer = { status: "waiting", started: false, message: "" };
const linkAnswer: JoinAnswer = { status: "success", started: true, meeting_url: URL_, message: "" };
const failAnswer: JoinAnswer = { status: "fail", started: false, message: "This class is over." };

const cancelFlow: JoinEffect = { type: "cancelTimers", timers: ["poll", "timeout", "retry"] };
const cancelNotice: JoinEffect = { type: "cancelTimers", timers: ["notice"] };
const noticeTimer = (id: number): JoinEffect => ({
  type: "schedule",
  timer: "notice",
  delayMs: CLASS_RULES.serverMessageMs,
  event: { type: "noticeExpired", id },
});
const pollTimer = (delayMs: number): JoinEffect => ({
  type: "schedule",
  timer: "poll",
  delayMs,
  event: { type: "pollDue", attempt: 3 },
});

/** What Join, Try again and Retry do: a new attempt with join-class-now and the 180 s timeout. */
const startEffects = (attempt: number): JoinEffect[] => [
  { type: "cancelTimers", timers: ["poll", "timeout", "retry", "notice"] },
  { type: "call", call: "join", attempt },
  {
    type: "schedule",
    timer: "timeout",
    delayMs: CLASS_RULES.joinTimeoutMs,
    event: { type: "timedOut", attempt },
  },
];

type Row = {
  name: string;
  from: JoinState;
  event: JoinEvent;
  to: Partial<JoinState>;
  effects: JoinEffect[];
};

const rows: Row[] = [
  {
    name: "Join starts an attempt: join-class-now and the 180 s timeout",
    from: at("idle"),
    event: { type: "join" },
    to: { phase: "joining", attempt: 4, started: false, url: null, notice: null },
    effects: startEffects(4),
  },
  {
    name: "Join after a failure starts again and clears the message",
    from: at("failed", { notice: { id: 2, tone: "error", text: "Over" }, noticeSeq: 2 }),
    event: { type: "join" },
    to: { phase: "joining", attempt: 4, notice: null, noticeSeq: 2 },
    effects: startEffects(4),
  },
  {
    name: "Try again after a network error starts again",
    from: at("error"),
    event: { type: "join" },
    to: { phase: "joining", attempt: 4 },
    effects: startEffects(4),
  },
  {
    name: "Retry in the timeout dialog restarts the flow once enabled",
    from: at("timedOut", { retryEnabled: true }),
    event: { type: "join" },
    to: { phase: "joining", attempt: 4, retryEnabled: false },
    effects: startEffects(4),
  },
  {
    name: "Retry before it is enabled does nothing",
    from: at("timedOut", { retryEnabled: false }),
    event: { type: "join" },
    to: { phase: "timedOut", attempt: 3 },
    effects: [],
  },
  ...(["joining", "checking", "waiting", "polling", "marking", "redirecting"] as const).map(
    (phase): Row => ({
      name: `Join while ${phase} is ignored`,
      from: at(phase),
      event: { type: "join" },
      to: { phase, attempt: 3 },
      effects: [],
    }),
  ),
  {
    name: "join-class-now waiting with a message: show it for 10 s, check the meeting",
    from: at("joining"),
    event: {
      type: "joinAnswered",
      attempt: 3,
      answer: { ...waitingAnswer, message: "Class starts at 5 pm." },
    },
    to: {
      phase: "checking",
      notice: { id: 1, tone: "info", text: "Class starts at 5 pm." },
      noticeSeq: 1,
    },
    effects: [noticeTimer(1), { type: "call", call: "check", attempt: 3 }],
  },
  {
    name: "join-class-now waiting without a message: no message, check the meeting",
    from: at("joining"),
    event: { type: "joinAnswered", attempt: 3, answer: waitingAnswer },
    to: { phase: "checking", notice: null },
    effects: [{ type: "call", call: "check", attempt: 3 }],
  },
  {
    name: "join-class-now with a link: mark attendance straight away",
    from: at("joining"),
    event: { type: "joinAnswered", attempt: 3, answer: { ...linkAnswer, message: "Joining" } },
    to: {
      phase: "marking",
      started: true,
      url: URL_,
      notice: { id: 1, tone: "info", text: "Joining" },
    },
    effects: [noticeTimer(1), cancelFlow, { type: "call", call: "mark", attempt: 3 }],
  },
  {
    name: "join-class-now fail stops with its message",
    from: at("joining"),
    event: { type: "joinAnswered", attempt: 3, answer: failAnswer },
    to: { phase: "failed", notice: { id: 1, tone: "error", text: "This class is over." } },
    effects: [cancelFlow, cancelNotice],
  },
  {
    name: "join-class-now fail without a message shows the general message",
    from: at("joining"),
    event: { type: "joinAnswered", attempt: 3, answer: { ...failAnswer, message: "" } },
    to: { phase: "failed", notice: { id: 1, tone: "error", text: NETWORK_MESSAGE } },
    effects: [cancelFlow, cancelNotice],
  },
  {
    name: "a link that is not http(s) is refused",
    from: at("joining"),
    event: {
      type: "joinAnswered",
      attempt: 3,
      answer: { ...linkAnswer, meeting_url: "javascript:alert(1)" },
    },
    to: { phase: "failed", url: null, notice: { id: 1, tone: "error", text: LIVE_TEXT.badLink } },
    effects: [cancelFlow, cancelNotice],
  },
  {
    name: "check: not started → wait 15 s before polling",
    from: at("checking"),
    event: {
      type: "checkAnswered",
      attempt: 3,
      answer: { status: "success", started: false, message: "" },
    },
    to: { phase: "waiting", started: false },
    effects: [pollTimer(CLASS_RULES.pollMs)],
  },
  {
    name: "check: started → poll after 100 ms",
    from: at("checking"),
    event: {
      type: "checkAnswered",
      attempt: 3,
      answer: { status: "success", started: true, message: "" },
    },
    to: { phase: "waiting", started: true },
    effects: [pollTimer(CLASS_RULES.pollStartedMs)],
  },
  {
    name: "poll due: ask for the link",
    from: at("waiting"),
    event: { type: "pollDue", attempt: 3 },
    to: { phase: "polling" },
    effects: [{ type: "call", call: "poll", attempt: 3 }],
  },
  {
    name: "poll due outside the wait is ignored",
    from: at("timedOut"),
    event: { type: "pollDue", attempt: 3 },
    to: { phase: "timedOut" },
    effects: [],
  },
  {
    name: "poll: still waiting → next poll in 15 s",
    from: at("polling", { started: true }),
    event: { type: "pollAnswered", attempt: 3, answer: waitingAnswer },
    to: { phase: "waiting", started: false },
    effects: [pollTimer(CLASS_RULES.pollMs)],
  },
  {
    name: "poll: link → mark attendance",
    from: at("polling"),
    event: { type: "pollAnswered", attempt: 3, answer: linkAnswer },
    to: { phase: "marking", started: true, url: URL_ },
    effects: [cancelFlow, { type: "call", call: "mark", attempt: 3 }],
  },
  {
    name: "poll: fail → stop with its message",
    from: at("polling"),
    event: { type: "pollAnswered", attempt: 3, answer: failAnswer },
    to: { phase: "failed", notice: { id: 1, tone: "error", text: "This class is over." } },
    effects: [cancelFlow, cancelNotice],
  },
  {
    name: "attendance marked → go to the meeting",
    from: at("marking", { url: URL_, started: true }),
    event: {
      type: "markAnswered",
      attempt: 3,
      answer: { status: "success", attended_at: "2026-11-21T10:00:00Z", message: "" },
    },
    to: {
      phase: "redirecting",
      url: URL_,
      notice: { id: 1, tone: "info", text: JOIN_TEXT.goingToClass },
    },
    effects: [noticeTimer(1), { type: "navigate", url: URL_ }],
  },
  {
    name: "a dropped connection while polling keeps polling, with a warning",
    from: at("polling", { started: true }),
    event: { type: "callFailed", attempt: 3, call: "poll", network: true, message: "x" },
    to: {
      phase: "waiting",
      started: true,
      notice: { id: 1, tone: "warning", text: JOIN_TEXT.stillTrying },
    },
    effects: [noticeTimer(1), pollTimer(CLASS_RULES.pollStartedMs)],
  },
  {
    name: "a refused poll (e.g. 403) stops with the server's message",
    from: at("polling"),
    event: {
      type: "callFailed",
      attempt: 3,
      call: "poll",
      network: false,
      message: "This class is not yours.",
    },
    to: { phase: "failed", notice: { id: 1, tone: "error", text: "This class is not yours." } },
    effects: [cancelFlow, cancelNotice],
  },
  ...(
    [
      ["joining", "join"],
      ["checking", "check"],
      ["marking", "mark"],
    ] as const
  ).map(([phase, call]): Row => ({
    name: `a network error during ${call} → error with Try again`,
    from: at(phase),
    event: { type: "callFailed", attempt: 3, call, network: true, message: NETWORK_MESSAGE },
    to: { phase: "error", notice: { id: 1, tone: "error", text: NETWORK_MESSAGE } },
    effects: [cancelFlow, cancelNotice],
  })),
  {
    name: "a refused join (401) stops with the server's message",
    from: at("joining"),
    event: { type: "callFailed", attempt: 3, call: "join", network: false, message: "Log in" },
    to: { phase: "failed", notice: { id: 1, tone: "error", text: "Log in" } },
    effects: [cancelFlow, cancelNotice],
  },
  ...(["joining", "checking", "waiting", "polling"] as const).map((phase): Row => ({
    name: `180 s while ${phase} → timeout dialog, retry enabled 15 s later`,
    from: at(phase),
    event: { type: "timedOut", attempt: 3 },
    to: { phase: "timedOut", retryEnabled: false },
    effects: [
      { type: "cancelTimers", timers: ["poll"] },
      {
        type: "schedule",
        timer: "retry",
        delayMs: CLASS_RULES.retryEnabledAfterMs,
        event: { type: "retryEnabled", attempt: 3 },
      },
    ],
  })),
  {
    name: "the timeout does not interrupt marking attendance",
    from: at("marking", { url: URL_ }),
    event: { type: "timedOut", attempt: 3 },
    to: { phase: "marking" },
    effects: [],
  },
  {
    name: "15 s into the timeout dialog, Retry is enabled",
    from: at("timedOut"),
    event: { type: "retryEnabled", attempt: 3 },
    to: { phase: "timedOut", retryEnabled: true },
    effects: [],
  },
  {
    name: "an answer arriving after the timeout is ignored",
    from: at("timedOut"),
    event: { type: "pollAnswered", attempt: 3, answer: linkAnswer },
    to: { phase: "timedOut", url: null },
    effects: [],
  },
  {
    name: "an answer of an earlier attempt is ignored",
    from: at("polling"),
    event: { type: "pollAnswered", attempt: 2, answer: linkAnswer },
    to: { phase: "polling", url: null },
    effects: [],
  },
  {
    name: "a timer of an earlier attempt is ignored",
    from: at("joining"),
    event: { type: "timedOut", attempt: 2 },
    to: { phase: "joining" },
    effects: [],
  },
  {
    name: "an answer to the wrong step is ignored",
    from: at("checking"),
    event: { type: "pollAnswered", attempt: 3, answer: linkAnswer },
    to: { phase: "checking" },
    effects: [],
  },
  {
    name: "closing the waiting dialog stops the wait and abandons its answers",
    from: at("waiting", { notice: { id: 1, tone: "info", text: "Hi" }, noticeSeq: 1 }),
    event: { type: "cancel" },
    to: { phase: "idle", attempt: 4, notice: null },
    effects: [{ type: "cancelTimers", timers: ["poll", "timeout", "retry", "notice"] }],
  },
  {
    name: "closing the timeout dialog goes back to idle",
    from: at("timedOut"),
    event: { type: "cancel" },
    to: { phase: "idle", attempt: 4 },
    effects: [{ type: "cancelTimers", timers: ["poll", "timeout", "retry", "notice"] }],
  },
  {
    name: "closing is ignored once attendance is being marked",
    from: at("marking", { url: URL_ }),
    event: { type: "cancel" },
    to: { phase: "marking", attempt: 3 },
    effects: [],
  },
  {
    name: "the shown message expires after 10 s",
    from: at("waiting", { notice: { id: 5, tone: "info", text: "Hi" }, noticeSeq: 5 }),
    event: { type: "noticeExpired", id: 5 },
    to: { notice: null },
    effects: [],
  },
  {
    name: "an older message's expiry leaves a newer message",
    from: at("failed", { notice: { id: 6, tone: "error", text: "Over" }, noticeSeq: 6 }),
    event: { type: "noticeExpired", id: 5 },
    to: { notice: { id: 6, tone: "error", text: "Over" } },
    effects: [],
  },
];

describe("joinReducer", () => {
  it.each(rows)("$name", ({ from, event, to, effects }) => {
    const step = joinReducer(from, event);
    // A new message takes the next id.
    const seq = to.notice && to.noticeSeq === undefined ? { noticeSeq: to.notice.id } : {};
    expect(step.state).toEqual({ ...from, ...seq, ...to });
    expect(step.effects).toEqual(effects);
  });

  it("runs a whole join: waiting, the teacher starts, attendance, the meeting", () => {
    const events: JoinEvent[] = [
      { type: "join" },
      { type: "joinAnswered", attempt: 1, answer: waitingAnswer },
      {
        type: "checkAnswered",
        attempt: 1,
        answer: { status: "success", started: false, message: "" },
      },
      { type: "pollDue", attempt: 1 },
      { type: "pollAnswered", attempt: 1, answer: waitingAnswer },
      { type: "pollDue", attempt: 1 },
      { type: "pollAnswered", attempt: 1, answer: linkAnswer },
      {
        type: "markAnswered",
        attempt: 1,
        answer: { status: "success", attended_at: "2026-11-21T10:00:00Z", message: "" },
      },
    ];
    let state = initialJoinState;
    const phases: JoinPhase[] = [];
    const waiting: boolean[] = [];
    let last: JoinEffect[] = [];
    for (const event of events) {
      ({ state, effects: last } = joinReducer(state, event));
      phases.push(state.phase);
      waiting.push(isWaitingForTeacher(state));
    }
    expect(phases).toEqual([
      "joining",
      "checking",
      "waiting",
      "polling",
      "waiting",
      "polling",
      "marking",
      "redirecting",
    ]);
    expect(waiting).toEqual([false, false, true, true, true, true, false, false]);
    expect(last).toContainEqual({ type: "navigate", url: URL_ });
  });
});

describe("isJoinBusy", () => {
  it.each<[JoinPhase, boolean]>([
    ["idle", false],
    ["joining", true],
    ["checking", true],
    ["waiting", true],
    ["polling", true],
    ["marking", true],
    ["redirecting", true],
    ["failed", false],
    ["error", false],
    ["timedOut", false],
  ])("%s → %s", (phase, busy) => {
    expect(isJoinBusy(at(phase))).toBe(busy);
  });
});
