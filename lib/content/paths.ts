// Public addresses of the content pages (browser-safe).

export const blogPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
export const blogCategoryPath = (slug: string) => `/blog/category/${encodeURIComponent(slug)}`;

/** /tutorials, with ?type and ?page only when they are not the defaults. */
export function tutorialsPath(opts: { type?: string; page?: number } = {}): string {
  const q = new URLSearchParams();
  if (opts.type) q.set("type", opts.type);
  if (opts.page && opts.page > 1) q.set("page", String(opts.page));
  const s = q.toString();
  return s ? `/tutorials?${s}` : "/tutorials";
}
