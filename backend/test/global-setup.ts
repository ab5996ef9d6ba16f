import { makeSqliteTemplate, TEMPLATE_ENV } from './database-template';

/** The backend project's run: the migrated SQLite template its workspaces copy (test/database-template.ts). */
export default async function globalSetup(): Promise<void> {
  process.env[TEMPLATE_ENV.sqlite] = await makeSqliteTemplate();
}
