import type { z } from "zod";
import type { Db } from "@/db/client";
import { checkAccess, type Access } from "../auth/access";
import type { SessionUser } from "../auth/session-user";
import { badRequest, isAppError, type AppError } from "../errors";
import { currentRequestScope, inRequestScope } from "../log/request-context";
import { REQUEST_ID_HEADER } from "../log/request-id.mjs";
import type { RateLimitRule } from "../ratelimit/rules";
import { errorResponse } from "./error-response";
import { runIdempotent } from "./idempotency";
import { parseBody, readCappedBytes, readQuery } from "./read-request";
import { BAD_ADDRESS_MESSAGE, addressDecodes } from "./request-address.mjs";
import { checkCrossSite, type CrossSitePolicy } from "./same-origin";
import { assertCleanText } from "./text-safety";

export interface RouteDeps {
  getDb(): Promise<Db>;
  getUser(request: Request): Promise<SessionUser | null>;
  /** Spends one point of a rate-limit budget (throws 429 when it is spent). */
  consume(rule: RateLimitRule, key: string): Promise<void>;
  /** The caller's address, as the server process resolved it (scripts/server). */
  clientIp(request: Request): string;
  /** The server's clock (lib/clock now() in production: movable in end-to-end tests). */
  now(): Date;
}

/**
 * Everything a route declares about its guards. The wrapper applies them in a fixed order, before
 * the handler runs: cross-site check (writes), rate limits, who may call, query, body (capped while
 * it streams, JSON only with a JSON content type, UTF-8 and NUL-free), then idempotency.
 */
export interface RouteSpec<Q extends z.ZodType, B extends z.ZodType, A extends Access> {
  /** Schema of the query string (values arrive as strings; use z.coerce for numbers). */
  query?: Q;
  /** Schema of the body: JSON, urlencoded or multipart form data. */
  body?: B;
  /**
   * The body may also be a bare JSON array (a legacy client's form of the call, which the schema
   * takes). Otherwise a JSON body that is not an object is refused with 400 before the schema.
   */
  arrayBody?: boolean;
  /** Who may call; checked before the body is read. Default "public". */
  access?: A;
  /** Largest body accepted, in bytes (default DEFAULT_MAX_BODY_BYTES, 64 KiB). */
  maxBodyBytes?: number;
  /** Who may send a write (default "refuse": no foreign Origin or Sec-Fetch-Site). */
  crossSite?: CrossSitePolicy;
  /** A GET that changes data: it gets the cross-site check of a write. */
  changesData?: boolean;
  /** Rate-limit budgets spent per client address on every call. */
  rateLimit?: readonly RateLimitRule[];
  /**
   * The call's own error shape (a legacy call that answers e.g. `{ response: "failed", message }`):
   * maps a domain error thrown by a guard or the handler; anything it returns null for, and every
   * other error, gets the standard envelope.
   */
  errorShape?: (error: AppError) => Response | null;
  /** Honour an Idempotency-Key header: a retry answers the first result (for logged-in callers). */
  idempotent?: boolean;
  /**
   * Leave the request body unread: the handler streams it itself (large uploads, issue 17) and
   * enforces its own size limits while it streams. Not allowed together with `body`.
   */
  streamBody?: boolean;
}

/** The caller is typed non-null wherever the route requires a login. */
export type RouteUser<A extends Access> = A extends "public" ? SessionUser | null : SessionUser;

export interface RouteContext<Q, B, U> {
  /** The request; its body (when the route has no body schema) is the capped copy. */
  request: Request;
  query: Q;
  body: B;
  user: U;
  db: Db;
  params: Record<string, string | string[]>;
  /** The caller's address for rate limits and audit. */
  ip: string;
  /** The request's instant, read once before the guards: every service the handler calls takes it. */
  now: Date;
}

type NextContext = { params: Promise<Record<string, string | string[]>> };

