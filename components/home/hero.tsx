import Link from "next/link";
import { buttonClasses } from "@/components/ui";

export function Hero({ stats }: { stats: { teachers: number; averageRating: number } }) {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-indigo-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-20">
        <div>
          <h1
            id="hero-title"
            className="text-3xl font-bold leading-tight tracking-tight sm:text-4xl lg:text-5xl"
          >
            Learn live with a teacher who fits your child — or you.
          </h1>
          <p className="mt-4 max-w-prose text-lg text-slate-800">
            Music, academics, coding, art and languages, one to one or in small groups. Try a free
            demo class first; pay only when you are happy.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link href="/#teachers" className={buttonClasses("primary", "lg")}>
              Find a teacher
            </Link>
            <Link href="/#courses" className={buttonClasses("secondary", "lg")}>
              Explore courses
            </Link>
          </div>
        </div>
        <ul className="grid grid-cols-2 gap-3 text-center" aria-label="Why families choose us">
          <HeroFact value={String(stats.teachers)} label="verified teachers" />
          <HeroFact value="Free" label="demo class, no card needed" />
          <HeroFact value="IST or yours" label="times shown in your zone" />
          {stats.averageRating > 0 ? (
            <HeroFact
              value={`${stats.averageRating.toFixed(1)} / 5`}
              label="average teacher rating"
            />
          ) : (
            <HeroFact value="1:1" label="or small groups" />
          )}
        </ul>
      </div>
    </section>
  );
}

function HeroFact({ value, label }: { value: string; label: string }) {
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <span className="block text-2xl font-bold text-indigo-800">{value}</span>
      <span className="text-sm text-slate-700">{label}</span>
    </li>
  );
}
