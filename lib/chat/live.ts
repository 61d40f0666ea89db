import "server-only";
import { getDbHandle } from "@/db";
import { createLiveHub, type LiveHub } from "./live-hub";

const cache = globalThis as unknown as { __chatHub?: LiveHub };

/** The process's live hub over the app database's LISTEN. */
export function chatHub(): LiveHub {
  cache.__chatHub ??= createLiveHub(async (channel, onPayload) =>
    (await getDbHandle()).listen(channel, onPayload),
  );
  return cache.__chatHub;
}
