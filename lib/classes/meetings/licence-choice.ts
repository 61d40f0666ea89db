/** A licence of the pool and the meetings that hold licences, as the choice below reads them. */
export interface PoolLicence {
  id: number;
  hostUser: string;
}

export interface LicenceHold {
  licenceId: number;
  /** [from, until): the meeting's hold on its licence. */
  from: Date;
  until: Date;
}

const overlaps = (a: { from: Date; until: Date }, b: { from: Date; until: Date }) =>
  a.from.getTime() < b.until.getTime() && b.from.getTime() < a.until.getTime();

/**
 * The licences nobody holds at any moment of [from, until), lowest id first (the order the start
 * service tries them in; the database's exclusion constraint settles a race for one).
 */
export function freeLicences(
  licences: readonly PoolLicence[],
  holds: readonly LicenceHold[],
  window: { from: Date; until: Date },
): PoolLicence[] {
  if (window.until.getTime() <= window.from.getTime()) return [];
  const busy = new Set(holds.filter((h) => overlaps(h, window)).map((h) => h.licenceId));
  return licences.filter((l) => !busy.has(l.id)).sort((a, b) => a.id - b.id);
}
