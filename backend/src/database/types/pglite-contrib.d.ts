// PGlite publishes its contrib extensions only through package.json "exports", which this project's
// CommonJS module resolution does not read for types; at run time Node resolves them as usual.
declare module '@electric-sql/pglite/contrib/pg_trgm' {
  import type { Extension } from '@electric-sql/pglite';
  export const pg_trgm: Extension;
}
