import { Logger, type LoggerService, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { staffSessions } from './auth/session.setup';
import { StaffUsersService } from './auth/staff-users.service';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { AppLogger, createAppLogger } from './common/app-logger';
import { bodyParsers } from './common/body-parsers';
import { chain } from './common/middleware-chain';
import { contactFormGate } from './contact/form/form-gate';
import { newsletterFormGate } from './newsletter/newsletter-form';
import { bookingFormGates } from './booking/form/booking-form-gate';
import { BookingPages } from './booking/form/booking-pages';
import { createValidationPipe } from './common/validation';
import { type AppConfig, loadConfig } from './config/app-config';
import { requestLog } from './common/request-log';
import { MEDIA_PREFIX } from './images/media.controller';
import { createOpenApiDocument } from './openapi';
import { staffOnlyApiDocs } from './security/api-docs-access';
import { noStoreApi } from './security/no-store';
import { sameOriginOnly } from './security/same-origin';
import { securityHeaders } from './security/security-headers';
import { SiteService } from './site/site';

export interface BootstrapOptions {
  config?: AppConfig;
  /** false: initialise everything without opening a port (tests with supertest, the OpenAPI writer). */
  listen?: boolean;
  logger?: LoggerService | LogLevel[] | false;
}

export interface RunningApp {
  app: NestExpressApplication;
  config: AppConfig;
  /** The OpenAPI document, built on first use (the writer, the contract test, the first docs request). */
  document(): OpenAPIObject;
  /** The address it listens on, when it listens. */
  url?: string;
  staffCount: number;
  close(): Promise<void>;
}

/** The one place that assembles the server; server.ts (bundled as dist/main.js), the tests and the OpenAPI writer all call it. */
export async function bootstrap(options: BootstrapOptions = {}): Promise<RunningApp> {
  const config = options.config ?? loadConfig();
  const logger = options.logger ?? createAppLogger(config);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger,
  });
  app.disable('x-powered-by');
  // API answers are not cached, so Express's ETag (a hash of every JSON body) is work for nothing; the
  // site's pages carry their own, computed once at start-up.
  app.set('etag', false);
  // req.ip and req.protocol (rate limits, the same-origin check) read X-Forwarded-* only from named proxies.
  app.set('trust proxy', config.trustProxy);
  // The uploaded images are part of the site, at /media/, not of the API.
  app.setGlobalPrefix('api', { exclude: [`${MEDIA_PREFIX}/:id/:file`] });
  // The site is loaded first so the Content-Security-Policy can name the hash of any inline script in it.
  const site = app.get(SiteService).prepare();
  const sessions = staffSessions(app);
  // The one chain every request passes, in this order, as one Express layer (chain); then Nest's routes
  // with the validation pipe and the error filter, then the site's other pages. First the request log, so
  // every response (pages, assets, API, errors) has an X-Request-Id and is logged, and the headers; then
  // the pages kept ready, answered from memory before anything else is worked out. The session is read
  // before any body, so a visitor's body is never read or parsed under a staff path's larger limit.
  app.use(
    chain([
      requestLog({
        logger: logger instanceof AppLogger ? logger : undefined,
        warnUntrustedProxy: config.isProduction && config.trustProxy === false,
      }),
      securityHeaders(config, site.scriptHashes),
      // The booking pages are rendered per request (their free times change by the minute), never kept.
      app.get(BookingPages).handler,
      ...(site.keptPages ? [site.keptPages] : []),
      noStoreApi(),
      // The no-JavaScript form's visitor reads the answer in the browser: its refusals are pages, not JSON.
      contactFormGate(config.publicUrl),
      newsletterFormGate(config.publicUrl),
      ...bookingFormGates(config.publicUrl),
      sameOriginOnly(config.publicUrl),
      sessions.middleware,
      ...bodyParsers(),
    ]),
  );
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());

  // Built once, when first asked for (npm run openapi writes it; scanning every route takes about a tenth of a
  // second, which start-up need not wait for); served as API_DOCS says: to all, to staff, or not at all (404).
  let built: OpenAPIObject | undefined;
  const document = () => (built ??= createOpenApiDocument(app));
  if (config.apiDocs === 'staff') app.use(staffOnlyApiDocs());
  if (config.apiDocs !== 'off') {
    SwaggerModule.setup('api/docs', app, document, {
      jsonDocumentUrl: 'api/docs-json',
      yamlDocumentUrl: 'api/docs-yaml',
      customSiteTitle: 'Abogados Medellín API',
    });
  }
  if (site.pages) app.use(site.pages);

  await app.init();
  const staff = app.get(StaffUsersService);
  if (config.admin && (await staff.ensure(config.admin.email, config.admin.password))) {
    new Logger('Staff').log(`Created staff user ${config.admin.email} from ADMIN_EMAIL`);
  }
  const staffCount = await staff.count();

  let url: string | undefined;
  if (options.listen) {
    await app.listen(config.port, config.host);
    // Compresses the built pages in the background, now that nothing waits for start-up.
    app.get(SiteService).warmUp();
    const address = app.getHttpServer().address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    url = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`;
  }

  return {
    app,
    config,
    document,
    url,
    staffCount,
    close: async () => {
      sessions.store.stopPruning();
      await app.close();
    },
  };
}
