import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '../services/settings';
import './CompanyHeader.css';

interface Props {
  /** The company (GET /settings/company); null shows an empty header while it loads. */
  company: Company | null;
  /** The printout's title block on the right: its title, what it covers (its number or period), when issued. */
  title: string;
  subject: ReactNode;
  /** Marks the subject for tests (e.g. the order's number). */
  subjectTestId?: string;
  issued: string;
}

const joined = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/**
 * The head of every printout: the company's logo, name, address, phone, e-mail, tax id and bank, as an
 * admin set them in Settings, with the document's title on the right.
 */
export function CompanyHeader({ company, title, subject, subjectTestId, issued }: Props) {
  const { t } = useTranslation('company');
  const contact = joined([
    company?.phone ? `${t('phone')} ${company.phone}` : null,
    company?.email ? `${t('email')} ${company.email}` : null,
  ]);
  const bank = joined([company?.bank_name, company?.bank_account]);
  return (
    <header className="tb-company-header" data-testid="company-header">
      <div className="tb-company-header-identity">
        {company?.logo_url ? (
          <img
            className="tb-company-header-logo"
            src={company.logo_url}
            alt={t('logo')}
            data-testid="company-logo"
          />
        ) : null}
        <div>
          <h1 data-testid="company-name">{company?.name ?? ''}</h1>
          {company?.address ? <div className="tb-company-header-muted">{company.address}</div> : null}
          {contact ? <div className="tb-company-header-muted">{contact}</div> : null}
          {company?.tax_id ? (
            <div className="tb-company-header-muted">
              {t('taxId')} {company.tax_id}
            </div>
          ) : null}
          {bank ? (
            <div className="tb-company-header-muted">
              {t('bank')} {bank}
            </div>
          ) : null}
        </div>
      </div>
      <div className="tb-company-header-title">
        <h1>{title}</h1>
        <div data-testid={subjectTestId}>{subject}</div>
        <div className="tb-sheet-muted">{issued}</div>
      </div>
    </header>
  );
}
