// Browser-safe shapes of the chat answers (lib/chat/read.ts builds them).

/** One message as every chat call answers it (spec 2: msg_text and profile_pic). */
export interface ChatMessageView {
  id: number;
  sender_id: number;
  sender_name: string;
  profile_pic: string | null;
  msg_text: string;
  msg_type: "single" | "group";
  created_at: string;
  /** Sent by the viewer (or, for a family, by one of its children). */
  is_mine: boolean;
  /** No recipient has it unread. */
  is_read: boolean;
}

export interface ChatPerson {
  id: number;
  name: string;
  profile_pic: string | null;
  unread: number;
  last_message: string | null;
  last_at: string | null;
}
