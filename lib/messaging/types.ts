import type { MessageTopic } from "./unsubscribe/topics";

export type Channel = "sms" | "whatsapp" | "email";

/** What a transport delivers. */
export interface OutgoingMessage {
  channel: Channel;
  /** E.164 mobile for sms/whatsapp, an address for email. */
  to: string;
  subject?: string;
  body: string;
  /** Extra e-mail headers (List-Unsubscribe on marketing e-mail); other channels ignore them. */
  headers?: Record<string, string>;
}

/**
 * A message handed to the messenger. Its kind tells retention what the body holds: a one-time code
 * or a secret (a generated password) is blanked in the outbox from `redactAfter` on (never before
 * the code could still be used), a notice is kept as written.
 */
export type MessageToSend = Omit<OutgoingMessage, "headers"> & {
  /**
   * What the message is about: lib/messaging/unsubscribe/topics.ts says whether that is marketing
   * (dropped for an unsubscribed contact, sent with an unsubscribe link) or transactional. None: "notice".
   */
  topic?: MessageTopic;
} & ({ kind?: "notice" } | { kind: "otp" | "secret"; redactAfter: Date });

/** One way of delivering messages. Throws when the provider refuses. */
export interface Transport {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/** The configured transport of each channel (transportsFromEnv); empty: messages stop in the outbox. */
export type Transports = Partial<Record<Channel, Transport>>;

/**
 * Records every message in the outbox and has it delivered by the deliver-message job, outside the
 * request, with retries.
 */
export interface Messenger {
  send(message: MessageToSend): Promise<void>;
  /** True when no provider is configured: messages only land in the outbox (dev and tests). */
  readonly outboxOnly: boolean;
}
