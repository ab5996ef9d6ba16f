import 'reflect-metadata';
import { HttpException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createInterface } from 'node:readline';
import { AppModule } from '../app.module';
import { SecondFactorService } from '../auth/second-factor.service';
import { StaffUsersService } from '../auth/staff-users.service';
import { qrTerminal } from '../auth/totp';
import { loadConfig } from '../config/app-config';
import { ConfigError } from '../common/config-error';

const USAGE = `Manage staff users of the admin panel.

  npm run staff -- add <email>       create a user (asks for the password)
  npm run staff -- passwd <email>    set a new password (asks for it) and end all of their sessions
  npm run staff -- remove <email>    delete a user and end all of their sessions
  npm run staff -- list              list users, and who has a second factor
  npm run staff -- totp-enrol <email>
                                     set up their second factor (TOTP): prints the secret, its otpauth URI
                                     and QR code, then asks for the app's first code, which enables it and
                                     prints the recovery codes. Without a terminal it stops there; run it
                                     again with STAFF_TOTP_CODE=<first code> to confirm the same secret.
                                     Until confirmed, nothing changes at log-in.
  npm run staff -- totp-reset <email>
                                     remove their second factor (a lost phone) and end all of their sessions

The password is read from a hidden prompt, or from STAFF_PASSWORD when standard input is not a terminal.
The database is the one DATABASE_URL names, as for npm start.`;

/** Reads a line without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    let prompted = false;
    output._writeToOutput = (text: string) => {
      if (!prompted) {
        process.stdout.write(text);
        prompted = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    // Scripts and CI pass the password through the environment instead of a prompt.
    const fromEnv = process.env.STAFF_PASSWORD;
    if (!fromEnv) throw new Error('No terminal to ask on: set STAFF_PASSWORD');
    return fromEnv;
  }
  const first = await promptHidden('Password: ');
  const second = await promptHidden('Repeat password: ');
  if (first !== second) throw new Error('The passwords do not match');
  return first;
}

/** A line typed at the terminal, shown as typed (a one-time code is no secret once used). */
function prompt(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer.trim());
    });
  });
}

async function confirmTotp(factor: SecondFactorService, userId: number, code: string): Promise<void> {
  const codes = await factor.confirmEnrolment(userId, code);
  if (!codes) throw new Error('That code is not right: run totp-enrol again to start over');
  console.log('Second factor enabled. Recovery codes (each works once; they will not be shown again):');
  for (const recovery of codes) console.log(`  ${recovery}`);
}

async function enrolTotp(factor: SecondFactorService, email: string): Promise<void> {
  const user = await factor.userByEmail(email);
  if (factor.isEnrolled(user)) throw new Error(`${user.email} has a second factor: totp-reset it first`);
  const given = process.env.STAFF_TOTP_CODE;
  if (given) return confirmTotp(factor, user.id, given.trim());
  const enrolment = await factor.startEnrolment(user);
  console.log(await qrTerminal(enrolment.uri));
  console.log(`Secret: ${enrolment.secret}\nURI: ${enrolment.uri}`);
  if (!process.stdin.isTTY) {
    console.log(
      'Not enabled yet: add it to the authenticator app, then confirm it with\n' +
        `  STAFF_TOTP_CODE=<the first code> npm run staff -- totp-enrol ${user.email}`,
    );
    return;
  }
  await confirmTotp(factor, user.id, await prompt('First code from the app: '));
}

async function run(command: string | undefined, email: string | undefined): Promise<void> {
  if (!command || command === 'help' || command === '--help' || (command !== 'list' && !email)) {
    console.log(USAGE);
    if (command !== 'help' && command !== '--help') process.exitCode = 2;
    return;
  }
  const context = await NestFactory.createApplicationContext(AppModule.forRoot(loadConfig()), {
    logger: false,
  });
  try {
    const staff = context.get(StaffUsersService);
    switch (command) {
      case 'add': {
        const user = await staff.add(email!, await readPassword());
        console.log(`Added staff user ${user.email}`);
        break;
      }
      case 'passwd': {
        const ended = await staff.setPassword(email!, await readPassword());
        const sessions = ended === 1 ? '1 session' : `${ended} sessions`;
        console.log(`Password changed for ${email!.toLowerCase()}; ${sessions} ended`);
        break;
      }
      case 'remove':
        await staff.remove(email!);
        console.log(`Removed ${email!.toLowerCase()} and ended their sessions`);
        break;
      case 'list': {
        const users = await staff.list();
        const enrolled = await context.get(SecondFactorService).enrolledIds();
        if (users.length === 0) console.log('No staff users. Add one with: npm run staff -- add <email>');
        for (const user of users) {
          const factor = enrolled.has(user.id) ? '2FA on' : '2FA off';
          console.log(`${user.email}\tcreated ${user.createdAt.toISOString()}\t${factor}`);
        }
        break;
      }
      case 'totp-enrol':
        await enrolTotp(context.get(SecondFactorService), email!);
        break;
      case 'totp-reset': {
        const ended = await context.get(SecondFactorService).reset(email!);
        const sessions = ended === 1 ? '1 session' : `${ended} sessions`;
        console.log(`Second factor removed for ${email!.toLowerCase()}; ${sessions} ended`);
        break;
      }
      default:
        console.log(USAGE);
        process.exitCode = 2;
    }
  } finally {
    await context.close();
  }
}

run(process.argv[2], process.argv[3]).catch((err: unknown) => {
  const message =
    err instanceof HttpException || err instanceof ConfigError || err instanceof Error
      ? err.message
      : String(err);
  console.error(`staff: ${message}`);
  process.exit(1);
});
