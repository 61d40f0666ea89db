import type { Db } from "@/db/client";

/**
 * How a failed job is tried again: up to `retryLimit` more times, the first after `retryDelayS`
 * seconds; with `retryBackoff` each wait doubles (with jitter: between d·2ⁿ⁻¹ and d·2ⁿ seconds).
 */
export interface RetryPolicy {
  retryLimit: number;
  retryDelayS: number;
  retryBackoff: boolean;
}

/** A queue's settings: its retry policy and how long one attempt may run before it counts as failed. */
export interface QueuePolicy extends RetryPolicy {
  expireInS?: number;
}

/** One attempt at a job, as its handler sees it. */
export interface Job<T> {
  id: string;
  name: string;
  data: T;
  /** 1 for the first attempt. */
  attempt: number;
  /** True when a failure now will not be retried (the job ends failed). */
  lastAttempt: boolean;
}

/**
 * Runs one attempt. Throwing fails the attempt (retried per the queue's policy), so a handler must
 * be idempotent: it may run again after a crash between its work and the queue's bookkeeping.
 * What it answers is stored as the job's output.
 */
export type JobHandler<T> = (job: Job<T>) => Promise<unknown>;

export interface SendOptions {
  /**
   * Enqueue through this database handle: pass the caller's transaction, and the job exists only if
   * that transaction commits.
   */
  db?: Db;
  /** Not before this instant. */
  startAfter?: Date;
}

export interface DrainOptions {
  /** Also run jobs waiting for a later time (retries in their backoff, startAfter): tests only. */
  includeDelayed?: boolean;
  /** Stop after this many attempts (a guard against a job that keeps adding jobs). Default 1,000. */
  maxAttempts?: number;
}

export interface DrainReport {
  completed: number;
  failed: number;
}

/** The part of a queue that code sending work needs. */
export interface JobSender {
  /** Adds a job to a declared queue and answers its id. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string>;
}

/**
 * A Postgres-backed job queue (pg-boss on the server's database, or in-process on the embedded
 * PGlite). Start it, declare each queue (every process, workers or not, since a send needs its
 * queue), then register handlers and schedules.
 */
export interface JobQueue extends JobSender {
  /** Connects and creates or upgrades the queue's own tables (schema pgboss). */
  start(): Promise<void>;
  /** Declares a queue with its policy; idempotent, and a changed policy is applied. */
  declare(name: string, policy: QueuePolicy): Promise<void>;
  /** Registers the handler of a queue; with workers on, this process polls it from now on. */
  work<T>(name: string, handler: JobHandler<T>): Promise<void>;
  /**
   * Sends an empty job to the queue on a cron schedule (UTC). Stored in the database by name, so
   * every server registering it keeps one schedule, and each occurrence fires once.
   */
  schedule(name: string, cron: string): Promise<void>;
  /** Runs the due jobs of every registered handler in this process until none is left. */
  drain(options?: DrainOptions): Promise<DrainReport>;
  /** Stops polling, lets running jobs finish (a few seconds at most) and closes its connection. */
  stop(): Promise<void>;
}
