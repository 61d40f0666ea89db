import type { Metadata } from "next";
import { SearchPage, searchPageMetadata } from "@/components/search/search-page";
import type { RawParams } from "@/lib/catalog/search/search-page";
import { searchPageForRequest } from "@/lib/catalog/search/search-page-request";

type Props = { searchParams: Promise<RawParams> };

const search = async ({ searchParams }: Props) =>
  searchPageForRequest({ path: "/search", params: await searchParams });

export async function generateMetadata(p: Props): Promise<Metadata> {
  return searchPageMetadata((await search(p)).data);
}

/** /search?text&class&rating&price&experience&lang&filter&page…: the teacher search. */
export default async function Search(p: Props) {
  return <SearchPage {...await search(p)} />;
}
