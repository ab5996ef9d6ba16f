import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { type Observable } from 'rxjs';
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD, UPLOAD_MESSAGES as M } from './image-rules';

/**
 * multer's refusals of a second file or of a file in another field, as platform-express words them
 * ("Too many files", "Unexpected field - photo"; multer's own wording has changed between releases).
 */
const TOO_MANY = /^(?:Too many (?:files|parts)|Unexpected (?:file )?field)\b/;

/** What multer refused, in words that name the field; anything that is not a 4xx is left as it is. */
export function uploadRefusal(error: unknown): unknown {
  if (!(error instanceof HttpException)) return error;
  if (error.getStatus() === HttpStatus.PAYLOAD_TOO_LARGE) return new PayloadTooLargeException(M.tooLarge);
  if (error.getStatus() !== HttpStatus.BAD_REQUEST) return error;
  return new BadRequestException(TOO_MANY.test(error.message) ? M.tooMany : M.malformed);
}

const Multer = FileInterceptor(UPLOAD_FIELD, {
  // In memory: at most 5 MB, read once by sharp, never written to disk.
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
});

/**
 * One image in the multipart field `file`, at most 5 MB, read into memory (req.file.buffer). The body is
 * refused as it arrives once it is over the limit, before the rest is stored anywhere.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly multer = new Multer();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      throw uploadRefusal(error);
    }
  }
}
