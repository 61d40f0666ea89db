import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as updateMarks } from "@/app/(api)/update-marks/route";
import { awardPoints } from "@/lib/engagement/points/award";
import { pointsLedger } from "@/lib/engagement/points/ledger";
import { POINTS } from "@/lib/engagement/points/rules";
import { MARK_TYPES } from "@/lib/classes/after/messages";
import { getAs } from "../support/classes-after-fixtures";
import { makeUser } from "../support/factories";
import { closeRacingDb, openRacingDb, type RacingDb } from "../support/racing-db";

// Awards race (decision 026): the unique (student, reason, ref) lets one of many concurrent awards
// of one event through; on Postgres each runs in its own transaction on its own connection.
let r: RacingDb;
beforeAll(async () => {
  r = await openRacingDb(6);
});
afterAll(async () => {
  await closeRacingDb(r);
});

describe("concurrent awards", () => {
  it("six transactions awarding one event: one entry, the others answer 0", async () => {
    const kid = await makeUser(r.t.db, { firstName: "Racer" });
    const now = new Date();
    const awarded = await Promise.all(
      Array.from({ length: 6 }, () =>
        r.pool.db.transaction((tx) =>
          awardPoints(tx, { studentId: kid.id, reason: "survey", ref: "session:1", now }),
        ),
      ),
    );
    expect(awarded.sort((a, b) => b - a)).toEqual([POINTS.survey, 0, 0, 0, 0, 0]);
    const ledger = await pointsLedger(r.t.db, kid.id);
    expect(ledger.entries).toHaveLength(1);
    expect(ledger.total_points).toBe(POINTS.survey);
  });

  it("six /update-marks calls at once: the marks and their points once", async () => {
    const kid = await makeUser(r.t.db, { firstName: "Quick" });
    const who = { id: kid.id, role: "student" as const };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => getAs(updateMarks, "/update-marks?type=quiz_completed", who)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const ledger = await pointsLedger(r.t.db, kid.id);
    expect(ledger.entries.map((e) => [e.reason, e.points])).toEqual([
      ["activity", MARK_TYPES.quiz_completed],
    ]);
  });
});
