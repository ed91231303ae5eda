// Every migration, in order. Generated with `npm run migration:generate -w backend` against a server.
import { Initial1795285941263 } from "./1795285941263-Initial";

export const MIGRATIONS = [Initial1795285941263];
