import Link from "next/link";
import { blogCategoryPath, blogPath } from "@/lib/content/paths";

export interface BlogCardProps {
  slug: string;
  title: string;
  /** The excerpt (200 characters) or, for the top blog, the longer top text (700). */
  text: string;
  categorySlug: string;
  categoryName: string;
  author: string;
  coverImage: string | null;
  /** The publication date in the viewer's zone. */
  dateLabel: string;
  dateTime: string;
  featured?: boolean;
  headingLevel?: 2 | 3;
}

/** A blog in a list: cover, category, title (the link), date and excerpt. */
export function BlogCard(p: BlogCardProps) {
  const Heading = p.headingLevel === 3 ? "h3" : "h2";
  return (
    <article
      className={
        p.featured
          ? "grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-2"
          : "flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      }
    >
      {p.coverImage ? (
        // Decorative: the title says what the post is about.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={p.coverImage}
          alt=""
          loading={p.featured ? "eager" : "lazy"}
          className={
            p.featured ? "h-48 w-full object-cover md:h-full" : "aspect-[40/21] w-full object-cover"
          }
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm">
          <Link
            href={blogCategoryPath(p.categorySlug)}
            className="font-semibold text-indigo-800 underline-offset-2 hover:underline"
          >
            {p.categoryName}
          </Link>
          <span aria-hidden="true"> · </span>
          <time dateTime={p.dateTime} className="text-slate-700">
            {p.dateLabel}
          </time>
        </p>
        <Heading className={p.featured ? "text-2xl font-bold" : "text-xl font-semibold"}>
          <Link href={blogPath(p.slug)} className="hover:text-indigo-800 hover:underline">
            {p.title}
          </Link>
        </Heading>
        <p className="text-slate-800">{p.text}</p>
        <p className="mt-auto pt-2 text-sm text-slate-700">By {p.author}</p>
      </div>
    </article>
  );
}
