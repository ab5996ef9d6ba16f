import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

/**
 * A small check of a JSON answer against the schema openapi.yaml documents for it, for the answers that
 * cannot pass through Prism: Prism reads every request body as UTF-8 text and forwards that text, so the
 * bytes of a real image do not survive it. Types, enums, required properties, arrays and $refs: what the
 * document's own schemas use.
 */
interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
}

interface Document {
  components: { schemas: Record<string, Schema> };
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
      }
    >
  >;
}

const DOCUMENT = parse(
  readFileSync(join(resolve(__dirname, '..', '..'), 'openapi.yaml'), 'utf8'),
) as Document;

function violations(schema: Schema, value: unknown, at: string): string[] {
  if (schema.$ref) return violations(DOCUMENT.components.schemas[schema.$ref.split('/').pop()!], value, at);
  if (schema.enum && !schema.enum.includes(value)) return [`${at}: ${JSON.stringify(value)} not in the enum`];
  const kind = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  switch (schema.type) {
    case 'integer':
      return Number.isInteger(value) ? [] : [`${at}: not an integer`];
    case 'array':
      if (kind !== 'array') return [`${at}: not an array`];
      return (value as unknown[]).flatMap((item, i) => violations(schema.items ?? {}, item, `${at}[${i}]`));
    case 'object': {
      if (kind !== 'object') return [`${at}: not an object`];
      const record = value as Record<string, unknown>;
      const missing = (schema.required ?? [])
        .filter((key) => !(key in record))
        .map((key) => `${at}.${key}: missing`);
      return [
        ...missing,
        ...Object.entries(schema.properties ?? {})
          .filter(([key]) => key in record)
          .flatMap(([key, property]) => violations(property, record[key], `${at}.${key}`)),
      ];
    }
    case undefined:
      return [];
    default:
      return kind === schema.type ? [] : [`${at}: not a ${schema.type}`];
  }
}

/** What is wrong with a JSON answer, by the document; undefined if the status is not documented at all. */
export function contractViolations(operationId: string, status: number, body: unknown): string[] | undefined {
  const operation = Object.values(DOCUMENT.paths)
    .flatMap((item) => Object.values(item))
    .find((op) => op.operationId === operationId);
  const response = operation?.responses[String(status)];
  if (!response) return undefined;
  const schema = response.content?.['application/json']?.schema;
  return schema ? violations(schema, body, 'body') : [];
}
