/** The "Schedule your classes" page of a pack (and teacher, when known). */
export function schedulePath(subjectId: number, teacherId?: number | null): string {
  const teacher = teacherId ? `&teacher=${teacherId}` : "";
  return `/st/schedule?subject=${subjectId}${teacher}`;
}
