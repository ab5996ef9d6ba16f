// otplib as jest can load it: the package's self-contained build (dist/index.global.js, the same code with
// @noble/hashes and @scure/base inside), evaluated in the test's realm, which exports what `otplib` does.
const { readFileSync } = process.getBuiltinModule('node:fs');
const { join } = process.getBuiltinModule('node:path');

const file = join(__dirname, '..', '..', 'node_modules', 'otplib', 'dist', 'index.global.js');
module.exports = new Function(`${readFileSync(file, 'utf8')}\nreturn otplib;`)();
