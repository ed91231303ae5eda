import { describe, expect, it } from 'vitest';
import { toAboutView } from './aboutView';

describe('about defaults', () => {
  it('fills version, release date and tech stack when the server gives none', () => {
    expect(toAboutView(null)).toMatchObject({
      version: '0.1.0',
      releaseDate: '2025-01-01',
      techStack: ['React', 'Node.js', 'SQLite'],
    });
  });

  it("uses the server's values, splitting a tech stack string on commas", () => {
    const view = toAboutView({
      system: {
        version: '1.2.0',
        releaseDate: '2025-06-01',
        techStack: 'React, Node.js (NestJS), PostgreSQL',
        team: 'T',
      },
    });
    expect(view.version).toBe('1.2.0');
    expect(view.techStack).toEqual(['React', 'Node.js (NestJS)', 'PostgreSQL']);
  });
});

/** The company as Settings stores it, empty but for its name, description and `more`. */
const company = (name: string, description: string, more: Record<string, string>) => ({
  name,
  description,
  slogan: '',
  tax_id: '',
  bank_name: '',
  bank_account: '',
  ...more,
});

describe('about texts in the user language', () => {
  it('leaves out the texts the server names as built in, so the page shows its translation', () => {
    const view = toAboutView({
      company: company('Tradebook Trading Co.', 'A lightweight back office', { slogan: 'Every figure' }),
      system: { version: '1.0.0', releaseDate: '2025-01-01', techStack: 'React', team: 'Tradebook team' },
      defaults: ['company.description', 'company.slogan', 'system.team', 'company.name'],
    });
    expect(view.description).toBeUndefined();
    expect(view.slogan).toBeUndefined();
    expect(view.team).toBeUndefined();
    // A name is shown as it is (printouts show the same).
    expect(view.companyName).toBe('Tradebook Trading Co.');
  });

  it('shows texts set in about.json or Settings, and the company tax id, bank and logo', () => {
    const view = toAboutView({
      company: company('Harbour', 'Our own words', {
        tax_id: '9133',
        bank_name: 'Bank of Ningbo',
        bank_account: '6222',
      }),
      logo: 'data:image/png;base64,iVBORw0KGgo=',
      defaults: [],
    });
    expect(view).toMatchObject({
      companyName: 'Harbour',
      description: 'Our own words',
      taxId: '9133',
      bankName: 'Bank of Ningbo',
      bankAccount: '6222',
      logo: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(view.slogan).toBeUndefined();
  });
});