/** A route handler built by the wrapper carries its spec, so a test can check every route's guards. */
export type GuardedHandler = ((request: Request, context?: NextContext) => Promise<Response>) & {
  guards: Readonly<RouteSpec<z.ZodType, z.ZodType, Access>>;
};

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Builds route handlers that guard, parse, authorize, call the handler and map every thrown error
 * to a response in one place. Handlers return a Response, or a plain object sent as JSON (200).
 */
export function createRoute(deps: RouteDeps) {
  return function route<
    Q extends z.ZodType = z.ZodUndefined,
    B extends z.ZodType = z.ZodUndefined,
    A extends Access = "public",
  >(
    spec: RouteSpec<Q, B, A>,
    handler: (
      ctx: RouteContext<z.output<Q>, z.output<B>, RouteUser<A>>,
    ) => Promise<Response | object>,
  ): GuardedHandler {
    const answer = async (request: Request, context?: NextContext): Promise<Response> => {
      try {
        const now = deps.now();
        const method = request.method.toUpperCase();
        if (WRITE_METHODS.has(method) || spec.changesData) {
          checkCrossSite(request, spec.crossSite ?? "refuse");
        }
        const ip = deps.clientIp(request);
        for (const rule of spec.rateLimit ?? []) await deps.consume(rule, ip);
        const user = checkAccess(await deps.getUser(request), spec.access ?? "public");
        const params = checkedParams((await context?.params) ?? {});
        const query = spec.query ? spec.query.parse(readQuery(request)) : undefined;
        let body: unknown = undefined;
        let req = request;
        if (method !== "GET" && method !== "HEAD" && !spec.streamBody) {
          const bytes = await readCappedBytes(request, spec.maxBodyBytes);
          const type = request.headers.get("content-type");
          if (spec.body) {
            body = spec.body.parse(await parseBody(bytes, type, { arrayBody: spec.arrayBody }));
          } else req = withBody(request, bytes);
        }
        const db = await deps.getDb();
        const run = (db: Db) =>
          handler({ request: req, query, body, user, db, params, ip, now } as RouteContext<
            z.output<Q>,
            z.output<B>,
            RouteUser<A>
          >).then((result) => (result instanceof Response ? result : Response.json(result)));
        const key = request.headers.get("idempotency-key");
        if (spec.idempotent && key !== null && user) {
          return await runIdempotent(db, { userId: user.id, route: pathOf(request), key }, run);
        }
        return await run(db);
      } catch (error) {
        const shaped = isAppError(error) && spec.errorShape?.(error);
        return shaped ? withRequestId(shaped) : errorResponse(error);
      }
    };
    // Every line logged and every error answered while it runs names the request (lib/log).
    const guarded = (request: Request, context?: NextContext) =>
      inRequestScope(request, () => answer(request, context));
    return Object.assign(guarded, { guards: spec as GuardedHandler["guards"] });
  };
}

/**
 * The dynamic segments, refused with 400 unless each decodes (again) to text without a NUL:
 * handlers decode their segments once more (lib/http/request-address.mjs, issue 43.12).
 */
function checkedParams(params: Record<string, string | string[]>) {
  for (const value of Object.values(params).flat()) {
    if (!addressDecodes(value)) throw badRequest(BAD_ADDRESS_MESSAGE);
  }
  return assertCleanText(params);
}

/** The request again, its body replaced by the capped bytes already read. */
function withBody(request: Request, bytes: Uint8Array): Request {
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: bytes.byteLength ? (bytes as BodyInit) : undefined,
    signal: request.signal,
  });
}

/** A call's own error shape carries the request id in its header (its body is the legacy's). */
function withRequestId(response: Response): Response {
  const scope = currentRequestScope();
  if (scope && !response.headers.has(REQUEST_ID_HEADER))
    response.headers.set(REQUEST_ID_HEADER, scope.requestId);
  return response;
}

function pathOf(request: Request): string {
  return new URL(request.url).pathname;
}
