import { useRepositoryDatabase } from '../../test/repository-database';
import { RecoveryCode } from './recovery-code.entity';
import { SecondFactorRepository } from './second-factor.repository';
import { StaffUser } from './staff-user.entity';

const db = useRepositoryDatabase();

describe(`SecondFactorRepository on ${db.engine}`, () => {
  let factors: SecondFactorRepository;
  let userId: number;
  const at = new Date(Date.UTC(2025, 0, 1));

  beforeAll(async () => {
    const users = db.dataSource().getRepository(StaffUser);
    factors = new SecondFactorRepository(users, db.dataSource().getRepository(RecoveryCode));
    const { identifiers } = await users.insert({
      email: 'totp@example.com',
      passwordHash: 'x',
      createdAt: at,
    });
    userId = Number(identifiers[0].id);
  });

  it('keeps a secret waiting until one request confirms it, then refuses another', async () => {
    expect(await factors.storePending(userId, 'sealed-1')).toBe(true);
    expect(await factors.enrolledIds()).toEqual(new Set());
    const confirmations = await Promise.all([
      factors.enable(userId, 'sealed-1', 100, at),
      factors.enable(userId, 'sealed-1', 100, at),
    ]);
    expect(confirmations.sort()).toEqual([false, true]);
    expect(await factors.enable(userId, 'sealed-other', 101, at)).toBe(false);
    expect(await factors.storePending(userId, 'sealed-2')).toBe(false);
    expect(await factors.user(userId)).toMatchObject({ totpSecret: 'sealed-1', totpLastStep: 100 });
    expect(await factors.enrolledIds()).toEqual(new Set([userId]));
    expect((await factors.userByEmail('totp@example.com'))?.id).toBe(userId);
  });

  it('accepts each time step once, and only one later than the last', async () => {
    const racing = await Promise.all([factors.acceptStep(userId, 105), factors.acceptStep(userId, 105)]);
    expect(racing.sort()).toEqual([false, true]);
    expect(await factors.acceptStep(userId, 104)).toBe(false);
    expect(await factors.acceptStep(userId, 106)).toBe(true);
  });

  it('replaces the recovery codes, uses each once, and removes the factor with them', async () => {
    await factors.replaceRecoveryCodes(userId, ['h1', 'h2', 'h3']);
    await factors.replaceRecoveryCodes(userId, ['h4', 'h5']);
    expect(await factors.recoveryCodesLeft(userId)).toBe(2);
    expect(await factors.useRecoveryCode(userId, 'h1')).toBe(false);
    const racing = await Promise.all([
      factors.useRecoveryCode(userId, 'h4'),
      factors.useRecoveryCode(userId, 'h4'),
    ]);
    expect(racing.sort()).toEqual([false, true]);
    expect(await factors.recoveryCodesLeft(userId)).toBe(1);
    await factors.remove(userId);
    expect(await factors.recoveryCodesLeft(userId)).toBe(0);
    expect(await factors.user(userId)).toMatchObject({
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
    });
  });
});
