import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { InitialsAvatar } from "@/components/home/initials-avatar";
import { RatingStars } from "@/components/home/rating-stars";
import { getDb } from "@/db";
import { getTeacherProfile } from "@/lib/catalog/teacher-profile";
import { decodeId } from "@/lib/ids";
import { formatMoney } from "@/lib/money/format";
import { getViewer } from "@/lib/viewer";

type Props = { params: Promise<{ id: string }> };

const load = cache(async (segment: string) => {
  const id = decodeId(segment);
  const teacher = id ? await getTeacherProfile(await getDb(), id) : null;
  if (!teacher) notFound();
  return teacher;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const t = await load(id);
  return {
    title: `${t.firstName} ${t.lastName} · ${t.primarySubjects[0] ?? t.stream} teacher`,
    description: t.headline,
    alternates: { canonical: `/teacher-profile/${id}` },
  };
}

export default async function TeacherProfilePage({ params }: Props) {
  const { id } = await params;
  const [t, viewer] = await Promise.all([load(id), getViewer()]);
  const price = viewer.currency === "INR" ? t.priceInrMinor : t.priceUsdMinor;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <header className="flex flex-wrap items-center gap-4">
        <InitialsAvatar id={t.id} firstName={t.firstName} lastName={t.lastName} />
        <div>
          <h1 className="text-2xl font-bold">
            {t.firstName} {t.lastName}
          </h1>
          <p className="text-slate-700">{t.headline}</p>
        </div>
      </header>
      <dl className="mt-6 grid grid-cols-1 gap-4 rounded-xl border border-slate-200 p-4 min-[480px]:grid-cols-2">
        <Fact
          term="Teaches"
          value={[...t.primarySubjects, ...t.secondarySubjects].join(", ") || t.stream}
        />
        <Fact term="Experience" value={`${t.experienceYears} years`} />
        <Fact term="Languages" value={t.languages.join(", ")} />
        <div>
          <dt className="text-sm text-slate-700">Rating</dt>
          <dd>
            <RatingStars rating={t.rating} count={t.ratingCount} />
          </dd>
        </div>
        <Fact term="Price" value={`${formatMoney(price, viewer.currency)} per class`} />
      </dl>
      <section aria-labelledby="about" className="mt-8">
        <h2 id="about" className="text-lg font-semibold">
          About {t.firstName}
        </h2>
        <p className="mt-2 whitespace-pre-line text-slate-800">{t.bio}</p>
      </section>
    </article>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-700">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
