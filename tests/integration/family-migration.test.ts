import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, MIGRATIONS_DIR, openDatabase, type DbHandle } from "@/db/client";
import { seedDemoData } from "@/db/seed";
import { rowsOf } from "@/lib/db-rows";
import { DEMO_ACCOUNTS } from "@/db/seed/demo-accounts";

// Migration 0013 (families) on a copy of the seeded data: a database is built at migration 0012,
// every table is filled with the seeded rows (the columns 0012 knows), then 0013 is applied. Every
// student must end in a family, students on one mobile in the same one, and nothing that hangs on a
// user (bookings, orders, contracts, every foreign key to users) may move.

const LAST_BEFORE_FAMILIES = 12;

type Row = Record<string, unknown>;
let seeded: DbHandle;
let old: DbHandle;
let folder: string;

const rows = async (h: DbHandle, query: string): Promise<Row[]> =>
  rowsOf<Row>(await h.db.execute(sql.raw(query)));

/** The migrations folder as it was before 0013: the SQL files and a journal cut after 0012. */
async function migrationsUpTo(last: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "migrations-0012-"));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

/** Copies every row of every table of `to` from `from`, the columns `to` has (FK checks off). */
async function copyData(from: DbHandle, to: DbHandle): Promise<void> {
  const tables = await rows(
    to,
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  await to.db.execute(sql.raw(`set session_replication_role = replica`));
  for (const { table_name } of tables) {
    const columns = (
      await rows(
        to,
        `select column_name from information_schema.columns
         where table_schema = 'public' and table_name = '${table_name}' and is_generated = 'NEVER'`,
      )
    ).map((c) => `"${String(c.column_name)}"`);
    const list = columns.join(", ");
    const data = await rows(from, `select ${list} from "${table_name}"`);
    if (data.length === 0) continue;
    await to.db.execute(
      sql`${sql.raw(`insert into "${table_name}" (${list}) overriding system value select ${list} from json_populate_recordset(null::"${table_name}", `)}${JSON.stringify(data)}::json)`,
    );
  }
  await to.db.execute(sql.raw(`set session_replication_role = origin`));
}

/** Every foreign key column pointing at users.id: "table.column". */
async function userReferences(h: DbHandle): Promise<string[]> {
  const refs = await rows(
    h,
    `select tc.table_name, kcu.column_name
     from information_schema.table_constraints tc
     join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
       and kcu.table_schema = tc.table_schema
     join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
       and ccu.table_schema = tc.table_schema
     where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
       and ccu.table_name = 'users' and ccu.column_name = 'id'
     order by 1, 2`,
  );
  return refs.map((r) => `${String(r.table_name)}.${String(r.column_name)}`);
}

/** Per reference, how many rows each user has: "table.column:user" → count. */
async function countsPerUser(h: DbHandle, refs: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const ref of refs) {
    const [table, column] = ref.split(".");
    const counted = await rows(
      h,
      `select "${column}" as u, count(*)::int as n from "${table}" where "${column}" is not null group by 1`,
    );
    for (const c of counted) out[`${ref}:${String(c.u)}`] = Number(c.n);
  }
  return out;
}

let refs: string[];
let before: Record<string, number>;
let usersBefore: number;

beforeAll(async () => {
  seeded = await openDatabase({ dataDir: "memory://" });
  await migrateDatabase(seeded);
  await seedDemoData(seeded.db);

  folder = await migrationsUpTo(LAST_BEFORE_FAMILIES);
  old = await openDatabase({ dataDir: "memory://" });
  await migrate(old.db as never, { migrationsFolder: folder });
  await copyData(seeded, old);
  refs = await userReferences(old);
  before = await countsPerUser(old, refs);
  usersBefore = Number((await rows(old, `select count(*)::int as n from users`))[0]!.n);

  await migrateDatabase(old); // applies 0013 (and anything after it)
}, 240_000);

afterAll(async () => {
  await seeded?.close();
  await old?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("migration 0013 on a copy of the seeded data", () => {
  it("starts from 0012 with the seeded rows and their references to users", async () => {
    expect(usersBefore).toBeGreaterThan(50);
    expect(refs).toEqual(
      expect.arrayContaining([
        "orders.user_id",
        "contracts.student_id",
        "session_enrolments.student_id",
      ]),
    );
    // Seeded bookings, orders and contracts are really there to be kept.
    for (const ref of ["orders.user_id", "contracts.student_id", "session_enrolments.student_id"]) {
      expect(
        Object.keys(before).filter((k) => k.startsWith(`${ref}:`)).length,
        ref,
      ).toBeGreaterThan(0);
    }
  });

  it("puts every student in a family and no one else", async () => {
    const [counts] = await rows(
      old,
      `select count(*) filter (where role = 'student' and family_id is null)::int as orphans,
              count(*) filter (where role <> 'student' and family_id is not null)::int as others,
              count(*)::int as total
       from users`,
    );
    expect(counts).toEqual({ orphans: 0, others: 0, total: usersBefore });
  });

  it("gives students on one mobile one family, and different mobiles different families", async () => {
    const perMobile = await rows(
      old,
      `select country_code, mobile, count(distinct family_id)::int as families
       from users where role = 'student' and mobile is not null group by 1, 2`,
    );
    expect(perMobile.every((m) => m.families === 1)).toBe(true);
    const perFamily = await rows(
      old,
      `select family_id, count(distinct (country_code, mobile))::int as mobiles
       from users where role = 'student' and mobile is not null group by 1`,
    );
    expect(perFamily.every((f) => f.mobiles === 1)).toBe(true);
    const [demo] = await rows(
      old,
      `select count(distinct family_id)::int as families, count(*)::int as children
       from users where email in ('${DEMO_ACCOUNTS.student.email}', '${DEMO_ACCOUNTS.sibling.email}')`,
    );
    expect(demo).toEqual({ families: 1, children: 2 });
  });

  it("keeps every booking, order, contract and other reference to a user where it was", async () => {
    const after = await countsPerUser(old, refs);
    expect(after).toEqual(before);
    expect(refs).toEqual(
      expect.arrayContaining(["session_enrolments.student_id", "orders.user_id"]),
    );
  });
});
