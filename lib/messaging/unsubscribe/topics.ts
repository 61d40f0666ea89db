/**
 * THE one place that says which messages are marketing (decision 027). Every message the product
 * sends names its topic (MessageToSend.topic; none given: "notice"). The messenger drops a
 * marketing message to an unsubscribed contact before it is even recorded, and gives every other
 * marketing message a signed unsubscribe link (and, on e-mail, RFC 8058 List-Unsubscribe headers).
 * Transactional messages (codes, account, bookings, classes, a teacher's chat message waiting) always go.
 */
export const MESSAGE_TOPICS = {
  /** One-time codes and generated passwords. */
  otp: "transactional",
  /** Account messages (welcome, details changed). */
  account: "transactional",
  /** Booking, payment, cancellation, reschedule notices. */
  booking: "transactional",
  /** Class reminders, missing-student notices, recordings, anything about a booked class. */
  class: "transactional",
  /**
   * The chat's unread reminder: a teacher wrote to the child and nobody read it — a service
   * message about a real conversation, not a nudge to buy (decision 027).
   */
  "chat-unread": "transactional",
  /** Any other notice of the product (the default). */
  notice: "transactional",
  /** A referral invitation to a friend of the family. */
  "referral-invite": "marketing",
  /** The weekly progress digest (classes, teacher notes, points). */
  "weekly-digest": "marketing",
  /** Newsletters, offers, campaigns. */
  newsletter: "marketing",
} as const;

export type MessageTopic = keyof typeof MESSAGE_TOPICS;
export type MessageClass = (typeof MESSAGE_TOPICS)[MessageTopic];

export function classOf(topic: MessageTopic | undefined): MessageClass {
  return MESSAGE_TOPICS[topic ?? "notice"];
}

export const isMarketing = (topic: MessageTopic | undefined) => classOf(topic) === "marketing";
