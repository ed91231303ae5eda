import type { AboutAnswer } from '../../services/about';

/** About: the texts used when the server gives none. */
export const ABOUT_DEFAULTS = {
  version: '0.1.0',
  releaseDate: '2025-01-01',
  techStack: ['React', 'Node.js', 'SQLite'],
};

export interface AboutView {
  title?: string;
  companyName?: string;
  description?: string;
  slogan?: string;
  version: string;
  releaseDate: string;
  techStack: string[];
  team?: string;
  email?: string;
  phone?: string;
  address?: string;
  taxId?: string;
  bankName?: string;
  bankAccount?: string;
  logo?: string;
  /** The server's fields still at its built-in (English) text, as `section.field`. */
  builtIn: string[];
}

/** The built-in texts the page shows in the user's language: field → key under `defaults`. */
export const TRANSLATED_DEFAULTS = {
  'company.description': 'description',
  'company.slogan': 'slogan',
  'system.team': 'team',
} as const;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim()
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : undefined;

/**
 * The server's about info with the defaults filled in; a tech stack string is split on commas. A text
 * the server names as built in is left out (undefined) where the page has its own translation of it.
 */
export function toAboutView(info: Partial<AboutAnswer> | null | undefined): AboutView {
  const stack = info?.system?.techStack;
  const techStack = Array.isArray(stack)
    ? stack.map((item) => String(item).trim()).filter(Boolean)
    : typeof stack === 'string'
      ? stack
          .split(/,(?![^(]*\))/)
          .map((item) => item.trim())
          .filter(Boolean)
      : [];
  return {
    title: text(info?.title),
    companyName: text(info?.company?.name),
    description: builtInOr(info, 'company.description', text(info?.company?.description)),
    slogan: builtInOr(info, 'company.slogan', text(info?.company?.slogan)),
    version: text(info?.system?.version) ?? ABOUT_DEFAULTS.version,
    releaseDate: text(info?.system?.releaseDate) ?? ABOUT_DEFAULTS.releaseDate,
    techStack: techStack.length > 0 ? techStack : ABOUT_DEFAULTS.techStack,
    team: builtInOr(info, 'system.team', text(info?.system?.team)),
    email: text(info?.contact?.email),
    phone: text(info?.contact?.phone),
    address: text(info?.contact?.address),
    taxId: text(info?.company?.tax_id),
    bankName: text(info?.company?.bank_name),
    bankAccount: text(info?.company?.bank_account),
    logo: text(info?.logo),
    builtIn: Array.isArray(info?.defaults) ? info.defaults.filter((item) => typeof item === 'string') : [],
  };
}

/** Undefined when the server says `field` is its built-in text (the page shows its translation). */
function builtInOr(
  info: Partial<AboutAnswer> | null | undefined,
  field: keyof typeof TRANSLATED_DEFAULTS,
  value: string | undefined,
): string | undefined {
  return Array.isArray(info?.defaults) && info.defaults.includes(field) ? undefined : value;
}
