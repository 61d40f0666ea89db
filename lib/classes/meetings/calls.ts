import type { z } from "zod";
import type { Db } from "@/db/client";
import { requireUser } from "@/lib/auth/access";
import type { SessionUser } from "@/lib/auth/session-user";
import type { startMeetingRequest } from "../live-schemas";
import type { VideoDeps } from "./from-env";
import { resumeMeeting, startMeeting, type StartKind } from "./start";

type StartBody = z.output<typeof startMeetingRequest>;

/** ceate-and-join-meeting, ceate-and-join-demo and ceate-and-join-class: the legacy payload in. */
export function startMeetingCall(
  db: Db,
  deps: VideoDeps,
  user: SessionUser | null,
  body: StartBody,
  kind: StartKind,
  now: Date,
) {
  return startMeeting(
    db,
    deps,
    requireUser(user),
    { slotId: body.slot_id, userId: body.user_id, freeLicence: body.free_licence === true },
    kind,
    now,
  );
}

/** resume-meeting. */
export function resumeMeetingCall(
  db: Db,
  deps: VideoDeps,
  user: SessionUser | null,
  body: StartBody,
  now: Date,
) {
  return resumeMeeting(
    db,
    deps,
    requireUser(user),
    { slotId: body.slot_id, userId: body.user_id },
    now,
  );
}
