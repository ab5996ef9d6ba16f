// Realistic consultation requests for the staff benchmark, written straight into a database the server's
// migrations built (batched multi-row INSERTs through the app's own schema, not one API call per row).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './paths.mjs';

const require = createRequire(join(root, 'backend', 'package.json'));
const { indexNextSql, searchTextOf } = require(
  join(root, 'backend', 'dist', 'database', 'schema', 'index.js'),
);
const businessHours = require(join(root, 'backend', 'dist', 'common', 'business-hours.js'));
const { CONSENT_TEXTS, CURRENT_PRIVACY_POLICY_VERSION } = require(
  join(root, 'backend', 'dist', 'contact', 'consent.js'),
);
const { CASE_TYPES, CONSULTATION_FIELDS } = require('@abogados/shared');

const FIRST = [
  'José',
  'María',
  'Ana',
  'Luis',
  'Andrés',
  'Sofía',
  'Camila',
  'Juan',
  'Valentina',
  'Sebastián',
  'Isabel',
  'Óscar',
  'Ángela',
  'Nicolás',
  'Lucía',
  'Martín',
  'Daniela',
  'Jesús',
  'Ramón',
  'Inés',
  'Julián',
  'Mónica',
  'Hernán',
  'Paula',
  'Simón',
  'Beatriz',
  'Tomás',
  'Verónica',
  'Iván',
  'Natalia',
  'Peter',
  'Sarah',
  'John',
  'Emily',
  'Michael',
  'Laura',
];
const LAST = [
  'Álvarez',
  'Gómez',
  'Pérez',
  'Rodríguez',
  'Martínez',
  'García',
  'López',
  'Hernández',
  'Muñoz',
  'Restrepo',
  'Ramírez',
  'Cárdenas',
  'Zuluaga',
  'Ospina',
  'Echeverri',
  'Velásquez',
  'Londoño',
  'Jaramillo',
  'Gutiérrez',
  'Castaño',
  'Quiñones',
  'Arango',
  'Mejía',
  'Vélez',
  'Peña',
  'Sánchez',
  'Díaz',
  'Acevedo',
  'Betancur',
  'Ibáñez',
  'Smith',
  'Johnson',
  'Brown',
  'Miller',
];
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.es', 'une.net.co', 'example.com'];
const TOPICS = {
  familia: [
    'un divorcio de mutuo acuerdo',
    'la custodia de mis hijos',
    'la cuota alimentaria',
    'una sucesión',
  ],
  penal: ['una denuncia por estafa', 'una audiencia de imputación', 'un caso de lesiones personales'],
  administrativo: ['un derecho de petición sin respuesta', 'una multa de tránsito', 'una licencia negada'],
  english: ['a visa application', 'a contract dispute in Medellín', 'buying property in Colombia'],
  otro: ['un contrato de arrendamiento', 'una tutela por salud', 'un despido sin justa causa'],
};
const OPENINGS = [
  'Buenas tardes, necesito asesoría sobre',
  'Hola, quisiera una cita para hablar de',
  'Buenos días. Me gustaría consultar acerca de',
  'Les escribo porque tengo dudas sobre',
];
const CLOSINGS = [
  'Quedo atenta a su respuesta.',
  '¿Qué documentos debo llevar?',
  'Puedo reunirme en la mañana, gracias.',
  'Es urgente, por favor llámenme.',
  '',
];

/** A small deterministic PRNG (mulberry32), so every run seeds the same rows. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const fold = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const digits = (next, count) => Array.from({ length: count }, () => Math.floor(next() * 10)).join('');

function phone(next) {
  const kind = next();
  if (kind < 0.45) return `+57 3${digits(next, 2)} ${digits(next, 3)} ${digits(next, 4)}`;
  if (kind < 0.75) return `3${digits(next, 9)}`;
  if (kind < 0.9) return `(604) ${digits(next, 3)}-${digits(next, 4)}`;
  return `+1 212 ${digits(next, 3)} ${digits(next, 4)}`;
}

const MINUTE = 60_000;
/** Rows arrive about every 5 minutes, so 100,000 of them span about a year. */
const SPACING = 5 * MINUTE;
const calendar = {
  week: businessHours.parseBusinessHours(businessHours.DEFAULT_BUSINESS_HOURS),
  closedDays: [],
};

/**
 * Row `index` of `count` (0 is the oldest, so ids grow with creation time as they do in use): a varied name
 * with accents, its email, a phone written one of four ways, a case type, a message of a few sentences, and
 * processed unless it is recent (the last two days are half pending) or one of the 1 % left pending.
 */
