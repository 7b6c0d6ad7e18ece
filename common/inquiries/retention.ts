/** The privacy policy's retention period for inquiries, in years. */
export const RETENTION_YEARS = 3;

/**
 * The same period in days, as the server applies it (INQUIRY_RETENTION_DAYS' default) and the policy states
 * it: counted generously, with a leap day for every four years or part of them (3 years: 1,096 days).
 */
export const DEFAULT_RETENTION_DAYS = RETENTION_YEARS * 365 + Math.ceil(RETENTION_YEARS / 4);
