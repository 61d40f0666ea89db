/**
 * Is this an IANA time-zone name the runtime knows (Asia/Kolkata, America/New_York, UTC)? Offsets
 * and free text are refused; the name is stored as given and used with Intl for display.
 */
export function isIanaTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
