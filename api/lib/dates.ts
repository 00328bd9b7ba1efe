/** A timestamp column as the API answers it: ISO 8601, or null when unset. */
export const isoOrNull = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());
