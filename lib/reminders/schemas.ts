import { z } from "zod";

/** The family's class-reminders switch (components/reminders/reminders-switch.tsx). */
export const remindersSwitchSchema = z.object({ enabled: z.boolean() });

/** Make (or remake: revoke the old) calendar feed address: nothing to fill in. */
export const issueFeedSchema = z.object({});
