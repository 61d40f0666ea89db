export const ROLES = ["student", "teacher", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** Legacy engagement ids: 9 student (area prefix st), 7 teacher or employee (prefix em). */
export const ENGAGEMENT_ID = { student: 9, teacher: 7 } as const;
export type EngagementId = (typeof ENGAGEMENT_ID)[keyof typeof ENGAGEMENT_ID];

const PREFIX: Record<Role, string> = { student: "st", teacher: "em", admin: "admin" };

export function prefixOf(role: Role): string {
  return PREFIX[role];
}

export function roleOfEngagement(engagementId: number): Role | null {
  if (engagementId === ENGAGEMENT_ID.student) return "student";
  if (engagementId === ENGAGEMENT_ID.teacher) return "teacher";
  return null;
}

export function dashboardPath(role: Role): string {
  return `/${prefixOf(role)}/dashboard`;
}
