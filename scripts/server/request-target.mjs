// The address of a request must be one the app can take (lib/http/request-address.mjs): Next.js
// answers 500 when a dynamic segment holds a broken percent-escape (e.g. /teacher-profile/%ff),
// and a page that decodes its segment again hands a NUL (%00, %2500) to the database, so such
// requests are refused with 400 here. An encoded NUL in the query string is refused too: pages read
// their search parameters without the route wrapper's NUL check (issue 43.12).
import { BAD_ADDRESS_MESSAGE, addressDecodes } from "../../lib/http/request-address.mjs";

export const BAD_TARGET_MESSAGE = BAD_ADDRESS_MESSAGE;

/** Is this request target (e.g. "/a/%ff?x=1") one the app can take? */
export function pathDecodes(target) {
  const [path = "/", ...query] = String(target ?? "/").split("?");
  return addressDecodes(path) && !/%00/i.test(query.join("?"));
}
