const PALETTE = [
  "bg-indigo-700",
  "bg-emerald-700",
  "bg-rose-700",
  "bg-amber-700",
  "bg-sky-700",
  "bg-violet-700",
];

/** A coloured circle with initials, until teachers upload photos (spec: a palette of 6 colours). */
export function InitialsAvatar({
  id,
  firstName,
  lastName,
}: {
  id: number;
  firstName: string;
  lastName: string;
}) {
  const initials = `${firstName[0] ?? ""}${lastName[0] ?? ""}`.toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={`inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full text-lg font-semibold text-white ${PALETTE[id % PALETTE.length]}`}
    >
      {initials}
    </span>
  );
}
