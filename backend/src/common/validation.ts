import {
  type ArgumentMetadata,
  BadRequestException,
  ValidationPipe,
  type ValidationError,
} from '@nestjs/common';

/** Flattens class-validator errors to `{ field: message }`, one message per field (the first rule that failed). */
export function fieldErrors(errors: ValidationError[], prefix = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    if (constraints.whitelistValidation) {
      result[path] = `Campo no permitido: ${path}`;
    } else {
      const first = Object.values(constraints)[0];
      if (first) result[path] = first;
    }
    Object.assign(result, fieldErrors(error.children ?? [], path));
  }
  return result;
}

/**
 * Leaves single route and query values as strings: the stock pipe turns "1e3" into 1000 and "abc" into NaN
 * before a parsing pipe can see them. Those values are parsed explicitly (ParseIdPipe, query DTOs).
 */
class StrictValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, _metadata: ArgumentMetadata): unknown {
    return value;
  }
}

export function createValidationPipe(): ValidationPipe {
  return new StrictValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // Each field reports the first rule it breaks, so the spec's message is the one shown.
    stopAtFirstError: true,
    exceptionFactory: (errors) =>
      new BadRequestException({ statusCode: 400, message: 'Validation failed', errors: fieldErrors(errors) }),
  });
}
