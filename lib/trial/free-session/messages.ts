/** What book-free-session says (spec 3 §5 "Book demo (course page)"; issue 23). */
export const FREE_SESSION_MESSAGES = {
  login: "Please log in or sign up to book your free session.",
  ready: "Choose who the free session is for.",
  courses: "Choose a course for your free session.",
  familiesOnly: "Only a family account can book a free session.",
  unknownCourse: "This course is not available.",
} as const;
