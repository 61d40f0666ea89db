import { execFile } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * A Postgres server of the test's own (initdb into a temporary folder, its own port), so a fault
 * test can stop and restart a real server without touching the one other tests share. Uses the
 * machine's Postgres binaries; as root, the server runs as the postgres user (it refuses root).
 */
export interface PrivatePostgres {
  url: string;
  /**
   * Stops the server (fast: open connections are terminated), waits `downMs` and for `whileDown`
   * (what the test does while the server is away), starts it again.
   */
  restart(downMs: number, whileDown?: () => Promise<unknown>): Promise<void>;
  destroy(): Promise<void>;
}

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  if (!version) throw new Error("No Postgres binaries in /usr/lib/postgresql");
  return path.join(root, version, "bin");
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), "pg-fault-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    chownSync(dir, Number(stdout), Number(gid));
  }
  chmodSync(dir, 0o700);
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  const port = await freePort();
  await pg("initdb", ["-D", dir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = () =>
    pg("pg_ctl", ["-D", dir, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  const stop = (mode: "fast" | "immediate") => pg("pg_ctl", ["-D", dir, "-m", mode, "-w", "stop"]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart(downMs, whileDown) {
      await stop("fast");
      await Promise.all([new Promise((r) => setTimeout(r, downMs)), whileDown?.()]);
      await start();
    },
    async destroy() {
      await stop("immediate").catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
