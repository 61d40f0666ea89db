/**
 * What a teacher sees of a student (issue 16): a child's profile never reaches a teacher beyond the
 * first name, the age and the time zone. Every teacher-facing list (class lists, the class roster,
 * the calendar, chat) names a student by this; the SQL lists select `first_name` alone for it.
 */
export const studentNameForTeachers = (firstName: string): string => firstName.trim();
