import { AppError, notFound } from "../errors";
import { errorResponse } from "./error-response";

/** The methods a route file can answer (HEAD and OPTIONS Next.js derives from them). */
export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** 405 in the error envelope, naming the methods the path takes (and in the Allow header). */
export function methodNotAllowed(method: string, allowed: readonly HttpMethod[]): Response {
  const allow = allowed.join(", ");
  const response = errorResponse(
    new AppError(405, "method_not_allowed", `This call does not take ${method}; use ${allow}.`),
  );
  response.headers.set("allow", allow);
  return response;
}

/** 404 in the error envelope, for a call no route answers (never the HTML not-found page). */
export function unknownCall(method: string, pathname: string): Response {
  return errorResponse(notFound(`No call answers ${method} ${pathname}.`));
}
