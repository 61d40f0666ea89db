import type { Db } from "@/db/client";
import type { SessionUser } from "@/lib/auth/session-user";

/** Which items a queue page lists. */
export const QUEUE_VIEWS = ["open", "decided", "all"] as const;
export type QueueView = (typeof QUEUE_VIEWS)[number];

/** One item of a queue as the page shows it. */
export interface QueueItem {
  id: number;
  title: string;
  subtitle: string;
  createdAt: Date;
  /** Label / value pairs shown when the item is opened. */
  fields: [string, string][];
  /** Links shown with the fields (e.g. a teacher's private documents, which admins may read). */
  links?: { label: string; href: string }[];
  /**
   * Where the item is on a path (teacher applicants, decision 038): the step it waits at, since
   * when, and what it still lacks.
   */
  stage?: { step: string; since: Date; lacks: string[] };
  /** A link to the person the item is about (the console's person page), when there is one. */
  personId?: number | null;
  decision: { decision: string; reason: string; decidedAt: Date | null } | null;
}

export interface QueueListInput {
  view: QueueView;
  /** Free text the admin typed (matched by each queue as it sees fit). */
  q: string;
}

/**
 * A queue of things an admin decides on (issue 27). Adding a queue is one definition in
 * definitions.ts: how its items are listed and found, which decisions it offers, and (optionally)
 * what a decision does beyond being recorded. Decisions are recorded in queue_decisions (one per
 * item) and audited by decideQueueItem (decide.ts).
 */
export interface QueueDefinition {
  slug: string;
  title: string;
  description: string;
  decisions: readonly { value: string; label: string }[];
  list(db: Db, input: QueueListInput): Promise<QueueItem[]>;
  get(db: Db, id: number): Promise<QueueItem | null>;
  /**
   * What a decision does besides its record, inside the decision's transaction (e.g. a teacher's
   * review and the notice sent to them). Answers the item's state before and after for the audit.
   */
  onDecide?(
    tx: Db,
    input: { id: number; decision: string; reason: string; admin: SessionUser; now: Date },
  ): Promise<{ before?: unknown; after?: unknown }>;
  /** After the decision committed (e.g. drop cached public pages). */
  afterDecide?(input: { id: number; decision: string }): void;
}
