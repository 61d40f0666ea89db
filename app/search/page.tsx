import type { Metadata } from "next";
import { SearchPage, searchPageMetadata } from "@/components/search/search-page";
import type { RawParams } from "@/lib/catalog/search/search-page";

type Props = { searchParams: Promise<RawParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchPageMetadata({ path: "/search", params: await searchParams });
}

/** /search?text&class&rating&price&experience&lang&filter&page…: the teacher search. */
export default async function Search({ searchParams }: Props) {
  return <SearchPage path="/search" params={await searchParams} />;
}
