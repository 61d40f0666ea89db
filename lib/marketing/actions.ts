"use server";

import { headers } from "next/headers";
import { action } from "../actions/action";
import { getAuthDeps } from "../auth/app-deps";
import { clientIp } from "../auth/deps";
import { newsletterSchema } from "./schemas";
import { subscribeNewsletter } from "./subscribe-newsletter";

/** The footer form: the legacy call's budget per client address too (issue 43.15), a 429 past it. */
export const subscribeNewsletterAction = action(
  { schema: newsletterSchema, access: "public" },
  async (input, { db }) => {
    const ip = clientIp(await headers());
    await (await getAuthDeps()).limiter.consume("anonymousWritePerIp", ip);
    return subscribeNewsletter(db, input);
  },
);
