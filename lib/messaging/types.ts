export type Channel = "sms" | "whatsapp" | "email";

/** What a transport delivers. */
export interface OutgoingMessage {
  channel: Channel;
  /** E.164 mobile for sms/whatsapp, an address for email. */
  to: string;
  subject?: string;
  body: string;
}

/**
 * A message handed to the messenger. Its kind tells retention what the body holds: a one-time code
 * or a secret (a generated password) is blanked in the outbox from `redactAfter` on (never before
 * the code could still be used), a notice is kept as written.
 */
export type MessageToSend = OutgoingMessage &
  ({ kind?: "notice" } | { kind: "otp" | "secret"; redactAfter: Date });

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
