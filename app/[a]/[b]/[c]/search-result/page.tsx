import type { Metadata } from "next";
import { SearchPage, searchPageMetadata } from "@/components/search/search-page";
import { searchResultRoute, type RawParams } from "@/lib/catalog/search/search-page";
import { searchPageForRequest } from "@/lib/catalog/search/search-page-request";

type Props = {
  params: Promise<{ a: string; b: string; c: string }>;
  searchParams: Promise<RawParams>;
};

async function search({ params, searchParams }: Props) {
  const { a, b, c } = await params;
  return searchPageForRequest({ ...searchResultRoute([a, b, c]), params: await searchParams });
}

export async function generateMetadata(p: Props): Promise<Metadata> {
  return searchPageMetadata((await search(p)).data);
}

/**
 * /{a}/{b}/{subject}/search-result (search-result as the fourth segment), e.g.
 * /in/teachers/guitar/search-result: the same search as the three-segment form.
 */
export default async function SearchResult(p: Props) {
  return <SearchPage {...await search(p)} />;
}
