"use server";

import { action } from "../actions/action";
import { siteUrl } from "../site";
import { issueFeedSchema, remindersSwitchSchema } from "./schemas";
import { issueFeedUrl, setFamilyReminders } from "./settings";

export const setClassRemindersAction = action(
  { schema: remindersSwitchSchema, access: ["student"] },
  async ({ enabled }, { db, user }) => setFamilyReminders(db, user!, enabled),
);

export const issueCalendarFeedAction = action(
  { schema: issueFeedSchema, access: ["student", "teacher"] },
  async (_input, { db, user }) => issueFeedUrl(db, user!, siteUrl()),
);
