export type Channel = "sms" | "whatsapp" | "email";

export interface OutgoingMessage {
  channel: Channel;
  /** E.164 mobile for sms/whatsapp, an address for email. */
  to: string;
  subject?: string;
  body: string;
}

/** One way of delivering messages. Throws when the provider refuses. */
export interface Transport {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/** Sends through the transport of each channel and records every message (and failure) in the outbox. */
export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
  /** True when no provider is configured: messages only land in the outbox (dev and tests). */
  readonly outboxOnly: boolean;
}
