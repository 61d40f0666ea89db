import "server-only";
import { getAuthDeps } from "../auth/app-deps";
import { isRateLimited, RateLimitedError } from "../ratelimit/rate-limited";
import { CHAT_MESSAGES } from "./messages";

/** Spends one point of the sender's chat budget (per account); a spent budget is a 429 in chat words. */
export async function spendChatBudget(userId: number): Promise<void> {
  try {
    await (await getAuthDeps()).limiter.consume("chatSendPerAccount", `user:${userId}`);
  } catch (error) {
    if (isRateLimited(error)) throw new RateLimitedError(CHAT_MESSAGES.tooFast, error.retryAfterS);
    throw error;
  }
}
