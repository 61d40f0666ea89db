/** Business constants of live classes (spec 1 section 9, spec 2 section 9). */
export const CLASS_RULES = {
  /** A teacher may start (and a student join) this many minutes before the class time. */
  startEarlyMinutes: 15,
  /** Meeting-link polling: every 15 s while the teacher has not started, every 100 ms once started. */
  pollMs: 15_000,
  pollStartedMs: 100,
  /** The join timeout dialog appears after 180 s; its retry button is enabled 15 s later. */
  joinTimeoutMs: 180_000,
  retryEnabledAfterMs: 15_000,
  /** The server's join message stays on screen for 10 s. */
  serverMessageMs: 10_000,
  /** A teacher can notify a student who missed a class at most 6 times. */
  missingNoticeCap: 6,
  /** A cancellation less than this many hours before the start is a last-minute one (LMC). */
  lastMinuteHours: 24,
  /** Class lists start at 10 rows and grow by 10. */
  listPageSize: 10,
  /** get-teacher-my-class-data pages by 10. */
  teacherClassLimit: 10,
  ratingMin: 1,
  ratingMax: 5,
} as const;
