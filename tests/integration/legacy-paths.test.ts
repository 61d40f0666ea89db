import { describe, expect, it } from "vitest";
import { POST as checkStartedRoot } from "@/app/(api)/check-meeting-started/route";
import { POST as joinNowRoot } from "@/app/(api)/join-class-now/route";
import { POST as checkStartedV1 } from "@/app/(api)/ng-api/v1/check-meeting-started/route";
import { POST as joinNowV1 } from "@/app/(api)/ng-api/v1/join-class-now/route";
import { POST as interestV1 } from "@/app/(api)/ng-api/v1/saveStudentsInterest/route";
import { POST as likeV1 } from "@/app/(api)/ng-api/v1/setLikeDislike/route";
import { POST as avatarV1 } from "@/app/(api)/ng-api/v1/uploadProfileAvatar/route";
import { POST as interestRoot } from "@/app/(api)/saveStudentsInterest/route";
import { POST as likeRoot } from "@/app/(api)/setLikeDislike/route";
import { GET as attendedClassmates } from "@/app/(api)/st/get-attended-slot-student-list/route";
import { GET as classmates } from "@/app/(api)/st/get-slot-student-list/route";
import { POST as avatarRoot } from "@/app/(api)/uploadProfileAvatar/route";
import { SESSION_STATUS } from "@/db/schema";
import { classmatesResponse } from "@/lib/classes/after/schemas";
import { canonicalPathOfSpec2Link } from "@/lib/catalog/courses/spec2-path";
import { postAs } from "../support/booking-fixtures";
import {
  afterClassTestContext,
  getAs,
  makeAfterClass,
  markAttended,
} from "../support/classes-after-fixtures";
import { makeCourse, makeUser } from "../support/factories";

// Issue 14, item 4: the paths the spec allows besides the ones we answered first.

const ctx = afterClassTestContext();

describe("the same calls on both bases", () => {
  it("answers join-class-now and check-meeting-started on the site root as on v1", async () => {
    expect(joinNowRoot).toBe(joinNowV1);
    expect(checkStartedRoot).toBe(checkStartedV1);
    const { session } = await makeAfterClass(ctx.t.db, ctx.cast.teacher.id, [ctx.cast.alice], 5);
    const root = await postAs(joinNowRoot, "/join-class-now", ctx.cast.alice, {
      slot_id: session.id,
    });
    const v1 = await postAs(joinNowV1, "/ng-api/v1/join-class-now", ctx.cast.alice, {
      slot_id: session.id,
    });
    expect(root.status).toBe(v1.status);
    expect(root.body).toEqual(v1.body);
  });

  it("answers saveStudentsInterest, setLikeDislike and uploadProfileAvatar on v1 as on the root", () => {
    expect(interestV1).toBe(interestRoot);
    expect(likeV1).toBe(likeRoot);
    expect(avatarV1).toBe(avatarRoot);
  });
});

describe("GET /st/get-slot-student-list and /st/get-attended-slot-student-list", () => {
  it("shows a student their classmates by first name only, and marks their own seat", async () => {
    const carol = await makeUser(ctx.t.db, {
      role: "student",
      firstName: "Carol",
      lastName: "Das",
    });
    const { session, enrolmentOf } = await makeAfterClass(
      ctx.t.db,
      ctx.cast.teacher.id,
      [ctx.cast.alice, ctx.cast.bob, { id: carol.id, status: SESSION_STATUS.cancelled }],
      -1,
    );
    await markAttended(ctx.t.db, enrolmentOf(ctx.cast.bob.id));
    const all = await getAs(
      classmates,
      `/st/get-slot-student-list?slot_id=${session.id}`,
      ctx.cast.alice,
    );
    expect(all.status).toBe(200);
    const parsed = classmatesResponse.parse(all.body);
    expect(parsed.studentList).toEqual([
      { name: "Alice", attended: false, is_me: true },
      { name: "Bob", attended: true, is_me: false },
    ]);
    // Nothing that identifies or reaches a classmate: no ids, no last names, no notices.
    expect(JSON.stringify(all.body)).not.toMatch(/Rao|Sen|student_id|notified_count/);
    const attended = await getAs(
      attendedClassmates,
      `/st/get-attended-slot-student-list?slot_id=${session.id}`,
      ctx.cast.alice,
    );
    expect(attended.body.studentList).toEqual([{ name: "Bob", attended: true, is_me: false }]);
  });

  it("refuses anyone without a seat in the class", async () => {
    const { session } = await makeAfterClass(ctx.t.db, ctx.cast.teacher.id, [ctx.cast.alice], -1);
    const path = `/st/get-slot-student-list?slot_id=${session.id}`;
    expect((await getAs(classmates, path, null)).status).toBe(401);
    expect((await getAs(classmates, path, ctx.cast.stranger)).status).toBe(403);
    expect((await getAs(classmates, path, ctx.cast.teacher)).status).toBe(403);
    expect((await getAs(classmates, "/st/x?slot_id=999999", ctx.cast.alice)).status).toBe(404);
  });
});

describe("spec 2's course links, /courses/{course}/{subject}", () => {
  it("resolve to the course's canonical address, and nothing else does", async () => {
    const course = await makeCourse(ctx.t.db, ctx.cast.subject);
    const [subject] = await ctx.t.db.query.subjects.findMany({
      where: (s, { eq }) => eq(s.id, ctx.cast.subject.id),
    });
    const [stream] = await ctx.t.db.query.streams.findMany({
      where: (s, { eq }) => eq(s.id, ctx.cast.subject.streamId),
    });
    expect(await canonicalPathOfSpec2Link(ctx.t.db, course.slug, subject!.slug)).toBe(
      `/courses/${stream!.slug}/${course.slug}`,
    );
    expect(await canonicalPathOfSpec2Link(ctx.t.db, course.slug, "not-its-subject")).toBeNull();
    expect(await canonicalPathOfSpec2Link(ctx.t.db, "no-such-course", subject!.slug)).toBeNull();
  });
});
