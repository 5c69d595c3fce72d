import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. Deliberately not tailwind-merge (~8 KiB gzip on every first
 * load): primitives put overridable utilities in variants instead of relying on
 * later classes winning.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
