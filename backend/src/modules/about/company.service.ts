import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { AboutService } from './about.service';
import { checkLogoUrl, logoForAudit } from './company-logo';
import { COMPANY_KEY, Company, CompanyStore } from './company.store';
import { CompanyDto } from './dto/company.dto';

/**
 * The company's identity on the About page and every printout: saved by an admin in the app; until it
 * is first saved, taken from about.json (or its built-in defaults).
 */
@Injectable()
export class CompanyService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly store: CompanyStore,
    private readonly about: AboutService,
  ) {}

  async get(): Promise<Company> {
    return (await this.store.read()) ?? (await this.fromAboutFile());
  }

  /** Replaces the company (fields left out are cleared) in one audited transaction. */
  save(dto: CompanyDto): Promise<Company> {
    const next: Company = {
      name: dto.name,
      address: dto.address ?? null,
      phone: dto.phone ?? null,
      email: dto.email ?? null,
      tax_id: dto.tax_id ?? null,
      bank_name: dto.bank_name ?? null,
      bank_account: dto.bank_account ?? null,
      logo_url: dto.logo_url == null || dto.logo_url === '' ? null : checkLogoUrl(dto.logo_url),
    };
    return this.uow.run(async (tx) => {
      await this.store.lock(tx.manager);
      const previous = (await this.store.read(tx.manager, true)) ?? (await this.fromAboutFile());
      await this.store.write(tx.manager, next);
      tx.updated('setting', COMPANY_KEY, forAudit(previous), forAudit(next));
      return next;
    });
  }

  /** The company as about.json (or the built-in defaults) describes it; empty texts are null. */
  private async fromAboutFile(): Promise<Company> {
    const { info } = await this.about.fileInfo();
    const orNull = (text: string) => (text.trim() === '' ? null : text);
    return {
      name: info.company.name,
      address: orNull(info.contact.address),
      phone: orNull(info.contact.phone),
      email: orNull(info.contact.email),
      tax_id: orNull(info.company.tax_id),
      bank_name: orNull(info.company.bank_name),
      bank_account: orNull(info.company.bank_account),
      logo_url: null,
    };
  }
}

function forAudit(company: Company): Record<string, unknown> {
  return { ...company, logo_url: logoForAudit(company.logo_url) };
}
