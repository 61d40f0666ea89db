// The production request handler: Next's custom-server API on the project folder.
import next from "next";

/**
 * Waits for the app's start-up (instrumentation.ts `register()`: the environment check, the
 * database, the job queue). Next starts it while it prepares but does not wait for it, so the worker
 * listened first, and a start-up that failed after that left a server the supervisor kept
 * restarting, or (before lib/env.ts startOrExit) one that answered every request with the failure
 * (issue 43.14). Awaiting Next's own registration promise (one per process: this call and Next's
 * share it) makes a failed start-up end the worker before it serves, and the supervisor stop.
 */
async function appStarted(dir) {
  let registration;
  try {
    registration =
      await import("next/dist/server/lib/router-utils/instrumentation-globals.external.js");
  } catch {
    return; // another Next version: it starts the app on the first request, as before
  }
  await registration.ensureInstrumentationRegistered(dir, process.env.NEXT_DIST_DIR || ".next");
}

export default async function createNextHandler({ dev, dir, hostname, port }) {
  const app = next({ dev, dir, hostname, port });
  await app.prepare();
  if (!dev) await appStarted(dir);
  const handle = app.getRequestHandler();
  return {
    handle: (req, res) => handle(req, res),
    async close() {
      // The job queue first (lib/jobs/app-queue.ts keeps it here): running jobs finish, polling
      // stops, before the database goes.
      const queue = await globalThis.__jobQueue?.catch(() => undefined);
      await queue?.stop().catch(() => undefined);
      // The app's database (db/index.ts keeps it here): PGlite must be closed to flush its files.
      const db = await globalThis.__dbHandle?.catch(() => undefined);
      await db?.close();
      await app.close();
    },
  };
}
