const INDIA_ZONES = new Set(["Asia/Kolkata", "Asia/Calcutta"]);

/**
 * A message's time for people, in the viewer's zone: "20 Nov 2026, 3:30:05 pm (IST)" in India,
 * otherwise with the zone's short name ("… GMT+4").
 */
export function formatSentAt(date: Date, timeZone: string): string {
  const india = INDIA_ZONES.has(timeZone);
  const text = new Intl.DateTimeFormat("en-IN", {
    timeZone,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    second: "2-digit",
    hour12: true,
    ...(india ? {} : { timeZoneName: "short" }),
  }).format(date);
  return india ? `${text} (IST)` : text;
}
