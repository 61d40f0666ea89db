// Fifty searches (typos, filters, sorts, pages) over the demo catalog and 1,000 generated teachers,
// compared with their results recorded before the search SQL was made cheaper (issue 15):
// tests/fixtures/search-recorded.json. RECORD_SEARCH=1 writes that file instead of comparing.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "@/db/seed";
import { seedBulkTeachers } from "@/db/seed/teachers-bulk";
import { searchFiltersSchema } from "@/lib/catalog/search/filters";
import { searchTeachers } from "@/lib/catalog/search/search-teachers";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const FIXTURE = path.join(__dirname, "../fixtures/search-recorded.json");
const NOW = new Date("2026-11-24T06:30:00Z");

/** Text alone: typos, names, headlines, noise words, nonsense. */
const TEXTS = [
  "guitar",
  "gitar",
  "guitar teacher",
  "piano",
  "pianno",
  "pyton",
  "python",
  "maths",
  "mathematics",
  "mathematcs",
  "physcs",
  "chemistry tutor",
  "spoken english",
  "englsh",
  "french",
  "frnch",
  "carnatic vocal",
  "hindustani",
  "tabla",
  "drawing",
  "watercolor",
  "calligraphy",
  "scratch kids",
  "web development",
  "java",
  "Rohan",
  "Rohan Mathew",
  "Rohn Mathw",
  "Goethe",
  "music producer",
  "coding coach",
  "xylophone",
  "zzzz",
];

/** With filters, sorts and pages: the legacy query strings of loadDashboardData. */
const FILTERED = [
  "text=guitar&filter=rating",
  "text=guitar&filter=price_asc",
  "text=guitar&filter=price_desc",
  "text=guitar&filter=experience",
  "text=guitar&page=2",
  "text=music&rating=4",
  "text=piano&price=500-1500",
  "text=english&lang=Hindi,Tamil",
  "text=python&experience=5%2B",
  "text=maths&class=academics",
  "text=art&subject=digital-art",
  "text=guitar&time=evening",
  "class=music&filter=rating",
  "subject=guitar&experience=2-10&level=beginner",
  "rating=4.5&price=-800&filter=price_asc&page=3",
  "lang=Bengali&time=morning",
  "cur=USD&price=10-30&filter=price_desc",
];

export const RECORDED_SEARCHES: Record<string, string>[] = [
  ...TEXTS.map((text) => ({ text })),
  ...FILTERED.map((q) => Object.fromEntries(new URLSearchParams(q))),
];

type Recorded = { total: number; teachers: number[] };

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await seedDemoData(t.db);
  await seedBulkTeachers(t.db, 1000);
}, 120_000);

afterAll(async () => {
  await t?.destroy();
});

async function runAll(): Promise<Recorded[]> {
  const out: Recorded[] = [];
  for (const query of RECORDED_SEARCHES) {
    const filters = searchFiltersSchema.parse(query);
    const result = await searchTeachers(t.db, null, filters, "INR", {
      zone: "Asia/Kolkata",
      now: NOW,
    });
    out.push({
      total: result.total,
      teachers: result.teachers.map((x) => x.id),
    });
  }
  return out;
}

describe("the fifty recorded searches", () => {
  it("find the same teachers, in the same order, with the same totals", async () => {
    const results = await runAll();
    if (process.env.RECORD_SEARCH === "1") {
      writeFileSync(FIXTURE, JSON.stringify(results, null, 1) + "\n");
    }
    const recorded = JSON.parse(readFileSync(FIXTURE, "utf8")) as Recorded[];
    expect(results).toHaveLength(RECORDED_SEARCHES.length);
    // Most searches find someone; the two nonsense words find nobody.
    expect(results.filter((r) => r.total > 0).length).toBeGreaterThan(40);
    results.forEach((r, i) => expect(r, JSON.stringify(RECORDED_SEARCHES[i])).toEqual(recorded[i]));
  }, 120_000);
});
