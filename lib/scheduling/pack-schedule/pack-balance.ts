/** Classes bought in one subject, with one teacher (teacherId) or with any teacher (null). */
export interface BoughtClasses {
  subjectId: number;
  teacherId: number | null;
  total: number;
}

/** A student's paid seats (not cancelled) in one subject with one teacher. */
export interface PaidSeats {
  subjectId: number;
  teacherId: number;
  /** Classes still to come. */
  booked: number;
  /** Classes whose time has come (attended or missed): each spent a class. */
  held: number;
}

export interface PackBalance extends BoughtClasses {
  booked: number;
  held: number;
  /** Classes not yet scheduled. */
  left: number;
}

const key = (subjectId: number, teacherId: number | null) => `${subjectId}:${teacherId ?? "any"}`;

/**
 * How the paid seats spend the packs, the way paidSeatsCovered counts them: a teacher's seats
 * spend that teacher's own pack first and the subject's any-teacher pack after (held classes
 * before booked ones). Seats no pack covers are not shown (they cannot be booked).
 */
export function packBalances(
  bought: readonly BoughtClasses[],
  seats: readonly PaidSeats[],
): PackBalance[] {
  const out = new Map<string, PackBalance>();
  for (const b of bought) {
    const k = key(b.subjectId, b.teacherId);
    const prev = out.get(k);
    out.set(k, { ...b, total: (prev?.total ?? 0) + b.total, booked: 0, held: 0, left: 0 });
  }
  for (const balance of out.values()) balance.left = balance.total;
  const spend = (k: string, kind: "held" | "booked", n: number): number => {
    const balance = out.get(k);
    if (!balance || n === 0) return n;
    const taken = Math.min(balance.left, n);
    balance.left -= taken;
    balance[kind] += taken;
    return n - taken;
  };
  for (const s of seats) {
    for (const kind of ["held", "booked"] as const) {
      const rest = spend(key(s.subjectId, s.teacherId), kind, s[kind]);
      spend(key(s.subjectId, null), kind, rest);
    }
  }
  return [...out.values()];
}

/** Classes the student may still schedule in the subject with the teacher (own + any-teacher). */
export function schedulableWith(
  balances: readonly PackBalance[],
  subjectId: number,
  teacherId: number,
): number {
  return balances
    .filter((b) => b.subjectId === subjectId && (b.teacherId === null || b.teacherId === teacherId))
    .reduce((sum, b) => sum + b.left, 0);
}
