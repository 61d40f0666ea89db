import { CLASS_RULES } from "../constants";

/** Texts of starting and joining a class that the spec leaves to us (its fixed ones: CLASS_MESSAGES). */
export const MEETING_MESSAGES = {
  started: "Your class has started. The meeting opens in a new tab.",
  alreadyStarted: "Your class is already running. The meeting opens in a new tab.",
  resumed: "Your class meeting opens again in a new tab.",
  slotUnavailable: "No meeting licence is free right now.",
  cancelled: "This class has been cancelled.",
  tooEarlyToStart: `You can start this class from ${CLASS_RULES.startEarlyMinutes} minutes before its time.`,
  notADemo: "This class is not a demo. Please start it as a class.",
  isADemo: "This class is a demo. Please start it as a demo.",
  previousClassRunning:
    "Your previous class is still running and holds your meeting licence. Do you want to continue this class on a free licence?",
  notStartedYet: "This class has not started yet. Please start it first.",
  providerFailed: "We could not create the class meeting. Please try again after sometime.",
  notYourUserId: "You can only start your own classes.",
  // Joining (student side)
  teacherStarted: "The teacher has started the class.",
  teacherNotStarted: "The teacher has not started the class yet.",
  waitForTeacher:
    "The teacher has not started the class yet. Please wait, you will join as soon as it starts.",
  joinReady: "The class has started. Joining now.",
  tooEarlyToJoin: `You can join this class from ${CLASS_RULES.startEarlyMinutes} minutes before its time.`,
  attendanceMarked: "You are marked present.",
  attendanceNotStarted: "The class has not started yet, so attendance cannot be marked.",
} as const;
