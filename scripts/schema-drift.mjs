// Schema drift check: generating migrations from db/schema must yield nothing new, or a change to
// the schema was committed without its migration (or a migration was edited by hand). Works on a
// copy of drizzle/ in a temporary folder, so the check never writes into the tree.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
// drizzle-kit reads its --out folder relative to the working directory: keep it inside the tree.
mkdirSync(path.join(root, ".data"), { recursive: true });
const out = mkdtempSync(path.join(root, ".data", "drizzle-drift-"));
try {
  cpSync(path.join(root, "drizzle"), out, { recursive: true });
  const before = readdirSync(out).length;
  const result = spawnSync(
    "npx",
    [
      "drizzle-kit",
      "generate",
      "--dialect=postgresql",
      "--schema=./db/schema/index.ts",
      "--casing=snake_case",
      `--out=${path.relative(root, out)}`,
      "--name=drift",
    ],
    { cwd: root, encoding: "utf8" },
  );
  // drizzle-kit exits 0 even when it fails: read what it said too.
  if (result.status !== 0 || !/No schema changes/.test(result.stdout + result.stderr)) {
    console.error(result.stdout, result.stderr);
    process.exit(1);
  }
  const added = readdirSync(out).filter((f) => f.includes("drift"));
  if (added.length > 0 || readdirSync(out).length !== before) {
    console.error(
      `db/schema differs from the committed migrations: drizzle-kit generate made ${added.join(", ")}.\n` +
        "Run `npm run db:generate` and commit the migration.",
    );
    process.exit(1);
  }
  console.info("  db/schema matches the committed migrations (drizzle-kit generate: nothing new)");
} finally {
  rmSync(out, { recursive: true, force: true });
}
