/** Crockford-style alphabet: no I, L, O, U, so a reference read aloud or typed is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Random bytes a reference is made of (8 characters of 5 bits each). */
export const CERTIFICATION_REF_BYTES = 8;

/**
 * A certification reference such as `CERT-7K3P-Q9XZ`, from random bytes
 * passed in (the caller owns the randomness, so the rule stays pure).
 * 32⁸ ≈ 10¹² references; the database keeps them unique.
 */
export function certificationRef(bytes: Uint8Array): string {
  if (bytes.length < CERTIFICATION_REF_BYTES) throw new RangeError(`certificationRef needs ${CERTIFICATION_REF_BYTES} random bytes`);
  const chars = Array.from(bytes.subarray(0, CERTIFICATION_REF_BYTES), (byte) => ALPHABET[byte & 31] as string);
  return `CERT-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

export const certificationRefPattern = /^CERT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
