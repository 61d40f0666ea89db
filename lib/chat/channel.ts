/**
 * The Postgres NOTIFY channel of new chat messages. The payload names the message and every account
 * that may see it (sender and recipients); a live connection re-reads the message from the database
 * with its own access rules, so the payload is a doorbell, never the source of truth.
 */
export const CHAT_CHANNEL = "chat_messages";

export interface ChatSignal {
  id: number;
  users: number[];
}

export function parseSignal(payload: string): ChatSignal | null {
  try {
    const value = JSON.parse(payload) as Partial<ChatSignal>;
    if (typeof value.id !== "number" || !Array.isArray(value.users)) return null;
    return { id: value.id, users: value.users.filter((u): u is number => typeof u === "number") };
  } catch {
    return null;
  }
}
