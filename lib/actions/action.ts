import "server-only";
import { getDb } from "@/db";
import { getSessionUser } from "../auth/session";
import { createAction } from "./create-action";

/** The server-action wrapper every lib/<domain>/actions.ts uses. See create-action.ts. */
export const action = createAction({ getDb, getUser: getSessionUser });
