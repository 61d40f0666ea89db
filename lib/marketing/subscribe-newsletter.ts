import type { Db } from "@/db/client";
import { newsletterSubscriptions } from "@/db/schema";
import type { NewsletterInput } from "./schemas";

export const SUBSCRIBED_MESSAGE = "Thank you for subscribing! Watch your inbox for new courses.";
export const ALREADY_SUBSCRIBED_MESSAGE = "You are already subscribed. Thank you!";

/** Adds an e-mail to the newsletter list; subscribing twice is harmless (unique on lower(email)). */
export async function subscribeNewsletter(db: Db, input: NewsletterInput, source = "footer") {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email: input.email, source })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  const alreadySubscribed = inserted.length === 0;
  return {
    alreadySubscribed,
    message: alreadySubscribed ? ALREADY_SUBSCRIBED_MESSAGE : SUBSCRIBED_MESSAGE,
  };
}
