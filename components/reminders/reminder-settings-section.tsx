import type { SessionUser } from "@/lib/auth/session-user";
import { reminderSettingsFor } from "@/lib/reminders/load-settings";
import { ReminderSettings } from "./reminder-settings";

/** Loads and shows the reminders and calendar settings of the signed-in family or teacher. */
export async function ReminderSettingsSection({ user }: { user: SessionUser }) {
  return <ReminderSettings settings={await reminderSettingsFor(user)} />;
}
