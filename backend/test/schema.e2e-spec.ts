import { DataSource } from 'typeorm';
import { type RunningApp } from '../src/app';
import { ContactSubmission } from '../src/contacts/contact-submission.entity';
import { Notification } from '../src/notifications/notification.entity';
import { ENGINE, TestWorkspace } from './harness';

/** The migrations build, on each engine, exactly the schema the entities describe. */
describe(`migrations on ${ENGINE}`, () => {
  const workspace = new TestWorkspace();
  let running: RunningApp;

  beforeAll(async () => {
    running = await workspace.start();
  });
  afterAll(async () => {
    await running.close();
    workspace.cleanup();
  });

  it('leave nothing for the entities to change', async () => {
    const pending = await running.app.get(DataSource).driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('can all be reverted and applied again', async () => {
    const dataSource = running.app.get(DataSource);
    for (let i = 0; i < dataSource.migrations.length; i += 1) await dataSource.undoLastMigration();
    const tables = await dataSource
      .createQueryRunner()
      .getTables(['contact_submissions', 'rate_limits', 'images', 'image_variants']);
    expect(tables).toEqual([]);
    await dataSource.runMigrations();
    expect(await dataSource.showMigrations()).toBe(false);
  });

  it("seed the site content with today's facts at version 1", async () => {
    const rows = (await running.app
      .get(DataSource)
      .query('SELECT id, version, firm, controller FROM site_content')) as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 1, version: 1 });
    expect(JSON.parse(rows[0].firm as string)).toMatchObject({ phone: '+57 300 123 4567' });
    expect(JSON.parse(rows[0].controller as string)).toEqual({
      legalName: 'Abogados Medellín',
      legalRepresentative: '',
      taxId: '',
    });
  });

  it('give requests stored before the answer-by time one in business hours, and keep their outbox rows', async () => {
    const dataSource = running.app.get(DataSource);
    // Back to before the answer-by migration, whatever came after it.
    const answerBy = dataSource.migrations.findIndex(
      (migration) => migration.name === 'AnswerByAndAcknowledgments1764200000000',
    );
    expect(answerBy).toBeGreaterThanOrEqual(0);
    for (let i = dataSource.migrations.length - 1; i >= answerBy; i -= 1)
      await dataSource.undoLastMigration();
    // Saturday 28 November 2026, 22:00 in Medellín: due on Monday at 9:00 on the default hours.
    const [sql, parameters] = dataSource.driver.escapeQueryWithParameters(
      'INSERT INTO contact_submissions (nombre, email, telefono, tipo_caso, mensaje, consent, processed, created_at) ' +
        "VALUES ('Ana', 'ana@example.com', '3001234567', 'familia', 'Una consulta antigua', :yes, :no, :at)",
      { yes: true, no: false, at: new Date('2026-11-29T03:00:00Z') },
      {},
    );
    await dataSource.query(sql, parameters);
    await dataSource.runMigrations();
    const [old] = await dataSource
      .getRepository(ContactSubmission)
      .find({ where: { email: 'ana@example.com' } });
    expect(old.answerBy).toEqual(new Date('2026-11-30T14:00:00Z'));
    const rows = await dataSource.getRepository(Notification).find({ where: { submissionId: old.id } });
    expect(rows.map((row) => `${row.kind} ${row.channel}`).sort()).toEqual(['new email', 'new webhook']);
  });
});
