import { inArray, sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import type { Db } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { now as serverNow } from "../clock";
import { FAILURE_RULES, cooldownS, type FailureRule } from "./rules";

/** One failure budget of one key (a rule and its key: an identifier, an address, or both). */
export type BudgetKey = readonly [FailureRule, string];

/**
 * Where failure budgets are kept: per key a count (forgotten `forgetAfterS` after its first failure)
 * and a cooldown (`#wait`). Every change is atomic over all the keys of one attempt, so concurrent
 * attempts (on one server or many) cannot all read "no cooldown" before any of them counts.
 */
export interface FailureStore {
  /**
   * Counts one failure in each key and starts the cooldowns the new counts call for, in one atomic
   * step. With `refuseWhileCooling`, when any key is cooling down nothing is counted and the longest
   * wait (ms) is answered instead; 0 means counted.
   */
  charge(keys: readonly BudgetKey[], refuseWhileCooling: boolean): Promise<number>;
  /** Takes one counted failure back (the attempt succeeded); below the free count, no cooldown. */
  refund(key: BudgetKey): Promise<void>;
  /** Milliseconds the key still cools down (0: none). */
  waitMs(key: BudgetKey): Promise<number>;
  /** Forgets a key's count and cooldown. */
  forget(key: BudgetKey): Promise<void>;
}

const countKey = ([rule, key]: BudgetKey) => `${rule}:${key.toLowerCase()}`;
const waitKey = (k: BudgetKey) => `${countKey(k)}#wait`;

/**
 * Postgres (table rate_limits): one transaction per change, the keys locked in a fixed order. Times
 * are the server's clock (lib/clock), the one the end-to-end tests move.
 */
export function databaseFailureStore(db: Db, clock: () => Date = serverNow): FailureStore {
  type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
  const lock = async (tx: Tx, keys: readonly BudgetKey[]) => {
    for (const name of [...new Set(keys.map(countKey))].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rl:${name}`}, 0))`);
    }
  };
  const upsert = (tx: Tx, key: string, points: number, expire: Date) =>
    tx
      .insert(rateLimits)
      .values({ key, points, expire })
      .onConflictDoUpdate({ target: rateLimits.key, set: { points, expire } });
  return {
    async charge(keys, refuseWhileCooling) {
      const now = clock().getTime();
      return db.transaction(async (tx) => {
        await lock(tx, keys);
        const rows = await tx
          .select()
          .from(rateLimits)
          .where(inArray(rateLimits.key, [...keys.map(countKey), ...keys.map(waitKey)]));
        const alive = new Map(
          rows.filter((r) => r.expire === null || r.expire.getTime() > now).map((r) => [r.key, r]),
        );
        if (refuseWhileCooling) {
          const waits = keys.map((k) => (alive.get(waitKey(k))?.expire?.getTime() ?? now) - now);
          const longest = Math.max(0, ...waits);
          if (longest > 0) return longest;
        }
        for (const k of keys) {
          const budget = FAILURE_RULES[k[0]];
          const row = alive.get(countKey(k));
          const count = (row?.points ?? 0) + 1;
          const expire = row?.expire ?? new Date(now + budget.forgetAfterS * 1000);
          await upsert(tx, countKey(k), count, expire);
          const wait = cooldownS(budget, count);
          if (wait > 0) await upsert(tx, waitKey(k), 1, new Date(now + wait * 1000));
        }
        return 0;
      });
    },
    async refund(k) {
      await db.transaction(async (tx) => {
        await lock(tx, [k]);
        const [row] = await tx
          .update(rateLimits)
          .set({ points: sql`${rateLimits.points} - 1` })
          .where(inArray(rateLimits.key, [countKey(k)]))
          .returning({ points: rateLimits.points });
        const left = row?.points ?? 0;
        const gone = [
          ...(left <= 0 ? [countKey(k)] : []),
          ...(left < FAILURE_RULES[k[0]].free ? [waitKey(k)] : []),
        ];
        if (gone.length) await tx.delete(rateLimits).where(inArray(rateLimits.key, gone));
      });
    },
    async waitMs(k) {
      const [row] = await db
        .select({ expire: rateLimits.expire })
        .from(rateLimits)
        .where(inArray(rateLimits.key, [waitKey(k)]));
      return Math.max(0, (row?.expire?.getTime() ?? 0) - clock().getTime());
    },
    async forget(k) {
      await db.delete(rateLimits).where(inArray(rateLimits.key, [countKey(k), waitKey(k)]));
    },
  };
}

/** KEYS: count and wait key of each budget; ARGV: refuse flag, then free, first, max, forget (ms). */
const CHARGE_LUA = `
local n = #KEYS / 2
if ARGV[1] == '1' then
  local longest = 0
  for i = 1, n do
    local t = redis.call('PTTL', KEYS[2 * i])
    if t > longest then longest = t end
  end
  if longest > 0 then return longest end
end
for i = 1, n do
  local a = 1 + (i - 1) * 4
  local free, first, max, forget =
    tonumber(ARGV[a + 1]), tonumber(ARGV[a + 2]), tonumber(ARGV[a + 3]), tonumber(ARGV[a + 4])
  local c = redis.call('INCR', KEYS[2 * i - 1])
  if c == 1 then redis.call('PEXPIRE', KEYS[2 * i - 1], forget) end
  if c >= free then
    local d = math.min(c - free, 30)
    local w = math.min(first * (2 ^ d), max)
    redis.call('SET', KEYS[2 * i], '1', 'PX', math.floor(w))
  end
end
return 0`;

/** KEYS: count and wait key; ARGV: the budget's free count. */
const REFUND_LUA = `
local c = redis.call('DECR', KEYS[1])
if c <= 0 then redis.call('DEL', KEYS[1]) end
if c < tonumber(ARGV[1]) then redis.call('DEL', KEYS[2]) end
return c`;

/** Redis: each change is one Lua script (atomic on the server). */
export function redisFailureStore(client: Redis, prefix: string): FailureStore {
  const keysOf = (k: BudgetKey) => [`${prefix}${countKey(k)}`, `${prefix}${waitKey(k)}`];
  return {
    async charge(keys, refuseWhileCooling) {
      const args = keys.flatMap(([rule]) => {
        const b = FAILURE_RULES[rule];
        return [b.free, b.firstWaitS * 1000, b.maxWaitS * 1000, b.forgetAfterS * 1000];
      });
      const answer = await client.eval(
        CHARGE_LUA,
        keys.length * 2,
        ...keys.flatMap(keysOf),
        refuseWhileCooling ? "1" : "0",
        ...args,
      );
      return Number(answer);
    },
    async refund(k) {
      await client.eval(REFUND_LUA, 2, ...keysOf(k), FAILURE_RULES[k[0]].free);
    },
    async waitMs(k) {
      return Math.max(0, await client.pttl(keysOf(k)[1]!));
    },
    async forget(k) {
      await client.del(...keysOf(k));
    },
  };
}
