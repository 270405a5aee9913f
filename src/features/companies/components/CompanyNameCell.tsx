import { RecordCell } from '@/components/table/RecordCell';
import { toSubsidiaryView } from '../model';

type ListedCompany = { companyName: string; parentCompanyId: number | null; parentCompanyName?: string | null };

/** A company's name in a list (mine or the admin's), linked, with its subsidiary line under a subsidiary. */
export function CompanyNameCell({ company, href }: { company: ListedCompany; href: string }) {
  const parent = company.parentCompanyId !== null && company.parentCompanyName ? { companyId: company.parentCompanyId, companyName: company.parentCompanyName } : null;
  return (
    <RecordCell href={href} detail={parent ? toSubsidiaryView(parent).subsidiaryName : null}>
      {company.companyName}
    </RecordCell>
  );
}