export function rowAt(index, count, now) {
  const next = random(index + 1);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const first = pick(FIRST);
  const last = `${pick(LAST)} ${pick(LAST)}`;
  const tipo = CASE_TYPES[Math.floor(next() * CASE_TYPES.length)];
  const createdAt = new Date(now - (count - index) * SPACING + Math.floor(next() * MINUTE));
  const recent = now - createdAt.getTime() < 2 * 24 * 60 * MINUTE;
  const language = tipo === 'english' ? 'en' : 'es';
  const fields = {
    nombre: `${first} ${last}`,
    email: `${fold(first)}.${fold(last.split(' ')[0])}${index}@${pick(DOMAINS)}`,
    telefono: phone(next),
    mensaje: `${pick(OPENINGS)} ${pick(TOPICS[tipo])}. ${pick(CLOSINGS)}`.trim(),
  };
  return {
    ...fields,
    tipo_caso: tipo,
    processed: recent ? next() < 0.5 : next() >= 0.01,
    createdAt,
    answerBy: businessHours.addBusinessMinutes(createdAt, 60, calendar),
    language,
    searchText: searchTextOf(fields),
  };
}

/** The form's fields (their columns have the same names), then what the server adds, as valuesOf() orders them. */
const COLUMNS = [
  ...CONSULTATION_FIELDS,
  'processed',
  'created_at',
  'answer_by',
  'consent_at',
  'privacy_policy_version',
  'consent_text',
  'language',
  'search_text',
];
const BATCH = 500;

function valuesOf(row, timestamp, bool) {
  const at = timestamp(row.createdAt);
  return [
    row.nombre,
    row.email,
    row.telefono,
    row.tipo_caso,
    row.mensaje,
    bool(true),
    bool(row.processed),
    at,
    timestamp(row.answerBy),
    at,
    CURRENT_PRIVACY_POLICY_VERSION,
    CONSENT_TEXTS[CURRENT_PRIVACY_POLICY_VERSION][row.language],
    row.language,
    row.searchText,
  ];
}

/** Inserts `count` rows in multi-row INSERTs; `run(sql, params)` executes one statement. */
async function insertAll(count, now, run, placeholder, timestamp, bool) {
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const params = [];
    const tuples = [];
    for (let k = 0; k < size; k += 1) {
      const values = valuesOf(rowAt(start + k, count, now), timestamp, bool);
      tuples.push(`(${values.map((_, c) => placeholder(params.length + c + 1)).join(', ')})`);
      params.push(...values);
    }
    await run(`INSERT INTO contact_submissions (${COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
  // Each request's notifications, as the intake writes them, already sent, as on a server whose mail works.
  await run(
    'INSERT INTO notification_outbox (submission_id, kind, channel, status, attempts, next_attempt_at, created_at, sent_at) ' +
      "SELECT s.id, r.kind, r.channel, 'sent', 1, s.created_at, s.created_at, s.created_at FROM contact_submissions s, " +
      "(SELECT 'new' AS kind, 'email' AS channel UNION ALL SELECT 'new', 'webhook' UNION ALL SELECT 'ack', 'email') r",
    [],
  );
}

/** Seeds the migrated SQLite file. */
export async function seedSqlite(file, count, now) {
  const sqlite3 = require('sqlite3');
  const db = new sqlite3.Database(file);
  const run = (sql, params) =>
    new Promise((resolve, reject) => db.run(sql, params, (error) => (error ? reject(error) : resolve())));
  try {
    await run('BEGIN', []);
    await insertAll(
      count,
      now,
      run,
      () => '?',
      (date) => date.toISOString().replace('T', ' ').replace('Z', ''),
      (value) => (value ? 1 : 0),
    );
    // Indexed for the staff search, as the server's search indexer indexes requests once intake is quiet.
    await run(indexNextSql(-1), []);
    await run('COMMIT', []);
    await run('ANALYZE', []);
  } finally {
    await new Promise((resolve) => db.close(resolve));
  }
}

/** Seeds the migrated PostgreSQL database at `url`. */
export async function seedPostgres(url, count, now) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const run = (sql, params) => client.query(sql, params);
    await run('BEGIN', []);
    await insertAll(
      count,
      now,
      run,
      (n) => `$${n}`,
      (date) => date,
      (value) => value,
    );
    await run('COMMIT', []);
    await run('VACUUM ANALYZE', []);
  } finally {
    await client.end();
  }
}
