import type { z } from "zod";
import type { Db } from "@/db/client";
import { checkAccess, type Access } from "../auth/access";
import type { SessionUser } from "../auth/session-user";
import { isAppError, type FieldErrors } from "../errors";
import { reportUnexpected } from "../log/report-unexpected";
import { zodFieldErrors } from "../validation";

export type ActionResult<T> =
  { ok: true; data: T } | { ok: false; message: string; fieldErrors: FieldErrors; status: number };

export interface ActionDeps {
  getDb(): Promise<Db>;
  getUser(): Promise<SessionUser | null>;
}

export const INVALID_FORM_MESSAGE = "Please correct the highlighted fields.";
export const UNEXPECTED_MESSAGE = "Something went wrong. Please try again later";

/**
 * Builds server actions: parse the input with the form's shared zod schema, resolve the session,
 * check the role, run the handler, and answer with every field's errors instead of throwing.
 * The input is never echoed back, so secrets typed into a form never travel back to the page.
 */
export function createAction(deps: ActionDeps) {
  return function action<S extends z.ZodType, T>(
    options: { schema: S; access?: Access },
    handler: (input: z.output<S>, ctx: { user: SessionUser | null; db: Db }) => Promise<T>,
  ) {
    return async (input: z.input<S>): Promise<ActionResult<T>> => {
      try {
        const parsed = options.schema.safeParse(input);
        if (!parsed.success) {
          return {
            ok: false,
            status: 400,
            message: INVALID_FORM_MESSAGE,
            fieldErrors: zodFieldErrors(parsed.error),
          };
        }
        const user = checkAccess(await deps.getUser(), options.access ?? "public");
        const data = await handler(parsed.data, { user, db: await deps.getDb() });
        return { ok: true, data };
      } catch (error) {
        if (isAppError(error)) {
          return {
            ok: false,
            status: error.status,
            message: error.message,
            fieldErrors: error.fieldErrors ?? {},
          };
        }
        // Next.js signals redirects and notFound() by throwing; let those through.
        if (isNextControlFlow(error)) throw error;
        reportUnexpected(error, "Unhandled error in server action");
        return { ok: false, status: 500, message: UNEXPECTED_MESSAGE, fieldErrors: {} };
      }
    };
  };
}

function isNextControlFlow(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return (
    typeof digest === "string" &&
    /^(NEXT_REDIRECT|NEXT_HTTP_ERROR_FALLBACK|NEXT_NOT_FOUND)/.test(digest)
  );
}
