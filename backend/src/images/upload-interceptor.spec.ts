import { BadRequestException, InternalServerErrorException, PayloadTooLargeException } from '@nestjs/common';
import { UPLOAD_MESSAGES as M } from './image-rules';
import { uploadRefusal } from './upload-interceptor';

describe("multer's refusals, in words that name the field", () => {
  const body = (error: unknown) => (error as BadRequestException).getResponse();

  it.each([
    [new PayloadTooLargeException('File too large'), 413, M.tooLarge],
    [new BadRequestException('Too many files'), 400, M.tooMany],
    [new BadRequestException('Unexpected field - photo'), 400, M.tooMany],
    [new BadRequestException('Unexpected file field - photo'), 400, M.tooMany],
    [new BadRequestException('Too many parts'), 400, M.tooMany],
    [new BadRequestException('Unexpected end of form'), 400, M.malformed],
    [new BadRequestException('Multipart: Boundary not found'), 415, M.notFormData],
    [new Error('Unsupported content type: multipart/mixed; boundary=b'), 415, M.notFormData],
    [new Error('Malformed content type'), 415, M.notFormData],
  ])('%s', (error, statusCode, message) => {
    expect(body(uploadRefusal(error))).toMatchObject({ statusCode, message });
  });

  it('leaves anything else as it was', () => {
    const failure = new InternalServerErrorException();
    const plain = new Error('disk full');
    expect(uploadRefusal(failure)).toBe(failure);
    expect(uploadRefusal(plain)).toBe(plain);
  });
});
