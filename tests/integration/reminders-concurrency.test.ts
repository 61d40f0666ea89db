import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DbHandle } from "@/db/client";
import { classReminders, outboxMessages, users } from "@/db/schema";
import { sendDueReminders } from "@/lib/reminders/send-reminders";
import { liveClass } from "../support/classes-live-fixtures";
import { makeTeacher, makeUser } from "../support/factories";
import { closeRacingDb, openRacingDb } from "../support/racing-db";
import type { TestDatabase } from "../support/test-db";

// Several workers run the reminder job at the same minute. On the Postgres server they really run
// at once, each on its own connection (a pool of N); PGlite has one connection, so there they run
// one after another. Either way every reminder is recorded and queued exactly once.

const N = 6;
const CLASSES = 5;
let t: TestDatabase;
let pool: DbHandle;
let subject: { id: number; streamId: number };

beforeAll(async () => ({ t, pool, subject } = await openRacingDb(N)));
afterAll(() => closeRacingDb({ t, pool }));

it("two or more workers running the job at once never send a reminder twice", async () => {
  const base = Date.now() + 2 * 24 * 3_600_000;
  const sessions = [];
  const addresses: string[] = [];
  for (let i = 0; i < CLASSES; i++) {
    const { user: teacher } = await makeTeacher(t.db, subject);
    const kids = [
      await makeUser(t.db, { role: "student" }),
      await makeUser(t.db, { role: "student" }),
    ];
    sessions.push(
      await liveClass(t.db, {
        teacherId: teacher.id,
        startsIn: i,
        at: new Date(base),
        students: kids.map((k) => ({ id: k.id })),
      }),
    );
    addresses.push(teacher.email!, ...kids.map((k) => k.email!));
  }
  const now = new Date(base + CLASSES * 60_000 - 24 * 3_600_000 + 60_000);
  const workers = Array.from(
    { length: N },
    () => () =>
      sendDueReminders(pool.db, now, { transports: {}, origin: "https://tutorlive.test" }),
  );
  const sent =
    t.kind === "postgres"
      ? await Promise.all(workers.map((w) => w()))
      : await workers.reduce<Promise<number[]>>(
          async (done, w) => [...(await done), await w()],
          Promise.resolve([]),
        );
  // Per class: one reminder to each of its two families and one to its teacher.
  expect(sent.reduce((a, b) => a + b, 0)).toBe(CLASSES * 3);
  const ids = sessions.map((s) => s.id);
  const rows = await t.db
    .select()
    .from(classReminders)
    .where(inArray(classReminders.sessionId, ids));
  expect(rows).toHaveLength(CLASSES * 3);
  // Each recipient: one SMS and one e-mail, never two of either.
  const mails = await t.db
    .select({ to: outboxMessages.to })
    .from(outboxMessages)
    .where(eq(outboxMessages.channel, "email"));
  const familyEmails = await t.db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, addresses));
  expect(familyEmails).toHaveLength(addresses.length);
  expect(mails.map((m) => m.to).sort()).toEqual([...new Set(mails.map((m) => m.to))].sort());
  expect(mails).toHaveLength(CLASSES * 3);
});
