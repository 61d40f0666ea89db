import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as apply } from "@/app/(api)/teacher-training-program/route";
import { teacherTrainingApplications } from "@/db/schema/teacher";
import { TRAINING_MESSAGES as M } from "@/lib/teacher/training/messages";
import { trainingApplicationResponse } from "@/lib/teacher/training/responses";
import { postAs } from "../support/booking-fixtures";
import { createTestDatabase, useAsAppDatabase, type TestDatabase } from "../support/test-db";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  useAsAppDatabase(t);
});
afterAll(async () => {
  await t.destroy();
});

const good = {
  applicant_name: "Meera Rao",
  email: "Meera@Example.com",
  country_code: "+91",
  phone_number: "9876543210",
  ready_to_pay: "yes",
  have_laptop: "yes",
  have_keyboard: "no",
  teaching_experience_years: "1-3",
  english_proficiency: "4",
  ready_to_join_tutorlive: "yes",
  preferred_timeslot: "evening",
};

describe("teacher-training-program", () => {
  it("answers 422 with every field's message when everything is missing; nothing saved", async () => {
    const r = await postAs(apply, "/teacher-training-program", null, {});
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({
      applicant_name: M.applicantName,
      email: M.emailRequired,
      country_code: M.phoneRequired,
      phone_number: M.phoneRequired,
      ready_to_pay: M.readyToPay,
      have_laptop: M.haveLaptop,
      have_keyboard: M.haveKeyboard,
      teaching_experience_years: M.experience,
      english_proficiency: M.english,
      ready_to_join_tutorlive: M.readyToJoin,
      preferred_timeslot: M.timeslot,
    });
    expect(await t.db.select().from(teacherTrainingApplications)).toEqual([]);
  });

  it("gives the phone and e-mail messages of the spec", async () => {
    const msg = async (over: Record<string, string>) =>
      (await postAs(apply, "/x", null, { ...good, ...over })).body.errors;
    expect((await msg({ phone_number: "98765abcde" })).phone_number).toBe(M.phoneDigits);
    expect((await msg({ phone_number: "987654321" })).phone_number).toBe(M.phoneShort);
    expect((await msg({ phone_number: "98765432101" })).phone_number).toBe(M.phoneLong);
    expect((await msg({ email: "meera@" })).email).toBe(M.emailInvalid);
    expect((await msg({ english_proficiency: "6" })).english_proficiency).toBe(M.english);
  });

  it("saves an application (status true) and answers status false for the same e-mail", async () => {
    const r = await postAs(apply, "/teacher-training-program", null, good);
    expect(r.status).toBe(200);
    expect(trainingApplicationResponse.parse(r.body)).toEqual({ status: true, message: M.applied });
    const again = await postAs(apply, "/x", null, { ...good, email: "meera@example.com" });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ status: false, message: M.duplicate });
    const rows = await t.db.select().from(teacherTrainingApplications);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "meera@example.com",
      readyToJoin: true,
      haveKeyboard: false,
      englishProficiency: 4,
    });
  });
});
