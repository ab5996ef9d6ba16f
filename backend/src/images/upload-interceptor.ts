import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { type Request } from 'express';
import { type Observable } from 'rxjs';
import {
  formDataBoundary,
  MAX_UPLOAD_BODY_BYTES,
  MAX_UPLOAD_BYTES,
  UPLOAD_FIELD,
  UPLOAD_MESSAGES as M,
} from './image-rules';

/**
 * multer's refusals of a second file or of a file in another field, as platform-express words them
 * ("Too many files", "Unexpected field - photo"; multer's own wording has changed between releases).
 */
const TOO_MANY = /^(?:Too many (?:files|parts)|Unexpected (?:file )?field)\b/;

/**
 * The multipart parser's refusals of the Content-Type header itself, which multer passes on as plain
 * errors (a 500). The check before multer (formDataBoundary) leaves none of them; they are mapped anyway.
 */
const CONTENT_TYPE_REFUSED =
  /^(?:Malformed content type|Unsupported content type|Multipart: Boundary not found)/;

/** What multer refused, in words that name the field; anything else that is not a 4xx is left as it is. */
export function uploadRefusal(error: unknown): unknown {
  if (error instanceof Error && CONTENT_TYPE_REFUSED.test(error.message)) {
    return new UnsupportedMediaTypeException(M.notFormData);
  }
  if (!(error instanceof HttpException)) return error;
  if (error.getStatus() === HttpStatus.PAYLOAD_TOO_LARGE) return new PayloadTooLargeException(M.tooLarge);
  if (error.getStatus() !== HttpStatus.BAD_REQUEST) return error;
  return new BadRequestException(TOO_MANY.test(error.message) ? M.tooMany : M.malformed);
}

const Multer = FileInterceptor(UPLOAD_FIELD, {
  // In memory: at most MAX_UPLOAD_BYTES (20 MB), read once by sharp, never written to disk.
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
});

/** Whether the request carries a body at all (a POST with none is answered "send one image", 400). */
function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * One image in the multipart field `file`, at most 20 MB (MAX_UPLOAD_BYTES), read into memory (req.file.buffer). Runs after the
 * staff guard, so no visitor's body is read. Before a byte is read, any body but multipart/form-data with a
 * boundary is a 415 (multer would skip another type, answered as if no file had been sent, and fail on
 * another multipart one, multipart/mixed, with a 500), and one declared longer than any upload can be a
 * 413. Else the body is refused as it arrives once the file is over the limit, before the rest is stored.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly multer = new Multer();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    if (hasBody(req) && formDataBoundary(req.headers['content-type']) === undefined) {
      throw new UnsupportedMediaTypeException(M.notFormData);
    }
    if (Number(req.headers['content-length']) > MAX_UPLOAD_BODY_BYTES) {
      throw new PayloadTooLargeException(M.tooLarge);
    }
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      throw uploadRefusal(error);
    }
  }
}
