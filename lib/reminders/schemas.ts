import { z } from "zod";

/** The family's class-reminders switch (components/reminders/reminders-switch.tsx). */
export const remindersSwitchSchema = z.object({ enabled: z.boolean() });

/** Make (or remake: revoke the old) calendar feed address: nothing to fill in. */
export const issueFeedSchema = z.object({});

/** What the reminder settings show: a feed address exists; the family's switch (students only). */
export interface ReminderSettings {
  hasFeed: boolean;
  /** Null for a teacher (teachers' reminders have no switch). */
  remindersOn: boolean | null;
}
