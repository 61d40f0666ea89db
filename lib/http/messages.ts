/** What the route wrapper answers when a guard refuses a request (one place for the wording). */
export const HTTP_MESSAGES = {
  tooLarge: "The request is too large.",
  jsonOnly: "Send the body as JSON with the header Content-Type: application/json.",
  badJson: "The request body is not valid JSON.",
  notAnObject: "The request body must be a JSON object.",
  badForm: "The request body is not a valid form.",
  badText: "The request contains text that is not valid UTF-8.",
  nulInText: "Text must not contain NUL characters.",
  crossSite: "This request must come from the site itself.",
  badIdempotencyKey: "Idempotency-Key must be 1 to 100 letters, digits, '-' or '_'.",
  idempotencyBusy: "This request is already being processed. Please wait a moment.",
  databaseDown: "The service is busy for a moment. Please try again in a few seconds.",
} as const;

/** Bodies of JSON calls are small; routes that take files or large texts name their own cap. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
