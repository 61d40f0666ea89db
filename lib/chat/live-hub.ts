import { CHAT_CHANNEL, parseSignal, type ChatSignal } from "./channel";

/** Something that LISTENs on a Postgres channel (DbHandle.listen). */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
) => Promise<() => Promise<void>>;

export interface Subscriber {
  /** The accounts this connection sees (a teacher, or a family's children). */
  users: ReadonlySet<number>;
  push(signal: ChatSignal): void;
}

/**
 * The open live connections of one process and its single LISTEN on the chat channel. The database
 * is the source of truth and the fan-out: every app server (and every worker of one) LISTENs, each
 * NOTIFY reaches all of them, and each passes it to its own connections that may see the message.
 * The connection set only routes doorbells; it holds no message.
 */
export function createLiveHub(listen: Listen) {
  const subscribers = new Set<Subscriber>();
  let listening: Promise<() => Promise<void>> | null = null;

  const deliver = (payload: string) => {
    const signal = parseSignal(payload);
    if (!signal) return;
    for (const s of subscribers) if (signal.users.some((u) => s.users.has(u))) s.push(signal);
  };

  return {
    /** Adds a connection (starting the LISTEN on first use); answers its removal. */
    async subscribe(subscriber: Subscriber): Promise<() => void> {
      listening ??= listen(CHAT_CHANNEL, deliver).catch((error: unknown) => {
        listening = null;
        throw error;
      });
      await listening;
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
      };
    },
    size: () => subscribers.size,
    async close() {
      subscribers.clear();
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
