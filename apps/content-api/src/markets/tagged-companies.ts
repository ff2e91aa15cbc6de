import type { Kysely } from 'kysely';
import type { TaggedCompany } from '../contract.ts';
import { listCompanyIdsOf } from '../store/article-companies.ts';
import type { Database } from '../store/schema.ts';
import { companyPath } from './quotes.ts';
import { type Company, loadCompanyDirectory } from './store.ts';

// AB-04: a story's tagged companies (`taggedcomp`) as the article answers them, from the kept
// company directory: one small indexed read per story, no join.

export function toTaggedCompany(company: Company): TaggedCompany {
  return {
    companyid: String(company.id),
    companyname: company.name,
    companyshortname: company.shortName,
    seoname: company.seoName,
    url: companyPath(company),
  };
}

/** The companies tagged on a story, in order; a tag whose company has gone is left out. */
export async function taggedCompaniesOf(db: Kysely<Database>, msid: number): Promise<TaggedCompany[]> {
  const [ids, directory] = await Promise.all([listCompanyIdsOf(db, msid), loadCompanyDirectory(db)]);
  return ids.flatMap((id) => {
    const company = directory.byId.get(id);
    return company ? [toTaggedCompany(company)] : [];
  });
}
