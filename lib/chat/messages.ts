import { CHAT_LIMITS } from "./limits";

/** Every text of the chat (issue 19; specs 2 §5 and 3 §5 give the first five word for word). */
export const CHAT_MESSAGES = {
  /** Spec 2 §5: the message box is empty. */
  typeMessage: "Please type a message.",
  /** Spec 2 §5: a person message with no recipient. */
  selectPerson: "Please select atleast one person.",
  /** Spec 3 §5: the message box is empty. */
  enterMessage: "Please enter a message.",
  /** Spec 3 §5: a student's message names no teacher. */
  selectTeacher: "Please select a teacher.",
  /** Spec 3 §5: a teacher's message names no student. */
  selectStudent: "Please select a student.",
  tooLong: `A message can be at most ${CHAT_LIMITS.maxMessageChars} characters.`,
  tooManyRecipients: `A message can go to at most ${CHAT_LIMITS.maxRecipients} people at once.`,
  selectClass: "Please select a class or a batch for a group message.",
  notYourTeacher: "You can message only the teachers of your classes.",
  notYourStudent: "You can message only your own students.",
  notYourClass: "You can message only the students of your own classes.",
  groupTeachersOnly: "Only a teacher can send a group message.",
  emptyClass: "This class has no students yet.",
  notYourConversation: "This conversation is not yours.",
  unknownAction: "Please choose an action: read or report.",
  reportOnlyTeacher: "You can report only a teacher's message sent to your family.",
  reported: "Thank you. The message has been reported and our team will look at it.",
  marked: "Messages marked as read.",
  sent: "Message sent.",
  tooFast: "You are sending messages too fast. Please wait a minute and try again.",
} as const;
