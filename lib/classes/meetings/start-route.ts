import "server-only";
import { route } from "@/lib/http/route";
import { startMeetingRequest } from "../live-schemas";
import { getVideoDeps } from "./app-deps";
import { startMeetingCall } from "./calls";
import type { StartKind } from "./start";

/**
 * The POST handler of ceate-and-join-meeting (any class), {v2}ceate-and-join-demo (demos only) and
 * {v2}ceate-and-join-class (no demos): the class's teacher starts it.
 */
export const startMeetingRoute = (kind: StartKind) =>
  route({ body: startMeetingRequest, access: ["teacher"] }, ({ db, user, body, now }) => {
    return startMeetingCall(db, getVideoDeps(), user, body, kind, now);
  });
