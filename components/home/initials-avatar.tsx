import { cn } from "@/components/ui/cn";

const PALETTE = [
  "bg-indigo-700",
  "bg-emerald-700",
  "bg-rose-700",
  "bg-amber-700",
  "bg-sky-700",
  "bg-violet-700",
];

const SIZES = {
  md: "h-14 w-14 text-lg",
  lg: "h-24 w-24 text-3xl",
} as const;

const PIXELS = { md: 56, lg: 96 } as const;

/**
 * The person's photo when they uploaded one (src), otherwise a coloured circle with initials (spec:
 * a palette of 6 colours). Decorative by default: the name is always written next to it.
 */
export function InitialsAvatar({
  id,
  firstName,
  lastName,
  src,
  alt = "",
  size = "md",
}: {
  id: number;
  firstName: string;
  lastName: string;
  src?: string | null;
  alt?: string;
  size?: keyof typeof SIZES;
}) {
  if (src) {
    return (
      // A stored, already small photo served by our own route: next/image would add nothing here.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={src}
        alt={alt}
        width={PIXELS[size]}
        height={PIXELS[size]}
        decoding="async"
        className={cn("shrink-0 rounded-full bg-slate-100 object-cover", SIZES[size])}
      />
    );
  }
  const initials = `${firstName[0] ?? ""}${lastName[0] ?? ""}`.toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white",
        SIZES[size],
        PALETTE[id % PALETTE.length],
      )}
    >
      {initials}
    </span>
  );
}
