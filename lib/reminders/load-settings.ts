import "server-only";
import { getDb } from "@/db";
import type { SessionUser } from "../auth/session-user";
import { loadReminderSettings } from "./settings";

/** The dashboards' loader of the reminder settings (components/reminders/reminder-settings-section). */
export async function reminderSettingsFor(user: SessionUser) {
  return loadReminderSettings(await getDb(), user);
}
