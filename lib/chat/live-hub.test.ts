import { describe, expect, it } from "vitest";
import { CHAT_CHANNEL, type ChatSignal } from "./channel";
import { createLiveHub } from "./live-hub";

/** A stand-in LISTEN: records the channel and lets the test ring it. */
function fakeListen() {
  const state = { channel: "", ring: (_: string) => {}, listens: 0, stopped: false };
  const listen = async (channel: string, onPayload: (p: string) => void) => {
    state.channel = channel;
    state.ring = onPayload;
    state.listens++;
    return async () => {
      state.stopped = true;
    };
  };
  return { state, listen };
}

describe("createLiveHub", () => {
  it("listens once and passes a signal only to the connections that may see it", async () => {
    const { state, listen } = fakeListen();
    const hub = createLiveHub(listen);
    const got: Record<string, ChatSignal[]> = { family: [], teacher: [], other: [] };
    const add = (name: string, users: number[]) =>
      hub.subscribe({ users: new Set(users), push: (s) => got[name]!.push(s) });
    await add("family", [1, 2]);
    const leave = await add("teacher", [9]);
    await add("other", [5]);
    expect(state.listens).toBe(1);
    expect(state.channel).toBe(CHAT_CHANNEL);

    state.ring(JSON.stringify({ id: 7, users: [9, 2] }));
    state.ring("not json");
    state.ring(JSON.stringify({ id: "x", users: [1] }));
    leave();
    state.ring(JSON.stringify({ id: 8, users: [9] }));
    expect(got).toEqual({
      family: [{ id: 7, users: [9, 2] }],
      teacher: [{ id: 7, users: [9, 2] }],
      other: [],
    });
    expect(hub.size()).toBe(2);
    await hub.close();
    expect(state.stopped).toBe(true);
  });

  it("tries the LISTEN again after it failed", async () => {
    let calls = 0;
    const hub = createLiveHub(async () => {
      calls++;
      if (calls === 1) throw new Error("database away");
      return async () => {};
    });
    const sub = { users: new Set([1]), push: () => {} };
    await expect(hub.subscribe(sub)).rejects.toThrow("database away");
    await hub.subscribe(sub);
    expect(calls).toBe(2);
  });
});
