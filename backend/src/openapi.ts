import { type INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { stringify } from 'yaml';
import { SERVER_ERROR_RESPONSES } from './common/api-responses';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Abogados Medellín API')
    .setDescription(
      "Consultation intake for the firm's website and the staff panel. Errors always have the shape " +
        '`{ statusCode, message, errors? }`. Staff endpoints need the session cookie set by `POST /api/login` ' +
        '(named `sid`, or `__Host-sid` when the server runs in production).',
    )
    .setVersion('1.0.0')
    // Relative: the API is served by the same server as the site, wherever that runs.
    .addServer('/', 'This server')
    .addCookieAuth(
      'sid',
      { type: 'apiKey', in: 'cookie', name: 'sid', description: 'Staff session cookie' },
      'session',
    )
    .addGlobalResponse(...SERVER_ERROR_RESPONSES)
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}`,
  });
  markPublicOperations(document);
  return document;
}

/**
 * An operation with no security requirement is public, and says so with `security: []`. Staff operations
 * get theirs from StaffOnly(), the same decorator that installs the session guard.
 */
function markPublicOperations(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation && !operation.security) operation.security = [];
    }
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Sorted keys and fixed formatting, so the same decorators always write the same file. */
export function openApiYaml(document: OpenAPIObject): string {
  return stringify(sortKeys(document), { lineWidth: 0 });
}
