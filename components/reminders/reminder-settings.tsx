import type { ReminderSettings as Settings } from "@/lib/reminders/schemas";
import { CalendarFeedCard } from "./calendar-feed-card";
import { RemindersSwitch } from "./reminders-switch";

/** The dashboards' reminders and calendar block (decision 022). */
export function ReminderSettings({ settings }: { settings: Settings }) {
  return (
    <div className="mt-8 grid gap-6 rounded-lg border border-slate-200 bg-white p-4 sm:p-6 md:grid-cols-2">
      <CalendarFeedCard hasFeed={settings.hasFeed} />
      {settings.remindersOn !== null && <RemindersSwitch enabled={settings.remindersOn} />}
    </div>
  );
}
