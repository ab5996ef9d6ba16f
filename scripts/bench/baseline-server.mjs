#!/usr/bin/env node
// The load part's yardsticks, each doing the least the real server's route does, run as a process of its own
// by scripts/bench/load.mjs. The real server's figures are read as a share of these ones'.
//   node scripts/bench/baseline-server.mjs contact     Express 5: POST /api/contact, express.json(), 201 with
//                                                      {id, createdAt}
//   node scripts/bench/baseline-server.mjs nest        NestJS 11 on Express 5 with the app's own validation pipe
//                                                      and CreateContactDto (backend/dist, as built): POST
//                                                      /api/contact, express.json(), 201 with {id, createdAt},
//                                                      storing nothing: what the framework alone costs the form
//   node scripts/bench/baseline-server.mjs page DIR    bare Node `http` (no Express): GET and HEAD of any path
//                                                      answer the page the app sent, read from DIR/page.json
//                                                      and its files: the same bytes for br, gzip and identity,
//                                                      the same ETag, Cache-Control, Content-Type and Vary,
//                                                      304 on a matching If-None-Match
// Listens on HOST:PORT (default 127.0.0.1:0) and prints `Baseline: http://…` once it does.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './paths.mjs';

// Express is the backend's dependency, not the root's: resolve it the way the backend does, so the baseline
// runs the very Express the real server runs on.
const require = createRequire(join(root, 'backend', 'package.json'));
const express = require('express');

const [mode, dir] = process.argv.slice(2);

/** Express 5 answering the contact form as cheaply as it can: parse the JSON, answer 201. */
function contactServer() {
  const app = express();
  let id = 0;
  app.post('/api/contact', express.json(), (req, res) => {
    id += 1;
    res.status(201).json({ id, createdAt: new Date().toISOString() });
  });
  return app;
}

/**
 * The framework's share of the form's cost: Nest's router, the app's global ValidationPipe and the form's DTO
 * (class-transformer and class-validator, the shared rules), nothing else (no storage, headers, log or
 * middleware). Written without decorators, so it runs as plain JavaScript against the built backend.
 */
async function nestServer() {
  const backend = join(root, 'backend');
  require('reflect-metadata');
  const { NestFactory } = require('@nestjs/core');
  const { Body, Controller, HttpCode, Module, Post } = require('@nestjs/common');
  const { CreateContactDto } = require(join(backend, 'dist/contact/dto/create-contact.dto.js'));
  const { createValidationPipe } = require(join(backend, 'dist/common/validation.js'));
  let id = 0;
  class ContactController {
    create() {
      id += 1;
      return { id, createdAt: new Date().toISOString() };
    }
  }
  const create = Object.getOwnPropertyDescriptor(ContactController.prototype, 'create');
  Reflect.decorate([Post(), HttpCode(201)], ContactController.prototype, 'create', create);
  Body()(ContactController.prototype, 'create', 0);
  Reflect.defineMetadata('design:paramtypes', [CreateContactDto], ContactController.prototype, 'create');
  Controller('contact')(ContactController);
  class NestBaselineModule {}
  Module({ controllers: [ContactController] })(NestBaselineModule);
  const app = await NestFactory.create(NestBaselineModule, { bodyParser: false, logger: false });
  app.setGlobalPrefix('api');
  app.set('etag', false); // as the app
  app.use(express.json());
  app.useGlobalPipes(createValidationPipe());
  await app.init();
  return app.getHttpServer();
}

/**
 * The page as the app sent it (page.json: { headers, variants: { br|gzip|identity: { etag, file } } }),
 * every header worked out before the first request: br when Accept-Encoding names it, else gzip, else identity.
 */
function pageServer() {
  const spec = JSON.parse(readFileSync(join(dir, 'page.json'), 'utf8'));
  const answers = {};
  for (const [coding, { etag, file }] of Object.entries(spec.variants)) {
    const body = readFileSync(join(dir, file));
    const common = { ...spec.headers, ETag: etag };
    answers[coding] = {
      etag,
      body,
      ok: {
        ...common,
        ...(coding === 'identity' ? {} : { 'Content-Encoding': coding }),
        'Content-Length': body.length,
      },
      notModified: { 'Cache-Control': spec.headers['Cache-Control'], Vary: spec.headers.Vary, ETag: etag },
    };
  }
  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405).end();
    const accepted = req.headers['accept-encoding'] ?? '';
    const coding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
    const answer = answers[coding] ?? answers.identity;
    if (req.headers['if-none-match'] === answer.etag) return res.writeHead(304, answer.notModified).end();
    res.writeHead(200, answer.ok);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  });
}

let server;
if (mode === 'contact') server = contactServer();
else if (mode === 'nest') server = await nestServer();
else if (mode === 'page' && dir) server = pageServer();
else {
  console.error(
    `usage: baseline-server.mjs contact | nest | page DIR (not "${process.argv.slice(2).join(' ')}")`,
  );
  process.exit(2);
}

// An Express app's listen() creates its http server; a Node server is one already.
const listening = server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', (error) => {
  if (error) throw error;
  const { address, port } = listening.address();
  console.log(`Baseline: http://${address}:${port}`);
});
process.once('SIGTERM', () => listening.close(() => process.exit(0)));
