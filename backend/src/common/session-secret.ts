/** Said wherever a session secret is refused. */
export const MAKE_SECRET =
  "Make one with: node -e \"console.log(require('crypto').randomBytes(32).toString('base64url'))\"";

/**
 * Words a person types and a random value (practically) never holds: placeholders copied from an example
 * (`changeme`, `your-secret-here`, express-session's `keyboard cat`) and hand-made phrases
 * (`my-session-secret-2024`, the tests' `test-secret-that-is-long-enough-…`). Six letters or more, so a
 * random base64url secret holds one by chance about once in 30 million.
 */
const PLACEHOLDER_WORDS = [
  'changeme',
  'changethis',
  'replaceme',
  'replacethis',
  'placeholder',
  'example',
  'secret',
  'password',
  'keyboardcat',
  'insecure',
  'default',
];

/**
 * Why a session secret of at least 32 characters is still guessable, or undefined when it looks random.
 * Fewer than 8 distinct characters, not 10: a 32-digit hex secret (`openssl rand -hex 16`, 128 random
 * bits) has fewer than 10 about once in 10,000 and never fewer than 8 in millions of tries.
 */
export function weakSecretProblem(secret: string): string | undefined {
  if (new Set(secret).size < 8) return 'it has fewer than 8 different characters';
  for (let period = 1; period <= 16 && period < secret.length; period++) {
    if (secret.slice(period) === secret.slice(0, secret.length - period)) {
      return `it repeats a pattern of ${period} characters`;
    }
  }
  const letters = secret.toLowerCase().replace(/[^a-z0-9]/g, '');
  const word = PLACEHOLDER_WORDS.find((w) => letters.includes(w));
  if (word) return `it contains "${word}", like a placeholder or a phrase someone could guess`;
  return undefined;
}
