/** Normalises an int8 that arrives as a string (node-postgres) or a number (PGlite). */
export function toNumber(value: string | number | bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`int8 value ${String(value)} is not a safe integer`);
  return result;
}
