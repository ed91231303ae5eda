import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Env } from '../../config/env.validation';
import { CompanyStore } from './company.store';
import { AboutResponse } from './dto/about.response.dto';

/** The about info as about.json and the built-in defaults give it. */
export type AboutInfo = Omit<AboutResponse, 'logo' | 'defaults'>;

/** The file in DATA_DIR whose fields override the defaults. */
export const ABOUT_FILE = 'about.json';

let version: string | undefined;

/** The server's own version, from backend/package.json (the same path from src/ and dist/), read once. */
function packageVersion(): string {
  version ??= readPackageVersion();
  return version;
}

function readPackageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(resolve(__dirname, '..', '..', '..', 'package.json'), 'utf8'));
    return typeof pkg.version === 'string' ? pkg.version : '0.1.0';
  } catch {
    return '0.1.0';
  }
}

export function defaultAbout(): AboutInfo {
  return {
    title: 'Tradebook',
    company: {
      name: 'Tradebook Trading Co.',
      description:
        'A lightweight back office for small trading companies: purchases, sales, stock, receivables, payables and profit.',
      slogan: 'Every figure, straight from the records.',
      tax_id: '',
      bank_name: '',
      bank_account: '',
    },
    system: {
      version: packageVersion(),
      releaseDate: '2025-01-01',
      techStack: 'React, Node.js (NestJS), PostgreSQL',
      team: 'Tradebook development team',
    },
    contact: { email: 'support@tradebook.example', phone: '', address: '' },
  };
}

type Tree = { [key: string]: string | Tree };

/**
 * The about page, read on every call from the optional `about.json` in DATA_DIR, deep-merged over the
 * defaults: only the known fields are taken, each a string (numbers are written as text); anything else is
 * ignored. A missing file gives the defaults; a malformed one is logged and ignored.
 */
@Injectable()
export class AboutService {
  private readonly logger = new Logger(AboutService.name);

  constructor(
    private readonly config: ConfigService<Env, true>,
    private readonly companies: CompanyStore,
  ) {}

  /** The about info with the company saved in the app (Settings → Company) over about.json's. */
  async about(): Promise<AboutResponse> {
    const [{ info, defaults }, saved] = await Promise.all([this.fileInfo(), this.companies.read()]);
    if (!saved) return { ...info, logo: null, defaults };
    const company = { ...info.company, name: saved.name };
    company.tax_id = saved.tax_id ?? '';
    company.bank_name = saved.bank_name ?? '';
    company.bank_account = saved.bank_account ?? '';
    const contact = { email: saved.email ?? '', phone: saved.phone ?? '', address: saved.address ?? '' };
    const savedFields = ['company.name', ...Object.keys(contact).map((key) => `contact.${key}`)];
    return {
      ...info,
      company,
      contact,
      logo: saved.logo_url,
      defaults: defaults.filter((field) => !savedFields.includes(field)),
    };
  }

  /** The defaults with about.json merged over them, and the fields still at their built-in text. */
  async fileInfo(): Promise<{ info: AboutInfo; defaults: string[] }> {
    const builtIn = defaultAbout();
    const override = await this.readOverride();
    const info = override
      ? (mergeKnown(builtIn as unknown as Tree, override) as unknown as AboutInfo)
      : builtIn;
    return { info, defaults: unchangedTexts(builtIn as unknown as Tree, info as unknown as Tree) };
  }

  private async readOverride(): Promise<Record<string, unknown> | null> {
    const path = join(this.config.get('DATA_DIR'), ABOUT_FILE);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
        this.logger.warn(`cannot read ${path}: ${String(err)}`);
      return null;
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (isPlainObject(parsed)) return parsed;
      this.logger.warn(`${path} ignored: it must hold a JSON object`);
    } catch (err) {
      this.logger.warn(`${path} ignored: ${(err as Error).message}`);
    }
    return null;
  }
}

/** The non-empty leaf texts of `merged` equal to the built-in ones, as `section.field`. */
function unchangedTexts(builtIn: Tree, merged: Tree, prefix = ''): string[] {
  return Object.entries(builtIn).flatMap(([key, value]) =>
    typeof value === 'string'
      ? value !== '' && merged[key] === value
        ? [`${prefix}${key}`]
        : []
      : unchangedTexts(value, merged[key] as Tree, `${prefix}${key}.`),
  );
}

function mergeKnown(defaults: Tree, override: Record<string, unknown>): Tree {
  const merged: Tree = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const given = override[key];
    if (typeof fallback === 'string') {
      merged[key] = typeof given === 'string' || typeof given === 'number' ? String(given) : fallback;
    } else {
      merged[key] = isPlainObject(given) ? mergeKnown(fallback, given) : fallback;
    }
  }
  return merged;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
