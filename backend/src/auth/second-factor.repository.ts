import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import { RecoveryCode } from './recovery-code.entity';
import { StaffUser } from './staff-user.entity';

/**
 * The second factor's rows. Every write that decides something is one conditional statement (no
 * transaction, which on SQLite's shared connection another request could join), so two requests racing
 * with the same code cannot both win.
 */
@Injectable()
export class SecondFactorRepository {
  constructor(
    @InjectRepository(StaffUser) private readonly users: Repository<StaffUser>,
    @InjectRepository(RecoveryCode) private readonly codes: Repository<RecoveryCode>,
  ) {}

  user(id: number): Promise<StaffUser | null> {
    return this.users.findOneBy({ id });
  }

  userByEmail(email: string): Promise<StaffUser | null> {
    return this.users.findOneBy({ email });
  }

  /** Ids of the users whose factor is confirmed. */
  async enrolledIds(): Promise<Set<number>> {
    const rows = await this.users.find({ select: { id: true }, where: { totpEnabledAt: Not(IsNull()) } });
    return new Set(rows.map((row) => row.id));
  }

  /** Keeps a new secret waiting for its first code; false when a confirmed factor is in place. */
  async storePending(userId: number, sealedSecret: string): Promise<boolean> {
    const result = await this.users.update(
      { id: userId, totpEnabledAt: IsNull() },
      { totpSecret: sealedSecret, totpLastStep: null },
    );
    return Boolean(result.affected);
  }

  /** Confirms the waiting secret the code was checked against; false when another request did first. */
  async enable(userId: number, sealedSecret: string, step: number, at: Date): Promise<boolean> {
    const result = await this.users.update(
      { id: userId, totpSecret: sealedSecret, totpEnabledAt: IsNull() },
      { totpEnabledAt: at, totpLastStep: step },
    );
    return Boolean(result.affected);
  }

  /** Records the step as used when it is later than the last one used: true for the one request that did. */
  async acceptStep(userId: number, step: number): Promise<boolean> {
    const result = await this.users
      .createQueryBuilder()
      .update()
      .set({ totpLastStep: step })
      .where('id = :userId AND (totp_last_step IS NULL OR totp_last_step < :step)', { userId, step })
      .execute();
    return Boolean(result.affected);
  }

  async replaceRecoveryCodes(userId: number, hashes: string[]): Promise<void> {
    await this.codes.delete({ userId });
    await this.codes.insert(hashes.map((codeHash) => ({ userId, codeHash })));
  }

  /** Deletes the code when it is one of the user's: true for the one request that used it. */
  async useRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
    const result = await this.codes.delete({ userId, codeHash });
    return Boolean(result.affected);
  }

  recoveryCodesLeft(userId: number): Promise<number> {
    return this.codes.countBy({ userId });
  }

  async remove(userId: number): Promise<void> {
    await this.users.update({ id: userId }, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    await this.codes.delete({ userId });
  }
}
