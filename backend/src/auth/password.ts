import { randomBytes, scrypt as scryptCallback, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/** OWASP's scrypt parameters: N=2^17, r=8, p=1. They need ~128 MiB, above Node's 32 MiB default maxmem. */
export const PRODUCTION_HASH_COST = 17;
const BLOCK = { r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  const maxmem = 256 * (options.N ?? 1) * (options.r ?? BLOCK.r) + 32 * 1024 * 1024;
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/**
 * `scrypt$N$r$p$salt$hash`, so the parameters can be raised later without breaking stored hashes. `cost` is
 * log2 N (PASSWORD_HASH_COST; production refuses less than 17).
 */
export async function hashPassword(password: string, cost = PRODUCTION_HASH_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const params = { N: 2 ** cost, ...BLOCK };
  const key = await scrypt(password, salt, KEY_LENGTH, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of nothing anyone knows, at the cost new hashes get, checked when the email is unknown so both
 * failures take the same time.
 */
const decoys = new Map<number, Promise<string>>();
export function decoyHash(cost = PRODUCTION_HASH_COST): Promise<string> {
  let decoy = decoys.get(cost);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), cost);
    decoys.set(cost, decoy);
  }
  return decoy;
}

export const MIN_PASSWORD_LENGTH = 10;
