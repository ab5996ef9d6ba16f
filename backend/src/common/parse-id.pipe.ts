import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

export const MAX_ID = 2_147_483_647;

/** Route ids are positive 32-bit integers: anything else is a 400, never a database error. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
      throw new BadRequestException(`Invalid id "${value.slice(0, 40)}": expected a positive whole number`);
    }
    return id;
  }
}
