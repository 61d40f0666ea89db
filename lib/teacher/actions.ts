"use server";

import { action } from "../actions/action";
import { updateTeacherProfile } from "./settings/profile";
import { teacherProfileForm } from "./settings/schemas";

/** The teacher's own public profile (settings screen). */
export const updateTeacherProfileAction = action(
  { schema: teacherProfileForm, access: ["teacher"] },
  async (input, { db, user }) => updateTeacherProfile(db, user!.id, input),
);
