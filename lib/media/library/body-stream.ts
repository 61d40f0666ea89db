import { Readable } from "node:stream";

/**
 * A request body as a Node stream that may be abandoned half-way (an upload refused by its sniffed
 * type, its size or the quota while it still arrives). Node's `Readable.fromWeb` cancels the body
 * while one of its reads is still waiting for the client; the body Next hands a route is undici's
 * stream over the socket, whose pending read then ends the stream a second time and throws
 * `TypeError: Invalid state: ReadableStream is already closed` where nothing can catch it (issue 43,
 * finding 16). This one cancels the body only once no read of its own is pending, so the body's
 * source is never asked for more after it was cancelled.
 */
export function bodyStream(body: ReadableStream<Uint8Array>): Readable {
  const reader = body.getReader();
  let pending: Promise<void> | null = null;
  return new Readable({
    read() {
      const read: Promise<void> = reader.read().then(
        ({ done, value }) => {
          pending = null;
          if (this.destroyed) return;
          this.push(done ? null : value);
        },
        (error: unknown) => {
          pending = null;
          this.destroy(error as Error);
        },
      );
      pending = read;
    },
    destroy(error, callback) {
      const cancel = () => {
        reader.cancel(error ?? undefined).then(
          () => callback(error),
          () => callback(error),
        );
      };
      if (pending) void pending.then(cancel, cancel);
      else cancel();
    },
  });
}
