import type { z } from "zod";
import type { Db } from "@/db/client";
import { checkAccess, type Access } from "../auth/access";
import type { SessionUser } from "../auth/session-user";
import { errorResponse } from "./error-response";
import { readBody, readQuery } from "./read-request";
import { assertSameOrigin } from "./same-origin";

export interface RouteDeps {
  getDb(): Promise<Db>;
  getUser(request: Request): Promise<SessionUser | null>;
}

export interface RouteSpec<Q extends z.ZodType, B extends z.ZodType> {
  /** Schema of the query string (values arrive as strings; use z.coerce for numbers). */
  query?: Q;
  /** Schema of the body: JSON, urlencoded or multipart form data. */
  body?: B;
  access?: Access;
  /** Refuse cross-site posts (cookie-carrying form posts from the browser). */
  sameOrigin?: boolean;
}

export interface RouteContext<Q, B> {
  request: Request;
  query: Q;
  body: B;
  user: SessionUser | null;
  db: Db;
  params: Record<string, string | string[]>;
}

type NextContext = { params: Promise<Record<string, string | string[]>> };

/**
 * Builds route handlers that parse, authorize, call the handler and map every thrown error to a
 * response in one place. Handlers return a Response, or a plain object sent as JSON with status 200.
 */
export function createRoute(deps: RouteDeps) {
  return function route<Q extends z.ZodType = z.ZodUndefined, B extends z.ZodType = z.ZodUndefined>(
    spec: RouteSpec<Q, B>,
    handler: (ctx: RouteContext<z.output<Q>, z.output<B>>) => Promise<Response | object>,
  ) {
    return async (request: Request, context?: NextContext): Promise<Response> => {
      try {
        if (spec.sameOrigin) assertSameOrigin(request);
        const query = spec.query ? spec.query.parse(readQuery(request)) : undefined;
        const body = spec.body ? spec.body.parse(await readBody(request)) : undefined;
        const user = checkAccess(await deps.getUser(request), spec.access ?? "public");
        const params = (await context?.params) ?? {};
        const db = await deps.getDb();
        const result = await handler({ request, query, body, user, db, params } as RouteContext<
          z.output<Q>,
          z.output<B>
        >);
        return result instanceof Response ? result : Response.json(result);
      } catch (error) {
        return errorResponse(error);
      }
    };
  };
}
