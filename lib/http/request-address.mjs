// The rule for the address of a request (issue 43.12), shared by the server process
// (scripts/server/request-target.mjs, before Next sees a request) and the route wrapper (the
// dynamic segments a handler gets). Plain JavaScript so the server process, which runs without
// TypeScript, shares it with the app.

export const BAD_ADDRESS_MESSAGE = "The address is not valid.";

const NUL = "\u0000";

/** decodeURIComponent, or null where the text holds a broken escape or bytes that are not UTF-8. */
function decoded(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * Whether a path, or a dynamic segment, is one the app can take: it decodes to text without a NUL,
 * and decodes once more the same way. Pages and handlers decode their segments again (a base64 id
 * arrives as `MTI%3D` or `MTI=`, a slug percent-encoded or not), so `%25ff` (a `%ff` once decoded)
 * or `%2500` (a NUL twice decoded) would reach them as a URIError or a NUL for the database.
 */
export function addressDecodes(text) {
  const once = decoded(String(text));
  if (once === null || once.includes(NUL)) return false;
  const twice = decoded(once);
  return twice !== null && !twice.includes(NUL);
}
