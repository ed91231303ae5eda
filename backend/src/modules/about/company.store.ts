import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { CompanyResponse } from './dto/about.response.dto';

/** app_settings key of the company as saved in the app (a JSON object); absent until first saved. */
export const COMPANY_KEY = 'company';

/** The company as printouts show it (GET/PUT /settings/company). */
export type Company = CompanyResponse;

const OPTIONAL_FIELDS = [
  'address',
  'phone',
  'email',
  'tax_id',
  'bank_name',
  'bank_account',
  'logo_url',
] as const;

/** Reads and writes the saved company, the one row of app_settings this module owns. */
@Injectable()
export class CompanyStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The saved company, or null before it is first saved; `forUpdate` locks the row in the transaction. */
  async read(manager: EntityManager = this.dataSource.manager, forUpdate = false): Promise<Company | null> {
    const [row]: { value: string }[] = await manager.query(
      `SELECT value FROM app_settings WHERE key = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [COMPANY_KEY],
    );
    return row ? parseCompany(row.value) : null;
  }

  async write(manager: EntityManager, company: Company): Promise<void> {
    await manager.query(
      `INSERT INTO app_settings (key, value) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [COMPANY_KEY, JSON.stringify(company)],
    );
  }

  /**
   * Serialises first saves: two admins saving at once for the first time would both find no row to
   * lock; this transaction-scoped lock orders them.
   */
  async lock(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('app_settings:' || $1::text))`, [COMPANY_KEY]);
  }
}

/** The stored JSON as a Company; unknown or wrongly typed fields are ignored. */
export function parseCompany(text: string): Company | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  if (typeof stored.name !== 'string') return null;
  const company: Company = {
    name: stored.name,
    address: null,
    phone: null,
    email: null,
    tax_id: null,
    bank_name: null,
    bank_account: null,
    logo_url: null,
  };
  for (const field of OPTIONAL_FIELDS) {
    if (typeof stored[field] === 'string') company[field] = stored[field];
  }
  return company;
}
