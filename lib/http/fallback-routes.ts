import "server-only";
import type { GuardedHandler } from "./create-route";
import { HTTP_METHODS, methodNotAllowed, unknownCall, type HttpMethod } from "./fallback-answers";
import { route } from "./route";

const refusals = new WeakSet<GuardedHandler>();

/** True for a handler made by otherMethods(): the route file does not take that method. */
export const isOtherMethod = (handler: GuardedHandler) => refusals.has(handler);

/**
 * Handlers for the methods a route file does not take, so they answer 405 in the error envelope
 * with an Allow header instead of Next.js's empty 405. Every route file ends with
 * `export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");` naming what it takes.
 */
export function otherMethods(...allowed: HttpMethod[]): Record<HttpMethod, GuardedHandler> {
  const refuse = route({}, async ({ request }) => methodNotAllowed(request.method, allowed));
  refusals.add(refuse);
  return Object.fromEntries(HTTP_METHODS.map((m) => [m, refuse])) as Record<
    HttpMethod,
    GuardedHandler
  >;
}

/**
 * Every method of a catch-all `[...path]` route for unknown calls: 404 in the error envelope,
 * naming the path as the client sent it (`base` + the caught segments).
 */
export function unknownCallRoutes(
  base: "/" | "/api/" | "/ng-api/",
): Record<HttpMethod, GuardedHandler> {
  const answer = route({}, async ({ request, params }) =>
    unknownCall(request.method, base + [params.path ?? []].flat().join("/")),
  );
  return Object.fromEntries(HTTP_METHODS.map((m) => [m, answer])) as Record<
    HttpMethod,
    GuardedHandler
  >;
}
