"use client";

import { useCallback, useEffect, useState } from "react";
import { V1 } from "@/components/auth/post-json";
import {
  initialJoinState,
  joinReducer,
  type JoinCall,
  type JoinEffect,
  type JoinEvent,
  type JoinState,
  type JoinTimer,
} from "@/lib/classes/join-machine";
import {
  joinResponse,
  markAttendanceResponse,
  meetingStartedResponse,
} from "@/lib/classes/live-schemas";
import { browser, liveCall, type FetchLike } from "./live-call";

export type JoinClock = {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type JoinDeps = {
  fetch?: FetchLike;
  navigate?: (url: string) => void;
  clock?: JoinClock;
};

const realClock: JoinClock = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Performs one call of the flow and answers the event it leads to. */
async function perform(
  call: JoinCall,
  attempt: number,
  sessionId: number,
  send: FetchLike | undefined,
): Promise<JoinEvent> {
  const body = { slot_id: sessionId };
  const failed = (result: { network: boolean; message: string }): JoinEvent => ({
    type: "callFailed",
    attempt,
    call,
    network: result.network,
    message: result.message,
  });
  switch (call) {
    case "join": {
      const r = await liveCall(joinResponse, `${V1}join-class-now`, { body, fetch: send });
      return r.ok ? { type: "joinAnswered", attempt, answer: r.data } : failed(r);
    }
    case "check": {
      const path = `${V1}check-meeting-started`;
      const r = await liveCall(meetingStartedResponse, path, { body, fetch: send });
      return r.ok ? { type: "checkAnswered", attempt, answer: r.data } : failed(r);
    }
    case "poll": {
      const path = `/st/get-meeting-link?session_id=${encodeURIComponent(sessionId)}`;
      const r = await liveCall(joinResponse, path, { fetch: send });
      return r.ok ? { type: "pollAnswered", attempt, answer: r.data } : failed(r);
    }
    case "mark": {
      const r = await liveCall(markAttendanceResponse, "/api/mark-attendance", {
        body,
        fetch: send,
      });
      return r.ok ? { type: "markAnswered", attempt, answer: r.data } : failed(r);
    }
  }
}

/** Performs the machine's effects: calls, timers (on `clock`) and navigation. */
function createJoinRunner(
  initial: { sessionId: number; deps: JoinDeps },
  onChange: (state: JoinState) => void,
) {
  let { sessionId, deps } = initial;
  let state = initialJoinState;
  let alive = true;
  const timers = new Map<JoinTimer, unknown>();
  const clock = () => deps.clock ?? realClock;

  function clear(name: JoinTimer) {
    const pending = timers.get(name);
    if (pending !== undefined) clock().clearTimeout(pending);
    timers.delete(name);
  }

  function run(effect: JoinEffect) {
    switch (effect.type) {
      case "call":
        void perform(effect.call, effect.attempt, sessionId, deps.fetch).then(dispatch);
        return;
      case "schedule":
        clear(effect.timer);
        timers.set(
          effect.timer,
          clock().setTimeout(() => {
            timers.delete(effect.timer);
            dispatch(effect.event);
          }, effect.delayMs),
        );
        return;
      case "cancelTimers":
        effect.timers.forEach(clear);
        return;
      case "navigate":
        (deps.navigate ?? browser.assign)(effect.url);
        return;
    }
  }

  function dispatch(event: JoinEvent) {
    if (!alive) return;
    const step = joinReducer(state, event);
    state = step.state;
    onChange(state);
    step.effects.forEach(run);
  }

  return {
    dispatch,
    configure(next: { sessionId: number; deps: JoinDeps }) {
      ({ sessionId, deps } = next);
    },
    resume() {
      alive = true;
    },
    /** Unmounted: stop every timer and ignore answers still on their way. */
    stop() {
      alive = false;
      [...timers.keys()].forEach(clear);
    },
  };
}

/**
 * Runs the student's join flow (lib/classes/join-machine.ts) for one class. Everything stops when
 * the component unmounts.
 */
export function useJoinClass(sessionId: number, deps: JoinDeps = {}) {
  const [state, setState] = useState<JoinState>(initialJoinState);
  const [runner] = useState(() => createJoinRunner({ sessionId, deps }, setState));
  useEffect(() => runner.configure({ sessionId, deps }));
  useEffect(() => {
    runner.resume();
    return () => runner.stop();
  }, [runner]);

  const join = useCallback(() => runner.dispatch({ type: "join" }), [runner]);
  const cancel = useCallback(() => runner.dispatch({ type: "cancel" }), [runner]);
  return { state, join, cancel };
}
