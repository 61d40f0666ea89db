"use server";

import { z } from "zod";
import { action } from "../actions/action";
import { now } from "../clock";
import { decideKyc } from "./kyc/kyc";
import { reviewDecision } from "./kyc/schemas";
import { decideResume } from "./resume/resume";
import { updateTeacherProfile } from "./settings/profile";
import { teacherProfileForm } from "./settings/schemas";

const teacherReview = z.intersection(reviewDecision, z.object({ kind: z.enum(["kyc", "resume"]) }));

/** Admin: approve a pending KYC or resume, or reject it with a reason the teacher sees. */
export const reviewTeacherAction = action(
  { schema: teacherReview, access: ["admin"] },
  async (input, { db, user }) =>
    input.kind === "kyc"
      ? decideKyc(db, user!, input, now())
      : decideResume(db, user!, input, now()),
);

/** The teacher's own public profile (settings screen). */
export const updateTeacherProfileAction = action(
  { schema: teacherProfileForm, access: ["teacher"] },
  async (input, { db, user }) => updateTeacherProfile(db, user!.id, input),
);
