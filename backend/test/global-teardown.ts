import { removeSqliteTemplate, TEMPLATE_ENV } from './database-template';

export default function globalTeardown(): void {
  removeSqliteTemplate(process.env[TEMPLATE_ENV.sqlite]);
}
