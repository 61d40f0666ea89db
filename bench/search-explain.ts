/**
 * `tsx bench/search-explain.ts [query-string…]`: EXPLAIN (ANALYZE, BUFFERS) of the search SQL on
 * DATABASE_URL (the bench database), for the results file (issue 15). Default: text=guitar.
 */
import { PgDialect } from "drizzle-orm/pg-core";
import postgres from "postgres";
import { searchFiltersSchema } from "../lib/catalog/search/filters";
import { searchSql } from "../lib/catalog/search/search-sql";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL names the bench database");
const queries = process.argv.slice(2);
const sql = postgres(url, { max: 1, onnotice: () => {} });
try {
  for (const q of queries.length > 0 ? queries : ["text=guitar"]) {
    const filters = searchFiltersSchema.parse(Object.fromEntries(new URLSearchParams(q)));
    const query = new PgDialect().sqlToQuery(
      searchSql(filters, { studentId: null, now: new Date() }, "INR"),
    );
    const params = query.params as never[];
    const prepare = { prepare: process.env.PREPARE === "1" };
    for (let i = 0; i < 3; i++) await sql.unsafe(query.sql, params, prepare); // warm
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      await sql.unsafe(query.sql, params, prepare);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const plan = await sql.unsafe(`explain (analyze, buffers) ${query.sql}`, params);
    console.info(`## ${q}: p50 ${times[10]!.toFixed(2)} ms over 20 runs\n`);
    console.info("```\n" + plan.map((r) => r["QUERY PLAN"]).join("\n") + "\n```\n");
  }
} finally {
  await sql.end();
}
