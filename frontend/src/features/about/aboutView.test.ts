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
