// The production request handler: Next's custom-server API on the project folder.
import next from "next";

export default async function createNextHandler({ dev, dir, hostname, port }) {
  const app = next({ dev, dir, hostname, port });
  await app.prepare();
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
