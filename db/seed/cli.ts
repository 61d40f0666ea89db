/**
 * `npm run db:seed [-- --reset]`: migrates the database and loads the demo data.
 * Uses DATABASE_URL when set, otherwise the embedded PGlite in .data/pglite.
 * --reset empties the seeded tables (and everything that references users) first.
 */
import { migrateDatabase, openDatabase } from "../client";
import { DEMO_ACCOUNTS, resetDemoData, seedDemoData } from "./index";

const USAGE = "Usage: npm run db:seed [-- --reset]";

function describe(counts: Record<string, number>): string {
  const parts: [key: string, singular: string, plural: string][] = [
    ["streams", "stream", "streams"],
    ["subjects", "subject", "subjects"],
    ["courses", "course", "courses"],
    ["countries", "country", "countries"],
    ["testimonials", "testimonial", "testimonials"],
    ["teachers", "teacher", "teachers"],
    ["students", "student", "students"],
    ["admins", "admin", "admins"],
  ];
  return parts
    .map(([key, one, many]) => {
      const n = counts[key] ?? 0;
      return `${n} ${n === 1 ? one : many}`;
    })
    .join(", ");
}

async function main(args: string[]): Promise<void> {
  const unknown = args.filter((a) => a !== "--reset");
  if (unknown.length > 0) throw new Error(`Unknown argument ${unknown.join(" ")}. ${USAGE}`);
  const reset = args.includes("--reset");
  if (reset && process.env.NODE_ENV === "production") {
    throw new Error("Refusing to --reset with NODE_ENV=production: it deletes every user.");
  }

  const url = process.env.DATABASE_URL || undefined;
  const handle = await openDatabase(url ? { url, max: 1, statementTimeoutMs: 0 } : {});
  try {
    await migrateDatabase(handle);
    // Reset and seed together, so a failed seed leaves the old data in place.
    const result = reset
      ? await handle.db.transaction(async (tx) => {
          await resetDemoData(tx);
          return seedDemoData(tx);
        })
      : await seedDemoData(handle.db);

    const logins = Object.values(DEMO_ACCOUNTS)
      .map((a) => a.email)
      .join(", ");
    console.info(
      result.seeded
        ? `Seeded demo data (${handle.kind}${reset ? ", after reset" : ""}): ${describe(result.counts)}. Demo logins: ${logins}.`
        : `Nothing seeded (${handle.kind}): the database already has data (${describe(result.counts)}). Use --reset to start over.`,
    );
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error("db:seed failed:", error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exitCode = 1;
});
