/** Texts of the after-class calls (ratings, class notes, notices, recordings, marks, problems). */
export const AFTER_MESSAGES = {
  rated: "Thank you for rating your class.",
  alreadyRated: "You have already rated this class.",
  ratingRange: "Please choose a rating from 1 to 5 stars.",
  rateOwnAccount: "You can rate classes only for your own account.",
  rateOnlyAttended: "You can rate a class only after you have attended it.",
  topicRequired: "Please enter the class notes.",
  topicTooLong: "Class notes can be at most 200 characters.",
  topicSaved: "Class notes saved.",
  classCancelled: "This class was cancelled.",
  notBegun: "This class has not begun yet.",
  enrolmentNotFound: "We could not find this student's seat.",
  seatCancelled: "This student's seat was cancelled.",
  studentAttended: "This student attended the class.",
  notified: "The student has been notified.",
  messageNotSent: "We could not send the message. Please try again.",
  videoRequested: "Your request for the class recording has been sent to the teacher.",
  videoAlreadyRequested: "You have already asked for the recording of this class.",
  unknownMarkType: "This activity does not earn marks.",
  marksAwarded: "Marks added.",
  marksAlreadyToday: "You have already earned marks for this activity today.",
  contractNotFound: "We could not find this purchase.",
  problemReported: "Thank you. We have received your problem and will get back to you soon.",
} as const;

/** Class notes (class_sessions.title) hold at most this many characters. */
export const TOPIC_MAX_LENGTH = 200;

/**
 * Marks a student earns per activity (GET /update-marks?type), at most once per type per day in the
 * student's own date.
 */
export const MARK_TYPES = {
  class_attended: 10,
  class_notes_read: 5,
  recording_watched: 5,
  homework_done: 10,
  quiz_completed: 10,
  media_shared: 2,
} as const satisfies Record<string, number>;

export type MarkType = keyof typeof MARK_TYPES;

export const isMarkType = (type: string): type is MarkType => Object.hasOwn(MARK_TYPES, type);
