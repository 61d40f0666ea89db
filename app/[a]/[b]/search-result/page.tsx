import type { Metadata } from "next";
import { SearchPage, searchPageMetadata } from "@/components/search/search-page";
import { searchResultRoute, type RawParams } from "@/lib/catalog/search/search-page";
import { searchPageForRequest } from "@/lib/catalog/search/search-page-request";

type Props = { params: Promise<{ a: string; b: string }>; searchParams: Promise<RawParams> };

async function search({ params, searchParams }: Props) {
  const { a, b } = await params;
  return searchPageForRequest({ ...searchResultRoute([a, b]), params: await searchParams });
}

export async function generateMetadata(p: Props): Promise<Metadata> {
  return searchPageMetadata((await search(p)).data);
}

/**
 * /{a}/{subject}/search-result (search-result as the third segment), e.g.
 * /teachers/guitar/search-result: the search of /search for the subject (or stream, or words) of
 * the segment before it. A static first segment wins over [a] in Next, so /courses/x/search-result
 * is the course page of app/courses/[stream]/[course], not this search.
 */
export default async function SearchResult(p: Props) {
  return <SearchPage {...await search(p)} />;
}
