/**
 * How big an uploaded content package may be, as sent and once unzipped (docs/administration.md#content):
 * a zip bomb stops at these before a byte is written.
 */
export const contentPackageLimits = {
  /** The .zip as uploaded. */
  zipBytes: 200 * 1024 * 1024,
  /** Every file of the zip, uncompressed, together. */
  unzippedBytes: 400 * 1024 * 1024,
  /** Files and folders in the zip. */
  entries: 5000,
} as const;
