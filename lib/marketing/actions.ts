"use server";

import { action } from "../actions/action";
import { newsletterSchema } from "./schemas";
import { subscribeNewsletter } from "./subscribe-newsletter";

export const subscribeNewsletterAction = action(
  { schema: newsletterSchema, access: "public" },
  async (input, { db }) => subscribeNewsletter(db, input),
);
