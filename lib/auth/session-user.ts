import type { Role } from "./roles";

/** What a request knows about its caller: read from the JWT session, never from the client. */
export interface SessionUser {
  id: number;
  role: Role;
  name: string;
  prefix: string;
}
