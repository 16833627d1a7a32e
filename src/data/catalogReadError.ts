/** A catalogue read that failed, saying what could not be read and why. */
export class CatalogReadError extends Error {
  constructor(what: string, cause: { message: string }) {
    super(`Could not load ${what}: ${cause.message}`);
    this.name = 'CatalogReadError';
  }
}
