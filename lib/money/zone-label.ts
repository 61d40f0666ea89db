import { currencyForTimeZone, CURRENCY_SYMBOL } from "./currency";

function zoneNamePart(zone: string, at: Date, locale: string, style: "short" | "shortOffset") {
  const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? "";
}

/** "GMT−5", "GMT+5:30", "GMT" for a zone at an instant (typographic minus, as people read it). */
export function zoneOffsetLabel(zone: string, at: Date): string {
  const offset = zoneNamePart(zone, at, "en-US", "shortOffset");
  return (offset === "GMT+0" ? "GMT" : offset).replace("-", "\u2212");
}

/** The city of an IANA zone as people say it: "America/New_York" is "New York". */
export function zoneCity(zone: string): string {
  const city = zone.split("/").pop() ?? zone;
  if (zone === "Asia/Calcutta") return "Kolkata";
  return city.replace(/_/g, " ");
}

/**
 * How a zone is named to a visitor: "New York (GMT−5)", "Kolkata (IST, GMT+5:30)". India's zone
 * carries its everyday abbreviation (IST), which is what families there read on a timetable.
 */
export function zoneLabel(zone: string, at: Date): string {
  const offset = zoneOffsetLabel(zone, at);
  const abbr = zoneNamePart(zone, at, "en-IN", "short");
  const named = /^[A-Z]{2,5}$/.test(abbr) && abbr !== "GMT" && abbr !== "UTC" ? `${abbr}, ` : "";
  return `${zoneCity(zone)} (${named}${offset})`;
}

/** "$ (USD)" / "₹ (INR)": the currency a zone's prices are shown in. */
export function zoneCurrencyLabel(zone: string): string {
  const currency = currencyForTimeZone(zone);
  return `${CURRENCY_SYMBOL[currency]} (${currency})`;
}
