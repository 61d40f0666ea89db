import type { ChatSignal } from "./channel";
import type { LiveHub } from "./live-hub";

/** How often a comment line keeps proxies from closing an idle stream. */
export const KEEPALIVE_MS = 25_000;

const encoder = new TextEncoder();

/** One server-sent event: the page re-reads new messages (get-chat-msgByid) when it hears one. */
export const eventFrame = (event: string, data: unknown) =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/**
 * A text/event-stream answer that tells the viewers (a teacher, or a family) about each new message
 * they may see: `ready` once subscribed, then `message` {id} per message. Closed when the client goes.
 */
export function chatEventStream(hub: LiveHub, viewers: number[], abort: AbortSignal): Response {
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (chunk: Uint8Array) => {
        try {
          controller.enqueue(chunk);
        } catch {
          stop();
        }
      };
      const unsubscribe = await hub.subscribe({
        users: new Set(viewers),
        push: (signal: ChatSignal) => send(eventFrame("message", { id: signal.id })),
      });
      const timer = setInterval(() => send(encoder.encode(": keepalive\n\n")), KEEPALIVE_MS);
      stop = () => {
        clearInterval(timer);
        unsubscribe();
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      if (abort.aborted) return stop();
      abort.addEventListener("abort", () => stop(), { once: true });
      send(encoder.encode("retry: 3000\n\n"));
      send(eventFrame("ready", {}));
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
}
