import type { AboutInfo } from '../../services/types';

/** Spec section 2: the texts used when the server gives none. */
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
  logo?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim()
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : undefined;

/** The server's about info with the defaults filled in; a tech stack string is split on commas. */
export function toAboutView(info: Partial<AboutInfo> | null | undefined): AboutView {
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
    description: text(info?.company?.description),
    slogan: text(info?.company?.slogan),
    version: text(info?.system?.version) ?? ABOUT_DEFAULTS.version,
    releaseDate: text(info?.system?.releaseDate) ?? ABOUT_DEFAULTS.releaseDate,
    techStack: techStack.length > 0 ? techStack : ABOUT_DEFAULTS.techStack,
    team: text(info?.system?.team),
    email: text(info?.contact?.email),
    phone: text(info?.contact?.phone),
    address: text(info?.contact?.address),
    logo: text(info?.logo),
  };
}
