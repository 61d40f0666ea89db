// The path of a request must decode: Next.js answers 500 when a dynamic segment holds a broken
// percent-escape (e.g. /teacher-profile/%ff), so such requests are refused with 400 here.

export const BAD_TARGET_MESSAGE = "The address is not valid.";

/** Is the path of this request target (e.g. "/a/%ff?x=1") valid percent-encoded UTF-8? */
export function pathDecodes(target) {
  const path = String(target ?? "/").split("?")[0];
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
