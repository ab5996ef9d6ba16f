import { getMetadataStorage } from 'class-validator';
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

/** One broken rule, for a client to put in its own words: the field's path, the rule, the rule's figures. */
export interface FieldIssue {
  path: string;
  /** class-validator's name of the rule ("maxChars", "isIn", "whitelistValidation"…). */
  code: string;
  /** The rule's figures or options: [120] for at most 120 characters, the choices of an isIn. */
  args?: Array<string | number>;
}

/** The figures a rule was declared with (MaxChars(120) → [120]); none for a rule without. */
function ruleArgs(target: object | undefined, property: string, code: string): FieldIssue['args'] {
  if (!target) return undefined;
  const rule = getMetadataStorage()
    .getTargetValidationMetadatas(target.constructor, '', true, false)
    .find((meta) => meta.propertyName === property && (meta.name === code || meta.type === code));
  const flat = ((rule?.constraints ?? []) as unknown[]).flat();
  const args = flat.filter((arg): arg is string | number => ['string', 'number'].includes(typeof arg));
  return args.length > 0 ? args : undefined;
}

/** The same failures as fieldErrors, one per field, as codes: the panel words them in its own language. */
export function fieldIssues(errors: ValidationError[], prefix = ''): FieldIssue[] {
  return errors.flatMap((error) => {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const [code] = Object.keys(error.constraints ?? {});
    const own: FieldIssue[] = [];
    if (code) {
      const args = code === 'whitelistValidation' ? undefined : ruleArgs(error.target, error.property, code);
      own.push(args ? { path, code, args } : { path, code });
    }
    return [...own, ...fieldIssues(error.children ?? [], path)];
  });
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
    // The failing object comes with each error, so fieldIssues can read its rules' figures; the answer is
    // built below and never carries it.
    validationError: { target: true, value: false },
    exceptionFactory: (errors) =>
      new BadRequestException({
        statusCode: 400,
        message: 'Validation failed',
        errors: fieldErrors(errors),
        issues: fieldIssues(errors),
      }),
  });
}
